import { Text } from "@react-email/components";
import { refundRows, type ReturnStatus } from "../../../core/returns.ts";
import type { EmailBrand } from "../email-brand.ts";
import { Amounts, Details, EmailShell, LineItems, styles, type EmailLine } from "./email-shell.tsx";

export interface ReturnUpdateData {
  returnNumber: string;
  orderNumber: string;
  customerName: string;
  status: ReturnStatus;
  /** Staff's reason, on a rejection. */
  rejectionReason: string;
  items: EmailLine[];
  subtotalCents: number;
  restockingFeeCents: number;
  /** The tax the order charged on the returned items, refunded with them. */
  taxCents: number;
  refundCents: number;
  /** The credit note a received return issued, in words (number, amount, where it goes); else empty. */
  creditNote: string;
  returnsUrl: string;
}

const HEADLINES: Record<ReturnStatus, string> = {
  requested: "We received your return request",
  approved: "Your return is approved",
  rejected: "Your return request was declined",
  received: "We received your returned items",
};

const NEXT_STEPS: Record<ReturnStatus, string> = {
  requested: "Our team reviews return requests within 1-2 business days and will email you the decision.",
  approved:
    "Please send the items back in their original packaging. We will email you when they arrive and issue the refund.",
  rejected: "If you have questions about this decision, reply to this email or contact our sales team.",
  received: "Your refund is on its way: 5 business days as store credit, 5-10 for a card, 15 for a check.",
};

const SUBJECT_ENDINGS: Record<ReturnStatus, string> = {
  requested: "request received",
  approved: "approved",
  rejected: "declined",
  received: "items received",
};

export const returnUpdateSubject = (d: ReturnUpdateData) =>
  `Return ${d.returnNumber} ${SUBJECT_ENDINGS[d.status]}`;

export function ReturnUpdateEmail({ data, brand }: { data: ReturnUpdateData; brand: EmailBrand }) {
  return (
    <EmailShell
      brand={brand}
      preview={`Return ${data.returnNumber} for order ${data.orderNumber}`}
      title={HEADLINES[data.status]}
    >
      <Text style={styles.text}>Hi {data.customerName},</Text>
      <Text style={styles.text}>{NEXT_STEPS[data.status]}</Text>
      <Details
        rows={[
          ["Return number", data.returnNumber],
          ["Order number", data.orderNumber],
          ["Reason for declining", data.status === "rejected" ? data.rejectionReason : ""],
          ["Credit note", data.creditNote],
          ["Track it", data.returnsUrl],
        ]}
      />
      <LineItems lines={data.items} />
      <Amounts rows={[...refundRows(data), ["Refund estimate", data.refundCents]]} />
    </EmailShell>
  );
}
