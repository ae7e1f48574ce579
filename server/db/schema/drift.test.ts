import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { integer, pgTable, text } from "drizzle-orm/pg-core";
import { databaseTargets } from "../../../tests/support/test-database.ts";
import { definedShapes, migratedShapes, shapeDrift } from "../../../tests/support/schema-drift.ts";
import { sql, type Database } from "../client.ts";
import * as schema from "./all.ts";

describe.each(databaseTargets())("migrations and Drizzle definitions ($name)", (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(() => database?.close());

  it("define every table the migrations create, column for column", async () => {
    expect(shapeDrift(definedShapes(schema), await migratedShapes(database.db))).toEqual([]);
  });

  it("name a column a migration adds without a definition, and a defined column no migration adds", async () => {
    await database.db.execute(sql`create table drift_probe (id integer primary key, added text)`);
    try {
      const probe = pgTable("drift_probe", {
        id: integer("id").primaryKey(),
        extra: text("extra").notNull(),
      });
      expect(shapeDrift(definedShapes({ ...schema, probe }), await migratedShapes(database.db))).toEqual([
        "drift_probe.extra: defined, but not in the migrations",
        "drift_probe.added: in the migrations, not defined",
      ]);
    } finally {
      await database.db.execute(sql`drop table drift_probe`);
    }
  });
});
