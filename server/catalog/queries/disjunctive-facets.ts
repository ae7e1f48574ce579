import type { SQL } from "drizzle-orm";
import type { FacetValue, Facets } from "../../../core/catalog-types.ts";
import type { FilterKind } from "../../../core/categories.ts";
import { WATTAGE_RANGES } from "../../../core/constants.ts";
import { sql, type Db } from "../../db/client.ts";
import {
  aggregateFacets,
  facetColumns,
  IN_STOCK,
  inWattageRange,
  type FacetCounts,
} from "../read-model/facets.ts";
import type { FilterCondition } from "./listing-filters.ts";

/** The filter whose values each counted facet lists. */
const FACET_FILTERS = {
  subcategories: "categories",
  brands: "brands",
  wattageRanges: "wattage",
  voltages: "voltage",
  inStock: "stock",
} as const satisfies Partial<Record<keyof Facets, FilterKind>>;

type CountedFacet = keyof typeof FACET_FILTERS;

const recount = (values: FacetValue[], counts: Map<string, number>): FacetValue[] =>
  values.map(({ value }) => ({ value, count: counts.get(value) ?? 0 }));

const wattageRangeCounts = (wattages: Map<number, number>) =>
  new Map(
    WATTAGE_RANGES.map((range) => [
      range.label,
      [...wattages].reduce((sum, [watts, n]) => (inWattageRange(watts, range) ? sum + n : sum), 0),
    ]),
  );

const countsOf: Record<CountedFacet, (counts: FacetCounts) => Map<string, number>> = {
  subcategories: (counts) => counts.subcategories,
  brands: (counts) => counts.brands,
  wattageRanges: (counts) => wattageRangeCounts(counts.wattages),
  voltages: (counts) => counts.voltages,
  inStock: (counts) => new Map([[IN_STOCK, counts.inStock]]),
};

/**
 * Disjunctive facet counts (ADR 0061): each facet's values counted under every active filter but its own,
 * so that a ticked brand's chip still says how many products each other brand would add, and the wattage
 * chips count the ticked brands' products. The values listed stay those of the unfiltered listing
 * (`unfiltered`), with a count of 0 where the other filters leave none. One statement: a pass over the
 * rows (`rows`: rows aliased p and their where clause, 'catalog_entries p where …') per distinct set of
 * other filters.
 */
export async function disjunctiveFacets(
  db: Db,
  rows: SQL,
  filters: readonly FilterCondition[],
  unfiltered: Facets,
): Promise<Facets> {
  if (filters.length === 0) return unfiltered;
  const activeKinds = new Set(filters.map((f) => f.kind));
  // A facet whose filter is not ticked is counted under all filters; each ticked one without its own.
  const scopeOf = (facet: CountedFacet) =>
    activeKinds.has(FACET_FILTERS[facet]) ? FACET_FILTERS[facet] : "all";
  const facets = Object.keys(FACET_FILTERS) as CountedFacet[];
  const scopes = [...new Set(facets.map(scopeOf))];
  const passes = scopes.flatMap((scope) => {
    const others = filters.filter((f) => f.kind !== scope).map((f) => f.condition);
    if (others.length === 0) return [];
    return [
      sql`select ${sql.raw(`'${scope}'`)} as scope, ${facetColumns}
          from ${rows} and ${sql.join(others, sql` and `)}`,
    ];
  });
  const counted =
    passes.length > 0 ? await aggregateFacets(db, sql.join(passes, sql` union all `)) : new Map();
  const result: Facets = { ...unfiltered };
  for (const facet of facets) {
    const scope = scopeOf(facet);
    const hasOthers = filters.some((f) => f.kind !== scope);
    if (!hasOthers) continue;
    const counts = counted.get(scope);
    result[facet] = recount(unfiltered[facet], counts ? countsOf[facet](counts) : new Map());
  }
  return result;
}
