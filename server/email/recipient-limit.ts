import { createHash } from "node:crypto";
import type { Db } from "../db/client.ts";
import { countHit } from "../rate-counters.ts";

const HOUR_MS = 3_600_000;

/**
 * Whether `address` may receive one more confirmation this hour. Anyone can type any address into a
 * form, so the shop would otherwise mail whoever an attacker names as often as the per-IP limit allows;
 * past the limit the submission is still stored and sales still told, only the confirmation is skipped.
 * The counter key holds a hash, not the address.
 */
export async function confirmationAllowed(db: Db, address: string, perHour: number): Promise<boolean> {
  const digest = createHash("sha256").update(address.trim().toLowerCase()).digest("base64url");
  const { hits } = await countHit(db, `confirmations:${digest}`, HOUR_MS);
  return hits <= perHour;
}
