import { data, Form } from "react-router";
import { allowedTransitions } from "../../core/document-status.ts";
import { FREE_CANCELLATION_HOURS, isFreeCancellation, isoDay } from "../../core/fulfilment.ts";
import { pageMeta, publicUrlFrom } from "../components/seo.ts";
import { requireStaff } from "../features/identity/guards.ts";
import { AdminPage, staffPageHeaders, staffTime } from "../features/back-office/admin-page.tsx";
import { DocumentHistory } from "../features/back-office/document-history.tsx";
import { DocumentSummary } from "../features/back-office/document-summary.tsx";
import { orderAction } from "../features/back-office/order-actions.server.ts";
import { ActionNote } from "../features/back-office/action-note.tsx";
import { InvoicePanel } from "../features/back-office/invoice-panel.tsx";
import { PaymentPanel } from "../features/back-office/payment-panel.tsx";
import { isPayable } from "../../core/payment-status.ts";
import { invoiceStatus } from "../../core/invoice.ts";
import { TextField, primaryButtonClass, secondaryButtonClass } from "../features/forms/fields.tsx";
import { StatusBadge } from "../features/sales/status-badge.tsx";
import { ShipmentList } from "../features/sales/shipment-list.tsx";
import { notAForm } from "../features/back-office/form-run.server.ts";
import { readForm } from "../features/forms/form-action.server.ts";
import type { Route } from "./+types/admin-order";

export const meta: Route.MetaFunction = ({ matches, params }) =>
  pageMeta(matches, {
    title: `Order ${params.number}`,
    description: "Back office: one order.",
    url: `${publicUrlFrom(matches)}/admin/orders/${params.number}`,
    noindex: true,
  });

export const headers: Route.HeadersFunction = staffPageHeaders;

async function loadOrder(context: Route.LoaderArgs["context"], number: string) {
  const found = await context.services.sales.documents.byNumber(number);
  if (!found || found.document.kind !== "order")
    throw data({ message: "Order not found." }, { status: 404, statusText: "order not found" });
  return found;
}

export async function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  const { document, lines } = await loadOrder(args.context, args.params.number);
  const { sales, billing, clock } = args.context.services;
  const [history, site, invoices, payment, refunds, shipments] = await Promise.all([
    sales.documents.history(document.id),
    sales.documents.siteName(document.siteId),
    billing.invoices.allForOrder(document.id),
    sales.payments.orderPayment(document.id),
    sales.payments.refundsFor(document.id),
    sales.orders.shipments(document.id),
  ]);
  const shipped = new Map<number, number>();
  for (const line of shipments.flatMap((s) => s.lines))
    shipped.set(line.lineNo, (shipped.get(line.lineNo) ?? 0) + line.quantity);
  const today = isoDay(clock.now());
  return {
    document,
    site,
    lines,
    history,
    today,
    shipments,
    /** What remains to ship of each line: the ship form's defaults. */
    toShip: lines.map((l) => ({
      lineNo: l.lineNo,
      sku: l.sku,
      name: l.name,
      ordered: l.quantity,
      remaining: l.quantity - (shipped.get(l.lineNo) ?? 0),
    })),
    invoices: invoices.map((invoice) => ({
      number: invoice.number,
      issuedOn: invoice.issuedOn,
      dueOn: invoice.dueOn,
      status: invoiceStatus(invoice.paidAt, invoice.dueOn, today, invoice.paidCents),
      totalCents: invoice.totalCents,
      paidCents: invoice.paidCents,
      balanceCents: invoice.balanceCents,
      paidOn: invoice.paidAt ? isoDay(new Date(invoice.paidAt)) : null,
      paidReference: invoice.paidReference,
    })),
    payment: payment && {
      status: payment.status,
      methodLabel: payment.methodLabel,
      capturedCents: payment.capturedCents,
      refundedCents: payment.refundedCents,
      failureMessage: payment.failureMessage,
      authorizationExpiresAt: payment.authorizationExpiresAt,
    },
    refunds: refunds.map((r) => ({ amountCents: r.amountCents, status: r.status, reason: r.reason })),
    awaitingPayment:
      document.paymentMethod !== "account" &&
      document.status !== "canceled" &&
      isPayable(document.paymentStatus ?? "awaiting"),
    payOnline: args.context.publicEnv.payments !== null,
    allowed: allowedTransitions("order", document.status),
    freeCancellation: isFreeCancellation(document.createdAt),
  };
}

export async function action(args: Route.ActionArgs) {
  const viewer = requireStaff(args);
  const { document } = await loadOrder(args.context, args.params.number);
  const form = await readForm(args.request);
  return form ? orderAction(args.context, viewer, document.id, form) : notAForm("order");
}

function MoveForm({ intent, label, note }: { intent: string; label: string; note?: string }) {
  return (
    <Form method="post" className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="intent" value={intent} />
      {note ? (
        <TextField
          id={`${intent}-reason`}
          name="reason"
          label={note}
          maxLength={500}
          className="min-w-48 flex-1"
        />
      ) : null}
      <button type="submit" className={secondaryButtonClass}>
        {label}
      </button>
    </Form>
  );
}

export default function AdminOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { document: d, lines, history, allowed, freeCancellation, invoices, today } = loaderData;
  const { shipments, toShip } = loaderData;
  const { payment, refunds, awaitingPayment, payOnline } = loaderData;
  const can = (status: string) => allowed.includes(status);
  const note = (form: string) => (actionData?.form === form ? actionData : null);
  return (
    <AdminPage title={`Order ${d.number}`} actions={<StatusBadge status={d.status} />}>
      <ActionNote result={actionData ?? null} />
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="space-y-6">
          <DocumentSummary document={d} lines={lines} site={loaderData.site} />
          {shipments.length > 0 ? (
            <section
              aria-labelledby="shipments-heading"
              className="rounded-lg border border-slate-200 bg-white p-4 text-sm"
            >
              <h2 id="shipments-heading" className="text-lg font-semibold text-slate-900">
                Shipments
              </h2>
              <ShipmentList shipments={shipments} />
            </section>
          ) : null}
          {invoices.map((invoice, i) => (
            <InvoicePanel
              key={invoice.number}
              invoice={invoice}
              today={today}
              answer={note("record-payment")}
              idSuffix={i === 0 ? "" : `-${i + 1}`}
            />
          ))}
          {d.paymentMethod === "account" ? null : (
            <PaymentPanel
              payment={payment}
              refunds={refunds}
              awaiting={awaitingPayment}
              payOnline={payOnline}
              answer={note("record-order-payment")}
            />
          )}
        </div>
        <div className="space-y-6">
          <section
            aria-labelledby="move-heading"
            className="space-y-4 rounded-lg border border-slate-200 bg-white p-4"
          >
            <h2 id="move-heading" className="text-lg font-semibold text-slate-900">
              Move the order
            </h2>
            {allowed.length === 0 ? (
              <p className="text-sm text-slate-600">This order cannot change any more.</p>
            ) : null}
            {can("processing") ? <MoveForm intent="process" label="Start processing" /> : null}
            {can("shipped") ? (
              <Form method="post" className="space-y-3" aria-label="Ship">
                <input type="hidden" name="intent" value="ship" />
                <fieldset className="space-y-2">
                  <legend className="text-sm font-medium text-slate-900">
                    {d.status === "partly_shipped"
                      ? "Ship what remains, or part of it"
                      : "Quantities to ship"}
                  </legend>
                  {toShip.map((l) => (
                    <div key={l.lineNo} className="flex items-center justify-between gap-3 text-sm">
                      <label htmlFor={`qty-${l.lineNo}`} className="min-w-0 break-words">
                        {l.name} <span className="font-mono text-xs text-slate-500">{l.sku}</span>
                        <span className="block text-xs text-slate-500">
                          {l.remaining} of {l.ordered} to ship
                        </span>
                      </label>
                      <input
                        id={`qty-${l.lineNo}`}
                        name={`qty-${l.lineNo}`}
                        type="number"
                        inputMode="numeric"
                        min={0}
                        max={l.remaining}
                        step={1}
                        defaultValue={l.remaining}
                        className="w-20 shrink-0 rounded-md border border-slate-300 px-2 py-1.5 text-right"
                      />
                    </div>
                  ))}
                  {note("ship")?.fields.lines ? (
                    <p className="text-sm text-red-700" role="alert">
                      {note("ship")?.fields.lines}
                    </p>
                  ) : null}
                </fieldset>
                <TextField
                  id="carrier"
                  label="Carrier"
                  required
                  maxLength={60}
                  error={note("ship")?.fields.carrier}
                />
                <TextField
                  id="trackingNumber"
                  label="Tracking number"
                  required
                  maxLength={40}
                  error={note("ship")?.fields.trackingNumber}
                />
                <TextField
                  id="estimatedDelivery"
                  label="Estimated delivery (default 5 business days)"
                  type="date"
                  error={note("ship")?.fields.estimatedDelivery}
                />
                <button type="submit" className={primaryButtonClass}>
                  Record shipment and mail the buyer
                </button>
              </Form>
            ) : null}
            {can("in_transit") ? <MoveForm intent="in_transit" label="In transit" /> : null}
            {can("out_for_delivery") ? <MoveForm intent="out_for_delivery" label="Out for delivery" /> : null}
            {can("delivered") ? (
              <MoveForm intent="deliver" label="Mark delivered and mail the buyer" />
            ) : null}
            {can("exception") ? (
              <MoveForm intent="exception" label="Delivery exception" note="What happened" />
            ) : null}
            {can("canceled") ? (
              <Form method="post" className="space-y-2 border-t border-slate-200 pt-4">
                <input type="hidden" name="intent" value="cancel" />
                <p className="text-sm text-slate-600">
                  {freeCancellation
                    ? `Placed ${staffTime(d.createdAt)}: within the ${FREE_CANCELLATION_HOURS}-hour free cancellation window.`
                    : `Placed ${staffTime(d.createdAt)}: past the ${FREE_CANCELLATION_HOURS}-hour free cancellation window; the reason is recorded.`}
                </p>
                <TextField
                  id="cancel-reason"
                  name="reason"
                  label="Reason"
                  required
                  maxLength={500}
                  error={note("cancel")?.fields.reason}
                />
                <button
                  type="submit"
                  className="rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800"
                >
                  Cancel order
                </button>
              </Form>
            ) : null}
          </section>
          <DocumentHistory events={history} />
        </div>
      </div>
    </AdminPage>
  );
}
