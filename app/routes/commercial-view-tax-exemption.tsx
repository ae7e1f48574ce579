import { shopDate } from "../../core/shop-time.ts";
import { data, Form, useActionData } from "react-router";
import {
  CERTIFICATE_FILE_FIELD,
  CERTIFICATE_STATUS_LABELS,
  CERTIFICATE_UPLOADED_MESSAGE,
  CERTIFICATE_TYPES,
} from "../../core/tax-certificate.ts";
import { US_STATES } from "../../core/us-states.ts";
import { isSiteLimited, showsSites, siteNameOf } from "../../core/company-sites.ts";
import { uploadCertificate } from "../features/account-area/certificate-upload.server.ts";
import { requireBuyer } from "../features/identity/guards.ts";
import {
  FieldShell,
  FormBanner,
  inputClass,
  primaryButtonClass,
  SelectField,
} from "../features/forms/fields.tsx";
import type { FormResult } from "../features/forms/form-result.ts";
import type { Route } from "./+types/commercial-view-tax-exemption";

export const meta: Route.MetaFunction = () => [
  { title: "Tax Exemption · Commercial Account" },
  { name: "robots", content: "noindex" },
];

export async function loader(args: Route.LoaderArgs) {
  const viewer = requireBuyer(args);
  const [certificates, sites] = await Promise.all([
    args.context.services.billing.certificates.forCompany(viewer),
    args.context.services.commercial.sites.visible(viewer),
  ]);
  return { certificates, sites, limited: isSiteLimited(viewer) };
}

export async function action(args: Route.ActionArgs) {
  const viewer = requireBuyer(args);
  const refused = await uploadCertificate(args.request, args.context, viewer);
  return refused ?? data({ ok: true, message: CERTIFICATE_UPLOADED_MESSAGE } satisfies FormResult);
}

const dateOf = (iso: string) => shopDate(iso);

/**
 * Account Information → Tax Exemption: upload a certificate per state (PDF or image, up to
 * 4 MB); once staff verify it, orders shipped to that state carry no tax.
 */
export default function TaxExemptionPane({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const refused = result && !result.ok ? result : null;
  const { sites, limited } = loaderData;
  return (
    <div className="max-w-4xl">
      <h1 className="text-2xl font-bold text-slate-900">Tax Exemption</h1>
      <p className="mt-1 text-slate-600">
        Upload your resale or exemption certificate for each state you ship to. Once our team verifies it,
        orders shipped to that state are tax exempt.
      </p>
      {result ? (
        <div className="mt-4">
          <FormBanner tone={result.ok ? "success" : "error"}>{result.message}</FormBanner>
        </div>
      ) : null}
      <section aria-labelledby="certificates-heading" className="mt-6">
        <h2 id="certificates-heading" className="text-lg font-semibold text-slate-900">
          Certificates on file
        </h2>
        {loaderData.certificates.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">No certificates on file.</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
            {loaderData.certificates.map((c) => (
              <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
                <span>
                  <span className="font-medium text-slate-900">{c.state}</span> ·{" "}
                  {showsSites(sites) ? <>{siteNameOf(sites, c.siteId)} · </> : null}
                  <a href={`/tax-certificates/${c.id}`} className="text-brand-700 underline">
                    {c.fileName}
                  </a>{" "}
                  <span className="text-slate-600">· uploaded {dateOf(c.uploadedAt)}</span>
                </span>
                <span className="rounded-full bg-slate-100 px-3 py-1 text-slate-800">
                  {CERTIFICATE_STATUS_LABELS[c.status]}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section
        aria-labelledby="upload-heading"
        className="mt-8 rounded-lg border border-slate-200 bg-white p-5"
      >
        <h2 id="upload-heading" className="text-lg font-semibold text-slate-900">
          Upload a certificate
        </h2>
        <Form
          method="post"
          encType="multipart/form-data"
          noValidate
          aria-label="Upload a certificate"
          className="mt-3 grid gap-4 sm:grid-cols-2 sm:items-end"
        >
          <SelectField
            id="state"
            label="State"
            required
            options={US_STATES}
            placeholder="Select a state"
            defaultValue={refused?.values.state ?? ""}
            error={refused?.fields.state}
          />
          {showsSites(sites) ? (
            <SelectField
              id="siteId"
              label="Site"
              options={limited ? sites.map((s) => s.id) : ["", ...sites.map((s) => s.id)]}
              optionLabel={(id) => siteNameOf(sites, id || null)}
              defaultValue={refused?.values.siteId ?? ""}
              error={refused?.fields.siteId}
            />
          ) : null}
          <FieldShell
            id={CERTIFICATE_FILE_FIELD}
            label="Certificate (PDF, PNG or JPEG, up to 4 MB)"
            required
            error={refused?.fields[CERTIFICATE_FILE_FIELD]}
          >
            <input
              id={CERTIFICATE_FILE_FIELD}
              name={CERTIFICATE_FILE_FIELD}
              type="file"
              required
              accept={CERTIFICATE_TYPES.join(",")}
              aria-invalid={refused?.fields[CERTIFICATE_FILE_FIELD] ? true : undefined}
              aria-describedby={
                refused?.fields[CERTIFICATE_FILE_FIELD] ? `${CERTIFICATE_FILE_FIELD}-error` : undefined
              }
              className={inputClass}
            />
          </FieldShell>
          <div className="sm:col-span-2">
            <button type="submit" className={primaryButtonClass}>
              Upload certificate
            </button>
          </div>
        </Form>
      </section>
    </div>
  );
}
