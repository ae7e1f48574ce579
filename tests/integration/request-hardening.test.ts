import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql, type Database } from "../../server/db/client.ts";
import { queryRows } from "../support/query-rows.ts";
import { seedCatalog } from "../factories/catalog.ts";
import { databaseTargets } from "../support/test-database.ts";
import { startTestServer } from "../support/test-server.ts";
import { checkoutPayload, postJson, quotePayload, rebatePayload, salesCatalog } from "./sales-fixtures.ts";

type TestServer = Awaited<ReturnType<typeof startTestServer>>;

const newsletter = (server: TestServer, email: string, headers: Record<string, string> = {}) =>
  postJson(`${server.baseUrl}/api/contact/newsletter`, { email }, headers);

const counterKeys = async (database: Database) =>
  (await queryRows<{ key: string }>(database.db, sql`select key from rate_limit_counters order by key`)).map(
    (r) => r.key,
  );

describe.each(databaseTargets())("request hardening on $name", (target) => {
  let database: Database;
  let server: TestServer;
  beforeAll(async () => {
    database = await target.open();
    await seedCatalog(database.db, salesCatalog);
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });
  const restart = async (env: Parameters<typeof startTestServer>[1] = {}) => {
    await server?.close();
    await database.db.execute(sql`delete from rate_limit_counters`);
    server = await startTestServer(database, env);
  };

  describe("client address and limits", () => {
    it("by default believes no X-Forwarded-For: made-up addresses share the caller's write budget", async () => {
      await restart({ RATE_LIMIT_WRITES_PER_MINUTE: "3" });
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await newsletter(server, `a${i}@leaf.example`, { "x-forwarded-for": `198.51.100.${i}` });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect(await counterKeys(database)).toEqual(["newsletter:127.0.0.1"]);
    });

    it("with TRUST_PROXY as a hop count believes that many hops, and only valid addresses become keys", async () => {
      await restart({ TRUST_PROXY: "1" });
      await newsletter(server, "b1@leaf.example", { "x-forwarded-for": "198.51.100.9, 203.0.113.7" });
      await newsletter(server, "b2@leaf.example", { "x-forwarded-for": "not-an-address" });
      const long = await newsletter(server, "b3@leaf.example", { "x-forwarded-for": "9".repeat(2_700) });
      expect(long.status).toBe(200);
      expect(await counterKeys(database)).toEqual(["newsletter:127.0.0.1", "newsletter:203.0.113.7"]);
    });

    it("with TRUST_PROXY as proxy addresses believes only those proxies", async () => {
      await restart({ TRUST_PROXY: "10.0.0.1" });
      await newsletter(server, "c1@leaf.example", { "x-forwarded-for": "203.0.113.8" });
      expect(await counterKeys(database)).toEqual(["newsletter:127.0.0.1"]);
      await restart({ TRUST_PROXY: "127.0.0.1/8" });
      await newsletter(server, "c2@leaf.example", { "x-forwarded-for": "203.0.113.8" });
      expect(await counterKeys(database)).toEqual(["newsletter:203.0.113.8"]);
    });

    it("refuses a TRUST_PROXY that is neither a hop count nor addresses", async () => {
      await expect(startTestServer(database, { TRUST_PROXY: "true" })).rejects.toThrow(/TRUST_PROXY/);
    });

    it("limits reads per address too", async () => {
      await restart({ RATE_LIMIT_READS_PER_MINUTE: "3" });
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await fetch(`${server.baseUrl}/api/catalog/brands`)).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
    });

    it("caps feed pages at 500 rows", async () => {
      await restart();
      const res = await fetch(`${server.baseUrl}/api/products?limit=10000`);
      expect(res.status).toBe(400);
      expect((await res.json()).error.fields.limit).toMatch(/500/);
      expect((await fetch(`${server.baseUrl}/api/products?limit=500`)).status).toBe(200);
    });
  });

  describe("input the database cannot take", () => {
    beforeAll(() => restart({ RATE_LIMIT_WRITES_PER_MINUTE: "1000" }));

    it("answers a NUL character or a lone surrogate in any text field with a 400 naming the field", async () => {
      const nul = await postJson(
        `${server.baseUrl}/api/contact/order-request`,
        quotePayload({ firstName: "a\u0000b" }),
      );
      expect(nul.status).toBe(400);
      expect((await nul.json()).error.fields).toHaveProperty("firstName");
      const surrogate = await postJson(
        `${server.baseUrl}/api/contact/rebate`,
        rebatePayload({ name: "\ud800" }),
      );
      expect(surrogate.status).toBe(400);
      expect((await surrogate.json()).error.fields).toHaveProperty("name");
      const nested = await postJson(`${server.baseUrl}/api/orders`, {
        ...checkoutPayload(),
        shipping: { ...checkoutPayload().shipping, city: "x\u0000" },
      });
      expect((await nested.json()).error.fields).toHaveProperty(["shipping.city"]);
    });

    it("answers a NUL in an address with a 400", async () => {
      const res = await fetch(`${server.baseUrl}/api/orders/a%00?token=x`);
      expect(res.status).toBe(400);
      expect((await res.json()).error.code).toBe("bad_request");
    });

    it("stores quotes beyond 32-bit cents and refuses ones over the online limit", async () => {
      // IL-Q1 lists at $1,299.00: 50,000 of them are $64.95M, 100,000 are $129.9M.
      const big = await postJson(
        `${server.baseUrl}/api/contact/order-request`,
        quotePayload({ products: [{ sku: "IL-Q1", quantity: 50_000 }] }),
      );
      expect(big.status).toBe(201);
      expect((await big.json()).quote.subtotalCents).toBe(6_495_000_000);
      const tooBig = await postJson(
        `${server.baseUrl}/api/contact/order-request`,
        quotePayload({ products: [{ sku: "IL-Q1", quantity: 100_000 }] }),
      );
      expect(tooBig.status).toBe(400);
      expect((await tooBig.json()).error.message).toMatch(/over \$100,000,000\.00/);
      const order = await postJson(
        `${server.baseUrl}/api/orders`,
        checkoutPayload({ items: [{ sku: "IL-Q1", quantity: 20_000 }] }),
      );
      expect(order.status).toBe(201);
      expect((await order.json()).order.subtotalCents).toBe(2_598_000_000);
    });
  });

  describe("personal data", () => {
    beforeAll(() => restart({ RATE_LIMIT_WRITES_PER_MINUTE: "1000" }));

    it("marks every write's answer and the order lookup no-store", async () => {
      const quote = await postJson(`${server.baseUrl}/api/contact/order-request`, quotePayload());
      expect(quote.headers.get("cache-control")).toBe("no-store");
      const refused = await postJson(`${server.baseUrl}/api/contact`, {});
      expect(refused.headers.get("cache-control")).toBe("no-store");
      const placed = await postJson(`${server.baseUrl}/api/orders`, checkoutPayload());
      expect(placed.headers.get("cache-control")).toBe("no-store");
      const { order } = await placed.json();
      const lookup = await fetch(`${server.baseUrl}/api/orders/${order.orderNumber}?token=${order.token}`);
      expect(lookup.status).toBe(200);
      expect(lookup.headers.get("cache-control")).toBe("no-store");
    });

    it("does not derive the order token from the Idempotency-Key, yet a retry gets the same token", async () => {
      const key = `order-${Date.now()}`;
      const first = await (
        await postJson(`${server.baseUrl}/api/orders`, checkoutPayload(), { "idempotency-key": key })
      ).json();
      const retry = await (
        await postJson(`${server.baseUrl}/api/orders`, checkoutPayload(), { "idempotency-key": key })
      ).json();
      expect(retry.order.token).toBe(first.order.token);
      const derived = Buffer.from(createHash("sha256").update(`order-token:${key}`).digest()).toString(
        "base64url",
      );
      expect(first.order.token).not.toBe(derived);
      expect(first.order.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    });
  });

  describe("the shop as a mail relay", () => {
    const contact = (workEmail: string) => ({
      name: "Refund of $4,999 pending - call 555-0100",
      company: "Leaf",
      workEmail,
      phone: "555",
      country: "United States",
      state: "California",
    });
    const mailsTo = async (address: string) =>
      queryRows<{ subject: string; text_body: string; template: string }>(
        database.db,
        sql`select subject, text_body, template from outbox_emails where to_address = ${address} order by id`,
      );

    it("sends an address at most CONFIRMATIONS_PER_ADDRESS_PER_HOUR confirmations, whatever the IP", async () => {
      await restart({ CONFIRMATIONS_PER_ADDRESS_PER_HOUR: "2", TRUST_PROXY: "1" });
      for (let i = 0; i < 4; i++) {
        const res = await postJson(`${server.baseUrl}/api/contact`, contact("Victim@Example.org"), {
          "x-forwarded-for": `198.51.100.${i}`,
        });
        expect(res.status).toBe(201);
      }
      expect(await mailsTo("Victim@Example.org")).toHaveLength(2);
      const quote = await postJson(
        `${server.baseUrl}/api/contact/order-request`,
        quotePayload({ email: "victim@example.org" }),
        { "x-forwarded-for": "198.51.100.20" },
      );
      expect(quote.status).toBe(201);
      expect(await mailsTo("victim@example.org")).toHaveLength(0);
      const [{ n }] = await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from outbox_emails where to_address = ${server.env.SALES_EMAIL}
            and subject like 'New contact request%'`,
      );
      expect(n).toBe(4);
    });

    it("keeps what the sender typed out of every subject and away from the top of the customer's mail", async () => {
      await restart();
      const scam = "Refund of $4,999 pending - call 555-0100";
      const res = await postJson(
        `${server.baseUrl}/api/contact/order-request`,
        quotePayload({ email: "target@example.org", firstName: scam, specialRequirements: scam }),
      );
      const { quote } = await res.json();
      await postJson(`${server.baseUrl}/api/contact`, contact("target@example.org"));
      const subjects = await queryRows<{ subject: string }>(
        database.db,
        sql`select subject from outbox_emails`,
      );
      expect(subjects.filter((m) => m.subject.includes("Refund"))).toEqual([]);
      const [quoteMail, contactMail] = await mailsTo("target@example.org");
      const opening = quoteMail.text_body.slice(0, quoteMail.text_body.indexOf(quote.quoteNumber));
      expect(opening).not.toContain("Refund");
      expect(quoteMail.text_body.lastIndexOf(scam)).toBeGreaterThan(
        quoteMail.text_body.indexOf("Requested items"),
      );
      expect(contactMail.text_body).not.toContain("Refund");
    });
  });

  describe("headers", () => {
    it("allows images from self, data: and https: only, and refuses framing in both headers", async () => {
      await restart();
      const res = await fetch(`${server.baseUrl}/api/catalog/brands`);
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("img-src 'self' data: https:;");
      expect(csp).not.toMatch(/img-src[^;]*http:/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers.get("x-frame-options")).toBe("DENY");
    });
  });
});

describe.each(databaseTargets())("rate-limit counters on $name", (target) => {
  let database: Database;
  let server: TestServer;
  beforeAll(async () => {
    database = await target.open();
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it("deletes counters whose window has ended", async () => {
    await database.db.execute(
      sql`insert into rate_limit_counters (key, hits, window_ends_at)
          select 'newsletter:10.0.0.' || n, 1, now() - interval '1 second' from generate_series(1, 50) n`,
    );
    await newsletter(server, "prune@leaf.example");
    expect(await counterKeys(database)).toEqual(["newsletter:127.0.0.1"]);
  });
});
