import { data, Form, Link, useActionData } from "react-router";
import { shopDateTime } from "../../core/shop-time.ts";
import { formatMoney } from "../../core/money.ts";
import {
  APPROVED_MESSAGE,
  approvalDecisionSchema,
  DECISION_NOTE_MAX,
  REJECTED_MESSAGE,
} from "../../core/order-approval.ts";
import { z } from "../../core/zod.ts";
import { FORBIDDEN_MESSAGE, requireBuyer } from "../features/identity/guards.ts";
import { FormBanner, primaryButtonClass, secondaryButtonClass } from "../features/forms/fields.tsx";
import { acceptForm, serviceRefusal } from "../features/forms/form-action.server.ts";
import type { FormResult } from "../features/forms/form-result.ts";
import type { Route } from "./+types/commercial-view-approvals";

export const meta: Route.MetaFunction = () => [
  { title: "Approvals · Commercial Account" },
  { name: "robots", content: "noindex" },
];

/** A company admin or approver, else the sign-in page (anonymous) or 403 (a buyer, staff). */
function requireApprover(args: Route.LoaderArgs | Route.ActionArgs) {
  const viewer = requireBuyer(args);
  if (viewer.companyRole === "buyer") throw data({ message: FORBIDDEN_MESSAGE }, { status: 403 });
  return viewer;
}

const decisionFormSchema = approvalDecisionSchema.and(z.object({ order: z.string().trim().min(1).max(40) }));

export async function loader(args: Route.LoaderArgs) {
  const viewer = requireApprover(args);
  const orders = await args.context.services.sales.orders.approvals.awaiting(viewer);
  return { orders, asked: args.url.searchParams.get("order") ?? "" };
}

export async function action(args: Route.ActionArgs) {
  const viewer = requireApprover(args);
  const form = await acceptForm(args.request, args.context, {
    bucket: "order-approvals",
    schema: decisionFormSchema,
    input: (fields) => fields,
  });
  if (!form.ok) return form.response;
  const { order, ...decision } = form.data;
  try {
    const { changes } = await args.context.services.sales.orders.approvals.decide(viewer, order, decision);
    const message =
      decision.decision === "reject"
        ? REJECTED_MESSAGE
        : changes.length > 0
          ? `${APPROVED_MESSAGE} It was placed at today's prices: ${changes.join("; ")}.`
          : APPROVED_MESSAGE;
    return data({ ok: true, message } satisfies FormResult);
  } catch (error) {
    return serviceRefusal(error, form.values);
  }
}

const dateOf = shopDateTime;

/** Orders of the company awaiting approval, each with its Approve and Reject buttons and a note. */
export default function Approvals({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const { orders, asked } = loaderData;
  // The order a mail's link names comes first.
  const shown = [...orders].sort((a, b) => Number(b.number === asked) - Number(a.number === asked));
  return (
    <div className="max-w-4xl">
      <h1 className="text-2xl font-bold text-slate-900">Orders awaiting approval</h1>
      {result ? (
        <div className="mt-4">
          <FormBanner tone={result.ok ? "success" : "error"}>{result.message}</FormBanner>
        </div>
      ) : null}
      {shown.length === 0 ? (
        <p className="mt-4 text-slate-600">No orders are awaiting approval.</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {shown.map((o) => (
            <li
              key={o.number}
              className="rounded-lg border border-slate-200 bg-white p-4"
              data-testid="approval-order"
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 className="text-lg font-semibold text-slate-900">
                  <Link to={`/quotations/${o.number}`} className="font-mono text-brand-800 underline">
                    {o.number}
                  </Link>{" "}
                  · {formatMoney(o.totalCents)}
                </h2>
                <p className="text-sm text-slate-600">
                  {o.placedByName ?? "A former member"} · {o.itemCount} items · {dateOf(o.createdAt)}
                </p>
              </div>
              <p className="mt-2 text-sm text-slate-700">{o.reason}</p>
              <Form method="post" className="mt-3 grid gap-2">
                <input type="hidden" name="order" value={o.number} />
                <label htmlFor={`note-${o.number}`} className="text-sm font-medium text-slate-800">
                  Note to the buyer (needed to reject)
                </label>
                <textarea
                  id={`note-${o.number}`}
                  name="note"
                  rows={2}
                  maxLength={DECISION_NOTE_MAX}
                  className="rounded-md border border-slate-300 px-3 py-2 text-sm text-slate-900"
                />
                <div className="flex flex-wrap gap-2">
                  <button type="submit" name="decision" value="approve" className={primaryButtonClass}>
                    Approve<span className="sr-only"> order {o.number}</span>
                  </button>
                  <button type="submit" name="decision" value="reject" className={secondaryButtonClass}>
                    Reject<span className="sr-only"> order {o.number}</span>
                  </button>
                </div>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
