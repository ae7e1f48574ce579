import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, sql, type Database } from "../../server/db/client.ts";
import { migrate } from "../../server/db/migrate.ts";
import { createAccountsService } from "../../server/identity/accounts-service.ts";
import { SIGN_IN_FAILURES } from "../../server/identity/sign-in-throttle.ts";
import { startServerProcess, type StartedServer } from "../support/server-process.ts";
import { testEnv } from "../support/test-server.ts";
import { postJson, quotePayload, salesCatalog } from "./sales-fixtures.ts";
import { eq } from "drizzle-orm";
import { salesDocuments } from "../../server/db/schema/sales.ts";
import { seedCatalog } from "../factories/catalog.ts";
import { signedInBuyer } from "../support/buyer-session.ts";

const url = process.env.TEST_DATABASE_URL;
const SLOW = 300_000;
const EMAIL = "twice@shop.example";
const PASSWORD = "Two#Instances2026";
const BUYER = "buyer@two.example";
/** Both servers' write budget per IP and bucket: low, so the shared counter is seen to run out. */
const WRITES_PER_MINUTE = 12;

/**
 * Two app processes on one PostgreSQL: sign in on one, browse and quote on the other; sessions,
 * sign-in throttles and write rate limits are shared.
 */
describe.skipIf(!url)("two instances on one PostgreSQL", () => {
  const schemaName = `two_${randomBytes(5).toString("hex")}`;
  let admin: Database;
  let database: Database;
  let first: StartedServer;
  let second: StartedServer;
  let companyId: string;

  beforeAll(async () => {
    admin = await openDatabase({ url: url ?? "", poolSize: 1 });
    await admin.db.execute(sql.raw(`create extension if not exists pg_trgm; create schema ${schemaName}`));
    database = await openDatabase({ url: url ?? "", schemaName, poolSize: 2 });
    await migrate(database.db);
    const accounts = createAccountsService(database, testEnv());
    await accounts.addStaff({ email: EMAIL, password: PASSWORD, role: "admin" });
    await seedCatalog(database.db, salesCatalog);
    companyId = (
      await signedInBuyer(database.db, accounts, {
        email: BUYER,
        password: PASSWORD,
        companyName: "Two Farms",
      })
    ).companyId;
    const scoped = new URL(url ?? "");
    scoped.searchParams.set("options", `-c search_path=${schemaName},public`);
    const env = {
      DATABASE_URL: scoped.toString(),
      RATE_LIMIT_WRITES_PER_MINUTE: String(WRITES_PER_MINUTE),
      LOG_LEVEL: "warn",
    };
    [first, second] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  }, SLOW);

  afterAll(async () => {
    for (const server of [first, second]) {
      if (!server) continue;
      server.child.kill("SIGTERM");
      await server.exited;
    }
    await database?.close();
    await admin?.db.execute(sql.raw(`drop schema if exists ${schemaName} cascade`));
    await admin?.close();
  }, SLOW);

  it(
    "signs in on one, is known on the other; signing out on the other ends it on both",
    async () => {
      const signIn = await postJson(`${first.baseUrl}/api/session`, { email: EMAIL, password: PASSWORD });
      expect(signIn.status).toBe(200);
      const cookie = signIn.headers.getSetCookie()[0].split(";")[0];
      const me = await fetch(`${second.baseUrl}/api/session`, { headers: { cookie } });
      expect(me.status).toBe(200);
      expect(await me.json()).toMatchObject({ kind: "staff", email: EMAIL });
      expect((await postJson(`${second.baseUrl}/api/session/end`, {}, { cookie })).status).toBe(200);
      expect((await fetch(`${first.baseUrl}/api/session`, { headers: { cookie } })).status).toBe(401);
    },
    SLOW,
  );

  it(
    "a buyer signed in on one browses the company's prices and asks for a quote on the other",
    async () => {
      const signIn = await postJson(`${first.baseUrl}/api/session`, { email: BUYER, password: PASSWORD });
      expect(signIn.status).toBe(200);
      const cookie = signIn.headers.getSetCookie()[0].split(";")[0];
      const prices = await fetch(`${second.baseUrl}/api/catalog/company-prices?sku=IL-Q1`, {
        headers: { cookie },
      });
      expect(prices.status).toBe(200);
      const price = ((await prices.json()) as { prices: Record<string, { unitPriceCents: number }> }).prices[
        "IL-Q1"
      ];
      expect(price.unitPriceCents).toBeLessThan(129_900);

      const quote = await postJson(`${second.baseUrl}/api/contact/order-request`, quotePayload(), {
        cookie,
        origin: second.baseUrl,
      });
      expect(quote.status).toBe(201);
      const { quote: made } = (await quote.json()) as { quote: { quoteNumber: string } };
      const [stored] = await database.db
        .select({ companyId: salesDocuments.companyId })
        .from(salesDocuments)
        .where(eq(salesDocuments.number, made.quoteNumber));
      expect(stored.companyId).toBe(companyId);
    },
    SLOW,
  );

  it(
    "shares the write budget: a client's contact requests, split between both, run out at the one limit",
    async () => {
      const statuses: number[] = [];
      for (let i = 0; i <= WRITES_PER_MINUTE; i++) {
        const server = i % 2 === 0 ? first : second;
        const posted = await postJson(`${server.baseUrl}/api/contact`, {
          name: "Ana",
          company: "Leaf",
          workEmail: `ana${i}@leaf.example`,
          phone: "555",
          country: "United States",
          state: "California",
        });
        statuses.push(posted.status);
      }
      expect(statuses.slice(0, WRITES_PER_MINUTE).every((status) => status < 300)).toBe(true);
      expect(statuses[WRITES_PER_MINUTE]).toBe(429);
    },
    SLOW,
  );

  it(
    "counts failed sign-ins across both: the account is throttled on either",
    async () => {
      for (let i = 0; i < SIGN_IN_FAILURES.max; i++) {
        const server = i % 2 === 0 ? first : second;
        const failed = await postJson(`${server.baseUrl}/api/session`, {
          email: EMAIL,
          password: `Wrong#${i}pass`,
        });
        expect(failed.status).toBe(401);
      }
      for (const server of [first, second]) {
        const refused = await postJson(`${server.baseUrl}/api/session`, { email: EMAIL, password: PASSWORD });
        expect(refused.status).toBe(429);
      }
    },
    SLOW,
  );
});
