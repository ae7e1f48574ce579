import { formatMoney } from "./money.ts";
import { ruleFromFields } from "./price-list-rule-fields.ts";
import { z } from "./zod.ts";

/** Card only, or net 30 up to a credit limit (policy text; companies.payment_terms, migration 0092). */
export interface CompanyTerms {
  paymentTerms: "card" | "net30";
  creditLimitCents: number | null;
}

/** 'Card only' or 'Net 30, limit $5,000.00' — how the screens and the audit log say a company's terms. */
export function termsWords(terms: CompanyTerms): string {
  return terms.paymentTerms === "net30"
    ? `Net 30, limit ${formatMoney(terms.creditLimitCents ?? 0)}`
    : "Card only";
}

export const CREDIT_LIMIT_NEEDED =
  "Net 30 needs a credit limit: enter an amount in dollars above 0, e.g. 5000.";
const MAX_CREDIT_CENTS = 100_000_000_00;

/** Staff set a company's payment terms; the credit limit is kept only with net 30. */
export const companyTermsSchema = z
  .object({
    paymentTerms: z.enum(["card", "net30"], "Choose card only or net 30."),
    creditLimit: z.string().trim().max(20).optional().default(""),
  })
  .transform((form, ctx): CompanyTerms => {
    if (form.paymentTerms === "card") return { paymentTerms: "card", creditLimitCents: null };
    const cleaned = form.creditLimit.replace(/[$,\s]/g, "");
    const cents = /^\d+(\.\d{1,2})?$/.test(cleaned) ? Math.round(Number(cleaned) * 100) : 0;
    if (cents <= 0 || cents > MAX_CREDIT_CENTS) {
      ctx.addIssue({ code: "custom", path: ["creditLimit"], message: CREDIT_LIMIT_NEEDED });
      return z.NEVER;
    }
    return { paymentTerms: "net30", creditLimitCents: cents };
  });

const id = (label: string) =>
  z.coerce.number(`Choose a ${label}.`).int(`Choose a ${label}.`).positive(`Choose a ${label}.`);

export const assignListSchema = z.object({ priceListId: id("price list") });

export const companyStatusSchema = z.object({
  status: z.enum(["active", "deactivated"], "Choose activate or deactivate."),
});

/** A price list's name and whether the supplier's wholesale caps its percentage prices (ADR 0076). */
export const priceListSettingsSchema = z.object({
  name: z
    .string("Name is required.")
    .trim()
    .min(1, "Name is required.")
    .max(80, "The name is at most 80 characters."),
  capsAtWholesale: z.boolean().default(false),
});

/** Adds or changes one rule of a list; the fields are read as a CSV row is (core/price-list-rule-fields.ts). */
export const priceRuleSchema = z
  .object({
    kind: z.string().max(20).default(""),
    target: z.string().max(200).default(""),
    percentOff: z.string().max(20).default(""),
    fixedPrice: z.string().max(20).default(""),
    minQuantity: z.string().max(20).default(""),
  })
  .transform((fields, ctx) => {
    const parsed = ruleFromFields(fields);
    if (parsed.ok) return parsed.rule;
    for (const [path, message] of Object.entries(parsed.errors))
      ctx.addIssue({ code: "custom", path: [path], message });
    return z.NEVER;
  });

export const ruleIdSchema = z.object({ ruleId: id("rule") });
