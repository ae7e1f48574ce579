import { Document, Page, Text, View, renderToBuffer } from "@react-pdf/renderer";
import { AGEING_BUCKETS } from "../../core/account-statement.ts";
import { formatMoney } from "../../core/money.ts";
import { FINANCE_CHARGE_NOTE } from "../../core/payment-terms.ts";
import { FINANCE_CHARGE_SHOWN_NOTE, STATEMENT_ENTRY_WORDS } from "../../core/statement-words.ts";
import type { EmailBrand } from "../email/email-brand.ts";
import { addressText } from "../sales/document-parts.ts";
import { formatDay } from "../sales/format-date.ts";
import { SellerBlock, sellerName, styles } from "./pdf-parts.tsx";
import type { CompanyStatement } from "./statements.ts";

const col = {
  date: { width: "13%", paddingRight: 6 },
  kind: { width: "12%", paddingRight: 6 },
  reference: { width: "17%", paddingRight: 6 },
  detail: { width: "22%", paddingRight: 6 },
  money: { width: "12%", textAlign: "right" as const },
};

function EntriesHead() {
  return (
    <View style={styles.tableHead} fixed>
      <Text style={col.date}>Date</Text>
      <Text style={col.kind}>Type</Text>
      <Text style={col.reference}>Reference</Text>
      <Text style={col.detail}>Detail</Text>
      <Text style={col.money}>Charges</Text>
      <Text style={col.money}>Credits</Text>
      <Text style={col.money}>Balance</Text>
    </View>
  );
}

function StatementPdf({ doc, brand }: { doc: CompanyStatement; brand: EmailBrand }) {
  const { company, billTo, statement: s } = doc;
  const amount = (cents: number) => (cents ? formatMoney(cents) : "");
  return (
    <Document title={`Statement ${company.name}`} author={sellerName(brand)} subject="Statement of account">
      <Page size="LETTER" style={styles.page}>
        <View style={styles.row}>
          <SellerBlock brand={brand} />
          <View style={styles.half}>
            <Text style={styles.title}>Statement of account</Text>
            <Text>
              Period: {formatDay(s.from)} to {formatDay(s.to)}
            </Text>
            <Text>Statement date: {formatDay(s.to)}</Text>
          </View>
        </View>
        <View style={styles.block}>
          <Text style={styles.heading}>Account</Text>
          <Text>{company.name}</Text>
          {billTo ? <Text>{addressText({ ...billTo, address: billTo.streetAddress })}</Text> : null}
        </View>
        <View style={styles.block}>
          <EntriesHead />
          <View style={styles.tableRow}>
            <Text style={col.date}>{formatDay(s.from)}</Text>
            <Text style={{ width: "75%" }}>Opening balance</Text>
            <Text style={col.money}>{formatMoney(s.openingCents)}</Text>
          </View>
          {s.entries.map((e, i) => (
            <View key={i} style={styles.tableRow} wrap={false}>
              <Text style={col.date}>{formatDay(e.on)}</Text>
              <Text style={col.kind}>{STATEMENT_ENTRY_WORDS[e.kind]}</Text>
              <Text style={col.reference}>{e.reference}</Text>
              <Text style={col.detail}>{e.detail}</Text>
              <Text style={col.money}>{amount(e.chargeCents)}</Text>
              <Text style={col.money}>{amount(e.creditCents)}</Text>
              <Text style={col.money}>{formatMoney(e.balanceCents)}</Text>
            </View>
          ))}
        </View>
        <View style={styles.totals} wrap={false}>
          <View style={styles.row}>
            <Text style={styles.total}>Closing balance</Text>
            <Text style={styles.total}>{formatMoney(s.closingCents)}</Text>
          </View>
        </View>
        <View style={styles.block} wrap={false}>
          <Text style={styles.heading}>Ageing (days past due)</Text>
          <View style={styles.tableHead}>
            {AGEING_BUCKETS.map((b) => (
              <Text key={b.key} style={{ width: "20%", textAlign: "right" }}>
                {b.label}
              </Text>
            ))}
          </View>
          <View style={styles.tableRow}>
            {AGEING_BUCKETS.map((b) => (
              <Text key={b.key} style={{ width: "20%", textAlign: "right" }}>
                {formatMoney(s.ageing[b.key])}
              </Text>
            ))}
          </View>
          {s.unappliedCreditCents > 0 ? (
            <Text style={{ marginTop: 4 }}>Credit in your favour: {formatMoney(s.unappliedCreditCents)}</Text>
          ) : null}
        </View>
        <View style={styles.note} wrap={false}>
          <Text>
            {FINANCE_CHARGE_SHOWN_NOTE} Accrued: {formatMoney(s.financeChargeCents)}.
          </Text>
          <Text style={{ marginTop: 4 }}>Bank transfer: {brand.remittance.bankTransfer}.</Text>
          <Text>
            Cheques payable to {sellerName(brand)}, mailed to {brand.remittance.chequeAddress}.
          </Text>
          <Text style={{ marginTop: 4 }}>{FINANCE_CHARGE_NOTE}</Text>
        </View>
        <Text
          style={styles.footer}
          fixed
          render={({ pageNumber, totalPages }) =>
            `Statement · ${company.name} · ${s.from} to ${s.to} · page ${pageNumber} of ${totalPages}`
          }
        />
      </Page>
    </Document>
  );
}

/** The company's statement of account as a PDF, rendered on the server. */
export function renderStatementPdf(doc: CompanyStatement, brand: EmailBrand): Promise<Buffer> {
  return renderToBuffer(<StatementPdf doc={doc} brand={brand} />);
}
