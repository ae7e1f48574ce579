import { requireBuyer } from "../features/identity/guards.ts";
import { projectId } from "../features/grower/rebate-project-action.server.ts";
import { scheduleCsvResponse } from "../features/grower/rebate-files.server.ts";
import type { Route } from "./+types/commercial-view-rebate-csv";

export async function loader(args: Route.LoaderArgs) {
  return scheduleCsvResponse(args.context, requireBuyer(args), projectId(args.params.id));
}
