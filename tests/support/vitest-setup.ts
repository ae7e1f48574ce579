import { setTestPasswordHashParams } from "../../server/identity/password-hash.ts";

/**
 * Before every Vitest test file (vitest.config.ts): passwords hashed in this process use Argon2id's
 * cheapest parameters the stored form allows (1 MiB, one pass) instead of OWASP's 19 MiB and two
 * passes, which cost the suite minutes of sign-ups and sign-ins. Hashes still go through Argon2id and
 * are verified from their stored parameters; servers the tests start as processes of their own, and the
 * test of the stored form itself, keep OWASP's (docs/decisions/0370).
 */
export const TEST_PASSWORD_HASH_PARAMS = { memoryKiB: 1_024, passes: 1, parallelism: 1 };
setTestPasswordHashParams(TEST_PASSWORD_HASH_PARAMS);
