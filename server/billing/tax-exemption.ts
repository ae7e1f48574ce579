import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { taxCertificates } from "../db/schema/account-checkout.ts";

/** Whether the company has a certificate for the ship-to state that staff verified (no tax there). */
export async function taxExemptIn(db: Db, companyId: string, state: string): Promise<boolean> {
  const [found] = await db
    .select({ id: taxCertificates.id })
    .from(taxCertificates)
    .where(
      and(
        eq(taxCertificates.companyId, companyId),
        eq(taxCertificates.state, state),
        eq(taxCertificates.status, "verified"),
      ),
    )
    .limit(1);
  return found !== undefined;
}

/** The states where the company's purchases are tax exempt. */
export async function exemptStates(db: Db, companyId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ state: taxCertificates.state })
    .from(taxCertificates)
    .where(and(eq(taxCertificates.companyId, companyId), eq(taxCertificates.status, "verified")));
  return rows.map((r) => r.state);
}
