import { describe, expect, it } from "vitest";
import { breakRanges } from "./buyer-prices.ts";

describe("the product page's volume pricing rows", () => {
  it("labels each quantity range up to the next break, the last open-ended", () => {
    const rows = breakRanges({
      unitPriceCents: 1000,
      breaks: [
        { minQuantity: 2, unitPriceCents: 990 },
        { minQuantity: 3, unitPriceCents: 970 },
        { minQuantity: 10, unitPriceCents: 950 },
      ],
    });
    expect(rows).toEqual([
      { label: "1", unitPriceCents: 1000 },
      { label: "2", unitPriceCents: 990 },
      { label: "3–9", unitPriceCents: 970 },
      { label: "10+", unitPriceCents: 950 },
    ]);
  });
  it("without breaks, one row for any quantity", () => {
    expect(breakRanges({ unitPriceCents: 500, breaks: [] })).toEqual([{ label: "1+", unitPriceCents: 500 }]);
  });
});
