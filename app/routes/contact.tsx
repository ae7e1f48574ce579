import { pageMeta, publicUrlFrom } from "../components/seo.ts";
import { contactSchema } from "../../core/order-request.ts";
import { CONTACT_SUCCESS_MESSAGE } from "../../core/form-messages.ts";
import { ContactForm } from "../features/forms/contact-form.tsx";
import { actionHeaders, leadAction } from "../features/forms/lead-action.server.ts";
import { keepFormOnFailure } from "../features/forms/client-form-action.ts";
import { keepLoadedData } from "../features/forms/keep-loaded-data.ts";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Contact Sales",
    description: (shop) =>
      `Talk to ${shop}'s commercial team about equipment, pricing and lead times. We reply within 24 hours.`,
    url: `${publicUrlFrom(matches)}/contact`,
  });

export function loader({ context }: Route.LoaderArgs) {
  return { salesPhone: context.publicEnv.salesPhone, salesEmail: context.publicEnv.salesEmail };
}

export const action = leadAction({
  bucket: "contact",
  schema: contactSchema,
  submit: (forms, request) => forms.contact(request),
  message: CONTACT_SUCCESS_MESSAGE,
});

export const clientAction = keepFormOnFailure;
export const shouldRevalidate = keepLoadedData;

export const headers = actionHeaders;

const STATS = [
  { value: "95%", text: "of our commercial clients reorder within a year" },
  { value: "82%", text: "cut their energy bill after an LED upgrade we specified" },
  { value: "73%", text: "qualified for a utility rebate on their project" },
];

export default function Contact({ loaderData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-6xl px-4 py-10 lg:py-14">
      <div className="grid gap-10 lg:grid-cols-[1fr_1.2fr]">
        <section>
          <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">Let's grow together</p>
          <h1 className="mt-2 text-3xl font-bold text-slate-900 lg:text-4xl">Contact our sales team</h1>
          <p className="mt-4 text-slate-600">
            Planning a new room, retrofitting lights or sourcing nutrients at volume? Tell us about your
            operation and a specialist will reach out within 24 hours.
          </p>
          <ul className="mt-8 grid gap-4 sm:grid-cols-3 lg:grid-cols-1">
            {STATS.map((s) => (
              <li key={s.value} className="rounded-lg border border-brand-100 bg-brand-50 p-4">
                <p className="text-3xl font-bold text-brand-700">{s.value}</p>
                <p className="mt-1 text-sm text-slate-700">{s.text}</p>
              </li>
            ))}
          </ul>
          <p className="mt-8 text-sm text-slate-600">
            Prefer to talk now? Call{" "}
            <a className="font-medium text-brand-700 underline" href={`tel:${loaderData.salesPhone}`}>
              {loaderData.salesPhone}
            </a>{" "}
            or email{" "}
            <a className="font-medium text-brand-700 underline" href={`mailto:${loaderData.salesEmail}`}>
              {loaderData.salesEmail}
            </a>
            .
          </p>
        </section>
        <section
          aria-labelledby="contact-form-heading"
          className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <h2 id="contact-form-heading" className="mb-4 text-xl font-semibold text-slate-900">
            Send us a message
          </h2>
          <ContactForm />
        </section>
      </div>
    </main>
  );
}
