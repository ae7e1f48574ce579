import { brandedName } from "../../../../core/product-name.ts";
import type { Provider } from "../../../../core/catalog-types.ts";
import { VOLTAGE_OPTIONS } from "../../../../core/constants.ts";
import { brandSlug } from "../../../../core/brand-path.ts";
import { seededRandom } from "../../../../core/seeded-random.ts";
import {
  BRAND_SERIES,
  DEFAULT_SERIES,
  PRODUCT_LINES,
  type ProductKind,
  type ProductLine,
  type SizePrice,
} from "./product-lines.ts";

export type GeneratedRecord = Record<string, string | number | Record<string, string>>;
export type GeneratedFeeds = Record<Provider, GeneratedRecord[]>;

/** Share of products per supplier feed. */
const PROVIDER_SHARE: Record<Provider, number> = { iluminar: 0.1, spd: 0.55, hydrofarm: 0.35 };
const SKU_PREFIX: Record<Provider, string> = { iluminar: "ILM", spd: "SPD", hydrofarm: "HF" };
/** Keeps generated picture numbers distinct across the suppliers. */
const PROVIDER_NUMBER: Record<Provider, number> = { iluminar: 1, spd: 2, hydrofarm: 3 };

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
  // Thousands grouped by hand: toLocaleString costs most of a 100k-product run.
  if (style === 0) return `$${fixed.replace(/\B(?=(\d{3})+\.)/g, ",")}`;
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

/** Invented trade names are a start and an end ('Verd' + 'ana'), now and then with a qualifier. */
const TRADE_STARTS =
  "Verd Flor Rhiz Terr Sol Aqu Myc Kel Cal Hum Vit Biol Gron Zym Sil Nov Lum Tri Opt Magn Bud Crys Nutr Amin Ful Ter Oce Ver Pur Vig".split(
    " ",
  );
const TRADE_ENDS = "ana ara ex ix ora ova ium ane ica ola ino ina ax eon ite ity ero ada ella ique".split(
  " ",
);
const TRADE_QUALIFIERS = ["", "", "Pro", "Plus", "Max", "Gold", "Prime", "Ultra"];
const CODE_SUFFIXES = ["", "", "e", "X", "i", "S"];

/** Model names handed out so far per brand: a name is never made twice, whatever line asks. */
type UsedModels = Map<string, Set<string>>;

/** A model name of `kind`'s style for `brand`, not yet used by that brand. */
function newModel(rng: Random, used: UsedModels, brand: string, kind: ProductKind): string {
  const taken = used.get(brand) ?? new Set<string>();
  used.set(brand, taken);
  for (let attempt = 0; ; attempt += 1) {
    // Round model numbers and plain trade names first; once a brand has used most of them, any number.
    const crowded = attempt >= 10;
    const model =
      kind.model === "code"
        ? `${rng.pick(BRAND_SERIES[brand] ?? DEFAULT_SERIES)} ${crowded ? rng.int(100, 9999) : rng.int(1, 99) * 10}${rng.pick(CODE_SUFFIXES)}`
        : `${rng.pick(TRADE_STARTS)}${rng.pick(TRADE_ENDS)} ${rng.pick(TRADE_QUALIFIERS)}${crowded ? ` ${rng.int(2, 99)}` : ""}`
            .replace(/\s+/g, " ")
            .trim();
    if (!taken.has(model)) {
      taken.add(model);
      return model;
    }
  }
}

/** A price within the size's market range at `position` (0 budget … 1 premium), a shop's round figure. */
function priceAt([, low, high]: SizePrice, position: number): number {
  return roundPrice(low + (high - low) * Math.min(1, Math.max(0, position)));
}

interface Family {
  line: ProductLine;
  kind: ProductKind;
  brand: string;
  model: string;
  /** Where the family sits in its sizes' price ranges, the same for every size. */
  position: number;
}

/** One product of a family in one size, in the field names of the specification. */
function makeRecord(rng: Random, family: Family, size: SizePrice, index: number): GeneratedRecord {
  const { line, kind, brand, model } = family;
  const [sizeLabel, , , watts] = size;
  const name = brandedName(brand, `${model} ${kind.noun} ${sizeLabel}`);
  const sku = `${SKU_PREFIX[line.provider]}-${brand
    .replace(/[^A-Za-z]/g, "")
    .slice(0, 4)
    .toUpperCase()}-${100000 + index}`;
  const msrp = priceAt(size, family.position + (rng.next() - 0.5) * 0.1);
  const asNumber = line.provider !== "hydrofarm";
  const slug = brandSlug(brand);
  const photoCount = rng.int(1, 3);
  const record: GeneratedRecord = {
    id: `${line.provider}-${index}`,
    sku,
    item_name: name,
    brand,
    category: line.category,
    subcategory: kind.subcategory,
    msrp: messyMoney(rng, msrp, asNumber),
    map: messyMoney(rng, Math.round(msrp * 0.92 * 100) / 100, asNumber),
    upc: String(rng.int(100000, 999999)) + String(rng.int(100000, 999999)),
    short_description: `${brandedName(brand, `${model} ${kind.noun.toLowerCase()}`)}, ${sizeLabel}, for commercial growers.`,
    long_description: description(rng, name, brand, kind.subcategory),
    ...dimensions(rng, kind.heavy === true),
  };
  const picture = `${kind.shape}-${slug}-${PROVIDER_NUMBER[line.provider] * 1_000_000 + index}`;
  for (let photo = 1; photo <= photoCount; photo += 1) {
    record[`photo_${photo}`] = `/images/products/${picture}-${photo}.svg`;
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
  if (watts !== undefined && line.lighting) {
    const voltage = rng.pick(VOLTAGE_OPTIONS);
    const led = /LED/.test(kind.noun) || kind.subcategory !== "HID Lighting";
    Object.assign(record, {
      wattage_120v: rng.chance(0.05) ? "N/A" : `${watts}`,
      wattage_240v: `${watts}`,
      wattage_277v: `${watts}`,
      rated_voltage: voltage,
      voltage_range: voltage,
      warranty: rng.pick(["3 years", "5 years", "7 years"]),
    });
    if (kind.shape === "light") {
      const efficacy = led ? 2.3 + rng.next() * 0.6 : 1.5 + rng.next() * 0.4;
      Object.assign(record, {
        ppf: `${Math.round(watts * efficacy)} µmol/s`,
        efficacy: `${efficacy.toFixed(1)} µmol/J`,
        spectrum: led ? rng.pick(SPECTRA) : "HPS 2100K",
        ip_certification: rng.pick(["IP65", "IP66", "IP54"]),
        max_temperature: "40°C / 104°F",
        // DLC's horticultural list asks at least 2.3 µmol/J and most listings sit well above it: the sample
        // lists its LEDs from 2.5 µmol/J, read from the efficacy already drawn (the feeds stay as they were).
        ...(led ? { dlc_listed: efficacy >= 2.5 ? "Yes" : "No" } : {}),
      });
    }
  }
  if (rng.chance(0.15) && kind.heavy) record.important_notes = "Ships freight; allow 3-5 business days.";
  return record;
}

/**
 * Products of one line: families (a brand's model of one kind, 'Gavita Pro 640e LED Top Light') sold in
 * one or more of the kind's sizes, each size one product, until the line has `count` products.
 */
function lineRecords(rng: Random, used: UsedModels, line: ProductLine, count: number, first: number) {
  const records: GeneratedRecord[] = [];
  while (records.length < count) {
    const kind = rng.pick(line.kinds);
    const brand = rng.pick(kind.brands);
    const family: Family = {
      line,
      kind,
      brand,
      model: newModel(rng, used, brand, kind),
      position: rng.next(),
    };
    const sizes = kind.sizes.filter(() => rng.chance(kind.model === "trade" ? 0.7 : 0.5));
    for (const size of sizes.length > 0 ? sizes : [rng.pick(kind.sizes)]) {
      if (records.length < count) records.push(makeRecord(rng, family, size, first + records.length));
    }
  }
  return records;
}

/** The supplier's own brand: its feed may leave it out, and the shop then falls back to the supplier. */
const HOUSE_BRAND: Record<Provider, string> = {
  iluminar: "Iluminar",
  spd: "SPD Horticulture",
  hydrofarm: "Hydrofarm",
};

/**
 * The mess real feeds carry, kept coherent: a blank first photo (a later one remains), the supplier's
 * own brand left out (the shop falls back to the supplier), a missing sku, hostile HTML, a brand sent as
 * an object, and a few invalid records (no category, a malformed msrp).
 */
function roughen(rng: Random, provider: Provider, record: GeneratedRecord): GeneratedRecord {
  if (record.photo_2 !== undefined && rng.chance(0.06)) record.photo_1 = "";
  if (record.brand === HOUSE_BRAND[provider] && rng.chance(0.3)) delete record.brand;
  if (rng.chance(0.005)) delete record.sku;
  if (rng.chance(0.004)) record.long_description = rng.pick(HOSTILE_DESCRIPTIONS);
  if (rng.chance(0.003)) record.category = "";
  if (rng.chance(0.003)) record.msrp = "12..50";
  if (typeof record.brand === "string" && rng.chance(0.002)) record.brand = { name: record.brand };
  return record;
}

/**
 * Three raw feeds, deterministic for (count, seed): about `count` records in total including ~1%
 * duplicate skus (a later record repeating an earlier sku with a different price). Every product name
 * is made once.
 */
export function generateFeeds({ count, seed }: { count: number; seed: number }): GeneratedFeeds {
  const rng = random(seed);
  const used: UsedModels = new Map();
  const feeds: GeneratedFeeds = { iluminar: [], spd: [], hydrofarm: [] };
  for (const provider of ["iluminar", "spd", "hydrofarm"] as const) {
    const lines = PRODUCT_LINES.filter((line) => line.provider === provider);
    const total = lines.reduce((sum, line) => sum + line.weight, 0);
    const wanted = Math.max(lines.length, Math.round(count * PROVIDER_SHARE[provider]));
    const records = feeds[provider];
    for (const line of lines) {
      const n = Math.max(1, Math.round((wanted * line.weight) / total));
      for (const record of lineRecords(rng, used, line, n, records.length)) {
        records.push(roughen(rng, provider, record));
      }
    }
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
