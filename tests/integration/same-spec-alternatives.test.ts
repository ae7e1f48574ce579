import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CatalogService } from "../../server/catalog/queries/catalog-service.ts";
import type { Database } from "../../server/db/client.ts";
import { seedTestCatalog } from "../factories/test-products.ts";
import { buildStorefront } from "../support/page-build.ts";
import { databaseTargets } from "../support/test-database.ts";
import { startTestServer } from "../support/test-server.ts";

let build: ReturnType<typeof buildStorefront>;
beforeAll(() => {
  build = buildStorefront();
});
afterAll(() => build?.remove());

const light = { category: "Grow Lights", categorySlugs: ["grow-lights"] };

describe.each(databaseTargets())("same spec from other suppliers on $name", (target) => {
  let database: Database;
  let catalog: CatalogService;
  beforeAll(async () => {
    database = await target.open();
    catalog = await seedTestCatalog(database.db, [
      {
        sku: "IL-650",
        name: "Top light 650",
        provider: "iluminar",
        category: "LED Grow Lights",
        subcategory: "Top Lighting",
        categorySlugs: ["grow-lights"],
        wattage120v: 650,
        ratedVoltage: "100-277V",
        priceCents: 90_000,
      },
      {
        sku: "IL-640",
        name: "Other top light 640",
        provider: "iluminar",
        category: "LED Grow Lights",
        subcategory: "Top Lighting",
        categorySlugs: ["grow-lights"],
        wattage120v: 640,
        ratedVoltage: "100-277V",
        priceCents: 80_000,
      },
      {
        sku: "SPD-660",
        name: "LED 660",
        provider: "spd",
        subcategory: "LED Grow Lights",
        ...light,
        wattage120v: 660,
        ratedVoltage: "120-480V",
        priceCents: 85_000,
      },
      {
        sku: "SPD-710",
        name: "LED 710",
        provider: "spd",
        subcategory: "LED Grow Lights",
        ...light,
        wattage120v: 710,
        ratedVoltage: "120-277V",
        priceCents: 0,
      },
      {
        sku: "SPD-720",
        name: "LED 720",
        provider: "spd",
        subcategory: "LED Grow Lights",
        ...light,
        wattage120v: 720,
        ratedVoltage: "120-277V",
        priceCents: 70_000,
      },
      {
        sku: "SPD-585",
        name: "LED 585",
        provider: "spd",
        subcategory: "LED Grow Lights",
        ...light,
        wattage120v: 585,
        ratedVoltage: "277V",
        priceCents: 60_000,
      },
      {
        sku: "SPD-480V",
        name: "LED 650 480 V",
        provider: "spd",
        subcategory: "LED Grow Lights",
        ...light,
        wattage120v: 650,
        ratedVoltage: "347-480V",
        priceCents: 60_000,
      },
      {
        sku: "HF-650-BAL",
        name: "Ballast 650",
        provider: "hydrofarm",
        category: "Lighting",
        subcategory: "Ballasts",
        categorySlugs: ["grow-lights"],
        wattage120v: 650,
        ratedVoltage: "120-240V",
        priceCents: 30_000,
      },
      {
        sku: "HF-650-GONE",
        name: "LED 650 gone",
        provider: "hydrofarm",
        category: "Lighting",
        subcategory: "LED Grow Lights",
        categorySlugs: ["grow-lights"],
        wattage120v: 650,
        ratedVoltage: "120-240V",
        priceCents: 30_000,
        discontinued: true,
      },
      {
        sku: "HF-NUTR",
        name: "Nutrient",
        provider: "hydrofarm",
        category: "Nutrients & Additives",
        subcategory: "Base Nutrients",
        categorySlugs: ["nutrients-supplements"],
        priceCents: 3_000,
      },
    ]);
  });
  afterAll(async () => {
    await database?.close();
  });

  it("lists other feeds' products of the kind within ±10% sharing a voltage, closest wattage first", async () => {
    const product = await catalog.product("IL-650");
    expect(
      product?.sameSpec.map((p) => [p.sku, p.wattage, p.sharedVoltages, p.priceDifferenceCents]),
    ).toEqual([
      ["SPD-660", 660, [120, 208, 240, 277], -5_000],
      ["SPD-710", 710, [120, 208, 240, 277], null],
      ["SPD-585", 585, [277], -30_000],
    ]);
  });

  it("looks across feeds from a distributor's product too, and is empty without a wattage", async () => {
    const spd = await catalog.product("SPD-660");
    expect(spd?.sameSpec.map((p) => p.sku)).toEqual(["IL-650", "IL-640"]);
    expect((await catalog.product("HF-NUTR"))?.sameSpec).toEqual([]);
  });

  it("keeps the supplier behind an alternative internal on the product page, unless the shop shows it", async () => {
    const page = async (show: "on" | "off") => {
      const server = await startTestServer(
        database,
        { SHOW_SUPPLIER_NAMES: show, PAGE_CACHE_MB: "0" },
        build.dir,
      );
      try {
        return (await (await fetch(`${server.baseUrl}/product/IL-650`)).text()).replaceAll("<!-- -->", "");
      } finally {
        await server.close();
      }
    };
    const hidden = await page("off");
    expect(hidden).toContain("Same spec from other suppliers");
    expect(hidden).not.toContain("Supplier: SPD");
    expect(await page("on")).toContain("Supplier: SPD");
  });
});
