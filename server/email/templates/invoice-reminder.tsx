import { Button, Text } from "@react-email/components";
import type { ReminderKind } from "../../../core/billing-contacts.ts";
import { formatMoney } from "../../../core/money.ts";
import type { EmailBrand } from "../email-brand.ts";
import { Details, EmailShell, styles } from "./email-shell.tsx";

export interface InvoiceReminderData {
  kind: ReminderKind;
  invoiceNumber: string;
  orderNumber: string;
  companyName: string;
  dueOn: string;
  poNumber: string;
  /** What the invoice still owes today (its total less credit notes and payments). */
  balanceCents: number;
  /** The Invoices pane of the account area, where the invoice can be paid online or downloaded. */
  invoicesUrl: string;
}

const WHEN: Record<ReminderKind, (d: InvoiceReminderData) => string> = {
  before: (d) => `is due on ${d.dueOn}`,
  due: () => "is due today",
  overdue: (d) => `was due on ${d.dueOn} and is overdue`,
};

export const invoiceReminderSubject = (d: InvoiceReminderData) =>
  d.kind === "overdue"
    ? `Overdue: invoice ${d.invoiceNumber}, ${formatMoney(d.balanceCents)}`
    : `Reminder: invoice ${d.invoiceNumber} ${WHEN[d.kind](d)}`;

/** A payment reminder for an unpaid invoice on account: before its due day, on it, and after it. */
export function InvoiceReminderEmail({ data, brand }: { data: InvoiceReminderData; brand: EmailBrand }) {
  return (
    <EmailShell
      brand={brand}
      preview={`${formatMoney(data.balanceCents)} ${WHEN[data.kind](data)}`}
      title={
        data.kind === "overdue" ? `Invoice ${data.invoiceNumber} is overdue` : `Invoice ${data.invoiceNumber}`
      }
    >
      <Text style={styles.text}>Hello,</Text>
      <Text style={styles.text}>
        Invoice {data.invoiceNumber} for {data.companyName} {WHEN[data.kind](data)}:{" "}
        {formatMoney(data.balanceCents)} is still owed. Please pay by bank transfer or cheque (the details are
        printed on the invoice), quoting the invoice number, or pay online from your invoices. If you have
        paid already, thank you, and please ignore this reminder.
      </Text>
      {data.kind === "overdue" ? (
        <Text style={styles.text}>
          A finance charge of 1.5% per month is applied to balances not paid by the due date.
        </Text>
      ) : null}
      <Details
        rows={[
          ["Invoice", data.invoiceNumber],
          ["Order", data.orderNumber],
          ["Due date", data.dueOn],
          ...(data.poNumber ? [["PO number", data.poNumber] as [string, string]] : []),
          ["Balance due", formatMoney(data.balanceCents)],
        ]}
      />
      <Button href={data.invoicesUrl} style={{ ...styles.button, marginTop: "16px" }}>
        Your invoices
      </Button>
      <Text style={styles.text}>
        Questions about this invoice? Reply to this mail or call {brand.salesPhone}.
      </Text>
    </EmailShell>
  );
}
