import { csvDocument, SUBMISSION_COLUMNS } from "../../core/submission-lists.ts";
import { requireStaff } from "../features/identity/guards.ts";
import { listFrom } from "./admin-submissions.tsx";
import type { Route } from "./+types/admin-submissions-export";

/** One submission list as CSV (spreadsheet-safe cells: core/submission-lists.ts), never cached. */
export async function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  const list = listFrom(args.request);
  const rows = await args.context.services.backOffice.submissions.all(list);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csvDocument(SUBMISSION_COLUMNS[list], rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="canopy-${list}-${day}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
