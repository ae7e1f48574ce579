import type { DeliveryAddress } from "../../core/quote-summary.ts";
import type { Viewer } from "../../core/viewer.ts";
import type { Db } from "../db/client.ts";
import type { EmailService } from "../email/email-service.ts";
import type { DocumentRow, DocumentStore } from "./document-store.ts";
import type { CatalogPrices, CompanyPriceSource } from "./pricing.ts";

/** What the quote and order services are built from. */
export interface SalesDocumentDeps {
  db: Db;
  documents: DocumentStore;
  catalog: CatalogPrices;
  /** Company prices for signed-in buyers (services.pricing). */
  pricing: CompanyPriceSource;
  emails: EmailService;
  salesEmail: string;
  /** Confirmations one address may receive per hour (CONFIRMATIONS_PER_ADDRESS_PER_HOUR). */
  confirmationsPerHour: number;
}

/** Whose a new document is: a signed-in buyer's belongs to the buyer's company; a guest's to no one. */
export const ownerOf = (viewer: Viewer): { companyId: string | null; placedBy: string | null } =>
  viewer?.kind === "buyer"
    ? { companyId: viewer.companyId, placedBy: viewer.userId }
    : { companyId: null, placedBy: null };

/** A document's delivery address as the summaries name its parts. */
export const addressOf = (d: DocumentRow): DeliveryAddress => ({
  address: d.streetAddress,
  apartment: d.apartment,
  city: d.city,
  state: d.state,
  zipCode: d.zipCode,
  country: d.country,
});

/** One line for emails: '1450 Orchard Rd, Suite 4, Salinas, California 93901, United States'. */
export const addressText = (a: DeliveryAddress): string =>
  [a.address, a.apartment, a.city, `${a.state} ${a.zipCode}`, a.country].filter(Boolean).join(", ");

/** The part of a line snapshot every summary shows. */
export const lineSnapshot = <
  L extends { sku: string; name: string; brand: string; image: string; quantity: number },
>(
  l: L,
) => ({ sku: l.sku, name: l.name, brand: l.brand, image: l.image, quantity: l.quantity });

/** A line as the emails list it. */
export const emailLine = (l: {
  name: string;
  sku: string;
  quantity: number;
  unitPriceCents: number | null;
}) => ({
  name: l.name,
  sku: l.sku,
  quantity: l.quantity,
  unitPriceCents: l.unitPriceCents,
});
