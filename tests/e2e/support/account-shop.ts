import "../../../server/production-mode.ts";
import { mkdtempSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { desc, gt } from "drizzle-orm";
import { orderRequestSchema } from "../../../core/order-request.ts";
import { buildServer } from "../../../server/app.ts";
import { importSampleCatalogIfEmpty } from "../../../server/catalog/import/feed-jobs.ts";
import { openDatabase } from "../../../server/db/client.ts";
import { products } from "../../../server/db/schema/catalog.ts";
import { migrate } from "../../../server/db/migrate.ts";
import { loadEnv } from "../../../server/env.ts";
import { createServices } from "../../../server/services.ts";
import { signedInBuyer } from "../../support/buyer-session.ts";

/**
 * The shop of the account-orders journey (tests/e2e/account-orders.spec.ts): the e2e build, the sample
 * catalogue in a fresh embedded database, two companies' signed-in buyers, a signed-in sales member, and a
 * quote the first buyer requested while signed in. Prints `listening PORT` and one JSON line of facts.
 */
const port = Number(process.env.E2E_PORT ?? "3311");
const env = loadEnv({
  ...process.env,
  PORT: String(port + 3),
  HOST: "127.0.0.1",
  PUBLIC_URL: `http://127.0.0.1:${port + 3}`,
  DATA_DIR: mkdtempSync(join(tmpdir(), "canopy-e2e-accounts-")),
  LOG_LEVEL: "warn",
  RATE_LIMIT_READS_PER_MINUTE: "0",
});
const database = await openDatabase({ dataDir: env.DATA_DIR });
await migrate(database.db);
await importSampleCatalogIfEmpty(database.db);
const services = createServices(database, env);
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
const [product] = await database.db
  .select({ sku: products.sku, name: products.name })
  .from(products)
  .where(gt(products.priceCents, 0))
  .orderBy(desc(products.priceCents))
  .limit(1);
const { quote } = await services.sales.quotes.create(
  orderRequestSchema.parse({
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
    specialRequirements: "",
    products: [{ sku: product.sku, name: product.name, brand: "", price: 0, quantity: 3, image: "" }],
  }),
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
const app = await buildServer({ env, services, buildDir: resolve(`tmp/e2e-build-${port}`), logger: false });
await app.listen({ port: env.PORT, host: env.HOST });
console.log(`listening ${(app.server.address() as AddressInfo).port}`);
console.log(
  JSON.stringify({
    buyer: buyer.cookie,
    other: other.cookie,
    staff: staffIn.setCookies.map((c) => c.split(";")[0]).join("; "),
    quoteNumber: quote.quoteNumber,
    sku: product.sku,
  }),
);
process.on("SIGTERM", async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
