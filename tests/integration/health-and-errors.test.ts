import { readdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { buildServer } from "../../server/app.ts";
import type { Database } from "../../server/db/client.ts";
import { assertSchemaCurrent, migrate, schemaStatus } from "../../server/db/migrate.ts";
import type { Readiness } from "../../server/health/readiness.ts";
import { createServices } from "../../server/services.ts";
import { projectPath } from "../../server/project-root.ts";
import { databaseTargets } from "../support/test-database.ts";
import { testEnv } from "../support/test-server.ts";

const SLOW = 120_000;

async function serve(database: Database, env = testEnv(), readiness: Readiness = { draining: false }) {
  const app = await buildServer({ env, services: createServices(database, env), readiness, logger: false });
  await app.ready();
  return app;
}

describe.each(databaseTargets())("health, readiness and request ids on $name", (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await target.open();
  }, SLOW);
  afterAll(async () => database?.close());

  it("/healthz answers while the process runs; /readyz while the database answers with this release's schema", async () => {
    const readiness = { draining: false };
    const app = await serve(database, testEnv(), readiness);
    try {
      const health = await app.inject({ url: "/healthz" });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toEqual({ status: "ok" });
      expect(health.headers["cache-control"]).toBe("no-store");
      const ready = await app.inject({ url: "/readyz" });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: "ready" });

      // From the moment SIGTERM arrives (server/shutdown.ts marks it), a proxy is told to stop sending.
      readiness.draining = true;
      const draining = await app.inject({ url: "/readyz", headers: { "x-request-id": "probe-0001-aa" } });
      expect(draining.statusCode).toBe(503);
      expect(draining.json()).toEqual({
        status: "unavailable",
        problems: ["draining: the server is stopping"],
        requestId: "probe-0001-aa",
      });
      expect((await app.inject({ url: "/healthz" })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it("answers 503 at /readyz when the schema lacks a migration of this release", async () => {
    const files = readdirSync(projectPath("server", "db", "migrations")).sort();
    const older = await target.open({ through: files.at(-2) });
    const app = await serve(older);
    try {
      expect((await schemaStatus(older.db)).pending).toEqual([files.at(-1)]);
      const ready = await app.inject({ url: "/readyz" });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().problems).toEqual(["schema: 1 migration(s) pending"]);
    } finally {
      await app.close();
      await older.close();
    }
  });

  it("names what is wrong when the schema is behind or ahead of the release", async () => {
    await expect(assertSchemaCurrent(database.db)).resolves.toBeUndefined();
    await database.db.execute(sql`insert into schema_migrations (name) values ('9999_newer.sql')`);
    try {
      await expect(assertSchemaCurrent(database.db)).rejects.toThrow(
        "The database has 1 migration(s) this release does not know (9999_newer.sql): a newer release migrated it.",
      );
    } finally {
      await database.db.execute(sql`delete from schema_migrations where name = '9999_newer.sql'`);
    }
    await database.db.execute(sql`delete from schema_migrations where name = '0103_invoice_payments.sql'`);
    try {
      await expect(assertSchemaCurrent(database.db)).rejects.toThrow(
        "The database lacks 1 migration(s) of this release (0103_invoice_payments.sql): run `npm run migrate`, then start again.",
      );
    } finally {
      await database.db.execute(
        sql`insert into schema_migrations (name) values ('0103_invoice_payments.sql')`,
      );
    }
    // Idempotent: a second run applies nothing.
    expect(await migrate(database.db)).toEqual([]);
  });

  it(
    "gives every answer a request id, a proxy's when it is plain, and puts it in a 5xx body",
    async () => {
      const app = await serve(database);
      try {
        const fresh = await app.inject({ url: "/healthz" });
        expect(fresh.headers["x-request-id"]).toMatch(/^[0-9a-f]{16}$/);
        const forwarded = await app.inject({
          url: "/healthz",
          headers: { "x-request-id": "nginx-7c1d0e5f" },
        });
        expect(forwarded.headers["x-request-id"]).toBe("nginx-7c1d0e5f");
        const hostile = await app.inject({
          url: "/healthz",
          headers: { "x-request-id": "<script>alert(1)</script>" },
        });
        expect(hostile.headers["x-request-id"]).toMatch(/^[0-9a-f]{16}$/);

        // A database that stops answering: the API's 500 names the request, nothing else.
        const broken = await target.open();
        const brokenApp = await serve(broken);
        await broken.close();
        try {
          const failed = await brokenApp.inject({ url: "/api/products?limit=1" });
          expect(failed.statusCode).toBe(500);
          expect(failed.json()).toEqual({
            error: {
              code: "internal_error",
              message: "Something went wrong. Please try again.",
              requestId: failed.headers["x-request-id"],
            },
          });
          expect((await brokenApp.inject({ url: "/readyz" })).statusCode).toBe(503);
        } finally {
          await brokenApp.close();
        }
      } finally {
        await app.close();
      }
    },
    SLOW,
  );
});

describe("HSTS", () => {
  it(
    "is sent only when PUBLIC_URL is https: browsers would keep it for plain-http ports of the host too",
    async () => {
      const [target] = databaseTargets();
      const database = await target.open();
      try {
        const https = await serve(database, testEnv({ PUBLIC_URL: "https://shop.canopy.example" }));
        const http = await serve(database, testEnv({ PUBLIC_URL: "http://localhost:3000" }));
        expect((await https.inject({ url: "/healthz" })).headers["strict-transport-security"]).toMatch(
          /max-age=\d+/,
        );
        expect((await http.inject({ url: "/healthz" })).headers["strict-transport-security"]).toBeUndefined();
        await Promise.all([https.close(), http.close()]);
      } finally {
        await database.close();
      }
    },
    SLOW,
  );
});
