import type { AppLoadContext } from "../../../server/app-context.ts";
import {
  assignListSchema,
  companyStatusSchema,
  companyTermsSchema,
  termsWords,
} from "../../../core/company-admin-forms.ts";
import { staffQuoteLinesFrom, staffQuoteSchema } from "../../../core/back-office-forms.ts";
import type { StaffViewer } from "../../../core/viewer.ts";
import { redirect } from "react-router";
import { shopAsSchema } from "../../../core/shop-as.ts";
import { billingContactActionSchema } from "../../../core/billing-contacts.ts";
import { runForm, textFields, unknownIntent } from "./form-run.server.ts";
import { siteActionSchema, sitePriceListSchema } from "../../../core/company-sites.ts";

/**
 * The company screen's forms, by their `intent`: payment terms, price list, status, billing contacts,
 * shopping as one of its buyers (which opens the buyer's account home; ADR 0220), and a quote made for
 * one of its buyers.
 */
export async function companyAction(
  context: AppLoadContext,
  viewer: StaffViewer,
  companyId: string,
  form: FormData,
  cookie: string | undefined,
) {
  const { companies } = context.services.commercial;
  const actor = { userId: viewer.userId, email: viewer.email };
  const fields = textFields(form);
  const intent = fields.intent ?? "";
  switch (intent) {
    case "terms":
      return runForm(intent, companyTermsSchema, fields, async (terms) => {
        await companies.setTerms(actor, companyId, terms);
        return `Payment terms are now: ${termsWords(terms)}.`;
      });
    case "price-list":
      return runForm(intent, assignListSchema, fields, async ({ priceListId }) => {
        const name = await companies.assignList(actor, companyId, priceListId);
        return `The company now buys from the ${name} price list.`;
      });
    case "add-site":
    case "rename-site":
      return runForm("sites", siteActionSchema, fields, async (site) => {
        const { sites } = context.services.commercial;
        if (site.intent === "add-site") await sites.add(viewer, companyId, site.name);
        else await sites.rename(viewer, companyId, site.id, site.name);
        return site.intent === "add-site" ? `Site ${site.name} added.` : `Site renamed to ${site.name}.`;
      });
    case "site-price-list":
      return runForm("sites", sitePriceListSchema, fields, async ({ siteId, priceListId }) => {
        await context.services.commercial.sites.setPriceList(viewer, companyId, siteId, priceListId);
        return priceListId === null
          ? "The site now buys from the company's price list."
          : "The site now buys from its own price list.";
      });
    case "status":
      return runForm(intent, companyStatusSchema, fields, async ({ status }) => {
        await companies.setStatus(actor, companyId, status);
        return status === "active"
          ? "The company is active again: its buyers can sign in."
          : "The company is deactivated: its buyers were signed out and cannot sign in.";
      });
    case "add-contact":
    case "remove-contact":
      return runForm(intent, billingContactActionSchema, fields, async (request) => {
        const { contacts } = context.services.billing;
        if (request.intent === "remove-contact") {
          await contacts.remove(actor, companyId, request.contactId);
          return "Billing contact removed.";
        }
        await contacts.add(actor, companyId, request);
        return `${request.email} now receives the company's invoices and payment reminders.`;
      });
    case "shop-as": {
      const answer = await runForm(intent, shopAsSchema, fields, async ({ buyerUserId }) => {
        await context.services.accounts.shopAs.start(viewer, cookie, { companyId, buyerUserId });
        return "";
      });
      return answer.data.ok ? redirect("/commercial-view") : answer;
    }
    case "quote":
      return runForm(
        intent,
        staffQuoteSchema,
        { ...fields, lines: staffQuoteLinesFrom(fields.lines ?? "") },
        async (quote) => {
          const { quoteNumber } = await context.services.backOffice.quotes.create(viewer, companyId, quote);
          return `Quote ${quoteNumber} was priced and sent to the buyer, with its PDF.`;
        },
      );
    default:
      return unknownIntent(intent);
  }
}
