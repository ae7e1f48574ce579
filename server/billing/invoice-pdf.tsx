import { Document, Page, Text, View, renderToBuffer } from "@react-pdf/renderer";
import { SellerBlock, sellerName, styles } from "./pdf-parts.tsx";
import { formatMoney } from "../../core/money.ts";
import { invoicePayWords } from "../../core/invoice.ts";
import { FINANCE_CHARGE_NOTE, NET_TERMS_DAYS } from "../../core/payment-terms.ts";
import type { EmailBrand } from "../email/email-brand.ts";
import { formatDay } from "../sales/format-date.ts";
import { addressOf, addressText } from "../sales/document-parts.ts";
import type { InvoiceDocument } from "./invoices.ts";

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
  const { invoice, order, company, billTo, lines, creditedCents, paidCents, balanceCents: dueCents } = doc;
  const amounts: [string, number][] = [
    ["Subtotal", invoice.subtotalCents],
    ["Freight", invoice.shippingCents],
    ["Tax", invoice.taxCents],
    ["Invoice total", invoice.totalCents],
    ...(creditedCents > 0 ? [["Credits applied", -creditedCents] as [string, number]] : []),
    ...(paidCents > 0 ? [["Payments received", -paidCents] as [string, number]] : []),
  ];
  const seller = sellerName(brand);
  const payWords = invoicePayWords({
    number: invoice.number,
    dueOn: formatDay(invoice.dueOn),
    paidCents,
    balanceCents: dueCents,
    formatMoney,
  });
  return (
    <Document title={`Invoice ${invoice.number}`} author={seller} subject={`Order ${order.number}`}>
      <Page size="LETTER" style={styles.page}>
        <View style={styles.row}>
          <SellerBlock brand={brand} />
          <View style={styles.half}>
            <Text style={styles.title}>Invoice {invoice.number}</Text>
            {dueCents <= 0 ? <Text style={styles.total}>PAID</Text> : null}
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
            {doc.site ? <Text>Site: {doc.site}</Text> : null}
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
            <Text style={styles.total}>{formatMoney(Math.max(0, dueCents))}</Text>
          </View>
          {doc.expectedRebate ? (
            <View style={styles.row}>
              <Text style={styles.muted}>Expected rebate (information only)</Text>
              <Text style={styles.muted}>{formatMoney(doc.expectedRebate.cents)}</Text>
            </View>
          ) : null}
        </View>
        {doc.expectedRebate ? (
          <Text style={[styles.muted, { marginTop: 6 }]}>
            {doc.expectedRebate.utilityName} pre-approved a rebate of {formatMoney(doc.expectedRebate.cents)}{" "}
            for the project {doc.expectedRebate.site}
            {doc.expectedRebate.reference ? ` (reference ${doc.expectedRebate.reference})` : ""}. The utility
            pays it to you; it is not deducted from the amount due.
          </Text>
        ) : null}
        <View style={styles.note} wrap={false}>
          <Text style={styles.heading}>{dueCents > 0 ? "How to pay" : "Paid"}</Text>
          <Text>{payWords}</Text>
          {dueCents > 0 ? (
            <>
              <Text>Bank transfer: {brand.remittance.bankTransfer}.</Text>
              <Text>
                Cheques payable to {seller}, mailed to {brand.remittance.chequeAddress}.
              </Text>
              <Text style={{ marginTop: 4 }}>{FINANCE_CHARGE_NOTE}</Text>
            </>
          ) : null}
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
