import { useActionData } from "react-router";
import { orNotFound } from "../components/service-refusal.server.ts";
import { requireBuyer } from "../features/identity/guards.ts";
import { projectAction, projectId } from "../features/grower/rebate-project-action.server.ts";
import { RebateProjectView } from "../features/grower/rebate-project-view.tsx";
import type { Route } from "./+types/commercial-view-rebate";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.detail.project.site ?? "Rebate project"} · Rebate Projects` },
  { name: "robots", content: "noindex" },
];

export async function loader(args: Route.LoaderArgs) {
  const viewer = requireBuyer(args);
  const { rebates, grower } = args.context.services;
  const detail = await orNotFound(rebates.detail(viewer, projectId(args.params.id)));
  const draft = detail.project.stage === "draft";
  const [fixtures, sites] = draft
    ? await Promise.all([grower.ledFixtures(), rebates.sites(viewer)])
    : [[], []];
  return {
    detail,
    fixtures: fixtures.map((f) => ({ sku: f.sku, name: f.name })),
    sites: sites.map((s) => ({ id: s.id, name: s.name })),
  };
}

export async function action(args: Route.ActionArgs) {
  const viewer = requireBuyer(args);
  return projectAction(args.request, args.context, viewer, projectId(args.params.id));
}

export default function RebateProject({ loaderData, params }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  return (
    <RebateProjectView
      detail={loaderData.detail}
      result={result}
      fixtures={loaderData.fixtures}
      sites={loaderData.sites}
      viewerKind="buyer"
      basePath={`/commercial-view/rebates/${params.id}`}
    />
  );
}
