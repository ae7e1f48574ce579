import { Button, Link, Section, Text } from "@react-email/components";
import { formatMoney } from "../../../core/money.ts";
import type { EmailBrand } from "../email-brand.ts";
import { Details, EmailShell, Greeting, LineItems, styles, type EmailLine } from "./email-shell.tsx";

export interface QuoteReceivedData {
  quoteNumber: string;
  date: string;
  customer: { firstName: string; lastName: string; email: string; phone: string; company: string };
  shipping: string;
  items: EmailLine[];
  estimatedValueCents: number;
  additionalNotes: string;
  /** The quote's full document (/quotations/{number}?token=…), absolute. */
  documentUrl: string;
  /** The signed-in account holder's name, which the mail greets; null for a guest. */
  greetName: string | null;
}

export const quoteReceivedSubject = (d: QuoteReceivedData) =>
  `We received your quote request ${d.quoteNumber}`;

export function QuoteReceivedEmail({ data, brand }: { data: QuoteReceivedData; brand: EmailBrand }) {
  return (
    <EmailShell
      brand={brand}
      preview={`Quote request ${data.quoteNumber} received`}
      title="Quote request received"
    >
      <Greeting name={data.greetName} />
      <Text style={styles.text}>
        Thank you for your quote request. Our sales team will review it and contact you within 24 hours with
        final pricing and availability.
      </Text>
      <Details
        rows={[
          ["Quote number", data.quoteNumber],
          ["Submitted", data.date],
          ["Name", `${data.customer.firstName} ${data.customer.lastName}`],
          ["Company", data.customer.company],
          ["Email", data.customer.email],
          ["Phone", data.customer.phone],
          ["Deliver to", data.shipping],
        ]}
      />
      <Text style={styles.h2}>Requested items</Text>
      <LineItems lines={data.items} fullList={{ href: data.documentUrl, label: "See the whole quote" }} />
      <Text style={{ ...styles.text, marginTop: "12px" }}>
        <strong>Estimated value: {formatMoney(data.estimatedValueCents)}</strong>
      </Text>
      <Text style={styles.muted}>Final pricing may vary with discounts.</Text>
      {data.additionalNotes ? (
        <>
          <Text style={styles.h2}>Your notes</Text>
          <Text style={styles.text}>{data.additionalNotes}</Text>
        </>
      ) : null}
      <Section style={{ margin: "16px 0 8px" }}>
        <Button href={data.documentUrl} style={styles.button}>
          View your quote
        </Button>
      </Section>
      <Text style={styles.muted}>
        Or <Link href={`${brand.publicUrl}/products`}>continue browsing the catalogue</Link>.
      </Text>
    </EmailShell>
  );
}
