import { privatePageMeta } from "../components/seo.ts";
import { data, Form, Link, useActionData } from "react-router";
import { staffTime } from "../features/back-office/admin-page.tsx";
import { WEBHOOK_EVENTS, WEBHOOK_EVENT_TYPES } from "../../core/webhook-events.ts";
import { webhookRegisterSchema } from "../../core/webhook-forms.ts";
import { requireStaff } from "../features/identity/guards.ts";
import { CodeChoices } from "../features/forms/code-choices.tsx";
import { FormBanner, primaryButtonClass, TextField } from "../features/forms/fields.tsx";
import { ShownOnce } from "../features/forms/shown-once.tsx";
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

const when = (iso: string | null) => (iso ? staffTime(iso) : "");

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
        <ShownOnce label="Signing secret" value={result.secret} testId="webhook-secret">
          {" "}
          · <Link to={`/admin/webhooks/${result.id}`}>Open the endpoint</Link>
        </ShownOnce>
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
        <CodeChoices
          id="webhook-events"
          name="events"
          label="Events"
          choices={WEBHOOK_EVENT_TYPES.map((event) => [event, WEBHOOK_EVENTS[event]] as const)}
          error={refused?.fields.events}
        />
        <button type="submit" className={primaryButtonClass}>
          Register endpoint
        </button>
      </Form>
    </main>
  );
}
