import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APPLICATION_RECEIVED_MESSAGE } from "../../core/commercial-application.ts";
import { INVITATION_INVALID_MESSAGE, INVITATION_SENT_MESSAGE } from "../../core/company-invitation.ts";
import { sql } from "../../server/db/client.ts";
import { queryRows } from "../support/query-rows.ts";
import { applicationFields } from "../factories/commercial.ts";
import { buildStorefront } from "../support/page-build.ts";
import { serverPerFile } from "../support/server-per-file.ts";
import { databaseTargets } from "../support/test-database.ts";

const PASSWORD = "Greenhouse#2026";
const cookieFrom = (setCookies: string[]) => setCookies.map((c) => c.split(";")[0]).join("; ");

let build: ReturnType<typeof buildStorefront>;
beforeAll(() => {
  build = buildStorefront();
});
afterAll(() => build?.remove());

/** The pages as a browser without JavaScript uses them: plain GETs and form posts, with a session cookie. */
// Each test hashes several passwords (scrypt, 128 MiB each; ADR 0071): room for a busy machine.
const SCRYPT_ROOM = { timeout: 240_000 };

describe.each(databaseTargets())("commercial pages on $name", (target) => {
  const served = serverPerFile(target, { RATE_LIMIT_WRITES_PER_MINUTE: "1000" }, () => build.dir);
  const page = (path: string, cookie?: string) =>
    fetch(`${served.server.baseUrl}${path}`, { headers: cookie ? { cookie } : {}, redirect: "manual" });
  const post = (path: string, fields: Record<string, string>, cookie?: string) =>
    fetch(`${served.server.baseUrl}${path}`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: served.server.baseUrl,
        ...(cookie ? { cookie } : {}),
      },
      body: new URLSearchParams(fields),
      redirect: "manual",
    });
  async function signIn(email: string) {
    const result = await served.server.services.accounts.signIn(
      { email, password: PASSWORD, rememberMe: false },
      { ip: "203.0.113.20" },
    );
    if (!result.ok) throw new Error(`sign-in refused: ${result.reason}`);
    return cookieFrom(result.setCookies);
  }
  const lastLink = async (address: string, path: string) => {
    const [mail] = await queryRows<{ text_body: string }>(
      served.database.db,
      sql`select text_body from outbox_emails where to_address = ${address} order by id desc limit 1`,
    );
    return new URL(new RegExp(`https?://[^\\s\\]]+${path}\\?[^\\s\\]]+`).exec(mail.text_body)?.[0] ?? "");
  };

  it("takes an application from /commercial's form and shows it to staff only", SCRYPT_ROOM, async () => {
    const applied = await post("/commercial", applicationFields());
    expect(applied.status).toBe(201);
    expect(await applied.text()).toContain(APPLICATION_RECEIVED_MESSAGE);

    const anonymous = await page("/admin/applications");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe("/login?next=%2Fadmin%2Fapplications");
    await served.server.services.accounts.addStaff({
      email: "sam@shop.example",
      password: PASSWORD,
      role: "sales",
      name: "Sam Ortiz",
    });
    const staff = await signIn("sam@shop.example");
    const list = await page("/admin/applications?status=pending", staff);
    expect(list.status).toBe(200);
    expect(list.headers.get("cache-control")).toBe("private, no-store");
    expect(await list.text()).toContain("Greenleaf Farms");
  });

  it(
    "approves from the page; the approved applicant's company admin manages users, a buyer gets 403",
    SCRYPT_ROOM,
    async () => {
      const staff = await signIn("sam@shop.example");
      const [{ id }] = await queryRows<{ id: number }>(
        served.database.db,
        sql`select id from commercial_applications where work_email = 'maria@greenleaf.example'`,
      );
      const approved = await post("/admin/applications", { intent: "approve", id: String(id) }, staff);
      expect(approved.status).toBe(200);
      expect(await approved.text()).toContain("Greenleaf Farms is approved.");
      const again = await post("/admin/applications", { intent: "approve", id: String(id) }, staff);
      expect(again.status).toBe(409);
      expect(await again.text()).toContain("This application has already been approved.");

      // The audit log is for admins; a sales member reads the applications but not the trail.
      expect((await page("/admin/audit", staff)).status).toBe(403);
      await served.server.services.accounts.addStaff({
        email: "ada@shop.example",
        password: PASSWORD,
        role: "admin",
      });
      const audit = await (await page("/admin/audit", await signIn("ada@shop.example"))).text();
      // A sentence with the staff member and the company by name, and only what changed.
      const entries = audit.replaceAll("&#x27;", "'");
      expect(entries).toContain("Sam Ortiz approved Greenleaf Farms' account");
      expect(entries).toContain("Status: pending → approved");
      expect(entries).not.toContain("— → —");
      expect(entries).not.toMatch(/Reviewed by|Company id|User id/);

      const activation = await lastLink("maria@greenleaf.example", "/reset-password");
      await served.server.services.accounts.resetPassword(
        activation.searchParams.get("token") ?? "",
        PASSWORD,
      );
      const admin = await signIn("maria@greenleaf.example");
      expect((await page("/admin/applications", admin)).status).toBe(403);

      const invited = await post(
        "/commercial-view/users",
        { intent: "invite", email: "bea@greenleaf.example", role: "buyer" },
        admin,
      );
      expect(invited.status).toBe(200);
      expect(await invited.text()).toContain(INVITATION_SENT_MESSAGE);
      const users = await page("/commercial-view/users", admin);
      expect(users.status).toBe(200);
      expect(await users.text()).toContain("bea@greenleaf.example");

      const join = await lastLink("bea@greenleaf.example", "/join");
      const form = await page(`/join${join.search}`);
      expect(await form.text()).toContain("Set Password and Join");
      const weak = await post("/join", {
        token: join.searchParams.get("token") ?? "",
        fullName: "Bea",
        password: "short",
        confirmPassword: "short",
      });
      expect(weak.status).toBe(400);
      expect(await weak.text()).toContain("Password must be at least 8 characters long.");
      const joined = await post("/join", {
        token: join.searchParams.get("token") ?? "",
        fullName: "Bea Buyer",
        password: PASSWORD,
        confirmPassword: PASSWORD,
      });
      expect(joined.status).toBe(200);
      // (The page escapes the message's apostrophe.)
      expect(await (await page(`/join${join.search}`)).text()).toContain(
        INVITATION_INVALID_MESSAGE.split("'")[0],
      );

      const buyer = await signIn("bea@greenleaf.example");
      expect((await page("/commercial-view/users", buyer)).status).toBe(403);
      expect(
        (
          await post(
            "/commercial-view/users",
            { intent: "invite", email: "z@z.example", role: "admin" },
            buyer,
          )
        ).status,
      ).toBe(403);
      expect((await page("/admin/applications", buyer)).status).toBe(403);
      expect((await post("/admin/applications", { intent: "approve", id: String(id) }, buyer)).status).toBe(
        403,
      );
    },
  );
});
