import { describe, expect, it } from "vitest";
import { invoicePayWords } from "./invoice.ts";
import { formatMoney } from "./money.ts";

describe("what an invoice asks of its reader", () => {
  const words = (paidCents: number, balanceCents: number) =>
    invoicePayWords({ number: "INV-1", dueOn: "April 16, 2025", paidCents, balanceCents, formatMoney });

  it("asks for the amount due, or the balance after part payments", () => {
    expect(words(0, 12_345)).toBe("Please pay $123.45 by April 16, 2025 and quote invoice INV-1.");
    expect(words(5_000, 7_345)).toBe(
      "Partially paid: $50.00 received. Please pay the balance of $73.45 by April 16, 2025 and quote invoice INV-1.",
    );
  });

  it("never asks anyone to pay $0.00", () => {
    expect(words(12_345, 0)).toBe(
      "Paid in full: $123.45 received. Nothing is owed on invoice INV-1; thank you.",
    );
    expect(words(0, 0)).toBe("Nothing is owed on invoice INV-1: its credits cover it.");
    expect(words(12_345, -500)).not.toContain("Please pay");
  });
});
