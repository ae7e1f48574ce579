import type { AppLoadContext } from "../../../server/app-context.ts";
import { trackingLookupSchema } from "../../../core/back-office-forms.ts";
import { TRACKING_LOOKUPS_PER_MINUTE } from "../../../core/fulfilment.ts";
import { serviceRefusalOf } from "../../components/service-refusal.server.ts";
import type { TrackingResult } from "../../../server/sales/fulfilment-service.ts";

export type TrackingOutcome =
  | { state: "idle"; number: string; email: string }
  | { state: "found"; number: string; email: string; tracking: TrackingResult }
  | { state: "error"; number: string; email: string; message: string; status: number };

/**
 * /order-tracking?number=…&email=…: a GET form, so it works without JavaScript and the result has a URL.
 * Each lookup counts against the client's tracking budget (the JSON route's bucket), then the service
 * answers the card or the one not-found sentence.
 */
export async function loadTracking(request: Request, context: AppLoadContext): Promise<TrackingOutcome> {
  const params = new URL(request.url).searchParams;
  const number = params.get("number") ?? "";
  const email = params.get("email") ?? "";
  if (!params.has("number")) return { state: "idle", number, email };
  const guard = await context.writeGuard.check("order-tracking", TRACKING_LOOKUPS_PER_MINUTE);
  if (guard) return { state: "error", number, email, message: guard.message, status: guard.status };
  const parsed = trackingLookupSchema.safeParse({ number, email });
  if (!parsed.success) {
    return { state: "error", number, email, message: parsed.error.issues[0].message, status: 400 };
  }
  try {
    const tracking = await context.services.sales.fulfilment.track(parsed.data);
    return { state: "found", number, email, tracking };
  } catch (error) {
    const refused = serviceRefusalOf(error);
    if (!refused) throw error;
    return { state: "error", number, email, status: refused.status, message: refused.message };
  }
}
