import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/db/client.ts";
import { rawSpd, seedCatalog } from "../factories/catalog.ts";
import { databaseTargets } from "../support/test-database.ts";
import { startTestServer } from "../support/test-server.ts";

/** Width and height from a PNG's IHDR chunk, or null when the bytes are not a PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (!bytes.subarray(0, 8).equals(signature) || bytes.toString("ascii", 12, 16) !== "IHDR") return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe.each(databaseTargets())("raster share images ($name)", (target) => {
  let database: Database;
  let server: Awaited<ReturnType<typeof startTestServer>>;

  beforeAll(async () => {
    database = await target.open();
    await seedCatalog(database.db, {
      spd: [
        rawSpd({ sku: "SPD-SHARE-1", photo_1: "/images/products/bottle-canna-1.svg" }),
        rawSpd({ sku: "SPD-SHARE/2" }),
      ],
    });
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  it("serves a 1200×630 PNG per product, category and the home page", async () => {
    for (const path of [
      "/share/product/SPD-SHARE-1.png",
      `/share/product/${encodeURIComponent("SPD-SHARE/2")}.png`,
      "/share/category/grow-lights.png",
      "/share/home.png",
    ]) {
      const response = await fetch(`${server.baseUrl}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-type"), path).toBe("image/png");
      expect(pngSize(Buffer.from(await response.arrayBuffer())), path).toEqual({ width: 1200, height: 630 });
    }
  });

  it("answers 404 for an unknown product or category and for other file types", async () => {
    for (const path of [
      "/share/product/NOPE.png",
      "/share/category/nope.png",
      "/share/product/SPD-SHARE-1.svg",
    ]) {
      expect((await fetch(`${server.baseUrl}${path}`)).status, path).toBe(404);
    }
  });
});
