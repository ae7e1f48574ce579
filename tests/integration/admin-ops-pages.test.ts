import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "../../app/routes.ts";
import { orderRequestSchema } from "../../core/order-request.ts";
import { sql, type Database } from "../../server/db/client.ts";
import { companies, companyMembers } from "../../server/db/schema/companies.ts";
import { formSubmissions, newsletterSubscribers } from "../../server/db/schema/forms.ts";
import { seedCatalog } from "../factories/catalog.ts";
import { buildStorefront } from "../support/page-build.ts";
import { queryRows } from "../support/query-rows.ts";
import { databaseTargets } from "../support/test-database.ts";
import { startTestServer } from "../support/test-server.ts";
import { quotePayload, salesCatalog } from "./sales-fixtures.ts";

const PASSWORD = "Greenhouse#2026";
const cookieFrom = (setCookies: string[]) => setCookies.map((c) => c.split(";")[0]).join("; ");
const feed = (name: string) =>
  readFileSync(fileURLToPath(new URL(`../fixtures/feeds/${name}`, import.meta.url)));

/**
 * Every path under /admin that app/routes.ts declares (its parameters filled with a sample value), and
 * whether its route has an action (a form to post to).
 */
function adminRoutes(): { path: string; posts: boolean }[] {
  const admin = (routes as RouteConfigEntry[]).find((r) => r.path === "admin");
  if (!admin?.children) throw new Error("app/routes.ts has no admin layout");
  const sample = (name: string) => (name === "id" ? "1" : "X-AAAAAAAAA");
  return admin.children.map((child) => ({
    path: `/admin${child.path ? `/${child.path.replaceAll(/:(\w+)/g, (_, name: string) => sample(name))}` : ""}`,
    posts: readFileSync(fileURLToPath(new URL(`../../app/${child.file}`, import.meta.url)), "utf8").includes(
      "export async function action",
    ),
  }));
}

let build: ReturnType<typeof buildStorefront>;
beforeAll(() => {
  build = buildStorefront();
});
afterAll(() => build?.remove());

describe.each(databaseTargets())("back-office operations pages over HTTP on $name", (target) => {
  let database: Database;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let admin: string;
  let sales: string;
  let buyer: string;

  beforeAll(async () => {
    database = await target.open();
    await seedCatalog(database.db, salesCatalog);
    server = await startTestServer(database, { RATE_LIMIT_WRITES_PER_MINUTE: "1000" }, build.dir);
    const { accounts } = server.services;
    const facts = { ip: "127.0.0.1", userAgent: "vitest" };
    const signIn = async (email: string) => {
      const result = await accounts.signIn({ email, password: PASSWORD, rememberMe: false }, facts);
      if (!result.ok) throw new Error(`${email} sign-in refused`);
      return cookieFrom(result.setCookies);
    };
    await accounts.addStaff({ email: "ops@canopy.example", password: PASSWORD, role: "admin", name: "Ops" });
    await accounts.addStaff({ email: "sam@canopy.example", password: PASSWORD, role: "sales", name: "Sam" });
    const { id } = await accounts.createUser({ email: "bo@grower.example", name: "Bo" });
    await accounts.setPassword(id, PASSWORD);
    const [company] = await database.db.insert(companies).values({ name: "Grower Co" }).returning();
    await database.db.insert(companyMembers).values({ userId: id, companyId: company.id, role: "buyer" });
    [admin, sales, buyer] = await Promise.all(
      ["ops@canopy.example", "sam@canopy.example", "bo@grower.example"].map(signIn),
    );
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  const get = (path: string, cookie?: string) =>
    fetch(`${server.baseUrl}${path}`, { redirect: "manual", headers: cookie ? { cookie } : {} });
  const post = (path: string, body: FormData | URLSearchParams, cookie?: string) =>
    fetch(`${server.baseUrl}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: server.baseUrl, ...(cookie ? { cookie } : {}) },
      body,
    });

  it("sends anonymous visitors to sign in and refuses buyers on every /admin path app/routes.ts declares", async () => {
    const declared = adminRoutes();
    expect(declared.map((r) => r.path)).toEqual(
      expect.arrayContaining(["/admin", "/admin/imports", "/admin/imports/1", "/admin/submissions/export"]),
    );
    for (const { path, posts } of declared) {
      const anonymous = await get(path);
      expect(anonymous.status, path).toBe(302);
      expect(anonymous.headers.get("location"), path).toBe(`/login?next=${encodeURIComponent(path)}`);
      expect((await get(path, buyer)).status, path).toBe(403);
      if (!posts) continue;
      const form = new URLSearchParams({ intent: "process" });
      expect((await post(path, form, buyer)).status, `POST ${path}`).toBe(403);
      expect([302, 403], `POST ${path}`).toContain((await post(path, form)).status);
    }
    // Imports are an admin's; the sales role gets 403 there and may read the rest.
    expect((await get("/admin/imports", sales)).status).toBe(403);
    expect((await get("/admin/submissions", sales)).status).toBe(200);
  });

  it("shows today's figures, 30 days as SVG, and the quotes, applications and orders waiting for someone", async () => {
    const { quotes } = server.services.sales;
    const fresh = await quotes.create(orderRequestSchema.parse(quotePayload()));
    const old = await quotes.create(orderRequestSchema.parse(quotePayload()));
    await database.db.execute(
      sql`update sales_documents set created_at = now() - interval '30 hours' where number = ${old.quote.quoteNumber}`,
    );
    const page = await get("/admin", sales);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toContain("no-store");
    const html = await page.text();
    expect(html).toMatch(/data-testid="Today-quotes"[^>]*>1</);
    expect(html).toContain("Quotes unanswered after 24 hours");
    expect(html).toContain("Invoices past their due day");
    expect(html).toContain(`/admin/quotes/${old.quote.quoteNumber}`);
    expect(html).not.toContain(`/admin/quotes/${fresh.quote.quoteNumber}`);
    expect(html.match(/<rect data-day="/g)?.length).toBe(60);
  });

  it("lists contact and rebate requests and the newsletter a page at a time, and exports them as safe CSV", async () => {
    await database.db.insert(formSubmissions).values([
      ...Array.from({ length: 50 }, (_, i) => ({
        kind: "contact" as const,
        email: `lead${i}@grower.example`,
        payload: { name: `Lead ${i}`, company: "Leafy", workEmail: `lead${i}@grower.example`, phone: "1" },
        createdAt: new Date(Date.now() - (i + 1) * 60_000).toISOString(),
      })),
      {
        kind: "contact",
        email: "evil@grower.example",
        payload: {
          name: '=HYPERLINK("http://evil.example","x")',
          company: "+Corp",
          workEmail: "evil@grower.example",
          phone: "-1",
          newsletter: true,
        },
      },
      {
        kind: "rebate",
        email: "rb@grower.example",
        payload: { name: "Rita", cname: "Rebates Inc", growerType: "LED" },
      },
    ]);
    await database.db
      .insert(newsletterSubscribers)
      .values({ email: "@news@grower.example", token: "t-admin-ops", confirmedAt: new Date().toISOString() });

    const first = await (await get("/admin/submissions", sales)).text();
    expect(first).toContain("=HYPERLINK");
    expect(first).toContain("?list=contact&amp;page=2");
    const second = await (await get("/admin/submissions?list=contact&page=2", sales)).text();
    expect(second).toContain("Lead 49");
    expect(second).not.toContain("Lead 48<");
    expect(await (await get("/admin/submissions?list=rebate", sales)).text()).toContain("Rebates Inc");

    const csv = await get("/admin/submissions/export?list=contact", sales);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toMatch(/attachment; filename="canopy-contact-/);
    expect(csv.headers.get("cache-control")).toBe("private, no-store");
    const lines = (await csv.text()).split("\r\n");
    expect(lines[0]).toBe(
      '"Received (UTC)","Name","Company","Work email","Phone","Country","State","Newsletter"',
    );
    expect(lines).toHaveLength(1 + 51 + 1);
    expect(lines[1]).toContain(
      `"'=HYPERLINK(""http://evil.example"",""x"")","'+Corp","evil@grower.example","'-1","","","yes"`,
    );
    const news = await (await get("/admin/submissions/export?list=newsletter", sales)).text();
    expect(news).toContain(`"'@news@grower.example"`);
    expect((await get("/admin/submissions/export?list=contact", buyer)).status).toBe(403);
  });

  it("imports an uploaded feed with the CLI's importer and guards, and shows each run with its counts", async () => {
    const upload = (file: Buffer, name: string, allowDiscontinue = false) => {
      const form = new FormData();
      form.set("provider", "spd");
      if (allowDiscontinue) form.set("allowDiscontinue", "on");
      form.set("feed", new Blob([new Uint8Array(file)], { type: "application/json" }), name);
      return form;
    };
    const done = async (location: string) => {
      for (let i = 0; i < 100; i += 1) {
        const html = await (await get(location, admin)).text();
        if (!html.includes('http-equiv="refresh"')) return html;
        await new Promise((r) => setTimeout(r, 200));
      }
      throw new Error(`${location} still running`);
    };

    // The guard of the CLI holds: this feed would discontinue the one listed spd product.
    const guarded = await post("/admin/imports", upload(feed("spd-items.json"), "spd-items.json"), admin);
    expect(await done(guarded.headers.get("location") ?? "")).toMatch(
      /would discontinue 1 of 1 listed spd products/,
    );
    const answer = await post(
      "/admin/imports",
      upload(feed("spd-items.json"), "spd-items.json", true),
      admin,
    );
    expect(answer.status).toBe(302);
    const location = answer.headers.get("location") ?? "";
    expect(location).toMatch(/^\/admin\/imports\/\d+$/);
    const succeeded = await done(location);
    expect(succeeded).toContain("Succeeded");
    expect(succeeded).toContain("upload: spd-items.json");
    expect(succeeded).toMatch(/16 read/);

    const products = async () =>
      (await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from products`))[0].n;
    const before = await products();
    const refused = await post("/admin/imports", upload(feed("mostly-invalid.json"), "bad.json"), admin);
    const failed = await done(refused.headers.get("location") ?? "");
    expect(failed).toContain("Failed");
    expect(failed).toMatch(/3 of 5 records rejected/);
    expect(failed).toContain("The catalogue was left as it was.");
    expect(await products()).toBe(before);

    const list = await (await get("/admin/imports", admin)).text();
    expect(list).toContain("upload: bad.json");
    expect(list).toMatch(/invalid|msrp|item_name/i);

    // No file, a sales member, a buyer: refused; the audit log names who uploaded.
    const empty = new FormData();
    empty.set("provider", "spd");
    expect((await post("/admin/imports", empty, admin)).status).toBe(400);
    expect((await post("/admin/imports", upload(feed("spd-items.json"), "x.json"), sales)).status).toBe(403);
    expect((await post("/admin/imports", upload(feed("spd-items.json"), "x.json"), buyer)).status).toBe(403);
    const audit = await (await get("/admin/audit", admin)).text();
    expect(audit).toContain("Ops uploaded the supplier feed spd-items.json (spd)");
  });
});
