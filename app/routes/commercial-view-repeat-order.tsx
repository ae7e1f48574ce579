import { data, Form, Link, useActionData } from "react-router";
import { formatMoney } from "../../core/money.ts";
import { addDays, REPEAT_RUN_LABELS, repeatActionSchema, repeatRhythm } from "../../core/repeat-orders.ts";
import { z } from "../../core/zod.ts";
import { orNotFound } from "../components/service-refusal.server.ts";
import { requireBuyer } from "../features/identity/guards.ts";
import { RepeatScheduleFields } from "../features/shopping/repeat-schedule-fields.tsx";
import { FormBanner, primaryButtonClass, secondaryButtonClass } from "../features/forms/fields.tsx";
import { acceptForm, refused, serviceRefusal } from "../features/forms/form-action.server.ts";
import type { FormResult } from "../features/forms/form-result.ts";
import type { Route } from "./+types/commercial-view-repeat-order";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.listName ?? "Repeat order"} · Repeat Orders` },
  { name: "robots", content: "noindex" },
];

const scheduleId = (param: string) => (/^\d{1,15}$/.test(param) ? Number(param) : 0);

export async function loader(args: Route.LoaderArgs) {
  const viewer = requireBuyer(args);
  return orNotFound(
    args.context.services.account.repeatOrders.show(viewer, scheduleId(args.params.id)),
    "No such repeat order.",
  );
}

const formSchema = z.union([
  z.object({ intent: z.literal("confirm"), runOn: z.string().trim().min(10).max(10) }),
  repeatActionSchema,
]);

/** Confirm the drafted run (the mail's link), change the schedule, skip the next run, or stop it. */
export async function action(args: Route.ActionArgs) {
  const viewer = requireBuyer(args);
  const form = await acceptForm(args.request, args.context, {
    bucket: "repeat-orders",
    schema: formSchema,
    input: (fields) => fields,
  });
  if (!form.ok) return form.response;
  const repeats = args.context.services.account.repeatOrders;
  const id = scheduleId(args.params.id);
  const request = form.data;
  try {
    if (request.intent === "confirm") {
      const outcome = await repeats.confirm(viewer, id, request.runOn);
      if (outcome.status === "failed") return refused(409, outcome.message, {}, form.values);
      const gone = outcome.leftOut.length ? ` No longer sold, left out: ${outcome.leftOut.join(", ")}.` : "";
      return data({
        ok: true,
        message: `Order ${outcome.orderNumber} placed at today's prices.${gone}`,
      } satisfies FormResult);
    }
    if (request.intent === "change") {
      const { intent: _, ...schedule } = request;
      await repeats.change(viewer, id, schedule);
      return data({ ok: true, message: "The repeat order is changed." } satisfies FormResult);
    }
    if (request.intent === "skip") {
      const { skipped, next } = await repeats.skip(viewer, id);
      return data({
        ok: true,
        message: `The run on ${skipped} is skipped. The next one is on ${next}.`,
      } satisfies FormResult);
    }
    await repeats.stop(viewer, id);
    return data({ ok: true, message: "The repeat order is stopped." } satisfies FormResult);
  } catch (error) {
    return serviceRefusal(error, form.values);
  }
}

export default function RepeatOrder({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const { schedule, listName, draft, next, runs, draftDay, today } = loaderData;
  const tomorrow = addDays(today, 1);
  const confirmable = next?.status === "drafted";
  return (
    <div className="max-w-4xl">
      <p className="text-sm">
        <Link
          to="/commercial-view/repeat-orders"
          className="inline-flex min-h-6 items-center font-medium text-brand-800 underline"
        >
          ← Repeat orders
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-slate-900">Repeat order: {listName}</h1>
      <p className="mt-1 text-sm text-slate-600">
        {schedule.stopped
          ? "Stopped."
          : `${repeatRhythm(schedule.everyWeeks)} · next run on ${schedule.nextRunOn} · draft mailed on ${draftDay} · ${
              schedule.autoPlace ? "placed automatically unless skipped" : "placed when you confirm"
            }${schedule.payOnAccount ? " · on account" : ""}`}{" "}
        ·{" "}
        <Link
          to={`/commercial-view/lists/${schedule.listId}`}
          className="font-medium text-brand-800 underline"
        >
          The list
        </Link>
      </p>
      {result ? (
        <div className="mt-4">
          <FormBanner tone={result.ok ? "success" : "error"}>{result.message}</FormBanner>
        </div>
      ) : null}

      {draft ? (
        <section aria-labelledby="draft-heading" className="mt-6">
          <h2 id="draft-heading" className="text-lg font-semibold text-slate-900">
            The next order at today&apos;s prices
          </h2>
          <ul className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
            {draft.lines.map((l) => (
              <li key={l.sku} className="flex flex-wrap justify-between gap-2 px-4 py-3 text-sm">
                <span>
                  {l.quantity} × {l.name} <span className="font-mono">({l.sku})</span>
                </span>
                <span>{formatMoney(l.unitPriceCents)} each</span>
              </li>
            ))}
          </ul>
          <p className="mt-2 text-sm text-slate-700">
            Subtotal {formatMoney(draft.subtotalCents)}, before freight and tax.
          </p>
          {draft.leftOut.length > 0 ? (
            <p className="mt-1 text-sm text-amber-800">
              No longer sold, left out: {draft.leftOut.join(", ")}.
            </p>
          ) : null}
          <div className="mt-4 flex flex-wrap gap-2">
            {confirmable ? (
              <Form method="post">
                <input type="hidden" name="runOn" value={schedule.nextRunOn} />
                <button type="submit" name="intent" value="confirm" className={primaryButtonClass}>
                  Confirm the order for {schedule.nextRunOn}
                </button>
              </Form>
            ) : null}
            <Form method="post">
              <button type="submit" name="intent" value="skip" className={secondaryButtonClass}>
                Skip the run on {schedule.nextRunOn}
              </button>
            </Form>
            <Form method="post">
              <button type="submit" name="intent" value="stop" className={secondaryButtonClass}>
                Stop the repeat order
              </button>
            </Form>
          </div>
        </section>
      ) : null}

      {schedule.stopped ? null : (
        <section aria-labelledby="change-heading" className="mt-8">
          <h2 id="change-heading" className="text-lg font-semibold text-slate-900">
            Change the repeat order
          </h2>
          <Form
            method="post"
            className="mt-3 flex flex-wrap items-end gap-3"
            aria-label="Change the repeat order"
          >
            <RepeatScheduleFields
              runLabel="Next run"
              values={{
                everyWeeks: schedule.everyWeeks,
                runOn: schedule.nextRunOn,
                earliest: tomorrow,
                noticeDays: schedule.noticeDays,
                autoPlace: schedule.autoPlace,
                payOnAccount: schedule.payOnAccount,
              }}
            />
            <button type="submit" name="intent" value="change" className={secondaryButtonClass}>
              Save changes
            </button>
          </Form>
        </section>
      )}

      <section aria-labelledby="runs-heading" className="mt-8">
        <h2 id="runs-heading" className="text-lg font-semibold text-slate-900">
          Runs
        </h2>
        {runs.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">No run yet.</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
            {runs.map((r) => (
              <li key={r.runOn} className="flex flex-wrap justify-between gap-2 px-4 py-3 text-sm">
                <span>{r.runOn}</span>
                <span>
                  {REPEAT_RUN_LABELS[r.status]}
                  {r.orderNumber ? ` · order ${r.orderNumber}` : ""}
                  {r.note ? ` · ${r.note}` : ""}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
