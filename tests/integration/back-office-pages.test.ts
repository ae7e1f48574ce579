import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutSchema, orderRequestSchema } from "../../core/order-request.ts";
import { sql, type Database } from "../../server/db/client.ts";
import { companies, companyMembers } from "../../server/db/schema/companies.ts";
import { seedCatalog } from "../factories/catalog.ts";
import { buildStorefront } from "../support/page-build.ts";
import { cookieFrom, pageClient } from "../support/page-client.ts";
import { queryRows } from "../support/query-rows.ts";
import { databaseTargets } from "../support/test-database.ts";
import { startTestServer } from "../support/test-server.ts";
import { checkoutPayload, quotePayload, salesCatalog } from "./sales-fixtures.ts";

const PASSWORD = "Greenhouse#2026";
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

let build: ReturnType<typeof buildStorefront>;
beforeAll(() => {
  build = buildStorefront();
});
afterAll(() => build?.remove());

describe.each(databaseTargets())("back-office pages over HTTP on $name", (target) => {
  let database: Database;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let staff: string;
  let buyer: string;

  beforeAll(async () => {
    database = await target.open();
    await seedCatalog(database.db, salesCatalog);
    server = await startTestServer(database, { RATE_LIMIT_WRITES_PER_MINUTE: "1000" }, build.dir);
    const { accounts } = server.services;
    const facts = { ip: "127.0.0.1", userAgent: "vitest" };
    await accounts.addStaff({ email: "ana@canopy.example", password: PASSWORD, role: "sales", name: "Ana" });
    const staffIn = await accounts.signIn(
      { email: "ana@canopy.example", password: PASSWORD, rememberMe: false },
      facts,
    );
    if (!staffIn.ok) throw new Error("staff sign-in refused");
    staff = cookieFrom(staffIn.setCookies);
    const { id } = await accounts.createUser({ email: "bea@grower.example", name: "Bea" });
    await accounts.setPassword(id, PASSWORD);
    const [company] = await database.db.insert(companies).values({ name: "Grower Co" }).returning();
    await database.db.insert(companyMembers).values({ userId: id, companyId: company.id, role: "buyer" });
    const buyerIn = await accounts.signIn(
      { email: "bea@grower.example", password: PASSWORD, rememberMe: false },
      facts,
    );
    if (!buyerIn.ok) throw new Error("buyer sign-in refused");
    buyer = cookieFrom(buyerIn.setCookies);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  const { get, post } = pageClient(() => server.baseUrl);
  const mails = (refId: string) =>
    queryRows<{ template: string; to_address: string; text_body: string }>(
      database.db,
      sql`select template, to_address, text_body from outbox_emails where ref_id = ${refId} order by id`,
    );

  it("sends anonymous visitors to sign in and refuses buyers, on every back-office path, reads and writes", async () => {
    const { quote } = await server.services.sales.quotes.create(orderRequestSchema.parse(quotePayload()));
    const paths = [
      "/admin/quotes",
      `/admin/quotes/${quote.quoteNumber}`,
      "/admin/orders",
      "/admin/orders/ORD-AAAAAAAAA",
    ];
    for (const path of paths) {
      const anonymous = await get(path);
      expect(anonymous.status, path).toBe(302);
      expect(anonymous.headers.get("location"), path).toBe(`/login?next=${encodeURIComponent(path)}`);
      expect((await get(path, buyer)).status, path).toBe(403);
      // The screens with forms refuse a buyer's post too (the lists have none: 405).
      if (path.split("/").length > 3) {
        expect((await post(path, [["intent", "process"]], buyer)).status, path).toBe(403);
        expect((await post(path, [["intent", "process"]])).status, path).toBe(302);
      }
    }
    const page = await get("/admin/quotes", staff);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
  });

  it("names the company, buyer, PO and job name on a document, and shows each line's whole sku and name", async () => {
    const { order } = await server.services.sales.orders.create(
      checkoutSchema.parse(
        checkoutPayload({
          poNumber: "PO-77-ALPHA",
          jobName: "North greenhouse refit",
          paymentMethod: "card",
        }),
      ),
    );
    const orderPage = await (await get(`/admin/orders/${order.orderNumber}`, staff)).text();
    const buyerFacts = /data-testid="document-buyer"[^]*?<\/dl>/.exec(orderPage)?.[0] ?? "";
    for (const text of ["Company", "Buyer", "Maria", "PO-77-ALPHA", "North greenhouse refit"])
      expect(buyerFacts, text).toContain(text);

    const { quote } = await server.services.sales.quotes.create(orderRequestSchema.parse(quotePayload()));
    const quotePage = await (await get(`/admin/quotes/${quote.quoteNumber}`, staff)).text();
    const nameField = /<textarea[^>]*aria-label="Name of line 1"[^>]*>([^<]*)<\/textarea>/.exec(quotePage);
    expect(nameField?.[1]).toContain("Iluminar ECO 630W LED Grow Light");
    expect(quotePage).toMatch(/<input[^>]*style="min-width:12ch"[^>]*name="sku" value="IL-Q1"/);
  });

  it("runs the journey with plain form posts: price and send → accept → process → ship → track → deliver", async () => {
    const { quote } = await server.services.sales.quotes.create(
      orderRequestSchema.parse(
        quotePayload({ email: "journey@greenleaf.example", companyName: "Journey Farms" }),
      ),
    );
    const listed = await (await get(`/admin/quotes?company=journey&status=pending`, staff)).text();
    expect(listed).toContain(quote.quoteNumber);
    expect(await (await get(`/admin/quotes?q=nobody-matches-this`, staff)).text()).not.toContain(
      quote.quoteNumber,
    );

    const sent = await post(
      `/admin/quotes/${quote.quoteNumber}`,
      [
        ["intent", "send"],
        ["sku", "IL-Q1"],
        ["name", "Light"],
        ["quantity", "3"],
        ["unitPrice", "1,100.00"],
        ["sku", "SPD-Q1"],
        ["name", "Canna"],
        ["quantity", "3"],
        ["unitPrice", "50"],
        ["remove", "1"],
        ["sku", ""],
        ["name", ""],
        ["quantity", ""],
        ["unitPrice", ""],
        ["freight", "85.00"],
        ["validUntil", day(30)],
        ["note", "Liftgate delivery."],
      ],
      staff,
    );
    expect(sent.status).toBe(200);
    expect(await sent.text()).toContain("Quote sent to journey@greenleaf.example.");
    const priced = await mails(quote.quoteNumber);
    const link = /\/quotations\/Q-[A-Z0-9]{9}\?token=[\w%-]+/.exec(priced.at(-1)!.text_body)?.[0];
    expect(priced.at(-1)?.template).toBe("quote-priced");
    expect(link).toBeDefined();

    const quotationPage = await (await get(link!)).text();
    expect(quotationPage).toContain("Accept quote and place order");
    const accepted = await post(link!, [["intent", "accept"]]);
    expect(accepted.status).toBe(303);
    const confirmation = accepted.headers.get("location")!;
    const orderNumber = /order=(ORD-[A-Z0-9]{9})/.exec(confirmation)![1];
    const order = (await server.services.sales.documents.byNumber(orderNumber))!.document;
    expect(order).toMatchObject({ subtotalCents: 330_000, shippingCents: 8_500 });

    // Shipping before processing is refused, and says what is allowed.
    const early = await post(
      `/admin/orders/${orderNumber}`,
      [
        ["intent", "ship"],
        ["carrier", "UPS"],
        ["trackingNumber", "1Z1"],
      ],
      staff,
    );
    expect(early.status).toBe(400);
    expect(await early.text()).toContain(
      `Order ${orderNumber} is pending: only an order in processing or partly shipped can ship.`,
    );
    expect((await post(`/admin/orders/${orderNumber}`, [["intent", "process"]], staff)).status).toBe(200);
    const badShip = await post(
      `/admin/orders/${orderNumber}`,
      [
        ["intent", "ship"],
        ["carrier", "UPS"],
      ],
      staff,
    );
    expect(badShip.status).toBe(400);
    const shipped = await post(
      `/admin/orders/${orderNumber}`,
      [
        ["intent", "ship"],
        ["carrier", "UPS Freight"],
        ["trackingNumber", "1Z JOURNEY 01"],
        ["estimatedDelivery", ""],
      ],
      staff,
    );
    expect(shipped.status).toBe(200);
    expect((await mails(orderNumber)).map((m) => m.template)).toEqual([
      "order-confirmation",
      "sales-notification",
      "order-shipped",
    ]);

    const tracked = await get(`/order-tracking?number=${orderNumber}&email=JOURNEY@greenleaf.example`);
    expect(tracked.headers.get("cache-control")).toBe("private, no-store");
    const card = await tracked.text();
    expect(card).toContain("UPS Freight");
    expect(card).toMatch(/data-testid="tracking-status"[^>]*>Shipped</);
    const wrong = await get(`/order-tracking?number=${orderNumber}&email=other@greenleaf.example`);
    expect(wrong.status).toBe(404);
    expect(await wrong.text()).toContain(
      "Tracking number not found. Please check your order number and try again.",
    );

    expect((await post(`/admin/orders/${orderNumber}`, [["intent", "deliver"]], staff)).status).toBe(200);
    expect((await mails(orderNumber)).map((m) => m.template)).toEqual([
      "order-confirmation",
      "sales-notification",
      "order-shipped",
      "order-delivered",
      "follow-up",
    ]);
    const history = await (await get(`/admin/orders/${orderNumber}`, staff)).text();
    expect(history).toContain("staff:ana@canopy.example");
    expect(history).toContain("This order cannot change any more.");

    // Every staff step is in the audit log: who, what, before → after.
    const trail = await queryRows<{
      actor_email: string;
      action: string;
      subject_id: string;
      before: unknown;
      after: { status: string };
    }>(
      database.db,
      sql`select actor_email, action, subject_id, before, after from staff_audit_log
          where subject_id in (${quote.quoteNumber}, ${orderNumber}) order by id`,
    );
    expect(trail.map((t) => [t.actor_email, t.action, t.subject_id])).toEqual([
      ["ana@canopy.example", "quote.priced", quote.quoteNumber],
      ["ana@canopy.example", "order.processing", orderNumber],
      ["ana@canopy.example", "order.shipped", orderNumber],
      ["ana@canopy.example", "order.delivered", orderNumber],
    ]);
    expect(trail[2]).toMatchObject({
      before: { status: "processing" },
      after: { status: "shipped", carrier: "UPS Freight", trackingNumber: "1Z JOURNEY 01" },
    });
  });
});
