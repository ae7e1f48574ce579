import { copyRows, sql, type Db } from "../../db/client.ts";
import { COPY_NULL, copyArray, copyInput, copyText } from "../../db/copy-format.ts";
import type { Provider } from "../../../core/catalog-types.ts";
import type { NormalisedProduct, ProductFields } from "./normalised-product.ts";
import { skuSet } from "../read-model/product-row.ts";

type ColumnType = "text" | "number" | "text[]" | "jsonb";

/** products columns the importer writes, in COPY order: the NormalisedProduct field each comes from. */
const COLUMNS = [
  ["provider", "provider", "text"],
  ["provider_rank", "providerRank", "number"],
  ["sku", "sku", "text"],
  ["source_id", "sourceId", "text"],
  ["name", "name", "text"],
  ["category", "category", "text"],
  ["subcategory", "subcategory", "text"],
  ["brand", "brand", "text"],
  ["company_name", "companyName", "text"],
  ["price_cents", "priceCents", "number"],
  ["msrp_cents", "msrpCents", "number"],
  ["map_cents", "mapCents", "number"],
  ["cost_cents", "costCents", "number"],
  ["wholesale_cents", "wholesaleCents", "number"],
  ["qty", "qty", "number"],
  ["image", "image", "text"],
  ["images", "images", "text[]"],
  ["upc", "upc", "text"],
  ["spec_sheet", "specSheet", "text"],
  ["manual", "manual", "text"],
  ["short_description", "shortDescription", "text"],
  ["long_description", "longDescription", "text"],
  ["important_notes", "importantNotes", "text"],
  ["specs", "specs", "jsonb"],
  ["wattage_120v", "wattage120v", "number"],
  ["wattage_240v", "wattage240v", "number"],
  ["wattage_277v", "wattage277v", "number"],
  ["rated_voltage", "ratedVoltage", "text"],
  ["sales", "sales", "number"],
  ["category_slugs", "categorySlugs", "text[]"],
  ["search_text", "searchText", "text"],
] as const satisfies readonly (readonly [string, keyof NormalisedProduct, ColumnType])[];

function copyCell(value: ProductFields[keyof ProductFields], type: ColumnType): string {
  if (value === null) return COPY_NULL;
  switch (type) {
    case "text":
      return copyText(value as string);
    case "number":
      return String(value);
    case "text[]":
      return copyArray(value as string[]);
    case "jsonb":
      return copyText(JSON.stringify(value));
  }
}

/**
 * The product as one line of COPY's text format (tab-separated, no line end) in COLUMNS order. Its SHA-1
 * is the product's content hash; the line with the hash appended is the row the importer writes.
 */
export function productLine(product: ProductFields): string {
  let line = "";
  for (const [, field, type] of COLUMNS) line += `${copyCell(product[field], type)}\t`;
  return line.slice(0, -1);
}

const writtenColumns = [...COLUMNS.map(([column]) => column), "content_hash"].join(", ");
const updateList = sql.raw(
  [...COLUMNS.map(([column]) => column), "content_hash"]
    .filter((column) => column !== "provider" && column !== "sku")
    .map((column) => `${column} = excluded.${column}`)
    .join(", "),
);

/**
 * Inserts products whose provider and sku are not in the table yet (the importer has read every sku of
 * the provider inside its transaction) with COPY. Sent at once, so PostgreSQL writes them while the
 * caller normalises the next batch.
 */
export function insertProducts(db: Db, lines: readonly string[]): Promise<void> {
  return copyRows(db, `products (${writtenColumns})`, copyInput(lines));
}

/**
 * Updates existing products (and undoes their discontinuation): the rows are copied into a temporary
 * table of the transaction, then upserted from it. The statements are all sent at once, in order.
 */
export function updateProducts(db: Db, lines: readonly string[]): Promise<void> {
  // A drizzle query is sent when then() is called; copyRows queues its COPY when it is called.
  const sent = (query: PromiseLike<unknown>) => query.then(() => undefined);
  return Promise.all([
    sent(
      db.execute(
        sql.raw(`create temp table if not exists product_updates on commit drop as
                 select ${writtenColumns} from products with no data`),
      ),
    ),
    copyRows(db, `product_updates (${writtenColumns})`, copyInput(lines)),
    sent(
      db.execute(sql`
        insert into products (${sql.raw(writtenColumns)}, discontinued, updated_at)
        select ${sql.raw(writtenColumns)}, false, now() from product_updates
        on conflict (provider, sku) do update set ${updateList}, discontinued = false, updated_at = now()`),
    ),
    sent(db.execute(sql`truncate product_updates`)),
  ]).then(() => undefined);
}

/**
 * Marks a provider's products discontinued (hidden, never deleted). A discontinued row is never the
 * primary one, so the flag is cleared in the same write; derived data then picks another primary row.
 */
export async function discontinueProducts(
  db: Db,
  provider: Provider,
  skus: readonly string[],
): Promise<void> {
  await db.execute(sql`
    update products set discontinued = true, is_primary = false, updated_at = now()
    where provider = ${provider} and sku in ${skuSet(skus)}`);
}
