import { and, count, eq } from "drizzle-orm";
import { isSiteLimited, maySeeSite, SITE_NOT_FOUND_MESSAGE } from "../../core/company-sites.ts";
import type { Viewer } from "../../core/viewer.ts";
import type { Db } from "../db/client.ts";
import { companySites } from "../db/schema/sites.ts";
import { NotFoundError } from "../errors.ts";

/**
 * The site a new quote or order is for (ADR 0270): the one the buyer chose, when it is their company's
 * and one they may use (else 404); without a choice, a limited member's first site, a company's only
 * site, or none. A guest's document has none.
 */
export async function documentSite(db: Db, viewer: Viewer, requested: string | null): Promise<string | null> {
  if (viewer?.kind !== "buyer") return null;
  const sites = await db
    .select({ id: companySites.id })
    .from(companySites)
    .where(
      requested
        ? and(eq(companySites.companyId, viewer.companyId), eq(companySites.id, requested))
        : eq(companySites.companyId, viewer.companyId),
    );
  const usable = sites.filter((s) => maySeeSite(viewer, s.id));
  if (requested) {
    if (usable.length === 0) throw new NotFoundError(SITE_NOT_FOUND_MESSAGE);
    return requested;
  }
  if (isSiteLimited(viewer)) {
    const first = viewer.siteIds!.find((id) => usable.some((s) => s.id === id));
    if (!first) throw new NotFoundError(SITE_NOT_FOUND_MESSAGE);
    return first;
  }
  return sites.length === 1 ? sites[0].id : null;
}

/** A document's site by name, for its pages and PDFs; null for none. */
export async function siteName(db: Db, siteId: string | null): Promise<string | null> {
  if (siteId === null) return null;
  const [row] = await db
    .select({ name: companySites.name })
    .from(companySites)
    .where(eq(companySites.id, siteId));
  return row?.name ?? null;
}

/** The site's name for the buyer's own pages and documents (PDFs): only when the company has more than one site, else null. */
export async function buyerSiteName(
  db: Db,
  companyId: string | null,
  siteId: string | null,
): Promise<string | null> {
  if (companyId === null || siteId === null) return null;
  const [{ n }] = await db
    .select({ n: count() })
    .from(companySites)
    .where(eq(companySites.companyId, companyId));
  return n > 1 ? siteName(db, siteId) : null;
}
