import { fileURLToPath } from "node:url";
import type { Provider } from "../../core/catalog-types.ts";
import type { Db } from "../../server/db/client.ts";
import { readFeed } from "../../server/catalog/import/feed-reader.ts";
import { importFeed, type ImportSummary } from "../../server/catalog/import/import-service.ts";
import { FEED_FILES } from "../../server/catalog/import/sample/feed-generator.ts";

/** A raw supplier record as a feed carries it (raw fields; values are text or numbers). */
export type RawFeedRecord = Record<string, string | number | null | undefined>;

export type CatalogRecords = Partial<Record<Provider, RawFeedRecord[]>>;

/** The raw records of one of the committed sample feeds (feeds/sample). */
export async function sampleFeed(provider: Provider): Promise<RawFeedRecord[]> {
  const path = fileURLToPath(new URL(`../../feeds/sample/${FEED_FILES[provider]}`, import.meta.url));
  return (await readFeed({ kind: "file", path })) as RawFeedRecord[];
}

let serial = 0;
/** The sku a builder uses: the override's, else a fresh one; ids and photo names follow from it. */
function skuFor(overrides: RawFeedRecord, prefix: string): string {
  if (typeof overrides.sku === "string") return overrides.sku;
  serial += 1;
  return `${prefix}-${1000 + serial}`;
}
const keyOf = (sku: string) => sku.toLowerCase().replace(/[^a-z0-9]+/g, "-");

/** A lights-feed record (provider iluminar): a grow light priced at msrp. */
export function rawIluminar(overrides: RawFeedRecord = {}): RawFeedRecord {
  const sku = skuFor(overrides, "IL");
  return {
    id: `id-${keyOf(sku)}`,
    sku,
    item_name: `Iluminar ECO 630W LED Grow Light ${sku}`,
    brand: "Iluminar",
    category: "LED Grow Lights",
    subcategory: "Top Lighting",
    msrp: "1,299.00",
    price: "1199.00",
    wattage_120v: "630",
    rated_voltage: "120-277V",
    photo_1: `/images/products/light-iluminar-${keyOf(sku)}.svg`,
    short_description: "Full-spectrum LED top light.",
    long_description: "<p>Full-spectrum <strong>LED</strong> top light.</p>",
    ...overrides,
  };
}

/** A distributor (spd) record; defaults to a nutrient from a brand the nutrients category lists. */
export function rawSpd(overrides: RawFeedRecord = {}): RawFeedRecord {
  const sku = skuFor(overrides, "SPD");
  return {
    id: `id-${keyOf(sku)}`,
    sku,
    item_name: `Canna Coco A ${sku}`,
    brand: "Canna",
    category: "Nutrients",
    subcategory: "Base Nutrients",
    msrp: "59.99",
    map: "54.99",
    photo_1: `/images/products/bottle-canna-${keyOf(sku)}.svg`,
    ...overrides,
  };
}

/** A hydrofarm record; defaults to a Hydroponics pump priced at cost × 1.18. */
export function rawHydrofarm(overrides: RawFeedRecord = {}): RawFeedRecord {
  const sku = skuFor(overrides, "HF");
  return {
    id: `id-${keyOf(sku)}`,
    sku,
    item_name: `Active Aqua Submersible Pump ${sku}`,
    brand: "Active Aqua",
    companyName: "Hydrofarm",
    category: "Hydroponics",
    subcategory: "Pumps",
    msrp: "49.99",
    map: "44.99",
    cost: "30.00",
    photo_1: `/images/products/pump-active-aqua-${keyOf(sku)}.svg`,
    ...overrides,
  };
}

/** A small fixed catalogue (same skus on every call) with at least one product in every storefront category slug. */
export function defaultCatalogRecords(): Required<CatalogRecords> {
  return {
    iluminar: [
      rawIluminar({ sku: "IL-D01" }),
      rawIluminar({
        sku: "IL-D02",
        item_name: "Iluminar ECO 1000W LED",
        wattage_120v: "1000",
        msrp: "1,699.00",
      }),
    ],
    spd: [
      rawSpd({ sku: "SPD-D01" }),
      rawSpd({
        sku: "SPD-D02",
        item_name: "Gavita Pro 1000e DE",
        brand: "Gavita",
        category: "Lighting",
        subcategory: "HID Grow Lights",
        msrp: "599.00",
        map: "549.00",
        wattage_120v: "1000",
        rated_voltage: "120-240V",
      }),
      rawSpd({
        sku: "SPD-D03",
        item_name: "Mother Earth Coco Plus Perlite",
        brand: "Mother Earth",
        category: "Growing Media",
        subcategory: "Coco Coir",
      }),
      rawSpd({
        sku: "SPD-D04",
        item_name: "AC Infinity Cloudline T6",
        brand: "AC Infinity",
        category: "Environment",
        subcategory: "Fans & Ventilation",
        rated_voltage: "120V",
      }),
      rawSpd({
        sku: "SPD-D05",
        item_name: "Super Sprouter Heat Mat",
        brand: "Super Sprouter",
        category: "Propagation",
        subcategory: "Heat Mats",
      }),
      rawSpd({
        sku: "SPD-D06",
        item_name: "Fiskars Pruning Snips",
        brand: "Fiskars",
        category: "Garden Care",
        subcategory: "Pruners & Shears",
      }),
      rawSpd({
        sku: "SPD-D07",
        item_name: "Botanicare Rolling Bench 4x8",
        brand: "Botanicare",
        category: "Benching & Racking",
        subcategory: "Rolling Benches",
      }),
      rawSpd({
        sku: "SPD-D08",
        item_name: "Centurion Pro Trimmer",
        brand: "Centurion Pro",
        category: "Harvest",
        subcategory: "Trimmers",
      }),
      rawSpd({
        sku: "SPD-D09",
        item_name: "Grove Bags Curing Bag",
        brand: "Grove Bags",
        category: "Post Harvest",
        subcategory: "Curing",
      }),
    ],
    hydrofarm: [
      rawHydrofarm({ sku: "HF-D01" }),
      rawHydrofarm({
        sku: "HF-D02",
        item_name: "Phantom 50 DE Ballast",
        brand: "Phantom",
        category: "Lighting",
        subcategory: "Ballasts",
        msrp: "349.00",
        wattage_120v: "1000",
      }),
      rawHydrofarm({
        sku: "HF-D03",
        item_name: "FoxFarm Big Bloom 1 qt",
        brand: "FoxFarm",
        category: "Nutrients & Additives",
        subcategory: "Additives & Boosters",
      }),
      rawHydrofarm({
        sku: "HF-D04",
        item_name: "Quest 70 Dehumidifier",
        brand: "Quest",
        category: "Atmospheric Control",
        subcategory: "",
      }),
      rawHydrofarm({
        sku: "HF-D05",
        item_name: "Chikamasa B-500SF Scissors",
        brand: "Chikamasa",
        category: "Harvest/Post-Harvest",
        subcategory: "Scissors",
      }),
      rawHydrofarm({
        sku: "HF-D06",
        item_name: "Hydrofarm Plant Yo-Yo",
        brand: "Hydrofarm",
        category: "Garden Accessories",
        subcategory: "",
      }),
    ],
  };
}

/**
 * Imports raw records through the real import service (one full feed per provider given), so tests see
 * exactly what an import writes. Without records it seeds `defaultCatalogRecords()`.
 */
export async function seedCatalog(
  db: Db,
  records: CatalogRecords = defaultCatalogRecords(),
  { allowDiscontinue = false } = {},
): Promise<ImportSummary[]> {
  const summaries: ImportSummary[] = [];
  for (const provider of ["iluminar", "spd", "hydrofarm"] as const) {
    const feed = records[provider];
    if (!feed) continue;
    summaries.push(
      await importFeed(db, {
        provider,
        input: { kind: "records", records: feed, label: "factory" },
        allowDiscontinue,
      }),
    );
  }
  return summaries;
}
