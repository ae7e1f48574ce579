import type { BuyerViewer } from "../../core/viewer.ts";
import type { Db } from "../db/client.ts";
import type { EmailService } from "../email/email-service.ts";
import { createBillingContacts } from "./billing-contacts.ts";
import { sendInvoiceReminders } from "./invoice-reminders.ts";
import { accountTerms } from "./account-terms.ts";
import { checkoutAccount } from "./checkout-account.ts";
import { createCompanyAddresses } from "./company-addresses.ts";
import { renderInvoicePdf } from "./invoice-pdf.tsx";
import { createInvoices } from "./invoices.ts";
import { createTaxCertificates } from "./tax-certificates.ts";
import { renderStatementPdf } from "./statement-pdf.tsx";
import { renderCreditNotePdf } from "./credit-note-pdf.tsx";
import { companyStatement, type StatementPeriod } from "./statements.ts";

/** Checkout for accounts: addresses, terms, tax certificates and invoices. */
export function createBillingServices(db: Db, emails: EmailService, options: { reminderDaysBefore: number }) {
  const { brand } = emails;
  const addresses = createCompanyAddresses(db);
  const invoices = createInvoices(db);
  return {
    addresses,
    /** Who receives a company's invoices and payment reminders besides the buyer (ADR 0250). */
    contacts: createBillingContacts(db),
    /** One pass of payment reminders for the shop day `today` (the reminder job runs it). */
    sendReminders: (today: string) => sendInvoiceReminders(db, emails, today, options.reminderDaysBefore),
    checkoutAccount: (viewer: BuyerViewer, chosenAddressId: string | null) =>
      checkoutAccount(db, addresses, viewer, chosenAddressId),
    certificates: createTaxCertificates(db),
    /** A company's terms and what it owes on account now (staff see it beside the credit limit). */
    terms: (companyId: string) => accountTerms(db, companyId),
    invoices: {
      list: invoices.list,
      forOrder: invoices.forOrder,
      allForOrder: invoices.allForOrder,
      recordPayment: invoices.recordPayment,
      /** The invoice's PDF and its number; another company's invoice is NotFound. */
      pdf: async (viewer: BuyerViewer, invoiceNumber: string) =>
        renderInvoicePdf(await invoices.document(viewer, invoiceNumber), brand),
    },
    /** A credit note's PDF, for its own company only (another company's is NotFound); null: staff, any. */
    creditNotePdf: (companyId: string | null, number: string) =>
      renderCreditNotePdf(db, companyId, number, brand),
    statements: {
      /** A company's statement of account for a period (its buyers' own company, or any for staff). */
      of: (companyId: string, period: StatementPeriod) => companyStatement(db, companyId, period),
      pdf: async (companyId: string, period: StatementPeriod) =>
        renderStatementPdf(await companyStatement(db, companyId, period), brand),
    },
  };
}
