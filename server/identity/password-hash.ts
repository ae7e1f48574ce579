import { argon2, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * Password hashing with Argon2id at OWASP's first recommended setting (19 MiB of memory, 2 passes, one
 * lane; docs/decisions/0071), from Node's own crypto. The parameters are kept in the stored value
 * ("argon2id$19456$2$1$salt$key", base64url), so a later change of them still verifies older hashes.
 */
export const ARGON2ID_PARAMS = { memoryKiB: 19_456, passes: 2, parallelism: 1 } as const;
const KEY_BYTES = 32;
const SALT_BYTES = 16;

type Params = { memoryKiB: number; passes: number; parallelism: number };

/**
 * The parameters new hashes are made with: OWASP's, except inside a Vitest worker that asked for
 * others (the setup file `vitest.config.ts` names asks for the cheapest the stored form allows, so that the
 * suite's hundreds of sign-ups and sign-ins do not each spend 19 MiB and two passes; docs/decisions/0370).
 */
let newHashParams: Params = ARGON2ID_PARAMS;

/** Tests only: hash new passwords with `params` (OWASP's again when undefined); throws outside Vitest. */
export function setTestPasswordHashParams(params: Params | undefined): void {
  if (process.env.VITEST !== "true" || process.env.NODE_ENV === "production")
    throw new Error("Password hash parameters change only in Vitest tests");
  newHashParams = params ?? ARGON2ID_PARAMS;
}

function derive(password: string, salt: Buffer, params: Params): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    argon2(
      "argon2id",
      {
        message: password.normalize("NFKC"),
        nonce: salt,
        memory: params.memoryKiB,
        passes: params.passes,
        parallelism: params.parallelism,
        tagLength: KEY_BYTES,
      },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const { memoryKiB, passes, parallelism } = newHashParams;
  const key = await derive(password, salt, newHashParams);
  return [
    "argon2id",
    memoryKiB,
    passes,
    parallelism,
    salt.toString("base64url"),
    key.toString("base64url"),
  ].join("$");
}

const STORED = /^argon2id\$(\d{4,7})\$(\d{1,2})\$(\d{1,2})\$([\w-]+)\$([\w-]+)$/;

/** False for a wrong password and for a value that is no hash of ours (never throws on bad input). */
export async function verifyPassword({
  hash,
  password,
}: {
  hash: string;
  password: string;
}): Promise<boolean> {
  const match = STORED.exec(hash);
  if (!match) return false;
  const params = { memoryKiB: Number(match[1]), passes: Number(match[2]), parallelism: Number(match[3]) };
  // Bounds keep a tampered row from asking for gigabytes or minutes of work.
  if (params.memoryKiB < 8 * params.parallelism || params.memoryKiB > 262_144) return false;
  if (params.passes < 1 || params.passes > 10 || params.parallelism < 1 || params.parallelism > 4)
    return false;
  const expected = Buffer.from(match[5], "base64url");
  const key = await derive(password, Buffer.from(match[4], "base64url"), params);
  return key.length === expected.length && timingSafeEqual(key, expected);
}
