import "../../../server/production-mode.ts";
import { asc, between, eq } from "drizzle-orm";
import { companyMembers } from "../../../server/db/schema/accounts.ts";
import { catalogEntries } from "../../../server/db/schema/listing.ts";
import { signedInBuyer } from "../../support/buyer-session.ts";
import { openSideShop, serveSideShop } from "./side-shop.ts";

/**
 * A shop for the order-approval journeys (tests/e2e/order-approvals.spec.ts): the sample catalogue in a
 * fresh embedded database, a company whose buyer Ben has a $1,000 order limit and whose Cleo is an
 * approver, a buyer of another company, and a staff member (who reads the outbox), each signed in through
 * a real session. Prints `listening PORT SKU BEN CLEO OTHER STAFF` (cookies URL-encoded; SKU a product
 * of $1,000 to $1,400, two of which make an order above Ben's limit) once it serves.
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
const port = await serveSideShop(shop);
const cookies = [ben.cookie, cleo, other.cookie, staff].map(encodeURIComponent).join(" ");
console.log(`listening ${port} ${product.sku} ${cookies}`);
