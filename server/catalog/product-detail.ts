import type { SQL } from "drizzle-orm";
import type { ProductDetail, ProductSummary } from "../../core/catalog-types.ts";
import { RELATED_PRODUCTS_MAX } from "../../core/constants.ts";
import { queryRows, sql, type Db } from "../db/client.ts";
import { listedEntries, summaryColumns, toSummary, type SummaryRow } from "./product-row.ts";
import { withoutNul } from "./search-match.ts";
import { specRows, type RawSpecs } from "./spec-rows.ts";

interface DetailRow extends SummaryRow {
  images: string[];
  upc: string | null;
  short_description: string | null;
  long_description: string | null;
  important_notes: string | null;
  spec_sheet: string | null;
  manual: string | null;
  specs: RawSpecs;
  wattage_240v: number | null;
  wattage_277v: number | null;
  category_slugs: string[];
}

function findRow(db: Db, match: SQL) {
  return queryRows<DetailRow>(
    db,
    sql`select ${summaryColumns}, p.images, p.upc, p.short_description, p.long_description,
          p.important_notes, p.spec_sheet, p.manual, p.specs,
          p.wattage_240v::float8 as wattage_240v, p.wattage_277v::float8 as wattage_277v, p.category_slugs
        from products p
        where ${match} and not p.discontinued
        order by p.is_primary desc, p.provider_rank
        limit 1`,
  );
}

/**
 * Product by sku: exact first, else case-insensitive; the provider-priority row when several supply it.
 * A sku with a current row is listed, so the case-insensitive match looks among the listed skus.
 */
export async function findProduct(db: Db, rawSku: string): Promise<ProductDetail | null> {
  const sku = withoutNul(rawSku);
  const exact = await findRow(db, sql`p.sku = ${sku}`);
  const [row] =
    exact.length > 0
      ? exact
      : await findRow(
          db,
          sql`p.sku in (select e.sku from catalog_entries e where lower(e.sku) = lower(${sku}::text))`,
        );
  if (!row) return null;
  return {
    ...toSummary(row),
    images: row.images.length > 0 ? row.images : [row.image],
    upc: row.upc,
    shortDescription: row.short_description,
    longDescription: row.long_description,
    importantNotes: row.important_notes,
    specSheet: row.spec_sheet,
    manual: row.manual,
    specs: specRows(row.specs ?? {}),
    wattage240v: row.wattage_240v,
    wattage277v: row.wattage_277v,
    categorySlugs: row.category_slugs,
    related: await relatedProducts(db, row),
  };
}

/**
 * Up to 4 products sharing a category slug with the product, excluding itself (spec §9): its
 * neighbours in name order, wrapping round to the start of the category.
 */
async function relatedProducts(db: Db, product: DetailRow): Promise<ProductSummary[]> {
  const sameCategory =
    product.category_slugs.length > 0
      ? sql`p.category_slugs && ${sql.param(product.category_slugs)}::text[]`
      : sql`p.category = ${product.category}`;
  const base = sql`${sameCategory} and p.sku <> ${product.sku}`;
  const after = await queryRows<SummaryRow>(
    db,
    sql`select ${summaryColumns} from ${listedEntries}
        where ${base} and (lower(p.name), p.sku) > (lower(${product.name}::text), ${product.sku}::text)
        order by lower(p.name), p.sku limit ${RELATED_PRODUCTS_MAX}`,
  );
  const missing = RELATED_PRODUCTS_MAX - after.length;
  const wrapped =
    missing > 0
      ? await queryRows<SummaryRow>(
          db,
          sql`select ${summaryColumns} from ${listedEntries}
              where ${base} and (lower(p.name), p.sku) < (lower(${product.name}::text), ${product.sku}::text)
              order by lower(p.name), p.sku limit ${missing}`,
        )
      : [];
  return [...after, ...wrapped].map(toSummary);
}
