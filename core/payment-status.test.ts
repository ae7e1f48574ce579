import { describe, expect, it } from "vitest";
import { paymentMoveAllowed, paymentNote, PAYMENT_TRANSITIONS } from "./payment-status.ts";

const at = (iso: string) => new Date(iso);

describe("payment status moves", () => {
  it("'never moves a status backwards': captured cannot become processing or authorized again", () => {
    const t = at("2026-11-20T10:00:00Z");
    expect(paymentMoveAllowed("captured", "processing", t, t)).toBe(false);
    expect(paymentMoveAllowed("captured", "authorized", t, t)).toBe(false);
    expect(paymentMoveAllowed("refunded", "partially_refunded", t, t)).toBe(false);
    expect(paymentMoveAllowed("canceled", "authorized", t, t)).toBe(false);
  });

  it("'awaiting → processing (ACH) → authorized → captured', or failed or canceled, then refunds", () => {
    const t = at("2026-11-20T10:00:00Z");
    expect(paymentMoveAllowed("awaiting", "processing", t, t)).toBe(true);
    expect(paymentMoveAllowed("processing", "captured", t, t)).toBe(true);
    expect(paymentMoveAllowed("authorized", "captured", t, t)).toBe(true);
    expect(paymentMoveAllowed("authorized", "canceled", t, t)).toBe(true);
    expect(paymentMoveAllowed("captured", "partially_refunded", t, t)).toBe(true);
    expect(paymentMoveAllowed("partially_refunded", "refunded", t, t)).toBe(true);
    expect(PAYMENT_TRANSITIONS.refunded).toEqual([]);
  });

  it("a failed attempt and the next one are ordered by the provider's time, to the second", () => {
    const set = at("2026-11-20T10:00:05.700Z");
    expect(paymentMoveAllowed("awaiting", "failed", at("2026-11-20T10:00:05Z"), set)).toBe(true);
    expect(paymentMoveAllowed("processing", "failed", at("2026-11-20T10:00:04Z"), set)).toBe(false);
    expect(paymentMoveAllowed("failed", "processing", at("2026-11-20T10:00:03Z"), set)).toBe(false);
    expect(paymentMoveAllowed("failed", "authorized", at("2026-11-20T10:00:09Z"), set)).toBe(true);
  });

  it("tells the buyer how the payment stands, in words", () => {
    expect(paymentNote("card", "authorized")).toMatch(
      /authorised for the total; it is charged when we confirm/,
    );
    expect(paymentNote("link", "awaiting")).toMatch(/email you a secure link to pay/);
    expect(paymentNote("account", "awaiting")).toMatch(/net 30/);
  });
});
