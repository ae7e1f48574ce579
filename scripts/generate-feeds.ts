import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { generateFeeds, serialiseFeeds } from "../server/catalog/import/sample/feed-generator.ts";

const { values } = parseArgs({
  options: {
    count: { type: "string", default: "3000" },
    seed: { type: "string", default: "42" },
    out: { type: "string", default: "feeds/sample" },
  },
});
const count = Number(values.count);
const seed = Number(values.seed);
if (!Number.isInteger(count) || count < 1 || !Number.isInteger(seed)) {
  console.error("usage: npm run generate:feeds -- --count N --seed S [--out DIR]");
  process.exit(2);
}
const started = Date.now();
const feeds = generateFeeds({ count, seed });
mkdirSync(values.out, { recursive: true });
for (const [file, text] of Object.entries(serialiseFeeds(feeds))) writeFileSync(join(values.out, file), text);
const total = Object.values(feeds).reduce((sum, records) => sum + records.length, 0);
console.log(`wrote ${total} records to ${values.out} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
