import { and, asc, count, desc, eq } from "drizzle-orm";
import {
  MAX_COMPANY_ADDRESSES,
  TOO_MANY_ADDRESSES_MESSAGE,
  type CompanyAddressInput,
} from "../../core/company-address.ts";
import {
  DEFAULT_ADDRESS_LIMITED_MESSAGE,
  isSiteLimited,
  maySeeSite,
  maySetDefaultAddress,
  SITE_NOT_FOUND_MESSAGE,
} from "../../core/company-sites.ts";
import { type CompanyAddress } from "../../core/saved-address.ts";
import type { BuyerViewer } from "../../core/viewer.ts";
import { audit } from "../audit/audit-log.ts";
import type { Db } from "../db/client.ts";
import { companyAddresses } from "../db/schema/sites.ts";
import { companySites } from "../db/schema/sites.ts";
import { ForbiddenError, NotFoundError, ValidationError } from "../errors.ts";

type AddressRow = typeof companyAddresses.$inferSelect;

const toAddress = (r: AddressRow): CompanyAddress => ({
  id: r.id,
  label: r.label,
  firstName: r.firstName,
  lastName: r.lastName,
  address: r.streetAddress,
  apartment: r.apartment,
  city: r.city,
  state: r.state,
  zipCode: r.zipCode,
  country: r.country as CompanyAddress["country"],
  isDefault: r.isDefault,
  siteId: r.siteId,
});

const NOT_FOUND = "Address not found.";
const actorOf = (viewer: BuyerViewer) => ({ userId: viewer.userId, email: viewer.email });

/**
 * The site a new address or certificate is for: one of the company's that the viewer may use (404 else);
 * none asked is the whole company's, but a limited member's first site.
 */
export async function usableSite(tx: Db, viewer: BuyerViewer, siteId: string | null): Promise<string | null> {
  if (siteId === null) {
    if (!isSiteLimited(viewer)) return null;
    return viewer.siteIds![0];
  }
  const [site] = await tx
    .select({ id: companySites.id })
    .from(companySites)
    .where(and(eq(companySites.id, siteId), eq(companySites.companyId, viewer.companyId)));
  if (!site || !maySeeSite(viewer, site.id)) throw new NotFoundError(SITE_NOT_FOUND_MESSAGE);
  return site.id;
}

/**
 * A company's ship-to addresses: any buyer of the company manages them; one of them is the default. An
 * address may belong to one of the company's sites (ADR 0270): a member limited to sites sees and uses
 * only their sites' addresses, and another site's is 404 to them. Every change is audited.
 */
export function createCompanyAddresses(db: Db) {
  /** The default first, then oldest first. */
  async function list(companyId: string): Promise<CompanyAddress[]> {
    const rows = await db
      .select()
      .from(companyAddresses)
      .where(eq(companyAddresses.companyId, companyId))
      .orderBy(desc(companyAddresses.isDefault), asc(companyAddresses.createdAt), asc(companyAddresses.id));
    return rows.map(toAddress);
  }

  /** The addresses the buyer may see and ship to: a member limited to sites, only their sites'. */
  async function listFor(viewer: BuyerViewer): Promise<CompanyAddress[]> {
    return (await list(viewer.companyId)).filter((a) => maySeeSite(viewer, a.siteId));
  }

  async function add(viewer: BuyerViewer, input: CompanyAddressInput): Promise<void> {
    const { address, siteId: askedSite, ...rest } = input;
    if (rest.isDefault && !maySetDefaultAddress(viewer))
      throw new ForbiddenError(DEFAULT_ADDRESS_LIMITED_MESSAGE);
    await db.transaction(async (tx) => {
      const siteId = await usableSite(tx, viewer, askedSite ?? null);
      const [{ n }] = await tx
        .select({ n: count() })
        .from(companyAddresses)
        .where(eq(companyAddresses.companyId, viewer.companyId));
      if (n >= MAX_COMPANY_ADDRESSES) throw new ValidationError(TOO_MANY_ADDRESSES_MESSAGE);
      // The company's first address is its default.
      const isDefault = rest.isDefault || n === 0;
      if (isDefault) await clearDefault(tx, viewer.companyId);
      const [row] = await tx
        .insert(companyAddresses)
        .values({ ...rest, streetAddress: address, isDefault, siteId, companyId: viewer.companyId })
        .returning({ id: companyAddresses.id });
      await audit.record(tx, {
        actor: actorOf(viewer),
        action: "company.address.add",
        subject: { type: "company", id: viewer.companyId },
        after: { address: row.id, site: siteId, city: rest.city, state: rest.state },
      });
    });
  }

  const clearDefault = (tx: Db, companyId: string) =>
    tx
      .update(companyAddresses)
      .set({ isDefault: false })
      .where(and(eq(companyAddresses.companyId, companyId), eq(companyAddresses.isDefault, true)));

  const ours = (viewer: BuyerViewer, id: string) =>
    and(eq(companyAddresses.id, id), eq(companyAddresses.companyId, viewer.companyId));

  /** The address, when it is the viewer's company's and of a site they may see; else 404. */
  async function visibleRow(tx: Db, viewer: BuyerViewer, id: string): Promise<AddressRow> {
    const [row] = await tx.select().from(companyAddresses).where(ours(viewer, id));
    if (!row || !maySeeSite(viewer, row.siteId)) throw new NotFoundError(NOT_FOUND);
    return row;
  }

  async function remove(viewer: BuyerViewer, id: string): Promise<void> {
    await db.transaction(async (tx) => {
      const row = await visibleRow(tx, viewer, id);
      await tx.delete(companyAddresses).where(ours(viewer, id));
      await audit.record(tx, {
        actor: actorOf(viewer),
        action: "company.address.remove",
        subject: { type: "company", id: viewer.companyId },
        before: { address: id, site: row.siteId, city: row.city, state: row.state },
      });
    });
  }

  /** Makes the address the company's default: an admin's or an unlimited member's call only (403 else). */
  async function makeDefault(viewer: BuyerViewer, id: string): Promise<void> {
    await db.transaction(async (tx) => {
      await visibleRow(tx, viewer, id);
      if (!maySetDefaultAddress(viewer)) throw new ForbiddenError(DEFAULT_ADDRESS_LIMITED_MESSAGE);
      await clearDefault(tx, viewer.companyId);
      await tx.update(companyAddresses).set({ isDefault: true }).where(ours(viewer, id));
      await audit.record(tx, {
        actor: actorOf(viewer),
        action: "company.address.default",
        subject: { type: "company", id: viewer.companyId },
        after: { address: id },
      });
    });
  }

  return { list, listFor, add, remove, makeDefault };
}

export type CompanyAddresses = ReturnType<typeof createCompanyAddresses>;
