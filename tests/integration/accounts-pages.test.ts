import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { openDatabase, type Database } from "../../server/db/client.ts";
import { migrate } from "../../server/db/migrate.ts";
import { companies, companyMembers } from "../../server/db/schema/companies.ts";
import { buildStorefront } from "../support/page-build.ts";
import { startTestServer } from "../support/test-server.ts";
import { postJson } from "./sales-fixtures.ts";
import { cookieCart } from "../support/cookie-cart.ts";
import { defaultCatalogRecords, seedCatalog } from "../factories/catalog.ts";

const PASSWORD = "Buyer#Pages2026";
const SLOW = 300_000;

/** Pages rendered through the real server for buyers, staff and anonymous visitors. */
describe("account pages", () => {
  let build: ReturnType<typeof buildStorefront>;
  let database: Database;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let companyId: string;
  const cookies: Record<"buyer" | "staff", string> = { buyer: "", staff: "" };

  const page = (path: string, cookie?: string) =>
    fetch(`${server.baseUrl}${path}`, { redirect: "manual", headers: cookie ? { cookie } : {} });

  /** The header's sign-out form, posted with the buyer's cookie from `origin`. */
  const postLogout = (origin: string) =>
    fetch(`${server.baseUrl}/logout`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie: cookies.buyer, origin, "content-type": "application/x-www-form-urlencoded" },
      body: "",
    });

  async function signIn(email: string) {
    const response = await postJson(`${server.baseUrl}/api/session`, { email, password: PASSWORD });
    expect(response.status).toBe(200);
    return response.headers.getSetCookie()[0].split(";")[0];
  }

  beforeAll(async () => {
    build = buildStorefront();
    database = await openDatabase({ memory: true });
    await migrate(database.db);
    await seedCatalog(database.db, defaultCatalogRecords());
    server = await startTestServer(database, { RATE_LIMIT_WRITES_PER_MINUTE: "1000" }, build.dir);
    const { accounts } = server.services;
    const buyer = await accounts.createUser({ email: "bea@grower.example", name: "Bea Grower" });
    await accounts.setPassword(buyer.id, PASSWORD);
    [{ id: companyId }] = await database.db
      .insert(companies)
      .values({ name: "Green Roots Farms" })
      .returning({ id: companies.id });
    await database.db.insert(companyMembers).values({ userId: buyer.id, companyId, role: "admin" });
    await accounts.addStaff({ email: "sam@shop.example", password: PASSWORD, role: "sales" });
    cookies.buyer = await signIn("bea@grower.example");
    cookies.staff = await signIn("sam@shop.example");
  }, SLOW);

  afterAll(async () => {
    await server?.close();
    await database?.close();
    build?.remove();
  });

  it("shows a buyer the commercial area, privately", async () => {
    const response = await page("/commercial-view", cookies.buyer);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const html = await response.text();
    expect(html).toContain("Commercial Account");
    expect(html).toContain("Green Roots Farms");
    expect(html).toContain("Welcome – Please select a section from the sidebar");
    expect(html).toContain('action="/logout"');
  });

  it("sends anonymous visitors to sign in and refuses the wrong kind of account", async () => {
    const anonymous = await page("/commercial-view");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe("/login?next=%2Fcommercial-view");
    const staffThere = await page("/commercial-view", cookies.staff);
    expect(staffThere.status).toBe(403);
    expect(await staffThere.text()).toContain("Access denied");
    const buyerInAdmin = await page("/admin/outbox", cookies.buyer);
    expect(buyerInAdmin.status).toBe(403);
    expect((await page("/admin", cookies.staff)).status).toBe(200);
  });

  it("never serves a signed-in page from the anonymous page cache, nor stores one in it", async () => {
    await page("/terms");
    const cached = await page("/terms");
    expect(cached.headers.get("x-cache")).toBe("HIT");
    const signedIn = await page("/terms", cookies.buyer);
    expect(signedIn.headers.get("x-cache")).toBeNull();
    expect(signedIn.headers.get("cache-control")).toBe("private, no-store");
    expect(await signedIn.text()).toContain(">Account<");
    const anonymousAgain = await page("/terms");
    expect(anonymousAgain.headers.get("x-cache")).toBe("HIT");
    const html = await anonymousAgain.text();
    expect(html).not.toContain(">Account<");
    expect(html).toContain(">Sign in<");
  });

  it("refuses a page action posted from another site with the cookie", async () => {
    const response = await postLogout("https://evil.example");
    expect(response.status).toBe(403);
    expect((await page("/commercial-view", cookies.buyer)).status).toBe(200);
  });

  it("joins the cookie cart to the account's when a signed-in buyer lands on /login (a provider's callback)", async () => {
    const cart = cookieCart([["IL-D01", 2]]);
    const response = await page("/login?next=%2Fcart", `${cookies.buyer}; ${cart}`);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/cart");
    expect(response.headers.getSetCookie()).toContainEqual(expect.stringMatching(/^cart_items=;.*Max-Age=0/));
    const viewer = await server.services.accounts.viewerFromCookie(cookies.buyer);
    const items = await server.services.account.cart.read(viewer!.userId);
    expect(items.map((i) => [i.sku, i.quantity])).toEqual([["IL-D01", 2]]);
  });

  it("signs out through the page action", async () => {
    const response = await postLogout(server.baseUrl);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/");
    expect(response.headers.getSetCookie().some((c) => /^canopy\.session_token=;/.test(c))).toBe(true);
    expect((await page("/commercial-view", cookies.buyer)).status).toBe(302);
  });

  it("does not sign in the buyer of a deactivated company", async () => {
    await database.db.update(companies).set({ status: "deactivated" }).where(eq(companies.id, companyId));
    const response = await postJson(`${server.baseUrl}/api/session`, {
      email: "bea@grower.example",
      password: PASSWORD,
    });
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});
