import { and, eq, isNull, or } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { taxCertificates } from "../db/schema/sites.ts";

/** A certificate for every site, or for the document's own site (ADR 0270). */
const forSite = (siteId: string | null) =>
  siteId === null
    ? isNull(taxCertificates.siteId)
    : or(isNull(taxCertificates.siteId), eq(taxCertificates.siteId, siteId));

/**
 * Whether the company has a certificate for the ship-to state that staff verified (no tax there): one for
 * every site, or one scoped to the document's site (ADR 0270).
 */
export async function taxExemptIn(
  db: Db,
  companyId: string,
  state: string,
  siteId: string | null = null,
): Promise<boolean> {
  const [found] = await db
    .select({ id: taxCertificates.id })
    .from(taxCertificates)
    .where(
      and(
        eq(taxCertificates.companyId, companyId),
        eq(taxCertificates.state, state),
        eq(taxCertificates.status, "verified"),
        forSite(siteId),
      ),
    )
    .limit(1);
  return found !== undefined;
}

/**
 * Whether a company's purchase shipped to `address` is tax exempt: shipped within the United States to a
 * state where the company holds a certificate staff verified. A guest's never is.
 */
export async function exemptShipTo(
  db: Db,
  companyId: string | null,
  address: { country: string; state: string },
  siteId: string | null = null,
): Promise<boolean> {
  if (!companyId || address.country !== "United States") return false;
  return taxExemptIn(db, companyId, address.state, siteId);
}

/** The states where the company's purchases (for this site, when given) are tax exempt. */
export async function exemptStates(
  db: Db,
  companyId: string,
  siteId: string | null = null,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ state: taxCertificates.state })
    .from(taxCertificates)
    .where(
      and(eq(taxCertificates.companyId, companyId), eq(taxCertificates.status, "verified"), forSite(siteId)),
    );
  return rows.map((r) => r.state);
}
