import { sql, type Db } from "../db/client.ts";
import { listedEntries } from "./product-row.ts";

/** 'Words' of a lower-cased search text: runs of 3 or more letters a–z (the SQL below splits the same way). */
export function catalogWords(searchText: string): string[] {
  return searchText.split(/[^a-z]+/).filter((word) => word.length >= 3);
}

/**
 * The vocabulary typo-tolerant search corrects against: the words of the listed catalogue. An import that
 * only added entries passes their words (`added`), which are added; otherwise words may have gone, and
 * the vocabulary is rebuilt from catalog_entries.
 */
export async function refreshCatalogWords(db: Db, added?: ReadonlySet<string>): Promise<void> {
  if (added) {
    if (added.size === 0) return;
    await db.execute(sql`
      insert into catalog_words (word)
      select jsonb_array_elements_text(${JSON.stringify([...added])}::jsonb)
      on conflict do nothing`);
    return;
  }
  await db.execute(sql`delete from catalog_words`);
  await db.execute(sql`
    insert into catalog_words (word)
    select distinct w.word
    from ${listedEntries} cross join lateral unnest(regexp_split_to_array(p.search_text, '[^a-z]+')) as w(word)
    where length(w.word) >= 3`);
}
