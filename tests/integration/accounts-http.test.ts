import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyRequest } from "fastify";
import { databaseTargets } from "../support/test-database.ts";
import { startTestServer } from "../support/test-server.ts";
import type { Database } from "../../server/db/client.ts";
import { requireBuyerApi, requireStaffApi } from "../../server/api/auth-guards.ts";
import { SIGN_IN_FAILED_MESSAGE } from "../../core/account-forms.ts";
import { postJson, rebatePayload } from "./sales-fixtures.ts";

const PASSWORD = "Bench#Press2026";
const EMAIL = "ops@shop.example";

describe.each(databaseTargets())("sessions over HTTP ($name)", (target) => {
  let database: Database;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let cookie: string;

  beforeAll(async () => {
    database = await target.open();
    server = await startTestServer(database, { RATE_LIMIT_WRITES_PER_MINUTE: "1000" });
    await server.services.accounts.addStaff({ email: EMAIL, password: PASSWORD, role: "sales" });
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it("signs in through POST /api/session with one generic refusal and an HttpOnly, SameSite=Lax cookie", async () => {
    const wrong = await postJson(`${server.baseUrl}/api/session`, { email: EMAIL, password: "nope" });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: { code: "unauthorized", message: SIGN_IN_FAILED_MESSAGE } });
    const unknown = await postJson(`${server.baseUrl}/api/session`, {
      email: "x@shop.example",
      password: "nope",
    });
    expect(await unknown.json()).toEqual({
      error: { code: "unauthorized", message: SIGN_IN_FAILED_MESSAGE },
    });

    const response = await postJson(`${server.baseUrl}/api/session`, { email: EMAIL, password: PASSWORD });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ kind: "staff", email: EMAIL, staffRole: "sales" });
    const [session] = response.headers.getSetCookie().filter((c) => c.startsWith("canopy.session_token="));
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    // PUBLIC_URL is http here: no Secure flag (it would keep the cookie from a plain-http browser).
    expect(session).not.toMatch(/Secure/i);
    cookie = session.split(";")[0];
  });

  it("resolves the viewer on every request and marks the answers private, no-store", async () => {
    const me = await fetch(`${server.baseUrl}/api/session`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(me.headers.get("cache-control")).toBe("private, no-store");
    // A catalogue read that is public for anonymous visitors is private for a signed-in one.
    const anonymous = await fetch(`${server.baseUrl}/api/catalog/categories`);
    const signedIn = await fetch(`${server.baseUrl}/api/catalog/categories`, { headers: { cookie } });
    expect(anonymous.headers.get("cache-control")).toMatch(/public/);
    expect(signedIn.headers.get("cache-control")).toBe("private, no-store");
    expect((await fetch(`${server.baseUrl}/api/session`)).status).toBe(401);
  });

  it("refuses cookie-carrying writes from another site (Origin and Sec-Fetch-Site), and sign-ins posted from one", async () => {
    const url = `${server.baseUrl}/api/contact/rebate`;
    const crossSite: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site" },
    ];
    for (const headers of crossSite) {
      const refused = await postJson(url, rebatePayload(), { cookie, ...headers });
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("cross_site");
    }
    const sameOrigin = await postJson(url, rebatePayload(), {
      cookie,
      "sec-fetch-site": "same-origin",
      origin: server.baseUrl,
    });
    expect(sameOrigin.status).toBe(201);
    // Without a session, other writes stay open to any origin (the forms are public) …
    expect((await postJson(url, rebatePayload(), { origin: "https://evil.example" })).status).toBe(201);
    // … but nobody may be signed in from another site.
    const loginCsrf = await postJson(
      `${server.baseUrl}/api/session`,
      { email: EMAIL, password: PASSWORD },
      { origin: "https://evil.example" },
    );
    expect(loginCsrf.status).toBe(403);
  });

  it("refuses a cookie-carrying write with neither Origin nor Sec-Fetch-Site, which every browser sends", async () => {
    const url = `${server.baseUrl}/api/contact/rebate`;
    const bare = { "content-type": "application/json" };
    const unsourced = await fetch(url, {
      method: "POST",
      headers: { ...bare, cookie },
      body: JSON.stringify(rebatePayload()),
    });
    expect(unsourced.status).toBe(403);
    expect(((await unsourced.json()) as { error: { code: string } }).error.code).toBe("cross_site");
    const sourced = await fetch(url, {
      method: "POST",
      headers: { ...bare, cookie, "sec-fetch-site": "same-origin" },
      body: JSON.stringify(rebatePayload()),
    });
    expect(sourced.status).toBe(201);
    // A script without a session still posts the public forms, and signs in through the API.
    const anonymous = await fetch(url, {
      method: "POST",
      headers: bare,
      body: JSON.stringify(rebatePayload()),
    });
    expect(anonymous.status).toBe(201);
    const signIn = await fetch(`${server.baseUrl}/api/session`, {
      method: "POST",
      headers: bare,
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    });
    expect(signIn.status).toBe(200);
  });

  it("ends the session at sign-out", async () => {
    const out = await postJson(`${server.baseUrl}/api/session/end`, {}, { cookie });
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().some((c) => /^canopy\.session_token=;.*Max-Age=0/.test(c))).toBe(true);
    expect((await fetch(`${server.baseUrl}/api/session`, { headers: { cookie } })).status).toBe(401);
  });
});

describe("API guards", () => {
  const as = (viewer: FastifyRequest["viewer"]) => ({ viewer }) as FastifyRequest;
  const staff = { kind: "staff", userId: "s", email: "s@x", name: "S", staffRole: "sales" } as const;
  const buyer = {
    kind: "buyer",
    userId: "b",
    email: "b@x",
    name: "B",
    companyId: "c",
    companyName: "C",
    companyRole: "buyer",
  } as const;

  it("answer 401 to anonymous requests and 403 to the wrong kind or role", () => {
    expect(() => requireStaffApi(as(null))).toThrow(expect.objectContaining({ status: 401 }));
    expect(() => requireStaffApi(as(buyer))).toThrow(expect.objectContaining({ status: 403 }));
    expect(() => requireStaffApi(as(staff), "admin")).toThrow(expect.objectContaining({ status: 403 }));
    expect(requireStaffApi(as(staff), "sales")).toBe(staff);
    expect(requireStaffApi(as({ ...staff, staffRole: "admin" }), "sales").staffRole).toBe("admin");
    expect(() => requireBuyerApi(as(null))).toThrow(expect.objectContaining({ status: 401 }));
    expect(() => requireBuyerApi(as(staff))).toThrow(expect.objectContaining({ status: 403 }));
    expect(requireBuyerApi(as(buyer))).toBe(buyer);
  });
});
