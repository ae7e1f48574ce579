import { sql, type Db } from "../db/client.ts";
import type { Provider } from "../../core/catalog-types.ts";
import type { NormalisedProduct } from "./normalise.ts";

/** products columns the importer writes: the NormalisedProduct field each comes from, and its type. */
const COLUMNS = [
  ["provider", "provider", "text"],
  ["provider_rank", "providerRank", "smallint"],
  ["sku", "sku", "text"],
  ["source_id", "sourceId", "text"],
  ["name", "name", "text"],
  ["category", "category", "text"],
  ["subcategory", "subcategory", "text"],
  ["brand", "brand", "text"],
  ["company_name", "companyName", "text"],
  ["price_cents", "priceCents", "integer"],
  ["msrp_cents", "msrpCents", "integer"],
  ["map_cents", "mapCents", "integer"],
  ["cost_cents", "costCents", "integer"],
  ["wholesale_cents", "wholesaleCents", "integer"],
  ["qty", "qty", "integer"],
  ["image", "image", "text"],
  ["images", "images", "text[]"],
  ["upc", "upc", "text"],
  ["spec_sheet", "specSheet", "text"],
  ["manual", "manual", "text"],
  ["short_description", "shortDescription", "text"],
  ["long_description", "longDescription", "text"],
  ["important_notes", "importantNotes", "text"],
  ["specs", "specs", "jsonb"],
  ["wattage_120v", "wattage120v", "numeric"],
  ["wattage_240v", "wattage240v", "numeric"],
  ["wattage_277v", "wattage277v", "numeric"],
  ["rated_voltage", "ratedVoltage", "text"],
  ["sales", "sales", "integer"],
  ["category_slugs", "categorySlugs", "text[]"],
  ["search_text", "searchText", "text"],
  ["content_hash", "contentHash", "text"],
] as const satisfies readonly (readonly [string, keyof NormalisedProduct, string])[];

const columnList = sql.raw(COLUMNS.map(([column]) => column).join(", "));
const fieldList = sql.raw(COLUMNS.map(([, field]) => `r."${field}"`).join(", "));
const recordDefinition = sql.raw(COLUMNS.map(([, field, type]) => `"${field}" ${type}`).join(", "));
const updateList = sql.raw(
  COLUMNS.filter(([column]) => column !== "provider" && column !== "sku")
    .map(([column]) => `${column} = excluded.${column}`)
    .join(", "),
);

/**
 * JSON text never holds a raw U+001E (JSON.stringify escapes control characters), so it separates the
 * rows of a batch sent as one text parameter.
 */
const ROW_SEPARATOR = "\u001e";

/**
 * Inserts or updates many products in one statement: `rows` are NormalisedProduct JSON texts, sent as
 * one text parameter, split in SQL and read one by one (json_to_record); the same SQL on PostgreSQL 15
 * and PGlite, with no parameter-count limit. Splitting text costs PostgreSQL less than validating and
 * walking one JSON array of the batch first. The statement is sent at once (then(), not await), so
 * PostgreSQL writes it while the caller normalises the next batch.
 */
export function upsertProducts(db: Db, rows: readonly string[]): Promise<void> {
  return db
    .execute(
      sql`insert into products (${columnList}, discontinued, updated_at)
          select ${fieldList}, false, now()
          from unnest(string_to_array(${rows.join(ROW_SEPARATOR)}::text, ${ROW_SEPARATOR}::text)) as e(product),
            json_to_record(e.product::json) as r(${recordDefinition})
          on conflict (provider, sku) do update set ${updateList}, discontinued = false, updated_at = now()`,
    )
    .then(() => undefined);
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
    where provider = ${provider} and sku in (select jsonb_array_elements_text(${JSON.stringify(skus)}::jsonb))`);
}
