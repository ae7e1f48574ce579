import type { BrandEntry, Provider } from "../../../core/catalog-types.ts";
import { brandLogo } from "../../../core/brand-logos.ts";
import { sql, type Db } from "../../db/client.ts";

const providerLabel: Record<Provider, BrandEntry["provider"]> = {
  iluminar: "Iluminar",
  spd: "SPD",
  hydrofarm: "Hydrofarm",
};

/** What the directory reads of one listed product. */
export interface BrandedProduct {
  brand: string;
  provider: Provider;
  category: string;
  category_slugs: string[];
}

interface BrandTally {
  products: number;
  providers: Map<string, number>;
  categories: Map<string, number>;
  slugs: Map<string, number>;
}

const increment = (counts: Map<string, number>, key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);

/** Code-point order, which is the byte order of UTF-8 text that PostgreSQL's C collation sorts by. */
function byCodePoint(a: string, b: string): number {
  for (let i = 0; i < a.length && i < b.length; i++) {
    const x = a.codePointAt(i) ?? 0;
    const y = b.codePointAt(i) ?? 0;
    if (x !== y) return x - y;
    if (x > 0xffff) i++;
  }
  return a.length - b.length;
}

/** The most frequent value, the first in C-collation order among equals (SQL's mode()); undefined when none. */
function mostFrequent(counts: Map<string, number>): string | undefined {
  let best: string | undefined;
  let bestCount = 0;
  for (const [value, count] of counts) {
    if (count > bestCount || (count === bestCount && best !== undefined && byCodePoint(value, best) < 0)) {
      best = value;
      bestCount = count;
    }
  }
  return best;
}

/**
 * One brands-directory row per brand of the listed products: the provider and raw category it mostly
 * comes with, and the storefront category where it has most products ('products' when it sits in none).
 */
export function brandRows(products: Iterable<BrandedProduct>) {
  const tallies = new Map<string, BrandTally>();
  for (const product of products) {
    if (product.brand === "") continue;
    let tally = tallies.get(product.brand);
    if (!tally) {
      tally = { products: 0, providers: new Map(), categories: new Map(), slugs: new Map() };
      tallies.set(product.brand, tally);
    }
    tally.products += 1;
    increment(tally.providers, product.provider);
    increment(tally.categories, product.category);
    for (const slug of product.category_slugs) increment(tally.slugs, slug);
  }
  return [...tallies].map(([name, tally]) => ({
    name,
    provider: providerLabel[mostFrequent(tally.providers) as Provider],
    category_slug: mostFrequent(tally.slugs) ?? "products",
    original_category: mostFrequent(tally.categories) ?? "",
    logo: brandLogo(name),
    product_count: tally.products,
  }));
}

/** Replaces the brands directory with `rows` (brandRows). */
export async function writeBrands(db: Db, rows: ReturnType<typeof brandRows>): Promise<void> {
  await db.execute(sql`delete from brands`);
  if (rows.length === 0) return;
  await db.execute(sql`
    insert into brands (name, provider, category_slug, original_category, logo, product_count)
    select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as r(name text, provider text, category_slug text, original_category text, logo text, product_count int)`);
}
