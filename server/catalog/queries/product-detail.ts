import type { SQL } from "drizzle-orm";
import type { DiscontinuedProduct, ProductDetail, ProductSummary } from "../../../core/catalog-types.ts";
import { RELATED_PRODUCTS_MAX } from "../../../core/constants.ts";
import { selectRows, sql, type Db, type RowOf } from "../../db/client.ts";
import { products } from "../../db/schema/catalog.ts";
import { PROVIDER_RANK } from "../../../core/providers.ts";
import { listedEntries, summaryColumns, toSummary, summaryShape } from "../read-model/product-row.ts";
import { withoutNul } from "./search-match.ts";
import { sameSpecAlternatives } from "./same-spec.ts";
import { specRows } from "./spec-rows.ts";

/** The output columns of findRow, typed from the products definition (the query reads products). */
const detailShape = {
  sku: products.sku,
  name: products.name,
  brand: products.brand,
  category: products.category,
  subcategory: products.subcategory,
  provider: products.provider,
  price_cents: products.priceCents,
  image: products.image,
  wattage_120v: products.wattage120v,
  rated_voltage: products.ratedVoltage,
  images: products.images,
  upc: products.upc,
  short_description: products.shortDescription,
  long_description: products.longDescription,
  important_notes: products.importantNotes,
  spec_sheet: products.specSheet,
  manual: products.manual,
  specs: products.specs,
  wattage_240v: products.wattage240v,
  wattage_277v: products.wattage277v,
  category_slugs: products.categorySlugs,
  qty: products.qty,
};

/** What finding a product's neighbours reads of it. */
const neighbourShape = {
  sku: products.sku,
  name: products.name,
  category: products.category,
  category_slugs: products.categorySlugs,
};
type NeighbourKey = RowOf<typeof neighbourShape>;

function findRow(db: Db, match: SQL) {
  return selectRows(
    db,
    detailShape,
    sql`select ${summaryColumns}, p.images, p.upc, p.short_description, p.long_description,
          p.important_notes, p.spec_sheet, p.manual, p.specs,
          p.wattage_240v::float8 as wattage_240v, p.wattage_277v::float8 as wattage_277v, p.category_slugs
        from products p
        where ${match} and not p.discontinued
        order by p.is_primary desc, p.provider_rank
        limit 1`,
  );
}

/** Fewest letters and digits an id needs before a partial match may name a product. */
export const PRODUCT_ALIAS_MIN_CHARS = 4;

/** Letters and digits of an id, upper-cased ('ilm-ilum 100062' → 'ILMILUM100062'). */
const alphanumeric = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, "");

/**
 * The sku of the one listed product an id names when it is no sku: first by its letters and digits
 * alone (`ILMILUM100062` for 'ILM-ILUM-100062'), else as part of one sku (`100062`). Null when no
 * product or more than one matches, or the id has fewer than PRODUCT_ALIAS_MIN_CHARS letters and digits.
 */
export async function findProductAlias(db: Db, rawId: string): Promise<string | null> {
  const key = alphanumeric(withoutNul(rawId));
  if (key.length < PRODUCT_ALIAS_MIN_CHARS) return null;
  const skuKey = sql`regexp_replace(upper(p.sku), '[^A-Z0-9]', '', 'g')`;
  const unique = async (match: SQL) => {
    const rows = await selectRows(
      db,
      { sku: products.sku },
      sql`select distinct p.sku from products p where ${match} and not p.discontinued order by p.sku limit 2`,
    );
    return rows.length === 1 ? rows[0].sku : null;
  };
  return (await unique(sql`${skuKey} = ${key}`)) ?? (await unique(sql`strpos(${skuKey}, ${key}::text) > 0`));
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
  // Two independent reads: on PostgreSQL they run on two pooled connections at once.
  const [related, sameSpec] = await Promise.all([
    relatedProducts(db, row),
    sameSpecAlternatives(db, {
      sku: row.sku,
      provider: row.provider,
      subcategory: row.subcategory,
      categorySlugs: row.category_slugs,
      priceCents: row.price_cents,
      ratedVoltage: row.rated_voltage,
      wattage120v: row.wattage_120v,
      wattage240v: row.wattage_240v,
      wattage277v: row.wattage_277v,
    }),
  ]);
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
    related,
    sameSpec,
  };
}

/**
 * A sku every supplier has discontinued (none lists it any more), with listed products of its kind;
 * null when it is listed or was never imported.
 */
export async function findDiscontinued(db: Db, rawSku: string): Promise<DiscontinuedProduct | null> {
  const sku = withoutNul(rawSku);
  const [row] = await selectRows(
    db,
    neighbourShape,
    sql`select p.sku, p.name, p.category, p.category_slugs from products p
        where p.sku = ${sku} and p.discontinued
          and not exists (select 1 from products q where q.sku = p.sku and not q.discontinued)
        order by p.provider_rank limit 1`,
  );
  if (!row) return null;
  return {
    sku: row.sku,
    name: row.name,
    categorySlugs: row.category_slugs,
    alternatives: await relatedProducts(db, row),
  };
}

/** default_rank values of catalog_entry_categories: 0, or a provider's rank in a provider-priority category. */
const DEFAULT_RANKS = [0, ...Object.values(PROVIDER_RANK)];

/**
 * Up to 4 listed products `side` of the product in name order (after it, or before it counting from the
 * start): through catalog_entry_categories for its category slugs, else among the products of its raw
 * category. A category's rows are walked in name order once per default_rank (one per supplier in a
 * provider-priority category), each walk an index range inside one category.
 */
function neighbours(product: NeighbourKey, side: "after" | "before", limit: number): SQL {
  const key = sql`(lower(${product.name}::text), ${product.sku}::text)`;
  const beyond = (columns: SQL) => (side === "after" ? sql`${columns} > ${key}` : sql`${columns} < ${key}`);
  if (product.category_slugs.length === 0) {
    return sql`select ${summaryColumns} from ${listedEntries}
      where p.category = ${product.category} and p.sku <> ${product.sku} and ${beyond(sql`(lower(p.name), p.sku)`)}
      order by lower(p.name), p.sku limit ${limit}`;
  }
  return sql`select ${summaryColumns}
    from (
      select distinct c.product_id, c.name_key, c.sku
      from unnest(${sql.param(product.category_slugs)}::text[]) as s(slug)
      cross join unnest(${sql.param(DEFAULT_RANKS)}::smallint[]) as r(rank)
      cross join lateral (
        select c.product_id, c.name_key, c.sku from catalog_entry_categories c
        where c.slug = s.slug and c.default_rank = r.rank and c.sku <> ${product.sku}
          and ${beyond(sql`(c.name_key, c.sku)`)}
        order by c.name_key, c.sku limit ${limit}) c
      order by c.name_key, c.sku limit ${limit}
    ) as related
    join catalog_entries p on p.product_id = related.product_id
    order by related.name_key, related.sku`;
}

/**
 * Up to 4 products sharing a category slug with the product, excluding itself: its
 * neighbours in name order, wrapping round to the start of the category.
 */
async function relatedProducts(db: Db, product: NeighbourKey): Promise<ProductSummary[]> {
  const after = await selectRows(db, summaryShape, neighbours(product, "after", RELATED_PRODUCTS_MAX));
  const missing = RELATED_PRODUCTS_MAX - after.length;
  const wrapped =
    missing > 0 ? await selectRows(db, summaryShape, neighbours(product, "before", missing)) : [];
  return [...after, ...wrapped].map(toSummary);
}
