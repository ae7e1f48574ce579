import { Button, Text } from "@react-email/components";
import type { EmailBrand } from "../email-brand.ts";
import { Details, EmailShell, LineItems, styles, type EmailLine } from "./email-shell.tsx";

export interface OrderShippedData {
  orderNumber: string;
  customerName: string;
  carrier: string;
  trackingNumber: string;
  trackingLink: string;
  estimatedDays: string;
  address: string;
  items: EmailLine[];
}

export const orderShippedSubject = (d: OrderShippedData) => `Your order ${d.orderNumber} has shipped`;

export function OrderShippedEmail({ data, brand }: { data: OrderShippedData; brand: EmailBrand }) {
  return (
    <EmailShell
      brand={brand}
      preview={`Order ${data.orderNumber} is on its way`}
      title="Your order is on its way"
    >
      <Text style={styles.text}>Hi {data.customerName},</Text>
      <Text style={styles.text}>Good news: your order has left our warehouse.</Text>
      <Details
        rows={[
          ["Order number", data.orderNumber],
          ["Carrier", data.carrier],
          ["Tracking number", data.trackingNumber],
          ["Estimated delivery", data.estimatedDays],
          ["Ship to", data.address],
        ]}
      />
      <Button href={data.trackingLink} style={styles.button}>
        Track your package
      </Button>
      <Text style={styles.h2}>In this shipment</Text>
      <LineItems lines={data.items} />
    </EmailShell>
  );
}
