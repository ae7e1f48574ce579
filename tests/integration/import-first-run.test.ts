import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFeedJobs } from "../../server/catalog/import/feed-jobs.ts";
import { sql, type Database } from "../../server/db/client.ts";
import { queryRows } from "../support/query-rows.ts";
import { sampleFeed, type RawFeedRecord } from "../factories/catalog.ts";
import { databaseTargets } from "../support/test-database.ts";
import { startTestServer, testEnv } from "../support/test-server.ts";

async function waitFor<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 60_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.each(databaseTargets())("first start and feed refresh on $name", (target) => {
  let database: Database;
  let feedServer: Server;
  let feedUrl: string;
  let served = 0;
  /** What the supplier's URL answers: the sample distributor feed plus one product of its own. */
  let remoteItems: RawFeedRecord[] = [];
  beforeAll(async () => {
    database = await target.open();
    remoteItems = [
      ...(await sampleFeed("spd")),
      { sku: "REMOTE-1", item_name: "Remote feed product", category: "Nutrients" },
    ];
    feedServer = createServer((_req, res) => {
      served += 1;
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify({ items: remoteItems }));
    });
    await new Promise<void>((resolve) => feedServer.listen(0, "127.0.0.1", resolve));
    feedUrl = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}/spd.json`;
  });
  afterAll(async () => {
    feedServer?.close();
    await database?.close();
  });

  it("imports the bundled sample feeds into an empty database before the shop opens, and only then", async () => {
    const server = await startTestServer(database);
    const job = await startFeedJobs({ services: server.services, env: server.env, log: server.app.log });
    try {
      const [{ count }] = await queryRows<{ count: number }>(
        database.db,
        sql`select count(*)::int as count from products`,
      );
      expect(count).toBeGreaterThan(2500);
      const runs = await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from import_runs`,
      );
      const again = await startFeedJobs({ services: server.services, env: server.env, log: server.app.log });
      await again.stop();
      expect(await queryRows(database.db, sql`select count(*)::int as n from import_runs`)).toEqual(runs);
      const listed = await (await fetch(`${server.baseUrl}/api/products?limit=500`)).json();
      expect(listed.items.length).toBeGreaterThan(100);
    } finally {
      await job.stop();
      await server.close();
    }
  });

  it("re-imports FEED_<PROVIDER>_URL at start and every FEED_REFRESH_MINUTES", async () => {
    const env = testEnv({ FEED_SPD_URL: feedUrl, FEED_REFRESH_MINUTES: "0.005" });
    const server = await startTestServer(database);
    const job = await startFeedJobs({ services: server.services, env, log: server.app.log });
    try {
      const runs = await waitFor(
        () =>
          queryRows<{ status: string }>(
            database.db,
            sql`select status from import_runs where source = ${feedUrl} order by id`,
          ),
        (rows) => rows.filter((run) => run.status === "succeeded").length >= 2,
      );
      // The latest run may still be going; none has failed.
      expect(runs.filter((run) => run.status === "succeeded").length).toBeGreaterThanOrEqual(2);
      expect(runs.some((run) => run.status === "failed")).toBe(false);
      expect(served).toBeGreaterThanOrEqual(2);
      const [product] = await queryRows<{ discontinued: boolean }>(
        database.db,
        sql`select discontinued from products where provider = 'spd' and sku = 'REMOTE-1'`,
      );
      expect(product.discontinued).toBe(false);
    } finally {
      await job.stop();
      await server.close();
    }
  });

  it("never lets a scheduled refresh discontinue more than the guard allows", async () => {
    const full = remoteItems;
    remoteItems = full.slice(0, Math.floor(full.length / 2));
    const env = testEnv({ FEED_SPD_URL: feedUrl, FEED_REFRESH_MINUTES: "0.005" });
    const server = await startTestServer(database);
    const job = await startFeedJobs({ services: server.services, env, log: server.app.log });
    try {
      const [run] = await waitFor(
        () =>
          queryRows<{ status: string; error: string | null }>(
            database.db,
            sql`select status, error from import_runs where source = ${feedUrl} and status = 'failed'`,
          ),
        (rows) => rows.length > 0,
      );
      expect(run.error).toMatch(/would discontinue \d+ of \d+ listed spd products .*--allow-discontinue/);
      const [{ n }] = await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from products where provider = 'spd' and discontinued`,
      );
      expect(n).toBe(0);
    } finally {
      await job.stop();
      await server.close();
      remoteItems = full;
    }
  });
});
