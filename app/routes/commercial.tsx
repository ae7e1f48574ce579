import { data } from "react-router";
import { pageMeta, publicUrlFrom } from "../components/seo.ts";
import {
  APPLICATION_RECEIVED_MESSAGE,
  commercialApplicationSchema,
} from "../../core/commercial-application.ts";
import { CommercialForm } from "../features/companies/commercial-form.tsx";
import { keepFormOnFailure } from "../features/forms/client-form-action.ts";
import { acceptForm, serviceRefusal } from "../features/forms/form-action.server.ts";
import type { FormAccepted } from "../features/forms/form-result.ts";
import { keepLoadedData } from "../features/forms/keep-loaded-data.ts";
import type { Route } from "./+types/commercial";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Commercial Accounts",
    description: (shop) =>
      `Apply for a ${shop} commercial account: better pricing, VIP promotions, quick reordering, order history and priority support for growing businesses.`,
    url: `${publicUrlFrom(matches)}/commercial`,
  });

export async function action({ request, context }: Route.ActionArgs) {
  const form = await acceptForm(request, context, {
    bucket: "commercial",
    schema: commercialApplicationSchema,
    input: (fields) => fields,
  });
  if (!form.ok) return form.response;
  try {
    await context.services.commercial.applications.apply(form.data);
  } catch (error) {
    return serviceRefusal(error, form.values);
  }
  return data({ ok: true, message: APPLICATION_RECEIVED_MESSAGE } satisfies FormAccepted, { status: 201 });
}

export const clientAction = keepFormOnFailure;
export const shouldRevalidate = keepLoadedData;

/** The commercial benefits the copy lists. */
const BENEFITS = [
  {
    title: "Better pricing",
    text: "Company prices below list on every product, shown as soon as you sign in.",
  },
  { title: "VIP promotions", text: "Early access to volume deals and seasonal offers." },
  { title: "Quick reordering", text: "Reorder a past order or quote in a few clicks." },
  { title: "Favorites list", text: "Keep the products your rooms run on one list." },
  { title: "Order history", text: "Every quote, order and invoice of your company in one place." },
  { title: "Priority support", text: "A sales representative who knows your operation." },
];

/** 'Commercial registration': the B2B marketing blocks. */
const B2B_BLOCKS = [
  {
    title: "Cost Savings",
    text: "Commercial pricing, quantity breaks and utility rebate help lower what each square foot costs you to run.",
  },
  {
    title: "Reordering",
    text: "Nutrients, media and consumables reordered from your history, for every buyer of your company.",
  },
  {
    title: "Support",
    text: "Lighting plans, equipment specs and lead times from specialists who answer within 24 hours.",
  },
];

export default function Commercial() {
  return (
    <main>
      <section className="bg-brand-800 py-12 text-white lg:py-16">
        <div className="mx-auto max-w-6xl px-4">
          <p className="text-sm font-semibold tracking-wide text-brand-200 uppercase">Commercial accounts</p>
          <h1 className="mt-2 text-3xl font-bold lg:text-4xl">
            Grow your business with a commercial account
          </h1>
          <p className="mt-4 max-w-2xl text-brand-100">
            More than 500 commercial clients buy their lights, nutrients and environment control from us.
            Apply once; our team reviews applications in 1-2 business days.
          </p>
        </div>
      </section>
      <div className="mx-auto max-w-6xl px-4 py-10 lg:py-14">
        <section aria-labelledby="b2b-heading">
          <h2 id="b2b-heading" className="sr-only">
            Why buy as a business
          </h2>
          <ul className="grid gap-4 md:grid-cols-3">
            {B2B_BLOCKS.map((block) => (
              <li key={block.title} className="rounded-lg border border-brand-100 bg-brand-50 p-5">
                <h3 className="text-lg font-semibold text-brand-800">{block.title}</h3>
                <p className="mt-2 text-sm text-slate-700">{block.text}</p>
              </li>
            ))}
          </ul>
        </section>
        <div className="mt-10 grid gap-10 lg:grid-cols-[1fr_1.3fr]">
          <section aria-labelledby="benefits-heading">
            <h2 id="benefits-heading" className="text-2xl font-bold text-slate-900">
              Commercial benefits
            </h2>
            <ul className="mt-4 space-y-4">
              {BENEFITS.map((benefit) => (
                <li key={benefit.title} className="flex gap-3 text-sm text-slate-600">
                  <span aria-hidden="true" className="font-bold text-brand-700">
                    ✓
                  </span>
                  <span>
                    <strong className="block text-base text-slate-900">{benefit.title}</strong>
                    {benefit.text}
                  </span>
                </li>
              ))}
            </ul>
          </section>
          <section
            aria-labelledby="application-heading"
            className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <h2 id="application-heading" className="mb-4 text-xl font-semibold text-slate-900">
              Apply for a commercial account
            </h2>
            <CommercialForm />
          </section>
        </div>
      </div>
    </main>
  );
}
