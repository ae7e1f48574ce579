import { orNotFound } from "../components/service-refusal.server.ts";
import { requireBuyer } from "../features/identity/guards.ts";
import { pdfResponse } from "../features/billing/pdf-response.server.ts";
import type { Route } from "./+types/commercial-view-invoice-pdf";

/**
 * An invoice's PDF, rendered on the server for the buyer's company only: another company's invoice (or
 * none) answers 404, never 403. Private and never stored by a cache.
 */
export async function loader(args: Route.LoaderArgs) {
  const viewer = requireBuyer(args);
  const number = args.params.number;
  const pdf = await orNotFound(
    args.context.services.billing.invoices.pdf(viewer, number),
    "Invoice not found.",
  );
  return pdfResponse(pdf, number);
}
