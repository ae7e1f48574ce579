import { Document, Page, Text, View, renderToBuffer } from "@react-pdf/renderer";
import { refundRows } from "../../core/returns.ts";
import { and, asc, eq, type SQL } from "drizzle-orm";
import { formatMoney } from "../../core/money.ts";
import { RETURN_REASON_LABELS } from "../../core/returns.ts";
import type { Db } from "../db/client.ts";
import { companies } from "../db/schema/companies.ts";
import { creditNotes, returnLines, returnRequests } from "../db/schema/returns.ts";
import { invoices } from "../db/schema/billing.ts";
import { salesDocuments } from "../db/schema/sales.ts";
import type { EmailBrand } from "../email/email-brand.ts";
import { NotFoundError } from "../errors.ts";
import { addressText } from "../sales/document-parts.ts";
import { formatDay } from "../sales/format-date.ts";
import { billToAddress } from "./invoices.ts";
import { SellerBlock, sellerName, styles } from "./pdf-parts.tsx";

const CREDIT_NOTE_NUMBER = /^CN-[A-Z0-9]{1,20}$/;

/** A credit note with its return, lines, order, invoice (if any) and the company it is owed to. */
async function creditNoteDocument(db: Db, where: SQL | undefined) {
  const [found] = await db
    .select({
      note: creditNotes,
      ret: returnRequests,
      orderNumber: salesDocuments.number,
      paymentMethod: salesDocuments.paymentMethod,
      company: companies.name,
      invoiceNumber: invoices.number,
    })
    .from(creditNotes)
    .innerJoin(returnRequests, eq(returnRequests.id, creditNotes.returnId))
    .innerJoin(salesDocuments, eq(salesDocuments.id, creditNotes.orderId))
    .innerJoin(companies, eq(companies.id, creditNotes.companyId))
    .leftJoin(invoices, eq(invoices.documentId, creditNotes.orderId))
    .where(where)
    // An order shipped in parts has an invoice per shipment; the note names its first (ADR 0350).
    .orderBy(asc(invoices.id))
    .limit(1);
  if (!found) return null;
  const [lines, billTo] = await Promise.all([
    db.select().from(returnLines).where(eq(returnLines.returnId, found.ret.id)).orderBy(returnLines.lineNo),
    billToAddress(db, found.note.companyId),
  ]);
  return { ...found, lines, billTo };
}
type CreditNoteDocument = NonNullable<Awaited<ReturnType<typeof creditNoteDocument>>>;

function CreditNotePdf({ doc, brand }: { doc: CreditNoteDocument; brand: EmailBrand }) {
  const { note, ret, lines, billTo } = doc;
  const amounts = refundRows(ret);
  return (
    <Document
      title={`Credit note ${note.number}`}
      author={sellerName(brand)}
      subject={`Return ${ret.number}`}
    >
      <Page size="LETTER" style={styles.page}>
        <View style={styles.row}>
          <SellerBlock brand={brand} />
          <View style={styles.half}>
            <Text style={styles.title}>Credit note {note.number}</Text>
            <Text>Date: {formatDay(note.issuedOn)}</Text>
            <Text>Order: {doc.orderNumber}</Text>
            {doc.invoiceNumber ? <Text>Invoice: {doc.invoiceNumber}</Text> : null}
            <Text>Return: {ret.number}</Text>
            <Text>Reason: {RETURN_REASON_LABELS[ret.reasonCode]}</Text>
          </View>
        </View>
        <View style={styles.block}>
          <Text style={styles.heading}>Credit to</Text>
          <Text>{doc.company}</Text>
          {billTo ? <Text>{addressText({ ...billTo, address: billTo.streetAddress })}</Text> : null}
        </View>
        <View style={styles.block}>
          <View style={styles.tableHead} fixed>
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
              <Text style={styles.money}>{formatMoney(l.unitPriceCents)}</Text>
              <Text style={styles.money}>{formatMoney(l.unitPriceCents * l.quantity)}</Text>
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
            <Text style={styles.total}>Credit</Text>
            <Text style={styles.total}>{formatMoney(note.amountCents)}</Text>
          </View>
        </View>
        <View style={styles.note} wrap={false}>
          <Text>
            {doc.paymentMethod === "account"
              ? `${formatMoney(note.amountCents)} is taken off what ${doc.company} owes on its account${doc.invoiceNumber ? ` (invoice ${doc.invoiceNumber})` : ""}.`
              : `${formatMoney(note.amountCents)} is refunded to the card or bank account that paid order ${doc.orderNumber}.`}
          </Text>
        </View>
        <Text
          style={styles.footer}
          fixed
          render={({ pageNumber, totalPages }) =>
            `Credit note ${note.number} · ${doc.company} · page ${pageNumber} of ${totalPages}`
          }
        />
      </Page>
    </Document>
  );
}

/** A company's credit note as a PDF; another company's (or none) is NotFound. */
export async function renderCreditNotePdf(
  db: Db,
  /** The reader's company (a buyer's own only); null for staff, who read any company's. */
  companyId: string | null,
  number: string,
  brand: EmailBrand,
): Promise<Buffer> {
  if (!CREDIT_NOTE_NUMBER.test(number)) throw new NotFoundError("Credit note not found.");
  const doc = await creditNoteDocument(
    db,
    and(
      eq(creditNotes.number, number),
      companyId === null ? undefined : eq(creditNotes.companyId, companyId),
    ),
  );
  if (!doc) throw new NotFoundError("Credit note not found.");
  return renderToBuffer(<CreditNotePdf doc={doc} brand={brand} />);
}
