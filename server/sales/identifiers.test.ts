import { describe, expect, it } from "vitest";
import { QUOTE_NUMBER_PATTERN } from "../../core/order-request.ts";
import { newDocumentNumber } from "./identifiers.ts";

describe("generated numbers", () => {
  it("quote numbers are 'Q-' plus 9 uppercase characters and do not repeat", () => {
    const numbers = Array.from({ length: 2_000 }, () => newDocumentNumber("quote"));
    expect(numbers.every((n) => QUOTE_NUMBER_PATTERN.test(n))).toBe(true);
    expect(new Set(numbers).size).toBe(numbers.length);
  });
  it("order numbers are 'ORD-' plus 9 uppercase characters", () => {
    expect(newDocumentNumber("order")).toMatch(/^ORD-[A-Z0-9]{9}$/);
  });
});
