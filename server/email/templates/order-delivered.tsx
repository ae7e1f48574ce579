import { Button, Link, Text } from "@react-email/components";
import type { EmailBrand } from "../email-brand.ts";
import { Details, EmailShell, LineItems, styles, type EmailLine } from "./email-shell.tsx";

export interface OrderDeliveredData {
  orderNumber: string;
  customerName: string;
  deliveredOn: string;
  address: string;
  items: EmailLine[];
  /** The order's page (its confirmation link). */
  orderUrl: string;
  /** Where a company's buyer requests a return; absent for a guest order (returns go through sales). */
  returnsUrl?: string;
}

export const orderDeliveredSubject = (d: OrderDeliveredData) => `Your order ${d.orderNumber} has arrived`;

export function OrderDeliveredEmail({ data, brand }: { data: OrderDeliveredData; brand: EmailBrand }) {
  return (
    <EmailShell
      brand={brand}
      preview={`Order ${data.orderNumber} was delivered`}
      title="Your order has arrived"
    >
      <Text style={styles.text}>Hi {data.customerName},</Text>
      <Text style={styles.text}>
        Your order was delivered. Please inspect it within 48 hours and tell us about any damage or missing
        items; returns are accepted within 15 days of delivery.
      </Text>
      <Details
        rows={[
          ["Order number", data.orderNumber],
          ["Delivered", data.deliveredOn],
          ["Address", data.address],
        ]}
      />
      <LineItems lines={data.items} fullList={{ href: data.orderUrl, label: "See your order" }} />
      {data.returnsUrl ? (
        <Text style={styles.text}>
          Something to send back? <Link href={data.returnsUrl}>Request a return</Link> from your account
          within 15 days.
        </Text>
      ) : (
        <Text style={styles.text}>Something to send back? Reply to this mail within 15 days.</Text>
      )}
      <Button href={data.orderUrl} style={{ ...styles.button, marginTop: "16px" }}>
        View your order
      </Button>
    </EmailShell>
  );
}
