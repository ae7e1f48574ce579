import { data, Form, useActionData } from "react-router";
import {
  SITE_NAME_MAX,
  SITE_RENAMED_MESSAGE,
  SITE_SAVED_MESSAGE,
  siteActionSchema,
} from "../../core/company-sites.ts";
import { requireCompanyAdmin } from "../features/identity/guards.ts";
import {
  FormBanner,
  primaryButtonClass,
  secondaryButtonClass,
  TextField,
} from "../features/forms/fields.tsx";
import { acceptForm, serviceRefusal } from "../features/forms/form-action.server.ts";
import type { FormResult } from "../features/forms/form-result.ts";
import type { Route } from "./+types/commercial-view-sites";

export const meta: Route.MetaFunction = () => [
  { title: "Sites · Commercial Account" },
  { name: "robots", content: "noindex" },
];

export async function loader(args: Route.LoaderArgs) {
  const viewer = requireCompanyAdmin(args);
  const { sites } = args.context.services.commercial;
  const [list, addresses] = await Promise.all([
    sites.list(viewer.companyId),
    args.context.services.billing.addresses.list(viewer.companyId),
  ]);
  return {
    sites: list.map((s) => ({ ...s, addresses: addresses.filter((a) => a.siteId === s.id).length })),
  };
}

export async function action(args: Route.ActionArgs) {
  const viewer = requireCompanyAdmin(args);
  const form = await acceptForm(args.request, args.context, {
    bucket: "company-sites",
    schema: siteActionSchema,
    input: (fields) => fields,
  });
  if (!form.ok) return form.response;
  const { sites } = args.context.services.commercial;
  const request = form.data;
  try {
    if (request.intent === "add-site") await sites.add(viewer, viewer.companyId, request.name);
    else await sites.rename(viewer, viewer.companyId, request.id, request.name);
  } catch (error) {
    return serviceRefusal(error, form.values);
  }
  const message = request.intent === "add-site" ? SITE_SAVED_MESSAGE : SITE_RENAMED_MESSAGE;
  return data({ ok: true, message } satisfies FormResult);
}

/**
 * Account → Sites: the company's greenhouses and warehouses. Each has its own ship-to addresses and
 * documents; members can be limited to some of them on the Company Users page (ADR 0270).
 */
export default function CompanySitesPane({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const refused = result && !result.ok ? result : null;
  const { sites } = loaderData;
  return (
    <div className="max-w-4xl">
      <h1 className="text-2xl font-bold text-slate-900">Sites</h1>
      <p className="mt-1 text-slate-600">
        Your company&apos;s sites. Addresses, quotes, orders and invoices can belong to a site, and a
        colleague can be limited to some sites on the Company Users page.
      </p>
      {result ? (
        <div className="mt-4">
          <FormBanner tone={result.ok ? "success" : "error"}>{result.message}</FormBanner>
        </div>
      ) : null}
      {sites.length === 0 ? (
        <p className="mt-6 text-slate-600">No sites yet: everything is your company&apos;s.</p>
      ) : (
        <ul className="mt-6 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {sites.map((site) => (
            <li key={site.id} className="flex flex-wrap items-end justify-between gap-3 px-4 py-3">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">{site.name}</p>
                <p className="text-sm text-slate-600">
                  {site.addresses === 1 ? "1 address" : `${site.addresses} addresses`}
                </p>
              </div>
              <Form
                method="post"
                className="flex flex-wrap items-end gap-2"
                aria-label={`Rename ${site.name}`}
              >
                <input type="hidden" name="id" value={site.id} />
                <label className="grid text-sm text-slate-800">
                  New name
                  <input
                    name="name"
                    required
                    maxLength={SITE_NAME_MAX}
                    defaultValue={site.name}
                    className="h-11 w-56 rounded-md border border-slate-300 px-2 text-slate-900"
                  />
                </label>
                <button type="submit" name="intent" value="rename-site" className={secondaryButtonClass}>
                  Rename<span className="sr-only"> {site.name}</span>
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <section
        aria-labelledby="add-site-heading"
        className="mt-8 rounded-lg border border-slate-200 bg-white p-5"
      >
        <h2 id="add-site-heading" className="text-lg font-semibold text-slate-900">
          Add a site
        </h2>
        <Form
          method="post"
          noValidate
          key={result?.ok ? result.message + sites.length : "form"}
          className="mt-3 grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end"
        >
          <TextField
            id="name"
            label="Site name"
            required
            maxLength={SITE_NAME_MAX}
            placeholder="Salinas greenhouse"
            defaultValue={refused?.values.name}
            error={refused?.fields.name}
          />
          <button type="submit" name="intent" value="add-site" className={primaryButtonClass}>
            Add site
          </button>
        </Form>
      </section>
    </div>
  );
}
