import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/db/client.ts";
import { defaultCatalogRecords, rawIluminar, seedCatalog } from "../factories/catalog.ts";
import { signedInBuyer } from "../support/buyer-session.ts";
import { buildStorefront } from "../support/page-build.ts";
import { databaseTargets } from "../support/test-database.ts";
import { startTestServer } from "../support/test-server.ts";

const SKU = "IL-SHARED-1";
const PRODUCT = `/product/${SKU}`;
const PASSWORD = "Pricelist#2026";

/**
 * ADR 0102: a signed-in buyer's catalogue pages are kept per price list and revision, so buyers of
 * companies on the same list share them, a buyer on another list never gets them, a rule change shows
 * on the next page, and staff pages and a buyer's own pages are never kept.
 */
describe.each(databaseTargets())("a buyer's catalogue pages, cached per price list, on $name", (target) => {
  let build: ReturnType<typeof buildStorefront>;
  let database: Database;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  const cookies: Record<"greenleaf" | "riverbend" | "hilltop" | "staff", string> = {
    greenleaf: "",
    riverbend: "",
    hilltop: "",
    staff: "",
  };
  const companyIds: Record<string, string> = {};
  let defaultList = 0;
  let hilltopList = 0;

  const page = async (path: string, cookie?: string) => {
    const response = await fetch(`${server.baseUrl}${path}`, { headers: cookie ? { cookie } : {} });
    return { response, html: await response.text() };
  };

  beforeAll(async () => {
    build = buildStorefront();
    database = await target.open();
    const records = defaultCatalogRecords();
    records.iluminar.push(
      rawIluminar({ sku: SKU, item_name: "Iluminar Shared 1000W", msrp: "19,999.00", price: "18,999.00" }),
    );
    await seedCatalog(database.db, records);
    server = await startTestServer(
      database,
      { RATE_LIMIT_READS_PER_MINUTE: "0", RATE_LIMIT_WRITES_PER_MINUTE: "1000" },
      build.dir,
    );
    const { accounts, pricing } = server.services;
    defaultList = await pricing.listId("Commercial");
    await pricing.setRule(defaultList, { kind: "sku", sku: SKU, fixedPriceCents: 1_515_151 });
    hilltopList = await pricing.createList("Hilltop terms");
    await pricing.setRule(hilltopList, { kind: "sku", sku: SKU, fixedPriceCents: 1_616_161 });
    for (const [key, companyName] of [
      ["greenleaf", "Greenleaf Farms"],
      ["riverbend", "Riverbend Growers"],
      ["hilltop", "Hilltop Nursery"],
    ] as const) {
      const buyer = await signedInBuyer(database.db, accounts, {
        email: `buyer@${key}.example`,
        name: `Buyer of ${companyName}`,
        password: PASSWORD,
        companyName,
      });
      cookies[key] = buyer.cookie;
      companyIds[key] = buyer.companyId;
    }
    await pricing.assignList(companyIds.hilltop, hilltopList);
    await accounts.addStaff({ email: "sam@shop.example", password: PASSWORD, role: "sales" });
    const staff = await accounts.signIn(
      { email: "sam@shop.example", password: PASSWORD, rememberMe: false },
      { ip: "127.0.0.1" },
    );
    if (!staff.ok) throw new Error("staff sign-in refused");
    cookies.staff = staff.setCookies.map((c) => c.split(";")[0]).join("; ");
  }, 300_000);

  afterAll(async () => {
    await server?.close();
    await database?.close();
    build?.remove();
  });

  it("serves one buyer's page to a buyer of another company on the same list, never to another list's", async () => {
    const first = await page(PRODUCT, cookies.greenleaf);
    expect(first.response.headers.get("x-cache")).toBe("MISS");
    expect(first.response.headers.get("cache-control")).toBe("private, no-store");
    expect(first.response.headers.get("x-canopy-price-list-cache")).toBeNull();
    expect(first.html).toContain("15,151.51");

    const otherList = await page(PRODUCT, cookies.hilltop);
    expect(otherList.response.headers.get("x-cache")).toBe("MISS");
    expect(otherList.html).toContain("16,161.61");
    expect(otherList.html).not.toContain("15,151.51");

    const sameList = await page(PRODUCT, cookies.riverbend);
    expect(sameList.response.headers.get("x-cache")).toBe("HIT");
    expect(sameList.html).toContain("15,151.51");
    // Nothing of the first buyer travels with the shared page.
    for (const personal of ["Greenleaf", "greenleaf", companyIds.greenleaf]) {
      expect(sameList.html).not.toContain(personal);
    }

    const anonymous = await page(PRODUCT);
    expect(anonymous.html).not.toContain("15,151.51");
    expect(anonymous.html).not.toContain("16,161.61");
  });

  it("shows a rule change or a new list on the buyer's next page", async () => {
    await page(PRODUCT, cookies.greenleaf);
    await server.services.pricing.setRule(defaultList, { kind: "sku", sku: SKU, fixedPriceCents: 1_717_171 });
    const changed = await page(PRODUCT, cookies.greenleaf);
    expect(changed.response.headers.get("x-cache")).toBe("MISS");
    expect(changed.html).toContain("17,171.71");
    expect(changed.html).not.toContain("15,151.51");

    await server.services.pricing.assignList(companyIds.riverbend, hilltopList);
    const moved = await page(PRODUCT, cookies.riverbend);
    expect(moved.response.headers.get("x-cache")).toBe("HIT");
    expect(moved.html).toContain("16,161.61");
  });

  it("never keeps a staff member's pages nor a buyer's own pages", async () => {
    for (let round = 0; round < 2; round += 1) {
      const staff = await page(PRODUCT, cookies.staff);
      expect(staff.response.headers.get("x-cache")).toBeNull();
      expect(staff.response.headers.get("cache-control")).toBe("private, no-store");
      for (const path of ["/cart", "/commercial-view", "/commercial-view/favorites"]) {
        const own = await page(path, cookies.greenleaf);
        expect(own.response.status, path).toBe(200);
        expect(own.response.headers.get("x-cache"), path).toBeNull();
      }
    }
  });
});
