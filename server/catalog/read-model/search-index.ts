import { copyRows, sql, type Db } from "../../db/client.ts";
import { copyArray, copyInput, copyText } from "../../db/copy-format.ts";
import { FirstRowsByGram } from "./search-grams.ts";
import { forEachYielding } from "./yielding.ts";

/** The texts search matches, as its tiers compare them (ADR 0011), keyed by catalog_search_grams.field. */
const fields = ["name", "sku", "search_text"] as const;

/** A listed product's texts, lower-cased; `lower_name` and `lower_sku` as SQL's lower() gives them. */
export interface SearchedProduct {
  product_id: string;
  lower_name: string;
  lower_sku: string;
  search_text: string;
}

const fieldText = {
  name: (product: SearchedProduct) => product.lower_name,
  sku: (product: SearchedProduct) => product.lower_sku,
  search_text: (product: SearchedProduct) => product.search_text,
} as const;

export interface SearchGramRow {
  field: (typeof fields)[number];
  gram: string;
  complete: boolean;
  product_ids: string[];
}

/**
 * catalog_search_grams' rows for `products` in the order search breaks ties (best sellers first, then
 * name; ADR 0082): for each 2- and 3-character substring of their
 * name, sku and search text (and the empty gram, which marks the lists built), the first 10 products
 * containing it. Yields to the event loop as it goes, so statements queued meanwhile on the same
 * connection are sent.
 */
export async function searchGramRows(products: readonly SearchedProduct[]): Promise<SearchGramRow[]> {
  const rows: SearchGramRow[] = [];
  for (const field of fields) {
    const byGram = new FirstRowsByGram();
    const text = fieldText[field];
    await forEachYielding(products, (product, row) => byGram.add(row, text(product)));
    for (const { gram, rows: listed, complete } of byGram.lists()) {
      rows.push({ field, gram, complete, product_ids: listed.map((row) => products[row].product_id) });
    }
  }
  return rows;
}

export async function writeSearchGrams(db: Db, rows: readonly SearchGramRow[]): Promise<void> {
  await db.execute(sql`delete from catalog_search_grams`);
  const lines = rows.map(
    (row) =>
      `${row.field}\t${copyText(row.gram)}\t${row.complete ? "t" : "f"}\t${copyArray(row.product_ids)}`,
  );
  await copyRows(db, "catalog_search_grams (field, gram, complete, product_ids)", copyInput(lines));
  await db.execute(sql`analyze catalog_search_grams`);
}
