import {
  Body,
  Column,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Row,
  Section,
  Text,
} from "@react-email/components";
import { createElement, type ReactNode } from "react";
import { formatMoney } from "../../../core/money.ts";
import type { EmailBrand } from "../email-brand.ts";
import { shownSku } from "../../../core/sku.ts";

export const colors = { brand: "#245c36", brandLight: "#f0f7f1", text: "#1e293b", muted: "#64748b" };

export const styles = {
  text: { color: colors.text, fontSize: "15px", lineHeight: "24px", margin: "0 0 12px" },
  muted: { color: colors.muted, fontSize: "13px", lineHeight: "20px", margin: "0 0 8px" },
  h2: { color: colors.brand, fontSize: "17px", margin: "24px 0 8px" },
  button: {
    backgroundColor: colors.brand,
    borderRadius: "6px",
    color: "#ffffff",
    display: "inline-block",
    fontSize: "15px",
    fontWeight: 600,
    padding: "12px 20px",
    textDecoration: "none",
  },
  box: { backgroundColor: colors.brandLight, borderRadius: "8px", padding: "12px 16px", margin: "12px 0" },
} as const;

/**
 * Placeholders renderEmail swaps for Outlook's conditional comments (React cannot write comments):
 * Outlook desktop ignores max-width on a table, so the content sits in a fixed 600 px table that only
 * Outlook sees.
 */
export const OUTLOOK_WRAPPER = {
  open: "mso-wrapper-open",
  close: "mso-wrapper-close",
  openHtml:
    '<!--[if mso]><table role="presentation" width="600" align="center" cellpadding="0" cellspacing="0" border="0"><tr><td><![endif]-->',
  closeHtml: "<!--[if mso]></td></tr></table><![endif]-->",
} as const;

/**
 * The frame every email of the shop shares: green header, content, and the company's contact block; a
 * marketing mail also gets its unsubscribe link.
 */
export function EmailShell({
  brand,
  preview,
  title,
  unsubscribeUrl,
  children,
}: {
  brand: EmailBrand;
  preview: string;
  title: string;
  unsubscribeUrl?: string;
  children: ReactNode;
}) {
  return (
    <Html lang="en">
      <Head>
        <title>{title}</title>
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
      </Head>
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: "#f1f5f9", fontFamily: "Helvetica, Arial, sans-serif", margin: 0 }}>
        {createElement(OUTLOOK_WRAPPER.open)}
        <Container style={{ backgroundColor: "#ffffff", maxWidth: "600px", margin: "24px auto" }}>
          <Section style={{ backgroundColor: colors.brand, padding: "20px 24px" }}>
            <Text style={{ color: "#ffffff", fontSize: "22px", fontWeight: 700, margin: 0 }}>
              {brand.shopName}
            </Text>
          </Section>
          <Section style={{ padding: "24px" }}>
            <Heading as="h1" style={{ color: colors.text, fontSize: "22px", margin: "0 0 16px" }}>
              {title}
            </Heading>
            {children}
          </Section>
          <Hr style={{ borderColor: "#e2e8f0", margin: 0 }} />
          <Section style={{ padding: "16px 24px" }}>
            <Text style={styles.muted}>
              Questions? Call {brand.salesPhone} or email{" "}
              <Link href={`mailto:${brand.salesEmail}`}>{brand.salesEmail}</Link>.
            </Text>
            <Text style={styles.muted}>
              {brand.companyAddress} · <Link href={`${brand.publicUrl}/`}>{siteHost(brand.publicUrl)}</Link>
            </Text>
            {unsubscribeUrl ? (
              <Text style={styles.muted}>
                You receive this because you subscribed to {brand.shopName} news.{" "}
                <Link href={unsubscribeUrl}>Unsubscribe</Link>
              </Text>
            ) : null}
          </Section>
        </Container>
        {createElement(OUTLOOK_WRAPPER.close)}
      </Body>
    </Html>
  );
}

const siteHost = (url: string) => url.replace(/^https?:\/\//, "");

export interface EmailLine {
  name: string;
  sku: string;
  quantity: number;
  /** Null when the item is priced by the sales team. */
  unitPriceCents: number | null;
}

/**
 * Lines an item table shows before it summarises the rest: Gmail clips a mail's HTML past 102 KB, and a
 * 200-line table pushes the total and the footer past the cut (docs/decisions/0057).
 */
export const MAIL_LINES_SHOWN = 20;

/** Item table: name and SKU, quantity, line total; past MAIL_LINES_SHOWN lines, a count and `fullList`. */
export function LineItems({
  lines,
  fullList,
}: {
  lines: readonly EmailLine[];
  /** Where the complete list is, when the mail has a page to link to. */
  fullList?: { href: string; label: string };
}) {
  const rest = lines.slice(MAIL_LINES_SHOWN);
  return (
    <Section>
      {lines.slice(0, MAIL_LINES_SHOWN).map((line) => (
        <Row key={line.sku} style={{ borderBottom: "1px solid #e2e8f0" }}>
          <Column style={{ padding: "8px 0" }}>
            <Text style={{ ...styles.text, margin: 0 }}>{line.name}</Text>
            <Text style={{ ...styles.muted, margin: 0 }}>
              {shownSku(line.sku) && `SKU: ${line.sku} · `}Qty {line.quantity}
            </Text>
          </Column>
          <Column align="right" style={{ padding: "8px 0", width: "120px" }}>
            <Text style={{ ...styles.text, margin: 0 }}>
              {line.unitPriceCents === null
                ? "Priced by sales"
                : formatMoney(line.unitPriceCents * line.quantity)}
            </Text>
          </Column>
        </Row>
      ))}
      {rest.length > 0 ? (
        <Text style={{ ...styles.text, margin: "8px 0 0" }}>
          … and {rest.length} more {rest.length === 1 ? "item" : "items"} (
          {rest.reduce((units, line) => units + line.quantity, 0)} units), included in the total below.
          {fullList ? (
            <>
              {" "}
              <Link href={fullList.href}>{fullList.label}</Link>
            </>
          ) : null}
        </Text>
      ) : null}
    </Section>
  );
}

/** Label/amount rows (subtotal, shipping, tax, total). */
export function Amounts({ rows }: { rows: readonly [string, number][] }) {
  return (
    <Section>
      {rows.map(([label, cents], i) => (
        <Row key={label}>
          <Column>
            <Text style={{ ...styles.text, margin: "4px 0", fontWeight: i === rows.length - 1 ? 700 : 400 }}>
              {label}
            </Text>
          </Column>
          <Column align="right">
            <Text style={{ ...styles.text, margin: "4px 0", fontWeight: i === rows.length - 1 ? 700 : 400 }}>
              {formatMoney(cents)}
            </Text>
          </Column>
        </Row>
      ))}
    </Section>
  );
}

/** Label: value pairs, e.g. contact details. */
/**
 * The mail's first line: the person's name when the shop knows it from their account ("Hi Maria Lopez,"),
 * "Hello," otherwise. Never a name typed into a public form: anyone can put any address in a form, and
 * the shop is no relay for text chosen by a stranger.
 */
export function Greeting({ name }: { name: string | null }) {
  return <Text style={styles.text}>{name ? `Hi ${name},` : "Hello,"}</Text>;
}

export function Details({ rows }: { rows: readonly [string, string][] }) {
  return (
    <Section style={styles.box}>
      {rows
        .filter(([, value]) => value !== "")
        .map(([label, value]) => (
          <Text key={label} style={{ ...styles.text, margin: "2px 0" }}>
            <strong>{label}:</strong> {value}
          </Text>
        ))}
    </Section>
  );
}
