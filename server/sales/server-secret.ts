import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { sql, type Db } from "../db/client.ts";
import { serverSecrets } from "../db/schema/server.ts";

/**
 * A random 256-bit key stored in the database under `name`: created by whichever instance asks first,
 * read by every other, so all of them sign alike. Asked once per process.
 */
export function serverSecret(db: Db, name: string): () => Promise<Buffer> {
  let secret: Promise<Buffer> | undefined;
  const load = async () => {
    await db.execute(
      sql`insert into server_secrets (name, value) values (${name}, ${randomBytes(32).toString("hex")})
          on conflict (name) do nothing`,
    );
    const [row] = await db
      .select({ value: serverSecrets.value })
      .from(serverSecrets)
      .where(eq(serverSecrets.name, name));
    return Buffer.from(row.value, "hex");
  };
  return () => {
    secret ??= load().catch((error: unknown) => {
      secret = undefined;
      throw error;
    });
    return secret;
  };
}
