import { eq } from "drizzle-orm";
import { priceQuoteSchema } from "../../core/back-office-forms.ts";
import {
  orderRequestSchema,
  type OrderRequestInput,
  type CheckoutRequestInput,
} from "../../core/order-request.ts";
import { dayPlus } from "../../core/payment-terms.ts";
import type { BuyerViewer, StaffViewer } from "../../core/viewer.ts";
import type { Database } from "../../server/db/client.ts";
import { invoices } from "../../server/db/schema/billing.ts";
import { companies, companyMembers } from "../../server/db/schema/companies.ts";
import type { Services } from "../../server/services.ts";
import { rawIluminar, rawSpd, type CatalogRecords } from "../factories/catalog.ts";

/** Two sellable products with known list prices: IL-Q1 at $1,299.00 (msrp) and SPD-Q1 at $54.99 (map). */
export const salesCatalog: CatalogRecords = {
  iluminar: [rawIluminar({ sku: "IL-Q1", msrp: "1,299.00" })],
  spd: [rawSpd({ sku: "SPD-Q1", msrp: "59.99", map: "54.99" })],
};
/** A sales staff member, for what staff do in a test (confirm, ship, record a payment). */
export const salesStaff: StaffViewer = {
  kind: "staff",
  userId: "staff-1",
  email: "sales@canopy.example",
  name: "Sales",
  staffRole: "sales",
};

/** A buyer of a new net 30 company with a credit limit of $1,000,000: orders on account get invoices. */
export async function net30Buyer(
  database: Database,
  services: Services,
  { email, name, companyName }: { email: string; name: string; companyName: string },
): Promise<BuyerViewer> {
  const { id: userId } = await services.accounts.createUser({ email, name });
  const [company] = await database.db
    .insert(companies)
    .values({ name: companyName, paymentTerms: "net30", creditLimitCents: 100_000_000 })
    .returning();
  await database.db.insert(companyMembers).values({ userId, companyId: company.id, role: "buyer" });
  return {
    kind: "buyer",
    userId,
    email,
    name,
    companyId: company.id,
    companyName: company.name,
    companyRole: "buyer",
  };
}

export const IL_Q1_CENTS = 129_900;
export const SPD_Q1_CENTS = 5_499;

export function quotePayload(overrides: Partial<OrderRequestInput> = {}): OrderRequestInput {
  return {
    firstName: "Maria",
    lastName: "Lopez",
    email: "maria@greenleaf.example",
    phone: "(831) 555-0142",
    companyName: "Greenleaf Farms",
    streetAddress: "1450 Orchard Rd",
    city: "Salinas",
    state: "California",
    zipCode: "93901",
    country: "United States",
    specialRequirements: "Loading dock at the back.",
    products: [
      { sku: "IL-Q1", name: "Light", brand: "Iluminar", price: 0.01, quantity: 2, image: "" },
      { sku: "SPD-Q1", name: "Canna", brand: "Canna", price: 0, quantity: 3, image: "" },
    ],
    ...overrides,
  };
}

/** A valid rebate request (the specification rebate form). */
export function rebatePayload(overrides: Record<string, unknown> = {}) {
  return {
    name: "Ana",
    cname: "Leaf",
    workEmail: "ana@leaf.example",
    phone: "555",
    growerType: "LED",
    country: "United States",
    state: "California",
    ...overrides,
  };
}

export const TEST_CARD = "4242 4242 4242 4242";

export function checkoutPayload(overrides: Partial<CheckoutRequestInput> = {}): CheckoutRequestInput {
  return {
    contact: { email: "maria@greenleaf.example", phone: "(831) 555-0142" },
    shipping: {
      firstName: "Maria",
      lastName: "Lopez",
      address: "1450 Orchard Rd",
      apartment: "Suite 4",
      city: "Salinas",
      state: "California",
      zipCode: "93901",
      country: "United States",
    },
    acceptTerms: true,
    items: [
      { sku: "IL-Q1", quantity: 1 },
      { sku: "SPD-Q1", quantity: 2 },
    ],
    ...overrides,
  };
}

/** A JSON POST with the Origin header a browser sends (the page's own origin unless `headers` says otherwise). */
export function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", origin: new URL(url).origin, ...headers },
    body: JSON.stringify(body),
  });
}

/**
 * A shipped order on account of `buyer`'s: a quote priced at one line of `cents` (quantity 1) and two
 * $5.00 clips, no freight, accepted, processed and shipped; its invoice re-dated to `issuedOn` (due 30
 * days on).
 */
export async function shippedOnAccount(
  database: Database,
  services: Services,
  buyer: BuyerViewer,
  cents: number,
  issuedOn: string,
) {
  const { quote } = await services.sales.quotes.create(
    orderRequestSchema.parse(quotePayload({ email: buyer.email })),
    { viewer: buyer },
  );
  const { document } = (await services.sales.documents.byNumber(quote.quoteNumber))!;
  await services.sales.negotiation.priceAndSend(
    document.id,
    priceQuoteSchema.parse({
      lines: [
        { sku: "ROLL-1", name: "Trellis netting roll", quantity: "1", unitPrice: String(cents / 100) },
        { sku: "ROLL-2", name: "Plant clips", quantity: "2", unitPrice: "5.00" },
      ],
      freight: "0",
      note: "",
      validUntil: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    }),
    salesStaff,
  );
  const { orderId } = await services.sales.negotiation.acceptAs(quote.quoteNumber, {
    token: null,
    viewer: buyer,
  });
  await services.sales.fulfilment.process(orderId, salesStaff);
  await services.sales.fulfilment.ship(
    orderId,
    { carrier: "UPS", trackingNumber: "1Z999AA10123456784", estimatedDelivery: "" },
    salesStaff,
  );
  await database.db
    .update(invoices)
    .set({ issuedOn, dueOn: dayPlus(issuedOn, 30) })
    .where(eq(invoices.documentId, orderId));
  const order = (await services.sales.documents.byId(orderId))!.document;
  const invoice = (await services.billing.invoices.forOrder(orderId))!;
  return { order, invoice };
}
