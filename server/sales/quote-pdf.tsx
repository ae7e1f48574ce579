import { Document, Page, StyleSheet, Text, View, renderToBuffer } from "@react-pdf/renderer";
import { eq } from "drizzle-orm";
import { formatMoney } from "../../core/money.ts";
import type { Db } from "../db/client.ts";
import { companies } from "../db/schema/companies.ts";
import type { EmailBrand } from "../email/email-brand.ts";
import { addressOf, addressText } from "./document-parts.ts";
import { buyerSiteName } from "./document-site.ts";
import type { SalesDocument } from "./document-store.ts";
import type { LineStock } from "../../core/quote-summary.ts";

const styles = StyleSheet.create({
  page: { padding: 40, fontSize: 10, fontFamily: "Helvetica", color: "#0f172a" },
  title: { fontSize: 20, fontFamily: "Helvetica-Bold", marginBottom: 4 },
  muted: { color: "#475569" },
  row: { flexDirection: "row", justifyContent: "space-between" },
  block: { marginTop: 16 },
  heading: { fontFamily: "Helvetica-Bold", marginBottom: 2 },
  tableHead: {
    flexDirection: "row",
    borderBottom: "1pt solid #94a3b8",
    paddingBottom: 4,
    marginTop: 16,
    fontFamily: "Helvetica-Bold",
  },
  tableRow: { flexDirection: "row", borderBottom: "0.5pt solid #e2e8f0", paddingVertical: 4 },
  item: { flex: 4 },
  sku: { flex: 2 },
  qty: { flex: 1, textAlign: "right" },
  money: { flex: 2, textAlign: "right" },
  totals: { marginTop: 12, marginLeft: "auto", width: 220 },
  total: { fontFamily: "Helvetica-Bold", fontSize: 12 },
  note: { marginTop: 24, padding: 8, border: "0.5pt solid #94a3b8" },
  signature: { marginTop: 36, flexDirection: "row", justifyContent: "space-between" },
  line: { borderTop: "0.5pt solid #0f172a", paddingTop: 4, width: 220 },
  stock: { color: "#475569", fontSize: 8, marginTop: 1 },
});

/**
 * "In stock: 12 · Ships later: 12 ship now, 28 ship in 3–5 business days", as the cart line reads; when
 * nothing ships now the label already says when it does.
 */
const stockWords = ({ availability, later }: LineStock) =>
  later && later.now > 0 ? `${availability.label} · Ships later: ${later.message}` : availability.label;

const dayFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** The words every quote PDF states under its totals. */
export const QUOTE_TERMS =
  "Prices are valid until the date above and are subject to stock at acceptance. Freight is to the address shown; tax follows the ship-to state unless a verified exemption certificate is on file.";

export interface QuotePdfData {
  quote: SalesDocument;
  /** The buyer's company, or the name the guest gave. */
  companyName: string;
  /** The name of the quote's site (ADR 0270), or null when it has none. */
  site: string | null;
  /** Each line's stock today, in the cart's words (empty when the quote is closed). */
  stock: (LineStock | null)[];
}

function QuotePdf({
  data: { quote, companyName, site, stock },
  brand,
}: {
  data: QuotePdfData;
  brand: EmailBrand;
}) {
  const d = quote.document;
  const amounts: [string, number][] = [
    ["Subtotal", d.subtotalCents],
    ["Freight", d.shippingCents],
    ["Tax", d.taxCents],
  ];
  return (
    <Document title={`Quote ${d.number}`} author={brand.shopName} subject={`Quote ${d.number}`}>
      <Page size="LETTER" style={styles.page}>
        <View style={styles.row}>
          <View>
            <Text style={styles.title}>Quote {d.number}</Text>
            <Text style={styles.muted}>
              {brand.shopName} · {brand.companyAddress}
            </Text>
            <Text style={styles.muted}>
              {brand.salesEmail} · {brand.salesPhone}
            </Text>
          </View>
          <View>
            <Text>Requested: {dayFormat.format(new Date(d.createdAt))}</Text>
            {d.expiresAt ? <Text>Valid until: {dayFormat.format(new Date(d.expiresAt))}</Text> : null}
            {d.poNumber ? <Text>PO number: {d.poNumber}</Text> : null}
            {d.jobName ? <Text>Job name: {d.jobName}</Text> : null}
          </View>
        </View>
        <View style={[styles.row, styles.block]}>
          <View>
            <Text style={styles.heading}>Prepared for</Text>
            <Text>{companyName}</Text>
            {site ? <Text>Site: {site}</Text> : null}
            <Text>
              {d.firstName} {d.lastName} · {d.email}
            </Text>
          </View>
          <View>
            <Text style={styles.heading}>Ship to</Text>
            <Text>{addressText(addressOf(d))}</Text>
          </View>
        </View>
        <View style={styles.tableHead}>
          <Text style={styles.item}>Item</Text>
          <Text style={styles.sku}>SKU</Text>
          <Text style={styles.qty}>Qty</Text>
          <Text style={styles.money}>Unit price</Text>
          <Text style={styles.money}>Amount</Text>
        </View>
        {quote.lines.map((l, i) => (
          <View key={l.lineNo} style={styles.tableRow} wrap={false}>
            <View style={styles.item}>
              <Text>{l.name}</Text>
              {stock[i] ? <Text style={styles.stock}>{stockWords(stock[i])}</Text> : null}
            </View>
            <Text style={styles.sku}>{l.sku}</Text>
            <Text style={styles.qty}>{l.quantity}</Text>
            <Text style={styles.money}>{formatMoney(l.unitPriceCents ?? 0)}</Text>
            <Text style={styles.money}>{formatMoney(l.lineTotalCents ?? 0)}</Text>
          </View>
        ))}
        <View style={styles.totals}>
          {amounts.map(([label, cents]) => (
            <View key={label} style={styles.row}>
              <Text>{label}</Text>
              <Text>{formatMoney(cents)}</Text>
            </View>
          ))}
          <View style={styles.row}>
            <Text style={styles.total}>Quoted total</Text>
            <Text style={styles.total}>{formatMoney(d.totalCents)}</Text>
          </View>
        </View>
        <Text style={styles.note}>
          {QUOTE_TERMS}
          {d.salesNote ? ` ${d.salesNote}` : ""}
        </Text>
        <View style={styles.signature} wrap={false}>
          <Text style={styles.line}>Accepted by (name and signature)</Text>
          <Text style={styles.line}>Date</Text>
        </View>
      </Page>
    </Document>
  );
}

/**
 * A priced quote as a PDF file, rendered on the server like the invoice (React-PDF), naming the buyer's
 * company (or the name a guest gave). `db` may be the transaction that just priced the quote.
 */
export async function renderQuotePdf(
  db: Db,
  quote: SalesDocument,
  brand: EmailBrand,
  /** Each line's stock today (`linesStock`, read outside any transaction `db` may be). */
  stock: (LineStock | null)[],
): Promise<Buffer> {
  const d = quote.document;
  const [company] = d.companyId
    ? await db.select({ name: companies.name }).from(companies).where(eq(companies.id, d.companyId))
    : [];
  const companyName = company?.name ?? (d.companyName || `${d.firstName} ${d.lastName}`);
  const site = await buyerSiteName(db, d.companyId, d.siteId);
  return renderToBuffer(<QuotePdf data={{ quote, companyName, site, stock }} brand={brand} />);
}
