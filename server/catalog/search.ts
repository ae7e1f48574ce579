import type { SearchHit } from "../../core/catalog-types.ts";
import { SEARCH_MAX_RESULTS, SEARCH_MIN_CHARS } from "../../core/constants.ts";
import { queryRows, sql, type Db } from "../db/client.ts";
import { listedCondition, summaryColumns, toSearchHit, type SummaryRow } from "./product-row.ts";
import {
  alphabetical,
  containsMatch,
  fuzzyMatch,
  normaliseQuery,
  rankExpression,
  withFuzzyThreshold,
} from "./search-match.ts";

/** Header search-as-you-type (spec §7): top 10 by rank then name; typo-tolerant when nothing contains the text. */
export async function searchProducts(db: Db, q: string): Promise<SearchHit[]> {
  const lq = normaliseQuery(q);
  if (lq.length < SEARCH_MIN_CHARS) return [];
  const rows = await queryRows<SummaryRow>(
    db,
    sql`select ${summaryColumns} from products p
        where ${listedCondition} and ${containsMatch(lq)}
        order by ${rankExpression(lq)}, ${alphabetical}
        limit ${SEARCH_MAX_RESULTS}`,
  );
  if (rows.length > 0) return rows.map(toSearchHit);
  const similar = await withFuzzyThreshold(db, (tx) =>
    queryRows<SummaryRow>(
      tx,
      sql`select ${summaryColumns} from products p
          where ${listedCondition} and ${fuzzyMatch(lq)}
          order by word_similarity(${lq}, p.search_text) desc, ${alphabetical}
          limit ${SEARCH_MAX_RESULTS}`,
    ),
  );
  return similar.map(toSearchHit);
}
