import { privatePageMeta } from "../components/seo.ts";
import { data, Form, useActionData } from "react-router";
import { shopDateTime } from "../../core/shop-time.ts";
import { API_KEY_SCOPE_NAMES, API_KEY_SCOPES, apiKeyCreateSchema } from "../../core/api-keys.ts";
import { requireCompanyAdmin } from "../features/identity/guards.ts";
import { CodeChoices } from "../features/forms/code-choices.tsx";
import {
  FormBanner,
  primaryButtonClass,
  secondaryButtonClass,
  TextField,
} from "../features/forms/fields.tsx";
import {
  acceptFields,
  readForm,
  refusedNotAForm,
  serviceRefusal,
} from "../features/forms/form-action.server.ts";
import type { FormRefused } from "../features/forms/form-result.ts";
import { ShownOnce } from "../features/forms/shown-once.tsx";
import type { Route } from "./+types/commercial-view-api-keys";

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, "API Keys");

export async function loader(args: Route.LoaderArgs) {
  const viewer = requireCompanyAdmin(args);
  return { keys: await args.context.services.apiKeys.list(viewer), companyName: viewer.companyName };
}

interface Done {
  ok: true;
  message: string;
  key?: string;
}

export async function action(args: Route.ActionArgs) {
  const viewer = requireCompanyAdmin(args);
  const form = await readForm(args.request);
  if (!form) return refusedNotAForm();
  const { apiKeys } = args.context.services;
  if (form.get("intent") === "revoke") {
    const id = Number(form.get("key"));
    try {
      await apiKeys.revoke(viewer, Number.isSafeInteger(id) ? id : 0);
    } catch (error) {
      return serviceRefusal(error, {});
    }
    return data({ ok: true, message: "Key revoked: it no longer works." } satisfies Done);
  }
  const values = {
    name: String(form.get("name") ?? ""),
    scopes: form.getAll("scopes").map(String).join("\n"),
  };
  const accepted = await acceptFields(values, args.context, {
    bucket: "company-api-keys",
    schema: apiKeyCreateSchema,
    input: (fields) => ({ ...fields, scopes: fields.scopes ? fields.scopes.split("\n") : [] }),
  });
  if (!accepted.ok) return accepted.response;
  const { key } = await apiKeys.create(viewer, accepted.data.name, accepted.data.scopes);
  return data({
    ok: true,
    message: "Key created. Copy it now: it is not shown again.",
    key,
  } satisfies Done);
}

const day = (iso: string | null) => (iso ? shopDateTime(iso) : "never");

/** The company's API keys for its own purchasing software: create (shown once), see last use, revoke. */
export default function CompanyApiKeys({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>() as Done | FormRefused | undefined;
  const refused = result && !result.ok ? result : null;
  return (
    <section>
      <h1 className="text-2xl font-bold text-slate-900">API Keys</h1>
      <p className="mt-1 text-slate-600">
        Keys let {loaderData.companyName}&apos;s own software read your orders and prices and place orders
        through the API (documented at{" "}
        <a href="/api/docs" className="text-brand-700 underline">
          /api/docs
        </a>
        ), sending <code>Authorization: Bearer &lt;key&gt;</code>. A key acts as you, for this company only.
      </p>
      {result ? (
        <div className="mt-4">
          <FormBanner tone={result.ok ? "success" : "error"}>{result.message}</FormBanner>
        </div>
      ) : null}
      {result?.ok && result.key ? <ShownOnce label="Your key" value={result.key} testId="api-key" /> : null}

      {loaderData.keys.length === 0 ? (
        <p className="mt-6 text-slate-600">No keys yet.</p>
      ) : (
        <ul className="mt-6 space-y-2">
          {loaderData.keys.map((k) => (
            <li
              key={k.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-4 text-sm"
            >
              <div>
                <p className="font-semibold text-slate-900">
                  {k.name} <code className="font-mono text-slate-500">{k.prefix}…</code>
                </p>
                <p className="text-slate-600">
                  {k.scopes.join(", ")} · created {day(k.createdAt)} · last used {day(k.lastUsedAt)}
                  {k.revokedAt ? ` · revoked ${day(k.revokedAt)}` : ""}
                </p>
              </div>
              {k.revokedAt ? null : (
                <Form method="post">
                  <input type="hidden" name="key" value={k.id} />
                  <button type="submit" name="intent" value="revoke" className={secondaryButtonClass}>
                    Revoke<span className="sr-only"> {k.name}</span>
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      )}

      <h2 className="mt-8 text-lg font-semibold text-slate-900">Create a key</h2>
      <Form method="post" className="mt-3 max-w-xl space-y-4">
        <input type="hidden" name="intent" value="create" />
        <TextField
          id="key-name"
          name="name"
          label="Name"
          required
          defaultValue={refused?.values.name}
          error={refused?.fields.name}
        />
        <CodeChoices
          id="key-scopes"
          name="scopes"
          label="Permissions"
          choices={API_KEY_SCOPE_NAMES.map((scope) => [scope, API_KEY_SCOPES[scope]] as const)}
          error={refused?.fields.scopes}
        />
        <button type="submit" className={primaryButtonClass}>
          Create key
        </button>
      </Form>
    </section>
  );
}
