import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { Database } from "../../server/db/client.ts";
import { passwordLinkRequests, users } from "../../server/db/schema/identity.ts";
import { outboxEmails } from "../../server/db/schema/email.ts";
import { priceLists, priceListRules } from "../../server/db/schema/pricing.ts";
import { seedCatalog } from "../factories/catalog.ts";
import { buildStorefront } from "../support/page-build.ts";
import { cookieFrom, pageClient } from "../support/page-client.ts";
import { databaseTargets } from "../support/test-database.ts";
import { startTestServer } from "../support/test-server.ts";
import { salesCatalog } from "./sales-fixtures.ts";

const PASSWORD = "Greenhouse#2026";
const SLOW = 240_000;

let build: ReturnType<typeof buildStorefront>;
beforeAll(() => {
  build = buildStorefront();
});
afterAll(() => build?.remove());

/** What an attacker of the B2B half tried: stale reset links, NUL bytes in staff forms, telling addresses apart. */
describe.each(databaseTargets())("attacks on accounts and staff forms on $name", (target) => {
  let database: Database;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let staff: string;
  const { get, post } = pageClient(() => server.baseUrl);

  beforeAll(async () => {
    database = await target.open();
    await seedCatalog(database.db, salesCatalog);
    server = await startTestServer(database, { RATE_LIMIT_WRITES_PER_MINUTE: "1000" }, build.dir);
    const { accounts } = server.services;
    await accounts.addStaff({ email: "sam@canopy.example", password: PASSWORD, role: "admin" });
    const signedIn = await accounts.signIn(
      { email: "sam@canopy.example", password: PASSWORD, rememberMe: false },
      { ip: "127.0.0.1" },
    );
    if (!signedIn.ok) throw new Error("staff sign-in refused");
    staff = cookieFrom(signedIn.setCookies);
    const bea = await accounts.createUser({ email: "bea@grower.example", name: "Bea Grower" });
    await accounts.setPassword(bea.id, PASSWORD);
  }, SLOW);
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  const tokenOf = (link: string) => new URL(link).searchParams.get("token") ?? "";
  const setPassword = (token: string, password: string) =>
    post(`/reset-password?token=${token}`, [
      ["token", token],
      ["password", password],
      ["confirmPassword", password],
    ]);
  const beaId = async () =>
    (await database.db.select({ id: users.id }).from(users).where(eq(users.email, "bea@grower.example")))[0]
      .id;

  it("ends every older reset link when a new one is asked for, and every other one when a link is used", async () => {
    const { accounts } = server.services;
    const id = await beaId();
    const older = tokenOf(await accounts.passwordLink(id, "reset"));
    const newer = tokenOf(await accounts.passwordLink(id, "reset"));
    expect((await get(`/reset-password?token=${older}`)).status).toBe(200);
    expect(await accounts.passwordLinkIsValid(older)).toBe(false);
    const used = await setPassword(newer, "Newer#Password9");
    expect(used.status).toBe(302);
    expect(used.headers.get("location")).toBe("/password-success");
    const stale = await setPassword(older, "Older#Password9");
    expect(stale.status).toBe(410);
    expect(stale.headers.get("location")).toBeNull();
    const signIn = (password: string) =>
      accounts.signIn({ email: "bea@grower.example", password, rememberMe: false }, { ip: "198.51.100.4" });
    expect((await signIn("Older#Password9")).ok).toBe(false);
    expect((await signIn("Newer#Password9")).ok).toBe(true);
  });

  it("answers a forgot-password request for a known and an unknown address with the same work: one queued request, no mail yet", async () => {
    const mailsTo = async (address: string) =>
      (await database.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, address))).length;
    const before = await mailsTo("bea@grower.example");
    for (const email of ["bea@grower.example", "nobody@grower.example"]) {
      const answered = await post("/email-validation?mode=reset", [["email", email]]);
      expect(answered.status).toBe(200);
      expect(await answered.text()).toContain("If an account uses that address");
    }
    const queued = await database.db.select({ email: passwordLinkRequests.email }).from(passwordLinkRequests);
    expect(queued.map((row) => row.email)).toEqual(["bea@grower.example", "nobody@grower.example"]);
    expect(await mailsTo("bea@grower.example")).toBe(before);

    // The password-link job's pass mails the account's link only, and empties the queue.
    expect(await server.services.accounts.sendQueuedPasswordResets()).toBe(2);
    expect(await mailsTo("bea@grower.example")).toBe(before + 1);
    expect(await mailsTo("nobody@grower.example")).toBe(0);
    expect(await database.db.$count(passwordLinkRequests)).toBe(0);
  });

  it("answers a NUL byte in the staff price-list forms with a 400 naming the field, storing nothing", async () => {
    const listsBefore = await database.db.$count(priceLists);
    const named = await post("/admin/price-lists", [["name", "a\u0000b"]], staff);
    expect(named.status).toBe(400);
    expect(await named.json()).toMatchObject({ error: { fields: { name: expect.any(String) } } });
    expect(await database.db.$count(priceLists)).toBe(listsBefore);

    const created = await post("/admin/price-lists", [["name", "Leafworks contract"]], staff);
    expect(created.status).toBe(302);
    const listPath = created.headers.get("location") ?? "";
    const rulesBefore = await database.db.$count(priceListRules);
    const rule = await post(
      listPath,
      [
        ["intent", "rule"],
        ["kind", "brand"],
        ["target", "Gav\u0000ita"],
        ["percentOff", "5"],
      ],
      staff,
    );
    expect(rule.status).toBe(400);
    expect(await rule.json()).toMatchObject({ error: { fields: { target: expect.any(String) } } });

    const form = new FormData();
    form.set("intent", "import");
    const csv = "kind,target,percent_off,fixed_price,min_quantity\nbrand,Gav\u0000ita,8,,\n";
    form.set("csv", new Blob([csv], { type: "text/csv" }), "rules.csv");
    const uploaded = await fetch(`${server.baseUrl}${listPath}`, {
      method: "POST",
      headers: { cookie: staff, origin: server.baseUrl },
      body: form,
    });
    expect(uploaded.status).toBe(400);
    expect(await uploaded.text()).toContain("Line 2: Remove the control or invalid characters");
    expect(await database.db.$count(priceListRules)).toBe(rulesBefore);
  });
});
