import { createHash, randomInt } from "node:crypto";
import type { DocumentKind } from "../../core/document-status.ts";

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

function randomCode(length: number): string {
  let code = "";
  for (let i = 0; i < length; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

const NUMBER_PREFIX: Record<DocumentKind, string> = { quote: "Q-", order: "ORD-" };

/**
 * A sales document's number: its kind's prefix plus 9 random uppercase characters (letters and digits,
 * from a CSPRNG); the specification gives quotes 'Q-'.
 */
export const newDocumentNumber = (kind: DocumentKind) => `${NUMBER_PREFIX[kind]}${randomCode(9)}`;

export function sha256(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

/** Stable fingerprint of a request, to tell a genuine retry from a reused Idempotency-Key. */
export function requestHash(value: unknown): string {
  return sha256(JSON.stringify(value));
}

/** A return's number (ADR 0098): 'R-' and 9 random uppercase characters, like the documents'. */
export const newReturnNumber = () => `R-${randomCode(9)}`;
