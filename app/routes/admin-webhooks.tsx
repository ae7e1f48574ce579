import { privatePageMeta } from "../components/seo.ts";
import { data, Form, Link, useActionData } from "react-router";
import { WEBHOOK_EVENTS, WEBHOOK_EVENT_TYPES } from "../../core/webhook-events.ts";
import { webhookRegisterSchema } from "../../core/webhook-forms.ts";
import { requireStaff } from "../features/accounts/guards.ts";
import { FieldShell, FormBanner, primaryButtonClass, TextField } from "../features/forms/fields.tsx";
import {
  acceptFields,
  readForm,
  refusedNotAForm,
  serviceRefusal,
} from "../features/forms/form-action.server.ts";
import type { FormRefused } from "../features/forms/form-result.ts";
import type { Route } from "./+types/admin-webhooks";

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, "Webhooks · Back office");

const STAFF_WRITES_PER_MINUTE = 120;

export async function loader(args: Route.LoaderArgs) {
  requireStaff(args, "admin");
  return { endpoints: await args.context.services.webhooks.list() };
}

/** Registered: the secret, shown this once. */
interface Registered {
  ok: true;
  message: string;
  id: number;
  secret: string;
}

export async function action(args: Route.ActionArgs) {
  const staff = requireStaff(args, "admin");
  const form = await readForm(args.request);
  if (!form) return refusedNotAForm();
  const values = {
    url: String(form.get("url") ?? ""),
    description: String(form.get("description") ?? ""),
    events: form.getAll("events").map(String).join("\n"),
  };
  const accepted = await acceptFields(values, args.context, {
    bucket: "staff-webhooks",
    schema: webhookRegisterSchema,
    input: (fields) => ({ ...fields, events: fields.events ? fields.events.split("\n") : [] }),
    perMinute: STAFF_WRITES_PER_MINUTE,
  });
  if (!accepted.ok) return accepted.response;
  try {
    const { id, secret } = await args.context.services.webhooks.register(staff, accepted.data);
    return data({
      ok: true,
      message: "Endpoint registered. Copy its signing secret now: it is not shown again.",
      id,
      secret,
    } satisfies Registered);
  } catch (error) {
    return serviceRefusal(error, accepted.values);
  }
}

const when = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" })
    : "";

/** Webhook endpoints (admins): register one for chosen events, open one for its deliveries. */
export default function AdminWebhooks({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>() as Registered | FormRefused | undefined;
  const refused = result && !result.ok ? result : null;
  return (
    <main>
      <h1 className="text-2xl font-bold text-slate-900">Webhooks</h1>
      <p className="mt-1 text-slate-600">
        The shop POSTs each event to the endpoints below as signed JSON (see docs/webhooks.md), retrying with
        backoff; an endpoint failing for a day is paused and admins are mailed.
      </p>
      {result ? (
        <div className="mt-4">
          <FormBanner tone={result.ok ? "success" : "error"}>{result.message}</FormBanner>
        </div>
      ) : null}
      {result?.ok ? (
        <p className="mt-3 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm">
          Signing secret:{" "}
          <code className="font-mono break-all" data-testid="webhook-secret">
            {result.secret}
          </code>{" "}
          · <Link to={`/admin/webhooks/${result.id}`}>Open the endpoint</Link>
        </p>
      ) : null}

      <h2 className="mt-8 text-lg font-semibold text-slate-900">Endpoints</h2>
      {loaderData.endpoints.length === 0 ? (
        <p className="mt-2 text-slate-600">No endpoints yet.</p>
      ) : (
        <ul className="mt-3 space-y-2">
          {loaderData.endpoints.map((e) => (
            <li key={e.id} className="rounded-lg border border-slate-200 bg-white p-4 text-sm">
              <Link
                to={`/admin/webhooks/${e.id}`}
                className="font-semibold break-all text-brand-700 underline"
              >
                {e.url}
              </Link>
              <p className="text-slate-600">
                {e.status === "paused" ? `Paused ${when(e.pausedAt)}` : "Active"}
                {e.description ? ` · ${e.description}` : ""} · {e.events.join(", ")}
              </p>
            </li>
          ))}
        </ul>
      )}

      <h2 className="mt-8 text-lg font-semibold text-slate-900">Register an endpoint</h2>
      <Form method="post" className="mt-3 max-w-2xl space-y-4">
        <TextField
          id="webhook-url"
          name="url"
          type="url"
          label="URL (https)"
          required
          defaultValue={refused?.values.url}
          error={refused?.fields.url}
        />
        <TextField
          id="webhook-description"
          name="description"
          label="Description"
          defaultValue={refused?.values.description}
          error={refused?.fields.description}
        />
        <FieldShell id="webhook-events" label="Events" required error={refused?.fields.events}>
          <fieldset id="webhook-events" className="mt-1 space-y-1">
            <legend className="sr-only">Events</legend>
            {WEBHOOK_EVENT_TYPES.map((event) => (
              <label key={event} className="flex items-center gap-2 text-sm text-slate-700">
                <input type="checkbox" name="events" value={event} className="h-4 w-4 accent-brand-700" />
                <code className="font-mono">{event}</code> — {WEBHOOK_EVENTS[event]}
              </label>
            ))}
          </fieldset>
        </FieldShell>
        <button type="submit" className={primaryButtonClass}>
          Register endpoint
        </button>
      </Form>
    </main>
  );
}
