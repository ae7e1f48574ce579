import { describe, expect, it } from "vitest";
import { openDatabase, sql } from "./client.ts";
import { queryRows } from "../../tests/support/query-rows.ts";

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)("PostgreSQL pool", () => {
  it("logs an idle connection's failure and serves the next query on a fresh one", async () => {
    const logged: { error: unknown; message: string }[] = [];
    const log = {
      error: (obj: { err: unknown }, message: string) => logged.push({ error: obj.err, message }),
    };
    const database = await openDatabase({ url: url!, poolSize: 1, log });
    const admin = await openDatabase({ url: url!, poolSize: 1 });
    try {
      const [{ pid }] = await queryRows<{ pid: number }>(database.db, sql`select pg_backend_pid() as pid`);
      await admin.db.execute(sql`select pg_terminate_backend(${pid})`);
      await expect.poll(() => logged.length).toBe(1);
      expect(logged[0].message).toBe("an idle PostgreSQL connection failed");
      expect(String(logged[0].error)).toMatch(/terminat/i);
      const [{ other }] = await queryRows<{ other: number }>(
        database.db,
        sql`select pg_backend_pid() as other`,
      );
      expect(other).not.toBe(pid);
    } finally {
      await admin.close();
      await database.close();
    }
  });
});
