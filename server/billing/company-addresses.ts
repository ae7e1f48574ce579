import { and, asc, count, desc, eq } from "drizzle-orm";
import {
  MAX_COMPANY_ADDRESSES,
  TOO_MANY_ADDRESSES_MESSAGE,
  type CompanyAddressInput,
} from "../../core/company-address.ts";
import { type CompanyAddress } from "../../core/saved-address.ts";
import type { BuyerViewer } from "../../core/viewer.ts";
import type { Db } from "../db/client.ts";
import { companyAddresses } from "../db/schema/account-checkout.ts";
import { NotFoundError, ValidationError } from "../errors.ts";

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
});

/** A company's ship-to addresses: any buyer of the company manages them; one of them is the default. */
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

  async function add(viewer: BuyerViewer, input: CompanyAddressInput): Promise<void> {
    const { address, ...rest } = input;
    await db.transaction(async (tx) => {
      const [{ n }] = await tx
        .select({ n: count() })
        .from(companyAddresses)
        .where(eq(companyAddresses.companyId, viewer.companyId));
      if (n >= MAX_COMPANY_ADDRESSES) throw new ValidationError(TOO_MANY_ADDRESSES_MESSAGE);
      // The company's first address is its default.
      const isDefault = rest.isDefault || n === 0;
      if (isDefault) await clearDefault(tx, viewer.companyId);
      await tx
        .insert(companyAddresses)
        .values({ ...rest, streetAddress: address, isDefault, companyId: viewer.companyId });
    });
  }

  const clearDefault = (tx: Db, companyId: string) =>
    tx
      .update(companyAddresses)
      .set({ isDefault: false })
      .where(and(eq(companyAddresses.companyId, companyId), eq(companyAddresses.isDefault, true)));

  const ours = (viewer: BuyerViewer, id: string) =>
    and(eq(companyAddresses.id, id), eq(companyAddresses.companyId, viewer.companyId));

  async function remove(viewer: BuyerViewer, id: string): Promise<void> {
    const [gone] = await db.delete(companyAddresses).where(ours(viewer, id)).returning();
    if (!gone) throw new NotFoundError("Address not found.");
  }

  async function makeDefault(viewer: BuyerViewer, id: string): Promise<void> {
    await db.transaction(async (tx) => {
      await clearDefault(tx, viewer.companyId);
      const [made] = await tx
        .update(companyAddresses)
        .set({ isDefault: true })
        .where(ours(viewer, id))
        .returning();
      if (!made) throw new NotFoundError("Address not found.");
    });
  }

  return { list, add, remove, makeDefault };
}

export type CompanyAddresses = ReturnType<typeof createCompanyAddresses>;
