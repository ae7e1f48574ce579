import { data, Form, useActionData } from "react-router";
import {
  ADDRESS_DEFAULT_MESSAGE,
  ADDRESS_REMOVED_MESSAGE,
  ADDRESS_SAVED_MESSAGE,
  addressActionSchema,
} from "../../core/company-address.ts";
import { isSiteLimited, maySetDefaultAddress, showsSites, siteNameOf } from "../../core/company-sites.ts";
import { AddressForm } from "../features/account-area/address-form.tsx";
import { AddressLines } from "../features/sales/document-parts.tsx";
import { requireBuyer } from "../features/identity/guards.ts";
import { FormBanner, secondaryButtonClass } from "../features/forms/fields.tsx";
import { acceptForm, serviceRefusal } from "../features/forms/form-action.server.ts";
import type { FormFields, FormResult } from "../features/forms/form-result.ts";
import type { Route } from "./+types/commercial-view-addresses";

export const meta: Route.MetaFunction = () => [
  { title: "Addresses · Commercial Account" },
  { name: "robots", content: "noindex" },
];

export async function loader(args: Route.LoaderArgs) {
  const viewer = requireBuyer(args);
  const [addresses, sites] = await Promise.all([
    args.context.services.billing.addresses.listFor(viewer),
    args.context.services.commercial.sites.visible(viewer),
  ]);
  return { addresses, sites, limited: isSiteLimited(viewer), mayDefault: maySetDefaultAddress(viewer) };
}

/** The posted form as addressActionSchema takes it: the address's fields nested, the box as a boolean. */
function addressInput(fields: FormFields) {
  if (fields.intent !== "add") return fields;
  const { intent, ...address } = fields;
  return { intent, address: { ...address, isDefault: address.isDefault === "on" } };
}

const MESSAGES = {
  add: ADDRESS_SAVED_MESSAGE,
  remove: ADDRESS_REMOVED_MESSAGE,
  default: ADDRESS_DEFAULT_MESSAGE,
};

export async function action(args: Route.ActionArgs) {
  const viewer = requireBuyer(args);
  const form = await acceptForm(args.request, args.context, {
    bucket: "company-addresses",
    schema: addressActionSchema,
    input: addressInput,
    fieldNames: (errors) =>
      Object.fromEntries(Object.entries(errors).map(([name, m]) => [name.replace(/^address\./, ""), m])),
  });
  if (!form.ok) return form.response;
  const { addresses } = args.context.services.billing;
  const request = form.data;
  try {
    if (request.intent === "add") await addresses.add(viewer, request.address);
    else if (request.intent === "remove") await addresses.remove(viewer, request.id);
    else await addresses.makeDefault(viewer, request.id);
  } catch (error) {
    return serviceRefusal(error, form.values);
  }
  return data({ ok: true, message: MESSAGES[request.intent] } satisfies FormResult);
}

/** Account → Addresses: the company's ship-to addresses, which checkout fills in. */
export default function CompanyAddressesPane({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const refused = result && !result.ok ? result : null;
  return (
    <div className="max-w-4xl">
      <h1 className="text-2xl font-bold text-slate-900">Addresses</h1>
      <p className="mt-1 text-slate-600">
        Ship-to addresses for your company. Checkout starts with the default one.
      </p>
      {result ? (
        <div className="mt-4">
          <FormBanner tone={result.ok ? "success" : "error"}>{result.message}</FormBanner>
        </div>
      ) : null}
      {loaderData.addresses.length === 0 ? (
        <p className="mt-6 text-slate-600">No saved addresses yet.</p>
      ) : (
        <ul className="mt-6 grid gap-3 sm:grid-cols-2">
          {loaderData.addresses.map((a) => (
            <li key={a.id} className="flex flex-col rounded-lg border border-slate-200 bg-white p-4 text-sm">
              <p className="flex items-center gap-2 font-semibold text-slate-900">
                {a.label || `${a.firstName} ${a.lastName}`}
                {a.isDefault ? (
                  <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
                    Default
                  </span>
                ) : null}
              </p>
              {showsSites(loaderData.sites) ? (
                <p className="text-slate-600">{siteNameOf(loaderData.sites, a.siteId)}</p>
              ) : null}
              <address className="mt-1 text-slate-700 not-italic">
                <AddressLines address={a} name={`${a.firstName} ${a.lastName}`} />
              </address>
              <div className="mt-3 flex flex-wrap gap-2">
                {a.isDefault || !loaderData.mayDefault ? null : (
                  <Form method="post">
                    <input type="hidden" name="id" value={a.id} />
                    <button type="submit" name="intent" value="default" className={secondaryButtonClass}>
                      Make default<span className="sr-only"> {a.address}</span>
                    </button>
                  </Form>
                )}
                <Form method="post">
                  <input type="hidden" name="id" value={a.id} />
                  <button type="submit" name="intent" value="remove" className={secondaryButtonClass}>
                    Remove<span className="sr-only"> {a.address}</span>
                  </button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      )}
      <section
        aria-labelledby="add-address-heading"
        className="mt-8 rounded-lg border border-slate-200 bg-white p-5"
      >
        <h2 id="add-address-heading" className="text-lg font-semibold text-slate-900">
          Add an address
        </h2>
        <AddressForm
          key={result?.ok ? result.message + loaderData.addresses.length : "form"}
          refused={refused}
          sites={loaderData.sites}
          limited={loaderData.limited}
          mayDefault={loaderData.mayDefault}
        />
      </section>
    </div>
  );
}
