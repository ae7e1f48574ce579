import { data, Form, useActionData } from "react-router";
import { leadTimeText, type StockPolicy } from "../../core/availability.ts";
import { PROVIDER_NAMES, PROVIDERS } from "../../core/providers.ts";
import {
  leadTimeField,
  MAX_LEAD_DAYS,
  MAX_SHOWN_UP_TO,
  stockSettingsInput,
  stockSettingsSchema,
} from "../../core/stock-settings-form.ts";
import { pageMeta, publicUrlFrom } from "../components/seo.ts";
import { requireStaff } from "../features/identity/guards.ts";
import { AdminPage, staffPageHeaders, staffTime } from "../features/back-office/admin-page.tsx";
import { FormBanner, primaryButtonClass, TextField } from "../features/forms/fields.tsx";
import {
  acceptFields,
  readForm,
  refusedNotAForm,
  serviceRefusal,
} from "../features/forms/form-action.server.ts";
import type { FormRefused } from "../features/forms/form-result.ts";
import type { Route } from "./+types/admin-stock";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Stock and lead times",
    description: "Back office: each supplier's lead time and the stock threshold buyers read.",
    url: `${publicUrlFrom(matches)}/admin/stock`,
    noindex: true,
  });

export const headers: Route.HeadersFunction = staffPageHeaders;

const STAFF_WRITES_PER_MINUTE = 60;

export async function loader(args: Route.LoaderArgs) {
  requireStaff(args, "admin");
  return args.context.services.stock.view();
}

const FIELDS = ["shownUpTo", ...PROVIDERS.flatMap((p) => [leadTimeField(p, "min"), leadTimeField(p, "max")])];

export async function action(args: Route.ActionArgs) {
  const staff = requireStaff(args, "admin");
  const form = await readForm(args.request);
  if (!form) return refusedNotAForm();
  const values = Object.fromEntries(FIELDS.map((name) => [name, String(form.get(name) ?? "")]));
  const accepted = await acceptFields(values, args.context, {
    bucket: "staff-stock",
    schema: stockSettingsSchema,
    input: stockSettingsInput,
    // 'leadTimes.spd.max' is the form's 'spd.max'.
    fieldNames: (errors) =>
      Object.fromEntries(Object.entries(errors).map(([k, v]) => [k.replace(/^leadTimes\./, ""), v])),
    perMinute: STAFF_WRITES_PER_MINUTE,
  });
  if (!accepted.ok) return accepted.response;
  try {
    await args.context.services.stock.save(staff, accepted.data);
    return data({ ok: true as const, message: "Saved: buyers read the new stock words from now on." });
  } catch (error) {
    return serviceRefusal(error, accepted.values);
  }
}

const sample = (policy: StockPolicy) =>
  `A feed quantity above ${policy.shownUpTo} reads "In stock: ${policy.shownUpTo}+".`;

/** Each supplier's lead time and the "N+" threshold (admins), over the configuration's defaults. */
export default function AdminStock({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>() as { ok: true; message: string } | FormRefused | undefined;
  const refused = result && !result.ok ? result : null;
  const { policy, defaults } = loaderData;
  const value = (name: string, stored: number) => refused?.values[name] ?? String(stored);
  return (
    <AdminPage title="Stock and lead times">
      <p className="mt-1 max-w-3xl text-slate-600">
        What buyers read of stock on every page: a supplier&apos;s lead time is how long an item it has not
        got, or whose feed carries no quantity, takes to ship. {sample(policy)}
      </p>
      {result ? (
        <div className="mt-4">
          <FormBanner tone={result.ok ? "success" : "error"}>{result.message}</FormBanner>
        </div>
      ) : null}
      <Form method="post" className="mt-6 max-w-3xl space-y-6">
        <fieldset>
          <legend className="text-lg font-semibold text-slate-900">Lead times (business days)</legend>
          <div className="mt-3 space-y-4">
            {PROVIDERS.map((p) => (
              <div
                key={p}
                className="grid grid-cols-1 gap-3 rounded-lg border border-slate-200 p-4 sm:grid-cols-3"
              >
                <div>
                  <p className="font-semibold text-slate-900">{PROVIDER_NAMES[p]}</p>
                  <p className="text-sm text-slate-600">{`Now: ${leadTimeText(policy.leadTimes[p])}`}</p>
                  <p className="text-sm text-slate-500">{`Default: ${leadTimeText(defaults.leadTimes[p])}`}</p>
                </div>
                <TextField
                  id={leadTimeField(p, "min")}
                  label="Shortest"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={MAX_LEAD_DAYS}
                  required
                  defaultValue={value(leadTimeField(p, "min"), policy.leadTimes[p].min)}
                  error={refused?.fields[leadTimeField(p, "min")]}
                />
                <TextField
                  id={leadTimeField(p, "max")}
                  label="Longest"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={MAX_LEAD_DAYS}
                  required
                  defaultValue={value(leadTimeField(p, "max"), policy.leadTimes[p].max)}
                  error={refused?.fields[leadTimeField(p, "max")]}
                />
              </div>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className="text-lg font-semibold text-slate-900">Stock shown up to</legend>
          <p className="mt-1 text-sm text-slate-600">
            Quantities above it read &quot;N+&quot; (default {defaults.shownUpTo}); quantities at or below{" "}
            {policy.lowAt} read Low stock.
          </p>
          <TextField
            id="shownUpTo"
            label="Quantity"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_SHOWN_UP_TO}
            required
            className="mt-3 max-w-xs"
            defaultValue={value("shownUpTo", policy.shownUpTo)}
            error={refused?.fields.shownUpTo}
          />
        </fieldset>
        <button type="submit" className={primaryButtonClass}>
          Save
        </button>
      </Form>
      <p className="mt-6 text-sm text-slate-500">
        {loaderData.updatedAt
          ? `Last saved ${staffTime(loaderData.updatedAt)} by ${loaderData.updatedBy}.`
          : "The configuration's values hold: nobody has saved this screen yet."}
      </p>
    </AdminPage>
  );
}
