import { eq, type SQL } from "drizzle-orm";
import type { Facets, ListingResult } from "../../../core/catalog-types.ts";
import { categoryBySlug, type CategoryDefinition } from "../../../core/categories.ts";
import { CATEGORY_PAGE_SIZE, SEARCH_MIN_CHARS, type SortOption } from "../../../core/constants.ts";
import type { ListingQuery } from "../../../core/listing-query.ts";
import { result, selectRows, sql, type Db } from "../../db/client.ts";
import { categoryFacets } from "../../db/schema/catalog.ts";
import {
  ALL_FILTERS,
  ALL_PRODUCTS_KEY,
  aggregateFacets,
  buildFacets,
  emptyFacetCounts,
  facetColumns,
} from "../read-model/facets.ts";
import { categoryCount, categoryPage, categoryRows } from "./category-page.ts";
import { disjunctiveFacets } from "./disjunctive-facets.ts";
import {
  categoryFilterConditions,
  conditionsOf,
  filterConditions,
  type FilterCondition,
} from "./listing-filters.ts";
import { listedEntries, summaryColumns, toSummary, summaryShape } from "../read-model/product-row.ts";
import { alphabetical, normaliseQuery, rankExpression, termsMatch } from "./search-match.ts";
import { searchTerms } from "./search-terms.ts";
import { correctSpelling, spellingIn } from "./spelling.ts";

export type ListingRequest = ListingQuery & { slug?: string };

export function pageCount(total: number, pageSize = CATEGORY_PAGE_SIZE): number {
  return Math.ceil(total / pageSize);
}

/**
 * Sort options of the specification. 'default' is search relevance (ADR 0060) for a search, provider priority then name
 * where the category defines one (grow lights: iluminar, spd, hydrofarm), otherwise name.
 *
 * Used on catalog_entries (the whole catalogue, search results); category pages sort in category-page.ts.
 * `walk` allows ordering through an index (name, priority, price): right for the whole catalogue, whose
 * rows are spread through that order. With filters the matching rows may sit anywhere (a brand is one
 * stretch of the alphabet), so the keys are written as expressions no index provides and the rows found
 * are sorted instead.
 */
export function orderBy(
  sort: SortOption,
  relevance: SQL | null,
  category: CategoryDefinition | undefined,
  walk = true,
): SQL {
  const name = walk ? alphabetical : sql`lower(p.name) || '', p.sku`;
  const price = walk ? sql`p.price_cents` : sql`(p.price_cents + 0)`;
  switch (sort) {
    case "priceLowToHigh":
      return sql`${price} asc, ${name}`;
    case "priceHighToLow":
      return sql`${price} desc, ${name}`;
    case "bestSeller":
      return sql`p.sales desc, ${name}`;
    default:
      if (relevance) return sql`${relevance}, ${walk ? sql`p.sales` : sql`(p.sales + 0)`} desc, ${name}`;
      if (category?.providerPriority)
        return sql`${walk ? sql`p.provider_rank` : sql`(p.provider_rank + 0)`}, ${name}`;
      return name;
  }
}

/** The two statements of a listing: one page of summaries and the count of rows passing the filters. */
interface ListingStatements {
  page(filters: SQL[], sort: SortOption, offset: number): SQL;
  count(filters: SQL[]): SQL;
  /** The listing's rows before filters, aliased p, with their where clause (for facet counts). */
  rows: SQL;
}

interface Plan {
  query: ListingRequest;
  filters: FilterCondition[];
  statements: ListingStatements;
}

/** A category page reads the per-category read model (catalog_entry_categories). */
function categoryStatements(category: CategoryDefinition): ListingStatements {
  return {
    page: (filters, sort, offset) => categoryPage(category.slug, filters, sort, offset),
    count: (filters) => categoryCount(category.slug, filters),
    rows: categoryRows(category.slug, []),
  };
}

/** The whole catalogue or search results: catalog_entries narrowed by `scope`, ranked by `relevance`. */
function entryStatements(
  scope: SQL[],
  relevance: SQL | null,
  category: CategoryDefinition | undefined,
): ListingStatements {
  const where = (filters: SQL[]) => sql.join([...scope, ...filters], sql` and `);
  return {
    page: (filters, sort, offset) =>
      sql`select ${summaryColumns} from ${listedEntries} where ${where(filters)}
          order by ${orderBy(sort, relevance, category, filters.length === 0)}
          limit ${CATEGORY_PAGE_SIZE} offset ${offset}`,
    count: (filters) => sql`select count(*)::int as n from ${listedEntries} where ${where(filters)}`,
    rows: sql`${listedEntries} where ${where([])}`,
  };
}

/** A category (slug), the whole catalogue (optional query.category), or search results (query.q). */
export async function listProducts(db: Db, query: ListingRequest): Promise<ListingResult | null> {
  const slug = query.slug ?? query.category;
  const category = slug ? categoryBySlug(slug) : undefined;
  if (slug && !category) return null;
  const lq = query.q ? normaliseQuery(query.q) : "";
  if (!lq) {
    const stored = await storedFacets(db, category);
    if (!category) {
      const filters = filterConditions(query, ALL_FILTERS);
      return runListing(
        db,
        { query, filters, statements: entryStatements([sql`true`], null, category) },
        stored,
      );
    }
    const filters = await categoryFilterConditions(db, query, category.filters, stored.facets);
    return runListing(db, { query, filters, statements: categoryStatements(category) }, stored);
  }
  const scope = [sql`true`];
  if (category) scope.push(sql`p.category_slugs @> array[${category.slug}]::text[]`);
  if (lq.length < SEARCH_MIN_CHARS) scope.push(sql`false`);
  const searched = async (text: string, terms = searchTerms(text)) => {
    const matching = [...scope, termsMatch(terms)];
    const plan = {
      query,
      filters: filterConditions(query, category?.filters ?? ALL_FILTERS),
      statements: entryStatements(matching, rankExpression(text, terms), category),
    };
    return runListing(db, plan, await liveFacets(db, matching, category));
  };
  const result = await searched(lq);
  if (result.categoryTotal > 0 || lq.length < SEARCH_MIN_CHARS) return result;
  // Nothing matches: search for the corrected spelling, as the header search does, and say so.
  const correction = await correctSpelling(db, lq);
  if (!correction) return result;
  const corrected = await searched(correction.text, correction.terms);
  const [best] = corrected.items;
  const spelling = best
    ? spellingIn(lq, correction, [best.name, best.brand, best.category, best.subcategory].join(" "))
    : correction.text;
  return { ...corrected, correctedQuery: spelling };
}

interface ScopeFacets {
  categoryTotal: number;
  facets: Facets;
}

async function storedFacets(db: Db, category: CategoryDefinition | undefined): Promise<ScopeFacets> {
  const [row] = await db
    .select({ productCount: categoryFacets.productCount, facets: categoryFacets.facets })
    .from(categoryFacets)
    .where(eq(categoryFacets.slug, category?.slug ?? ALL_PRODUCTS_KEY));
  return row
    ? { categoryTotal: row.productCount, facets: row.facets }
    : { categoryTotal: 0, facets: buildFacets(emptyFacetCounts(), category) };
}

/** Search results have no precomputed facets: count them over the matching products. */
async function liveFacets(
  db: Db,
  scope: SQL[],
  category: CategoryDefinition | undefined,
): Promise<ScopeFacets> {
  const counts = await aggregateFacets(
    db,
    sql`select 'q' as scope, ${facetColumns} from ${listedEntries} where ${sql.join(scope, sql` and `)}`,
  );
  const found = counts.get("q") ?? emptyFacetCounts();
  return { categoryTotal: found.productCount, facets: buildFacets(found, category) };
}

async function runListing(db: Db, plan: Plan, scopeFacets: ScopeFacets): Promise<ListingResult> {
  const { query, filters, statements } = plan;
  const offset = (query.page - 1) * CATEGORY_PAGE_SIZE;
  const conditions = conditionsOf(filters);
  const [rows, total, facets] = await Promise.all([
    selectRows(db, summaryShape, statements.page(conditions, query.sort, offset)),
    conditions.length === 0
      ? scopeFacets.categoryTotal
      : selectRows(db, { n: result.int }, statements.count(conditions)).then(([row]) => row.n),
    disjunctiveFacets(db, statements.rows, filters, scopeFacets.facets),
  ]);
  return {
    items: rows.map(toSummary),
    total,
    categoryTotal: scopeFacets.categoryTotal,
    page: query.page,
    pageSize: CATEGORY_PAGE_SIZE,
    pageCount: pageCount(total),
    sort: query.sort,
    facets,
  };
}
