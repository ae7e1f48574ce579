import { requireBuyer } from "../features/identity/guards.ts";
import { statementPdfResponse } from "../features/billing/statement.server.ts";
import type { Route } from "./+types/commercial-view-statement-pdf";

/** The buyer's company's statement of account as a PDF, for the URL's period. */
export async function loader(args: Route.LoaderArgs) {
  const viewer = requireBuyer(args);
  return statementPdfResponse(args, viewer.companyId);
}
