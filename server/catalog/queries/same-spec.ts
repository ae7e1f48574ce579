import { PROVIDERS, type Provider, type SameSpecAlternative } from "../../../core/catalog-types.ts";
import {
  fixtureWattage,
  priceDifferenceCents,
  SAME_SPEC_MAX,
  sameKindSubcategories,
  sameSpecWattageBounds,
} from "../../../core/grower/same-spec.ts";
import { sharedSupplyVoltages } from "../../../core/grower/rated-voltage.ts";
import { result, selectRows, sql, type Db } from "../../db/client.ts";
import { summaryShape, toSummary } from "../read-model/product-row.ts";

export interface SameSpecSubject {
  sku: string;
  provider: Provider;
  subcategory: string;
  categorySlugs: string[];
  priceCents: number;
  ratedVoltage: string | null;
  wattage120v: number | null;
  wattage240v: number | null;
  wattage277v: number | null;
}

/**
 * Candidates read at most: the closest in wattage first. Enough that a few without a shared voltage
 * still leave four, few enough to stay a short index range (products_same_spec, migration 0090).
 */
const CANDIDATES = 48;

/** What a candidate row carries out of each index range: only the card's columns, never whole product rows. */
const candidateColumns = sql.raw(
  [
    "sku",
    "name",
    "brand",
    "category",
    "subcategory",
    "provider",
    "price_cents",
    "image",
    "wattage_120v",
    "rated_voltage",
    "qty",
  ]
    .map((column) => `p.${column}`)
    .join(", "),
);

/**
 * Up to 4 listed products of other feeds of the product's kind (subcategory, or its group, sharing a
 * storefront category), wattage within ±10% and a supply voltage in common, closest in wattage first,
 * then cheapest (docs/decisions/0085). None for a product without a wattage.
 */
export async function sameSpecAlternatives(db: Db, product: SameSpecSubject): Promise<SameSpecAlternative[]> {
  const watts = fixtureWattage(product);
  if (watts === null || product.categorySlugs.length === 0) return [];
  const { min, max } = sameSpecWattageBounds(watts);
  const wattage = sql.raw(`coalesce(p.wattage_120v, p.wattage_240v, p.wattage_277v)`);
  // Per kind name and other supplier, two ordered scans of products_same_spec from the product's wattage
  // outwards (up, then down), each stopping after CANDIDATES rows: together they hold the closest ones.
  const rows = await selectRows(
    db,
    { ...summaryShape, wattage: result.float },
    sql`select c.sku, c.name, c.brand, c.category, c.subcategory, c.provider, c.price_cents, c.image,
          c.wattage_120v::float8 as wattage_120v, c.rated_voltage, c.qty, c.wattage::float8 as wattage
        from unnest(${sql.param(sameKindSubcategories(product.subcategory))}::text[]) as k(kind)
        cross join unnest(${sql.param(PROVIDERS.filter((p) => p !== product.provider))}::text[]) as v(provider)
        cross join lateral (
          (select ${candidateColumns}, ${wattage} as wattage from products p
          where p.is_primary and not p.discontinued
            and lower(p.subcategory) = k.kind and p.provider = v.provider
            and ${wattage} >= ${watts} and ${wattage} <= ${max}
            and p.category_slugs && ${sql.param(product.categorySlugs)}::text[]
          order by ${wattage}, p.price_cents, p.sku
          limit ${CANDIDATES})
          union all
          (select ${candidateColumns}, ${wattage} as wattage from products p
          where p.is_primary and not p.discontinued
            and lower(p.subcategory) = k.kind and p.provider = v.provider
            and ${wattage} < ${watts} and ${wattage} >= ${min}
            and p.category_slugs && ${sql.param(product.categorySlugs)}::text[]
          order by ${wattage} desc, p.price_cents, p.sku
          limit ${CANDIDATES})) c
        order by abs(c.wattage - ${watts}), c.price_cents, c.sku
        limit ${CANDIDATES}`,
  );
  const alternatives: SameSpecAlternative[] = [];
  for (const row of rows) {
    const shared = sharedSupplyVoltages(product.ratedVoltage, row.rated_voltage);
    if (shared.length === 0) continue;
    alternatives.push({
      ...toSummary(row),
      wattage: row.wattage,
      sharedVoltages: shared,
      priceDifferenceCents: priceDifferenceCents(product.priceCents, row.price_cents),
    });
    if (alternatives.length === SAME_SPEC_MAX) break;
  }
  return alternatives;
}
