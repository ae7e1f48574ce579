import "../../../server/production-mode.ts";
import { eq } from "drizzle-orm";
import { checkoutSchema } from "../../../core/order-request.ts";
import { companies } from "../../../server/db/schema/companies.ts";
import { products } from "../../../server/db/schema/catalog.ts";
import { startStripeStandIn } from "../../support/stripe-stand-in.ts";
import { signedInBuyer } from "../../support/buyer-session.ts";
import { checkoutPayload } from "../../integration/sales-fixtures.ts";
import { openSideShop, serveSideShop } from "./side-shop.ts";

/**
 * The shop of the payment journeys (tests/e2e/payments.spec.ts): online payment switched on against the
 * local Stripe stand-in (tests/support/stripe-stand-in.ts, which also serves the stand-in Stripe.js and
 * sends its signed events to this shop's webhook), and a net 30 company's buyer with an invoice past its
 * due day. Prints `listening PORT` and a JSON line of facts.
 */
const OFFSET = 7;
const port = Number(process.env.E2E_PORT ?? "3311") + OFFSET;
const stripe = await startStripeStandIn({ webhookUrl: `http://127.0.0.1:${port}/api/payments/webhook` });
Object.assign(process.env, stripe.env);
const shop = await openSideShop(OFFSET, "payments");
const { database, services } = shop;
const buyer = await signedInBuyer(database.db, services.accounts, {
  email: "maria@greenleaf.example",
  name: "Maria Alvarez",
  password: "Greenleaf#2026",
  companyName: "Greenleaf Farms",
});
await database.db
  .update(companies)
  .set({ paymentTerms: "net30", creditLimitCents: 5_000_000 })
  .where(eq(companies.id, buyer.companyId));
const [product] = await database.db.select({ sku: products.sku }).from(products).limit(1);
const viewer = {
  kind: "buyer" as const,
  userId: buyer.userId,
  email: "maria@greenleaf.example",
  name: "Maria Alvarez",
  companyId: buyer.companyId,
  companyName: "Greenleaf Farms",
  companyRole: "buyer" as const,
};
const { order } = await services.sales.orders.create(
  checkoutSchema.parse(
    checkoutPayload({ paymentMethod: "account", items: [{ sku: product.sku, quantity: 1 }] }),
  ),
  undefined,
  viewer,
);
// Shipped 40 days ago: its invoice was due 10 days ago.
const { document } = (await services.sales.documents.byNumber(order.orderNumber))!;
const shippedAt = new Date(Date.now() - 40 * 86_400_000);
await services.sales.fulfilment.process(document.id, "staff:ana");
await services.sales.fulfilment.ship(
  document.id,
  { carrier: "UPS", trackingNumber: "1Z999AA10123456784", estimatedDelivery: "" },
  "staff:ana",
  shippedAt,
);
const invoice = await services.billing.invoices.forOrder(document.id);
await serveSideShop(shop);
console.log(`listening ${port}`);
console.log(JSON.stringify({ buyer: buyer.cookie, invoiceNumber: invoice!.number, stripe: stripe.url }));
