import { orNotFound } from "../components/service-refusal.server.ts";
import { requireBuyer } from "../features/identity/guards.ts";
import { pdfResponse } from "../features/billing/pdf-response.server.ts";
import type { Route } from "./+types/commercial-view-credit-note-pdf";

/** A credit note's PDF for the buyer's company only: another company's (or none) answers 404. */
export async function loader(args: Route.LoaderArgs) {
  const viewer = requireBuyer(args);
  const number = args.params.number;
  const pdf = await orNotFound(
    args.context.services.billing.creditNotePdf(viewer.companyId, number),
    "Credit note not found.",
  );
  return pdfResponse(pdf, number);
}
