import { sql, type Db } from "../../db/client.ts";

/** 'Words' of a lower-cased search text: runs of 3 or more letters a–z. */
export function catalogWords(searchText: string): string[] {
  return searchText.split(/[^a-z]+/).filter((word) => word.length >= 3);
}

/**
 * Makes `words` the vocabulary typo-tolerant search corrects against (the words of the listed
 * catalogue's search texts), writing only the words that come or go.
 */
export async function writeCatalogWords(db: Db, words: ReadonlySet<string>): Promise<void> {
  await db.execute(sql`
    with wanted as (select jsonb_array_elements_text(${JSON.stringify([...words])}::jsonb) as word),
      gone as (delete from catalog_words c where not exists (select 1 from wanted w where w.word = c.word))
    insert into catalog_words (word) select word from wanted on conflict do nothing`);
}
