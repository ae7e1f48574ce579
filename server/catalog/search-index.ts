import { setImmediate as yieldToEventLoop } from "node:timers/promises";
import { queryRows, sql, type Db } from "../db/client.ts";
import { FirstRowsByGram } from "./search-grams.ts";

/** The texts search matches, as its tiers compare them (ADR 0011), keyed by catalog_search_grams.field. */
const fields = ["name", "sku", "search_text"] as const;

interface EntryTexts {
  product_id: string;
  name: string;
  sku: string;
  search_text: string;
}

/**
 * Rebuilds catalog_search_grams, the first 10 listed products in name order containing each 2- and
 * 3-character substring of their name, sku and search text (and of the empty gram, which marks them
 * built), when catalog_entries changed or the lists were never built (a database migrated with its
 * catalogue already in place).
 */
export async function refreshSearchGrams(db: Db, changedEntries: number): Promise<void> {
  if (changedEntries === 0) {
    const [{ stale }] = await queryRows<{ stale: boolean }>(
      db,
      sql`select not exists (select 1 from catalog_search_grams where gram = '')
            and exists (select 1 from catalog_entries) as stale`,
    );
    if (!stale) return;
  }
  const entries = await queryRows<EntryTexts>(
    db,
    sql`select p.product_id::text as product_id, lower(p.name) as name, lower(p.sku) as sku, p.search_text
        from catalog_entries p order by lower(p.name), p.sku`,
  );
  const lists = [];
  for (const field of fields) {
    // Between fields, statements queued on the connection meanwhile (derived.ts) are sent.
    await yieldToEventLoop();
    const byGram = new FirstRowsByGram();
    entries.forEach((entry, row) => byGram.add(row, entry[field]));
    for (const { gram, rows, complete } of byGram.lists()) {
      lists.push({ field, gram, complete, product_ids: rows.map((row) => entries[row].product_id) });
    }
  }
  await db.execute(sql`delete from catalog_search_grams`);
  await db.execute(sql`
    insert into catalog_search_grams (field, gram, complete, product_ids)
    select r.field, r.gram, r.complete, r.product_ids
    from jsonb_to_recordset(${JSON.stringify(lists)}::jsonb)
      as r(field text, gram text, complete boolean, product_ids bigint[])`);
  await db.execute(sql`analyze catalog_search_grams`);
}
