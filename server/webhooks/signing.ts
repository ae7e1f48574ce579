import { createHmac, randomBytes } from "node:crypto";

/** A new endpoint secret: 32 random bytes, shown to staff as whsec_… */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString("base64url")}`;

/** HMAC-SHA256 (hex) of `${timestamp}.${body}` under `secret`: what the receiver recomputes. */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
}

/**
 * The Canopy-Signature header: `t=<unix seconds>,v1=<hex>` with one v1 per valid secret (two for a day
 * after a roll, so a receiver may switch secrets at its own pace).
 */
export function signatureHeader(secrets: readonly string[], timestamp: number, body: string): string {
  return [`t=${timestamp}`, ...secrets.map((s) => `v1=${webhookSignature(s, timestamp, body)}`)].join(",");
}
