import type { SQL } from "drizzle-orm";
import type { ProductSummary, Provider, SearchHit } from "../../../core/catalog-types.ts";
import { sql, type RowOf, type RowShape } from "../../db/client.ts";
import { catalogEntries } from "../../db/schema/listing.ts";
import { availabilityFor } from "../stock-policy.ts";

/** The given skus as a one-column subquery (one jsonb parameter, whatever their number). */
export function skuSet(skus: readonly string[]): SQL {
  return sql`(select jsonb_array_elements_text(${JSON.stringify(skus)}::jsonb))`;
}

/** The columns a ProductSummary needs; numeric wattage is cast so both drivers return a number. */
export const summaryColumns = sql.raw(
  `p.sku, p.name, p.brand, p.category, p.subcategory, p.provider, p.price_cents, p.image,
   p.wattage_120v::float8 as wattage_120v, p.rated_voltage, p.qty`,
);

/** Rows that are on sale: one per sku (the provider-priority winner), discontinued ones hidden. */
export const listedCondition = sql.raw(`p.is_primary and not p.discontinued`);

/**
 * The listed catalogue as a narrow read model (catalog_entries, kept by refreshDerivedData) aliased p;
 * it has the products columns a summary, search, filter or sort reads, under the same names.
 */
export const listedEntries = sql.raw(`catalog_entries p`);

/** The output columns of summaryColumns, typed from catalog_entries' definition. */
export const summaryShape = {
  sku: catalogEntries.sku,
  name: catalogEntries.name,
  brand: catalogEntries.brand,
  category: catalogEntries.category,
  subcategory: catalogEntries.subcategory,
  provider: catalogEntries.provider,
  price_cents: catalogEntries.priceCents,
  image: catalogEntries.image,
  wattage_120v: catalogEntries.wattage120v,
  rated_voltage: catalogEntries.ratedVoltage,
  qty: catalogEntries.qty,
} satisfies RowShape;

export type SummaryRow = RowOf<typeof summaryShape>;

export function toSummary(row: SummaryRow): ProductSummary {
  return {
    sku: row.sku,
    name: row.name,
    brand: row.brand,
    category: row.category,
    subcategory: row.subcategory,
    provider: row.provider,
    priceCents: row.price_cents,
    image: row.image,
    wattage120v: row.wattage_120v,
    ratedVoltage: row.rated_voltage,
    availability: availabilityFor({ provider: row.provider, qty: row.qty }),
  };
}

const sourceByProvider: Record<Provider, SearchHit["source"]> = {
  iluminar: "original",
  spd: "spd",
  hydrofarm: "hydrofarm",
};

export function toSearchHit(row: SummaryRow): SearchHit {
  return {
    sku: row.sku,
    name: row.name,
    priceCents: row.price_cents,
    image: row.image,
    category: row.category,
    brand: row.brand,
    wattage120v: row.wattage_120v,
    ratedVoltage: row.rated_voltage,
    source: sourceByProvider[row.provider],
    availability: availabilityFor({ provider: row.provider, qty: row.qty }),
  };
}
