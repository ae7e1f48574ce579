import "../../../server/production-mode.ts";
import { mkdtempSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { buildServer } from "../../../server/app.ts";
import { companies } from "../../../server/db/schema/companies.ts";
import { loadEnv } from "../../../server/env.ts";
import { createServices } from "../../../server/services.ts";
import { signedInBuyer } from "../../support/buyer-session.ts";
import { buildStorefront } from "../../support/page-build.ts";
import { openSampleCatalogueDatabase } from "../../support/test-database.ts";

/**
 * A shop for the account checkout journey (tests/e2e/account-checkout.spec.ts): the e2e build, the sample
 * catalogue in a fresh embedded database, a buyer of a net 30 company with a $20,000 credit limit, a buyer
 * of another company, and a staff member, each signed in through a real session. Prints
 * `listening PORT NET30-COOKIE OTHER-COOKIE STAFF-COOKIE` (cookies URL-encoded) once it serves.
 */
const port = Number(process.env.E2E_PORT ?? "3311") + 3;
const env = loadEnv({
  ...process.env,
  PORT: String(port),
  HOST: "127.0.0.1",
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  DATA_DIR: mkdtempSync(join(tmpdir(), "canopy-e2e-account-")),
  LOG_LEVEL: "warn",
  RATE_LIMIT_READS_PER_MINUTE: "0",
});
const database = await openSampleCatalogueDatabase(env.DATA_DIR);
const services = createServices(database, env);
const net30 = await signedInBuyer(database.db, services.accounts, {
  email: "maria@greenleaf.example",
  password: "Greenleaf#2026",
  companyName: "Greenleaf Farms",
});
await database.db
  .update(companies)
  .set({ paymentTerms: "net30", creditLimitCents: 2_000_000 })
  .where(eq(companies.id, net30.companyId));
const other = await signedInBuyer(database.db, services.accounts, {
  email: "otto@othergrowers.example",
  password: "Othergrowers#2026",
  companyName: "Other Growers",
});
await services.accounts.addStaff({ email: "sam@canopy.example", password: "Backoffice#2026", role: "sales" });
const staff = await services.accounts.signIn(
  { email: "sam@canopy.example", password: "Backoffice#2026", rememberMe: true },
  { ip: "127.0.0.1" },
);
if (!staff.ok) throw new Error("Staff sign-in failed");
const staffCookie = staff.setCookies.map((c) => c.split(";")[0]).join("; ");
const app = await buildServer({
  env,
  services,
  buildDir: buildStorefront().dir,
  logger: false,
});
await app.listen({ port: env.PORT, host: env.HOST });
const cookies = [net30.cookie, other.cookie, staffCookie].map(encodeURIComponent).join(" ");
console.log(`listening ${(app.server.address() as AddressInfo).port} ${cookies}`);
process.on("SIGTERM", async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
