import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, sql, type Database } from "../../server/db/client.ts";
import { migrate } from "../../server/db/migrate.ts";
import { createAccountsService } from "../../server/accounts/accounts-service.ts";
import { SIGN_IN_FAILURES } from "../../server/accounts/sign-in-throttle.ts";
import { startServerProcess, type StartedServer } from "../support/server-process.ts";
import { testEnv } from "../support/test-server.ts";
import { postJson } from "./sales-fixtures.ts";

const url = process.env.TEST_DATABASE_URL;
const SLOW = 300_000;
const EMAIL = "twice@shop.example";
const PASSWORD = "Two#Instances2026";

/** Spec/issue 13 §7: two app processes on one PostgreSQL share sessions and sign-in throttles. */
describe.skipIf(!url)("two instances on one PostgreSQL", () => {
  const schemaName = `two_${randomBytes(5).toString("hex")}`;
  let admin: Database;
  let database: Database;
  let first: StartedServer;
  let second: StartedServer;

  beforeAll(async () => {
    admin = await openDatabase({ url: url ?? "", poolSize: 1 });
    await admin.db.execute(sql.raw(`create extension if not exists pg_trgm; create schema ${schemaName}`));
    database = await openDatabase({ url: url ?? "", schemaName, poolSize: 2 });
    await migrate(database.db);
    await createAccountsService(database, testEnv()).addStaff({
      email: EMAIL,
      password: PASSWORD,
      role: "admin",
    });
    const scoped = new URL(url ?? "");
    scoped.searchParams.set("options", `-c search_path=${schemaName},public`);
    const env = { DATABASE_URL: scoped.toString(), RATE_LIMIT_WRITES_PER_MINUTE: "1000", LOG_LEVEL: "warn" };
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
