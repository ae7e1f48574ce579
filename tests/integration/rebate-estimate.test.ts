import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql, type Database } from "../../server/db/client.ts";
import { insertTestProducts } from "../factories/test-products.ts";
import { buildStorefront } from "../support/page-build.ts";
import { queryRows } from "../support/query-rows.ts";
import { databaseTargets } from "../support/test-database.ts";
import { startTestServer } from "../support/test-server.ts";

const SLOW = 300_000;
const LED = {
  sku: "IL-LED-650",
  name: "Orion 650W LED Top Light",
  category: "Grow Lights",
  subcategory: "LED Grow Lights",
  priceCents: 99_900,
  wattage120v: 650,
  specs: { dlc_listed: "Yes" },
};
const UNLISTED = {
  ...LED,
  sku: "IL-LED-650-NL",
  name: "Orion 650W LED (unlisted)",
  specs: { dlc_listed: "No" },
};
/** The worked check: 10 × 1,100 W → 10 × 650 W, 12 h, 365 d, $0.15/kWh → 19,710 kWh, $2,956.50. */
const ESTIMATE = {
  count: "10",
  watts: "1100",
  sku: LED.sku,
  ledCount: "10",
  hours: "12",
  days: "365",
  rate: "0.15",
};
const FORM = {
  name: "Lee Park",
  cname: "Park Farms",
  workEmail: "lee@parkfarms.example",
  phone: "555-0199",
  growerType: "LED",
  country: "United States",
  state: "Oregon",
};

let build: ReturnType<typeof buildStorefront>;
beforeAll(() => {
  build = buildStorefront();
}, SLOW);
afterAll(() => build?.remove());

/** The rebate request form on /rebates attaches the energy tool's estimate. */
describe.each(databaseTargets())("a rebate request with the energy estimate on $name", (target) => {
  let database: Database;
  let server: Awaited<ReturnType<typeof startTestServer>>;

  const post = (query: Record<string, string>, fields: Record<string, string>) =>
    fetch(`${server.baseUrl}/rebates?${new URLSearchParams(query)}`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.baseUrl },
      body: new URLSearchParams(fields).toString(),
    });
  const stored = (email: string) =>
    queryRows<{ payload: { estimate?: Record<string, unknown> } }>(
      database.db,
      sql`select payload from form_submissions where kind = 'rebate' and email = ${email}`,
    );
  const salesMail = async () => {
    const [mail] = await queryRows<{ html: string }>(
      database.db,
      sql`select html from outbox_emails where subject = 'New rebate request' order by id desc limit 1`,
    );
    return mail.html;
  };

  beforeAll(async () => {
    database = await target.open();
    await insertTestProducts(database.db, [LED, UNLISTED]);
    server = await startTestServer(database, { RATE_LIMIT_WRITES_PER_MINUTE: "1000" }, build.dir);
  }, SLOW);
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it("links from the energy tool's result to /rebates with the tool's inputs", async () => {
    const html = await (
      await fetch(`${server.baseUrl}/tools/energy-savings?${new URLSearchParams(ESTIMATE)}`)
    ).text();
    const href = /href="(\/rebates\?[^"]+)"[^>]*>Request a rebate with this estimate</.exec(html)?.[1];
    expect(href).toBeDefined();
    const query = new URL(href!.replaceAll("&amp;", "&"), server.baseUrl).searchParams;
    expect(Object.fromEntries(query)).toEqual(ESTIMATE);
  });

  it("shows the estimate, recomputed on the server, above the form that posts it back", async () => {
    const html = await (await fetch(`${server.baseUrl}/rebates?${new URLSearchParams(ESTIMATE)}`)).text();
    expect(html).toContain("Your energy estimate is attached");
    expect(html).toContain("19,710 kWh, $2,956.50 on lighting");
    // DLC-listed: $0.10–$0.25 per first-year kWh saved.
    expect(html).toContain("$1,971.00 – $4,927.50 (DLC-listed)");
    // The form posts to the same URL, so the action reads the same inputs (with JavaScript off too).
    expect(html).toMatch(/action="\/rebates\?count=10&amp;watts=1100&amp;sku=IL-LED-650/);
  });

  it("stores the server's figures with the submission and mails them to sales", async () => {
    // Figures typed into the form are ignored: only the URL's inputs count, and the server recomputes.
    const response = await post(ESTIMATE, { ...FORM, lightingKwhSaved: "999999" });
    expect(response.status).toBe(201);
    const [row] = await stored(FORM.workEmail);
    expect(row.payload.estimate).toMatchObject({
      sku: LED.sku,
      currentCount: 10,
      currentWatts: 1100,
      ledCount: 10,
      ledWatts: 650,
      lightingKwhSaved: 19_710,
      lightingCentsSaved: 295_650,
      dlcListed: true,
      rebate: { lowCents: 197_100, highCents: 492_750 },
    });
    const mail = await salesMail();
    expect(mail).toContain("19,710 kWh, $2,956.50 on lighting");
    expect(mail).toContain("$1,971.00 – $4,927.50 (DLC-listed)");
  });

  it("says the rebate depends on listing for a fixture the feed does not list", async () => {
    const email = "unlisted@parkfarms.example";
    expect((await post({ ...ESTIMATE, sku: UNLISTED.sku }, { ...FORM, workEmail: email })).status).toBe(201);
    const [row] = await stored(email);
    expect(row.payload.estimate).toMatchObject({ dlcListed: false, rebate: null });
    expect(await salesMail()).toContain("Depends on DLC listing");
  });

  it("attaches nothing when the URL's estimate is not one (unknown sku, bad numbers)", async () => {
    for (const [i, query] of [
      { ...ESTIMATE, sku: "NO-SUCH" },
      { ...ESTIMATE, watts: "lots" },
      {},
    ].entries()) {
      const email = `plain${i}@parkfarms.example`;
      expect((await post(query, { ...FORM, workEmail: email })).status).toBe(201);
      const [row] = await stored(email);
      expect(row.payload.estimate).toBeUndefined();
    }
    const html = await (await fetch(`${server.baseUrl}/rebates?sku=NO-SUCH`)).text();
    expect(html).not.toContain("Your energy estimate is attached");
  });
});
