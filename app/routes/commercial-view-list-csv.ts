import { orNotFound } from "../components/service-refusal.server.ts";
import { requireBuyer } from "../features/identity/guards.ts";
import type { Route } from "./+types/commercial-view-list-csv";

/** An order list as CSV (sku, quantity, note), for the list's company only; private. */
export async function loader(args: Route.LoaderArgs) {
  const viewer = requireBuyer(args);
  const id = /^\d{1,15}$/.test(args.params.id) ? Number(args.params.id) : 0;
  const { name, csv } = await orNotFound(
    args.context.services.account.orderLists.csv(viewer, id),
    "No such order list.",
  );
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name.replace(/[^\w-]+/g, "_")}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
