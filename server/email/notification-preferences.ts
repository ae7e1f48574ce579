import { eq, inArray } from "drizzle-orm";
import type { NotificationTopic } from "../../core/account-settings.ts";
import type { Db } from "../db/client.ts";
import { userProfiles } from "../db/schema/identity.ts";
import { users } from "../db/schema/identity.ts";
import type { TemplateName } from "./render-email.tsx";

/**
 * Which preference a mail falls under (ADR 0097). A template missing here is a must-send: it answers
 * something the person just did or needs to act on (a password reset, an order confirmation, a priced
 * quote, an application's outcome) and goes out whatever the preferences say.
 */
export const TEMPLATE_TOPICS: Partial<Record<TemplateName, NotificationTopic>> = {
  "order-shipped": "orderUpdates",
  "order-delivered": "orderUpdates",
  "follow-up": "orderUpdates",
  "return-update": "orderUpdates",
  "invoice-reminder": "accountAlerts",
  "rebate-reminder": "accountAlerts",
};

/**
 * The addresses, among mails that have a topic, whose account has turned that topic (or email as a
 * channel) off. Addresses without an account, or without saved preferences, receive everything.
 */
export async function optedOut(tx: Db, mails: readonly { template: TemplateName; to: string }[]) {
  const topical = mails.filter((m) => TEMPLATE_TOPICS[m.template]);
  if (topical.length === 0) return new Set<string>();
  const addresses = [...new Set(topical.map((m) => m.to.trim().toLowerCase()))];
  const rows = await tx
    .select({ email: users.email, profile: userProfiles })
    .from(users)
    .innerJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(inArray(users.email, addresses));
  const off = new Set<string>();
  for (const mail of topical) {
    const topic = TEMPLATE_TOPICS[mail.template]!;
    const row = rows.find((r) => r.email === mail.to.trim().toLowerCase());
    if (row && (!row.profile.emailChannel || !row.profile[topic])) off.add(`${mail.template}\n${mail.to}`);
  }
  return off;
}
