import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shipOrderSchema } from "../../core/back-office-forms.ts";
import { checkoutSchema } from "../../core/order-request.ts";
import type { BuyerViewer } from "../../core/viewer.ts";
import type { Database } from "../../server/db/client.ts";
import { seedCatalog } from "../factories/catalog.ts";
import { signedInBuyer } from "../support/buyer-session.ts";
import { buildStorefront } from "../support/page-build.ts";
import { databaseTargets } from "../support/test-database.ts";
import { startTestServer } from "../support/test-server.ts";
import { checkoutPayload, postJson, salesCatalog } from "./sales-fixtures.ts";

const PASSWORD = "Greenleaf#2026";
const PANES = ["/commercial-view/account", "/commercial-view/payment-options", "/commercial-view/returns"];

/** The account area's panes and /admin/returns through the real server: guards, privacy, forms. */
describe.each(databaseTargets())("account area pages on $name", (target) => {
  let database: Database;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let build: ReturnType<typeof buildStorefront>;
  const cookies: Record<"buyer" | "rival" | "staff", string> = { buyer: "", rival: "", staff: "" };
  let orderNumber = "";

  const get = (path: string, cookie?: string) =>
    fetch(`${server.baseUrl}${path}`, { redirect: "manual", headers: cookie ? { cookie } : {} });
  const post = (path: string, cookie: string, body: string, type = "application/x-www-form-urlencoded") =>
    fetch(`${server.baseUrl}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie, origin: server.baseUrl, "content-type": type },
      body,
    });

  beforeAll(async () => {
    build = buildStorefront();
    database = await target.open();
    await seedCatalog(database.db, salesCatalog);
    server = await startTestServer(database, { RATE_LIMIT_WRITES_PER_MINUTE: "1000" }, build.dir);
    const { accounts, sales } = server.services;
    const buyer = await signedInBuyer(database.db, accounts, {
      email: "maria@greenleaf.example",
      password: PASSWORD,
      companyName: "Greenleaf Farms",
    });
    cookies.buyer = buyer.cookie;
    cookies.rival = (
      await signedInBuyer(database.db, accounts, {
        email: "tom@rival.example",
        password: PASSWORD,
        companyName: "Rival Growers",
      })
    ).cookie;
    await accounts.addStaff({ email: "ana@canopy.example", password: PASSWORD, role: "sales" });
    const signedIn = await postJson(`${server.baseUrl}/api/session`, {
      email: "ana@canopy.example",
      password: PASSWORD,
    });
    cookies.staff = signedIn.headers.getSetCookie()[0].split(";")[0];

    const viewer = (await accounts.viewerFromCookie(buyer.cookie)) as BuyerViewer;
    const { order } = await sales.orders.create(
      checkoutSchema.parse(checkoutPayload({ contact: { email: viewer.email, phone: "(831) 555-0142" } })),
      undefined,
      viewer,
    );
    orderNumber = order.orderNumber;
    const { document } = (await sales.documents.byNumber(orderNumber))!;
    await sales.fulfilment.process(document.id, "staff:ana");
    await sales.fulfilment.ship(
      document.id,
      shipOrderSchema.parse({ carrier: "UPS", trackingNumber: "1Z1" }),
      "staff:ana",
    );
    await sales.fulfilment.deliver(document.id, "staff:ana");
  }, 300_000);
  afterAll(async () => {
    await server?.close();
    await database?.close();
    build?.remove();
  });

  it("sends anonymous visitors to sign in, refuses staff the panes and buyers the back office", async () => {
    for (const path of PANES) {
      const anonymous = await get(path);
      expect(anonymous.status).toBe(302);
      expect(anonymous.headers.get("location")).toBe(`/login?next=${encodeURIComponent(path)}`);
      expect((await get(path, cookies.staff)).status).toBe(403);
    }
    expect((await get("/admin/returns", cookies.buyer)).status).toBe(403);
    expect((await get("/admin/returns")).headers.get("location")).toBe("/login?next=%2Fadmin%2Freturns");
  });

  it("shows each pane to its buyer, privately, with the spec's words", async () => {
    for (const path of [
      ...PANES,
      "/commercial-view/account?tab=password",
      "/commercial-view/account?tab=notifications",
    ]) {
      const response = await get(path, cookies.buyer);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
    }
    const account = await (await get("/commercial-view/account", cookies.buyer)).text();
    for (const tab of ["Profile Information", "Password &amp; Security", "Notifications", "Edit Profile"])
      expect(account).toContain(tab);
    const returns = await (await get("/commercial-view/returns", cookies.buyer)).text();
    expect(returns).toMatch(/href="\/new-quotation"[^>]*>Order History</);
    expect(returns).toContain(`href="/commercial-view/returns?order=${orderNumber}"`);
  });

  it("answers another company's order as not found, on the pane and on a posted return", async () => {
    expect((await get(`/commercial-view/returns?order=${orderNumber}`, cookies.rival)).status).toBe(404);
    const body = new URLSearchParams({
      intent: "confirm",
      order: orderNumber,
      reasonCode: "damaged_in_transit",
      reason: "Damaged",
      "qty-1": "1",
    });
    expect((await post("/commercial-view/returns", cookies.rival, body.toString())).status).toBe(404);
    expect((await get(`/commercial-view/returns?order=${orderNumber}`, cookies.buyer)).status).toBe(200);
  });

  it("takes a return in two posts: the review shows the fee and changes nothing, the confirmation saves it", async () => {
    // Returned because no longer needed: the buyer's own reason carries the restocking fee.
    const fields = {
      order: orderNumber,
      reasonCode: "no_longer_needed",
      reason: "Ordered one too many",
      "qty-1": "1",
    };
    const review = await post(
      "/commercial-view/returns",
      cookies.buyer,
      new URLSearchParams({ ...fields, intent: "preview" }).toString(),
    );
    expect(review.status).toBe(200);
    const html = await review.text();
    expect(html).toMatch(/Restocking fee \((<!-- -->)?15(<!-- -->)?%\)/);
    expect(html).toContain("Refund estimate");
    // The tax the order charged on the item comes back with it (ADR 0251).
    expect(html).toContain("Tax on returned items");
    expect(html).toContain("Confirm Return Request");
    expect(await server.services.account.returns.forStaff()).toEqual([]);
    const confirmed = await post(
      "/commercial-view/returns",
      cookies.buyer,
      new URLSearchParams({ ...fields, intent: "confirm" }).toString(),
    );
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("location")).toMatch(
      /^\/commercial-view\/returns\?requested=R-[A-Z0-9]{9}$/,
    );
    const tooMany = await post(
      "/commercial-view/returns",
      cookies.buyer,
      new URLSearchParams({ ...fields, "qty-1": "5", intent: "confirm" }).toString(),
    );
    expect(tooMany.status).toBe(400);
  });

  it("answers 415 to a body that is no web form, on every new action", async () => {
    for (const [path, cookie] of [
      ...PANES.map((p) => [p, cookies.buyer]),
      ["/admin/returns", cookies.staff],
    ] as const) {
      expect((await post(path, cookie, "{}", "application/json")).status, path).toBe(415);
      expect((await post(path, cookie, "a=1", "text/plain")).status, path).toBe(415);
    }
  });

  it("takes no card number in any form: a posted one is refused, never echoed or kept, and the pane has no card field", async () => {
    const refused = await post(
      "/commercial-view/payment-options",
      cookies.buyer,
      new URLSearchParams({
        intent: "add",
        cardNumber: "4242424242424242",
        cardName: "M",
        expiryDate: "08/39",
      }).toString(),
    );
    expect(refused.status).toBe(400);
    expect(await refused.text()).not.toContain("4242424242424242");
    const html = await (await get("/commercial-view/payment-options", cookies.buyer)).text();
    expect(html).toContain("Saved cards and bank accounts are kept by our payment provider");
    expect(html).not.toContain("4242");
    expect(html).not.toMatch(/name="(cardNumber|cvv|expiryDate)"/);
  });

  it("sets a favourite from the heart's form without JavaScript as the JSON route does: saving twice keeps it, false removes it", async () => {
    const skus = async () =>
      (await (await get("/api/favorites", cookies.buyer)).json()) as { skus: string[] };
    const heart = (favorite?: string) =>
      post(
        "/favorites",
        cookies.buyer,
        new URLSearchParams({
          sku: "IL-Q1",
          back: "/products",
          ...(favorite === undefined ? {} : { favorite }),
        }).toString(),
      );
    for (const favorite of ["true", "true", undefined]) {
      const saved = await heart(favorite);
      expect(saved.status).toBe(302);
      expect(saved.headers.get("location")).toBe("/products");
      expect(await skus()).toEqual({ skus: ["IL-Q1"] });
    }
    expect((await heart("false")).status).toBe(302);
    expect(await skus()).toEqual({ skus: [] });
    expect((await heart("false")).status).toBe(302);
    expect(await skus()).toEqual({ skus: [] });
  });
});
