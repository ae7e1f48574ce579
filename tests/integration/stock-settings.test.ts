import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "../../server/db/client.ts";
import { rawHydrofarm, rawSpd, seedCatalog } from "../factories/catalog.ts";
import { buildStorefront } from "../support/page-build.ts";
import { cookieFrom, pageClient } from "../support/page-client.ts";
import { queryRows } from "../support/query-rows.ts";
import { databaseTargets } from "../support/test-database.ts";
import { serverPerFile } from "../support/server-per-file.ts";

const PASSWORD = "Greenhouse#2026";

let build: ReturnType<typeof buildStorefront>;
beforeAll(() => {
  build = buildStorefront();
});
afterAll(() => build?.remove());

/** A valid save of the lead-time screen, with `changes` over it. */
const form = (changes: Record<string, string> = {}): [string, string][] =>
  Object.entries({
    shownUpTo: "50",
    "iluminar.min": "3",
    "iluminar.max": "5",
    "spd.min": "7",
    "spd.max": "10",
    "hydrofarm.min": "3",
    "hydrofarm.max": "5",
    ...changes,
  });

// Staff set each supplier's lead time and the "N+" threshold; buyers read them at once.
describe.each(databaseTargets())("the lead-time screen on $name", (target) => {
  const served = serverPerFile(
    target,
    { LEAD_TIME_SPD: "7-10", STOCK_SHOWN_UP_TO: "50", RATE_LIMIT_WRITES_PER_MINUTE: "1000" },
    () => build.dir,
  );
  const client = pageClient(() => served.server.baseUrl);
  let admin: string;
  let sales: string;

  beforeAll(async () => {
    await seedCatalog(served.database.db, {
      spd: [rawSpd({ sku: "SPD-LT1" })],
      hydrofarm: [rawHydrofarm({ sku: "HF-LT1", qty: 400 })],
    });
    const { accounts } = served.server.services;
    await accounts.addStaff({ email: "ops@canopy.example", password: PASSWORD, role: "admin", name: "Ops" });
    await accounts.addStaff({ email: "sam@canopy.example", password: PASSWORD, role: "sales", name: "Sam" });
    const signIn = async (email: string) => {
      const facts = { ip: "127.0.0.1", userAgent: "vitest" };
      const result = await accounts.signIn({ email, password: PASSWORD, rememberMe: false }, facts);
      if (!result.ok) throw new Error(`${email} sign-in refused`);
      return cookieFrom(result.setCookies);
    };
    [admin, sales] = await Promise.all(["ops@canopy.example", "sam@canopy.example"].map(signIn));
  }, 120_000);

  const availability = async (sku: string) =>
    (await (await client.get(`/api/catalog/products/${sku}`)).json()).availability;
  const productPage = async (sku: string) => {
    const page = await client.get(`/product/${sku}`);
    expect(page.status).toBe(200);
    return { cache: page.headers.get("x-cache"), html: await page.text() };
  };
  const audits = () =>
    queryRows<{ action: string; before: unknown; after: unknown }>(
      served.database.db,
      sql`select action, before, after from staff_audit_log where action = 'stock.settings' order by id`,
    );

  it("shows admins the configuration's values and refuses the sales role", async () => {
    const page = await client.get("/admin/stock", admin);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Stock and lead times");
    expect(html).toContain("Default: 7–10 business days");
    expect(html).toContain("nobody has saved this screen yet");
    expect((await client.get("/admin/stock", sales)).status).toBe(403);
    expect((await client.post("/admin/stock", form({ "spd.min": "2" }), sales)).status).toBe(403);
  });

  it("refuses a lead time out of bounds or backwards, and a threshold out of bounds, saving nothing", async () => {
    const cases: [Record<string, string>, string][] = [
      [{ "spd.min": "12" }, "The longest lead time cannot be shorter than the shortest."],
      [{ "iluminar.min": "0" }, "The shortest lead time is at least 1 business day."],
      [{ "hydrofarm.max": "91" }, "The longest lead time is at most 90 business days."],
      [{ "spd.max": "five" }, "Enter the longest lead time in whole business days."],
      [{ shownUpTo: "0" }, "The quantity is at least 1."],
      [{ shownUpTo: "10001" }, "The quantity is at most 10,000."],
    ];
    for (const [changes, message] of cases) {
      const refused = await client.post("/admin/stock", form(changes), admin);
      expect(refused.status, JSON.stringify(changes)).toBe(400);
      expect(await refused.text()).toContain(message);
    }
    expect(await audits()).toEqual([]);
    expect((await availability("SPD-LT1")).label).toBe("Ships in 7–10 business days");
  });

  it("saves, audits, and the product's words follow at once, a cached page included", async () => {
    // The anonymous product page is rendered and kept under the old words.
    expect((await productPage("SPD-LT1")).html).toContain("Ships in 7–10 business days");
    expect((await productPage("SPD-LT1")).cache).toBe("HIT");

    const saved = await client.post(
      "/admin/stock",
      form({ "spd.min": "2", "spd.max": "4", shownUpTo: "100" }),
      admin,
    );
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain("Saved: buyers read the new stock words from now on.");

    expect(await availability("SPD-LT1")).toMatchObject({
      label: "Ships in 2–4 business days",
      leadTime: { min: 2, max: 4 },
    });
    expect((await availability("HF-LT1")).label).toBe("In stock: 100+");
    // The page cache's validity follows the save (its version check is memoized for a second).
    await new Promise((r) => setTimeout(r, 1100));
    const after = await productPage("SPD-LT1");
    expect(after.cache).toBe("MISS");
    expect(after.html).toContain("Ships in 2–4 business days");

    expect(await audits()).toEqual([
      {
        action: "stock.settings",
        before: { shownUpTo: 50, spd: "7-10 days" },
        after: { shownUpTo: 100, spd: "2-4 days" },
      },
    ]);
    const screen = await (await client.get("/admin/stock", admin)).text();
    expect(screen).toContain("Now: 2–4 business days");
    expect(screen).toContain("by ops@canopy.example");
    const log = await (await client.get("/admin/audit", admin)).text();
    expect(log).toContain("changed the stock threshold and supplier lead times");
  });

  it("follows a save another instance made, at its next version check", async () => {
    // Another instance writes the rows; this one has not saved anything since.
    await served.database.db.execute(
      sql`update supplier_lead_times set min_days = 5, max_days = 6, updated_at = now() where provider = 'spd'`,
    );
    await served.database.db.execute(sql`update stock_settings set updated_at = now()`);
    await new Promise((r) => setTimeout(r, 1100));
    expect((await productPage("SPD-LT1")).html).toContain("Ships in 5–6 business days");
    expect((await availability("SPD-LT1")).label).toBe("Ships in 5–6 business days");
  });
});
