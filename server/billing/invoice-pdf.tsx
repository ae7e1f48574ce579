import { Document, Page, StyleSheet, Text, View, renderToBuffer } from "@react-pdf/renderer";
import { formatMoney } from "../../core/money.ts";
import { FINANCE_CHARGE_NOTE } from "../../core/payment-terms.ts";
import type { EmailBrand } from "../email/email-brand.ts";
import { formatDay } from "../sales/fulfilment-service.ts";
import { addressOf, addressText } from "../sales/document-parts.ts";
import type { InvoiceDocument } from "./invoices.ts";

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
});

function InvoicePdf({ doc, brand }: { doc: InvoiceDocument; brand: EmailBrand }) {
  const { invoice, order, company, lines } = doc;
  const amounts: [string, number][] = [
    ["Subtotal", order.subtotalCents],
    ["Shipping", order.shippingCents],
    ["Tax", order.taxCents],
  ];
  return (
    <Document title={`Invoice ${invoice.number}`} author="Canopy" subject={`Order ${order.number}`}>
      <Page size="LETTER" style={styles.page}>
        <View style={styles.row}>
          <View>
            <Text style={styles.title}>Invoice {invoice.number}</Text>
            <Text style={styles.muted}>Canopy · {brand.companyAddress}</Text>
            <Text style={styles.muted}>
              {brand.salesEmail} · {brand.salesPhone}
            </Text>
          </View>
          <View>
            <Text>Invoice date: {formatDay(invoice.issuedOn)}</Text>
            <Text>Due date: {formatDay(invoice.dueOn)}</Text>
            <Text>Terms: Net 30</Text>
            <Text>Order: {order.number}</Text>
            {order.poNumber ? <Text>PO number: {order.poNumber}</Text> : null}
            {order.jobName ? <Text>Job name: {order.jobName}</Text> : null}
          </View>
        </View>
        <View style={[styles.row, styles.block]}>
          <View>
            <Text style={styles.heading}>Bill to</Text>
            <Text>{company.name}</Text>
            <Text>
              {order.firstName} {order.lastName} · {order.email}
            </Text>
          </View>
          <View>
            <Text style={styles.heading}>Ship to</Text>
            <Text>{addressText(addressOf(order))}</Text>
          </View>
        </View>
        <View style={styles.tableHead}>
          <Text style={styles.item}>Item</Text>
          <Text style={styles.sku}>SKU</Text>
          <Text style={styles.qty}>Qty</Text>
          <Text style={styles.money}>Unit price</Text>
          <Text style={styles.money}>Amount</Text>
        </View>
        {lines.map((l) => (
          <View key={l.lineNo} style={styles.tableRow} wrap={false}>
            <Text style={styles.item}>{l.name}</Text>
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
            <Text style={styles.total}>Amount due</Text>
            <Text style={styles.total}>{formatMoney(order.totalCents)}</Text>
          </View>
        </View>
        <Text style={styles.note}>
          {FINANCE_CHARGE_NOTE} Please pay by {formatDay(invoice.dueOn)} and quote invoice {invoice.number}.
        </Text>
      </Page>
    </Document>
  );
}

/** The invoice as a PDF file, rendered on the server (React-PDF; ADR 0095). */
export function renderInvoicePdf(doc: InvoiceDocument, brand: EmailBrand): Promise<Buffer> {
  return renderToBuffer(<InvoicePdf doc={doc} brand={brand} />);
}
