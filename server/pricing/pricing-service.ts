import { eq } from "drizzle-orm";
import {
  companyPrice,
  type CompanyPrice,
  type PriceListRules,
  type PriceRule,
} from "../../core/price-rules.ts";
import { result, selectRows, sql, type Db } from "../db/client.ts";
import { products } from "../db/schema/catalog.ts";
import { catalogEntries } from "../db/schema/listing.ts";
import { companyPriceLists, priceListRules, priceLists } from "../db/schema/pricing.ts";
import { createPriceListAdmin } from "./price-list-admin.ts";
import { toRule, upsertRule, type StoredRule } from "./price-list-store.ts";
import { NotFoundError } from "../errors.ts";
import { withoutNul } from "../catalog/queries/search-match.ts";

const priceShape = {
  sku: catalogEntries.sku,
  brand: catalogEntries.brand,
  category_slugs: catalogEntries.categorySlugs,
  price_cents: catalogEntries.priceCents,
  cost_cents: products.costCents,
  wholesale_cents: products.wholesaleCents,
  fixed_price_cents: priceListRules.fixedPriceCents,
  caps_at_wholesale: result.bool,
  rules: result.jsonb<StoredRule[]>(),
};

/**
 * Company prices (docs/decisions/0076, 0077). Prices are computed on every call from the company's list
 * and the catalogue; pages showing them are cached per list revision (`priceListKey`, ADR 0102), so a rule
 * change or an import shows on the next request.
 */
export function createPricingService(db: Db) {
  /**
   * The company's prices of the listed skus, in one statement: the site's own list when the document is
   * for a site that has one (ADR 0270), else the company's list (else the default),
   * its general rules once, each sku's catalogue row, cost, wholesale and fixed price by index. Skus that
   * are not listed, or are priced on request, are absent.
   */
  async function companyPrices(
    companyId: string,
    skus: readonly string[],
    siteId: string | null = null,
  ): Promise<Map<string, CompanyPrice>> {
    const wanted = [...new Set(skus.map(withoutNul))];
    const prices = new Map<string, CompanyPrice>();
    if (wanted.length === 0) return prices;
    const rows = await selectRows(
      db,
      priceShape,
      sql`with list as materialized (
            select coalesce(
              (select price_list_id from company_sites
                where id = ${siteId === null ? null : withoutNul(siteId)} and company_id = ${withoutNul(companyId)}),
              (select price_list_id from company_price_lists where company_id = ${withoutNul(companyId)}),
              (select id from price_lists where is_default)
            ) as id
          )
          select e.sku, e.brand, e.category_slugs, e.price_cents, p.cost_cents, p.wholesale_cents,
            f.fixed_price_cents,
            coalesce((select l.caps_at_wholesale from price_lists l where l.id = (select id from list)), false)
              as caps_at_wholesale,
            (select coalesce(jsonb_agg(jsonb_build_array(r.kind, r.target, r.percent_off_bp, r.min_quantity)), '[]')
               from price_list_rules r
              where r.price_list_id = (select id from list) and r.kind <> 'sku') as rules
          from catalog_entries e
          join products p on p.id = e.product_id
          left join price_list_rules f
            on f.price_list_id = (select id from list) and f.kind = 'sku' and f.target = e.sku and f.min_quantity = 1
          where e.sku = any(${sql.param(wanted)}::text[])`,
    );
    for (const row of rows) {
      const general = row.rules.map(toRule);
      const list: PriceListRules = {
        capsAtWholesale: row.caps_at_wholesale,
        rules:
          row.fixed_price_cents === null
            ? general
            : [...general, { kind: "sku", sku: row.sku, fixedPriceCents: row.fixed_price_cents }],
      };
      const price = companyPrice(
        {
          sku: row.sku,
          brand: row.brand,
          categorySlugs: row.category_slugs,
          listPriceCents: row.price_cents,
          costCents: row.cost_cents,
          wholesaleCents: row.wholesale_cents,
        },
        list,
      );
      if (price) prices.set(row.sku, price);
    }
    return prices;
  }

  /**
   * Which prices the company's pages show: its list (else the default) and the list's revision, as
   * `id.revision`; null without any list. Pages cached for one key are right for every company sharing it.
   */
  async function priceListKey(companyId: string): Promise<string | null> {
    const [row] = await selectRows(
      db,
      { key: result.text() },
      sql`select l.id || '.' || l.revision as key
            from price_lists l
           where l.id = coalesce(
             (select price_list_id from company_price_lists where company_id = ${withoutNul(companyId)}),
             (select id from price_lists where is_default))`,
    );
    return row?.key ?? null;
  }

  async function listId(name: string): Promise<number> {
    const [row] = await db.select({ id: priceLists.id }).from(priceLists).where(eq(priceLists.name, name));
    if (!row) throw new NotFoundError(`No price list named ${name}.`);
    return row.id;
  }

  return {
    companyPrices,
    priceListKey,
    listId,
    /** Staff manage the lists: rules, CSV, delete (/admin/price-lists). */
    lists: createPriceListAdmin(db),

    /** A new, empty price list; its id. */
    async createList(name: string, options: { capsAtWholesale?: boolean } = {}): Promise<number> {
      const [row] = await db
        .insert(priceLists)
        .values({ name, capsAtWholesale: options.capsAtWholesale ?? false })
        .returning({ id: priceLists.id });
      return row.id;
    },

    /** Adds a rule to a list, or replaces the list's rule for the same target (and break quantity). */
    async setRule(priceListId: number, rule: PriceRule): Promise<void> {
      await upsertRule(db, priceListId, rule);
    },

    /** Gives a company its own list (instead of the default one). */
    async assignList(companyId: string, priceListId: number): Promise<void> {
      await db
        .insert(companyPriceLists)
        .values({ companyId, priceListId })
        .onConflictDoUpdate({
          target: companyPriceLists.companyId,
          set: { priceListId, assignedAt: sql`now()` },
        });
    },
  };
}

export type PricingService = ReturnType<typeof createPricingService>;
