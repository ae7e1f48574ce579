import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { termsWords, type CompanyTerms } from "../../core/company-admin-forms.ts";
import { audit, type AuditActor } from "../audit/audit-log.ts";
import type { Db } from "../db/client.ts";
import { companies, companyMembers, type CompanyStatus } from "../db/schema/companies.ts";
import { sessions, users } from "../db/schema/identity.ts";
import { companyPriceLists, priceLists } from "../db/schema/pricing.ts";
import { NotFoundError } from "../errors.ts";

export interface CompanyQuery {
  q: string;
  status: string;
  page: number;
  pageSize: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Staff manage approved companies (docs/decisions/0099): find them, read their buyers, set
 * payment terms, give them a price list, deactivate and reactivate them. Each change is one transaction
 * with its audit entry (before → after).
 */
export function createCompanyAdmin(db: Db) {
  /** The list each company buys from: its own, else the default. */
  const listName = sql<string>`coalesce(${priceLists.name}, (select name from price_lists where is_default))`;
  const row = {
    id: companies.id,
    name: companies.name,
    status: companies.status,
    paymentTerms: companies.paymentTerms,
    creditLimitCents: companies.creditLimitCents,
    createdAt: companies.createdAt,
    priceListId: companyPriceLists.priceListId,
    priceListName: listName,
  };

  async function membersOf(ids: string[]) {
    if (ids.length === 0) return [];
    return db
      .select({
        companyId: companyMembers.companyId,
        userId: users.id,
        name: users.name,
        email: users.email,
        role: companyMembers.role,
      })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(inArray(companyMembers.companyId, ids))
      .orderBy(asc(companyMembers.role), asc(users.name));
  }

  async function company(tx: Db, id: string) {
    const [found] = await tx
      .select(row)
      .from(companies)
      .leftJoin(companyPriceLists, eq(companyPriceLists.companyId, companies.id))
      .leftJoin(priceLists, eq(priceLists.id, companyPriceLists.priceListId))
      .where(eq(companies.id, id));
    if (!found) throw new NotFoundError("Company not found.");
    return found;
  }

  function change<T>(
    actor: AuditActor,
    id: string,
    action: string,
    act: (
      tx: Db,
      before: Awaited<ReturnType<typeof company>>,
    ) => Promise<{ before: unknown; after: unknown; value: T }>,
  ): Promise<T> {
    return db.transaction(async (tx) => {
      const { before, after, value } = await act(tx, await company(tx, id));
      await audit.record(tx, { actor, action, subject: { type: "company", id }, before, after });
      return value;
    });
  }

  return {
    /** A page of companies by name, found by company name or a buyer's email, with their buyers. */
    async page(query: CompanyQuery) {
      const conditions: SQL[] = [];
      if (query.status === "active" || query.status === "deactivated")
        conditions.push(eq(companies.status, query.status));
      if (query.q) {
        const like = `%${escapeLike(query.q)}%`;
        conditions.push(
          or(
            ilike(companies.name, like),
            sql`exists (select 1 from company_members m join users u on u.id = m.user_id
                         where m.company_id = ${companies.id} and u.email ilike ${like})`,
          )!,
        );
      }
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [rows, [{ total }]] = await Promise.all([
        db
          .select(row)
          .from(companies)
          .leftJoin(companyPriceLists, eq(companyPriceLists.companyId, companies.id))
          .leftJoin(priceLists, eq(priceLists.id, companyPriceLists.priceListId))
          .where(where)
          .orderBy(asc(companies.name), asc(companies.id))
          .limit(query.pageSize)
          .offset((Math.max(1, query.page) - 1) * query.pageSize),
        db.select({ total: count() }).from(companies).where(where),
      ]);
      const members = await membersOf(rows.map((r) => r.id));
      return {
        total,
        rows: rows.map((r) => ({ ...r, members: members.filter((m) => m.companyId === r.id) })),
      };
    },

    /** One company with its buyers; NotFoundError when there is none. */
    async byId(id: string) {
      const found = await company(db, id);
      return { ...found, members: await membersOf([id]) };
    },

    /** Every company's id and name, for choosing one (a price list's assign form). */
    names() {
      return db
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .orderBy(asc(companies.name));
    },

    setTerms(actor: AuditActor, id: string, terms: CompanyTerms): Promise<void> {
      return change(actor, id, "company.terms", async (tx, before) => {
        await tx.update(companies).set(terms).where(eq(companies.id, id));
        return {
          before: { terms: termsWords(before) },
          after: { terms: termsWords(terms) },
          value: undefined,
        };
      });
    },

    /** Gives the company a list; the default list means no list of its own. */
    assignList(actor: AuditActor, id: string, priceListId: number): Promise<string> {
      return change(actor, id, "company.price_list", async (tx, before) => {
        const [list] = await tx.select().from(priceLists).where(eq(priceLists.id, priceListId));
        if (!list) throw new NotFoundError("That price list no longer exists.");
        if (list.isDefault) await tx.delete(companyPriceLists).where(eq(companyPriceLists.companyId, id));
        else
          await tx
            .insert(companyPriceLists)
            .values({ companyId: id, priceListId })
            .onConflictDoUpdate({
              target: companyPriceLists.companyId,
              set: { priceListId, assignedAt: sql`now()` },
            });
        return {
          before: { priceList: before.priceListName },
          after: { priceList: list.name },
          value: list.name,
        };
      });
    },

    /**
     * Deactivating ends the buyers' sessions at once: a deactivated company's buyers resolve to no viewer
     * (server/identity/resolve-viewer.ts) and /login refuses them until it is reactivated.
     */
    setStatus(actor: AuditActor, id: string, status: CompanyStatus): Promise<void> {
      return change(
        actor,
        id,
        status === "active" ? "company.reactivate" : "company.deactivate",
        async (tx, before) => {
          await tx.update(companies).set({ status }).where(eq(companies.id, id));
          if (status === "deactivated")
            await tx
              .delete(sessions)
              .where(
                inArray(
                  sessions.userId,
                  tx
                    .select({ id: companyMembers.userId })
                    .from(companyMembers)
                    .where(eq(companyMembers.companyId, id)),
                ),
              );
          return { before: { status: before.status }, after: { status }, value: undefined };
        },
      );
    },
  };
}
