import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/**
 * Password hashing with scrypt at OWASP's parameters (N=2^17, r=8, p=1; docs/decisions/0071). The
 * parameters are kept in the stored value ("scrypt$17$8$1$salt$key", base64url), so a later change of
 * them still verifies older hashes.
 */
export const SCRYPT_PARAMS = { log2N: 17, r: 8, p: 1 } as const;
const KEY_BYTES = 64;
const SALT_BYTES = 16;

function derive(password: string, salt: Buffer, log2N: number, r: number, p: number): Promise<Buffer> {
  const N = 2 ** log2N;
  // scrypt needs 128·N·r bytes; Node's default ceiling (32 MiB) is below OWASP's 128 MiB.
  const options: ScryptOptions = { N, r, p, maxmem: 2 * 128 * N * r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, KEY_BYTES, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const { log2N, r, p } = SCRYPT_PARAMS;
  const key = await derive(password, salt, log2N, r, p);
  return ["scrypt", log2N, r, p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

const STORED = /^scrypt\$(\d{1,2})\$(\d{1,2})\$(\d{1,2})\$([\w-]+)\$([\w-]+)$/;

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
  const [log2N, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (log2N < 10 || log2N > 20 || r < 1 || r > 16 || p < 1 || p > 4) return false;
  const expected = Buffer.from(match[5], "base64url");
  const key = await derive(password, Buffer.from(match[4], "base64url"), log2N, r, p);
  return key.length === expected.length && timingSafeEqual(key, expected);
}
