import { data, Link } from "react-router";
import type { AppLoadContext } from "../../server/app-context.ts";
import { energyFormSchema } from "../../core/grower/energy-form.ts";
import { rebateEstimate, rebateEstimateLines } from "../../core/grower/rebate-estimate.ts";
import { energyEstimate } from "../features/grower/energy-estimate.server.ts";
import { readToolUrl } from "../features/grower/tool-page.server.ts";
import { pageMeta, publicUrlFrom } from "../components/seo.ts";
import { rebateSchema } from "../../core/order-request.ts";
import { REBATE_SUCCESS_MESSAGE } from "../../core/form-messages.ts";
import { actionHeaders, leadAction } from "../features/forms/lead-action.server.ts";
import { RebateForm } from "../features/forms/rebate-form.tsx";
import { keepFormOnFailure } from "../features/forms/client-form-action.ts";
import type { Route } from "./+types/rebates";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Financial Incentives and Rebates",
    description:
      "Utility rebates can cover 30-70% of qualifying LED, controller, dehumidifier and HVAC upgrades. Request a free rebate consultation.",
    url: `${publicUrlFrom(matches)}/rebates`,
  });

/**
 * The energy tool's estimate the URL carries (`/rebates?count=…&sku=…`, from "Request a rebate with this
 * estimate"), recomputed on the server from the catalogue; null without one or when it does not parse.
 */
async function attachedEstimate(request: Request, context: AppLoadContext) {
  const { input } = readToolUrl(request, energyFormSchema);
  if (!input?.sku) return null;
  const estimate = await energyEstimate(context, input);
  return estimate && rebateEstimate(estimate.fixture, estimate.ledWatts, input, estimate.result);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return data({ estimate: await attachedEstimate(request, context) });
}

export const action = leadAction({
  bucket: "rebate",
  schema: rebateSchema,
  attach: attachedEstimate,
  submit: (forms, request, estimate) => forms.rebate(request, estimate ?? undefined),
  message: REBATE_SUCCESS_MESSAGE,
});

export const clientAction = keepFormOnFailure;

export const headers = actionHeaders;

const BENEFITS = [
  {
    title: "Lower upfront cost",
    text: "Utility incentives offset a large share of the price of efficient equipment.",
  },
  { title: "Lower running cost", text: "Efficient lights and climate gear keep saving on every power bill." },
  {
    title: "We do the paperwork",
    text: "Our specialists find the programs you qualify for and file the applications.",
  },
];

const FAQS = [
  {
    q: "How much can I save with rebates?",
    a: "Depending on your utility and the equipment, rebates typically cover 30-70% of the cost of qualifying upgrades.",
  },
  {
    q: "How are rebates calculated?",
    a: "Many utilities pay per kWh saved in the first year, commonly $0.10-$0.25 per kWh, or a fixed amount per qualifying fixture.",
  },
  {
    q: "How much energy will an LED upgrade save?",
    a: "Replacing HID fixtures with efficient LEDs and smart controls can cut lighting energy use by up to 80%.",
  },
];

export default function Rebates({ loaderData }: Route.ComponentProps) {
  const { estimate } = loaderData;
  return (
    <main>
      <section className="bg-brand-800 py-14 text-white">
        <div className="mx-auto max-w-6xl px-4">
          <h1 className="text-3xl font-bold lg:text-4xl">Financial Incentives and Rebates</h1>
          <p className="mt-4 max-w-2xl text-brand-100">
            Upgrading to efficient lighting, controllers, dehumidifiers or HVAC? Your utility may pay for a
            large part of it. We'll find the programs and handle the paperwork.
          </p>
          <a
            href="#rebate-form"
            className="mt-6 inline-flex rounded-md bg-orange-700 px-5 py-3 text-sm font-semibold text-white shadow hover:bg-orange-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            Schedule Your Rebate Consultation
          </a>
          <p className="mt-4 text-sm text-brand-100">
            What would LEDs save you?{" "}
            <Link to="/tools/energy-savings" className="font-semibold text-white underline">
              Estimate your savings and rebate
            </Link>{" "}
            or{" "}
            <Link to="/tools/grow-room" className="font-semibold text-white underline">
              plan a grow room
            </Link>
            . Business account holders can{" "}
            <Link to="/commercial-view/rebates#new-project" className="font-semibold text-white underline">
              track a rebate project from pre-approval to payout
            </Link>
            .
          </p>
        </div>
      </section>
      <section aria-label="Benefits" className="mx-auto grid max-w-6xl gap-6 px-4 py-10 md:grid-cols-3">
        {BENEFITS.map((b) => (
          <div key={b.title} className="rounded-lg border border-brand-100 bg-brand-50 p-5">
            <h2 className="text-lg font-semibold text-brand-800">{b.title}</h2>
            <p className="mt-2 text-sm text-slate-700">{b.text}</p>
          </div>
        ))}
      </section>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 pb-14 lg:grid-cols-2">
        <section aria-labelledby="faq-heading">
          <h2 id="faq-heading" className="text-2xl font-bold text-slate-900">
            Frequently asked questions
          </h2>
          <div className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200">
            {FAQS.map((f) => (
              <details key={f.q} className="group p-4" open>
                <summary className="cursor-pointer font-medium text-slate-900">{f.q}</summary>
                <p className="mt-2 text-sm text-slate-700">{f.a}</p>
              </details>
            ))}
          </div>
        </section>
        <section
          id="rebate-form"
          aria-labelledby="rebate-form-heading"
          className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <h2 id="rebate-form-heading" className="mb-4 text-xl font-semibold text-slate-900">
            Request a rebate consultation
          </h2>
          {estimate && (
            <section
              aria-labelledby="attached-estimate"
              className="mb-5 rounded-lg border border-brand-200 bg-brand-50 p-4 text-sm"
            >
              <h3 id="attached-estimate" className="font-semibold text-brand-900">
                Your energy estimate is attached
              </h3>
              <dl className="mt-2 space-y-1 text-slate-700">
                {rebateEstimateLines(estimate).map(([label, value]) => (
                  <div key={label} className="sm:flex sm:gap-2">
                    <dt className="font-medium text-slate-900">{label}:</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
            </section>
          )}
          <RebateForm />
        </section>
      </div>
    </main>
  );
}
