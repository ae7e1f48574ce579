import { requireStaff } from "../features/identity/guards.ts";
import { statementPdfResponse } from "../features/billing/statement.server.ts";
import type { Route } from "./+types/admin-company-statement-pdf";

/** A company's statement of account as a PDF, for staff. */
export async function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  return statementPdfResponse(args, args.params.id);
}
