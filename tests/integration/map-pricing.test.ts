import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Provider } from "../../core/catalog-types.ts";
import { importFeed, ImportFailedError } from "../../server/catalog/import/import-service.ts";
import { sql, type Database } from "../../server/db/client.ts";
import { queryRows } from "../support/query-rows.ts";
import { databaseTargets } from "../support/test-database.ts";
import { startTestServer } from "../support/test-server.ts";
import { FEED_PAGE_MAX } from "../../server/api/spec-catalog-routes.ts";

const PROVIDERS: Provider[] = ["iluminar", "spd", "hydrofarm"];
const FEED_PATHS: Record<Provider, string> = {
  iluminar: "/api/products",
  spd: "/api/spd-products",
  hydrofarm: "/api/products/hydrofarm",
};

/** Every feed file the repository holds: the test fixtures and the bundled sample feeds. */
function feedFiles(): { path: string; provider: Provider }[] {
  return ["../fixtures/feeds/", "../../feeds/sample/"].flatMap((dir) => {
    const folder = fileURLToPath(new URL(dir, import.meta.url));
    return readdirSync(folder).map((name) => ({
      path: `${folder}${name}`,
      provider: PROVIDERS.find((p) => name.startsWith(p)) ?? "spd",
    }));
  });
}

interface FeedItem {
  sku: string;
  price: number;
  map: string | null;
}

describe.each(databaseTargets())("no public price below the supplier's MAP ($name)", (target) => {
  for (const file of feedFiles()) {
    describe(file.path.replace(/^.*\/(tests|feeds)\//, "$1/"), () => {
      let database: Database;
      let server: Awaited<ReturnType<typeof startTestServer>>;
      let imported = true;
      beforeAll(async () => {
        database = await target.open();
        try {
          await importFeed(database.db, {
            provider: file.provider,
            input: { kind: "file", path: file.path },
          });
        } catch (error) {
          if (!(error instanceof ImportFailedError)) throw error;
          imported = false;
        }
        server = await startTestServer(database);
      });
      afterAll(async () => {
        await server.close();
        await database.close();
      });

      it("stores no list price below MAP, in products or the listing read models", async () => {
        const [below] = await queryRows<{
          products: number;
          entries: number;
          listed: number;
          priced: number;
        }>(
          database.db,
          sql`select
            (select count(*)::int from products where map_cents > price_cents) as products,
            (select count(*)::int from catalog_entries e join products p on p.id = e.product_id
              where p.map_cents > e.price_cents) as entries,
            (select count(*)::int from catalog_entry_categories c join products p on p.id = c.product_id
              where p.map_cents > c.price_cents) as listed,
            (select count(*)::int from products where map_cents > 0) as priced`,
        );
        expect({ ...below, priced: undefined }).toEqual({
          products: 0,
          entries: 0,
          listed: 0,
          priced: undefined,
        });
        if (imported && file.provider !== "iluminar") expect(below!.priced).toBeGreaterThan(0);
      });

      it("answers no price below MAP in the feed API and the product API", async () => {
        const items: FeedItem[] = [];
        for (let offset = 0; ; offset += FEED_PAGE_MAX) {
          const response = await fetch(
            `${server.baseUrl}${FEED_PATHS[file.provider]}?limit=${FEED_PAGE_MAX}&offset=${offset}`,
          );
          const page = (await response.json()) as { items: FeedItem[]; total: number };
          items.push(...page.items);
          if (offset + FEED_PAGE_MAX >= page.total) break;
        }
        const belowMap = items.filter((item) => item.map !== null && item.price < Number(item.map));
        expect(belowMap.map((item) => item.sku)).toEqual([]);
        for (const item of items.filter((i) => i.map !== null).slice(0, 20)) {
          const product = (await (
            await fetch(`${server.baseUrl}/api/catalog/products/${encodeURIComponent(item.sku)}`)
          ).json()) as {
            priceCents: number;
          };
          expect(product.priceCents).toBeGreaterThanOrEqual(Math.round(Number(item.map) * 100));
        }
      });
    });
  }
});
