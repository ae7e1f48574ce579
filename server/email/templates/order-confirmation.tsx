import { Button, Text } from "@react-email/components";
import type { EmailBrand } from "../email-brand.ts";
import { Amounts, Details, EmailShell, Greeting, LineItems, styles, type EmailLine } from "./email-shell.tsx";

export interface OrderConfirmationData {
  orderNumber: string;
  date: string;
  shipping: string;
  payment: string;
  /** The buyer's purchase order number and job name; empty when the buyer gave none. */
  poNumber: string;
  jobName: string;
  /** How the payment stands, in a sentence (core/payment-status.ts paymentNote). */
  paymentNote: string;
  /** "Placed by {staff} for {buyer}" when sales placed it shopping as the buyer; else empty. */
  placedBy: string;
  items: EmailLine[];
  subtotalCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
  orderUrl: string;
  /** The signed-in account holder's name, which the mail greets; null for a guest. */
  greetName: string | null;
}

export const orderConfirmationSubject = (d: OrderConfirmationData) => `Order ${d.orderNumber} confirmed`;

export function OrderConfirmationEmail({ data, brand }: { data: OrderConfirmationData; brand: EmailBrand }) {
  return (
    <EmailShell
      brand={brand}
      preview={`Thank you for your order ${data.orderNumber}`}
      title="Thank you for your order"
    >
      <Greeting name={data.greetName} />
      <Text style={styles.text}>
        We have received your order. {data.paymentNote} We will email you again when it ships.
      </Text>
      <Details
        rows={[
          ["Order number", data.orderNumber],
          ["Placed", data.date],
          ...(data.placedBy ? [["Placed by", data.placedBy] as [string, string]] : []),
          ["Ship to", data.shipping],
          ["Payment", data.payment],
          ...(data.poNumber ? [["PO number", data.poNumber] as [string, string]] : []),
          ...(data.jobName ? [["Job name", data.jobName] as [string, string]] : []),
        ]}
      />
      <LineItems
        lines={data.items}
        fullList={{ href: data.orderUrl, label: "See every item of your order" }}
      />
      <Amounts
        rows={[
          ["Subtotal", data.subtotalCents],
          ["Shipping", data.shippingCents],
          ["Tax", data.taxCents],
          ["Total", data.totalCents],
        ]}
      />
      <Button href={data.orderUrl} style={{ ...styles.button, marginTop: "16px" }}>
        View your order
      </Button>
    </EmailShell>
  );
}
