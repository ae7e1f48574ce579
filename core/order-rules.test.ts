import { availabilityOf, DEFAULT_STOCK_POLICY } from "./availability.ts";
import { describe, expect, it } from "vitest";
import { CANADA_PROVINCES } from "./canada-provinces.ts";
import { displayLines } from "./cart-pricing.ts";
import { checkoutTotals, documentTotals, subtotalCents } from "./checkout-totals.ts";
import {
  checkoutSchema,
  contactSchema,
  newsletterSchema,
  orderRequestSchema,
  QUOTE_NUMBER_PATTERN,
  rebateSchema,
} from "./order-request.ts";
import { REQUIRED_FIELDS_MESSAGE, TERMS_MESSAGE } from "./form-messages.ts";
import { CARD_DATA_REFUSED_MESSAGE } from "./card-fields.ts";
import { thankYouItems } from "./quote-summary.ts";
import { isRegionOf, regionsOf } from "./regions.ts";
import { US_STATES } from "./us-states.ts";

describe("checkout totals (the specification: flat shipping $50, tax 8% of subtotal, total = subtotal + shipping + tax)", () => {
  it("adds $50 shipping and 8% tax to the subtotal", () => {
    const totals = checkoutTotals([
      { unitPriceCents: 129_900, quantity: 2 },
      { unitPriceCents: 5_499, quantity: 3 },
    ]);
    expect(totals).toEqual({
      subtotalCents: 276_297,
      shippingCents: 5_000,
      taxCents: 22_104,
      totalCents: 303_401,
    });
  });
  it("rounds tax to the cent and charges nothing for an empty cart", () => {
    expect(checkoutTotals([{ unitPriceCents: 1_999, quantity: 1 }]).taxCents).toBe(160);
    expect(checkoutTotals([])).toEqual({ subtotalCents: 0, shippingCents: 0, taxCents: 0, totalCents: 0 });
  });
  it("'Subtotal = sum of price times quantity'", () => {
    expect(subtotalCents([{ unitPriceCents: 250, quantity: 4 }])).toBe(1_000);
  });
  it("a priced quote totals the same way with the freight sales set", () => {
    expect(documentTotals([{ unitPriceCents: 10_001, quantity: 3 }], { shippingCents: 8_500 })).toEqual({
      subtotalCents: 30_003,
      shippingCents: 8_500,
      taxCents: 2_400,
      totalCents: 40_903,
    });
  });
  it("a company with a verified exemption for the ship-to state pays no tax, at checkout and on a quote", () => {
    const lines = [{ unitPriceCents: 10_001, quantity: 3 }];
    expect(documentTotals(lines, { shippingCents: 8_500, taxExempt: true })).toEqual({
      subtotalCents: 30_003,
      shippingCents: 8_500,
      taxCents: 0,
      totalCents: 38_503,
    });
    expect(checkoutTotals(lines, { taxExempt: true }).taxCents).toBe(0);
  });
});

describe("state lists (the specification: 50 US states; 13 Canadian provinces/territories)", () => {
  it("has 50 states and 13 provinces and territories, with the spec's placeholders", () => {
    expect(new Set(US_STATES).size).toBe(50);
    expect(new Set(CANADA_PROVINCES).size).toBe(13);
    expect(regionsOf("United States").placeholder).toBe("Select a state");
    expect(regionsOf("Canada").placeholder).toBe("Select a province");
    expect(isRegionOf("Canada", "Yukon")).toBe(true);
    expect(isRegionOf("United States", "Ontario")).toBe(false);
  });
});

describe("required fields", () => {
  const quote = {
    firstName: "A",
    lastName: "B",
    email: "a@b.co",
    phone: "1",
    streetAddress: "S",
    city: "C",
    state: "Texas",
    zipCode: "7",
    country: "United States",
    products: [{ sku: "X", quantity: 1 }],
  };
  it("quote form: company, apartment and notes optional; the nine others required", () => {
    expect(orderRequestSchema.safeParse(quote).success).toBe(true);
    const empty = orderRequestSchema.safeParse({ products: [{ sku: "X", quantity: 1 }] });
    expect(Object.keys(empty.error?.flatten().fieldErrors ?? {}).sort()).toEqual(
      [
        "city",
        "country",
        "email",
        "firstName",
        "lastName",
        "phone",
        "state",
        "streetAddress",
        "zipCode",
      ].sort(),
    );
  });
  it("contact form: name, workEmail, company, phone, state required → 'Please fill in all required fields.'", () => {
    const result = contactSchema.safeParse({ country: "United States", newsletter: false });
    expect(result.success).toBe(false);
    expect(new Set(result.error?.issues.map((i) => i.message))).toEqual(new Set([REQUIRED_FIELDS_MESSAGE]));
    expect(result.error?.issues.map((i) => i.path[0]).sort()).toEqual([
      "company",
      "name",
      "phone",
      "state",
      "workEmail",
    ]);
  });
  it("rebate form: also growerType (LED, Controllers, Dehumidifiers, HVAC); newsletter defaults to true", () => {
    const base = {
      name: "N",
      cname: "C",
      workEmail: "w@x.co",
      phone: "1",
      country: "Canada",
      state: "Ontario",
    };
    expect(rebateSchema.safeParse(base).error?.issues[0]).toMatchObject({
      path: ["growerType"],
      message: REQUIRED_FIELDS_MESSAGE,
    });
    expect(rebateSchema.parse({ ...base, growerType: "HVAC" }).newsletter).toBe(true);
  });
  it("checkout: Terms must be accepted, with the spec's words", () => {
    const result = checkoutSchema.safeParse({ acceptTerms: false });
    expect(result.error?.issues.find((i) => i.path[0] === "acceptTerms")?.message).toBe(TERMS_MESSAGE);
  });
  it("checkout: card data is never taken, whatever it holds ('no card number … is ever sent to … our server')", () => {
    const result = checkoutSchema.safeParse({ card: { cardNumber: "4242 4242 4242 4242" } });
    expect(result.error?.issues.find((i) => i.path[0] === "card")?.message).toBe(CARD_DATA_REFUSED_MESSAGE);
  });
  it("newsletter: non-empty and an address, else 'Please enter a valid email address'", () => {
    expect(newsletterSchema.safeParse({ email: "" }).error?.issues[0].message).toBe(
      "Please enter a valid email address",
    );
    expect(newsletterSchema.parse({ email: " a@b.co " }).email).toBe("a@b.co");
  });
});

describe("quote numbers and the thank-you list", () => {
  it("'Q-' plus 9 random uppercase characters", () => {
    expect(QUOTE_NUMBER_PATTERN.test("Q-7KX2M9PQA")).toBe(true);
    expect(QUOTE_NUMBER_PATTERN.test("Q-7kx2m9pqa")).toBe(false);
    expect(QUOTE_NUMBER_PATTERN.test("Q-7KX2M9PQ")).toBe(false);
  });
  it("shows at most 3 items, then '+N more item(s)'", () => {
    expect(thankYouItems([1, 2, 3])).toEqual({ shown: [1, 2, 3], moreText: null });
    expect(thankYouItems([1, 2, 3, 4])).toEqual({ shown: [1, 2, 3], moreText: "+1 more item" });
    expect(thankYouItems([1, 2, 3, 4, 5, 6])).toMatchObject({ moreText: "+3 more items" });
  });
});

describe("cart display ('Cart enrichment')", () => {
  const item = {
    id: "OLD-1",
    sku: "OLD-1",
    name: "Old pump",
    brand: "Acme",
    category: "",
    subcategory: "",
    image: "/x.png",
    priceCents: 1_000,
    quantity: 2,
    wattage120v: null,
    ratedVoltage: null,
    apiProvider: "spd",
  };
  it("a sku the catalogue no longer has keeps its own price, brand 'Unknown Brand', unavailable", () => {
    const [line] = displayLines(
      [item],
      [
        {
          ...item,
          category: "",
          subcategory: "",
          unitPriceCents: null,
          tiers: [],
          available: false,
          availability: null,
          brand: "Unknown Brand",
        },
      ],
    );
    expect(line).toMatchObject({ unitPriceCents: 1_000, brand: "Unknown Brand", available: false });
  });
  it("a catalogue sku takes the server's current price", () => {
    const [line] = displayLines(
      [item],
      [
        {
          ...item,
          name: "Pump v2",
          unitPriceCents: 1_250,
          tiers: [{ minQuantity: 1, unitPriceCents: 1_250 }],
          available: true,
          availability: availabilityOf({ provider: "hydrofarm", qty: 1 }, DEFAULT_STOCK_POLICY),
          brand: "Acme",
        },
      ],
    );
    expect(line).toMatchObject({ unitPriceCents: 1_250, name: "Pump v2", available: true });
    expect(line.later).toMatchObject({
      now: 1,
      later: 1,
      message: "1 ship now, 1 ship in 3–5 business days",
    });
  });
  it("one price for a quantity: a quantity changed since the server's answer pays its own volume tier", () => {
    // $986.99 for 1–4, $957.38 from 5: priced at 4, then changed to 6 (and back from 6 to 4).
    const tiers = [
      { minQuantity: 1, unitPriceCents: 98_699 },
      { minQuantity: 5, unitPriceCents: 95_738 },
    ];
    const answer = (quantity: number, unitPriceCents: number) => [
      {
        ...item,
        quantity,
        unitPriceCents,
        tiers,
        available: true,
        availability: availabilityOf({ provider: "hydrofarm", qty: 10 }, DEFAULT_STOCK_POLICY),
      },
    ];
    const [up] = displayLines([{ ...item, quantity: 6 }], answer(4, 98_699));
    expect(up.unitPriceCents * up.quantity).toBe(574_428);
    const [down] = displayLines([{ ...item, quantity: 4 }], answer(6, 95_738));
    expect(down.unitPriceCents).toBe(98_699);
  });
  it("without an answer (wholesale failure) the raw cart items show", () => {
    expect(displayLines([item], null)[0]).toMatchObject({
      unitPriceCents: 1_000,
      brand: "Acme",
      available: true,
    });
  });
});
