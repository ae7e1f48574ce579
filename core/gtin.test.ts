import { describe, expect, it } from "vitest";
import { isValidGtin12 } from "./gtin.ts";

describe("isValidGtin12", () => {
  it("accepts 12 digits with a valid GS1 check digit", () => {
    expect(isValidGtin12("036000291452")).toBe(true);
    expect(isValidGtin12("712923122030")).toBe(false);
    expect(isValidGtin12("712923122034")).toBe(true);
  });

  it("rejects a wrong check digit, other lengths, letters and blanks", () => {
    expect(isValidGtin12("036000291453")).toBe(false);
    expect(isValidGtin12("36000291452")).toBe(false);
    expect(isValidGtin12("03600029145A")).toBe(false);
    expect(isValidGtin12("")).toBe(false);
    expect(isValidGtin12(null)).toBe(false);
  });
});
