import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { users } from "../db/schema/identity.ts";

/** An account's name, which the mails of the orders it placed greet; null for no account. */
export async function accountNameOf(db: Db, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return user?.name.trim() || null;
}
