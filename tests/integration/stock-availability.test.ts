import { describe, expect, it } from "vitest";
import { importFeed } from "../../server/catalog/import/import-service.ts";
import { rawHydrofarm, rawSpd, type RawFeedRecord } from "../factories/catalog.ts";
import { databaseTargets } from "../support/test-database.ts";
import { serverPerFile } from "../support/server-per-file.ts";

const hydrofarm = (qty: Record<string, number | string>) =>
  Object.entries(qty).map(([sku, n]) => rawHydrofarm({ sku, qty: n }));
const spd: RawFeedRecord[] = [rawSpd({ sku: "SPD-ST1" }), rawSpd({ sku: "SPD-ST2" })];

// Availability and lead time from the feeds: quantity where the feed has one, the supplier's lead time else.
describe.each(databaseTargets())("stock a buyer can see on $name", (target) => {
  const served = serverPerFile(target, { LEAD_TIME_SPD: "7-10", STOCK_SHOWN_UP_TO: "50", STOCK_LOW_AT: "5" });
  const api = (path: string) => fetch(`${served.server.baseUrl}${path}`).then((r) => r.json());
  const importHydrofarm = (records: RawFeedRecord[]) =>
    importFeed(served.database.db, { provider: "hydrofarm", input: { kind: "records", records } });
  const availability = async (sku: string) => (await api(`/api/catalog/products/${sku}`)).availability;
  const inStockListing = () => api("/api/catalog/listing?slug=hydroponics&stock=in");

  it("reads the feed's quantity, or the supplier's lead time when the feed has none", async () => {
    await importFeed(served.database.db, { provider: "spd", input: { kind: "records", records: spd } });
    await importHydrofarm(hydrofarm({ "HF-ST1": 400, "HF-ST2": 3, "HF-ST3": 0, "HF-ST4": 20 }));
    expect(await availability("HF-ST1")).toMatchObject({
      kind: "in_stock",
      quantity: 400,
      label: "In stock: 50+",
    });
    expect(await availability("HF-ST4")).toMatchObject({ kind: "in_stock", label: "In stock: 20" });
    expect(await availability("HF-ST2")).toMatchObject({ kind: "low_stock", label: "Low stock: 3 left" });
    expect(await availability("HF-ST3")).toMatchObject({
      kind: "backorder",
      quantity: null,
      label: "Out of stock — backorder, ships in 3–5 business days",
    });
    expect(await availability("SPD-ST1")).toMatchObject({
      kind: "ships_in",
      quantity: null,
      label: "Ships in 7–10 business days",
      leadTime: { min: 7, max: 10 },
    });
  });

  it("filters a listing to what is in stock, with the count beside the filter as the other facets have", async () => {
    const all = await api("/api/catalog/listing?slug=hydroponics");
    expect(all.facets.inStock).toEqual([{ value: "in", count: 3 }]);
    const inStock = await inStockListing();
    expect(inStock.items.map((p: { sku: string }) => p.sku).sort()).toEqual(["HF-ST1", "HF-ST2", "HF-ST4"]);
    expect(inStock.total).toBe(3);
    // Another filter ticked: the in-stock count follows it.
    const withBrand = await api("/api/catalog/listing?slug=hydroponics&brand=Active%20Aqua&sub=Pumps");
    expect(withBrand.facets.inStock).toEqual([{ value: "in", count: 3 }]);
    const search = await api("/api/catalog/products?q=pump&stock=in");
    expect(search.items.map((p: { sku: string }) => p.sku).sort()).toEqual(["HF-ST1", "HF-ST2", "HF-ST4"]);
    const bad = await fetch(`${served.server.baseUrl}/api/catalog/listing?stock=maybe`);
    expect(bad.status).toBe(400);
  });

  it("follows each import, and a failed import leaves the stock as it was", async () => {
    await importHydrofarm(hydrofarm({ "HF-ST1": 0, "HF-ST2": 3, "HF-ST3": 12, "HF-ST4": 20 }));
    expect((await availability("HF-ST1")).kind).toBe("backorder");
    expect(await availability("HF-ST3")).toMatchObject({ kind: "in_stock", label: "In stock: 12" });
    const inStock = await inStockListing();
    expect(inStock.items.map((p: { sku: string }) => p.sku).sort()).toEqual(["HF-ST2", "HF-ST3", "HF-ST4"]);
    expect(inStock.facets.inStock).toEqual([{ value: "in", count: 3 }]);

    // Mostly invalid records (a name that is no text): the import fails whole, nothing changes.
    const broken = [
      ...hydrofarm({ "HF-ST1": 99 }),
      ...["HF-ST2", "HF-ST3", "HF-ST4"].map((sku) => ({
        ...rawHydrofarm({ sku, qty: 1 }),
        item_name: ["x"],
      })),
    ] as RawFeedRecord[];
    await expect(importHydrofarm(broken)).rejects.toThrow(/3 of 4 records/);
    expect((await availability("HF-ST1")).kind).toBe("backorder");
    expect((await availability("HF-ST3")).quantity).toBe(12);
  });

  it("prices cart lines with the stock they meet", async () => {
    const response = await fetch(`${served.server.baseUrl}/api/cart/price`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        items: [
          { sku: "HF-ST3", quantity: 40 },
          { sku: "SPD-ST2", quantity: 1 },
        ],
      }),
    });
    const { lines } = await response.json();
    expect(lines[0].availability).toMatchObject({ kind: "in_stock", quantity: 12 });
    expect(lines[1].availability).toMatchObject({ kind: "ships_in", leadTime: { min: 7, max: 10 } });
  });
});
