import { createHash, randomInt } from "node:crypto";

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

function randomCode(length: number): string {
  let code = "";
  for (let i = 0; i < length; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** Spec §9: 'Q-' plus 9 random uppercase characters (letters and digits, from a CSPRNG). */
export const newQuoteNumber = () => `Q-${randomCode(9)}`;

export const newOrderNumber = () => `ORD-${randomCode(9)}`;

export function sha256(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

/** Stable fingerprint of a request, to tell a genuine retry from a reused Idempotency-Key. */
export function requestHash(value: unknown): string {
  return sha256(JSON.stringify(value));
}

/** Retry-safe, opaque per-submission key sent by clients (UUIDs and similar). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;
