import type { AppLoadContext } from "../../../server/app-context.ts";
import {
  invoicePaymentSchema,
  orderPaymentSchema,
  reasonSchema,
  shipFormInput,
  shipOrderSchema,
} from "../../../core/back-office-forms.ts";
import { isoDay } from "../../../core/fulfilment.ts";
import { formatMoney } from "../../../core/money.ts";
import { z } from "../../../core/zod.ts";
import { runForm, textFields, unknownIntent } from "./form-run.server.ts";
import type { StaffViewer } from "../../../core/viewer.ts";

const noteSchema = z.object({
  reason: z.string().trim().max(500, "The note is at most 500 characters.").default(""),
});

/**
 * The order screen's forms, by their `intent`: each one status move of the status machine, the invoice's
 * payment, or the order's own payment (a payment link, a payment taken another way, a refund retried).
 */
export async function orderAction(
  context: AppLoadContext,
  viewer: StaffViewer,
  orderId: number,
  form: FormData,
) {
  const { fulfilment } = context.services.sales;
  // The staff member acts: the history names them and the audit log records the move.
  const actor = { userId: viewer.userId, email: viewer.email };
  const fields = textFields(form);
  const intent = String(form.get("intent") ?? "");
  switch (intent) {
    case "process":
      return runForm(intent, noteSchema, fields, async ({ reason }) => {
        await fulfilment.process(orderId, actor, reason);
        return "The order is processing.";
      });
    case "ship":
      return runForm(intent, shipOrderSchema, shipFormInput(fields), async (shipment) => {
        const event = await fulfilment.ship(orderId, shipment, actor);
        return event.toStatus === "shipped"
          ? `Shipped with ${shipment.carrier}; the buyer was mailed the tracking link.`
          : `Part of the order shipped with ${shipment.carrier}; the buyer was mailed the tracking link and what is still to come.`;
      });
    case "in_transit":
    case "out_for_delivery":
    case "exception":
      return runForm(intent, noteSchema, fields, async ({ reason }) => {
        await fulfilment.carrierUpdate(orderId, intent, actor, reason);
        return "The tracking status was updated.";
      });
    case "deliver":
      return runForm(intent, noteSchema, fields, async () => {
        await fulfilment.deliver(orderId, actor);
        return "Delivered; the buyer was mailed, and the review request is scheduled.";
      });
    case "cancel":
      return runForm(intent, reasonSchema, fields, async ({ reason }) => {
        const settled = await fulfilment.cancel(orderId, reason, actor);
        return settled ? `The order was cancelled. ${settled}` : "The order was cancelled.";
      });
    case "send-payment-link":
      return runForm(intent, noteSchema, fields, async () => {
        const to = await context.services.sales.orders.sendPaymentLink(orderId, actor);
        return `The payment link was mailed to ${to}.`;
      });
    case "record-order-payment":
      return runForm(intent, orderPaymentSchema, fields, async ({ reference }) => {
        await context.services.sales.payments.recordManualPayment(actor, orderId, reference);
        return "The payment is recorded; the order is paid.";
      });
    case "retry-refunds":
      return runForm(intent, noteSchema, fields, async () => {
        await context.services.sales.payments.retryRefunds(orderId);
        return "The refund was asked of the payment provider again.";
      });
    case "record-payment":
      return runForm(intent, invoicePaymentSchema, fields, async (payment) => {
        const today = isoDay(context.services.clock.now());
        const paid = await context.services.billing.invoices.recordPayment(actor, orderId, payment, today);
        return paid.balanceCents > 0
          ? `${formatMoney(paid.amountCents)} is recorded against invoice ${paid.invoiceNumber}; ${formatMoney(paid.balanceCents)} is still owed.`
          : `Invoice ${paid.invoiceNumber} is recorded as paid; the company's credit is free again.`;
      });
    default:
      return unknownIntent(intent);
  }
}
