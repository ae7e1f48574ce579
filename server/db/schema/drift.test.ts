import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { check, index, integer, pgTable } from "drizzle-orm/pg-core";
import { databaseTargets } from "../../../tests/support/test-database.ts";
import { buildDeclared, catalogDifferences, catalogLines } from "../../../tests/support/schema-drift.ts";
import { sql, type Database } from "../client.ts";
import * as schema from "./all.ts";

/** Every table but the migrations' own record, which the runner creates before any migration. */
const { schemaMigrations: _runnersOwn, ...declarations } = schema;
/** Two fresh databases built table by table: slow on a loaded two-core machine. */
const SLOW = 300_000;

describe.each(databaseTargets())("the migrations and the Drizzle declarations ($name)", (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(() => database?.close());

  it(
    "build the very schema the declarations do: columns, defaults, keys, foreign keys, checks and indexes by name",
    async () => {
      // The declared schema built in an empty database (the extension the migrations create first, and the
      // runner's table, are there already), then both printed by PostgreSQL itself.
      const declared = await target.open({ through: "0000_extensions.sql" });
      try {
        await buildDeclared(declared.db, declarations);
        const differences = catalogDifferences(
          await catalogLines(database.db),
          await catalogLines(declared.db),
        );
        expect(differences).toEqual([]);
      } finally {
        await declared.close();
      }
    },
    SLOW,
  );

  it(
    "name an index or a check that only the migrations build, and one only declared",
    async () => {
      const probe = (extra: "check" | "index") =>
        pgTable("schema_probe", { id: integer("id").primaryKey(), n: integer("n").notNull() }, (t) =>
          extra === "check" ? [check("schema_probe_n_check", sql`n > 0`)] : [index("schema_probe_n").on(t.n)],
        );
      const [migrated, declared] = await Promise.all([
        target.open({ through: "0000_extensions.sql" }),
        target.open({ through: "0000_extensions.sql" }),
      ]);
      try {
        await buildDeclared(migrated.db, { probe: probe("check") });
        await buildDeclared(declared.db, { probe: probe("index") });
        expect(catalogDifferences(await catalogLines(migrated.db), await catalogLines(declared.db))).toEqual([
          "- migrations: constraint schema_probe.schema_probe_n_check: CHECK ((n > 0))",
          "+ declared: index CREATE INDEX schema_probe_n ON schema_probe USING btree (n)",
        ]);
      } finally {
        await Promise.all([migrated.close(), declared.close()]);
      }
    },
    SLOW,
  );
});
