import "../../../server/production-mode.ts";
import { orderRequestSchema } from "../../../core/order-request.ts";
import { signedInBuyer } from "../../support/buyer-session.ts";
import { quotePayload } from "../../integration/sales-fixtures.ts";
import { dearestProduct, openSideShop, serveSideShop } from "./side-shop.ts";

/**
 * The shop of the account-orders journey (tests/e2e/account-orders.spec.ts): the e2e build, the sample
 * catalogue in a fresh embedded database, two companies' signed-in buyers, a signed-in sales member, and a
 * quote the first buyer requested while signed in. Prints `listening PORT` and one JSON line of facts.
 */
const shop = await openSideShop(3, "accounts");
const { database, services } = shop;
const password = "Greenleaf#2026";
const buyer = await signedInBuyer(database.db, services.accounts, {
  email: "maria@greenleaf.example",
  password,
  companyName: "Greenleaf Farms",
});
const other = await signedInBuyer(database.db, services.accounts, {
  email: "sam@hilltop.example",
  password,
  companyName: "Hilltop Growers",
});
await services.accounts.addStaff({ email: "ana@canopy.example", password, role: "sales", name: "Ana" });
const staffIn = await services.accounts.signIn(
  { email: "ana@canopy.example", password, rememberMe: false },
  { ip: "127.0.0.1" },
);
if (!staffIn.ok) throw new Error("staff sign-in refused");
const product = await dearestProduct(database.db);
const { quote } = await services.sales.quotes.create(
  orderRequestSchema.parse(
    quotePayload({
      products: [{ sku: product.sku, name: product.name, brand: "", price: 0, quantity: 3, image: "" }],
    }),
  ),
  {
    viewer: {
      kind: "buyer",
      userId: buyer.userId,
      email: "maria@greenleaf.example",
      name: "maria",
      companyId: buyer.companyId,
      companyName: "Greenleaf Farms",
      companyRole: "buyer",
    },
  },
);
const port = await serveSideShop(shop);
console.log(`listening ${port}`);
console.log(
  JSON.stringify({
    buyer: buyer.cookie,
    other: other.cookie,
    staff: staffIn.setCookies.map((c) => c.split(";")[0]).join("; "),
    quoteNumber: quote.quoteNumber,
    sku: product.sku,
  }),
);
