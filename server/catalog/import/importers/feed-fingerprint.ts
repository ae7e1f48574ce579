import { PROVIDERS, type Provider } from "../../../../core/catalog-types.ts";
import { result, selectRows, sql, type Db } from "../../../db/client.ts";
import { products } from "../../../db/schema/catalog.ts";

/** Listed products a supplier needs before its catalogue is evidence that a feed is not its. */
export const MIN_LISTED_FOR_EVIDENCE = 20;

/** What the catalogue says about a feed's skus: the evidence of whose catalogue the feed is. */
export interface SkuEvidence {
  /** Distinct skus of the feed's records. */
  feedSkus: number;
  /** Of those, how many each supplier lists today. */
  listedBy: Record<Provider, number>;
  /** How many products each supplier lists today. */
  catalogue: Record<Provider, number>;
}

const skuOf = (record: unknown): string | null => {
  if (typeof record !== "object" || record === null) return null;
  const sku = (record as Record<string, unknown>).sku;
  return typeof sku === "string" && sku.trim() !== "" ? sku.trim() : null;
};

const perProvider = (rows: { provider: Provider; count: number }[]) =>
  Object.fromEntries(PROVIDERS.map((p) => [p, rows.find((row) => row.provider === p)?.count ?? 0])) as Record<
    Provider,
    number
  >;

/** Counts the feed's skus each supplier lists, and each supplier's listed products. */
export async function skuEvidence(db: Db, records: readonly unknown[]): Promise<SkuEvidence> {
  const skus = [...new Set(records.map(skuOf).filter((sku): sku is string => sku !== null))];
  const shape = { provider: products.provider, count: result.int };
  const [listedBy, catalogue] = await Promise.all([
    selectRows(
      db,
      shape,
      sql`select provider, count(distinct sku)::int as count from products
          where not discontinued and sku = any(${sql.param(skus)}::text[]) group by provider`,
    ),
    selectRows(
      db,
      shape,
      sql`select provider, count(*)::int as count from products where not discontinued group by provider`,
    ),
  ]);
  return { feedSkus: skus.length, listedBy: perProvider(listedBy), catalogue: perProvider(catalogue) };
}

const OVERRIDE = "--allow-provider-mismatch";

/**
 * Why this feed is not `provider`'s, or null when nothing says so. A supplier's catalogue is known by
 * its skus, not by optional fields any supplier may send (stock, cost): a feed is refused when most of
 * its skus are another supplier's and far fewer the named one's, or when the named supplier lists
 * enough products and the feed shares almost none of them. Importing one supplier's file under
 * another's name would discontinue the named supplier's products and list the file's under the wrong one.
 */
export function feedMismatch(provider: Provider, evidence: SkuEvidence): string | null {
  const { feedSkus, listedBy, catalogue } = evidence;
  if (feedSkus === 0) return null;
  const own = listedBy[provider];
  for (const other of PROVIDERS) {
    const theirs = listedBy[other];
    if (other === provider || theirs * 2 < feedSkus || theirs <= own * 2) continue;
    return (
      `this looks like ${/^[aeiou]/.test(other) ? "an" : "a"} ${other} feed, not ${provider}: ${theirs} of its ${feedSkus} skus are listed ` +
      `by ${other} and ${own} by ${provider}; run the import with ${OVERRIDE} if it is ${provider}'s`
    );
  }
  const listed = catalogue[provider];
  if (listed >= MIN_LISTED_FOR_EVIDENCE && own * 10 < Math.min(feedSkus, listed)) {
    return (
      `this does not look like ${provider}'s feed: ${own} of its ${feedSkus} skus are among the ` +
      `${listed} products ${provider} lists; run the import with ${OVERRIDE} if it is ${provider}'s`
    );
  }
  return null;
}
