import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/db/client.ts";
import { companies, companyMembers } from "../../server/db/schema/companies.ts";
import { buildStorefront } from "../support/page-build.ts";
import { cookieFrom, pageClient } from "../support/page-client.ts";
import { databaseTargets } from "../support/test-database.ts";
import { startTestServer } from "../support/test-server.ts";

const PASSWORD = "Greenhouse#2026";

let build: ReturnType<typeof buildStorefront>;
beforeAll(() => {
  build = buildStorefront();
});
afterAll(() => build?.remove());

// Who may open the webhook and API key screens, and their forms without JavaScript.
describe.each(databaseTargets())("webhook and API key pages on $name", (target) => {
  let database: Database;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  const cookies: Record<"admin" | "sales" | "companyAdmin" | "buyer", string> = {
    admin: "",
    sales: "",
    companyAdmin: "",
    buyer: "",
  };
  const { get, post } = pageClient(() => server.baseUrl);

  beforeAll(async () => {
    database = await target.open();
    server = await startTestServer(
      database,
      { RATE_LIMIT_WRITES_PER_MINUTE: "1000", WEBHOOK_ALLOW_PRIVATE_URLS: "on" },
      build.dir,
    );
    const { accounts } = server.services;
    const signIn = async (email: string) => {
      const result = await accounts.signIn(
        { email, password: PASSWORD, rememberMe: false },
        { ip: "127.0.0.1" },
      );
      if (!result.ok) throw new Error(`${email} sign-in refused`);
      return cookieFrom(result.setCookies);
    };
    await accounts.addStaff({ email: "ops@canopy.example", password: PASSWORD, role: "admin", name: "Ops" });
    await accounts.addStaff({ email: "sam@canopy.example", password: PASSWORD, role: "sales", name: "Sam" });
    cookies.admin = await signIn("ops@canopy.example");
    cookies.sales = await signIn("sam@canopy.example");
    const [company] = await database.db.insert(companies).values({ name: "Grower Co" }).returning();
    for (const [key, email, role] of [
      ["companyAdmin", "ada@grower.example", "admin"],
      ["buyer", "bea@grower.example", "buyer"],
    ] as const) {
      const { id } = await accounts.createUser({ email, name: email });
      await accounts.setPassword(id, PASSWORD);
      await database.db.insert(companyMembers).values({ userId: id, companyId: company.id, role });
      cookies[key] = await signIn(email);
    }
  }, 180_000);
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it("lets only admins open the webhook screens; anonymous visitors sign in first", async () => {
    const anonymous = await get("/admin/webhooks");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe("/login?next=%2Fadmin%2Fwebhooks");
    for (const who of ["sales", "buyer", "companyAdmin"] as const) {
      expect((await get("/admin/webhooks", cookies[who])).status, who).toBe(403);
      expect(
        (await post("/admin/webhooks", [["url", "http://127.0.0.1:9/x"]], cookies[who])).status,
        who,
      ).toBe(403);
    }
    expect((await get("/admin/webhooks", cookies.admin)).status).toBe(200);
  });

  it("registers an endpoint from the plain form, shows its secret once, and refuses a bad URL with the reason", async () => {
    const bad = await post(
      "/admin/webhooks",
      [
        ["url", "ftp://files.example/x"],
        ["events", "order.placed"],
      ],
      cookies.admin,
    );
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("The URL must start with https://.");
    const none = await post("/admin/webhooks", [["url", "http://127.0.0.1:9/x"]], cookies.admin);
    expect(none.status).toBe(400);
    expect(await none.text()).toContain("Choose at least one event.");
    const made = await post(
      "/admin/webhooks",
      [
        ["url", "http://127.0.0.1:9/hooks"],
        ["events", "order.placed"],
        ["events", "order.status_changed"],
      ],
      cookies.admin,
    );
    expect(made.status).toBe(200);
    expect(await made.text()).toMatch(/whsec_[A-Za-z0-9_-]{43}/);
    const [endpoint] = await server.services.webhooks.list();
    expect(endpoint.events).toEqual(["order.placed", "order.status_changed"]);
    const page = await (await get(`/admin/webhooks/${endpoint.id}`, cookies.admin)).text();
    expect(page).not.toMatch(/whsec_/);
    expect((await get("/admin/webhooks/999999", cookies.admin)).status).toBe(404);
  });

  it("lets only a company admin open API keys; a key is shown once and revoked from the plain form", async () => {
    expect((await get("/commercial-view/api-keys")).status).toBe(302);
    for (const who of ["buyer", "admin"] as const) {
      expect((await get("/commercial-view/api-keys", cookies[who])).status, who).toBe(403);
    }
    const made = await post(
      "/commercial-view/api-keys",
      [
        ["intent", "create"],
        ["name", "Purchasing"],
        ["scopes", "orders:read"],
      ],
      cookies.companyAdmin,
    );
    expect(made.status).toBe(200);
    const key = /ck_[A-Za-z0-9_-]{43}/.exec(await made.text())?.[0];
    expect(key).toBeDefined();
    const list = await (await get("/commercial-view/api-keys", cookies.companyAdmin)).text();
    expect(list).toContain("Purchasing");
    expect(list).not.toContain(key);
    expect(
      (await fetch(`${server.baseUrl}/api/quotations`, { headers: { authorization: `Bearer ${key}` } }))
        .status,
    ).toBe(200);
    const id = /name="key" value="(\d+)"/.exec(list)?.[1] ?? "";
    const revoked = await post(
      "/commercial-view/api-keys",
      [
        ["intent", "revoke"],
        ["key", id],
      ],
      cookies.companyAdmin,
    );
    expect(revoked.status).toBe(200);
    expect(
      (await fetch(`${server.baseUrl}/api/quotations`, { headers: { authorization: `Bearer ${key}` } }))
        .status,
    ).toBe(401);
  });
});
