import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { CATEGORIES } from "../../../../core/categories.ts";
import { VOLTAGE_OPTIONS } from "../../../../core/constants.ts";
import { readFeed } from "../feed-reader.ts";
import { FEED_FILES, generateFeeds, serialiseFeeds, type GeneratedRecord } from "./feed-generator.ts";
import { PRODUCT_LINES } from "./product-lines.ts";
import { IMAGE_SHAPES } from "../../../../core/image-shapes.ts";

const feeds = generateFeeds({ count: 3000, seed: 42 });
const all: GeneratedRecord[] = [...feeds.iluminar, ...feeds.spd, ...feeds.hydrofarm];

/** The record's msrp in dollars, however the feed wrote it; null when it is malformed or missing. */
function msrp(record: GeneratedRecord): number | null {
  const value = Number(String(record.msrp ?? record.price ?? "").replace(/[$,\s]/g, ""));
  return record.msrp === "12..50" || !Number.isFinite(value) || value === 0 ? null : value;
}

describe("sample feed generator", () => {
  it("is deterministic for a count and seed", () => {
    expect(serialiseFeeds(generateFeeds({ count: 300, seed: 7 }))).toEqual(
      serialiseFeeds(generateFeeds({ count: 300, seed: 7 })),
    );
    expect(serialiseFeeds(generateFeeds({ count: 300, seed: 8 }))).not.toEqual(
      serialiseFeeds(generateFeeds({ count: 300, seed: 7 })),
    );
  });

  it("the committed sample is `npm run generate:feeds -- --count 3000 --seed 42`", () => {
    const files = serialiseFeeds(feeds);
    for (const file of Object.values(FEED_FILES)) {
      const committed = readFileSync(
        fileURLToPath(new URL(`../../../../feeds/sample/${file}`, import.meta.url)),
        "utf8",
      );
      expect(committed, file).toBe(files[file]);
    }
  });

  it("writes about the requested number of products, split over the three feeds", () => {
    expect(all.length).toBeGreaterThan(2900);
    expect(all.length).toBeLessThan(3100);
    expect(feeds.iluminar.length).toBeGreaterThan(200);
    expect(feeds.spd.length).toBeGreaterThan(feeds.hydrofarm.length);
  });

  it("names every brand the category definitions list", () => {
    const brands = new Set(all.map((r) => r.brand));
    for (const brand of CATEGORIES.flatMap((c) => c.brands)) expect(brands.has(brand), brand).toBe(true);
  });

  it("uses exactly the voltage options, all of them", () => {
    const voltages = new Set(all.map((r) => r.rated_voltage).filter((v) => v !== undefined));
    expect([...voltages].sort()).toEqual([...VOLTAGE_OPTIONS].sort());
  });

  it("gives lights wattages and imperial + metric dimensions, and links no document that does not exist", () => {
    const light = feeds.spd.find((r) => r.category === "Grow Lights" && r.wattage_240v);
    expect(light).toMatchObject({ wattage_240v: expect.stringMatching(/^\d+$/) });
    expect(all.every((r) => /lb$/.test(String(r.weight)) && /kg$/.test(String(r.weight_metric)))).toBe(true);
    expect(all.filter((r) => r.spec_sheet !== undefined || r.manual !== undefined)).toEqual([]);
  });

  it("makes each product name once, at the bench's 100k scale too", () => {
    for (const records of [all, Object.values(generateFeeds({ count: 100_000, seed: 42 })).flat()]) {
      const skusByName = new Map<string, Set<unknown>>();
      for (const r of records) {
        const skus = skusByName.get(String(r.item_name)) ?? new Set();
        skusByName.set(String(r.item_name), skus.add(r.sku ?? r.id));
      }
      expect([...skusByName].filter(([, skus]) => skus.size > 1).map(([name]) => name)).toEqual([]);
    }
  }, 60_000);

  it("prices follow the kind of product and its size, within market ranges", () => {
    const within = (pattern: RegExp, low: number, high: number) => {
      const prices = all.filter((r) => pattern.test(String(r.item_name))).flatMap((r) => msrp(r) ?? []);
      expect(prices.length, String(pattern)).toBeGreaterThan(2);
      // Shop price points end in .99: $60 is written $59.99.
      for (const price of prices) expect(price, String(pattern)).toBeGreaterThanOrEqual(low - 0.01);
      for (const price of prices) expect(price, String(pattern)).toBeLessThanOrEqual(high);
    };
    within(/DE HPS Lamp 1000W$/, 60, 121);
    within(/LED (Top Light|Bar Fixture) (645|680|750)W$/, 500, 1501);
    within(/ Dehumidifier 70 Pint$/, 300, 2501);
    within(/Curing Bag /, 2, 40);
    within(/ 1 qt$/, 5, 80);
    within(/ 55 gal$/, 800, 6000);
  });

  it("puts each brand only on the kinds of product it makes, and names start with the brand", () => {
    const made = new Map<string, Set<string>>();
    for (const line of PRODUCT_LINES)
      for (const kind of line.kinds)
        for (const brand of kind.brands) made.set(brand, (made.get(brand) ?? new Set()).add(kind.noun));
    for (const r of all) {
      if (r.brand === undefined) continue;
      const brand = typeof r.brand === "object" ? r.brand.name : String(r.brand);
      expect(String(r.item_name).startsWith(`${brand} `), String(r.item_name)).toBe(true);
      const nouns = [...(made.get(brand) ?? [])];
      expect(
        nouns.some((noun) => String(r.item_name).includes(` ${noun} `)),
        String(r.item_name),
      ).toBe(true);
    }
    const hortilux = all.filter((r) => String(r.item_name).startsWith("Hortilux "));
    expect(hortilux.length).toBeGreaterThan(0);
    expect(hortilux.every((r) => r.brand === undefined || r.brand === "Hortilux")).toBe(true);
  });

  it("leaves a brand out only where the supplier makes the product itself", () => {
    const house = { iluminar: "Iluminar", spd: "SPD Horticulture", hydrofarm: "Hydrofarm" } as const;
    for (const [provider, records] of Object.entries(feeds) as [keyof typeof house, GeneratedRecord[]][]) {
      for (const r of records.filter((record) => record.brand === undefined))
        expect(String(r.item_name).startsWith(`${house[provider]} `), String(r.item_name)).toBe(true);
    }
  });

  it("points every product at its own locally served pictures of a known kind", () => {
    const owners = new Map<string, unknown>();
    for (const r of all) {
      const urls = Object.entries(r)
        .filter(([key, url]) => key.startsWith("photo_") && String(url).trim() !== "")
        .map(([, url]) => String(url));
      expect(urls.length, String(r.item_name)).toBeGreaterThan(0);
      for (const url of urls) {
        const match = /^\/images\/products\/([a-z]+)-[a-z0-9-]+-\d+-\d\.svg$/.exec(url);
        expect(match && (IMAGE_SHAPES as readonly string[]).includes(match[1]), url).toBe(true);
        const owner = r.sku ?? r.id;
        expect(owners.get(url) ?? owner, url).toBe(owner);
        owners.set(url, owner);
      }
    }
  });

  it("is messy the way real feeds are", () => {
    const skus = all.map((r) => r.sku).filter(Boolean);
    expect(new Set(skus).size).toBeLessThan(skus.length);
    expect(all.some((r) => r.photo_1 === "")).toBe(true);
    expect(all.some((r) => r.brand === undefined)).toBe(true);
    expect(all.some((r) => r.sku === undefined)).toBe(true);
    expect(all.some((r) => /<script|onerror|javascript:|<iframe/.test(String(r.long_description)))).toBe(
      true,
    );
    expect(all.some((r) => typeof r.msrp === "string" && r.msrp.startsWith("$"))).toBe(true);
  });

  it("writes each supplier's own shape: a JSON array, {items: …} and CSV, all readable", async () => {
    const files = serialiseFeeds(generateFeeds({ count: 200, seed: 3 }));
    expect(Array.isArray(JSON.parse(files["iluminar.json"]))).toBe(true);
    expect(Array.isArray(JSON.parse(files["spd.json"]).items)).toBe(true);
    expect(files["hydrofarm.csv"].split("\n")[0]).toMatch(/^id,sku,item_name,/);
    const dir = mkdtempSync(join(tmpdir(), "canopy-gen-"));
    try {
      writeFileSync(join(dir, "hydrofarm.csv"), files["hydrofarm.csv"]);
      const read = (await readFeed({ kind: "file", path: join(dir, "hydrofarm.csv") })) as Record<
        string,
        string
      >[];
      const generated = generateFeeds({ count: 200, seed: 3 }).hydrofarm;
      expect(read).toHaveLength(generated.length);
      read.forEach((row, i) => {
        expect(row.sku).toBe(generated[i].sku ?? "");
        expect(row.long_description).toBe(String(generated[i].long_description ?? "").trim());
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
