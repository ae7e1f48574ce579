import { describe, expect, it } from "vitest";
import { parseQuantityInput } from "./quantity-stepper.tsx";

describe("quantity input — 'typed input accepted only as a positive integer; no maximum'", () => {
  it("accepts positive integers, large ones included", () => {
    expect(parseQuantityInput("1")).toBe(1);
    expect(parseQuantityInput(" 12 ")).toBe(12);
    expect(parseQuantityInput("5000")).toBe(5000);
  });
  it("rejects zero, negatives, decimals and text", () => {
    for (const text of ["0", "-2", "1.5", "abc", "", "1e3", "2x"])
      expect(parseQuantityInput(text)).toBeNull();
  });
});
