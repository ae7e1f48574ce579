import { useActionData } from "react-router";
import { orNotFound } from "../components/service-refusal.server.ts";
import { requireStaff } from "../features/identity/guards.ts";
import { projectAction, projectId } from "../features/grower/rebate-project-action.server.ts";
import { RebateProjectView } from "../features/grower/rebate-project-view.tsx";
import { staffPageHeaders } from "../features/back-office/admin-page.tsx";
import type { Route } from "./+types/admin-rebate";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.detail.project.site ?? "Rebate project"} · Rebate desk` },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = staffPageHeaders;

export async function loader(args: Route.LoaderArgs) {
  const viewer = requireStaff(args);
  return {
    detail: await orNotFound(args.context.services.rebates.detail(viewer, projectId(args.params.id))),
  };
}

/** Staff record the utility's answers and the project's steps as the rules allow. */
export async function action(args: Route.ActionArgs) {
  const viewer = requireStaff(args);
  return projectAction(args.request, args.context, viewer, projectId(args.params.id));
}

export default function AdminRebateProject({ loaderData, params }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  return (
    <main>
      <RebateProjectView
        detail={loaderData.detail}
        result={result}
        fixtures={[]}
        viewerKind="staff"
        basePath={`/admin/rebates/${params.id}`}
      />
    </main>
  );
}
