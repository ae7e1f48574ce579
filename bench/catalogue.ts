import { mkdirSync, writeFileSync, existsSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Provider } from "../core/catalog-types.ts";
import { importFeed } from "../server/catalog/import/import-service.ts";
import { FEED_FILES, generateFeeds, serialiseFeeds } from "../server/catalog/import/sample/feed-generator.ts";
import type { Db } from "../server/db/client.ts";

const providers: Provider[] = ["iluminar", "spd", "hydrofarm"];

/** Writes the deterministic N-product feeds (the generator behind `npm run generate:feeds`) once per N and seed. */
export function generatedFeedDir(count: number, seed: number): string {
  const dir = resolve(`tmp/bench-feeds-${count}-${seed}`);
  if (!existsSync(join(dir, FEED_FILES.hydrofarm))) {
    mkdirSync(dir, { recursive: true });
    for (const [file, text] of Object.entries(serialiseFeeds(generateFeeds({ count, seed })))) {
      writeFileSync(join(dir, file), text);
    }
  }
  return dir;
}

export interface ImportFigures {
  products: number;
  seconds: number;
  productsPerSecond: number;
  byProvider: Record<string, { read: number; seconds: number; productsPerSecond: number }>;
}

/** Imports the three feed files of `dir` through the real importer (read, parse, normalise, write, derive). */
export async function importFeedDir(db: Db, dir: string): Promise<ImportFigures> {
  const started = performance.now();
  const byProvider: ImportFigures["byProvider"] = {};
  let products = 0;
  for (const provider of providers) {
    const t0 = performance.now();
    const summary = await importFeed(db, {
      provider,
      input: { kind: "file", path: join(dir, FEED_FILES[provider]) },
    });
    const seconds = (performance.now() - t0) / 1000;
    byProvider[provider] = { read: summary.read, seconds, productsPerSecond: summary.read / seconds };
    products += summary.read;
  }
  const seconds = (performance.now() - started) / 1000;
  return { products, seconds, productsPerSecond: products / seconds, byProvider };
}
