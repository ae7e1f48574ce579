import "../../../server/production-mode.ts";
import { companyAddressSchema } from "../../../core/company-address.ts";
import { checkoutSchema } from "../../../core/order-request.ts";
import type { BuyerViewer } from "../../../core/viewer.ts";
import { companyMembers } from "../../../server/db/schema/companies.ts";
import { signedInBuyer } from "../../support/buyer-session.ts";
import { openSideShop, serveSideShop } from "./side-shop.ts";
import { catalogEntries } from "../../../server/db/schema/listing.ts";
import { asc, eq, gt } from "drizzle-orm";

/**
 * The shop of the sites journey (tests/e2e/company-sites.spec.ts): a company admin, Ada, whose company has
 * two sites, "Salinas greenhouse" and "Denver warehouse", an address and an order for each; Dan, a member
 * limited to Denver; a buyer of another company. Prints `listening PORT SALINAS_ORDER DENVER_ORDER SKU ADA
 * DAN OTHER` (cookies URL-encoded) once it serves.
 */
const shop = await openSideShop(8, "sites");
const { db } = shop.database;
const { accounts, commercial, billing, sales } = shop.services;
const password = "Greenleaf#2026";
const ada = await signedInBuyer(db, accounts, {
  email: "ada@greenleaf.example",
  name: "Ada Admin",
  password,
  companyName: "Greenleaf Farms",
});
await db.update(companyMembers).set({ role: "admin" }).where(eq(companyMembers.userId, ada.userId));
const { id: danId } = await accounts.createUser({ email: "dan@greenleaf.example", name: "Dan Denver" });
await accounts.setPassword(danId, password);
await db.insert(companyMembers).values({ userId: danId, companyId: ada.companyId, role: "buyer" });
const other = await signedInBuyer(db, accounts, {
  email: "otto@othergrowers.example",
  password: "Othergrowers#2026",
  companyName: "Other Growers",
});

const adaViewer = (await accounts.viewerFromCookie(ada.cookie)) as BuyerViewer;
const salinas = await commercial.sites.add(adaViewer, ada.companyId, "Salinas greenhouse");
const denver = await commercial.sites.add(adaViewer, ada.companyId, "Denver warehouse");
await commercial.sites.setMemberSites(adaViewer, danId, [denver]);
const address = (label: string, street: string, city: string, state: string, siteId: string) =>
  companyAddressSchema.parse({
    label,
    firstName: "Ada",
    lastName: "Admin",
    address: street,
    city,
    state,
    zipCode: state === "Colorado" ? "80216" : "93901",
    country: "United States",
    siteId,
  });
await billing.addresses.add(
  adaViewer,
  address("Salinas dock", "1450 Orchard Rd", "Salinas", "California", salinas),
);
await billing.addresses.add(
  adaViewer,
  address("Denver dock", "88 Brighton Blvd", "Denver", "Colorado", denver),
);
const [product] = await db
  .select({ sku: catalogEntries.sku })
  .from(catalogEntries)
  .where(gt(catalogEntries.priceCents, 1_000))
  .orderBy(asc(catalogEntries.sku))
  .limit(1);
const orderFor = async (siteId: string, city: string, state: string) =>
  (
    await sales.orders.create(
      checkoutSchema.parse({
        contact: { email: "ada@greenleaf.example", phone: "(831) 555-0142" },
        shipping: {
          firstName: "Ada",
          lastName: "Admin",
          address: "1 Main St",
          city,
          state,
          zipCode: "93901",
          country: "United States",
        },
        acceptTerms: true,
        items: [{ sku: product.sku, quantity: 1 }],
        siteId,
      }),
      undefined,
      adaViewer,
    )
  ).order.orderNumber;
const salinasOrder = await orderFor(salinas, "Salinas", "California");
const denverOrder = await orderFor(denver, "Denver", "Colorado");

const signed = await accounts.signIn(
  { email: "dan@greenleaf.example", password, rememberMe: true },
  { ip: "127.0.0.1" },
);
if (!signed.ok) throw new Error("Signing in Dan failed");
const dan = signed.setCookies.map((c) => c.split(";")[0]).join("; ");
const port = await serveSideShop(shop);
const cookies = [ada.cookie, dan, other.cookie].map(encodeURIComponent).join(" ");
console.log(`listening ${port} ${salinasOrder} ${denverOrder} ${product.sku} ${cookies}`);
