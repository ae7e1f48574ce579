import { type ContactRequest, type RebateRequest } from "../../core/order-request.ts";
import { rebateEstimateLines, type RebateEstimate } from "../../core/grower/rebate-estimate.ts";
import type { Db } from "../db/client.ts";
import { formSubmissions } from "../db/schema/forms.ts";
import type { EmailService } from "../email/email-service.ts";
import { enqueueEmails } from "../email/outbox.ts";
import { confirmationAllowed } from "../email/recipient-limit.ts";

export interface FormServiceDeps {
  db: Db;
  emails: EmailService;
  salesEmail: string;
  salesPhone: string;
  /** Confirmations one address may receive per hour (CONFIRMATIONS_PER_ADDRESS_PER_HOUR). */
  confirmationsPerHour: number;
}

const yesNo = (v: boolean) => (v ? "Yes" : "No");

/** Contact, rebate and newsletter submissions: stored, then mailed to sales and the sender via the outbox. */
export function createFormService({
  db,
  emails,
  salesEmail,
  salesPhone,
  confirmationsPerHour,
}: FormServiceDeps) {
  async function store(
    kind: "contact" | "rebate",
    email: string,
    payload: Record<string, unknown>,
    fields: [string, string][],
    confirmation: { subject: string; heading: string; paragraphs: string[] },
  ) {
    const confirm = await confirmationAllowed(db, email, confirmationsPerHour);
    const [sales, sender] = await Promise.all([
      emails.render("sales-notification", {
        subject: `New ${kind === "contact" ? "contact request" : "rebate request"}`,
        title: kind === "contact" ? "Contact request" : "Rebate consultation request",
        intro: "Someone filled in the form on the website. Reply within 24 hours.",
        fields,
      }),
      emails.render("form-confirmation", confirmation),
    ]);
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(formSubmissions)
        .values({ kind, email, payload })
        .returning({ id: formSubmissions.id });
      const ref = { refType: kind, refId: String(row.id) };
      const toSales = { ...sales, to: salesEmail, replyTo: email, ...ref };
      await enqueueEmails(tx, confirm ? [toSales, { ...sender, to: email, ...ref }] : [toSales]);
    });
  }

  return {
    async contact(request: ContactRequest) {
      const { website: _honeypot, ...payload } = request;
      await store(
        "contact",
        request.workEmail,
        payload,
        [
          ["Name", request.name],
          ["Company", request.company],
          ["Work email", request.workEmail],
          ["Phone", request.phone],
          ["Location", `${request.state}, ${request.country}`],
          ["Newsletter", yesNo(request.newsletter)],
        ],
        {
          subject: "We received your message",
          heading: `Thanks for contacting ${emails.brand.shopName}`,
          paragraphs: [
            "Our sales team has your details and will contact you within 24 hours.",
            `In a hurry? Call us at ${salesPhone}.`,
          ],
        },
      );
    },

    /** A rebate request, with the energy estimate the server recomputed when the page carried one. */
    async rebate(request: RebateRequest, estimate?: RebateEstimate) {
      const { website: _honeypot, ...fields } = request;
      const payload = estimate ? { ...fields, estimate } : fields;
      await store(
        "rebate",
        request.workEmail,
        payload,
        [
          ["Name", request.name],
          ["Company", request.cname],
          ["Work email", request.workEmail],
          ["Phone", request.phone],
          ["Grower type", request.growerType],
          ["Location", `${request.state}, ${request.country}`],
          ["Newsletter", yesNo(request.newsletter)],
          ...(estimate ? rebateEstimateLines(estimate) : []),
        ],
        {
          subject: "Your rebate consultation request",
          heading: "Your rebate consultation is booked in",
          paragraphs: [
            `A rebate specialist will contact you within 24 hours about the incentives available for ${request.growerType} equipment in ${request.state}.`,
            "Utility rebates can cover 30-70% of the cost of qualifying equipment.",
          ],
        },
      );
    },
  };
}
