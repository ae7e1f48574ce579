import "../../../server/production-mode.ts";
import { asc, between, eq } from "drizzle-orm";
import { companyMembers } from "../../../server/db/schema/companies.ts";
import { catalogEntries } from "../../../server/db/schema/listing.ts";
import { priceQuoteSchema } from "../../../core/back-office-forms.ts";
import { orderRequestSchema } from "../../../core/order-request.ts";
import { signedInBuyer } from "../../support/buyer-session.ts";
import { openSideShop, serveSideShop } from "./side-shop.ts";

/**
 * A shop for the order-approval journeys (tests/e2e/organisation-buying.spec.ts): the sample catalogue in a
 * fresh embedded database, a company whose buyer Ben has a $1,000 order limit and whose Cleo is an
 * approver, a buyer of another company, and a staff member (who reads the outbox), each signed in through
 * a real session, and a quote of Ben's that sales priced. Prints `listening PORT SKU QUOTE BEN CLEO OTHER
 * STAFF` (cookies URL-encoded; SKU a product of $1,000 to $1,400, two of which make an order above Ben's
 * limit) once it serves.
 */
const shop = await openSideShop(5, "approvals");
const { db } = shop.database;
const { accounts } = shop.services;
const ben = await signedInBuyer(db, accounts, {
  email: "ben@greenleaf.example",
  name: "Ben Ortiz",
  password: "Greenleaf#2026",
  companyName: "Greenleaf Farms",
});
await db
  .update(companyMembers)
  .set({ orderLimitCents: 100_000 })
  .where(eq(companyMembers.userId, ben.userId));
const { id: cleoId } = await accounts.createUser({ email: "cleo@greenleaf.example", name: "Cleo Park" });
await accounts.setPassword(cleoId, "Greenleaf#2026");
await db.insert(companyMembers).values({ userId: cleoId, companyId: ben.companyId, role: "approver" });
const other = await signedInBuyer(db, accounts, {
  email: "otto@othergrowers.example",
  password: "Othergrowers#2026",
  companyName: "Other Growers",
});
await accounts.addStaff({ email: "sam@canopy.example", password: "Backoffice#2026", role: "sales" });

async function cookieOf(email: string, password: string) {
  const signed = await accounts.signIn({ email, password, rememberMe: true }, { ip: "127.0.0.1" });
  if (!signed.ok) throw new Error(`Signing in ${email} failed`);
  return signed.setCookies.map((c) => c.split(";")[0]).join("; ");
}
const cleo = await cookieOf("cleo@greenleaf.example", "Greenleaf#2026");
const staff = await cookieOf("sam@canopy.example", "Backoffice#2026");
const [product] = await db
  .select({ sku: catalogEntries.sku })
  .from(catalogEntries)
  .where(between(catalogEntries.priceCents, 100_000, 140_000))
  .orderBy(asc(catalogEntries.sku))
  .limit(1);
if (!product) throw new Error("The sample catalogue has no product of $1,000 to $1,400.");
// A quote of Ben's that sales priced: two of the product at $1,000 each, $90 freight, valid 14 days.
const { quote } = await shop.services.sales.quotes.create(
  orderRequestSchema.parse({
    firstName: "Ben",
    lastName: "Ortiz",
    email: "ben@greenleaf.example",
    phone: "(831) 555-0142",
    companyName: "Greenleaf Farms",
    streetAddress: "1450 Orchard Rd",
    city: "Salinas",
    state: "California",
    zipCode: "93901",
    country: "United States",
    products: [{ sku: product.sku, name: "", brand: "", price: 0, quantity: 2, image: "" }],
  }),
  {
    viewer: {
      kind: "buyer",
      userId: ben.userId,
      email: "ben@greenleaf.example",
      name: "Ben Ortiz",
      companyId: ben.companyId,
      companyName: "Greenleaf Farms",
      companyRole: "buyer",
    },
  },
);
const quoted = await shop.services.sales.documents.byNumber(quote.quoteNumber);
await shop.services.sales.negotiation.priceAndSend(
  quoted!.document.id,
  priceQuoteSchema.parse({
    lines: [{ sku: product.sku, quantity: "2", unitPrice: "1000" }],
    freight: "90",
    validUntil: new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10),
  }),
  "staff:sam@canopy.example",
);
const port = await serveSideShop(shop);
const cookies = [ben.cookie, cleo, other.cookie, staff].map(encodeURIComponent).join(" ");
console.log(`listening ${port} ${product.sku} ${quote.quoteNumber} ${cookies}`);
