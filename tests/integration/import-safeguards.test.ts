import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Provider } from "../../core/catalog-types.ts";
import { refreshDerivedData } from "../../server/catalog/read-model/derived.ts";
import {
  importFeed,
  ImportFailedError,
  type ImportOptions,
} from "../../server/catalog/import/import-service.ts";
import { INTERRUPTED_MESSAGE } from "../../server/catalog/import/import-runs.ts";
import { sql, type Database, type Db } from "../../server/db/client.ts";
import { queryRows } from "../support/query-rows.ts";
import { rawSpd, seedCatalog } from "../factories/catalog.ts";
import { databaseTargets } from "../support/test-database.ts";

/** Every process warning of this file: node-postgres emits its deprecation once per process. */
const warnings: string[] = [];
process.on("warning", (warning) => warnings.push(warning.message));

const root = fileURLToPath(new URL("../..", import.meta.url));
const sample = (name: string) => join(root, "feeds/sample", name);

const importFile = (db: Db, provider: Provider, path: string, options: Partial<ImportOptions> = {}) =>
  importFeed(db, { provider, input: { kind: "file", path }, ...options });

const failsWith = (promise: Promise<unknown>, message: RegExp) =>
  expect(promise).rejects.toSatisfy(
    (error) => error instanceof ImportFailedError && message.test(error.message),
  );

async function snapshot(db: Db): Promise<string> {
  return JSON.stringify(await queryRows(db, sql`select * from products order by provider, sku`));
}

describe.each(databaseTargets())("imports that cannot wipe a supplier on $name", (target) => {
  let database: Database;
  let db: Db;
  const dir = mkdtempSync(join(tmpdir(), "canopy-safeguards-"));
  const write = (name: string, text: string) => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  };
  beforeAll(async () => {
    database = await target.open();
    db = database.db;
  });
  afterAll(async () => {
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await db.execute(sql`delete from products`);
    await refreshDerivedData(db);
  });

  /** The CSV's records as text; a quoted field's line breaks stay inside its record. */
  function csvRecords(text: string): string[] {
    const records: string[] = [];
    let current: string | null = null;
    for (const line of text.split("\n")) {
      current = current === null ? line : `${current}\n${line}`;
      if ((current.match(/"/g)?.length ?? 0) % 2 === 0) {
        records.push(current);
        current = null;
      }
    }
    return records;
  }

  describe("a CSV feed cut short", () => {
    const csv = readFileSync(sample("hydrofarm.csv"), "utf8");

    it("refuses the sample hydrofarm feed cut at 30% of its bytes and changes nothing", async () => {
      await importFile(db, "hydrofarm", sample("hydrofarm.csv"));
      const before = await snapshot(db);
      const cut = write("hydrofarm-cut.csv", csv.slice(0, Math.floor(csv.length * 0.3)));
      await failsWith(
        importFile(db, "hydrofarm", cut),
        /hydrofarm import failed: (Quote not closed|.*would discontinue)/,
      );
      expect(await snapshot(db)).toBe(before);
    });

    it("rejects a record with the wrong number of columns instead of importing half of it", async () => {
      const records = csvRecords(csv);
      const header = records[0];
      const whole = records.slice(1, 7);
      const cutRecord = records[7].split(",").slice(0, 5).join(",");
      expect(cutRecord).not.toContain('"');
      const summary = await importFile(
        db,
        "hydrofarm",
        write("short.csv", [header, ...whole, cutRecord].join("\n")),
      );
      expect(summary).toMatchObject({ read: 7, inserted: 6, rejected: 1 });
      expect(summary.rejectedReasons[0].reason).toMatch(/^CSV record has 5 columns, the header \d+$/);
    });

    it("fails a file that ends inside a quoted field", async () => {
      const path = write("open-quote.csv", 'sku,item_name,companyName,msrp\nHF-1,"Pump, 1/10 HP');
      await failsWith(importFile(db, "hydrofarm", path), /not valid CSV: Quote not closed at line 2/);
    });
  });

  describe("the discontinue guard", () => {
    const feed = Array.from({ length: 20 }, (_, i) => rawSpd({ sku: `G-${100 + i}` }));
    const listed = async () =>
      (
        await queryRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from products where provider = 'spd' and not discontinued`,
        )
      )[0].n;

    it("refuses an import that would discontinue more than 10% of a supplier's listed products", async () => {
      await seedCatalog(db, { spd: feed });
      await failsWith(
        seedCatalog(db, { spd: feed.slice(0, 17) }),
        /would discontinue 3 of 20 listed spd products \(15%, more than 10%\).*--allow-discontinue/,
      );
      expect(await listed()).toBe(20);
      const [run] = await queryRows<{ status: string; error: string }>(
        db,
        sql`select status, error from import_runs order by id desc limit 1`,
      );
      expect(run.status).toBe("failed");
      expect(run.error).toMatch(/--allow-discontinue/);
    });

    it("allows 10%, a higher configured share, and anything the operator allows", async () => {
      await seedCatalog(db, { spd: feed });
      expect((await seedCatalog(db, { spd: feed.slice(0, 18) }))[0].discontinued).toBe(2);
      const records = (count: number) => ({ kind: "records" as const, records: feed.slice(0, count) });
      const higher = await importFeed(db, { provider: "spd", input: records(15), maxDiscontinuePercent: 20 });
      expect(higher.discontinued).toBe(3);
      const allowed = await importFeed(db, { provider: "spd", input: records(2), allowDiscontinue: true });
      expect(allowed.discontinued).toBe(13);
      expect(await listed()).toBe(2);
    });
  });

  describe("a feed under the wrong provider", () => {
    it("refuses a feed whose skus are another supplier's, or share almost none with the named one's, naming the evidence", async () => {
      await importFile(db, "spd", sample("spd.json"));
      await importFile(db, "iluminar", sample("iluminar.json"));
      const before = await snapshot(db);
      await failsWith(
        importFile(db, "spd", sample("hydrofarm.csv"), { allowDiscontinue: true }),
        /does not look like spd's feed: 0 of its \d+ skus are among the \d+ products spd lists; run the import with --allow-provider-mismatch/,
      );
      await failsWith(
        importFile(db, "iluminar", sample("spd.json"), { allowDiscontinue: true }),
        /looks like a spd feed, not iluminar: \d+ of its \d+ skus are listed by spd and 0 by iluminar/,
      );
      await failsWith(
        importFile(db, "hydrofarm", sample("iluminar.json"), { allowDiscontinue: true }),
        /looks like an iluminar feed, not hydrofarm: \d+ of its \d+ skus are listed by iluminar and 0 by hydrofarm/,
      );
      expect(await snapshot(db)).toBe(before);
    });

    it("takes a distributor's real feed that carries stock and cost, and a mismatch the operator allows", async () => {
      const withStock = (count: number) =>
        Array.from({ length: count }, (_, i) =>
          rawSpd({ sku: `SPD-R${i}`, qty: String(40 + i), cost: "21.50", wholesale: "30.00" }),
        );
      await seedCatalog(db, { spd: withStock(30) });
      const again = await importFeed(db, {
        provider: "spd",
        input: { kind: "records", records: withStock(31) },
      });
      expect(again).toMatchObject({ inserted: 1, discontinued: 0 });
      await failsWith(
        importFile(db, "spd", sample("hydrofarm.csv"), { allowDiscontinue: true }),
        /--allow-provider-mismatch/,
      );
      const allowed = await importFile(db, "spd", sample("hydrofarm.csv"), {
        allowDiscontinue: true,
        allowProviderMismatch: true,
      });
      expect(allowed.discontinued).toBe(31);
    });
  });

  describe("an import killed midway", () => {
    it("has its running run marked failed by the next import; a live process's run stays running", async () => {
      const dead = spawnSync(process.execPath, [
        "-e",
        "process.stdout.write(String(process.pid))",
      ]).stdout.toString();
      const [killed] = await queryRows<{ id: number }>(
        db,
        sql`insert into import_runs (provider, source, status, host, pid)
            values ('spd', 'killed.json', 'running', ${hostname()}, ${Number(dead)}) returning id::int`,
      );
      const [live] = await queryRows<{ id: number }>(
        db,
        sql`insert into import_runs (provider, source, status, host, pid)
            values ('spd', 'live.json', 'running', ${hostname()}, ${process.ppid}) returning id::int`,
      );
      await seedCatalog(db, { spd: [rawSpd({ sku: "K-1" })] });
      const status = async (id: number) =>
        (
          await queryRows<{ status: string; error: string | null }>(
            db,
            sql`select status, error from import_runs where id = ${id}`,
          )
        )[0];
      expect(await status(killed.id)).toEqual({ status: "failed", error: INTERRUPTED_MESSAGE });
      expect((await status(live.id)).status).toBe("running");
      await db.execute(sql`delete from import_runs where id = ${live.id}`);
    });
  });

  if (target.name === "postgres") {
    it("imports on PostgreSQL without node-postgres's query-queue deprecation warning", async () => {
      await importFile(db, "spd", sample("spd.json"));
      await importFile(db, "hydrofarm", sample("hydrofarm.csv"));
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.filter((w) => w.includes("already executing a query"))).toEqual([]);
    });
  }
});
