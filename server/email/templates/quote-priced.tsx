import { Button, Text } from "@react-email/components";
import type { EmailBrand } from "../email-brand.ts";
import { Amounts, Details, EmailShell, LineItems, styles, type EmailLine } from "./email-shell.tsx";

export interface QuotePricedData {
  quoteNumber: string;
  /** True on a second or later send: the subject and title say the quote was revised. */
  revised: boolean;
  validUntil: string;
  shipping: string;
  items: EmailLine[];
  subtotalCents: number;
  freightCents: number;
  taxCents: number;
  totalCents: number;
  note: string;
  quoteUrl: string;
}

export const quotePricedSubject = (d: QuotePricedData) =>
  d.revised ? `Your revised quote ${d.quoteNumber}` : `Your quote ${d.quoteNumber} is ready`;

export function QuotePricedEmail({ data, brand }: { data: QuotePricedData; brand: EmailBrand }) {
  return (
    <EmailShell
      brand={brand}
      preview={`Quote ${data.quoteNumber}: valid until ${data.validUntil}`}
      title={data.revised ? "Your quote was revised" : "Your quote is ready"}
    >
      <Text style={styles.text}>Hello,</Text>
      <Text style={styles.text}>
        Our sales team priced your quote request. Review it and accept it online to turn it into an order; the
        prices below hold until the date shown. The quote is attached as a PDF, with a line to sign.
      </Text>
      <Details
        rows={[
          ["Quote number", data.quoteNumber],
          ["Valid until", data.validUntil],
          ["Deliver to", data.shipping],
        ]}
      />
      <Text style={styles.h2}>Quoted items</Text>
      <LineItems lines={data.items} />
      <Amounts
        rows={[
          ["Subtotal", data.subtotalCents],
          ["Freight", data.freightCents],
          ["Tax", data.taxCents],
          ["Total", data.totalCents],
        ]}
      />
      {data.note ? (
        <>
          <Text style={styles.h2}>A note from sales</Text>
          <Text style={styles.text}>{data.note}</Text>
        </>
      ) : null}
      <Button href={data.quoteUrl} style={{ ...styles.button, marginTop: "16px" }}>
        View and accept your quote
      </Button>
    </EmailShell>
  );
}
