import { asc, count, eq, sql } from "drizzle-orm";
import { describeRule } from "../../core/price-list-rule-fields.ts";
import { explainPrice, type PriceRule } from "../../core/price-rules.ts";
import { withoutNul } from "../catalog/queries/search-match.ts";
import { products } from "../db/schema/catalog.ts";
import { catalogEntries } from "../db/schema/listing.ts";
import { audit, type AuditActor } from "../audit/audit-log.ts";
import type { Db } from "../db/client.ts";
import { companies } from "../db/schema/companies.ts";
import { companyPriceLists, priceListRules, priceLists } from "../db/schema/pricing.ts";
import { ConflictError, NotFoundError, ValidationError } from "../errors.ts";
import { parsePriceListCsv, priceListCsv } from "./price-list-csv.ts";
import { ruleOfRow, upsertRule } from "./price-list-store.ts";

export interface PriceListSettings {
  name: string;
  capsAtWholesale: boolean;
}

const nameTaken = (name: string) => new ConflictError(`A price list named ${name} already exists.`);
const isUniqueViolation = (error: unknown) =>
  error instanceof Error &&
  ((error as { code?: string }).code === "23505" || (error.cause as { code?: string })?.code === "23505");

/**
 * Staff manage price lists (docs/decisions/0099): create, rename, edit rules, import and export
 * them as CSV, delete. Every change is one transaction with its audit entry (before → after). Company prices
 * are computed from the rules on every request (ADR 0077), so a change shows on the buyer's next page.
 */
export function createPriceListAdmin(db: Db) {
  async function rulesOf(tx: Db, id: number) {
    const rows = await tx
      .select()
      .from(priceListRules)
      .where(eq(priceListRules.priceListId, id))
      .orderBy(asc(priceListRules.kind), asc(priceListRules.minQuantity), asc(priceListRules.target));
    return rows.map((row) => ({ id: row.id, rule: ruleOfRow(row) }));
  }

  async function settingsOf(tx: Db, id: number) {
    const [list] = await tx.select().from(priceLists).where(eq(priceLists.id, id));
    if (!list) throw new NotFoundError("Price list not found.");
    return list;
  }

  /** Runs a change to one list in a transaction and records it. */
  function change<T>(
    actor: AuditActor,
    id: number,
    action: string,
    act: (
      tx: Db,
      list: typeof priceLists.$inferSelect,
    ) => Promise<{ before: unknown; after: unknown; value: T }>,
  ): Promise<T> {
    return db.transaction(async (tx) => {
      const list = await settingsOf(tx, id);
      const { before, after, value } = await act(tx, list);
      await audit.record(tx, {
        actor,
        action,
        subject: { type: "price_list", id: String(id) },
        before,
        after,
      });
      return value;
    });
  }

  const ruleList = (rules: { rule: PriceRule }[]) => rules.map((r) => describeRule(r.rule)).join("; ");

  /** A CSV import: the list's rules become exactly these, in one transaction. */
  function replaceRules(actor: AuditActor, id: number, rules: readonly PriceRule[]): Promise<void> {
    return change(actor, id, "price_list.import", async (tx) => {
      const before = ruleList(await rulesOf(tx, id));
      await tx.delete(priceListRules).where(eq(priceListRules.priceListId, id));
      for (const rule of rules) await upsertRule(tx, id, rule);
      return {
        before: { rules: before },
        after: { rules: ruleList(await rulesOf(tx, id)) },
        value: undefined,
      };
    });
  }

  return {
    /** Every list with its rule and company counts, the default first. */
    async lists() {
      const rules = db
        .select({ listId: priceListRules.priceListId, n: count().as("rule_count") })
        .from(priceListRules)
        .groupBy(priceListRules.priceListId)
        .as("rules");
      const assigned = db
        .select({ listId: companyPriceLists.priceListId, n: count().as("company_count") })
        .from(companyPriceLists)
        .groupBy(companyPriceLists.priceListId)
        .as("assigned");
      return db
        .select({
          id: priceLists.id,
          name: priceLists.name,
          isDefault: priceLists.isDefault,
          capsAtWholesale: priceLists.capsAtWholesale,
          ruleCount: sql<number>`coalesce(${rules.n}, 0)::int`,
          companyCount: sql<number>`coalesce(${assigned.n}, 0)::int`,
        })
        .from(priceLists)
        .leftJoin(rules, eq(rules.listId, priceLists.id))
        .leftJoin(assigned, eq(assigned.listId, priceLists.id))
        .orderBy(sql`${priceLists.isDefault} desc`, asc(priceLists.name));
    },

    /** One list with its rules and the companies given it (a default list's companies are all without one). */
    async list(id: number) {
      const list = await settingsOf(db, id);
      const [rules, companiesOnIt] = await Promise.all([
        rulesOf(db, id),
        db
          .select({ id: companies.id, name: companies.name })
          .from(companyPriceLists)
          .innerJoin(companies, eq(companies.id, companyPriceLists.companyId))
          .where(eq(companyPriceLists.priceListId, id))
          .orderBy(asc(companies.name)),
      ]);
      return { ...list, rules, companies: companiesOnIt };
    },

    /**
     * Why a product costs what it does under this list at a quantity: the rule, cap, floor and break,
     * from the same computation every page uses; null when the catalogue does not list the sku.
     */
    async explain(id: number, sku: string, quantity: number) {
      const [list, rules, [product]] = await Promise.all([
        settingsOf(db, id),
        rulesOf(db, id),
        db
          .select({
            sku: catalogEntries.sku,
            name: catalogEntries.name,
            brand: catalogEntries.brand,
            categorySlugs: catalogEntries.categorySlugs,
            listPriceCents: catalogEntries.priceCents,
            costCents: products.costCents,
            wholesaleCents: products.wholesaleCents,
          })
          .from(catalogEntries)
          .innerJoin(products, eq(products.id, catalogEntries.productId))
          .where(eq(catalogEntries.sku, withoutNul(sku)))
          .limit(1),
      ]);
      if (!product) return null;
      const why = explainPrice(
        product,
        { capsAtWholesale: list.capsAtWholesale, rules: rules.map((r) => r.rule) },
        quantity,
      );
      return { product: { sku: product.sku, name: product.name, brand: product.brand }, quantity, why };
    },

    async create(actor: AuditActor, settings: PriceListSettings): Promise<number> {
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx.insert(priceLists).values(settings).returning({ id: priceLists.id });
          await audit.record(tx, {
            actor,
            action: "price_list.create",
            subject: { type: "price_list", id: String(row.id) },
            after: settings,
          });
          return row.id;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw nameTaken(settings.name);
        throw error;
      }
    },

    async update(actor: AuditActor, id: number, settings: PriceListSettings): Promise<void> {
      try {
        await change(actor, id, "price_list.update", async (tx, list) => {
          await tx.update(priceLists).set(settings).where(eq(priceLists.id, id));
          return {
            before: { name: list.name, capsAtWholesale: list.capsAtWholesale },
            after: settings,
            value: undefined,
          };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw nameTaken(settings.name);
        throw error;
      }
    },

    /** Adds a rule, or changes the list's rule for the same target; the audit entry says which. */
    setRule(actor: AuditActor, id: number, rule: PriceRule): Promise<void> {
      return change(actor, id, "price_list.rule.set", async (tx) => {
        const before = ruleList(await rulesOf(tx, id));
        await upsertRule(tx, id, rule);
        return {
          before: { rules: before },
          after: { rules: ruleList(await rulesOf(tx, id)) },
          value: undefined,
        };
      });
    },

    removeRule(actor: AuditActor, id: number, ruleId: number): Promise<PriceRule> {
      return change(actor, id, "price_list.rule.remove", async (tx) => {
        const [row] = await tx
          .delete(priceListRules)
          .where(sql`${priceListRules.id} = ${ruleId} and ${priceListRules.priceListId} = ${id}`)
          .returning();
        if (!row) throw new NotFoundError("That rule is no longer on this list.");
        const rule = ruleOfRow(row);
        return { before: { rule: describeRule(rule) }, after: { rule: null }, value: rule };
      });
    },

    replaceRules,

    /**
     * Imports a CSV (null: over the size limit) as the list's rules; how many. A file with any bad line
     * is refused whole (a ValidationError whose fields are 'Line N' → what is wrong).
     */
    async importCsv(actor: AuditActor, id: number, text: string | null): Promise<number> {
      if (text === null) throw new ValidationError("The file is over 512 KB: nothing was imported.");
      if (text.trim() === "") throw new ValidationError("Choose a CSV file to import.");
      const parsed = parsePriceListCsv(text);
      if (!parsed.ok) {
        const bad = parsed.errors.length;
        throw new ValidationError(
          `Nothing was imported: ${bad === 1 ? "1 line is" : `${bad} lines are`} wrong. Fix them and import the file again.`,
          Object.fromEntries(parsed.errors.slice(0, 100).map((e) => [`Line ${e.line}`, e.message])),
        );
      }
      await replaceRules(actor, id, parsed.rules);
      return parsed.rules.length;
    },

    async exportCsv(id: number): Promise<{ name: string; csv: string }> {
      const list = await settingsOf(db, id);
      return { name: list.name, csv: priceListCsv((await rulesOf(db, id)).map((r) => r.rule)) };
    },

    /** Deletes a list that is not the default and that no company buys from. */
    remove(actor: AuditActor, id: number): Promise<string> {
      return change(actor, id, "price_list.delete", async (tx, list) => {
        if (list.isDefault) throw new ConflictError("The default list cannot be deleted.");
        const [{ n }] = await tx
          .select({ n: count() })
          .from(companyPriceLists)
          .where(eq(companyPriceLists.priceListId, id));
        if (n > 0)
          throw new ConflictError(
            `${list.name} is assigned to ${n === 1 ? "1 company" : `${n} companies`}: give them another list first.`,
          );
        const before = { name: list.name, rules: ruleList(await rulesOf(tx, id)) };
        await tx.delete(priceLists).where(eq(priceLists.id, id));
        return { before, after: null, value: list.name };
      });
    },
  };
}
