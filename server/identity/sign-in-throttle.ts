import { inArray, and, gt, sql, max } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { rateLimitCounters } from "../db/schema/all.ts";
import { countHit, pruneExpiredCounters } from "../rate-counters.ts";
import { signInFailures } from "../metrics/process-metrics.ts";

/** After 10 failed sign-ins in 15 minutes for one account or from one address, sign-in is refused until the window ends. */
export const SIGN_IN_FAILURES = { max: 10, windowMs: 15 * 60_000 } as const;

const keys = (email: string, ip: string) => [`sign-in-failed:account:${email}`, `sign-in-failed:ip:${ip}`];

/**
 * Failed sign-ins counted in PostgreSQL's rate_limit_counters (docs/decisions/0022), so every instance
 * shares them. Only failures count; a refusal while throttled does not restart the window.
 */
export function signInThrottle(db: Db) {
  return {
    async isThrottled(email: string, ip: string): Promise<boolean> {
      const [row] = await db
        .select({ hits: max(rateLimitCounters.hits) })
        .from(rateLimitCounters)
        .where(
          and(
            inArray(rateLimitCounters.key, keys(email, ip)),
            gt(rateLimitCounters.windowEndsAt, sql`now()`),
          ),
        );
      return (row?.hits ?? 0) >= SIGN_IN_FAILURES.max;
    },
    async countFailure(email: string, ip: string): Promise<void> {
      signInFailures.inc();
      for (const key of keys(email, ip)) await countHit(db, key, SIGN_IN_FAILURES.windowMs);
      await pruneExpiredCounters(db);
    },
  };
}
