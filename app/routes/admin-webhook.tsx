import { privatePageMeta } from "../components/seo.ts";
import { data, Form, Link, redirect, useActionData } from "react-router";
import { staffTime } from "../features/back-office/admin-page.tsx";
import { webhookActionSchema } from "../../core/webhook-forms.ts";
import { requireStaff } from "../features/identity/guards.ts";
import { FormBanner, primaryButtonClass, secondaryButtonClass } from "../features/forms/fields.tsx";
import { ShownOnce } from "../features/forms/shown-once.tsx";
import { acceptForm, serviceRefusal } from "../features/forms/form-action.server.ts";
import type { FormRefused } from "../features/forms/form-result.ts";
import type { Route } from "./+types/admin-webhook";

export const meta: Route.MetaFunction = ({ matches }) =>
  privatePageMeta(matches, "Webhook endpoint · Back office");

const STAFF_WRITES_PER_MINUTE = 120;

const endpointId = (param: string | undefined) => (param && /^\d{1,15}$/.test(param) ? Number(param) : 0);

export async function loader(args: Route.LoaderArgs) {
  requireStaff(args, "admin");
  const id = endpointId(args.params.id);
  const { webhooks } = args.context.services;
  const [endpoint, deliveries] = await Promise.all([webhooks.endpoint(id), webhooks.deliveries(id)]).catch(
    () => {
      throw data({ message: "No such webhook endpoint." }, { status: 404 });
    },
  );
  return { endpoint, deliveries };
}

interface Done {
  ok: true;
  message: string;
  secret?: string;
}

export async function action(args: Route.ActionArgs) {
  const staff = requireStaff(args, "admin");
  const id = endpointId(args.params.id);
  const form = await acceptForm(args.request, args.context, {
    bucket: "staff-webhooks",
    schema: webhookActionSchema,
    input: (fields) => fields,
    perMinute: STAFF_WRITES_PER_MINUTE,
  });
  if (!form.ok) return form.response;
  const { webhooks } = args.context.services;
  try {
    switch (form.data.intent) {
      case "roll": {
        const { secret } = await webhooks.rollSecret(staff, id);
        return data({
          ok: true,
          message:
            "New secret made. Copy it now: it is not shown again. The old one signs beside it for 24 hours.",
          secret,
        } satisfies Done);
      }
      case "pause":
      case "resume":
        await webhooks.setStatus(staff, id, form.data.intent === "pause" ? "paused" : "active");
        return data({
          ok: true,
          message: form.data.intent === "pause" ? "Endpoint paused." : "Endpoint resumed.",
        } satisfies Done);
      case "remove":
        await webhooks.remove(staff, id);
        return redirect("/admin/webhooks");
      case "resend":
        await webhooks.resend(staff, id, form.data.delivery);
        return data({ ok: true, message: "Delivery queued to send again." } satisfies Done);
    }
  } catch (error) {
    return serviceRefusal(error, form.values);
  }
}

const when = (iso: string | null) => (iso ? staffTime(iso) : "—");

/** One endpoint: its state, secret roll, pause and resume, and the delivery log with Resend. */
export default function AdminWebhook({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>() as Done | FormRefused | undefined;
  const { endpoint, deliveries } = loaderData;
  const paused = endpoint.status === "paused";
  return (
    <main>
      <p className="text-sm">
        <Link to="/admin/webhooks" className="text-brand-700 underline">
          All endpoints
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold break-all text-slate-900">{endpoint.url}</h1>
      <p className="mt-1 text-slate-600">
        {paused ? `Paused ${when(endpoint.pausedAt)}` : "Active"}
        {endpoint.failingSince ? ` · failing since ${when(endpoint.failingSince)}` : ""}
        {endpoint.description ? ` · ${endpoint.description}` : ""} · {endpoint.events.join(", ")}
      </p>
      {endpoint.previousSecretUntil && new Date(endpoint.previousSecretUntil) > new Date() ? (
        <p className="mt-1 text-sm text-slate-600">
          The previous secret also signs until {when(endpoint.previousSecretUntil)}.
        </p>
      ) : null}
      {result ? (
        <div className="mt-4">
          <FormBanner tone={result.ok ? "success" : "error"}>{result.message}</FormBanner>
        </div>
      ) : null}
      {result?.ok && result.secret ? (
        <ShownOnce label="Signing secret" value={result.secret} testId="webhook-secret" />
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        <Form method="post">
          <button
            type="submit"
            name="intent"
            value={paused ? "resume" : "pause"}
            className={secondaryButtonClass}
          >
            {paused ? "Resume" : "Pause"}
          </button>
        </Form>
        <Form method="post">
          <button type="submit" name="intent" value="roll" className={secondaryButtonClass}>
            Roll secret
          </button>
        </Form>
        <Form method="post">
          <button type="submit" name="intent" value="remove" className={secondaryButtonClass}>
            Remove endpoint
          </button>
        </Form>
      </div>

      <h2 className="mt-8 text-lg font-semibold text-slate-900">Deliveries</h2>
      {deliveries.length === 0 ? (
        <p className="mt-2 text-slate-600">No deliveries yet.</p>
      ) : (
        <table className="mt-3 w-full text-left text-sm">
          <thead className="text-slate-600">
            <tr>
              <th className="py-2 pr-3">Event</th>
              <th className="py-2 pr-3">Document</th>
              <th className="py-2 pr-3">Status</th>
              <th className="py-2 pr-3">Attempts</th>
              <th className="py-2 pr-3">Last error</th>
              <th className="py-2 pr-3">Created</th>
              <th className="py-2" />
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {deliveries.map((d) => (
              <tr key={d.id} data-delivery={d.id}>
                <td className="py-2 pr-3 font-mono">{d.event}</td>
                <td className="py-2 pr-3">{d.refId}</td>
                <td className="py-2 pr-3">
                  {d.status}
                  {d.lastStatusCode ? ` (${d.lastStatusCode})` : ""}
                </td>
                <td className="py-2 pr-3">{d.attempts}</td>
                <td className="py-2 pr-3 break-all">{d.lastError ?? ""}</td>
                <td className="py-2 pr-3">{when(d.createdAt)}</td>
                <td className="py-2">
                  <Form method="post">
                    <input type="hidden" name="delivery" value={d.id} />
                    <button type="submit" name="intent" value="resend" className={primaryButtonClass}>
                      Resend<span className="sr-only"> delivery {d.id}</span>
                    </button>
                  </Form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </main>
  );
}
