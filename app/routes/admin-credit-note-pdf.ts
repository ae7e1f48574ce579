import { orNotFound } from "../components/service-refusal.server.ts";
import { requireStaff } from "../features/identity/guards.ts";
import { pdfResponse } from "../features/billing/pdf-response.server.ts";
import type { Route } from "./+types/admin-credit-note-pdf";

/** Any company's credit note as a PDF, for staff (the same document its buyers download). */
export async function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  const number = args.params.number;
  const pdf = await orNotFound(
    args.context.services.billing.creditNotePdf(null, number),
    "Credit note not found.",
  );
  return pdfResponse(pdf, number);
}
