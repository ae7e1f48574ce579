import { Text } from "@react-email/components";
import type { EmailBrand } from "../email-brand.ts";
import { Details, EmailShell, LineItems, styles, type EmailLine } from "./email-shell.tsx";

export interface OrderCanceledData {
  orderNumber: string;
  customerName: string;
  canceledOn: string;
  reason: string;
  /** Within the policy's free window, or after it (then the sales team explains any charge). */
  free: boolean;
  items: EmailLine[];
}

export const orderCanceledSubject = (d: OrderCanceledData) => `Your order ${d.orderNumber} was canceled`;

export function OrderCanceledEmail({ data, brand }: { data: OrderCanceledData; brand: EmailBrand }) {
  return (
    <EmailShell
      brand={brand}
      preview={`Order ${data.orderNumber} was canceled`}
      title="Your order was canceled"
    >
      <Text style={styles.text}>Hi {data.customerName},</Text>
      <Text style={styles.text}>
        {data.free
          ? "Your order was canceled at no charge, within 12 hours of placing it."
          : "Your order was canceled after the 12-hour free cancellation window; our sales team will contact you about any charge."}
      </Text>
      <Details
        rows={[
          ["Order number", data.orderNumber],
          ["Canceled", data.canceledOn],
          ["Reason", data.reason],
        ]}
      />
      <LineItems lines={data.items} />
      <Text style={styles.text}>Questions? Reply to this mail or call {brand.salesPhone}.</Text>
    </EmailShell>
  );
}
