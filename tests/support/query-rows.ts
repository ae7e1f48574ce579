import type { SQL } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";

/**
 * Runs raw SQL in a test and returns its rows as `T`, unchecked: a test states the shape it reads
 * (catalog tables, counts, rows in an old shape). Application code reads through `selectRows`, whose
 * shape is typed from the table definitions; this cast lives here so `server/` exports none.
 */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
