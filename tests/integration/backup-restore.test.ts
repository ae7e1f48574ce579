import { insertWholeOrderInvoice } from "../support/whole-order-invoice.ts";
import { execFile } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, sql, type Database, type Db } from "../../server/db/client.ts";
import { migrate } from "../../server/db/migrate.ts";
import { createServices } from "../../server/services.ts";
import { orderRequestSchema } from "../../core/order-request.ts";
import { seedCatalog } from "../factories/catalog.ts";
import { signedInBuyer } from "../support/buyer-session.ts";
import { queryRows } from "../support/query-rows.ts";
import { startServerProcess } from "../support/server-process.ts";
import { testEnv } from "../support/test-server.ts";
import { postJson, quotePayload, salesCatalog } from "./sales-fixtures.ts";

const SLOW = 300_000;
const run = promisify(execFile);

/** The tables a restore must bring back exactly: catalogue, companies, users, documents, invoices, outbox. */
const TABLES = [
  "products",
  "catalog_entries",
  "companies",
  "users",
  "sales_documents",
  "sales_document_lines",
  "invoices",
  "outbox_emails",
];

/** Each table's row count and a checksum of its rows' text, in a stable order. */
async function fingerprints(db: Db): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const table of TABLES) {
    const [row] = await queryRows<{ n: number; sum: string }>(
      db,
      sql.raw(
        `select count(*)::int as n, coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as sum from ${table} t`,
      ),
    );
    result[table] = `${row.n} rows, md5 ${row.sum}`;
  }
  return result;
}

const dirs: string[] = [];
const temporary = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Catalogue, a company and its buyer, a quote with its mails, and an invoice on it. */
async function seedShop(database: Database) {
  await seedCatalog(database.db, salesCatalog);
  const services = createServices(database, testEnv());
  const buyer = await signedInBuyer(database.db, services.accounts, {
    email: "buyer@backup.example",
    password: "Backup#Restore2026",
    companyName: "Backup Farms",
  });
  const { quote } = await services.sales.quotes.create(orderRequestSchema.parse(quotePayload()));
  const document = await services.sales.documents.byNumber(quote.quoteNumber);
  await insertWholeOrderInvoice(database.db, {
    number: "INV-BACKUP-1",
    documentId: document!.document.id,
    companyId: buyer.companyId,
    issuedOn: "2026-11-02",
    dueOn: "2026-12-02",
  });
}

const npm = (args: string[], env: Record<string, string>) =>
  run("npm", ["run", "--silent", ...args], { env: { ...process.env, DATABASE_URL: "", ...env } });

describe("backups of the embedded database", () => {
  it(
    "npm run backup takes a consistent copy through the running server, under writes; npm run restore brings it back into an empty DATA_DIR",
    async () => {
      const dataDir = temporary("canopy-backup-src-");
      const seeding = await openDatabase({ dataDir });
      await migrate(seeding.db);
      await seedShop(seeding);
      await seeding.close();

      // Not NODE_ENV=test (Vitest's): a test server publishes no admin file, this one must.
      const server = await startServerProcess({
        DATA_DIR: dataDir,
        NODE_ENV: "development",
        RATE_LIMIT_WRITES_PER_MINUTE: "100000",
      });
      const files = temporary("canopy-backup-files-");
      let writing = true;
      const quote = (i: number) =>
        postJson(
          `${server.baseUrl}/api/contact/order-request`,
          quotePayload({ email: `w${i}@farm.example` }),
          {
            "Idempotency-Key": randomUUID(),
          },
        );
      // Quote requests keep arriving while the first backup is taken.
      const writer = (async () => {
        let i = 0;
        while (writing) expect((await quote(i++)).status).toBe(201);
        return i;
      })();
      try {
        const during = join(files, "during.tar.gz");
        const { stdout } = await npm(["backup", "--", "--to", during], { DATA_DIR: dataDir });
        expect(stdout).toMatch(
          new RegExp(
            `^Backed up ${dataDir} through the running server \\(pid \\d+\\) to ${during} \\(\\d+\\.\\d MB\\)\\.\\n$`,
          ),
        );
        writing = false;
        expect(await writer).toBeGreaterThan(0);

        // Taken between transactions: every quote in the copy has its lines and its mails.
        const restoredDuring = join(temporary("canopy-backup-a-"), "data");
        const restored = await npm(["restore", "--", "--from", during], { DATA_DIR: restoredDuring });
        expect(restored.stdout).toBe(`Restored ${during} into ${restoredDuring} (2 products).\n`);
        const copy = await openDatabase({ dataDir: restoredDuring });
        const [orphans] = await queryRows<{ without_lines: number; without_mail: number }>(
          copy.db,
          sql`select count(*) filter (where not exists (select 1 from sales_document_lines l where l.document_id = d.id))::int as without_lines,
                     count(*) filter (where not exists (select 1 from outbox_emails o where o.ref_id = d.number))::int as without_mail
              from sales_documents d`,
        );
        expect(orphans).toEqual({ without_lines: 0, without_mail: 0 });
        await copy.close();

        // Quiet now: a second copy holds exactly what the source holds.
        const after = join(files, "after.tar.gz");
        await npm(["backup", "--", "--to", after], { DATA_DIR: dataDir });
        const refused = await npm(["backup", "--", "--to", after], { DATA_DIR: dataDir }).catch((e) => e);
        expect(refused.code).toBe(1);
        expect(refused.stderr).toBe(`Failed: ${after} exists already; name a new file.\n`);
        const restoredAfter = join(temporary("canopy-backup-b-"), "data");
        await npm(["restore", "--", "--from", after], { DATA_DIR: restoredAfter });
        const again = await npm(["restore", "--", "--from", after], { DATA_DIR: restoredAfter }).catch(
          (e) => e,
        );
        expect(again.code).toBe(1);
        expect(again.stderr).toContain("is not empty; restore into an empty DATA_DIR");

        server.child.kill("SIGTERM");
        expect(await server.exited).toBe(0);
        const source = await openDatabase({ dataDir });
        const expected = await fingerprints(source.db);
        await source.close();
        const target = await openDatabase({ dataDir: restoredAfter });
        expect(await fingerprints(target.db)).toEqual(expected);
        await target.close();
        expect(expected.invoices).toMatch(/^1 rows/);
        expect(Number(expected.outbox_emails.split(" ")[0])).toBeGreaterThan(2);
      } finally {
        writing = false;
        if (server.child.exitCode === null) server.child.kill("SIGKILL");
      }
    },
    SLOW,
  );

  it(
    "names pg_dump and pg_restore when DATABASE_URL is set, and the usage without a file",
    async () => {
      const dump = await npm(["backup", "--", "--to", "x"], {
        DATABASE_URL: "postgres://db.example/canopy",
      }).catch((e) => e);
      expect(dump.code).toBe(2);
      expect(dump.stderr).toContain("back up PostgreSQL with pg_dump --format=custom");
      const usage = await npm(["restore"], { DATA_DIR: temporary("canopy-backup-usage-") }).catch((e) => e);
      expect(usage.code).toBe(2);
      expect(usage.stderr).toBe("usage: npm run restore -- --from FILE\n");
    },
    SLOW,
  );
});

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)("backups of PostgreSQL with pg_dump and pg_restore", () => {
  it(
    "restores the documented pg_dump into a fresh database with the same rows",
    async () => {
      const admin = await openDatabase({ url: url ?? "", poolSize: 1 });
      const names = [
        `backup_src_${randomBytes(4).toString("hex")}`,
        `backup_dst_${randomBytes(4).toString("hex")}`,
      ];
      const databaseUrl = (name: string) =>
        Object.assign(new URL(url ?? ""), { pathname: `/${name}` }).toString();
      for (const name of names) await admin.db.execute(sql.raw(`create database ${name}`));
      try {
        const source = await openDatabase({ url: databaseUrl(names[0]), poolSize: 2 });
        await migrate(source.db);
        await seedShop(source);
        const expected = await fingerprints(source.db);
        await source.close();

        // The commands of docs/operations.md, as an operator types them.
        const file = join(temporary("canopy-pgdump-"), "canopy.dump");
        await run("pg_dump", ["--format=custom", `--file=${file}`, databaseUrl(names[0])]);
        expect(existsSync(file)).toBe(true);
        await run("pg_restore", ["--no-owner", `--dbname=${databaseUrl(names[1])}`, file]);

        const restored = await openDatabase({ url: databaseUrl(names[1]), poolSize: 2 });
        expect(await fingerprints(restored.db)).toEqual(expected);
        expect(await migrate(restored.db)).toEqual([]);
        await restored.close();
      } finally {
        for (const name of names)
          await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
        await admin.close();
      }
    },
    SLOW,
  );
});
