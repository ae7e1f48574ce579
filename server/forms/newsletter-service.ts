import { randomBytes } from "node:crypto";
import { NEWSLETTER_SUCCESS_MESSAGE } from "../../core/form-messages.ts";
import type { NewsletterRequest } from "../../core/order-request.ts";
import { and, eq, isNull } from "drizzle-orm";
import { sql, type Db } from "../db/client.ts";
import { newsletterSubscribers, outboxEmails } from "../db/schema/all.ts";
import type { EmailService } from "../email/email-service.ts";
import { enqueueEmails } from "../email/outbox.ts";

export interface NewsletterServiceDeps {
  db: Db;
  emails: EmailService;
  salesEmail: string;
}

export type NewsletterState = "pending" | "subscribed" | "unsubscribed";

/** The storefront pages and the one-click endpoint the newsletter mails link to. */
export const newsletterLinks = (publicUrl: string, token: string) => ({
  confirm: `${publicUrl}/newsletter/confirm?token=${token}`,
  unsubscribePage: `${publicUrl}/newsletter/unsubscribe?token=${token}`,
  oneClickUnsubscribe: `${publicUrl}/api/newsletter/unsubscribe?token=${token}`,
});

const subscriber = {
  email: newsletterSubscribers.email,
  token: newsletterSubscribers.token,
  confirmedAt: newsletterSubscribers.confirmedAt,
  unsubscribedAt: newsletterSubscribers.unsubscribedAt,
};
type SubscriberRow = Pick<typeof newsletterSubscribers.$inferSelect, keyof typeof subscriber>;

const stateOf = (row: SubscriberRow): NewsletterState =>
  row.unsubscribedAt ? "unsubscribed" : row.confirmedAt ? "subscribed" : "pending";

/** The outbox ref_type of confirm-link mails. */
const CONFIRM_REF = "newsletter-confirm";

/** A token is 64 hex characters; anything else is not looked up. */
const isToken = (token: string) => /^[0-9a-f]{64}$/.test(token);

/**
 * Newsletter with double opt-in (docs/decisions/0057): signing up mails a confirm link and subscribes
 * no one; following it subscribes and sends the welcome mail, the first marketing mail, which like every
 * marketing mail carries a one-click unsubscribe (RFC 8058). An unsubscribe is kept, and signing up
 * again needs a new confirmation.
 */
export function createNewsletterService({ db, emails, salesEmail }: NewsletterServiceDeps) {
  const { publicUrl } = emails.brand;

  async function find(token: string): Promise<SubscriberRow | undefined> {
    if (!isToken(token)) return undefined;
    const [row] = await db
      .select(subscriber)
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.token, token));
    return row;
  }

  return {
    /**
     * Sign-up: mails the confirm link unless the address is already subscribed. The answer is the same
     * either way, so it does not tell who is subscribed.
     */
    async subscribe(request: NewsletterRequest): Promise<{ message: string; confirmationSent: boolean }> {
      const email = request.email.toLowerCase();
      const confirmationSent = await db.transaction(async (tx) => {
        const token = randomBytes(32).toString("hex");
        // A new address, or one that unsubscribed, is (again) pending confirmation; one still pending
        // gets the confirm link again, at most hourly, so the form cannot be used to flood a mailbox.
        const [row] = await tx
          .insert(newsletterSubscribers)
          .values({ email, token })
          .onConflictDoUpdate({
            target: newsletterSubscribers.email,
            set: { confirmedAt: null, unsubscribedAt: null },
            setWhere: sql`${newsletterSubscribers.unsubscribedAt} is not null
              or (${newsletterSubscribers.confirmedAt} is null and not exists (
                select 1 from ${outboxEmails}
                where ${outboxEmails.refType} = ${CONFIRM_REF} and ${outboxEmails.refId} = ${newsletterSubscribers.email}
                  and ${outboxEmails.createdAt} > now() - interval '1 hour'))`,
          })
          .returning({ token: newsletterSubscribers.token });
        if (!row) return false;
        const mail = await emails.render("form-confirmation", {
          subject: `Confirm your subscription to ${emails.brand.shopName} news`,
          heading: "Please confirm your subscription",
          paragraphs: [
            `Someone, hopefully you, asked to receive the ${emails.brand.shopName} newsletter at this address.`,
            "Confirm below to start receiving it. If it was not you, ignore this mail and you will hear nothing more.",
          ],
          action: { label: "Confirm subscription", href: newsletterLinks(publicUrl, row.token).confirm },
        });
        await enqueueEmails(tx, [{ ...mail, to: email, refType: CONFIRM_REF, refId: email }]);
        return true;
      });
      return { message: NEWSLETTER_SUCCESS_MESSAGE, confirmationSent };
    },

    /** The subscriber a link's token names, for the confirm and unsubscribe pages. */
    async lookup(token: string): Promise<{ email: string; state: NewsletterState } | null> {
      const row = await find(token);
      return row ? { email: row.email, state: stateOf(row) } : null;
    },

    /** Follows the confirm link: subscribes and sends the welcome mail, once. */
    async confirm(token: string): Promise<NewsletterState | null> {
      const row = await find(token);
      if (!row) return null;
      const links = newsletterLinks(publicUrl, row.token);
      const [welcome, sales] = await Promise.all([
        emails.render("form-confirmation", {
          subject: `You're subscribed to ${emails.brand.shopName} news`,
          heading: `Welcome to the ${emails.brand.shopName} newsletter`,
          paragraphs: [
            "You will hear about new equipment, rebate programs and commercial promotions first.",
            "Every newsletter has an unsubscribe link at the bottom; one click and you will get no more.",
          ],
          action: { label: "Browse the catalogue", href: `${publicUrl}/products` },
          unsubscribeUrl: links.unsubscribePage,
        }),
        emails.render("sales-notification", {
          subject: `New newsletter subscriber ${row.email}`,
          title: "Newsletter sign-up",
          intro: "A visitor confirmed their newsletter subscription.",
          fields: [["Email", row.email]],
        }),
      ]);
      return db.transaction(async (tx) => {
        const [confirmed] = await tx
          .update(newsletterSubscribers)
          .set({ confirmedAt: sql`now()` })
          .where(
            and(
              eq(newsletterSubscribers.token, row.token),
              isNull(newsletterSubscribers.confirmedAt),
              isNull(newsletterSubscribers.unsubscribedAt),
            ),
          )
          .returning({ email: newsletterSubscribers.email });
        if (!confirmed) return stateOf(row);
        const ref = { refType: "newsletter", refId: row.email };
        await enqueueEmails(tx, [
          { ...welcome, to: row.email, listUnsubscribe: links.oneClickUnsubscribe, ...ref },
          { ...sales, to: salesEmail, replyTo: row.email, ...ref },
        ]);
        return "subscribed" as const;
      });
    },

    /** One-click or from the page: unsubscribes for good (kept, so it is honoured); idempotent. */
    async unsubscribe(token: string): Promise<NewsletterState | null> {
      if (!isToken(token)) return null;
      const [row] = await db
        .update(newsletterSubscribers)
        .set({ unsubscribedAt: sql`coalesce(${newsletterSubscribers.unsubscribedAt}, now())` })
        .where(eq(newsletterSubscribers.token, token))
        .returning(subscriber);
      return row ? stateOf(row) : null;
    },
  };
}
