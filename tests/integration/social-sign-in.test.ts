import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import type { Database } from "../../server/db/client.ts";
import { loadEnv } from "../../server/env.ts";
import { companies, companyMembers } from "../../server/db/schema/companies.ts";
import { accounts as accountRows, users } from "../../server/db/schema/identity.ts";
import { buildStorefront } from "../support/page-build.ts";
import { databaseTargets } from "../support/test-database.ts";
import { startTestServer } from "../support/test-server.ts";

const SLOW = 300_000;
const ORIGIN = "http://localhost:3000";
const PROVIDERS = {
  GOOGLE_CLIENT_ID: "canopy-test.apps.googleusercontent.com",
  GOOGLE_CLIENT_SECRET: "google-test-secret",
  APPLE_CLIENT_ID: "example.canopy.signin",
  APPLE_CLIENT_SECRET: "apple-test-secret",
};

const form = (origin: string, fields: Record<string, string>) => ({
  method: "POST",
  redirect: "manual" as const,
  headers: { "content-type": "application/x-www-form-urlencoded", origin },
  body: new URLSearchParams(fields).toString(),
});

const cookiePairs = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .filter((pair) => !pair.endsWith("="));

/** An unsigned ID token as Google's token endpoint would return it (better-auth reads it after the code exchange). */
function idToken(claims: Record<string, unknown>) {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const now = Math.floor(Date.now() / 1000);
  return `${part({ alg: "RS256", kid: "test" })}.${part({ iss: "https://accounts.google.com", aud: PROVIDERS.GOOGLE_CLIENT_ID, iat: now, exp: now + 600, ...claims })}.signature`;
}

describe("the sign-in providers' configuration", () => {
  it("takes both variables of a provider or neither", () => {
    expect(() => loadEnv({ GOOGLE_CLIENT_ID: "id" })).toThrow(
      /GOOGLE_CLIENT_SECRET: set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET together/,
    );
    expect(() => loadEnv({ APPLE_CLIENT_SECRET: "secret" })).toThrow(/APPLE_CLIENT_ID: set APPLE_CLIENT_ID/);
    expect(loadEnv({ GOOGLE_CLIENT_ID: "", GOOGLE_CLIENT_SECRET: "" }).GOOGLE_CLIENT_ID).toBeUndefined();
  });
});

/** 'Use Google' and 'Use Apple' on /login, through the real server with and without the environment (ADR 0101). */
let build: ReturnType<typeof buildStorefront>;
beforeAll(() => {
  build = buildStorefront();
}, SLOW);
afterAll(() => build?.remove());

describe.each(databaseTargets())("sign-in with Google and Apple on $name", (target) => {
  let database: Database;
  let plain: Awaited<ReturnType<typeof startTestServer>>;
  let configured: Awaited<ReturnType<typeof startTestServer>>;

  beforeAll(async () => {
    database = await target.open();
    const limits = { RATE_LIMIT_WRITES_PER_MINUTE: "1000", PUBLIC_URL: ORIGIN };
    plain = await startTestServer(database, limits, build.dir);
    configured = await startTestServer(database, { ...limits, ...PROVIDERS }, build.dir);
    const buyer = await configured.services.accounts.createUser({
      email: "gia@grower.example",
      name: "Gia Grower",
    });
    const [{ id: companyId }] = await database.db
      .insert(companies)
      .values({ name: "Gia's Greens" })
      .returning({ id: companies.id });
    await database.db.insert(companyMembers).values({ userId: buyer.id, companyId, role: "admin" });
    await configured.services.accounts.createUser({ email: "nocompany@grower.example", name: "No Company" });
  }, SLOW);

  afterEach(() => vi.unstubAllGlobals());

  afterAll(async () => {
    await plain?.close();
    await configured?.close();
    await database?.close();
  });

  it("shows no provider buttons and takes no provider sign-in when none is configured", async () => {
    const html = await (await fetch(`${plain.baseUrl}/login`)).text();
    expect(html).toContain("Remember me");
    expect(html).not.toContain("Use Google");
    expect(html).not.toContain("Use Apple");
    expect((await fetch(`${plain.baseUrl}/login`, form(plain.baseUrl, { provider: "google" }))).status).toBe(
      404,
    );
    expect((await fetch(`${plain.baseUrl}/auth/callback/google?code=c&state=s`)).status).toBe(404);
  });

  it("shows 'Use Google' and 'Use Apple' when configured, each a button of a form to /login", async () => {
    const html = await (await fetch(`${configured.baseUrl}/login`)).text();
    for (const [id, label] of [
      ["google", "Use Google"],
      ["apple", "Use Apple"],
    ]) {
      const button = html.match(new RegExp(`<button[^>]*>${label}</button>`))?.[0] ?? "";
      expect(button).toContain('name="provider"');
      expect(button).toContain(`value="${id}"`);
      expect(button).toContain('type="submit"');
    }
  });

  it("sends the browser to Google's authorize URL with this shop's callback and a state bound to a cookie", async () => {
    const response = await fetch(
      `${configured.baseUrl}/login`,
      form(configured.baseUrl, { provider: "google", next: "/cart" }),
    );
    expect(response.status).toBe(302);
    const url = new URL(response.headers.get("location") ?? "");
    expect(`${url.origin}${url.pathname}`).toBe("https://accounts.google.com/o/oauth2/v2/auth");
    expect(url.searchParams.get("client_id")).toBe(PROVIDERS.GOOGLE_CLIENT_ID);
    expect(url.searchParams.get("redirect_uri")).toBe(`${ORIGIN}/auth/callback/google`);
    expect(url.searchParams.get("response_type")).toBe("code");
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("state")).toBeTruthy();
    const state = response.headers.getSetCookie().find((c) => c.startsWith("canopy.state="));
    expect(state).toMatch(/HttpOnly/i);
  });

  it("sends the browser to Apple's authorize URL", async () => {
    const response = await fetch(
      `${configured.baseUrl}/login`,
      form(configured.baseUrl, { provider: "apple" }),
    );
    const url = new URL(response.headers.get("location") ?? "");
    expect(`${url.origin}${url.pathname}`).toBe("https://appleid.apple.com/auth/authorize");
    expect(url.searchParams.get("client_id")).toBe(PROVIDERS.APPLE_CLIENT_ID);
    expect(url.searchParams.get("redirect_uri")).toBe(`${ORIGIN}/auth/callback/apple`);
  });

  it("refuses a provider post from another site", async () => {
    const request = form(configured.baseUrl, { provider: "google" });
    const response = await fetch(`${configured.baseUrl}/login`, {
      ...request,
      headers: { ...request.headers, origin: "https://evil.example" },
    });
    expect(response.status).toBe(403);
  });

  it("answers a hostile or stale callback with a redirect to /login, never a 5xx", async () => {
    const bodies: [string, string][] = [
      ["application/x-www-form-urlencoded", "code=c&state=forged&user=%7Bnot-json"],
      ["application/x-www-form-urlencoded", "%%%&&&=="],
      ["application/json", '{"code": 1, "state": ["x"]}'],
      ["text/plain", "code=c&state=s"],
    ];
    for (const [type, body] of bodies) {
      const response = await fetch(`${configured.baseUrl}/auth/callback/apple`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": type },
        body,
      });
      expect(response.status, `${type} ${body}`).toBeLessThan(500);
    }
    for (const query of ["", "?state=forged&code=c", "?error=access_denied&state=x", "?code=%00"]) {
      const response = await fetch(`${configured.baseUrl}/auth/callback/google${query}`, {
        redirect: "manual",
      });
      expect(response.status, query).toBeLessThan(500);
    }
    const stale = await fetch(`${configured.baseUrl}/auth/callback/google?state=forged&code=c`, {
      redirect: "manual",
    });
    expect(stale.headers.get("location")).toMatch(/^\/login\?error=/);
  });

  /** Starts at /login, answers Google's token endpoint with an ID token for `email`, and follows the callback. */
  async function returnFromGoogle(email: string) {
    const start = await fetch(
      `${configured.baseUrl}/login`,
      form(configured.baseUrl, { provider: "google" }),
    );
    const state = new URL(start.headers.get("location") ?? "").searchParams.get("state") ?? "";
    const realFetch = globalThis.fetch;
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      const target = input instanceof Request ? input.url : String(input);
      if (!target.startsWith("https://oauth2.googleapis.com/token")) return realFetch(input, init);
      const token = idToken({ sub: `google-${email}`, email, email_verified: true, name: "From Google" });
      return Response.json({
        access_token: "access",
        token_type: "Bearer",
        expires_in: 3600,
        id_token: token,
      });
    });
    const callback = await realFetch(
      `${configured.baseUrl}/auth/callback/google?code=test-code&state=${state}`,
      {
        redirect: "manual",
        headers: { cookie: cookiePairs(start).join("; ") },
      },
    );
    vi.unstubAllGlobals();
    return callback;
  }

  it("signs in the buyer of an approved company whose address the provider vouches for", async () => {
    const callback = await returnFromGoogle("gia@grower.example");
    expect(callback.status).toBe(302);
    expect(callback.headers.get("location")).toBe("/login?via=google");
    const session = cookiePairs(callback).find((c) => c.startsWith("canopy.session_token="));
    expect(session).toBeTruthy();
    const back = await fetch(`${configured.baseUrl}/login?via=google`, {
      redirect: "manual",
      headers: { cookie: session ?? "" },
    });
    expect(back.status).toBe(302);
    expect(back.headers.get("location")).toBe("/commercial-view");
    const area = await fetch(`${configured.baseUrl}/commercial-view`, { headers: { cookie: session ?? "" } });
    expect(await area.text()).toContain("Gia&#x27;s Greens");
  });

  it("creates no account for an address nobody approved, and says so on /login", async () => {
    const before = await database.db.select({ id: users.id }).from(users);
    const callback = await returnFromGoogle("stranger@elsewhere.example");
    expect(callback.status).toBe(302);
    const location = callback.headers.get("location") ?? "";
    expect(location).toMatch(/^\/login\?error=/);
    expect(cookiePairs(callback).some((c) => c.startsWith("canopy.session_token="))).toBe(false);
    expect(await database.db.select({ id: users.id }).from(users)).toHaveLength(before.length);
    const html = await (await fetch(`${configured.baseUrl}${location}`)).text();
    expect(html).toContain("We could not sign you in with that account.");
  });

  it("ends the session of a known address that opens nothing (no company, not staff)", async () => {
    const callback = await returnFromGoogle("nocompany@grower.example");
    const session = cookiePairs(callback).find((c) => c.startsWith("canopy.session_token=")) ?? "";
    expect(session).not.toBe("");
    const back = await fetch(`${configured.baseUrl}/login?via=google`, {
      redirect: "manual",
      headers: { cookie: session },
    });
    expect(back.status).toBe(302);
    expect(back.headers.get("location")).toBe("/login?inactive");
    expect(back.headers.getSetCookie().some((c) => /^canopy\.session_token=;/.test(c))).toBe(true);
    expect(await configured.services.accounts.viewerFromCookie(session)).toBeNull();
    const [user] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, "nocompany@grower.example"));
    const linked = await database.db.select().from(accountRows).where(eq(accountRows.userId, user.id));
    expect(linked.map((a) => a.providerId)).toEqual(["google"]);
  });
});
