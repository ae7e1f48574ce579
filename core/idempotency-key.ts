/** Retry-safe, opaque per-submission key sent by clients (UUIDs and similar): header or form field alike. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;
