import "../../../server/production-mode.ts";
import { asc, and, eq, sql } from "drizzle-orm";
import { checkoutSchema } from "../../../core/order-request.ts";
import { products } from "../../../server/db/schema/catalog.ts";
import { signedInBuyer } from "../../support/buyer-session.ts";
import { openSideShop, serveSideShop } from "./side-shop.ts";

/**
 * A shop for the rebate journey (tests/e2e/rebate-projects.spec.ts): the sample catalogue, a DLC-listed
 * LED fixture of it, Ben of Greenleaf Farms with an order of ten of them, a buyer of another company
 * and a staff member, each signed in. Prints `listening PORT SKU ORDER BEN OTHER STAFF` (cookies
 * URL-encoded) once it serves.
 */
const shop = await openSideShop(3, "rebates");
const { db } = shop.database;
const { accounts } = shop.services;
const ben = await signedInBuyer(db, accounts, {
  email: "ben@greenleaf.example",
  name: "Ben Ortiz",
  password: "Greenleaf#2026",
  companyName: "Greenleaf Farms",
});
const other = await signedInBuyer(db, accounts, {
  email: "otto@othergrowers.example",
  password: "Othergrowers#2026",
  companyName: "Other Growers",
});
await accounts.addStaff({ email: "sam@canopy.example", password: "Backoffice#2026", role: "sales" });
const signed = await accounts.signIn(
  { email: "sam@canopy.example", password: "Backoffice#2026", rememberMe: true },
  { ip: "127.0.0.1" },
);
if (!signed.ok) throw new Error("Signing in staff failed");
const staff = signed.setCookies.map((c) => c.split(";")[0]).join("; ");
const fixtures = await shop.services.grower.ledFixtures();
const listed = await db
  .select({ sku: products.sku })
  .from(products)
  .where(
    and(
      eq(products.isPrimary, true),
      sql`${products.specs} ->> 'dlc_listed' = 'Yes'`,
      sql`${products.priceCents} > 0`,
    ),
  )
  .orderBy(asc(products.sku));
const led = fixtures.find((f) => listed.some((l) => l.sku === f.sku));
if (!led) throw new Error("The sample catalogue has no DLC-listed LED fixture.");
const { order } = await shop.services.sales.orders.create(
  checkoutSchema.parse({
    contact: { email: "ben@greenleaf.example", phone: "(831) 555-0142" },
    shipping: {
      firstName: "Ben",
      lastName: "Ortiz",
      address: "1450 Orchard Rd",
      city: "Salinas",
      state: "California",
      zipCode: "93901",
      country: "United States",
    },
    acceptTerms: true,
    items: [{ sku: led.sku, quantity: 10 }],
  }),
  undefined,
  {
    kind: "buyer",
    userId: ben.userId,
    email: "ben@greenleaf.example",
    name: "Ben Ortiz",
    companyId: ben.companyId,
    companyName: "Greenleaf Farms",
    companyRole: "admin",
  },
);
const port = await serveSideShop(shop);
const cookies = [ben.cookie, other.cookie, staff].map(encodeURIComponent).join(" ");
console.log(`listening ${port} ${led.sku} ${order.orderNumber} ${cookies}`);
