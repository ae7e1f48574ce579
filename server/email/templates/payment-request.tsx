import { Button, Text } from "@react-email/components";
import { formatMoney } from "../../../core/money.ts";
import type { EmailBrand } from "../email-brand.ts";
import { Details, EmailShell, styles } from "./email-shell.tsx";

export interface PaymentRequestData {
  orderNumber: string;
  customerName: string;
  totalCents: number;
  /** The order's page, where the payment provider's secure form takes the payment. */
  payUrl: string;
}

export const paymentRequestSubject = (d: PaymentRequestData) => `Pay for your order ${d.orderNumber}`;

/** The payment link staff send for an order awaiting payment (ADR 0120). */
export function PaymentRequestEmail({ data, brand }: { data: PaymentRequestData; brand: EmailBrand }) {
  return (
    <EmailShell
      brand={brand}
      preview={`Pay ${formatMoney(data.totalCents)} for order ${data.orderNumber}`}
      title="Your payment link"
    >
      <Text style={styles.text}>Hi {data.customerName},</Text>
      <Text style={styles.text}>
        Your order is ready for payment. Pay by card or bank account on the order&apos;s page, in our payment
        provider&apos;s secure form; we never see your card number.
      </Text>
      <Details
        rows={[
          ["Order number", data.orderNumber],
          ["Amount", formatMoney(data.totalCents)],
        ]}
      />
      <Button href={data.payUrl} style={{ ...styles.button, marginTop: "16px" }}>
        Pay {formatMoney(data.totalCents)}
      </Button>
      <Text style={styles.text}>Questions? Reply to this mail or call {brand.salesPhone}.</Text>
    </EmailShell>
  );
}
