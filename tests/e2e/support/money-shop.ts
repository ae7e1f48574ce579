import "../../../server/production-mode.ts";
import { eq } from "drizzle-orm";
import { priceQuoteSchema } from "../../../core/back-office-forms.ts";
import { checkoutSchema, orderRequestSchema } from "../../../core/order-request.ts";
import type { BuyerViewer, StaffViewer } from "../../../core/viewer.ts";
import { companies } from "../../../server/db/schema/companies.ts";
import { users } from "../../../server/db/schema/identity.ts";
import { signedInBuyer, signedInStaff } from "../../support/buyer-session.ts";
import { checkoutPayload, quotePayload } from "../../integration/sales-fixtures.ts";
import { dearestProduct, openSideShop, serveSideShop } from "./side-shop.ts";

/**
 * The shop of the money journeys (tests/e2e/money.spec.ts): a tax-exempt net 30 company (a verified
 * California certificate, $50,000 of credit) whose signed-in buyer has a priced quote waiting and a
 * delivered order on account, and a signed-in sales member. Prints `listening PORT` and one JSON line of facts.
 */
const shop = await openSideShop(8, "money");
const { database, services } = shop;
const password = "Greenleaf#2026";
const email = "maria@exempt.example";
const buyer = await signedInBuyer(database.db, services.accounts, {
  email,
  password,
  companyName: "Exempt Growers",
});
await database.db
  .update(companies)
  .set({ paymentTerms: "net30", creditLimitCents: 5_000_000 })
  .where(eq(companies.id, buyer.companyId));
const staffCookie = await signedInStaff(services.accounts, {
  email: "ana@canopy.example",
  password,
  role: "sales",
  name: "Ana",
});
const [staffUser] = await database.db.select().from(users).where(eq(users.email, "ana@canopy.example"));
const staff: StaffViewer = {
  kind: "staff",
  userId: staffUser.id,
  email: staffUser.email,
  name: "Ana",
  staffRole: "sales",
};
const viewer: BuyerViewer = {
  kind: "buyer",
  userId: buyer.userId,
  email,
  name: "maria",
  companyId: buyer.companyId,
  companyName: "Exempt Growers",
  companyRole: "buyer",
};
const certificate = await services.billing.certificates.upload(viewer, {
  state: "California",
  fileName: "ca-resale.pdf",
  bytes: new TextEncoder().encode("%PDF-1.4\n% a certificate\n"),
});
await services.billing.certificates.review(staff, certificate, "verified");

const product = await dearestProduct(database.db);

// A quote the buyer asked for, priced by sales: 2 at $1,150.00 and $120.00 freight, no tax (exempt).
const { quote } = await services.sales.quotes.create(
  orderRequestSchema.parse(
    quotePayload({
      email,
      products: [{ sku: product.sku, name: product.name, brand: "", price: 0, quantity: 2, image: "" }],
    }),
  ),
  { viewer },
);
const { document } = (await services.sales.documents.byNumber(quote.quoteNumber))!;
await services.sales.negotiation.priceAndSend(
  document.id,
  priceQuoteSchema.parse({
    lines: [{ sku: product.sku, name: product.name, quantity: "2", unitPrice: "1150" }],
    freight: "120",
    note: "",
    validUntil: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
  }),
  staff,
);
const quoteTotalCents = (await services.sales.documents.byId(document.id))!.document.totalCents;

// A delivered order on account, invoiced when it shipped: 3 of the product.
const { order } = await services.sales.orders.create(
  checkoutSchema.parse(
    checkoutPayload({
      contact: { email, phone: "(831) 555-0142" },
      items: [{ sku: product.sku, quantity: 3 }],
      paymentMethod: "account",
    }),
  ),
  undefined,
  viewer,
);
const delivered = (await services.sales.documents.byNumber(order.orderNumber))!;
await services.sales.fulfilment.process(delivered.document.id, staff);
await services.sales.fulfilment.ship(
  delivered.document.id,
  { carrier: "UPS", trackingNumber: "1Z999AA10123456784", estimatedDelivery: "" },
  staff,
);
await services.sales.fulfilment.deliver(delivered.document.id, staff);

const port = await serveSideShop(shop);
console.log(`listening ${port}`);
console.log(
  JSON.stringify({
    buyer: buyer.cookie,
    companyId: buyer.companyId,
    staff: staffCookie,
    quoteNumber: quote.quoteNumber,
    quoteTotalCents,
    deliveredOrder: order.orderNumber,
    deliveredTotalCents: delivered.document.totalCents,
    unitPriceCents: delivered.lines[0].unitPriceCents,
    deliveredTaxCents: delivered.document.taxCents,
  }),
);
