import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutSchema } from "../../core/order-request.ts";
import {
  ownerOnlyMessage,
  SHOP_AS_INACTIVE_MESSAGE,
  SHOP_AS_MINUTES,
  SHOP_AS_NOT_MEMBER_MESSAGE,
} from "../../core/shop-as.ts";
import type { Database } from "../../server/db/client.ts";
import { companies, companyMembers } from "../../server/db/schema/companies.ts";
import { staffAuditLog } from "../../server/db/schema/audit.ts";
import { outboxEmails } from "../../server/db/schema/email.ts";
import { salesDocumentEvents } from "../../server/db/schema/sales.ts";
import { shopAsSessions } from "../../server/db/schema/shop-as.ts";
import { seedCatalog } from "../factories/catalog.ts";
import { signedInBuyer, signedInStaff, type BuyerSession } from "../support/buyer-session.ts";
import { postForm } from "../support/form-post.ts";
import { buildStorefront } from "../support/page-build.ts";
import { databaseTargets } from "../support/test-database.ts";
import { startTestServer } from "../support/test-server.ts";
import { checkoutPayload, salesCatalog } from "./sales-fixtures.ts";

const PASSWORD = "Greenhouse#2026";
const html = async (answer: Response) => (await answer.text()).replaceAll("<!-- -->", "");

let build: ReturnType<typeof buildStorefront>;
beforeAll(() => {
  build = buildStorefront();
});
afterAll(() => build?.remove());

/**
 * Sales staff shopping as a buyer, over HTTP: started from the company screen, the banner on the pages,
 * what is placed recorded as placed by the staff member for the buyer, the buyer's own settings refused,
 * and every way to start, keep or end it that is not the staff member's own refused.
 */
describe.each(databaseTargets())("sales shopping as a buyer ($name)", (target) => {
  let database: Database;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let ana: BuyerSession;
  let olga: BuyerSession;
  let staff: string;

  const get = (path: string, cookie?: string) =>
    fetch(`${server.baseUrl}${path}`, { redirect: "manual", headers: cookie ? { cookie } : {} });
  const post = (path: string, fields: [string, string][], cookie?: string) =>
    postForm(`${server.baseUrl}${path}`, fields, cookie);
  const companyPath = () => `/admin/companies/${ana.companyId}`;
  const startAs = (userId: string, cookie = staff, path = companyPath()) =>
    post(
      path,
      [
        ["intent", "shop-as"],
        ["buyerUserId", userId],
      ],
      cookie,
    );
  /** The End button; the staff screens answer 403 while the staff member shops as someone. */
  const endShopAs = () => post("/shop-as/end", [], staff);
  const viewerOf = (cookie: string) => server.services.accounts.viewerFromCookie(cookie);
  const auditActions = async () =>
    (await database.db.select().from(staffAuditLog)).map((e) => `${e.actorEmail} ${e.action} ${e.subjectId}`);

  beforeAll(async () => {
    database = await target.open();
    await seedCatalog(database.db, salesCatalog);
    server = await startTestServer(
      database,
      {
        RATE_LIMIT_WRITES_PER_MINUTE: "1000",
        RATE_LIMIT_READS_PER_MINUTE: "0",
        PAGE_CACHE_MB: "0",
        CLOCK_CONTROL: "on",
        HOST: "127.0.0.1",
      },
      build.dir,
    );
    const { accounts } = server.services;
    ana = await signedInBuyer(database.db, accounts, {
      email: "ana@greenleaf.example",
      password: PASSWORD,
      companyName: "Greenleaf Farms",
    });
    await database.db
      .update(companyMembers)
      .set({ role: "admin" })
      .where(eq(companyMembers.userId, ana.userId));
    olga = await signedInBuyer(database.db, accounts, {
      email: "olga@othergrowers.example",
      password: PASSWORD,
      companyName: "Other Growers",
    });
    staff = await signedInStaff(accounts, {
      email: "sam@canopy.example",
      password: PASSWORD,
      role: "sales",
      name: "Sam",
    });
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it("starts from the company screen, shows the banner and records an order as placed by sales for the buyer", async () => {
    const screen = await html(await get(companyPath(), staff));
    expect(screen).toContain("Shop as ");

    const started = await startAs(ana.userId);
    expect(started.status).toBe(302);
    expect(started.headers.get("location")).toBe("/commercial-view");
    const viewer = await viewerOf(staff);
    expect(viewer).toMatchObject({
      kind: "buyer",
      userId: ana.userId,
      shopAs: { email: "sam@canopy.example" },
    });

    const home = await get("/commercial-view", staff);
    expect(home.status).toBe(200);
    const page = await html(home);
    expect(page).toContain("is shopping as");
    expect(page).toContain('action="/shop-as/end"');
    expect(await html(await get("/", staff))).toContain("is shopping as");
    // The buyer's own session is untouched and shows no banner.
    expect(await viewerOf(ana.cookie)).not.toHaveProperty("shopAs");
    expect(await html(await get("/commercial-view", ana.cookie))).not.toContain("is shopping as");

    const { order } = await server.services.sales.orders.create(
      checkoutSchema.parse(checkoutPayload({ contact: { email: "ana@greenleaf.example", phone: "555" } })),
      undefined,
      viewer,
    );
    const found = (await server.services.sales.documents.byNumber(order.orderNumber))!;
    const [placed] = await database.db
      .select()
      .from(salesDocumentEvents)
      .where(eq(salesDocumentEvents.documentId, found.document.id));
    expect(placed.actor).toBe("staff:sam@canopy.example");
    expect(placed.reason).toContain("Placed by Sam (sam@canopy.example) for");
    expect(placed.reason).toContain("(ana@greenleaf.example)");
    expect(await auditActions()).toContain(`sam@canopy.example order.placed_for_buyer ${order.orderNumber}`);
    const mails = await database.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.refType, "order"), eq(outboxEmails.refId, order.orderNumber)));
    expect(mails.map((m) => m.template).sort()).toEqual(["order-confirmation", "sales-notification"]);
    for (const mail of mails) expect(mail.textBody).toContain("Placed by Sam (sam@canopy.example)");
  });

  it("refuses the buyer's password, payment methods and company members while shopping as them", async () => {
    await endShopAs();
    await startAs(ana.userId);
    const name = (await viewerOf(staff))!.name;
    const password = await post(
      "/commercial-view/account",
      [
        ["intent", "password"],
        ["currentPassword", PASSWORD],
        ["newPassword", "Another#Secret2026"],
        ["confirmPassword", "Another#Secret2026"],
      ],
      staff,
    );
    expect(password.status).toBe(403);
    expect(await html(password)).toContain(ownerOnlyMessage(name, "the password"));
    const cards = await post(
      "/commercial-view/payment-options",
      [
        ["intent", "delete"],
        ["id", "pm_1"],
      ],
      staff,
    );
    expect(cards.status).toBe(403);
    const members = await post(
      "/commercial-view/users",
      [
        ["intent", "invite"],
        ["email", "new@greenleaf.example"],
        ["fullName", "New"],
        ["role", "buyer"],
      ],
      staff,
    );
    expect(members.status).toBe(403);
    expect(await html(members)).toContain("only");
    // The buyer still signs in with the password they had.
    const again = await server.services.accounts.signIn(
      { email: "ana@greenleaf.example", password: PASSWORD, rememberMe: false },
      { ip: "127.0.0.1" },
    );
    expect(again.ok).toBe(true);
  });

  it("refuses anyone but staff, another company's member and an inactive company", async () => {
    await endShopAs();
    expect((await startAs(ana.userId, olga.cookie)).status).toBe(403);
    expect((await startAs(ana.userId, "")).headers.get("location")).toMatch(/^\/login/);

    const stranger = await startAs(olga.userId);
    expect(stranger.status).toBe(404);
    expect(await html(stranger)).toContain(SHOP_AS_NOT_MEMBER_MESSAGE);

    await startAs(ana.userId);
    await database.db.update(companies).set({ status: "deactivated" }).where(eq(companies.id, ana.companyId));
    try {
      // A session already running stops with the company; a new one is refused with the reason.
      expect(await viewerOf(staff)).toMatchObject({ kind: "staff" });
      await endShopAs();
      const inactive = await startAs(ana.userId);
      expect(inactive.status).toBe(409);
      expect(await html(inactive)).toContain(SHOP_AS_INACTIVE_MESSAGE);
    } finally {
      await database.db.update(companies).set({ status: "active" }).where(eq(companies.id, ana.companyId));
    }
  });

  it("ends when its time is up and by the End button, and only the staff member's own session ends it", async () => {
    await endShopAs();
    expect((await startAs(ana.userId)).status).toBe(302);
    const [open] = await database.db
      .select()
      .from(shopAsSessions)
      .where(and(eq(shopAsSessions.companyId, ana.companyId), isNull(shopAsSessions.endedAt)));
    // Another buyer's End, or the buyer's own, ends nothing of the staff member's.
    await post("/shop-as/end", [], olga.cookie);
    await post("/shop-as/end", [], ana.cookie);
    expect((await viewerOf(staff))?.kind).toBe("buyer");

    server.services.clock.advance((SHOP_AS_MINUTES - 1) * 60_000);
    // Using it does not move its end.
    await get("/commercial-view", staff);
    server.services.clock.advance(2 * 60_000);
    expect(await viewerOf(staff)).toMatchObject({ kind: "staff" });
    const [still] = await database.db.select().from(shopAsSessions).where(eq(shopAsSessions.id, open.id));
    expect(still.endsAt).toBe(open.endsAt);

    expect((await startAs(ana.userId)).status).toBe(302);
    expect((await viewerOf(staff))?.kind).toBe("buyer");
    // Shopping as someone, the staff screens are closed until End.
    expect((await get(companyPath(), staff)).status).toBe(403);
    const ended = await post("/shop-as/end", [], staff);
    expect(ended.status).toBe(302);
    expect(ended.headers.get("location")).toBe(companyPath());
    expect(await viewerOf(staff)).toMatchObject({ kind: "staff" });
    expect(await auditActions()).toContain(`sam@canopy.example company.shop_as.end ${ana.companyId}`);
    expect((await post("/shop-as/end", [])).headers.get("location")).toBe("/login");
  });
});
