import type { Database } from "./db/client.ts";
import { stockPolicyOf, type Env } from "./env.ts";
import { setStockPolicy } from "./catalog/stock-policy.ts";
import { createStockSettings } from "./catalog/stock-settings.ts";
import { createWebhookService } from "./webhooks/webhook-service.ts";
import { createApiKeyService } from "./api-keys/api-key-service.ts";
import { createCatalogService } from "./catalog/queries/create-catalog-service.ts";
import { createSalesServices } from "./sales/sales-services.ts";
import { createPricingService } from "./pricing/pricing-service.ts";
import { createAccountsService } from "./identity/accounts-service.ts";
import { createCommercialServices } from "./companies/commercial-services.ts";
import { createBillingServices } from "./billing/billing-services.ts";
import { latestMails, mailById, type MailQuery } from "./email/mail-reader.ts";
import { createAccountHome } from "./companies/account-home.ts";
import { createAccountSettings } from "./identity/account-settings.ts";
import { createBuyerDetails } from "./identity/buyer-details.ts";
import { createPaymentCards } from "./payments/payment-cards.ts";
import { createReturnsService } from "./returns/returns-service.ts";
import { createGrowerCatalog } from "./grower/grower-catalog.ts";
import { clockControllable, createClock } from "./clock.ts";
import { createDashboard } from "./back-office/dashboard.ts";
import { createSubmissions } from "./back-office/submissions.ts";
import { createImportDesk } from "./catalog/import/import-desk.ts";
import { planGrowRoom } from "./grower/room-planner.ts";
import { createAccountCartService } from "./shopping/account-cart-service.ts";
import { createFavoritesService } from "./shopping/favorites-service.ts";
import { createOrderLists } from "./shopping/order-lists.ts";
import { createRepeatOrders } from "./shopping/repeat-orders.ts";
import { createStaffQuotes } from "./sales/staff-quotes.ts";
import { createRebateServices } from "./grower/rebate-services.ts";
import type { RoomInput } from "../core/grower/grow-room.ts";
import type { PlannableFixture } from "../core/grower/room-plan.ts";

/**
 * The services loaders, actions and /api handlers call. Each feature adds its own here; nothing in
 * app/ talks to the database directly.
 */
export function createServices(database: Database, env: Env) {
  setStockPolicy(stockPolicyOf(env));
  const stock = createStockSettings(database.db, stockPolicyOf(env));
  const catalogReads = createCatalogService(database.db);
  // What staff set of stock words is part of the catalogue's state: a save makes rendered pages stale
  // and reaches every instance at its next version check (ADR 0280).
  const catalog = {
    ...catalogReads,
    version: async () => {
      const [version, stockRevision] = await Promise.all([catalogReads.version(), stock.refresh()]);
      return `${version}|${stockRevision}`;
    },
  };
  const pricing = createPricingService(database.db);
  const grower = createGrowerCatalog(database.db);
  const sales = createSalesServices(database, env, catalog, pricing);
  const cart = createAccountCartService(database.db, catalog);
  const clock = createClock(clockControllable(env));
  const accounts = createAccountsService(database, env, clock.now);
  const billing = createBillingServices(database.db, sales.emails, {
    reminderDaysBefore: env.INVOICE_REMINDER_DAYS_BEFORE,
  });
  const settings = createAccountSettings(database.db);
  const details = createBuyerDetails(settings, billing.addresses);
  return {
    database,
    env,
    clock,
    catalog,
    /** Staff's stock policy: supplier lead times and the "N+" threshold (ADR 0280). */
    stock,
    pricing,
    sales,
    accounts,
    commercial: createCommercialServices(database, env, sales.emails, accounts),
    /** Company addresses, payment on account, tax certificates and invoices. */
    billing,
    /** The outbox as the back office reads it. */
    mail: {
      latest: (query: MailQuery) => latestMails(database.db, query),
      byId: (id: number) => mailById(database.db, id),
    },
    /** The back office's overview, submission lists and imports. */
    backOffice: {
      dashboard: createDashboard(database.db, {
        rebateExpiryWarningDays: env.REBATE_EXPIRY_REMINDER_DAYS,
      }),
      submissions: createSubmissions(database.db),
      imports: createImportDesk(database.db, env.IMPORT_MAX_DISCONTINUE_PERCENT),
      /** Quotes staff make for a company's buyer and send at once. */
      quotes: createStaffQuotes({
        db: database.db,
        priceLines: sales.priceLines,
        details,
        quotes: sales.quotes,
        negotiation: sales.negotiation,
        idOf: async (number) => {
          const found = await sales.documents.byNumber(number);
          if (!found) throw new Error(`quote ${number} was just made but is not found`);
          return found.document.id;
        },
      }),
    },
    /**
     * What a signed-in user keeps on the account: favourites and the cart (ADR 0094), profile and
     * notification preferences, saved cards and bank accounts at the payment provider (ADRs 0097, 0120)
     * and return requests (ADR 0098).
     */
    account: {
      /** The account home's figures: credit, open invoices, quotes awaiting an answer, shipments, last orders. */
      home: createAccountHome(database.db),
      favorites: createFavoritesService(database.db, catalog),
      cart,
      /** The company's shared order lists (ADR 0181). */
      orderLists: createOrderLists({ db: database.db, cart, priceLines: sales.priceLines }),
      settings,
      /** What the quote, quick-order and checkout forms start with: name, phone, company, default address. */
      details,
      /** Order lists repeated every N weeks: drafted, mailed, confirmed or placed (ADR 0300). */
      repeatOrders: createRepeatOrders({
        db: database.db,
        emails: sales.emails,
        publicUrl: sales.emails.brand.publicUrl,
        now: clock.now,
        priceLines: sales.priceLines,
        details,
        placeOrder: (request, key, viewer) => sales.checkout(request, key, viewer),
      }),
      cards: createPaymentCards(database.db, sales.paymentProvider),
      returns: createReturnsService({
        db: database.db,
        emails: sales.emails,
        publicUrl: sales.emails.brand.publicUrl,
        now: clock.now,
        refundCreditNote: sales.payments.refundCreditNote,
      }),
    },
    /** API keys a company admin makes for the company's software (ADR 0172). */
    apiKeys: createApiKeyService(database.db),
    /** Webhook endpoints staff register, and their deliveries (ADR 0171). */
    webhooks: createWebhookService(database.db, { allowPrivate: env.WEBHOOK_ALLOW_PRIVATE_URLS === "on" }),
    grower,
    /** Rebate projects from estimate to payout, and the back office's rebate desk (ADR 0190). */
    rebates: createRebateServices({
      shopName: env.SHOP_NAME,
      db: database.db,
      grower,
      companyPrices: pricing.companyPrices,
      minEfficacy: env.REBATE_MIN_EFFICACY,
      expiryWarningDays: env.REBATE_EXPIRY_REMINDER_DAYS,
      documents: sales.documents,
      emails: sales.emails,
      publicUrl: sales.emails.brand.publicUrl,
    }),
    growRoom: { plan: (room: RoomInput, fixture: PlannableFixture) => planGrowRoom(grower, room, fixture) },
  };
}

export type Services = ReturnType<typeof createServices>;
