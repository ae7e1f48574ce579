import { describe, expect, it } from "vitest";
import { describeRule, fieldsOfRule, ruleFromFields, ruleKey } from "./price-list-rule-fields.ts";

const fields = (over: Partial<Record<string, string>>) => ({
  kind: "",
  target: "",
  percentOff: "",
  fixedPrice: "",
  minQuantity: "",
  ...over,
});

describe("price-list rules as staff type them", () => {
  it("reads each kind, percentages to basis points and dollars to cents", () => {
    expect(ruleFromFields(fields({ kind: "list", percentOff: "10" }))).toEqual({
      ok: true,
      rule: { kind: "list", percentOffBp: 1000 },
    });
    expect(ruleFromFields(fields({ kind: "Category", target: "Grow-Lights", percentOff: "6.5" }))).toEqual({
      ok: true,
      rule: { kind: "category", category: "grow-lights", percentOffBp: 650 },
    });
    expect(ruleFromFields(fields({ kind: "sku", target: "IL-CP", fixedPrice: "$1,099.5" }))).toEqual({
      ok: true,
      rule: { kind: "sku", sku: "IL-CP", fixedPriceCents: 109_950 },
    });
    expect(ruleFromFields(fields({ kind: "break", percentOff: "3", minQuantity: "5" }))).toEqual({
      ok: true,
      rule: { kind: "break", minQuantity: 5, percentOffBp: 300 },
    });
  });

  it("says what is wrong with each field", () => {
    expect(ruleFromFields(fields({ kind: "brand", percentOff: "91" }))).toEqual({
      ok: false,
      errors: {
        target: "Enter the brand.",
        percentOff: "Percent off: enter a number above 0 and at most 90, e.g. 6 or 2.5.",
      },
    });
    expect(ruleFromFields(fields({ kind: "category", target: "lamps", percentOff: "5" }))).toMatchObject({
      ok: false,
      errors: { target: "No storefront category 'lamps'. Use a category slug, e.g. grow-lights." },
    });
    expect(ruleFromFields(fields({ kind: "break", percentOff: "3", minQuantity: "1" }))).toMatchObject({
      ok: false,
      errors: { minQuantity: "From quantity: enter a whole number of units, 2 or more." },
    });
    expect(ruleFromFields(fields({ kind: "sku", target: "X", fixedPrice: "0" }))).toMatchObject({
      ok: false,
    });
    expect(ruleFromFields(fields({ kind: "percent" }))).toMatchObject({
      ok: false,
      errors: { kind: expect.any(String) },
    });
  });

  it("writes a rule back to the same fields, keys brands without case, and describes it", () => {
    const rule = { kind: "brand", brand: "Gavita", percentOffBp: 250 } as const;
    expect(ruleFromFields(fieldsOfRule(rule))).toEqual({ ok: true, rule });
    expect(ruleKey(rule)).toBe(ruleKey({ ...rule, brand: "GAVITA", percentOffBp: 900 }));
    expect(describeRule(rule)).toBe("Brand Gavita: 2.5% off");
    expect(describeRule({ kind: "sku", sku: "IL-CP", fixedPriceCents: 99_900 })).toBe("SKU IL-CP: $999.00");
  });
});
