import { Circle, Font, Path, StyleSheet, Svg, Text, View } from "@react-pdf/renderer";
import type { EmailBrand } from "../email/email-brand.ts";

/**
 * Words longer than this may break between any two characters, so a long sku or an unbroken name wraps
 * inside its column instead of running into the next one.
 */
const LONGEST_UNBROKEN = 14;
Font.registerHyphenationCallback((word) =>
  word.length > LONGEST_UNBROKEN ? [...word].flatMap((c) => [c, ""]).slice(0, -1) : [word],
);

/** The layout the shop's PDFs share: invoices and statements. */
export const styles = StyleSheet.create({
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

/** The shop's mark, drawn as the site header draws it (app/features/layout/logo.tsx), in its brand green. */
function LogoMark() {
  return (
    <Svg viewBox="0 0 32 32" style={{ width: 28, height: 28, marginBottom: 4 }}>
      <Circle cx="16" cy="16" r="16" fill="#245c36" />
      <Path d="M16 25V13" stroke="#ffffff" strokeWidth={2} strokeLinecap="round" />
      <Path d="M16 16c-5 0-7.5-3-7.5-7 4.5 0 7.5 2.5 7.5 7z" fill="#b9d9c2" />
      <Path d="M16 19c5 0 7.5-3 7.5-7-4.5 0-7.5 2.5-7.5 7z" fill="#ffffff" />
    </Svg>
  );
}

/** The shop's logo, the seller's name, legal address and contacts, top left of every document. */
export function SellerBlock({ brand }: { brand: EmailBrand }) {
  const [seller, ...sellerAddress] = brand.companyAddress.split(", ");
  return (
    <View style={styles.half}>
      <LogoMark />
      <Text style={styles.seller}>{seller}</Text>
      <Text style={styles.muted}>{sellerAddress.join(", ")}</Text>
      <Text style={styles.muted}>
        {brand.salesEmail} · {brand.salesPhone}
      </Text>
    </View>
  );
}

/** The seller's name: the first part of its legal address. */
export const sellerName = (brand: EmailBrand) => brand.companyAddress.split(", ")[0];
