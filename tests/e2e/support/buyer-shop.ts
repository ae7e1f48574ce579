import "../../../server/production-mode.ts";
import { signedInBuyer } from "../../support/buyer-session.ts";
import { openSideShop, serveSideShop } from "./side-shop.ts";

/**
 * A second shop for the company-price journey (tests/e2e/company-prices.spec.ts): the e2e build, the
 * sample catalogue in a fresh embedded database, and a buyer of a company on the default price list,
 * signed in through a real session. Prints `listening PORT COOKIE` once it serves.
 */
const shop = await openSideShop(1, "buyer");
const buyer = await signedInBuyer(shop.database.db, shop.services.accounts, {
  email: "maria@greenleaf.example",
  name: "Maria Alvarez",
  password: "Greenleaf#2026",
  companyName: "Greenleaf Farms",
});
const port = await serveSideShop(shop);
console.log(`listening ${port} ${buyer.cookie}`);
