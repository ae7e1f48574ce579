import { privatePageMeta } from "../components/seo.ts";
import { data, Form, useActionData } from "react-router";
import { staffTime } from "../features/back-office/admin-page.tsx";
import { CERTIFICATE_STATUS_LABELS, certificateReviewSchema } from "../../core/tax-certificate.ts";
import { requireStaff } from "../features/identity/guards.ts";
import { FormBanner, primaryButtonClass, secondaryButtonClass } from "../features/forms/fields.tsx";
import { acceptForm, serviceRefusal } from "../features/forms/form-action.server.ts";
import type { FormResult } from "../features/forms/form-result.ts";
import type { Route } from "./+types/admin-tax-certificates";

export const meta: Route.MetaFunction = ({ matches }) =>
  privatePageMeta(matches, "Tax certificates · Back office");

/** Staff review in bursts: a higher per-IP budget than the public forms. */
const REVIEWS_PER_MINUTE = 120;

export async function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  return { certificates: await args.context.services.billing.certificates.forStaff() };
}

export async function action(args: Route.ActionArgs) {
  const staff = requireStaff(args);
  const form = await acceptForm(args.request, args.context, {
    bucket: "staff-review",
    schema: certificateReviewSchema,
    input: (fields) => fields,
    perMinute: REVIEWS_PER_MINUTE,
  });
  if (!form.ok) return form.response;
  try {
    await args.context.services.billing.certificates.review(staff, form.data.id, form.data.decision);
  } catch (error) {
    return serviceRefusal(error, form.values);
  }
  const message = form.data.decision === "verified" ? "Certificate verified." : "Certificate rejected.";
  return data({ ok: true, message } satisfies FormResult);
}

const dateOf = staffTime;

/** Tax-exemption certificates buyers uploaded: open the file, verify or reject (each in the audit log). */
export default function AdminTaxCertificates({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const { certificates } = loaderData;
  return (
    <main>
      <h1 className="text-2xl font-bold text-slate-900">Tax certificates</h1>
      <p className="mt-1 text-slate-600">
        A verified certificate makes the company&apos;s orders shipped to its state tax free.
      </p>
      {result ? (
        <div className="mt-4">
          <FormBanner tone={result.ok ? "success" : "error"}>{result.message}</FormBanner>
        </div>
      ) : null}
      {certificates.length === 0 ? (
        <p className="mt-8 text-slate-600">No certificates uploaded yet.</p>
      ) : (
        <ul className="mt-6 space-y-3">
          {certificates.map((c) => (
            <li
              key={c.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-4 text-sm"
            >
              <div className="min-w-0">
                <p className="font-semibold text-slate-900">
                  {c.companyName} · {c.state}
                </p>
                {c.siteName ? <p className="text-slate-600">Site: {c.siteName}</p> : null}
                <p className="text-slate-600">
                  <a href={`/tax-certificates/${c.id}`} className="font-medium text-brand-700 underline">
                    {c.fileName}
                  </a>{" "}
                  · {Math.ceil(c.byteSize / 1024)} KB · uploaded {dateOf(c.uploadedAt)}
                </p>
                <p className="text-slate-600">
                  {CERTIFICATE_STATUS_LABELS[c.status]}
                  {c.reviewedBy && c.reviewedAt ? ` by ${c.reviewedBy}, ${dateOf(c.reviewedAt)}` : ""}
                </p>
              </div>
              <div className="flex gap-2">
                {c.status === "verified" ? null : (
                  <Form method="post">
                    <input type="hidden" name="id" value={c.id} />
                    <button type="submit" name="decision" value="verified" className={primaryButtonClass}>
                      Verify
                      <span className="sr-only">
                        {" "}
                        {c.companyName} {c.state}
                      </span>
                    </button>
                  </Form>
                )}
                {c.status === "rejected" ? null : (
                  <Form method="post">
                    <input type="hidden" name="id" value={c.id} />
                    <button type="submit" name="decision" value="rejected" className={secondaryButtonClass}>
                      Reject
                      <span className="sr-only">
                        {" "}
                        {c.companyName} {c.state}
                      </span>
                    </button>
                  </Form>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
