import type { Viewer } from "./viewer.ts";
import { z } from "./zod.ts";

/** A company's site as the account area, checkout and staff screens show it (ADR 0270). */
export interface CompanySite {
  id: string;
  name: string;
  /** The site's own price list, or null when it buys from the company's. */
  priceListId: number | null;
}

export const MAX_COMPANY_SITES = 50;
export const SITE_NAME_MAX = 80;
export const SITE_SAVED_MESSAGE = "Site saved.";
export const SITE_RENAMED_MESSAGE = "Site renamed.";
export const SITE_MEMBERS_SAVED_MESSAGE = "Sites saved.";
export const TOO_MANY_SITES_MESSAGE = `A company can have at most ${MAX_COMPANY_SITES} sites.`;
export const SITE_NAME_TAKEN_MESSAGE = "Your company already has a site with this name.";
export const SITE_NOT_FOUND_MESSAGE = "No such site of your company.";
export const DEFAULT_ADDRESS_LIMITED_MESSAGE =
  "Only your company's admins, or members who work for every site, can set the company's default address.";

const siteId = z.string().trim().min(1).max(60);

export const siteNameSchema = z
  .string({ error: "Site name is required." })
  .trim()
  .min(1, "Site name is required.")
  .max(SITE_NAME_MAX, `Site name must be at most ${SITE_NAME_MAX} characters.`);

/** The sites pane's forms: add a site, rename one. */
export const siteActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add-site"), name: siteNameSchema }),
  z.object({ intent: z.literal("rename-site"), id: siteId, name: siteNameSchema }),
]);
export type SiteAction = z.infer<typeof siteActionSchema>;

/** Staff give a site its own price list; empty is the company's list. */
export const sitePriceListSchema = z.object({
  siteId,
  priceListId: z
    .string()
    .trim()
    .regex(/^\d{0,18}$/, "Choose a price list.")
    .transform((v) => (v ? Number(v) : null)),
});

/** The sites a member may work for: none ticked is every site. */
export const memberSitesSchema = z.object({
  userId: z.string().trim().min(1).max(60),
  siteIds: z.array(siteId).max(MAX_COMPANY_SITES).default([]),
});

/** The company users form's boxes (`site-{id}` ticked) as memberSitesSchema takes them. */
export const memberSitesInput = (fields: Record<string, string>) => ({
  userId: fields.userId,
  siteIds: Object.keys(fields)
    .filter((name) => name.startsWith("site-"))
    .map((name) => name.slice("site-".length)),
});

/** Whether the buyer is limited to some of the company's sites. */
export const isSiteLimited = (viewer: Viewer | undefined): boolean =>
  viewer?.kind === "buyer" && (viewer.siteIds?.length ?? 0) > 0;

/** Whether the buyer may set the company-wide default address: an admin, or a member not limited to sites. */
export const maySetDefaultAddress = (viewer: Viewer | undefined): boolean =>
  viewer?.kind === "buyer" && (viewer.companyRole === "admin" || !isSiteLimited(viewer));

/**
 * Whether the viewer may see what belongs to `siteId` (an address, a document): a member limited to sites
 * sees only their sites' (never the company's unassigned ones); everyone else sees all.
 */
export function maySeeSite(viewer: Viewer | undefined, siteId: string | null): boolean {
  if (viewer?.kind !== "buyer" || !isSiteLimited(viewer)) return true;
  return siteId !== null && (viewer.siteIds ?? []).includes(siteId);
}

/** The sites a form offers the viewer: a limited member's own, anyone else's company's all. */
export const sitesFor = (viewer: Viewer | undefined, sites: readonly CompanySite[]): CompanySite[] =>
  sites.filter((s) => maySeeSite(viewer, s.id));

/** A company shows sites (pickers, filters, columns) only when it has more than one. */
export const showsSites = (sites: readonly unknown[]): boolean => sites.length > 1;

/** What a site-bound thing says of its site: the site's name, or "Every site" for the company's own. */
export const siteNameOf = (sites: readonly { id: string; name: string }[], siteId: string | null): string =>
  sites.find((s) => s.id === siteId)?.name ?? "Every site";
