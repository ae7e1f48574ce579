import type { Provider } from "../../../../core/catalog-types.ts";
import { VOLTAGE_OPTIONS } from "../../../../core/constants.ts";
import { brandSlug } from "../../../../core/brand-path.ts";
import { seededRandom } from "../../../../core/seeded-random.ts";
import { PRODUCT_LINES, type ProductLine } from "./product-lines.ts";

export type GeneratedRecord = Record<string, string | number | Record<string, string>>;
export type GeneratedFeeds = Record<Provider, GeneratedRecord[]>;

/** Share of products per supplier feed. */
const PROVIDER_SHARE: Record<Provider, number> = { iluminar: 0.1, spd: 0.55, hydrofarm: 0.35 };
const SKU_PREFIX: Record<Provider, string> = { iluminar: "ILM", spd: "SPD", hydrofarm: "HF" };

function random(seed: number) {
  const next = seededRandom(seed);
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    chance: (p: number) => next() < p,
  };
}
type Random = ReturnType<typeof random>;

const WATTAGES = [45, 100, 150, 200, 240, 315, 320, 400, 600, 630, 645, 680, 750, 860, 1000, 1150, 1700];
const SPECTRA = [
  "Full spectrum 3500K + 660 nm",
  "Full spectrum 4000K",
  "Broad white + far red",
  "Red/Blue 5:1",
];

/** Money the way supplier spreadsheets send it: '$1,299.00', '1299', ' 59.99 ', or a JSON number. */
function messyMoney(rng: Random, dollars: number, asNumber: boolean): string | number {
  const fixed = dollars.toFixed(2);
  if (asNumber && rng.chance(0.3)) return Number(fixed);
  const style = rng.int(0, 4);
  if (style === 0) return `$${Number(fixed).toLocaleString("en-US", { minimumFractionDigits: 2 })}`;
  if (style === 1) return Number.isInteger(dollars) ? String(dollars) : fixed;
  if (style === 2) return ` ${fixed} `;
  return fixed;
}

function roundPrice(dollars: number): number {
  if (dollars < 20) return Math.round(dollars) - 0.01 + 0.0;
  return Math.round(dollars / 5) * 5 - 0.01;
}

function dimensions(rng: Random, heavy: boolean) {
  const pounds = heavy ? rng.int(8, 90) + rng.int(0, 9) / 10 : rng.int(1, 25) + rng.int(0, 9) / 10;
  const inches = [rng.int(6, 48), rng.int(4, 44), rng.int(2, 20)];
  const cm = (n: number) => `${(n * 2.54).toFixed(1)} cm`;
  return {
    weight: `${pounds} lb`,
    weight_metric: `${(pounds * 0.4536).toFixed(1)} kg`,
    length: `${inches[0]} in`,
    length_metric: cm(inches[0]),
    width: `${inches[1]} in`,
    width_metric: cm(inches[1]),
    height: `${inches[2]} in`,
    height_metric: cm(inches[2]),
  };
}

const HOSTILE_DESCRIPTIONS = [
  '<p>Great value.</p><script>alert("x")</script>',
  '<p>See photos</p><img src="x" onerror="alert(1)">',
  '<p><a href="javascript:alert(1)">Click for details</a></p>',
  '<iframe src="https://evil.example/"></iframe><p>Bulk pricing available.</p>',
];

function description(rng: Random, name: string, brand: string, subcategory: string): string {
  const points = [
    `Commercial-grade ${subcategory.toLowerCase() || "equipment"} from ${brand}`,
    "Ships from our regional warehouse",
    rng.pick([
      "Trusted by licensed cultivators",
      "Backed by the manufacturer warranty",
      "Bulk pricing on request",
    ]),
  ];
  const list = `<ul>${points.map((p) => `<li>${p}</li>`).join("")}</ul>`;
  const intro = `<p>The <strong>${name}</strong> is built for daily use in commercial grows &amp; greenhouses.</p>`;
  return rng.chance(0.1) ? `${intro}\n${list}` : `${intro}${list}`;
}

/** One product of a line, in the field names of spec §3. */
function makeRecord(rng: Random, line: ProductLine, index: number): GeneratedRecord {
  const sub = rng.pick(line.subcategories);
  const brand = rng.pick(line.brands);
  const noun = rng.pick(sub.nouns);
  const isLight = line.lighting && (sub.shape === "light" || sub.shape === "ballast");
  const wattage = isLight ? rng.pick(WATTAGES) : null;
  const model = `${brand
    .replace(/[^A-Za-z]/g, "")
    .slice(0, 2)
    .toUpperCase()}-${rng.int(100, 990)}`;
  const size = line.sizes ? ` ${rng.pick(line.sizes)}` : "";
  const name = wattage ? `${brand} ${model} ${wattage}W ${noun}` : `${brand} ${noun}${size}`;
  const sku = `${SKU_PREFIX[line.provider]}-${brand
    .replace(/[^A-Za-z]/g, "")
    .slice(0, 4)
    .toUpperCase()}-${100000 + index}`;
  const [low, high] = line.price;
  const msrp = roundPrice(wattage ? wattage * (0.8 + rng.next()) : low + (high - low) * rng.next() ** 2);
  const asNumber = line.provider !== "hydrofarm";
  const slug = brandSlug(brand);
  const photoCount = rng.int(1, 3);
  const record: GeneratedRecord = {
    id: `${line.provider}-${index}`,
    sku,
    item_name: name,
    brand,
    category: line.category,
    subcategory: sub.name,
    msrp: messyMoney(rng, msrp, asNumber),
    map: messyMoney(rng, Math.round(msrp * 0.92 * 100) / 100, asNumber),
    upc: String(rng.int(100000, 999999)) + String(rng.int(100000, 999999)),
    short_description: `${brand} ${noun.toLowerCase()} for commercial growers.`,
    long_description: description(rng, name, brand, sub.name),
    ...dimensions(rng, isLight || sub.shape === "rack"),
  };
  for (let photo = 1; photo <= photoCount; photo += 1) {
    record[`photo_${photo}`] = `/images/products/${sub.shape}-${slug}-${(index % 7) + photo}.svg`;
  }
  if (line.provider === "iluminar") {
    record.price = messyMoney(rng, Math.round(msrp * 95) / 100, true);
    if (rng.chance(0.1)) delete record.msrp;
  }
  if (line.provider === "hydrofarm") {
    if (!rng.chance(0.05)) record.cost = messyMoney(rng, Math.round(msrp * 0.55 * 100) / 100, false);
    record.wholesale = messyMoney(rng, Math.round(msrp * 0.7 * 100) / 100, false);
    record.qty = rng.int(0, 400);
    record.companyName = "Hydrofarm";
  }
  if (line.provider === "spd") record.company_name = "SPD Horticulture";
  if (wattage) {
    const voltage = rng.pick(VOLTAGE_OPTIONS);
    Object.assign(record, {
      wattage_120v: rng.chance(0.05) ? "N/A" : `${wattage}`,
      wattage_240v: `${wattage}`,
      wattage_277v: `${wattage}`,
      rated_voltage: voltage,
      voltage_range: voltage,
      ppf: `${Math.round(wattage * 2.7)} µmol/s`,
      efficacy: `${(2.3 + rng.next() * 0.6).toFixed(1)} µmol/J`,
      spectrum: rng.pick(SPECTRA),
      ip_certification: rng.pick(["IP65", "IP66", "IP54"]),
      max_temperature: "40°C / 104°F",
      warranty: rng.pick(["3 years", "5 years", "7 years"]),
    });
    record.spec_sheet = `https://spec-sheets.canopy-sample.example/${sku.toLowerCase()}.pdf`;
  }
  if (rng.chance(0.2))
    record.manual = `https://manuals.canopy-sample.example/${slug}/${sku.toLowerCase()}.pdf`;
  if (rng.chance(0.15)) record.important_notes = "Ships freight; allow 3-5 business days.";
  return record;
}

/** The mess real feeds carry: blank photos, missing brands or skus, hostile HTML, a few invalid records. */
function roughen(rng: Random, record: GeneratedRecord): GeneratedRecord {
  const roll = rng.next();
  if (roll < 0.06) record.photo_1 = "";
  else if (roll < 0.09)
    for (const key of Object.keys(record)) if (key.startsWith("photo_")) record[key] = " ";
  if (rng.chance(0.04)) delete record.brand;
  if (rng.chance(0.005)) delete record.sku;
  if (rng.chance(0.004)) record.long_description = rng.pick(HOSTILE_DESCRIPTIONS);
  if (rng.chance(0.003)) record.category = "";
  if (rng.chance(0.003)) record.msrp = "12..50";
  if (rng.chance(0.002)) record.brand = { name: "Nested Brand Inc." };
  return record;
}

/**
 * Three raw feeds, deterministic for (count, seed): about `count` records in total including ~1%
 * duplicate skus (a later record repeating an earlier sku with a different price).
 */
export function generateFeeds({ count, seed }: { count: number; seed: number }): GeneratedFeeds {
  const rng = random(seed);
  const feeds: GeneratedFeeds = { iluminar: [], spd: [], hydrofarm: [] };
  for (const provider of ["iluminar", "spd", "hydrofarm"] as const) {
    const lines = PRODUCT_LINES.filter((line) => line.provider === provider);
    const total = lines.reduce((sum, line) => sum + line.weight, 0);
    const wanted = Math.max(lines.length, Math.round(count * PROVIDER_SHARE[provider]));
    let index = 0;
    for (const line of lines) {
      const n = Math.max(1, Math.round((wanted * line.weight) / total));
      for (let i = 0; i < n; i += 1) feeds[provider].push(roughen(rng, makeRecord(rng, line, index++)));
    }
    const records = feeds[provider];
    for (let i = 0; i < Math.floor(records.length / 100); i += 1) {
      const original = rng.pick(records);
      if (typeof original.sku === "string")
        records.push({ ...original, msrp: (msrpOf(original) + 1).toFixed(2) });
    }
  }
  return feeds;
}

function msrpOf(record: GeneratedRecord): number {
  const value = Number(String(record.msrp ?? "0").replace(/[$,\s]/g, ""));
  return Number.isFinite(value) ? value : 0;
}

function csvCell(value: unknown): string {
  const text = value === undefined || value === null ? "" : String(value);
  return /[",\n\r]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Each supplier's own shape: iluminar a JSON array, spd {"items": […]}, hydrofarm CSV with a header row. */
export function serialiseFeeds(feeds: GeneratedFeeds): Record<string, string> {
  const jsonLines = (records: GeneratedRecord[]) => records.map((r) => JSON.stringify(r)).join(",\n");
  const columns = [...new Set(feeds.hydrofarm.flatMap((r) => Object.keys(r)))];
  const csv = [
    columns.join(","),
    ...feeds.hydrofarm.map((record) => columns.map((column) => csvCell(record[column])).join(",")),
  ];
  return {
    "iluminar.json": `[\n${jsonLines(feeds.iluminar)}\n]\n`,
    "spd.json": `{"items": [\n${jsonLines(feeds.spd)}\n]}\n`,
    "hydrofarm.csv": `${csv.join("\n")}\n`,
  };
}

/** Which file of a feed directory holds which provider's feed. */
export const FEED_FILES: Record<Provider, string> = {
  iluminar: "iluminar.json",
  spd: "spd.json",
  hydrofarm: "hydrofarm.csv",
};
