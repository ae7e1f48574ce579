import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Provider } from "../../core/catalog-types.ts";
import { CATEGORIES } from "../../core/categories.ts";
import { refreshDerivedData } from "../../server/catalog/read-model/derived.ts";
import { importSampleCatalogIfEmpty } from "../../server/catalog/import/feed-jobs.ts";
import type { FeedInput } from "../../server/catalog/import/feed-reader.ts";
import { importFeed, ImportFailedError } from "../../server/catalog/import/import-service.ts";
import { parseSpd } from "../../server/catalog/import/importers/spd/parse.ts";
import { spdRules } from "../../server/catalog/import/importers/spd/rules.ts";
import type { RawRecord } from "../../server/catalog/import/importers/raw-record.ts";
import { normaliseRecord, PLACEHOLDER_IMAGE } from "../../server/catalog/import/normalise.ts";
import { sql, type Database, type Db } from "../../server/db/client.ts";
import { queryRows } from "../support/query-rows.ts";
import { rawHydrofarm, rawSpd, seedCatalog } from "../factories/catalog.ts";
import { databaseTargets } from "../support/test-database.ts";

const fixture = (name: string): FeedInput => ({
  kind: "file",
  path: fileURLToPath(new URL(`../fixtures/feeds/${name}`, import.meta.url)),
});

interface ProductRow {
  provider: Provider;
  sku: string;
  name: string;
  brand: string;
  category: string;
  subcategory: string;
  price_cents: number;
  msrp_cents: number | null;
  image: string;
  images: string[];
  category_slugs: string[];
  discontinued: boolean;
  long_description: string | null;
  short_description: string | null;
  spec_sheet: string | null;
  manual: string | null;
  specs: Record<string, string>;
  wattage_120v: string | number | null;
  company_name: string | null;
  qty: number | null;
}

async function products(db: Db, provider?: Provider): Promise<Map<string, ProductRow>> {
  const rows = await queryRows<ProductRow>(
    db,
    provider
      ? sql`select * from products where provider = ${provider} order by sku`
      : sql`select * from products order by provider, sku`,
  );
  return new Map(rows.map((row) => [row.sku, row]));
}

/** Everything an import may change: the products and the read models derived from them. */
async function catalogueSnapshot(db: Db): Promise<string> {
  const tables = await Promise.all([
    queryRows(db, sql`select * from products order by provider, sku`),
    // category_facets is rebuilt on every import; its content, not its timestamp, is the catalogue.
    queryRows(db, sql`select slug, product_count, facets from category_facets order by slug`),
    queryRows(db, sql`select * from brands order by name`),
  ]);
  return JSON.stringify(tables);
}

const expectFailure = (promise: Promise<unknown>, message: RegExp) =>
  expect(promise).rejects.toSatisfy(
    (error) => error instanceof ImportFailedError && message.test(error.message),
  );

describe.each(databaseTargets())("feed import on $name", (target) => {
  let database: Database;
  let db: Db;
  beforeAll(async () => {
    database = await target.open();
    db = database.db;
  });
  afterAll(async () => {
    await database?.close();
  });
  beforeEach(async () => {
    await db.execute(sql`delete from products`);
    await refreshDerivedData(db);
  });

  describe("expected output over fixture feeds", () => {
    it("lights feed, a JSON array: hostile text, duplicate skus, blank photos, a missing sku", async () => {
      const summary = await importFeed(db, { provider: "iluminar", input: fixture("iluminar-array.json") });
      expect(summary).toMatchObject({
        read: 10,
        inserted: 7,
        updated: 0,
        unchanged: 0,
        rejected: 3,
        discontinued: 0,
      });
      expect(summary.rejectedReasons).toEqual([
        { reason: "duplicate sku in feed (first record kept)", count: 1 },
        { reason: "msrp: not a valid amount", count: 1 },
        { reason: "record is not an object", count: 1 },
      ]);
      const rows = await products(db, "iluminar");
      const eco = rows.get("ILM-ECO-630");
      expect(eco).toMatchObject({
        name: "Iluminar ECO 630W LED Top Light",
        brand: "Iluminar",
        price_cents: 129900,
        image: "/images/products/light-iluminar-1.svg",
        images: ["/images/products/light-iluminar-1.svg", "https://cdn.example.com/eco-630-side.jpg"],
        spec_sheet: "https://cdn.example.com/eco-630.pdf",
        manual: null,
        short_description: "Full-spectrum LED & controller",
        long_description: '<p>Full spectrum.</p><a rel="nofollow noopener" target="_blank">more</a>',
        specs: { weight: "22.5 lb", weight_metric: "10.2 kg", ppf: "1701 µmol/s", warranty: "5 years" },
        category_slugs: ["grow-lights"],
      });
      expect(Number(eco?.wattage_120v)).toBe(630);
      expect(rows.get("ILM-ECO-320")).toMatchObject({
        price_cents: 54950,
        brand: "Iluminar",
        image: PLACEHOLDER_IMAGE,
        wattage_120v: null,
      });
      const unknown = [...rows.values()].find((row) => row.sku.startsWith("unknown-"));
      expect(unknown).toMatchObject({
        name: "Iluminar Lighting Controller",
        brand: "Iluminar Lighting LLC",
        category: "Uncategorized",
        subcategory: "Uncategorized",
        image: PLACEHOLDER_IMAGE,
        price_cents: 24900,
        category_slugs: ["grow-lights"],
      });
    });

    it("distributor feed, {items}: prices and categories; the first record of a sku wins", async () => {
      const summary = await importFeed(db, { provider: "spd", input: fixture("spd-items.json") });
      expect(summary).toMatchObject({ read: 16, inserted: 15, rejected: 1 });
      const rows = await products(db, "spd");
      const expected: Record<string, [number, string[], string?]> = {
        "SPD-GAV-1000": [59900, ["grow-lights"]],
        "SPD-PHA-BAL": [34900, ["grow-lights"]],
        "SPD-CAN-A": [2199, ["nutrients-supplements"]],
        "SPD-XYZ-N": [1999, []],
        "SPD-GEO-5": [699, ["media-pots"]],
        "SPD-ACI-T6": [17999, ["environment"]],
        "SPD-TRM-1": [55900, ["environment"]],
        "SPD-ENV-LC": [900, []],
        "SPD-PROP-1": [3499, ["propagation"]],
        "SPD-GC-1": [2249, ["garden-care"]],
        "SPD-BR-1": [179900, ["benching-racking"]],
        "SPD-HV-1": [949500, ["harvest"]],
        "SPD-PH-1": [449, ["post-harvest"]],
        "SPD-ROY-1": [2799, ["media-pots"], "Royal Gold"],
        "SPD-NOBRAND": [400, ["garden-care"], "SPD"],
      };
      expect([...rows.keys()].sort()).toEqual(Object.keys(expected).sort());
      for (const [sku, [price, slugs, brand]] of Object.entries(expected)) {
        expect({ sku, price: rows.get(sku)?.price_cents, slugs: rows.get(sku)?.category_slugs }).toEqual({
          sku,
          price,
          slugs,
        });
        if (brand) expect(rows.get(sku)?.brand).toBe(brand);
      }
      expect(rows.get("SPD-GAV-1000")?.name).toBe("Gavita Pro 1000e DE");
    });

    it("distributor feed, {data}", async () => {
      expect(await importFeed(db, { provider: "spd", input: fixture("spd-data.json") })).toMatchObject({
        inserted: 1,
      });
    });

    it("hydrofarm feed, {products}: cost × 1.18 not below MAP, map and msrp fallbacks, trolmaster and chikamasa rules", async () => {
      await importFeed(db, { provider: "hydrofarm", input: fixture("hydrofarm-products.json") });
      const rows = await products(db, "hydrofarm");
      const expected: Record<string, [number, string[]]> = {
        "HF-LGT-1": [44900, ["grow-lights"]],
        "HF-GRW-1": [30000, []],
        // cost × 1.18 is $36, below the $44.99 MAP (ADR 0055).
        "HF-HYD-1": [4499, ["hydroponics"]],
        "HF-HYD-2": [4499, ["hydroponics"]],
        "HF-HYD-3": [4999, ["hydroponics"]],
        "HF-NUT-1": [1500, ["nutrients-supplements"]],
        // 'Growing Media' contains 'grow', so prices it at msrp.
        "HF-MED-1": [999, ["media-pots"]],
        "HF-ATM-1": [141600, ["environment"]],
        "HF-ATM-2": [29500, []],
        "HF-GAR-1": [200, ["garden-care"]],
        "HF-HRV-1": [2400, ["harvest"]],
        "HF-HRV-2": [18900, []],
      };
      for (const [sku, [price, slugs]] of Object.entries(expected)) {
        expect({ sku, price: rows.get(sku)?.price_cents, slugs: rows.get(sku)?.category_slugs }).toEqual({
          sku,
          price,
          slugs,
        });
      }
      expect(rows.get("HF-LGT-1")).toMatchObject({ company_name: "Hydrofarm", qty: 12 });
      expect(rows.get("HF-ATM-2")?.subcategory).toBe("Atmospheric Control");
      expect(rows.get("HF-GAR-1")?.subcategory).toBe("Garden Accessories");
    });

    it("hydrofarm feed, CSV: quoted fields, a blank brand, a blank first photo", async () => {
      const summary = await importFeed(db, { provider: "hydrofarm", input: fixture("hydrofarm.csv") });
      expect(summary).toMatchObject({ read: 3, inserted: 3, rejected: 0 });
      const rows = await products(db, "hydrofarm");
      expect(rows.get("HF-CSV-1")).toMatchObject({
        name: "Active Aqua Chiller, 1/10 HP",
        price_cents: 54900, // cost × 1.18 is $378, below the $549 MAP
        images: ["/images/products/pump-active-aqua-1.svg"],
        long_description: "<p>Keeps water at <strong>65°F</strong>.</p>",
        qty: 7,
        category_slugs: ["hydroponics"],
      });
      expect(rows.get("HF-CSV-2")).toMatchObject({
        name: 'Quest "Dual" 155',
        brand: "Hydrofarm",
        subcategory: "Atmospheric Control",
        price_cents: 171100,
        category_slugs: [],
      });
      expect(rows.get("HF-CSV-3")).toMatchObject({ price_cents: 18900, category_slugs: ["grow-lights"] });
    });
  });

  describe("a failed import leaves the catalogue exactly as it was", () => {
    it.each([
      ["an unreadable feed", "no-such-file.json", /cannot read/],
      ["a feed that is not valid JSON", "broken.json", /not valid JSON/],
      ["a feed of no accepted shape", "not-a-feed.json", /not an accepted shape/],
      [
        "a feed with more than 20% of records rejected",
        "mostly-invalid.json",
        /3 of 5 records rejected \(60%/,
      ],
    ])("%s", async (_label, file, message) => {
      await seedCatalog(db);
      const before = await catalogueSnapshot(db);
      await expectFailure(importFeed(db, { provider: "spd", input: fixture(file) }), message);
      expect(await catalogueSnapshot(db)).toBe(before);
      const [run] = await queryRows<{ status: string; error: string }>(
        db,
        sql`select status, error from import_runs order by id desc limit 1`,
      );
      expect(run.status).toBe("failed");
      expect(run.error).toMatch(message);
    });

    it("more than 20% rejected among the last records: the batches already written roll back, the run keeps its counts", async () => {
      await seedCatalog(db);
      const before = await catalogueSnapshot(db);
      const feed = [
        ...Array.from({ length: 4500 }, (_, i) => rawSpd({ sku: `FINE-${i}` })),
        ...Array.from({ length: 1500 }, (_, i) => ({ sku: `BAD-${i}`, msrp: "1.2.3" })),
      ];
      await expectFailure(
        importFeed(db, { provider: "spd", input: { kind: "records", records: feed } }),
        /1500 of 6000 records rejected \(25%, more than 20%\): msrp: not a valid amount \(1500\)/,
      );
      expect(await catalogueSnapshot(db)).toBe(before);
      const [run] = await queryRows<Record<string, unknown>>(
        db,
        sql`select status, read_count, inserted_count, rejected_count, rejected_reasons
            from import_runs order by id desc limit 1`,
      );
      expect(run).toEqual({
        status: "failed",
        read_count: 6000,
        inserted_count: 0,
        rejected_count: 1500,
        rejected_reasons: [{ reason: "msrp: not a valid amount", count: 1500 }],
      });
    });

    it("a database error half way through rolls back every batch already written", async () => {
      await seedCatalog(db);
      const before = await catalogueSnapshot(db);
      await db.execute(
        sql.raw(`create function refuse_boom() returns trigger language plpgsql as $$
          begin if new.sku = 'BOOM' then raise exception 'refused %', new.sku; end if; return new; end $$`),
      );
      await db.execute(
        sql.raw(
          `create trigger refuse_boom before insert on products for each row execute function refuse_boom()`,
        ),
      );
      try {
        const feed = [
          ...Array.from({ length: 4500 }, (_, i) => rawSpd({ sku: `BULK-${i}` })),
          rawSpd({ sku: "BOOM" }),
        ];
        await expectFailure(
          importFeed(db, { provider: "spd", input: { kind: "records", records: feed } }),
          /refused BOOM/,
        );
      } finally {
        await db.execute(sql.raw(`drop trigger refuse_boom on products`));
        await db.execute(sql.raw(`drop function refuse_boom()`));
      }
      expect(await catalogueSnapshot(db)).toBe(before);
      const [run] = await queryRows<{ status: string; read_count: number }>(
        db,
        sql`select status, read_count from import_runs order by id desc limit 1`,
      );
      expect(run).toEqual({ status: "failed", read_count: 4501 });
    });
  });

  it("a repeated import changes nothing", async () => {
    await seedCatalog(db);
    const before = await catalogueSnapshot(db);
    const again = await seedCatalog(db);
    for (const summary of again) {
      expect(summary).toMatchObject({ inserted: 0, updated: 0, discontinued: 0, unchanged: summary.read });
    }
    expect(await catalogueSnapshot(db)).toBe(before);
  });

  it("a changed record is updated, and only it", async () => {
    const feed = [rawSpd({ sku: "A", map: "10.00" }), rawSpd({ sku: "B", map: "20.00" })];
    await seedCatalog(db, { spd: feed });
    const summary = (await seedCatalog(db, { spd: [feed[0], { ...feed[1], map: "25.00" }] }))[0];
    expect(summary).toMatchObject({ inserted: 0, updated: 1, unchanged: 1 });
    expect((await products(db, "spd")).get("B")?.price_cents).toBe(2500);
  });

  it("writes every field exactly as normalised, backslashes, quotes, tabs and line breaks included (COPY's text format)", async () => {
    const awkward = {
      sku: "ESC\\1",
      item_name: 'Back\\slash "Quoted" ½ 🌱',
      brand: "Tab\tBrand",
      long_description: '<p>Line one\nLine\ttwo \\N not null \\. "q"</p>',
      short_description: "Carriage\r\nreturn",
      weight: 'ten\\"lb"',
      photo_1: 'https://img.example.com/a"b\\c,d{e}.png',
      photo_2: "https://img.example.com/plain.png",
    };
    const stored = async () => {
      const [row] = await queryRows<Record<string, unknown>>(
        db,
        sql`select sku, name, brand, long_description, short_description, specs, images, search_text,
              category_slugs, content_hash
            from products where provider = 'spd' and sku like 'ESC%'`,
      );
      return row;
    };
    const expected = normaliseRecord(
      (parseSpd(rawSpd(awkward)) as { ok: true; record: RawRecord }).record,
      spdRules,
    );
    await seedCatalog(db, { spd: [rawSpd(awkward)] });
    const inserted = await stored();
    expect(inserted).toEqual({
      sku: expected.sku,
      name: expected.name,
      brand: expected.brand,
      long_description: expected.longDescription,
      short_description: expected.shortDescription,
      specs: expected.specs,
      images: expected.images,
      search_text: expected.searchText,
      category_slugs: expected.categorySlugs,
      content_hash: expected.contentHash,
    });
    // The update path (a temporary table, then an upsert) writes the same way.
    const summary = (await seedCatalog(db, { spd: [rawSpd({ ...awkward, map: "99.00" })] }))[0];
    expect(summary).toMatchObject({ updated: 1 });
    expect({ ...(await stored()), content_hash: undefined }).toEqual({
      ...inserted,
      content_hash: undefined,
    });
  });

  it("products absent from a new full feed are marked discontinued, not deleted, and come back when they reappear", async () => {
    const feed = ["A", "B", "C", "D", "E"].map((sku) => rawSpd({ sku }));
    await seedCatalog(db, { spd: feed, hydrofarm: [rawHydrofarm({ sku: "HF-1" })] });
    const dropped = (await seedCatalog(db, { spd: feed.slice(0, 4) }, { allowDiscontinue: true }))[0];
    expect(dropped).toMatchObject({ discontinued: 1, unchanged: 4 });
    const rows = await products(db);
    expect(rows.get("E")?.discontinued).toBe(true);
    expect(rows.get("HF-1")?.discontinued).toBe(false);
    expect((await seedCatalog(db, { spd: feed.slice(0, 4) }))[0]).toMatchObject({ discontinued: 0 });
    const back = (await seedCatalog(db, { spd: feed }))[0];
    expect(back).toMatchObject({ inserted: 0, updated: 1, unchanged: 4, discontinued: 0 });
    expect((await products(db)).get("E")?.discontinued).toBe(false);
  });

  it("records every run in import_runs", async () => {
    const feed = [
      ...["R-1", "R-2", "R-3", "R-4"].map((sku) => rawSpd({ sku })),
      { sku: "R-5", msrp: "x.1.2" },
    ];
    const [summary] = await seedCatalog(db, { spd: feed });
    const [run] = await queryRows<Record<string, unknown>>(
      db,
      sql`select provider, source, status, read_count, inserted_count, rejected_count, rejected_reasons, finished_at is not null as finished
          from import_runs where id = ${summary.runId}`,
    );
    expect(run).toEqual({
      provider: "spd",
      source: "factory",
      status: "succeeded",
      read_count: 5,
      inserted_count: 4,
      rejected_count: 1,
      rejected_reasons: [{ reason: "msrp: not a valid amount", count: 1 }],
      finished: true,
    });
  });

  it("the committed sample catalogue fills every category slug and names every listed brand", async () => {
    const summaries = await importSampleCatalogIfEmpty(db);
    expect(summaries.map((s) => s.provider)).toEqual(["iluminar", "spd", "hydrofarm"]);
    const total = summaries.reduce((sum, s) => sum + s.inserted, 0);
    expect(total).toBeGreaterThan(2500);
    expect(total).toBeLessThan(3500);
    for (const summary of summaries) expect(summary.rejected / summary.read).toBeLessThan(0.05);
    const counts = await queryRows<{ slug: string; count: number }>(
      db,
      sql`select slug, count(*)::int as count from products, unnest(category_slugs) as slug group by slug`,
    );
    const bySlug = new Map(counts.map((row) => [row.slug, row.count]));
    for (const category of CATEGORIES)
      expect(bySlug.get(category.slug) ?? 0, category.slug).toBeGreaterThan(5);
    const brands = new Set(
      (await queryRows<{ brand: string }>(db, sql`select distinct brand from products`)).map((r) => r.brand),
    );
    for (const brand of CATEGORIES.flatMap((c) => c.brands)) expect(brands.has(brand), brand).toBe(true);
    expect(await importSampleCatalogIfEmpty(db)).toEqual([]);
  });
});
