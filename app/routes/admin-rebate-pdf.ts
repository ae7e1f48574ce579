import { requireStaff } from "../features/identity/guards.ts";
import { projectId } from "../features/grower/rebate-project-action.server.ts";
import { packetPdfResponse } from "../features/grower/rebate-files.server.ts";
import type { Route } from "./+types/admin-rebate-pdf";

export async function loader(args: Route.LoaderArgs) {
  return packetPdfResponse(args.context, requireStaff(args), projectId(args.params.id), args.request);
}
