import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatMoney } from "../../core/money.ts";
import { tierPriceAt, priceTiers } from "../../core/price-rules.ts";
import type { Database } from "../../server/db/client.ts";
import { companies, companyMembers } from "../../server/db/schema/companies.ts";
import { priceLists } from "../../server/db/schema/pricing.ts";
import { rawHydrofarm, rawIluminar, seedCatalog } from "../factories/catalog.ts";
import { buildStorefront } from "../support/page-build.ts";
import { databaseTargets } from "../support/test-database.ts";
import { startTestServer } from "../support/test-server.ts";

const PASSWORD = "Price#Reasons2026";
const cookieFrom = (setCookies: string[]) => setCookies.map((c) => c.split(";")[0]).join("; ");
const html = async (answer: Response) =>
  (await answer.text()).replaceAll("<!-- -->", "").replaceAll("&quot;", '"').replaceAll("&#x27;", "'");

/** HF-WHY: map $44.99, cost $30.00, wholesale $40.00; IL-WHY: a grow light at $1,299.00. */
const catalog = {
  iluminar: [rawIluminar({ sku: "IL-WHY", msrp: "1,299.00" })],
  hydrofarm: [
    rawHydrofarm({ sku: "HF-WHY", msrp: "49.99", map: "44.99", cost: "30.00", wholesale: "40.00" }),
  ],
};

let build: ReturnType<typeof buildStorefront>;
beforeAll(() => {
  build = buildStorefront();
});
afterAll(() => build?.remove());

/** The staff price-list page explains a price and offers rule targets from lists. */
describe.each(databaseTargets())("why this price, on the staff price-list page ($name)", (target) => {
  let database: Database;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let staff = "";
  let buyer = "";
  let buyerCompany = "";
  let listId = 0;

  const get = (path: string, cookie?: string) =>
    fetch(`${server.baseUrl}${path}`, { redirect: "manual", headers: cookie ? { cookie } : {} });

  beforeAll(async () => {
    database = await target.open();
    await seedCatalog(database.db, catalog);
    server = await startTestServer(database, { RATE_LIMIT_READS_PER_MINUTE: "0" }, build.dir);
    const { accounts } = server.services;
    const facts = { ip: "127.0.0.1", userAgent: "vitest" };
    const signIn = async (email: string) => {
      const result = await accounts.signIn({ email, password: PASSWORD, rememberMe: false }, facts);
      if (!result.ok) throw new Error(`${email} sign-in refused`);
      return cookieFrom(result.setCookies);
    };
    await accounts.addStaff({
      email: "ana@canopy.example",
      password: PASSWORD,
      role: "sales",
      name: "Ana Ruiz",
    });
    const { id } = await accounts.createUser({ email: "bo@grower.example", name: "Bo" });
    await accounts.setPassword(id, PASSWORD);
    const [company] = await database.db.insert(companies).values({ name: "Grower Co" }).returning();
    buyerCompany = company.id;
    await database.db.insert(companyMembers).values({ userId: id, companyId: company.id, role: "buyer" });
    [staff, buyer] = await Promise.all(["ana@canopy.example", "bo@grower.example"].map(signIn));
    [{ id: listId }] = await database.db
      .select({ id: priceLists.id })
      .from(priceLists)
      .where(eq(priceLists.isDefault, true));
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it("explains a price step by step: the rule, the wholesale cap and the volume break, as the buyer pays it", async () => {
    const page = await html(
      await get(`/admin/price-lists/${listId}?sku=HF-WHY&quantity=6#why-this-price`, staff),
    );
    expect(page).toContain("List price $44.99.");
    expect(page).toContain('Rule "Everything: 10% off" gives $40.49.');
    expect(page).toContain("The list caps at the supplier's wholesale price: $40.00.");
    expect(page).toContain('6 units reach the break "From 5 units: 3% off": $38.80.');
    // The figure is the one the buyer's pages and documents charge.
    const price = (await server.services.pricing.companyPrices(buyerCompany, ["HF-WHY"])).get("HF-WHY")!;
    expect(page).toContain(`Pays ${formatMoney(tierPriceAt(priceTiers(price), 6)!)} a unit.`);
    expect(formatMoney(tierPriceAt(priceTiers(price), 6)!)).toBe("$38.80");
  });

  it("says when the floor bound a price, and when the sku is not in the catalogue", async () => {
    const rule = new URLSearchParams({ intent: "rule", kind: "sku", target: "HF-WHY", fixedPrice: "10.00" });
    const saved = await fetch(`${server.baseUrl}/admin/price-lists/${listId}`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: server.baseUrl, cookie: staff },
      body: rule,
    });
    expect(saved.status).toBeLessThan(400);
    const floored = await html(await get(`/admin/price-lists/${listId}?sku=HF-WHY&quantity=1`, staff));
    expect(floored).toContain('Rule "SKU HF-WHY: $10.00" gives $10.00.');
    expect(floored).toContain(
      "stopped at the cost floor (no company pays below the supplier's cost): $30.00.",
    );
    const unknown = await html(await get(`/admin/price-lists/${listId}?sku=NOPE-1`, staff));
    expect(unknown).toContain("SKU NOPE-1 is not in the catalogue.");
    // A NUL byte is refused with a 4xx by the shared request check; a silly quantity asks for one unit.
    const nul = await get(`/admin/price-lists/${listId}?sku=HF%00WHY`, staff);
    expect(nul.status).toBeGreaterThanOrEqual(400);
    expect(nul.status).toBeLessThan(500);
    expect(await html(await get(`/admin/price-lists/${listId}?sku=HF-WHY&quantity=-4`, staff))).toContain(
      "(HF-WHY) × 1",
    );
  });

  it("offers categories and brands with their product counts to pick a rule's target", async () => {
    const page = await html(await get(`/admin/price-lists/${listId}`, staff));
    expect(page).toContain('list="rule-targets"');
    expect(page).toMatch(/<option value="grow-lights">Category: Grow Lights \(1 product\)<\/option>/);
    expect(page).toMatch(/<option value="[^"]+">Brand: [^<]+ \(1 product\)<\/option>/);
  });

  it("is for staff only", async () => {
    expect((await get(`/admin/price-lists/${listId}?sku=HF-WHY`)).status).toBe(302);
    expect((await get(`/admin/price-lists/${listId}?sku=HF-WHY`, buyer)).status).toBe(403);
  });
});
