import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql, type Database } from "../../server/db/client.ts";
import { CATALOGUE_UNAVAILABLE_MESSAGE } from "../../core/constants.ts";
import { defaultCatalogRecords, seedCatalog } from "../factories/catalog.ts";
import { buildStorefront } from "../support/page-build.ts";
import { databaseTargets } from "../support/test-database.ts";
import { startTestServer } from "../support/test-server.ts";

let build: ReturnType<typeof buildStorefront>;
beforeAll(() => {
  build = buildStorefront();
});
afterAll(() => build?.remove());

/** A catalogue that fails to answer: the pages say so in plain words and keep the database's own to the log. */
describe.each(databaseTargets())("catalogue pages when the catalogue fails on $name", (target) => {
  let database: Database;
  let server: Awaited<ReturnType<typeof startTestServer>>;

  beforeAll(async () => {
    database = await target.open();
    await seedCatalog(database.db, defaultCatalogRecords());
    server = await startTestServer(database, { PAGE_CACHE_MB: "0" }, build.dir);
    // The read model's tables gone: every listing and the brand directory fail in PostgreSQL.
    await database.db.execute(sql`alter table catalog_entries rename to catalog_entries_gone`);
    await database.db.execute(sql`alter table brands rename to brands_gone`);
  }, 240_000);
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it("answers 503 with a plain message, never the SQL error", async () => {
    for (const [path, heading] of [
      ["/grow-lights", "Error loading products:"],
      ["/products", "Error loading products:"],
      ["/shop-by-brand", "Error loading brands:"],
    ]) {
      const response = await fetch(`${server.baseUrl}${path}`);
      expect(response.status, path).toBe(503);
      const html = await response.text();
      expect(html, path).toContain(heading);
      expect(html, path).toContain(CATALOGUE_UNAVAILABLE_MESSAGE);
      expect(html, path).not.toMatch(/relation|does not exist|catalog_entries|brands_gone|select /i);
    }
  });
});
