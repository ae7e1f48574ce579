import { data, Link, redirect } from "react-router";
import { formatMoney } from "../../core/money.ts";
import { RETURN_WINDOW_DAYS } from "../../core/constants.ts";
import { returnRequestedMessage, returnRequestInput, returnRequestSchema } from "../../core/returns.ts";
import { ReturnItems, ReturnStatusBadge, returnDay } from "../features/account-area/return-parts.tsx";
import { ReturnConfirmation, ReturnRequestForm } from "../features/account-area/return-request-form.tsx";
import { NO_STORE } from "../features/identity/auth-card.tsx";
import { requireBuyer } from "../features/identity/guards.ts";
import { FormBanner, primaryButtonClass, secondaryButtonClass } from "../features/forms/fields.tsx";
import { acceptForm, serviceRefusal } from "../features/forms/form-action.server.ts";
import { serviceRefusalOf } from "../components/service-refusal.server.ts";
import type { Route } from "./+types/commercial-view-returns";

export const meta: Route.MetaFunction = () => [
  { title: "Returns · Commercial Account" },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = () => NO_STORE;

export async function loader(args: Route.LoaderArgs) {
  const viewer = requireBuyer(args);
  const url = new URL(args.request.url);
  const { returns } = args.context.services.account;
  const orderNumber = url.searchParams.get("order");
  let selected = null;
  let selectedProblem: string | null = null;
  if (orderNumber) {
    try {
      selected = await returns.returnableOrder(viewer, orderNumber);
    } catch (error) {
      const refusal = serviceRefusalOf(error);
      if (!refusal) throw error;
      // Another company's order is not found, whatever its state.
      if (refusal.status === 404) throw data({ message: refusal.message }, { status: 404 });
      selectedProblem = refusal.message;
    }
  }
  return {
    returns: await returns.forCompany(viewer),
    returnable: await returns.returnableOrders(viewer),
    selected,
    selectedProblem,
    requested: url.searchParams.get("requested"),
  };
}

export async function action(args: Route.ActionArgs) {
  const viewer = requireBuyer(args);
  const form = await acceptForm(args.request, args.context, {
    bucket: "returns",
    schema: returnRequestSchema,
    input: returnRequestInput,
  });
  if (!form.ok) return form.response;
  const { returns } = args.context.services.account;
  try {
    if (form.data.intent === "preview") {
      return data({ ok: true as const, preview: await returns.preview(viewer, form.data) });
    }
    const saved = await returns.request(viewer, form.data);
    return redirect(`/commercial-view/returns?requested=${saved.number}`);
  } catch (error) {
    return serviceRefusal(error, form.values);
  }
}

export default function Returns({ loaderData, actionData }: Route.ComponentProps) {
  const { returns, returnable, selected, selectedProblem, requested } = loaderData;
  const refused = actionData && !actionData.ok ? actionData : null;
  const preview = actionData?.ok ? actionData.preview : null;
  return (
    <div className="max-w-5xl">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Returns</h1>
        <Link to="/new-quotation" className={primaryButtonClass}>
          Order History
        </Link>
      </div>
      {requested ? (
        <div className="mt-4">
          <FormBanner tone="success">{returnRequestedMessage(requested)}</FormBanner>
        </div>
      ) : null}

      <section
        aria-labelledby="request-heading"
        className="mt-6 rounded-lg border border-slate-200 bg-white p-5"
      >
        <h2 id="request-heading" className="text-lg font-semibold text-slate-900">
          {selected ? `Return items from ${selected.number}` : "Request a return"}
        </h2>
        {refused ? (
          <div className="mt-3">
            <FormBanner tone="error">{refused.message}</FormBanner>
          </div>
        ) : null}
        {selectedProblem ? (
          <div className="mt-3">
            <FormBanner tone="error">{selectedProblem}</FormBanner>
          </div>
        ) : null}
        {preview ? (
          <ReturnConfirmation preview={preview} />
        ) : selected ? (
          <ReturnRequestForm order={selected} refused={refused} />
        ) : returnable.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">
            No delivered orders are within the {RETURN_WINDOW_DAYS}-day return window.
          </p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-100">
            {returnable.map((o) => (
              <li key={o.number} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <span className="text-sm">
                  <span className="font-medium text-slate-900">{o.number}</span>
                  <span className="text-slate-600">
                    {" "}
                    · delivered {returnDay(o.deliveredAt)} · return by {returnDay(o.deadline)}
                  </span>
                </span>
                <Link to={`?order=${o.number}`} className={secondaryButtonClass}>
                  Return items<span className="sr-only"> from {o.number}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="returns-heading" className="mt-8">
        <h2 id="returns-heading" className="text-lg font-semibold text-slate-900">
          Your returns
        </h2>
        {returns.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">No returns yet.</p>
        ) : (
          <div
            tabIndex={0}
            role="region"
            aria-label="Returns table"
            className="mt-3 overflow-x-auto rounded-lg border border-slate-200 bg-white"
          >
            <table className="w-full text-left text-sm">
              <thead className="border-b border-slate-200 bg-slate-50 text-slate-600">
                <tr>
                  <th scope="col" className="px-4 py-2 font-medium">
                    Return
                  </th>
                  <th scope="col" className="px-4 py-2 font-medium">
                    Order
                  </th>
                  <th scope="col" className="px-4 py-2 font-medium">
                    Items
                  </th>
                  <th scope="col" className="px-4 py-2 font-medium">
                    Refund estimate
                  </th>
                  <th scope="col" className="px-4 py-2 font-medium">
                    Status
                  </th>
                  <th scope="col" className="px-4 py-2 font-medium">
                    Requested
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {returns.map((r) => (
                  <tr key={r.number} className="align-top">
                    <td className="px-4 py-3 font-medium text-slate-900">{r.number}</td>
                    <td className="px-4 py-3">{r.orderNumber}</td>
                    <td className="px-4 py-3">
                      <ReturnItems lines={r.lines} />
                    </td>
                    <td className="px-4 py-3">
                      {formatMoney(r.refundCents)}
                      <span className="block text-xs text-slate-500">
                        after {formatMoney(r.restockingFeeCents)} restocking fee, with{" "}
                        {formatMoney(r.taxCents)} tax
                      </span>
                    </td>
                    <td className="px-4 py-3">
                      <ReturnStatusBadge status={r.status} />
                      {r.status === "rejected" && r.rejectionReason ? (
                        <span className="mt-1 block text-xs text-slate-600">{r.rejectionReason}</span>
                      ) : null}
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap">{returnDay(r.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
