import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql, type Database } from "../../server/db/client.ts";
import { companies } from "../../server/db/schema/companies.ts";
import { priceListCsv } from "../../server/pricing/price-list-csv.ts";
import { seedCatalog } from "../factories/catalog.ts";
import { signedInBuyer, type BuyerSession } from "../support/buyer-session.ts";
import { buildStorefront } from "../support/page-build.ts";
import { cookieFrom, pageClient } from "../support/page-client.ts";
import { queryRows } from "../support/query-rows.ts";
import { databaseTargets } from "../support/test-database.ts";
import { startTestServer } from "../support/test-server.ts";
import { salesCatalog } from "./sales-fixtures.ts";

const PASSWORD = "Greenhouse#2026";

let build: ReturnType<typeof buildStorefront>;
beforeAll(() => {
  build = buildStorefront();
});
afterAll(() => build?.remove());

/** Staff manage companies (terms, list, status) and price lists (rules, CSV, delete). */
describe.each(databaseTargets())("companies and price lists in the back office on $name", (target) => {
  let database: Database;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let staff: string;
  let actor: { userId: string; email: string };
  let buyer: BuyerSession;

  beforeAll(async () => {
    database = await target.open();
    await seedCatalog(database.db, salesCatalog);
    server = await startTestServer(database, { RATE_LIMIT_WRITES_PER_MINUTE: "1000" }, build.dir);
    const { accounts } = server.services;
    const added = await accounts.addStaff({ email: "sam@canopy.example", password: PASSWORD, role: "sales" });
    actor = { userId: added.id, email: "sam@canopy.example" };
    const staffIn = await accounts.signIn(
      { email: "sam@canopy.example", password: PASSWORD, rememberMe: false },
      { ip: "127.0.0.1" },
    );
    if (!staffIn.ok) throw new Error("staff sign-in refused");
    staff = cookieFrom(staffIn.setCookies);
    buyer = await signedInBuyer(database.db, accounts, {
      email: "bo@leafworks.example",
      password: PASSWORD,
      companyName: "Leafworks",
    });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  const { get, post } = pageClient(() => server.baseUrl);
  const upload = (path: string, csv: string, cookie: string) => {
    const form = new FormData();
    form.set("intent", "import");
    form.set("csv", new Blob([csv], { type: "text/csv" }), "rules.csv");
    return fetch(`${server.baseUrl}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie, origin: server.baseUrl },
      body: form,
    });
  };
  const buyerPrice = async (sku: string) => {
    const answer = await get(`/api/catalog/company-prices?sku=${sku}`, buyer.cookie);
    const body = (await answer.json()) as { prices: Record<string, { unitPriceCents: number }> };
    return body.prices[sku]?.unitPriceCents;
  };
  const auditOf = (subjectType: string, subjectId: string) =>
    queryRows<{ action: string; actor_email: string; before: unknown; after: unknown }>(
      database.db,
      sql`select action, actor_email, before, after from staff_audit_log
           where subject_type = ${subjectType} and subject_id = ${subjectId} order by id`,
    );

  it("sends anonymous visitors to sign in and refuses buyers on every new screen, reads and writes", async () => {
    const listId = await server.services.pricing.listId("Commercial");
    const paths = [
      "/admin/companies",
      `/admin/companies/${buyer.companyId}`,
      "/admin/price-lists",
      `/admin/price-lists/${listId}`,
      `/admin/price-lists/${listId}/rules.csv`,
    ];
    for (const path of paths) {
      const anonymous = await get(path);
      expect(anonymous.status, path).toBe(302);
      expect(anonymous.headers.get("location"), path).toBe(`/login?next=${encodeURIComponent(path)}`);
      expect((await get(path, buyer.cookie)).status, path).toBe(403);
      const staffAnswer = await get(path, staff);
      expect(staffAnswer.status, path).toBe(200);
      expect(staffAnswer.headers.get("cache-control"), path).toBe("private, no-store");
    }
    // The screens with forms refuse a buyer's post too (the company list has none).
    for (const path of paths.slice(1, 4)) {
      expect(
        (
          await post(
            path,
            [
              ["intent", "status"],
              ["status", "deactivated"],
            ],
            buyer.cookie,
          )
        ).status,
        path,
      ).toBe(403);
      expect(
        (
          await post(path, [
            ["intent", "status"],
            ["status", "deactivated"],
          ])
        ).status,
        path,
      ).toBe(302);
    }
    expect((await get("/admin/companies/no-such-company", staff)).status).toBe(404);
    expect((await get("/admin/price-lists/99999999", staff)).status).toBe(404);
    expect((await get("/admin/price-lists/abc", staff)).status).toBe(404);
    const odd = await fetch(`${server.baseUrl}/admin/companies/${buyer.companyId}`, {
      method: "POST",
      headers: { cookie: staff, origin: server.baseUrl, "content-type": "application/json" },
      body: "{}",
    });
    expect(odd.status).toBe(415);
  });

  it("lists companies with their buyers, list and terms; finds them by name or buyer email", async () => {
    const page = await (await get("/admin/companies?q=bo%40leafworks", staff)).text();
    expect(page).toContain("Leafworks");
    expect(page).toContain("bo@leafworks.example");
    expect(page).toContain("Commercial");
    expect(page).toContain("Card only");
    expect(await (await get("/admin/companies?q=nobody-like-this", staff)).text()).toContain(
      "No company matches these filters.",
    );
  });

  it("sets net 30 with a credit limit, refuses net 30 without one, and audits before → after", async () => {
    const path = `/admin/companies/${buyer.companyId}`;
    const missing = await post(
      path,
      [
        ["intent", "terms"],
        ["paymentTerms", "net30"],
        ["creditLimit", ""],
      ],
      staff,
    );
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain("Net 30 needs a credit limit");
    const saved = await post(
      path,
      [
        ["intent", "terms"],
        ["paymentTerms", "net30"],
        ["creditLimit", "5,000"],
      ],
      staff,
    );
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain("Payment terms are now: Net 30, limit $5,000.00.");
    const [row] = await database.db
      .select({ terms: companies.paymentTerms, limit: companies.creditLimitCents })
      .from(companies)
      .where(sql`${companies.id} = ${buyer.companyId}`);
    expect(row).toEqual({ terms: "net30", limit: 500_000 });
    expect((await auditOf("company", buyer.companyId)).at(-1)).toMatchObject({
      action: "company.terms",
      actor_email: "sam@canopy.example",
      before: { terms: "Card only" },
      after: { terms: "Net 30, limit $5,000.00" },
    });
  });

  it("a rule edit changes the buyer's price on the next request; assigning a list switches it", async () => {
    // Default Commercial list: grow lights 6% off $1,299.00.
    expect(await buyerPrice("IL-Q1")).toBe(122_106);
    const created = await post("/admin/price-lists", [["name", "Leafworks contract"]], staff);
    expect(created.status).toBe(302);
    const listPath = created.headers.get("location")!;
    const listId = Number(listPath.split("/").at(-1));
    const rule = await post(
      listPath,
      [
        ["intent", "rule"],
        ["kind", "sku"],
        ["target", "IL-Q1"],
        ["fixedPrice", "999.00"],
      ],
      staff,
    );
    expect(await rule.text()).toContain("Saved: SKU IL-Q1: $999.00.");
    expect(await buyerPrice("IL-Q1")).toBe(122_106);
    const assigned = await post(
      `/admin/companies/${buyer.companyId}`,
      [
        ["intent", "price-list"],
        ["priceListId", String(listId)],
      ],
      staff,
    );
    expect(await assigned.text()).toContain("The company now buys from the Leafworks contract price list.");
    expect(await buyerPrice("IL-Q1")).toBe(99_900);
    await post(
      listPath,
      [
        ["intent", "rule"],
        ["kind", "sku"],
        ["target", "IL-Q1"],
        ["fixedPrice", "949"],
      ],
      staff,
    );
    expect(await buyerPrice("IL-Q1")).toBe(94_900);

    const bad = await post(
      listPath,
      [
        ["intent", "rule"],
        ["kind", "category"],
        ["target", "lamps"],
        ["percentOff", "95"],
      ],
      staff,
    );
    expect(bad.status).toBe(400);
    const badText = await bad.text();
    expect(badText).toContain("No storefront category");
    expect(badText).toContain("Percent off: enter a number above 0 and at most 90");

    expect((await auditOf("price_list", String(listId))).map((e) => e.action)).toEqual([
      "price_list.create",
      "price_list.rule.set",
      "price_list.rule.set",
    ]);
    expect((await auditOf("price_list", String(listId))).at(-1)).toMatchObject({
      before: { rules: "SKU IL-Q1: $999.00" },
      after: { rules: "SKU IL-Q1: $949.00" },
    });

    // A list a company buys from cannot be deleted; back on the default list, it can.
    const refused = await post(listPath, [["intent", "delete"]], staff);
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("is assigned to 1 company");
    const defaultId = await server.services.pricing.listId("Commercial");
    await post(
      `/admin/companies/${buyer.companyId}`,
      [
        ["intent", "price-list"],
        ["priceListId", String(defaultId)],
      ],
      staff,
    );
    expect(await buyerPrice("IL-Q1")).toBe(122_106);
    const deleted = await post(listPath, [["intent", "delete"]], staff);
    expect(deleted.status).toBe(302);
    expect((await get(listPath, staff)).status).toBe(404);
    const defaultDelete = await post(`/admin/price-lists/${defaultId}`, [["intent", "delete"]], staff);
    expect(defaultDelete.status).toBe(409);
    expect(await defaultDelete.text()).toContain("The default list cannot be deleted.");
  });

  it("exports a list as CSV and imports it back unchanged; a bad file is refused whole with its line numbers", async () => {
    const defaultId = await server.services.pricing.listId("Commercial");
    const exported = await get(`/admin/price-lists/${defaultId}/rules.csv`, staff);
    expect(exported.headers.get("content-type")).toContain("text/csv");
    const csv = await exported.text();
    expect(csv.split("\r\n")[0]).toBe("kind,target,percent_off,fixed_price,min_quantity");
    expect(csv).toContain("category,grow-lights,6,,");
    expect(csv).toContain("break,,5,,10");

    const copy = await server.services.pricing.lists.create(actor, { name: "Copy", capsAtWholesale: true });
    const imported = await upload(`/admin/price-lists/${copy}`, csv, staff);
    expect(imported.status).toBe(200);
    expect(await imported.text()).toContain("Imported 8 rules");
    expect((await server.services.pricing.lists.exportCsv(copy)).csv).toBe(csv);

    const before = await server.services.pricing.lists.exportCsv(copy);
    const bad = [
      "kind,target,percent_off,fixed_price,min_quantity",
      "brand,Gavita,8,,",
      "sku,IL-Q1,,abc,",
      "",
      "break,,3,,1",
      "category,grow-lights,6,,",
      "category,grow-lights,7,,",
      "shelf,,5,,",
    ].join("\n");
    const refused = await upload(`/admin/price-lists/${copy}`, bad, staff);
    expect(refused.status).toBe(400);
    const text = await refused.text();
    expect(text).toContain("Nothing was imported: 4 lines are wrong.");
    expect(text).toContain("Line 3: Fixed price: enter an amount in dollars");
    expect(text).toContain("Line 5: From quantity: enter a whole number of units, 2 or more.");
    expect(text).toContain("Line 7: The same rule as line 6.");
    expect(text).toContain("Line 8: Kind: choose list, category, brand, sku or break.");
    expect(await server.services.pricing.lists.exportCsv(copy)).toEqual(before);
    const noHeader = await upload(`/admin/price-lists/${copy}`, "brand,Gavita,8,,\n", staff);
    expect(await noHeader.text()).toContain(
      "Line 1: The first line must be: kind,target,percent_off,fixed_price,min_quantity",
    );

    // Fields with commas and quotes survive the round trip.
    const quoted = priceListCsv([{ kind: "brand", brand: 'Grow "Pro", Inc', percentOffBp: 250 }]);
    expect(quoted).toContain('brand,"Grow ""Pro"", Inc",2.5,,');
    await upload(`/admin/price-lists/${copy}`, quoted, staff);
    expect((await server.services.pricing.lists.exportCsv(copy)).csv).toBe(quoted);
  });

  it("a deactivated company's buyer is signed out and refused; reactivated, they sign in again", async () => {
    const other = await signedInBuyer(database.db, server.services.accounts, {
      email: "cy@rootzone.example",
      password: PASSWORD,
      companyName: "Rootzone",
    });
    expect((await get("/commercial-view", other.cookie)).status).toBe(200);
    const off = await post(
      `/admin/companies/${other.companyId}`,
      [
        ["intent", "status"],
        ["status", "deactivated"],
      ],
      staff,
    );
    expect(await off.text()).toContain("The company is deactivated");
    expect((await get("/commercial-view", other.cookie)).status).toBe(302);
    expect((await get("/api/catalog/company-prices?sku=IL-Q1", other.cookie)).status).toBe(401);
    const signIn = () =>
      server.services.accounts.signIn(
        { email: "cy@rootzone.example", password: PASSWORD, rememberMe: false },
        { ip: "127.0.0.2" },
      );
    expect(await signIn()).toMatchObject({ ok: true, kind: null });
    await post(
      `/admin/companies/${other.companyId}`,
      [
        ["intent", "status"],
        ["status", "active"],
      ],
      staff,
    );
    expect(await signIn()).toMatchObject({ ok: true, kind: "buyer" });
    expect((await auditOf("company", other.companyId)).map((e) => [e.action, e.before, e.after])).toEqual([
      ["company.deactivate", { status: "active" }, { status: "deactivated" }],
      ["company.reactivate", { status: "deactivated" }, { status: "active" }],
    ]);
  });
});
