import { createHmac, timingSafeEqual } from "node:crypto";
import { COOKIE_PREFIX } from "./auth.ts";

/** The session cookie's name as better-auth sets it: __Secure- prefixed when PUBLIC_URL is https. */
export function sessionCookieName(publicUrl: string): string {
  const name = `${COOKIE_PREFIX}.session_token`;
  return publicUrl.startsWith("https://") ? `__Secure-${name}` : name;
}

/** One cookie's raw value from a Cookie header, or undefined. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/**
 * The session token of a signed cookie value (better-call's format: encodeURIComponent of
 * "token.base64(HMAC-SHA256(secret, token))"), or undefined when it is malformed or not signed by `secret`.
 */
export function verifiedSessionToken(raw: string, secret: string): string | undefined {
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  const dot = value.lastIndexOf(".");
  if (dot <= 0) return undefined;
  const token = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1), "base64");
  const expected = createHmac("sha256", secret).update(token).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : undefined;
}
