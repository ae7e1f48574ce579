import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { databaseTargets } from "../support/test-database.ts";
import { testEnv } from "../support/test-server.ts";
import type { Database } from "../../server/db/client.ts";
import { companies, companyMembers } from "../../server/db/schema/companies.ts";
import { accounts, sessions, users } from "../../server/db/schema/identity.ts";
import { outboxEmails } from "../../server/db/schema/email.ts";
import { createAccountsService, type AccountsService } from "../../server/identity/accounts-service.ts";
import { SIGN_IN_FAILURES } from "../../server/identity/sign-in-throttle.ts";
import { setTestPasswordHashParams, verifyPassword } from "../../server/identity/password-hash.ts";
import { TEST_PASSWORD_HASH_PARAMS } from "../support/vitest-setup.ts";

const PASSWORD = "Greenhouse#2026";

/** The Cookie header a browser would send back after these Set-Cookie headers. */
const cookieFrom = (setCookies: string[]) => setCookies.map((c) => c.split(";")[0]).join("; ");

describe.each(databaseTargets())("accounts service ($name)", (target) => {
  let database: Database;
  let service: AccountsService;
  const facts = (cookie?: string) => ({ ip: "203.0.113.7", userAgent: "vitest", cookie });

  beforeAll(async () => {
    database = await target.open();
    service = createAccountsService(database, testEnv({ PUBLIC_URL: "https://shop.example" }));
  });
  afterAll(() => database?.close());

  async function signedIn(email: string, password = PASSWORD, rememberMe = true) {
    const result = await service.signIn({ email, password, rememberMe }, facts());
    if (!result.ok) throw new Error(`sign-in refused: ${result.reason}`);
    return result;
  }

  it("stores passwords as Argon2id with OWASP's parameters (19 MiB, 2 passes, 1 lane) and a salt of its own", async () => {
    // What production hashes with: this file's other tests use the suite's cheap parameters.
    setTestPasswordHashParams(undefined);
    try {
      await service.addStaff({ email: "Owner@Shop.example", password: PASSWORD, role: "admin" });
    } finally {
      setTestPasswordHashParams(TEST_PASSWORD_HASH_PARAMS);
    }
    const rows = await database.db
      .select({ password: accounts.password })
      .from(accounts)
      .innerJoin(users, eq(users.id, accounts.userId))
      .where(eq(users.email, "owner@shop.example"));
    expect(rows).toHaveLength(1);
    const stored = rows[0].password ?? "";
    expect(stored).toMatch(/^argon2id\$19456\$2\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword({ hash: stored, password: PASSWORD })).toBe(true);
    expect(await verifyPassword({ hash: stored, password: "greenhouse#2026" })).toBe(false);
    expect(await verifyPassword({ hash: "not a hash", password: PASSWORD })).toBe(false);
  });

  it("signs staff in with a Secure, HttpOnly, SameSite=Lax cookie and resolves them from it", async () => {
    const result = await signedIn("OWNER@shop.example");
    expect(result.kind).toBe("staff");
    const session = result.setCookies.find((c) => c.startsWith("__Secure-canopy.session_token="));
    expect(session).toMatch(/; HttpOnly/i);
    expect(session).toMatch(/; Secure/i);
    expect(session).toMatch(/; SameSite=Lax/i);
    expect(session).toMatch(/Max-Age=2592000/);
    const viewer = await service.viewerFromCookie(cookieFrom(result.setCookies));
    expect(viewer).toMatchObject({ kind: "staff", email: "owner@shop.example", staffRole: "admin" });
  });

  it("without Remember me, sets a browser-session cookie", async () => {
    const result = await signedIn("owner@shop.example", PASSWORD, false);
    const session = result.setCookies.find((c) => c.startsWith("__Secure-canopy.session_token=")) ?? "";
    expect(session).not.toMatch(/Max-Age|Expires/i);
  });

  it("refuses a tampered or unknown cookie", async () => {
    const result = await signedIn("owner@shop.example");
    const cookie = cookieFrom(result.setCookies);
    // One character of the token changed (to another one: a token may begin with any letter).
    const tampered = cookie.replace(
      /session_token=(.)/,
      (_m, first: string) => `session_token=${first === "a" ? "b" : "a"}`,
    );
    expect(await service.viewerFromCookie(tampered)).toBeNull();
    expect(await service.viewerFromCookie("__Secure-canopy.session_token=abc.def")).toBeNull();
    expect(await service.viewerFromCookie(undefined)).toBeNull();
  });

  it("gives a new session id at every sign-in and ends the one the browser came with", async () => {
    const first = await signedIn("owner@shop.example");
    const firstCookie = cookieFrom(first.setCookies);
    const second = await service.signIn(
      { email: "owner@shop.example", password: PASSWORD, rememberMe: true },
      facts(firstCookie),
    );
    if (!second.ok) throw new Error("refused");
    expect(cookieFrom(second.setCookies)).not.toBe(firstCookie);
    expect(await service.viewerFromCookie(firstCookie)).toBeNull();
    expect(await service.viewerFromCookie(cookieFrom(second.setCookies))).not.toBeNull();
  });

  it("answers one way for a wrong password and an unknown address", async () => {
    const wrong = await service.signIn(
      { email: "owner@shop.example", password: "Wrong#Pass1", rememberMe: false },
      { ip: "198.51.100.1" },
    );
    const unknown = await service.signIn(
      { email: "nobody@shop.example", password: PASSWORD, rememberMe: false },
      { ip: "198.51.100.1" },
    );
    expect(wrong).toEqual({ ok: false, reason: "invalid" });
    expect(unknown).toEqual(wrong);
  });

  it("makes a buyer of an active company's member, and nobody of a deactivated one's", async () => {
    const { id } = await service.createUser({ email: "Buyer@Grower.example", name: "Bea Buyer" });
    await service.setPassword(id, PASSWORD);
    const [company] = await database.db
      .insert(companies)
      .values({ name: "Grower Co" })
      .returning({ id: companies.id });
    await database.db.insert(companyMembers).values({ userId: id, companyId: company.id, role: "buyer" });
    const cookie = cookieFrom((await signedIn("buyer@grower.example")).setCookies);
    expect(await service.viewerFromCookie(cookie)).toEqual({
      kind: "buyer",
      userId: id,
      email: "buyer@grower.example",
      name: "Bea Buyer",
      companyId: company.id,
      companyName: "Grower Co",
      companyRole: "buyer",
    });
    await database.db.update(companies).set({ status: "deactivated" }).where(eq(companies.id, company.id));
    expect(await service.viewerFromCookie(cookie)).toBeNull();
  });

  it("refuses a second user on a taken address", async () => {
    await expect(service.createUser({ email: "OWNER@shop.example", name: "Again" })).rejects.toThrow(
      "already uses",
    );
  });

  it("ends every session of a user", async () => {
    const cookie = cookieFrom((await signedIn("owner@shop.example")).setCookies);
    const [owner] = await database.db.select().from(users).where(eq(users.email, "owner@shop.example"));
    expect(await service.endSessions(owner.id)).toBeGreaterThan(0);
    expect(await service.viewerFromCookie(cookie)).toBeNull();
  });

  it("sets a password through a single-use link, ending the user's sessions", async () => {
    const { id } = await service.createUser({ email: "invitee@grower.example", name: "Ivy" });
    const link = new URL(await service.passwordLink(id, "invite"));
    expect(link.origin + link.pathname).toBe("https://shop.example/reset-password");
    expect(link.searchParams.get("purpose")).toBe("invite");
    const token = link.searchParams.get("token") ?? "";
    // The token is stored hashed: the database never holds a usable link.
    const stored = await database.db.execute(sql`select identifier from verifications`);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(await service.passwordLinkIsValid(token)).toBe(true);
    await service.resetPassword(token, "New#Password9");
    expect(await service.passwordLinkIsValid(token)).toBe(false);
    await expect(service.resetPassword(token, "Other#Password9")).rejects.toThrow("already been used");
    const cookie = cookieFrom((await signedIn("invitee@grower.example", "New#Password9")).setCookies);
    const second = new URL(await service.passwordLink(id, "reset")).searchParams.get("token") ?? "";
    await service.resetPassword(second, "Third#Password9");
    const [{ count }] = await database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(sessions)
      .where(eq(sessions.userId, id));
    expect(count).toBe(0);
    expect(await service.viewerFromCookie(cookie)).toBeNull();
  });

  it("refuses a link older than 24 hours", async () => {
    const [owner] = await database.db.select().from(users).where(eq(users.email, "owner@shop.example"));
    const token = new URL(await service.passwordLink(owner.id, "reset")).searchParams.get("token") ?? "";
    await database.db.execute(
      sql`update verifications set expires_at = created_at + interval '24 hours' - interval '1 day 1 second'`,
    );
    expect(await service.passwordLinkIsValid(token)).toBe(false);
    await expect(service.resetPassword(token, "Fresh#Password9")).rejects.toThrow("expired");
  });

  it("mails a reset link to a known address only, answering alike", async () => {
    const before = await database.db.$count(outboxEmails);
    await service.requestPasswordReset("nobody@shop.example");
    expect(await database.db.$count(outboxEmails)).toBe(before);
    await service.requestPasswordReset("Owner@shop.example");
    const [mail] = await database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, "owner@shop.example"));
    expect(mail.template).toBe("password-reset");
    expect(mail.textBody).toMatch(/https:\/\/shop\.example\/reset-password\?token=[\w-]{43}/);
  });

  it(`throttles an account after ${SIGN_IN_FAILURES.max} failures in 15 minutes, even with the right password`, async () => {
    await service.addStaff({ email: "target@shop.example", password: PASSWORD, role: "sales" });
    for (let i = 0; i < SIGN_IN_FAILURES.max; i++) {
      const ip = `192.0.2.${i + 1}`;
      expect(
        await service.signIn({ email: "target@shop.example", password: "x", rememberMe: false }, { ip }),
      ).toEqual({
        ok: false,
        reason: "invalid",
      });
    }
    expect(
      await service.signIn(
        { email: "target@shop.example", password: PASSWORD, rememberMe: false },
        { ip: "192.0.2.99" },
      ),
    ).toEqual({ ok: false, reason: "throttled" });
  });

  it(`throttles an address after ${SIGN_IN_FAILURES.max} failures across accounts`, async () => {
    const ip = "198.51.100.200";
    for (let i = 0; i < SIGN_IN_FAILURES.max; i++) {
      await service.signIn({ email: `guess${i}@shop.example`, password: "x", rememberMe: false }, { ip });
    }
    expect(
      await service.signIn({ email: "owner@shop.example", password: PASSWORD, rememberMe: false }, { ip }),
    ).toEqual({
      ok: false,
      reason: "throttled",
    });
  });
});
