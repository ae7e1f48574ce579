import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppLoadContext } from "../../server/app-context.ts";
import { loader } from "../../app/routes/product.tsx";
import type { Database } from "../../server/db/client.ts";
import { createServices } from "../../server/services.ts";
import { rawSpd, seedCatalog } from "../factories/catalog.ts";
import { databaseTargets } from "../support/test-database.ts";
import { testEnv } from "../support/test-server.ts";

type LoaderArgs = Parameters<typeof loader>[0];
interface Loaded {
  data: {
    status: string;
    product?: { name: string; categorySlugs: string[]; alternatives: { sku: string }[] };
  };
  init: { status?: number } | null;
}

describe.each(databaseTargets())("the product page of a discontinued sku ($name)", (target) => {
  let database: Database;
  let context: AppLoadContext;
  const feed = ["SPD-DISC-A", "SPD-DISC-B", "SPD-DISC-C", "SPD-DISC-D"].map((sku) => rawSpd({ sku }));

  const load = async (sku: string) =>
    (await loader({
      request: new Request(`http://shop.test/product/${sku}`),
      params: { sku },
      context,
    } as unknown as LoaderArgs)) as unknown as Loaded;

  beforeAll(async () => {
    database = await target.open();
    const env = testEnv();
    context = { services: createServices(database, env) } as unknown as AppLoadContext;
    await seedCatalog(database.db, { spd: feed });
    // The next full feed lacks SPD-DISC-B: it is discontinued (hidden, not deleted).
    await seedCatalog(
      database.db,
      { spd: feed.filter((record) => record.sku !== "SPD-DISC-B") },
      { allowDiscontinue: true },
    );
  });
  afterAll(() => database.close());

  it("answers 410 with its category and listed products of the same kind", async () => {
    const page = await load("SPD-DISC-B");
    expect(page.init?.status).toBe(410);
    expect(page.data.status).toBe("discontinued");
    expect(page.data.product?.categorySlugs).toEqual(["nutrients-supplements"]);
    const alternatives = page.data.product?.alternatives.map((p) => p.sku) ?? [];
    expect(alternatives.length).toBeGreaterThan(0);
    expect(alternatives).not.toContain("SPD-DISC-B");
  });

  it("still answers 200 for a listed sku and 404 for one never imported", async () => {
    expect((await load("SPD-DISC-A")).init?.status ?? 200).toBe(200);
    expect((await load("NEVER-SOLD-1")).init?.status).toBe(404);
  });
});
