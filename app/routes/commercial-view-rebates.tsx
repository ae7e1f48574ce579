import { Form, Link, redirect, useActionData } from "react-router";
import { grouped } from "../../core/grower/number-format.ts";
import { REBATE_STAGE_LABELS } from "../../core/grower/rebate-projects.ts";
import { formatMoney } from "../../core/money.ts";
import { requireBuyer } from "../features/identity/guards.ts";
import { primaryButtonClass, FormBanner } from "../features/forms/fields.tsx";
import { createProject } from "../features/grower/rebate-project-action.server.ts";
import { FixtureLineFields, ProjectDetailsFields } from "../features/grower/rebate-project-view.tsx";
import type { Route } from "./+types/commercial-view-rebates";

export const meta: Route.MetaFunction = () => [
  { title: "Rebate Projects · Commercial Account" },
  { name: "robots", content: "noindex" },
];

/** The energy tool's inputs a new project's first line takes from the URL (`?count=10&watts=1100&sku=…`). */
const FROM_TOOL = ["count", "watts", "sku", "ledCount", "hours", "days", "rate"] as const;

/** The company's rebate projects, and a new one (its first line filled from the energy tool's query). */
export async function loader(args: Route.LoaderArgs) {
  const viewer = requireBuyer(args);
  const { rebates, grower } = args.context.services;
  const [projects, fixtures, sites] = await Promise.all([
    rebates.list(viewer),
    grower.ledFixtures(),
    rebates.sites(viewer),
  ]);
  const start: Record<string, string> = {};
  for (const name of FROM_TOOL) {
    const value = (args.url.searchParams.get(name) ?? "").trim().slice(0, 100);
    if (value) start[name] = value;
  }
  // From a quote of the company (`?quote=…`): its first LED fixture and count start the first line.
  const quoteNumber = (args.url.searchParams.get("quote") ?? "").trim().slice(0, 40);
  const quote = quoteNumber
    ? await args.context.services.sales.quotes.document(quoteNumber, { token: null, viewer })
    : null;
  const fromQuote = quote?.kind === "quote" && quote.mayReorder ? quote : null;
  const led = fromQuote?.items.find((i) => fixtures.some((f) => f.sku === i.sku));
  if (fromQuote) start.quote = fromQuote.quoteNumber;
  if (led) Object.assign(start, { sku: led.sku, ledCount: String(led.quantity) });
  return {
    projects,
    fixtures: fixtures.map((f) => ({ sku: f.sku, name: f.name })),
    sites: sites.map((s) => ({ id: s.id, name: s.name })),
    start,
  };
}

export async function action(args: Route.ActionArgs) {
  const viewer = requireBuyer(args);
  const created = await createProject(args.request, args.context, viewer);
  if (!created.ok) return created.response;
  return redirect(`/commercial-view/rebates/${created.id}`);
}

export default function RebateProjects({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const { projects, fixtures, sites, start } = loaderData;
  const refused = result && !result.ok ? result : null;
  const values = refused?.values ?? start;
  const errors = refused?.fields ?? {};
  return (
    <div className="max-w-4xl">
      <h1 className="text-2xl font-bold text-slate-900">Rebate Projects</h1>
      <p className="mt-1 text-sm text-slate-600">
        Utility rebates usually need pre-approval before you buy. Keep each upgrade&apos;s fixture schedule,
        the utility&apos;s answers and the payout here.
      </p>
      {projects.length === 0 ? (
        <p className="mt-4 text-slate-700">Your company has no rebate projects yet.</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {projects.map((p) => (
            <li key={p.id} className="px-4 py-3">
              <Link to={`/commercial-view/rebates/${p.id}`} className="font-medium text-brand-800 underline">
                {p.site} — {p.utilityName}
              </Link>
              <p className="text-sm text-slate-600">
                {REBATE_STAGE_LABELS[p.stage]} · {grouped(p.totals.lightingKwhSaved)} kWh saved a year ·{" "}
                {p.preApprovedCents !== null
                  ? `pre-approved ${formatMoney(p.preApprovedCents)}`
                  : `estimated ${formatMoney(p.totals.rebate.lowCents)} – ${formatMoney(p.totals.rebate.highCents)}`}
              </p>
            </li>
          ))}
        </ul>
      )}
      <section
        id="new-project"
        aria-labelledby="new-project-heading"
        className="mt-8 rounded-lg border border-slate-200 bg-white p-5"
      >
        <h2 id="new-project-heading" className="text-lg font-semibold text-slate-900">
          New rebate project
        </h2>
        {refused ? (
          <div className="mt-3">
            <FormBanner tone="error">{refused.message}</FormBanner>
          </div>
        ) : null}
        {values.quote ? (
          <p className="mt-1 text-sm text-slate-700">
            From quote {values.quote}: the project is linked to it, and to its order once you accept it.
          </p>
        ) : null}
        <Form method="post" noValidate aria-label="New rebate project" className="mt-3 grid gap-6">
          {values.quote ? <input type="hidden" name="quote" value={values.quote} /> : null}
          <ProjectDetailsFields values={values} errors={errors} sites={sites} />
          <fieldset>
            <legend className="text-sm font-semibold text-slate-900">
              First fixture line (optional; add more on the project)
            </legend>
            <div className="mt-2">
              <FixtureLineFields values={values} errors={errors} fixtures={fixtures} />
            </div>
          </fieldset>
          <div>
            <button type="submit" className={primaryButtonClass}>
              Create the project
            </button>
          </div>
        </Form>
      </section>
    </div>
  );
}
