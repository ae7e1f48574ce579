import { createHmac, timingSafeEqual } from "node:crypto";
import { sha256 } from "./identifiers.ts";

export type ConfirmationKind = "quote" | "order";

/**
 * A confirmation page's token: an HMAC of the document number under a random server key, so nothing a
 * client sends or sees (such as its Idempotency-Key) yields it, and a retry gets the same token back
 * without the token itself being stored.
 */
export function accessToken(key: Buffer, kind: ConfirmationKind, documentNumber: string): string {
  return createHmac("sha256", key).update(`${kind}-token:${documentNumber}`).digest("base64url");
}

/** Constant-time comparison of two tokens (their hashes, so unequal lengths leak nothing either). */
export function sameToken(expected: string, given: string): boolean {
  return timingSafeEqual(Buffer.from(sha256(expected), "hex"), Buffer.from(sha256(given), "hex"));
}

/** The reload-safe page a created document is shown on: /thankyou for quotes, /order-confirmation for orders. */
export function confirmationPath(kind: ConfirmationKind, documentNumber: string, token: string): string {
  const page = kind === "quote" ? "/thankyou" : "/order-confirmation";
  return `${page}?${kind}=${encodeURIComponent(documentNumber)}&token=${encodeURIComponent(token)}`;
}
