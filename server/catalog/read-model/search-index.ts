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
  sales: number;
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

/**
 * How many products catalog_search_head keeps: a search walks them when no list holds a tier's first
 * rows, so a text found in more than 1 product in 200 is answered without sorting its matches (ADR 0082).
 */
export const SEARCH_HEAD_ROWS = 5000;

/** catalog_search_head: the first SEARCH_HEAD_ROWS of `products`, which come in search's tie order. */
export async function writeSearchHead(db: Db, products: readonly SearchedProduct[]): Promise<void> {
  await db.execute(sql`delete from catalog_search_head`);
  const lines = products
    .slice(0, SEARCH_HEAD_ROWS)
    .map(
      (p, position) =>
        `${position}\t${p.product_id}\t${copyText(p.lower_name)}\t${copyText(p.lower_sku)}\t${copyText(p.search_text)}\t${p.sales}`,
    );
  await copyRows(
    db,
    "catalog_search_head (position, product_id, name, sku, search_text, sales)",
    copyInput(lines),
  );
  await db.execute(sql`analyze catalog_search_head`);
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
