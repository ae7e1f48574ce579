import { hash } from "node:crypto";
import type { Provider } from "../../../core/catalog-types.ts";
import { PROVIDER_RANK } from "../../../core/providers.ts";
import { GENERATED_SKU_PREFIX } from "../../../core/sku.ts";
import { classify } from "./classify.ts";
import { parseMoney, SPEC_FIELDS, type RawRecord } from "./importers/raw-record.ts";
import { listPriceCents, type FeedMoney } from "./pricing.ts";
import type { NormalisedProduct, ProductFields } from "./normalised-product.ts";
import { productLine } from "./product-writes.ts";
import { plainText, safeUrl, sanitiseDescription } from "./sanitise.ts";
import { withoutRepeatedBrand } from "../../../core/product-name.ts";

/** Shown when a record has no usable photo ('placeholder if none'); served by server/media. */
export const PLACEHOLDER_IMAGE = "/images/placeholder-product.svg";

/** What differs between feeds once a record is valid. */
export interface ProviderRules {
  provider: Provider;
  /** 'brand falls back to company_name, then the feed's default'. */
  defaultBrand: string;
  subcategory?: (category: string, subcategory: string | undefined) => string;
}

const sha1 = (text: string) => hash("sha1", text);

function centsOf(value: string | undefined): number | null {
  if (value === undefined) return null;
  const dollars = parseMoney(value);
  return dollars === null ? null : Math.round(dollars * 100);
}

/** '600W', '1,000 W', 630 → a number; anything else (ranges, 'N/A') is non-numeric and stays null. */
export function wattageOf(value: string | undefined): number | null {
  const match = value?.match(/^\s*(\d[\d,]*(?:\.\d+)?)\s*(?:w|watts?)?\s*$/i);
  if (!match) return null;
  const n = Number(match[1].replace(/,/g, ""));
  return Number.isFinite(n) ? n : null;
}

/** Stock counts: whole numbers within a 32-bit integer column, else unknown. */
function integerOf(value: string | undefined): number | null {
  if (value === undefined || !/^-?\d+(\.0+)?$/.test(value.replace(/,/g, ""))) return null;
  const n = Number.parseInt(value.replace(/,/g, ""), 10);
  return Math.abs(n) <= 2_147_483_647 ? n : null;
}

/** 'unknown-…' for a record without sku, stable across re-imports because it hashes the record's identity. */
export function unknownSku(record: RawRecord): string {
  const identity = [record.id, record.item_name, record.brand, record.company_name, record.category]
    .map((part) => part ?? "")
    .join("\u0000");
  return `${GENERATED_SKU_PREFIX}${sha1(identity).slice(0, 12)}`;
}

/** 'sales (used for best-seller sort; in one report a random number below 100)': derived from the sku so it is stable. */
export function salesOf(sku: string): number {
  return parseInt(sha1(sku).slice(0, 8), 16) % 100;
}

/** The record's photos (else its image field) as safe URLs, without repeats; the placeholder when none is left. */
function imagesOf(record: RawRecord): string[] {
  const candidates = record.photos.length === 0 && record.image ? [record.image] : record.photos;
  const images: string[] = [];
  for (const candidate of candidates) {
    const url = safeUrl(candidate);
    if (url !== undefined && !images.includes(url)) images.push(url);
  }
  return images.length > 0 ? images : [PLACEHOLDER_IMAGE];
}

function specsOf(record: RawRecord): Record<string, string> {
  const specs: Record<string, string> = {};
  for (const field of SPEC_FIELDS) {
    const value = plainText(record[field]);
    if (value !== undefined) specs[field] = value;
  }
  return specs;
}

/** A validated raw record → the normalised product of 'Normalised product', priced and classified. */
export function normaliseRecord(record: RawRecord, rules: ProviderRules): NormalisedProduct {
  const product = normalisedFields(record, rules);
  return { ...product, contentHash: sha1(productLine(product)) };
}

/** A product row as the importer writes it, with COPY. */
export interface ProductRow {
  sku: string;
  /** The SHA-1 of the product's COPY line: a row whose hash is unchanged is not written again. */
  contentHash: string;
  /** The product's COPY line (productLine) with its content hash appended. */
  line: string;
}

export function productRow(record: RawRecord, rules: ProviderRules): ProductRow {
  const product = normalisedFields(record, rules);
  const line = productLine(product);
  const contentHash = sha1(line);
  return { sku: product.sku, contentHash, line: `${line}\t${contentHash}` };
}

function normalisedFields(record: RawRecord, rules: ProviderRules): ProductFields {
  const sku = plainText(record.sku) ?? unknownSku(record);
  const category = plainText(record.category) ?? "Uncategorized";
  const rawSubcategory = plainText(record.subcategory);
  const subcategory = rules.subcategory
    ? rules.subcategory(category, rawSubcategory)
    : (rawSubcategory ?? category);
  const companyName = plainText(record.company_name) ?? null;
  const brand = plainText(record.brand) ?? companyName ?? rules.defaultBrand;
  const name = withoutRepeatedBrand(plainText(record.item_name) ?? "Unknown Product", brand);
  const images = imagesOf(record);
  const money: FeedMoney = {
    msrpCents: centsOf(record.msrp),
    mapCents: centsOf(record.map),
    costCents: centsOf(record.cost),
    priceCents: centsOf(record.price),
  };

  return {
    provider: rules.provider,
    providerRank: PROVIDER_RANK[rules.provider],
    sku,
    sourceId: plainText(record.id) ?? null,
    name,
    category,
    subcategory,
    brand,
    companyName,
    priceCents: listPriceCents(rules.provider, category, money),
    msrpCents: money.msrpCents,
    mapCents: money.mapCents,
    costCents: money.costCents,
    wholesaleCents: centsOf(record.wholesale),
    qty: integerOf(record.qty),
    image: images[0],
    images,
    upc: plainText(record.upc) ?? null,
    specSheet: safeUrl(record.spec_sheet) ?? null,
    manual: safeUrl(record.manual) ?? null,
    shortDescription: plainText(record.short_description) ?? null,
    longDescription: sanitiseDescription(record.long_description),
    importantNotes: plainText(record.important_notes) ?? null,
    specs: specsOf(record),
    wattage120v: wattageOf(record.wattage_120v),
    wattage240v: wattageOf(record.wattage_240v),
    wattage277v: wattageOf(record.wattage_277v),
    ratedVoltage: plainText(record.rated_voltage) ?? null,
    sales: salesOf(sku),
    categorySlugs: classify({ provider: rules.provider, category, subcategory, brand }),
    searchText: `${name}\n${sku}\n${brand}\n${category}\n${companyName ?? ""}\n${subcategory}`.toLowerCase(),
  };
}
