import { data, redirect } from "react-router";
import type { AppLoadContext } from "../../../server/app-context.ts";
import { reasonSchema } from "../../../core/back-office-forms.ts";
import { rebateProjectChoice } from "../../../core/order-request.ts";
import { z } from "../../../core/zod.ts";

/** Accepting a priced quote: optionally, the rebate project to hold the order for (ADR 0290). */
const acceptQuoteSchema = z.object({ holdForRebate: rebateProjectChoice });
import { readForm } from "../forms/form-action.server.ts";
import { notAForm, runForm } from "../back-office/form-run.server.ts";

/**
 * The quotation page's Accept and Decline, for the quote's company's signed-in buyers or whoever holds the
 * quote's link (its token): accepting opens the new order's confirmation; the per-client write budget
 * applies.
 */
export async function answerQuote(request: Request, context: AppLoadContext, quoteNumber: string) {
  const form = await readForm(request);
  if (!form) return notAForm("answer");
  const access = { token: new URL(request.url).searchParams.get("token"), viewer: context.viewer };
  const fields = Object.fromEntries([...form].filter(([, v]) => typeof v === "string")) as Record<
    string,
    string
  >;
  const refusal = await context.writeGuard.check("quote-answer");
  if (refusal)
    return data(
      { ok: false, form: "answer", message: refusal.message, fields: refusal.fields },
      { status: refusal.status },
    );
  const { negotiation } = context.services.sales;
  if (fields.intent === "accept") {
    const input = { holdForRebate: fields.holdForRebate ?? "" };
    const outcome = await runForm("accept", acceptQuoteSchema, input, async ({ holdForRebate }) => {
      const accepted = await negotiation.acceptAs(quoteNumber, access, new Date(), holdForRebate);
      return accepted.confirmationPath;
    });
    return outcome.data.ok ? redirect(outcome.data.message, 303) : outcome;
  }
  return runForm("decline", reasonSchema, fields, async ({ reason }) => {
    await negotiation.declineAs(quoteNumber, access, reason);
    return "You declined this quote. Thank you for letting us know.";
  });
}
