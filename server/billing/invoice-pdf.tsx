import { Document, Font, Page, StyleSheet, Text, View, renderToBuffer } from "@react-pdf/renderer";
import { formatMoney } from "../../core/money.ts";
import { FINANCE_CHARGE_NOTE, NET_TERMS_DAYS } from "../../core/payment-terms.ts";
import type { EmailBrand } from "../email/email-brand.ts";
import { formatDay } from "../sales/format-date.ts";
import { addressOf, addressText } from "../sales/document-parts.ts";
import type { InvoiceDocument } from "./invoices.ts";

/**
 * Words longer than this may break between any two characters, so a long sku or an unbroken name wraps
 * inside its column instead of running into the next one.
 */
const LONGEST_UNBROKEN = 14;
Font.registerHyphenationCallback((word) =>
  word.length > LONGEST_UNBROKEN ? [...word].flatMap((c) => [c, ""]).slice(0, -1) : [word],
);

const styles = StyleSheet.create({
  page: {
    paddingTop: 40,
    paddingBottom: 56,
    paddingHorizontal: 40,
    fontSize: 10,
    fontFamily: "Helvetica",
    color: "#0f172a",
  },
  title: { fontSize: 20, fontFamily: "Helvetica-Bold", marginBottom: 4 },
  seller: { fontFamily: "Helvetica-Bold", fontSize: 12 },
  muted: { color: "#475569" },
  row: { flexDirection: "row", justifyContent: "space-between" },
  half: { width: "48%" },
  block: { marginTop: 16 },
  heading: { fontFamily: "Helvetica-Bold", marginBottom: 2 },
  tableHead: {
    flexDirection: "row",
    borderBottom: "1pt solid #94a3b8",
    paddingBottom: 4,
    paddingTop: 4,
    fontFamily: "Helvetica-Bold",
  },
  tableRow: { flexDirection: "row", borderBottom: "0.5pt solid #e2e8f0", paddingVertical: 4 },
  // Fixed widths that add up to the page: a column never takes room from its neighbour.
  item: { width: "44%", paddingRight: 8 },
  sku: { width: "20%", paddingRight: 8 },
  qty: { width: "8%", paddingRight: 8, textAlign: "right" },
  money: { width: "14%", textAlign: "right" },
  totals: { marginTop: 12, marginLeft: "auto", width: 220 },
  total: { fontFamily: "Helvetica-Bold", fontSize: 12 },
  note: { marginTop: 20, padding: 8, border: "0.5pt solid #94a3b8" },
  footer: { position: "absolute", bottom: 24, left: 40, right: 40, fontSize: 8, color: "#475569" },
});

/** The table's column titles, repeated at the top of every page the lines run onto. */
function TableHead() {
  return (
    <View style={styles.tableHead} fixed>
      <Text style={styles.item}>Item</Text>
      <Text style={styles.sku}>SKU</Text>
      <Text style={styles.qty}>Qty</Text>
      <Text style={styles.money}>Unit price</Text>
      <Text style={styles.money}>Amount</Text>
    </View>
  );
}

function InvoicePdf({ doc, brand }: { doc: InvoiceDocument; brand: EmailBrand }) {
  const { invoice, order, company, billTo, lines, creditedCents } = doc;
  const dueCents = order.totalCents - creditedCents;
  const amounts: [string, number][] = [
    ["Subtotal", order.subtotalCents],
    ["Freight", order.shippingCents],
    ["Tax", order.taxCents],
    ["Invoice total", order.totalCents],
    ...(creditedCents > 0 ? [["Credits applied", -creditedCents] as [string, number]] : []),
  ];
  const [seller, ...sellerAddress] = brand.companyAddress.split(", ");
  return (
    <Document title={`Invoice ${invoice.number}`} author={seller} subject={`Order ${order.number}`}>
      <Page size="LETTER" style={styles.page}>
        <View style={styles.row}>
          <View style={styles.half}>
            <Text style={styles.seller}>{seller}</Text>
            <Text style={styles.muted}>{sellerAddress.join(", ")}</Text>
            <Text style={styles.muted}>
              {brand.salesEmail} · {brand.salesPhone}
            </Text>
          </View>
          <View style={styles.half}>
            <Text style={styles.title}>Invoice {invoice.number}</Text>
            <Text>Invoice date: {formatDay(invoice.issuedOn)}</Text>
            <Text>Due date: {formatDay(invoice.dueOn)}</Text>
            <Text>Terms: Net {NET_TERMS_DAYS}</Text>
            <Text>Order: {order.number}</Text>
            {order.poNumber ? <Text>PO number: {order.poNumber}</Text> : null}
            {order.jobName ? <Text>Job name: {order.jobName}</Text> : null}
          </View>
        </View>
        <View style={[styles.row, styles.block]}>
          <View style={styles.half}>
            <Text style={styles.heading}>Bill to</Text>
            <Text>{company.name}</Text>
            {billTo ? <Text>{addressText({ ...billTo, address: billTo.streetAddress })}</Text> : null}
            <Text style={styles.muted}>
              Ordered by {order.firstName} {order.lastName}
            </Text>
          </View>
          <View style={styles.half}>
            <Text style={styles.heading}>Ship to</Text>
            <Text>
              {order.firstName} {order.lastName}
            </Text>
            <Text>{addressText(addressOf(order))}</Text>
          </View>
        </View>
        <View style={styles.block}>
          <TableHead />
          {lines.map((l) => (
            <View key={l.lineNo} style={styles.tableRow} wrap={false}>
              <Text style={styles.item}>{l.name}</Text>
              <Text style={styles.sku}>{l.sku}</Text>
              <Text style={styles.qty}>{l.quantity}</Text>
              <Text style={styles.money}>{formatMoney(l.unitPriceCents ?? 0)}</Text>
              <Text style={styles.money}>{formatMoney(l.lineTotalCents ?? 0)}</Text>
            </View>
          ))}
        </View>
        <View style={styles.totals} wrap={false}>
          {amounts.map(([label, cents]) => (
            <View key={label} style={styles.row}>
              <Text>{label}</Text>
              <Text>{formatMoney(cents)}</Text>
            </View>
          ))}
          <View style={styles.row}>
            <Text style={styles.total}>Amount due</Text>
            <Text style={styles.total}>{formatMoney(dueCents)}</Text>
          </View>
        </View>
        <View style={styles.note} wrap={false}>
          <Text style={styles.heading}>How to pay</Text>
          <Text>
            Please pay {formatMoney(dueCents)} by {formatDay(invoice.dueOn)} and quote invoice{" "}
            {invoice.number}.
          </Text>
          <Text>Bank transfer: {brand.remittance.bankTransfer}.</Text>
          <Text>
            Cheques payable to {seller}, mailed to {brand.remittance.chequeAddress}.
          </Text>
          <Text style={{ marginTop: 4 }}>{FINANCE_CHARGE_NOTE}</Text>
        </View>
        <Text
          style={styles.footer}
          fixed
          render={({ pageNumber, totalPages }) =>
            `Invoice ${invoice.number} · ${company.name} · page ${pageNumber} of ${totalPages}`
          }
        />
      </Page>
    </Document>
  );
}

/** The invoice as a PDF file, rendered on the server (React-PDF; ADR 0095). */
export function renderInvoicePdf(doc: InvoiceDocument, brand: EmailBrand): Promise<Buffer> {
  return renderToBuffer(<InvoicePdf doc={doc} brand={brand} />);
}
