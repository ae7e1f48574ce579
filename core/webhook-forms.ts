import { z } from "./zod.ts";
import { WEBHOOK_EVENT_TYPES, type WebhookEvent } from "./webhook-events.ts";

export const CHOOSE_AN_EVENT = "Choose at least one event.";

/** Staff register an endpoint: its URL (checked on the server for a public https address) and events. */
export const webhookRegisterSchema = z.object({
  url: z
    .string("Enter the endpoint's URL.")
    .trim()
    .min(1, "Enter the endpoint's URL.")
    .max(2000, "The URL is at most 2000 characters."),
  description: z.string().trim().max(200, "The description is at most 200 characters.").default(""),
  events: z
    .array(z.enum(WEBHOOK_EVENT_TYPES as [WebhookEvent, ...WebhookEvent[]], CHOOSE_AN_EVENT))
    .min(1, CHOOSE_AN_EVENT),
});

/** What staff do to one endpoint or one of its deliveries. */
export const webhookActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("roll") }),
  z.object({ intent: z.literal("pause") }),
  z.object({ intent: z.literal("resume") }),
  z.object({ intent: z.literal("remove") }),
  z.object({ intent: z.literal("resend"), delivery: z.coerce.number().int().positive() }),
]);
