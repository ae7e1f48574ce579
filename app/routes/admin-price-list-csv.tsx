import { requireStaff } from "../features/identity/guards.ts";
import { orNotFound } from "../components/service-refusal.server.ts";
import { listIdOf } from "./admin-price-list.tsx";
import type { Route } from "./+types/admin-price-list-csv";

/** A price list's rules as CSV (docs/decisions/0099), the format the import reads back. */
export async function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  const { name, csv } = await orNotFound(
    args.context.services.pricing.lists.exportCsv(listIdOf(args.params.id)),
  );
  const file = `${name.replace(/[^A-Za-z0-9-]+/g, "-").replace(/^-+|-+$/g, "") || "price-list"}.csv`;
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${file}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
