import { Button, Text } from "@react-email/components";
import { invoicePayWords } from "../../../core/invoice.ts";
import { formatMoney } from "../../../core/money.ts";
import type { EmailBrand } from "../email-brand.ts";
import { Details, EmailShell, styles } from "./email-shell.tsx";

export interface InvoiceIssuedData {
  invoiceNumber: string;
  orderNumber: string;
  companyName: string;
  issuedOn: string;
  dueOn: string;
  poNumber: string;
  jobName: string;
  /** What the invoice asks to be paid: its total less any credit note issued before it. */
  totalCents: number;
  /** The Invoices pane of the account area, where the PDF is kept. */
  invoicesUrl: string;
}

export const invoiceIssuedSubject = (d: InvoiceIssuedData) =>
  `Invoice ${d.invoiceNumber} for order ${d.orderNumber}`;

/** The invoice of a shipped order on account, mailed with its PDF attached when it is issued. */
export function InvoiceIssuedEmail({ data, brand }: { data: InvoiceIssuedData; brand: EmailBrand }) {
  return (
    <EmailShell
      brand={brand}
      preview={`${formatMoney(data.totalCents)} due ${data.dueOn}`}
      title={`Invoice ${data.invoiceNumber}`}
    >
      <Text style={styles.text}>Hello,</Text>
      <Text style={styles.text}>
        Order {data.orderNumber} for {data.companyName} has shipped, and its invoice is attached as a PDF. It
        is on your account.{" "}
        {invoicePayWords({
          number: data.invoiceNumber,
          dueOn: data.dueOn,
          paidCents: 0,
          balanceCents: data.totalCents,
          formatMoney,
        })}{" "}
        {data.totalCents > 0 ? "How to pay (bank transfer or cheque) is printed on the invoice." : ""}
      </Text>
      <Details
        rows={[
          ["Invoice", data.invoiceNumber],
          ["Order", data.orderNumber],
          ["Invoice date", data.issuedOn],
          ["Due date", data.dueOn],
          ["Terms", "Net 30"],
          ...(data.poNumber ? [["PO number", data.poNumber] as [string, string]] : []),
          ...(data.jobName ? [["Job name", data.jobName] as [string, string]] : []),
          ["Amount due", formatMoney(data.totalCents)],
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
