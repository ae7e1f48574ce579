import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { CATEGORIES } from "../../../../core/categories.ts";
import { VOLTAGE_OPTIONS } from "../../../../core/constants.ts";
import { readFeed } from "../feed-reader.ts";
import { FEED_FILES, generateFeeds, serialiseFeeds, type GeneratedRecord } from "./feed-generator.ts";
import { IMAGE_SHAPES } from "./product-lines.ts";

const feeds = generateFeeds({ count: 3000, seed: 42 });
const all: GeneratedRecord[] = [...feeds.iluminar, ...feeds.spd, ...feeds.hydrofarm];

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

  it("uses exactly the §9 voltage options, all of them", () => {
    const voltages = new Set(all.map((r) => r.rated_voltage).filter((v) => v !== undefined));
    expect([...voltages].sort()).toEqual([...VOLTAGE_OPTIONS].sort());
  });

  it("gives lights wattages and imperial + metric dimensions", () => {
    const light = feeds.spd.find((r) => r.category === "Grow Lights" && r.wattage_240v);
    expect(light).toMatchObject({
      wattage_240v: expect.stringMatching(/^\d+$/),
      spec_sheet: expect.any(String),
    });
    expect(all.every((r) => /lb$/.test(String(r.weight)) && /kg$/.test(String(r.weight_metric)))).toBe(true);
  });

  it("points photos at locally served SVG images of a known kind", () => {
    const photos = all.flatMap((r) => Object.entries(r).filter(([key]) => key.startsWith("photo_")));
    const urls = photos.map(([, url]) => String(url).trim()).filter(Boolean);
    expect(urls.length).toBeGreaterThan(all.length);
    for (const url of urls) {
      const match = /^\/images\/products\/([a-z]+)-[a-z0-9-]+-\d+\.svg$/.exec(url);
      expect(match && (IMAGE_SHAPES as readonly string[]).includes(match[1]), url).toBe(true);
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
