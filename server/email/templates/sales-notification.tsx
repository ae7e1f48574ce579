import { Text } from "@react-email/components";
import { formatMoney } from "../../../core/money.ts";
import type { EmailBrand } from "../email-brand.ts";
import { Details, EmailShell, LineItems, styles, type EmailLine } from "./email-shell.tsx";

/** What the sales inbox receives for every quote, order and form submission. */
export interface SalesNotificationData {
  subject: string;
  title: string;
  intro: string;
  fields: [string, string][];
  items?: EmailLine[];
  /** Where the document with every line is, for a list the mail summarises. */
  fullList?: { href: string; label: string };
  totalLabel?: string;
  totalCents?: number;
}

export const salesNotificationSubject = (d: SalesNotificationData) => d.subject;

export function SalesNotificationEmail({ data, brand }: { data: SalesNotificationData; brand: EmailBrand }) {
  return (
    <EmailShell brand={brand} preview={data.subject} title={data.title}>
      <Text style={styles.text}>{data.intro}</Text>
      <Details rows={data.fields} />
      {data.items ? <LineItems lines={data.items} fullList={data.fullList} /> : null}
      {data.totalCents !== undefined ? (
        <Text style={{ ...styles.text, marginTop: "12px" }}>
          <strong>
            {data.totalLabel ?? "Total"}: {formatMoney(data.totalCents)}
          </strong>
        </Text>
      ) : null}
    </EmailShell>
  );
}
