import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Provider } from "../../core/catalog-types.ts";
import { feedProducts } from "../../server/catalog/queries/feed-views.ts";
import type { Database } from "../../server/db/client.ts";
import { rawIluminar, rawSpd, seedCatalog } from "../factories/catalog.ts";
import { databaseTargets } from "../support/test-database.ts";

describe.each(databaseTargets())("supplier feed search ('?search=') on $name", (target) => {
  let database: Database;
  const search = async (provider: Provider, text: string) =>
    (await feedProducts(database.db, { provider, search: text, limit: 100, offset: 0 })).items.map(
      (item) => item.sku,
    );

  beforeAll(async () => {
    database = await target.open();
    await seedCatalog(database.db, {
      // SHARED-1 is in both feeds: the lights feed's row is listed, the distributor's is outranked.
      iluminar: [rawIluminar({ sku: "SHARED-1", item_name: "Gavita Pro 1700e" })],
      spd: [
        rawSpd({ sku: "SHARED-1", item_name: "Gavita Pro 1700e LED" }),
        rawSpd({ sku: "SPD-GONE", item_name: "Gavita Pro 1000e" }),
        rawSpd({ sku: "SPD-100", item_name: "Gavita 100% Reflector" }),
      ],
    });
    // A new full distributor feed without SPD-GONE discontinues it.
    await seedCatalog(
      database.db,
      {
        spd: [
          rawSpd({ sku: "SHARED-1", item_name: "Gavita Pro 1700e LED" }),
          rawSpd({ sku: "SPD-100", item_name: "Gavita 100% Reflector" }),
        ],
      },
      { allowDiscontinue: true },
    );
  });
  afterAll(async () => {
    await database?.close();
  });

  it("finds a supplier's rows whether or not another supplier's row of the sku is the listed one", async () => {
    expect(await search("spd", "gavita")).toEqual(["SHARED-1", "SPD-100"]);
    expect(await search("iluminar", "gavita")).toEqual(["SHARED-1"]);
    expect(await search("spd", "1700e led")).toEqual(["SHARED-1"]);
  });

  it("leaves discontinued rows out and matches LIKE wildcards literally", async () => {
    expect(await search("spd", "1000e")).toEqual([]);
    expect(await search("spd", "100%")).toEqual(["SPD-100"]);
    expect(await search("spd", "pro_1700e")).toEqual([]);
  });
});
