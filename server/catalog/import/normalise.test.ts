import { describe, expect, it } from "vitest";
import { parseHydrofarm } from "./importers/hydrofarm/parse.ts";
import { hydrofarmRules } from "./importers/hydrofarm/rules.ts";
import { parseIluminar } from "./importers/iluminar/parse.ts";
import { iluminarRules } from "./importers/iluminar/rules.ts";
import type { ParseResult, RawRecord } from "./importers/raw-record.ts";
import { parseSpd } from "./importers/spd/parse.ts";
import { spdRules } from "./importers/spd/rules.ts";
import { normaliseRecord, PLACEHOLDER_IMAGE, salesOf, wattageOf } from "./normalise.ts";

function valid(result: ParseResult): RawRecord {
  if (!result.ok) throw new Error(`rejected: ${result.reason}`);
  return result.record;
}
const iluminar = (input: Record<string, unknown>) =>
  normaliseRecord(valid(parseIluminar(input)), iluminarRules);
const spd = (input: Record<string, unknown>) => normaliseRecord(valid(parseSpd(input)), spdRules);
const hydrofarm = (input: Record<string, unknown>) =>
  normaliseRecord(valid(parseHydrofarm(input)), hydrofarmRules);

describe("normalised product ('Normalised product')", () => {
  it("'category (missing becomes 'Uncategorized')'", () => {
    expect(spd({ sku: "A" }).category).toBe("Uncategorized");
    expect(spd({ sku: "A", category: "   " }).category).toBe("Uncategorized");
  });

  it("'subcategory (falls back to category)'", () => {
    expect(spd({ sku: "A", category: "Nutrients" }).subcategory).toBe("Nutrients");
    expect(spd({ sku: "A", category: "Nutrients", subcategory: "Cal-Mag" }).subcategory).toBe("Cal-Mag");
  });

  it("'images (every field starting photo_ that is a non-empty string …)', in photo order; image is the first", () => {
    const product = spd({
      sku: "A",
      photo_10: "/images/products/p10.svg",
      photo_2: "/images/products/p2.svg",
      photo_1: "",
      photo_3: "   ",
      photo_4: "https://cdn.example.com/p4.jpg",
    });
    expect(product.images).toEqual([
      "/images/products/p2.svg",
      "https://cdn.example.com/p4.jpg",
      "/images/products/p10.svg",
    ]);
    expect(product.image).toBe("/images/products/p2.svg");
  });

  it("'… placeholder if none'", () => {
    const product = spd({ sku: "A", photo_1: "", photo_2: " " });
    expect(product.images).toEqual([PLACEHOLDER_IMAGE]);
    expect(product.image).toBe(PLACEHOLDER_IMAGE);
  });

  it("uses the raw image field when no photo_* field has one", () => {
    expect(spd({ sku: "A", image: "https://cdn.example.com/a.png" }).image).toBe(
      "https://cdn.example.com/a.png",
    );
  });

  it("image URLs are only http(s) or the app's own paths", () => {
    const product = spd({
      sku: "A",
      photo_1: "javascript:alert(1)",
      photo_2: "data:image/png;base64,AAAA",
      photo_3: "//evil.example/x.png",
    });
    expect(product.images).toEqual([PLACEHOLDER_IMAGE]);
  });

  it("'brand (falls back to company_name, then the feed's default)'", () => {
    expect(spd({ sku: "A", brand: "Canna", company_name: "SPD" }).brand).toBe("Canna");
    expect(spd({ sku: "A", company_name: "Royal Gold" }).brand).toBe("Royal Gold");
    expect(spd({ sku: "A" }).brand).toBe("SPD");
    expect(iluminar({ sku: "A" }).brand).toBe("Iluminar");
    expect(hydrofarm({ sku: "A", companyName: "Hydrofarm Inc" }).brand).toBe("Hydrofarm Inc");
    expect(hydrofarm({ sku: "A" }).brand).toBe("Hydrofarm");
  });

  it("says a brand once when the name repeats it ('Phantom Phantom II' → 'Phantom II')", () => {
    expect(spd({ sku: "A", brand: "Phantom", item_name: "Phantom Phantom II 280S CMH Fixture" }).name).toBe(
      "Phantom II 280S CMH Fixture",
    );
    expect(spd({ sku: "A", brand: "phantom", item_name: "PHANTOM  Phantom 50 Series" }).name).toBe(
      "PHANTOM 50 Series",
    );
    // A name that only starts with its brand, or repeats a longer word, is kept.
    expect(spd({ sku: "A", brand: "Phantom", item_name: "Phantom Commercial 180" }).name).toBe(
      "Phantom Commercial 180",
    );
    expect(spd({ sku: "A", brand: "Gro", item_name: "Gro Grow Tent" }).name).toBe("Gro Grow Tent");
  });

  it("'Missing name becomes 'Unknown Product''", () => {
    expect(spd({ sku: "A" }).name).toBe("Unknown Product");
  });

  it("'missing sku generates an 'unknown-' identifier', the same on every import of the record", () => {
    const record = { id: "77", item_name: "Mystery pump", brand: "Active Aqua", category: "Hydroponics" };
    const first = hydrofarm(record).sku;
    expect(first).toMatch(/^unknown-[0-9a-f]{12}$/);
    expect(hydrofarm({ ...record, msrp: "12.00" }).sku).toBe(first);
    expect(hydrofarm({ ...record, item_name: "Another pump" }).sku).not.toBe(first);
  });

  it("names and brands are plain text; descriptions keep a safe HTML subset", () => {
    const product = spd({
      sku: "A",
      item_name: "Bloom <b>Boost</b> &amp; More<script>alert(1)</script>",
      brand: "<img src=x onerror=alert(1)>Canna",
      long_description: '<p onclick="x()">Good</p><script>bad()</script>',
    });
    expect(product.name).toBe("Bloom Boost & More");
    expect(product.brand).toBe("Canna");
    expect(product.longDescription).toBe("<p>Good</p>");
  });

  it("money fields are integer cents from messy supplier text", () => {
    const product = hydrofarm({ sku: "A", msrp: "$1,299.00", map: " 1199.5 ", cost: 650, wholesale: "N/A" });
    expect(product.msrpCents).toBe(129900);
    expect(product.mapCents).toBe(119950);
    expect(product.costCents).toBe(65000);
    expect(product.wholesaleCents).toBeNull();
  });

  it("wattage is numeric only when the feed gives a number ('excluding non-numeric')", () => {
    expect(wattageOf("630")).toBe(630);
    expect(wattageOf("1,000 W")).toBe(1000);
    expect(wattageOf("600W")).toBe(600);
    expect(wattageOf("600-1000")).toBeNull();
    expect(wattageOf("N/A")).toBeNull();
    expect(wattageOf(undefined)).toBeNull();
  });

  it("spec-table fields are kept as text in specs, keyed by their raw names", () => {
    const product = iluminar({
      sku: "A",
      weight: "22.5 lb",
      weight_metric: "10.2 kg",
      ppf: 1701,
      warranty: "",
    });
    expect(product.specs).toEqual({ weight: "22.5 lb", weight_metric: "10.2 kg", ppf: "1701" });
  });

  it("'sales (… a random number below 100)' is derived from the sku, so it is stable", () => {
    expect(salesOf("SPD-1")).toBe(salesOf("SPD-1"));
    const values = ["A", "B", "C", "D", "E", "F"].map(salesOf);
    for (const value of values) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(100);
    }
    expect(new Set(values).size).toBeGreaterThan(1);
  });

  it("search text is the lower-cased name, sku, brand, category, company name and subcategory", () => {
    const product = spd({
      sku: "SPD-9",
      item_name: "Cal-Mag",
      brand: "Canna",
      category: "Nutrients",
      subcategory: "Base Nutrients",
      company_name: "SPD",
    });
    expect(product.searchText).toBe("cal-mag\nspd-9\ncanna\nnutrients\nspd\nbase nutrients");
  });

  it("the content hash changes with the record and only with it", () => {
    const a = spd({ sku: "A", msrp: "1.00" });
    expect(spd({ sku: "A", msrp: "1.00" }).contentHash).toBe(a.contentHash);
    expect(spd({ sku: "A", msrp: "1.01" }).contentHash).not.toBe(a.contentHash);
  });

  it("hydrofarm's own names: companyName is read as company_name", () => {
    expect(hydrofarm({ sku: "A", companyName: "Hydrofarm" }).companyName).toBe("Hydrofarm");
  });

  it("spd's product_id is read as the record id ('matched by id, sku or product_id')", () => {
    expect(spd({ sku: "A", product_id: "p-9" }).sourceId).toBe("p-9");
  });
});

describe("record validation (bad records are rejected with a reason)", () => {
  it.each([
    ["a string", "not a record", "record is not an object"],
    ["an array", ["sku"], "record is not an object"],
    ["null", null, "record is not an object"],
    ["an empty object", {}, "record has no sku, id or name"],
    [
      "a nested object in a text field",
      { sku: "A", brand: { name: "X" } },
      "brand: expected text or a number",
    ],
    ["a boolean in a text field", { sku: "A", upc: true }, "upc: expected text or a number"],
    ["a malformed amount", { sku: "A", msrp: "12..50" }, "msrp: not a valid amount"],
    ["a negative amount", { sku: "A", cost: "-5" }, "cost: not a valid amount"],
  ])("rejects %s", (_label, input, reason) => {
    expect(parseSpd(input)).toEqual({ ok: false, reason });
  });

  it("accepts amounts without digits as missing ('Missing numbers count as 0')", () => {
    const record = valid(parseSpd({ sku: "A", msrp: "Call for price", map: "" }));
    expect(normaliseRecord(record, spdRules).priceCents).toBe(0);
  });
});
