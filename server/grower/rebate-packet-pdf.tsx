import { brandedName } from "../../core/product-name.ts";
import { Document, Page, StyleSheet, Text, View, renderToBuffer } from "@react-pdf/renderer";
import {
  REBATE_PER_KWH_HIGH,
  REBATE_PER_KWH_LOW,
  REBATE_MAX_SHARE_OF_COST,
} from "../../core/grower/energy.ts";
import { grouped, groupedUpTo } from "../../core/grower/number-format.ts";
import { REBATE_STAGE_LABELS } from "../../core/grower/rebate-projects.ts";
import { formatMoney } from "../../core/money.ts";
import type { PacketData } from "./rebate-projects.ts";

const styles = StyleSheet.create({
  page: { padding: 36, fontSize: 9, fontFamily: "Helvetica", color: "#0f172a" },
  title: { fontSize: 18, fontFamily: "Helvetica-Bold", marginBottom: 4 },
  muted: { color: "#475569" },
  row: { flexDirection: "row", justifyContent: "space-between" },
  block: { marginTop: 14 },
  heading: { fontFamily: "Helvetica-Bold", fontSize: 11, marginBottom: 4 },
  tableHead: {
    flexDirection: "row",
    borderBottom: "1pt solid #94a3b8",
    paddingBottom: 3,
    fontFamily: "Helvetica-Bold",
  },
  tableRow: { flexDirection: "row", borderBottom: "0.5pt solid #e2e8f0", paddingVertical: 3 },
  wide: { flex: 3, paddingRight: 4 },
  cell: { flex: 2, paddingRight: 4 },
  num: { flex: 1, textAlign: "right", paddingRight: 4 },
  signature: { marginTop: 36, flexDirection: "row", justifyContent: "space-between" },
  line: { borderTop: "0.5pt solid #0f172a", paddingTop: 4, width: 220 },
});

const dayFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

function RebatePacket({
  data,
  generatedAt,
  shopName,
}: {
  data: PacketData;
  generatedAt: Date;
  shopName: string;
}) {
  const { project, lines, totals, order } = data;
  return (
    <Document
      title={`Rebate application ${project.id}`}
      author={shopName}
      subject="Lighting rebate application"
    >
      <Page size="LETTER" orientation="landscape" style={styles.page}>
        <View style={styles.row}>
          <View>
            <Text style={styles.title}>Lighting rebate application</Text>
            <Text style={styles.muted}>
              Project {project.id} · {REBATE_STAGE_LABELS[project.stage]} · prepared{" "}
              {dayFormat.format(generatedAt)}
            </Text>
          </View>
          <View>
            <Text style={styles.heading}>Customer and site</Text>
            <Text>{data.companyName}</Text>
            <Text>
              {project.site}, {project.state}
            </Text>
            <Text>
              Utility: {project.utilityName}, account {project.utilityAccount}
            </Text>
          </View>
        </View>

        <View style={styles.block}>
          <Text style={styles.heading}>Fixture schedule: baseline and proposed</Text>
          <View style={styles.tableHead}>
            <Text style={styles.wide}>Existing fixture</Text>
            <Text style={styles.num}>W at wall</Text>
            <Text style={styles.num}>Count</Text>
            <Text style={styles.num}>h/day</Text>
            <Text style={styles.num}>days/yr</Text>
            <Text style={styles.wide}>Proposed fixture</Text>
            <Text style={styles.num}>W</Text>
            <Text style={styles.num}>Count</Text>
            <Text style={styles.cell}>DLC product id</Text>
            <Text style={styles.num}>µmol/J</Text>
            <Text style={styles.cell}>Eligible</Text>
          </View>
          {lines.map((l) => (
            <View key={l.id} style={styles.tableRow} wrap={false}>
              <Text style={styles.wide}>{l.baseline.fixtureType}</Text>
              <Text style={styles.num}>{grouped(l.baseline.wallWatts)}</Text>
              <Text style={styles.num}>{grouped(l.baseline.count)}</Text>
              <Text style={styles.num}>{groupedUpTo(l.baseline.hoursPerDay, 1)}</Text>
              <Text style={styles.num}>{l.baseline.daysPerYear}</Text>
              <Text style={styles.wide}>
                {l.row ? `${brandedName(l.row.brand, l.row.name)} (${l.sku})` : `${l.sku} (no longer sold)`}
              </Text>
              <Text style={styles.num}>{l.row ? grouped(l.row.ledWatts) : ""}</Text>
              <Text style={styles.num}>{grouped(l.ledCount)}</Text>
              <Text style={styles.cell}>{l.row?.dlcId || "Not listed"}</Text>
              <Text style={styles.num}>{l.row?.efficacy ?? "—"}</Text>
              <Text style={styles.cell}>
                {l.eligibility.eligible ? "Yes" : `No: ${l.eligibility.reason}`}
              </Text>
            </View>
          ))}
        </View>

        <View style={styles.block}>
          <Text style={styles.heading}>Savings calculation</Text>
          <Text>
            Energy a year (kWh) = fixtures × watts × hours a day × days a year ÷ 1,000. Saved = baseline less
            proposed. Cost saved = kWh saved × ${groupedUpTo(project.ratePerKwh, 3)}/kWh. Estimated rebate = $
            {REBATE_PER_KWH_LOW.toFixed(2)}–$
            {REBATE_PER_KWH_HIGH.toFixed(2)} per first-year kWh saved, at most{" "}
            {REBATE_MAX_SHARE_OF_COST * 100}% of the fixtures&apos; cost, eligible fixtures only.
          </Text>
          {lines.map((l) =>
            l.result ? (
              <Text key={l.id} style={{ marginTop: 3 }}>
                {l.baseline.fixtureType}: {grouped(l.baseline.count)} × {grouped(l.baseline.wallWatts)} W ×{" "}
                {groupedUpTo(l.baseline.hoursPerDay, 1)} h × {l.baseline.daysPerYear} d ÷ 1,000 ={" "}
                {grouped(l.result.currentKwhPerYear)} kWh; proposed {grouped(l.ledCount)} ×{" "}
                {grouped(l.row?.ledWatts ?? 0)} W = {grouped(l.result.ledKwhPerYear)} kWh; saved{" "}
                {grouped(l.result.lightingKwhSaved)} kWh, {formatMoney(l.result.lightingCentsSaved)} a year;
                rebate{" "}
                {l.result.rebate
                  ? `${formatMoney(l.result.rebate.lowCents)} – ${formatMoney(l.result.rebate.highCents)}`
                  : "none (not eligible)"}
              </Text>
            ) : null,
          )}
          <Text style={{ marginTop: 4, fontFamily: "Helvetica-Bold" }}>
            Total: {grouped(totals.lightingKwhSaved)} kWh and {formatMoney(totals.lightingCentsSaved)} saved a
            year; estimated rebate {formatMoney(totals.rebate.lowCents)} –{" "}
            {formatMoney(totals.rebate.highCents)}
          </Text>
          {project.preApprovedCents !== null ? (
            <Text style={{ marginTop: 4 }}>
              Pre-approved {formatMoney(project.preApprovedCents)}, reference {project.preApprovalReference},
              expires {project.preApprovalExpiresOn}
            </Text>
          ) : null}
        </View>

        {order ? (
          <View style={styles.block} wrap={false}>
            <Text style={styles.heading}>
              Invoice: order {order.number} of {dayFormat.format(new Date(order.createdAt))}
            </Text>
            <View style={styles.tableHead}>
              <Text style={styles.wide}>Item</Text>
              <Text style={styles.cell}>SKU</Text>
              <Text style={styles.num}>Qty</Text>
              <Text style={styles.cell}>Unit price</Text>
              <Text style={styles.cell}>Amount</Text>
            </View>
            {order.lines.map((l) => (
              <View key={l.lineNo} style={styles.tableRow}>
                <Text style={styles.wide}>{l.name}</Text>
                <Text style={styles.cell}>{l.sku}</Text>
                <Text style={styles.num}>{l.quantity}</Text>
                <Text style={styles.cell}>{formatMoney(l.unitPriceCents ?? 0)}</Text>
                <Text style={styles.cell}>{formatMoney(l.lineTotalCents ?? 0)}</Text>
              </View>
            ))}
            <Text style={{ marginTop: 4 }}>Order total: {formatMoney(order.totalCents)}</Text>
          </View>
        ) : null}

        <View style={styles.signature} wrap={false}>
          <Text style={styles.line}>Customer (name and signature)</Text>
          <Text style={styles.line}>Date</Text>
          <Text style={styles.line}>Installer or contractor (name and signature)</Text>
        </View>
      </Page>
    </Document>
  );
}

/** A rebate project's application packet as a PDF, rendered on the server like the quote and invoice PDFs. */
export function renderRebatePacket(data: PacketData, generatedAt: Date, shopName: string): Promise<Buffer> {
  return renderToBuffer(<RebatePacket data={data} generatedAt={generatedAt} shopName={shopName} />);
}
