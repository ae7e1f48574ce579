import "../../../server/production-mode.ts";
import { addDays, dayOf, repeatScheduleSchema } from "../../../core/repeat-orders.ts";
import { and, desc, eq, gt } from "drizzle-orm";
import { priceQuoteSchema, shipOrderSchema } from "../../../core/back-office-forms.ts";
import { brandSlug } from "../../../core/brand-path.ts";
import { companyAddressSchema } from "../../../core/company-address.ts";
import { projectDetailsSchema } from "../../../core/grower/rebate-projects.ts";
import { checkoutSchema, orderRequestSchema } from "../../../core/order-request.ts";
import type { BuyerViewer } from "../../../core/viewer.ts";
import { companies, companyMembers } from "../../../server/db/schema/companies.ts";
import { invoices } from "../../../server/db/schema/billing.ts";
import { brands, importRuns, products } from "../../../server/db/schema/catalog.ts";
import { outboxEmails } from "../../../server/db/schema/email.ts";
import { priceLists } from "../../../server/db/schema/pricing.ts";
import { signedInBuyer } from "../../support/buyer-session.ts";
import { checkoutPayload, quotePayload } from "../../integration/sales-fixtures.ts";
import { openSideShop, serveSideShop } from "./side-shop.ts";

/**
 * The shop of the account-home and phone-layout journeys (tests/e2e/account-home.spec.ts,
 * tests/e2e/layout-sweep.spec.ts): the e2e build, the sample catalogue in a fresh embedded database, a
 * company admin of a net 30 company with a shipped order on account (its invoice open), a newer order,
 * a priced quote, an invitation and six favourites; a buyer of another company with nothing yet; a signed-in admin.
 * Prints `listening PORT` and one JSON line of facts.
 */
const shop = await openSideShop(4, "account-home");
const { database, services } = shop;
const { db } = database;
const password = "Greenleaf#2026";
const admin = await signedInBuyer(db, services.accounts, {
  email: "maria@greenleaf.example",
  name: "Maria Lopez",
  password,
  companyName: "Greenleaf Farms",
});
await db
  .update(companies)
  .set({ paymentTerms: "net30", creditLimitCents: 5_000_000 })
  .where(eq(companies.id, admin.companyId));
await db.update(companyMembers).set({ role: "admin" }).where(eq(companyMembers.userId, admin.userId));
const newcomer = await signedInBuyer(db, services.accounts, {
  email: "sam@hilltop.example",
  name: "Sam Reed",
  password,
  companyName: "Hilltop Growers",
});
await services.accounts.addStaff({ email: "ana@canopy.example", password, role: "admin", name: "Ana" });
const staffIn = await services.accounts.signIn(
  { email: "ana@canopy.example", password, rememberMe: false },
  { ip: "127.0.0.1" },
);
if (!staffIn.ok) throw new Error("staff sign-in refused");

const viewer = (await services.accounts.viewerFromCookie(admin.cookie)) as BuyerViewer;
// What the forms start with: the profile's phone and the company's default ship-to address.
await services.account.settings.saveProfile(viewer, {
  fullName: "Maria Lopez",
  phone: "(831) 555-0142",
  country: "USA",
  state: "California",
  address: "",
  city: "",
  zipCode: "",
});
await services.billing.addresses.add(
  viewer,
  companyAddressSchema.parse({
    label: "Greenhouse 2",
    firstName: "Maria",
    lastName: "Lopez",
    address: "1450 Orchard Rd",
    city: "Salinas",
    state: "California",
    zipCode: "93901",
    country: "United States",
    isDefault: true,
  }),
);
const [product] = await db
  .select({ sku: products.sku, name: products.name })
  .from(products)
  .where(and(gt(products.priceCents, 10_000), eq(products.provider, "spd")))
  .orderBy(desc(products.priceCents))
  .limit(1);
const { sales } = services;
const place = async (poNumber: string, quantity: number) => {
  const { order } = await sales.orders.create(
    checkoutSchema.parse(
      checkoutPayload({ paymentMethod: "account", poNumber, items: [{ sku: product.sku, quantity }] }),
    ),
    undefined,
    viewer,
  );
  return { number: order.orderNumber, id: (await sales.documents.byNumber(order.orderNumber))!.document.id };
};
const shipped = await place("PO-7781", 2);
await sales.fulfilment.process(shipped.id, "staff:ana");
await sales.fulfilment.ship(
  shipped.id,
  shipOrderSchema.parse({ carrier: "UPS", trackingNumber: "1Z999AA10123456784" }),
  "staff:ana",
);
const recent = await place("PO-7790", 1);
const { quote } = await sales.quotes.create(
  orderRequestSchema.parse(
    quotePayload({
      products: [{ sku: product.sku, name: product.name, brand: "", price: 0, quantity: 4, image: "" }],
    }),
  ),
  { viewer },
);
const quoteId = (await sales.documents.byNumber(quote.quoteNumber))!.document.id;
const validUntil = new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10);
await sales.negotiation.priceAndSend(
  quoteId,
  priceQuoteSchema.parse({
    lines: [{ sku: product.sku, quantity: "4", unitPrice: "100.00" }],
    freight: "45",
    validUntil,
  }),
  "staff:ana",
);
await services.commercial.members.invite(viewer, { email: "lee@greenleaf.example", role: "buyer" });
// Six favourites: more than a page of the Favorites pane.
const liked = await db
  .select({ sku: products.sku })
  .from(products)
  .orderBy(desc(products.priceCents))
  .limit(6);
for (const { sku } of liked) await services.account.favorites.set(admin.userId, sku, true);

// Sample values of the pages' URL parameters, for the sweep over every route.
const [brand] = await db
  .select({ name: brands.name })
  .from(brands)
  .orderBy(desc(brands.productCount))
  .limit(1);
const [priceList] = await db.select({ id: priceLists.id }).from(priceLists).limit(1);
const [run] = await db.select({ id: importRuns.id }).from(importRuns).limit(1);
const [mail] = await db.select({ id: outboxEmails.id }).from(outboxEmails).limit(1);
const [invoice] = await db.select({ number: invoices.number }).from(invoices).limit(1);
const listId = await services.account.orderLists.create(viewer, "Room 3 restock");
const repeatOrderId = await services.account.repeatOrders.create(
  viewer,
  listId,
  repeatScheduleSchema.parse({ everyWeeks: "2", startsOn: addDays(dayOf(services.clock.now()), 7) }),
);
const rebateProjectId = await services.rebates.create(
  viewer,
  projectDetailsSchema.parse({
    site: "North greenhouse",
    utilityName: "Pacific Power",
    utilityAccount: "PP-0042",
    state: "or",
    rate: "0.15",
  }),
);

const port = await serveSideShop(shop);
console.log(`listening ${port}`);
console.log(
  JSON.stringify({
    admin: admin.cookie,
    newcomer: newcomer.cookie,
    staff: staffIn.setCookies.map((c) => c.split(";")[0]).join("; "),
    shippedOrder: shipped.number,
    recentOrder: recent.number,
    quoteNumber: quote.quoteNumber,
    sku: product.sku,
    params: {
      sku: product.sku,
      slug: brandSlug(brand.name),
      companyId: admin.companyId,
      priceListId: String(priceList.id),
      importRunId: String(run?.id ?? 1),
      mailId: String(mail.id),
      invoiceNumber: invoice.number,
      listId: String(listId),
      repeatOrderId: String(repeatOrderId),
      rebateProjectId: String(rebateProjectId),
    },
  }),
);
