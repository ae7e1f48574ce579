import { maySeeSite } from "../../core/company-sites.ts";
import type { Viewer } from "../../core/viewer.ts";
import { sameToken } from "./access-token.ts";
import type { SalesDocument } from "./document-store.ts";

/** What a reader of a document's page (/quotations/{number}) presents. */
export interface QuotationAccess {
  /** The token of the document's links (?token=), or null when the request has none. */
  token: string | null;
  /** Who is signed in, as the server resolved the session. */
  viewer?: Viewer;
}

/** True when the signed-in viewer is a buyer of the company the document belongs to. */
export const isCompanyBuyer = (found: SalesDocument, viewer: Viewer | undefined): boolean =>
  viewer?.kind === "buyer" &&
  found.document.companyId !== null &&
  found.document.companyId === viewer.companyId &&
  maySeeSite(viewer, found.document.siteId);

/** A member of the document's company limited to other sites: refused even with the link's token (ADR 0270). */
const isOtherSiteMember = (found: SalesDocument, viewer: Viewer | undefined): boolean =>
  viewer?.kind === "buyer" &&
  found.document.companyId === viewer.companyId &&
  !maySeeSite(viewer, found.document.siteId);

/**
 * Who may read a quote's or order's document, and answer a quote: the signed-in buyers of its company
 * (no token needed), or whoever holds its links' token. The one place that decides it (ADRs 0081, 0093).
 */
export function mayReadQuotation(found: SalesDocument, access: QuotationAccess): boolean {
  if (isCompanyBuyer(found, access.viewer)) return true;
  if (isOtherSiteMember(found, access.viewer)) return false;
  return access.token !== null && sameToken(found.token, access.token);
}
