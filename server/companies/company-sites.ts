import { and, asc, count, eq, inArray, ne, sql } from "drizzle-orm";
import {
  MAX_COMPANY_SITES,
  SITE_NAME_TAKEN_MESSAGE,
  SITE_NOT_FOUND_MESSAGE,
  TOO_MANY_SITES_MESSAGE,
  sitesFor,
  type CompanySite,
} from "../../core/company-sites.ts";
import type { BuyerViewer, StaffViewer } from "../../core/viewer.ts";
import { audit } from "../audit/audit-log.ts";
import type { Db } from "../db/client.ts";
import { companyMembers } from "../db/schema/companies.ts";
import { priceLists } from "../db/schema/pricing.ts";
import { rebateProjects } from "../db/schema/rebates.ts";
import { companyMemberSites, companySites } from "../db/schema/sites.ts";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "../errors.ts";
import { assertLimitedMembersHaveApprovers } from "../sales/spending.ts";

/** Who changes a company's sites: one of its admins, or staff on the company screen. */
type SiteEditor = BuyerViewer | StaffViewer;

const actorOf = (viewer: SiteEditor) => ({ userId: viewer.userId, email: viewer.email });

/** The company a change is for: a buyer's own (admins only), or the one staff opened. */
function companyFor(viewer: SiteEditor, companyId: string): string {
  if (viewer.kind === "staff") return companyId;
  if (viewer.companyRole !== "admin")
    throw new ForbiddenError("Only your company's admins can manage its sites.");
  if (viewer.companyId !== companyId) throw new NotFoundError(SITE_NOT_FOUND_MESSAGE);
  return companyId;
}

const toSite = (r: typeof companySites.$inferSelect): CompanySite => ({
  id: r.id,
  name: r.name,
  priceListId: r.priceListId,
});

/**
 * A company's sites (ADR 0270): its admins (or staff) add and rename them, staff give one its own price
 * list, admins limit members to some of them. Every change is audited; another company's site is 404.
 */
export function createCompanySites(db: Db) {
  async function list(companyId: string): Promise<CompanySite[]> {
    const rows = await db
      .select()
      .from(companySites)
      .where(eq(companySites.companyId, companyId))
      .orderBy(asc(sql`lower(${companySites.name})`), asc(companySites.id));
    return rows.map(toSite);
  }

  /** The sites the buyer may work for: a limited member's own, anyone else's all of them. */
  const visible = async (viewer: BuyerViewer) => sitesFor(viewer, await list(viewer.companyId));

  async function nameTaken(tx: Db, companyId: string, name: string, except?: string) {
    const [taken] = await tx
      .select({ id: companySites.id })
      .from(companySites)
      .where(
        and(
          eq(companySites.companyId, companyId),
          eq(sql`lower(${companySites.name})`, name.toLowerCase()),
          except ? ne(companySites.id, except) : undefined,
        ),
      )
      .limit(1);
    return taken !== undefined;
  }

  async function add(viewer: SiteEditor, companyId: string, name: string): Promise<string> {
    const company = companyFor(viewer, companyId);
    return db.transaction(async (tx) => {
      const [{ n }] = await tx
        .select({ n: count() })
        .from(companySites)
        .where(eq(companySites.companyId, company));
      if (n >= MAX_COMPANY_SITES) throw new ValidationError(TOO_MANY_SITES_MESSAGE);
      if (await nameTaken(tx, company, name)) throw new ConflictError(SITE_NAME_TAKEN_MESSAGE);
      const [row] = await tx.insert(companySites).values({ companyId: company, name }).returning();
      await audit.record(tx, {
        actor: actorOf(viewer),
        action: "company.site.add",
        subject: { type: "company", id: company },
        after: { site: row.id, name },
      });
      return row.id;
    });
  }

  async function siteRow(tx: Db, companyId: string, siteId: string) {
    const [row] = await tx
      .select()
      .from(companySites)
      .where(and(eq(companySites.id, siteId), eq(companySites.companyId, companyId)));
    if (!row) throw new NotFoundError(SITE_NOT_FOUND_MESSAGE);
    return row;
  }

  async function rename(viewer: SiteEditor, companyId: string, siteId: string, name: string): Promise<void> {
    const company = companyFor(viewer, companyId);
    await db.transaction(async (tx) => {
      const before = await siteRow(tx, company, siteId);
      if (await nameTaken(tx, company, name, siteId)) throw new ConflictError(SITE_NAME_TAKEN_MESSAGE);
      await tx.update(companySites).set({ name }).where(eq(companySites.id, siteId));
      // A rebate project names its site by a copy, which follows the rename.
      await tx.update(rebateProjects).set({ site: name }).where(eq(rebateProjects.siteId, siteId));
      await audit.record(tx, {
        actor: actorOf(viewer),
        action: "company.site.rename",
        subject: { type: "company", id: company },
        before: { site: siteId, name: before.name },
        after: { site: siteId, name },
      });
    });
  }

  /** Staff give a site its own price list, or take it away (null: the company's list). */
  async function setPriceList(
    staff: StaffViewer,
    companyId: string,
    siteId: string,
    priceListId: number | null,
  ): Promise<void> {
    await db.transaction(async (tx) => {
      const before = await siteRow(tx, companyId, siteId);
      if (priceListId !== null) {
        const [list] = await tx
          .select({ id: priceLists.id })
          .from(priceLists)
          .where(eq(priceLists.id, priceListId));
        if (!list) throw new NotFoundError("No such price list.");
      }
      await tx.update(companySites).set({ priceListId }).where(eq(companySites.id, siteId));
      await audit.record(tx, {
        actor: actorOf(staff),
        action: "company.site.price_list",
        subject: { type: "company", id: companyId },
        before: { site: siteId, priceList: before.priceListId },
        after: { site: siteId, priceList: priceListId },
      });
    });
  }

  /** Each member's sites (a member without any works for every site). */
  async function memberSites(companyId: string): Promise<Map<string, string[]>> {
    const rows = await db
      .select({ userId: companyMemberSites.userId, siteId: companyMemberSites.siteId })
      .from(companyMemberSites)
      .innerJoin(companySites, eq(companySites.id, companyMemberSites.siteId))
      .where(eq(companySites.companyId, companyId));
    const byMember = new Map<string, string[]>();
    for (const r of rows) byMember.set(r.userId, [...(byMember.get(r.userId) ?? []), r.siteId]);
    return byMember;
  }

  /** Limits a member of the admin's company to these sites (none: every site); applies from their next request. */
  async function setMemberSites(
    viewer: BuyerViewer,
    userId: string,
    siteIds: readonly string[],
  ): Promise<void> {
    const company = companyFor(viewer, viewer.companyId);
    const wanted = [...new Set(siteIds)];
    await db.transaction(async (tx) => {
      const [member] = await tx
        .select({ userId: companyMembers.userId })
        .from(companyMembers)
        .where(and(eq(companyMembers.userId, userId), eq(companyMembers.companyId, company)));
      if (!member) throw new NotFoundError("No such member of your company.");
      if (wanted.length > 0) {
        const ours = await tx
          .select({ id: companySites.id })
          .from(companySites)
          .where(and(eq(companySites.companyId, company), inArray(companySites.id, wanted)));
        if (ours.length !== wanted.length) throw new NotFoundError(SITE_NOT_FOUND_MESSAGE);
      }
      const before = await tx
        .select({ siteId: companyMemberSites.siteId })
        .from(companyMemberSites)
        .where(eq(companyMemberSites.userId, userId));
      await tx.delete(companyMemberSites).where(eq(companyMemberSites.userId, userId));
      if (wanted.length > 0)
        await tx.insert(companyMemberSites).values(wanted.map((siteId) => ({ userId, siteId })));
      await audit.record(tx, {
        actor: actorOf(viewer),
        action: "company.member.sites",
        subject: { type: "company", id: company },
        before: { member: userId, sites: before.map((r) => r.siteId) },
        after: { member: userId, sites: wanted },
      });
      await assertLimitedMembersHaveApprovers(tx, company);
    });
  }

  /**
   * The site a document or address is for, checked: null when the company has no such choice to make
   * (no site given and the viewer is not limited); a site outside the company or the viewer's sites is 404.
   */
  async function chosen(viewer: BuyerViewer, siteId: string | null): Promise<string | null> {
    const sites = await visible(viewer);
    if (siteId === null) {
      if ((viewer.siteIds?.length ?? 0) === 0) return null;
      // A limited member's document is always for one of their sites: the first unless they chose.
      if (sites.length === 0) throw new NotFoundError(SITE_NOT_FOUND_MESSAGE);
      return sites[0].id;
    }
    if (!sites.some((s) => s.id === siteId)) throw new NotFoundError(SITE_NOT_FOUND_MESSAGE);
    return siteId;
  }

  return { list, visible, add, rename, setPriceList, memberSites, setMemberSites, chosen };
}

export type CompanySites = ReturnType<typeof createCompanySites>;
