import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseTargets } from "../../../tests/support/test-database.ts";
import { sql, type Database } from "../../db/client.ts";
import { queryRows } from "../../../tests/support/query-rows.ts";
import { type createCatalogService } from "./create-catalog-service.ts";
import { refreshDerivedData } from "../read-model/derived.ts";
import { SEARCH_HEAD_ROWS } from "../read-model/search-index.ts";
import { searchTerms, type SearchTerm } from "./search-terms.ts";
import {
  insertTestProducts,
  seedTestCatalog,
  type TestProduct,
} from "../../../tests/factories/test-products.ts";

// Brand-first names and brand-coded skus, as in the supplier feeds: a brand's products sit together in
// name order, so the first matches of a common text can lie far down the catalogue. Their sales tie
// often and differ often, so that both best sellers and names order each tier (ADR 0082).
const brands = [
  { brand: "Acme", code: "ACM", provider: "iluminar" },
  { brand: "Boveda", code: "BOV", provider: "spd" },
  { brand: "Gavita Pro", code: "GAV", provider: "hydrofarm" },
  { brand: "Zephyr", code: "ZEP", provider: "spd", companyName: "Verdant Supply" },
] as const;
const nouns = ["Lamp", "Grow Tent", "Reflector Hood", "Ballast", "Timer", "Fan Speed Controller"];

const products: TestProduct[] = [
  ...brands.flatMap(({ brand, code, provider, ...rest }) =>
    Array.from({ length: 24 }, (_, i) => ({
      sku: `${provider === "hydrofarm" ? "HF" : "SPD"}-${code}-${100 + i}`,
      name: `${brand} ${nouns[i % nouns.length]} ${i + 1}`,
      brand,
      provider,
      category: i % 2 ? "Grow Lights" : "Nutrients",
      sales: [3, 0, 7, 3, 1][i % 5],
      ...rest,
    })),
  ),
  // Every 3-letter part of 'wxyz' is common early in name order while 'wxyz' itself comes last.
  ...Array.from({ length: 12 }, (_, i) => ({ sku: `W-${i}`, name: `Awxy Clip ${i}` })),
  ...Array.from({ length: 12 }, (_, i) => ({ sku: `X-${i}`, name: `Axyz Hook ${i}` })),
  ...Array.from({ length: 3 }, (_, i) => ({ sku: `Z-${i}`, name: `Zz Wxyz Lens ${i}` })),
  // The first 10 names containing 'abc' (or 'bcd') hold 8 with 'abcd': its 9th and 10th come later.
  ...Array.from({ length: 8 }, (_, i) => ({ sku: `M-${i}`, name: `Mabcd ${i}` })),
  ...Array.from({ length: 2 }, (_, i) => ({ sku: `MB-${i}`, name: `Mabce ${i}` })),
  ...Array.from({ length: 2 }, (_, i) => ({ sku: `MX-${i}`, name: `Mxbcd ${i}` })),
  ...Array.from({ length: 3 }, (_, i) => ({ sku: `MZ-${i}`, name: `Mzabcd ${i}` })),
  { sku: "LUMO", name: "Yellow Reflector", brand: "Other" },
  { sku: "L-1", name: "Lumo", brand: "Other" },
  { sku: "L-2", name: "Alpha Lumo Lens", brand: "Other" },
  // Units as catalogues write them.
  { sku: "U-1", name: "Acme 600W LED Panel" },
  { sku: "U-2", name: "Acme LED Panel 600 Watt" },
  { sku: "U-3", name: "Fabric Pot 1 Gallon", brand: "Rootwise", subcategory: "Fabric Pots" },
  { sku: "U-4", name: "Fabric Pot 1-Gal", brand: "Rootwise", subcategory: "Fabric Pots" },
  { sku: "U-5", name: "Fabric Pot 10 Gallon", brand: "Rootwise", subcategory: "Fabric Pots" },
];

interface Entry {
  sku: string;
  sales: number;
  name_key: string;
  sku_key: string;
  search_text: string;
}

/**
 * The ranking of ADR 0060, stated directly: every product holding each word, ranked exact sku, exact
 * name, name containing the text, name holding every word, sku containing the text, the rest;
 * best sellers first within a rank, then alphabetical by name; the first 10.
 */
function expectedSkus(entries: Entry[], q: string): string[] {
  const lq = q.trim().toLowerCase();
  const terms = searchTerms(lq);
  const holds = (text: string, term: SearchTerm) => term.variants.some((v) => text.includes(v));
  const words = terms.length > 1 || terms[0].variants[0] !== lq;
  const rank = (e: Entry) =>
    e.sku_key === lq
      ? 0
      : e.name_key === lq
        ? 1
        : e.name_key.includes(lq)
          ? 2
          : words && terms.every((t) => holds(e.name_key, t))
            ? 3
            : e.sku_key.includes(lq)
              ? 4
              : 5;
  return entries
    .map((entry, position) => ({ entry, position, rank: rank(entry) }))
    .filter(({ entry }) => terms.every((t) => holds(entry.search_text, t)))
    .sort((a, b) => a.rank - b.rank || b.entry.sales - a.entry.sales || a.position - b.position)
    .slice(0, 10)
    .map(({ entry }) => entry.sku);
}

/** What a shopper types: prefixes of names, brands and skus, and some texts from inside them. */
function typedTexts(entries: Entry[]): string[] {
  const words = entries.flatMap((e) => [e.name_key, e.sku_key, ...e.search_text.split(/\s+/)]);
  const prefixes = words.flatMap((word) => [2, 3, 5, 8].map((n) => word.slice(0, n)));
  const inner = [
    "abcd",
    "wxyz",
    "xyz",
    "verdant s",
    "ply",
    "lumo",
    "p-gav",
    "hood",
    "ER H",
    " 1",
    "-1",
    "gavita pro reflector hood",
    "zephyr fan speed controller 6",
    "hood reflector gav",
    "controller zephyr 6",
    "lamp acme",
    "grow lights timer",
    "led 600w",
    "600 w led",
    "panel 600 watt",
    "600watt",
    "1 gal pot",
    "pot 1 gallon",
    "fabric pots rootwise",
    "verdant zephyr ti",
  ];
  return [...new Set([...prefixes, ...inner])].filter((t) => t.trim().length >= 2);
}

describe.each(databaseTargets())("header search on $name", (target) => {
  let database: Database;
  let catalog: ReturnType<typeof createCatalogService>;
  let entries: Entry[];
  beforeAll(async () => {
    database = await target.open();
    catalog = await seedTestCatalog(database.db, products);
    entries = await readEntries();
  });
  afterAll(async () => {
    await database?.close();
  });

  const readEntries = () =>
    queryRows<Entry>(
      database.db,
      sql`select sku, sales, lower(name) as name_key, lower(sku) as sku_key, search_text
          from catalog_entries order by lower(name), sku`,
    );

  const searchesMatchTheSpec = async () => {
    for (const text of typedTexts(entries)) {
      const hits = await catalog.search(text);
      expect(
        hits.map((h) => h.sku),
        text,
      ).toEqual(expectedSkus(entries, text));
    }
  };

  it("ranks exact sku, exact name, name containing the text, name holding every word, sku containing the text, then the rest; best sellers first within each, then by name; top 10", async () => {
    expect((await catalog.search("lumo")).map((h) => h.sku)).toEqual(["LUMO", "L-1", "L-2"]);
    await searchesMatchTheSpec();
  });

  it("finds the words in any order, the last one half-typed, and units written any way", async () => {
    const skus = async (q: string) => (await catalog.search(q)).map((h) => h.sku);
    expect(await skus("led 600w")).toEqual(["U-1", "U-2"]);
    expect(await skus("600 watt led")).toEqual(["U-1", "U-2"]);
    expect(await skus("led panel 600 watt")).toEqual(["U-2", "U-1"]);
    expect(await skus("hood gavita pro reflec")).toContain("HF-GAV-102");
    expect(await skus("pot 1 gallon")).toEqual(["U-3", "U-4"]);
    expect(await skus("rootwise fabric pots")).toEqual(["U-3", "U-4", "U-5"]);
  });

  it("finds text whose 3-letter parts are all common before its first match", async () => {
    const nameLists = await queryRows<{ gram: string; complete: boolean; names: string[] }>(
      database.db,
      sql`select g.gram, g.complete, array_agg(p.name) as names
          from catalog_search_grams g, unnest(g.product_ids) u(id) join catalog_entries p on p.product_id = u.id
          where g.field = 'name' and g.gram in ('wxy', 'xyz') group by g.gram, g.complete`,
    );
    expect(nameLists).toHaveLength(2);
    for (const list of nameLists) {
      expect(list.complete).toBe(false);
      expect(list.names.some((name) => name.toLowerCase().includes("wxyz"))).toBe(false);
    }
    expect((await catalog.search("WXYZ")).map((h) => h.sku)).toEqual(["Z-0", "Z-1", "Z-2"]);
  });

  it("answers the same before the search lists are built, and builds them at the next refresh, changes or not", async () => {
    await database.db.execute(sql`delete from catalog_search_grams`);
    await searchesMatchTheSpec();
    await refreshDerivedData(database.db);
    const [{ built }] = await queryRows<{ built: boolean }>(
      database.db,
      sql`select exists (select 1 from catalog_search_grams where gram = '') as built`,
    );
    expect(built).toBe(true);
  });

  it("walks the head of the catalogue in tie order, and sorts the tiers a short head cannot fill", async () => {
    const [{ n }] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from catalog_search_head`,
    );
    expect(n).toBe(entries.length);
    await database.db.execute(sql`delete from catalog_search_grams`);
    await searchesMatchTheSpec();
    // A head cut at its size in a larger catalogue: 20 products, then rows no query matches.
    await database.db.execute(sql`delete from catalog_search_head where position >= 20`);
    await database.db.execute(
      sql`insert into catalog_search_head (position, product_id, name, sku, search_text, sales)
          select n, -n, '', '', '', 0 from generate_series(20, ${SEARCH_HEAD_ROWS - 1}) n`,
    );
    await searchesMatchTheSpec();
  }, 180_000);

  it("follows the catalogue at the next refresh", async () => {
    await insertTestProducts(database.db, [{ sku: "NEW-1", name: "Aa Lamp New", sales: 99 }]);
    await database.db.execute(sql`update products set discontinued = true where sku = 'SPD-ACM-100'`);
    await refreshDerivedData(database.db);
    entries = await readEntries();
    const lamps = (await catalog.search("lamp")).map((h) => h.sku);
    expect(lamps[0]).toBe("NEW-1");
    expect(lamps).not.toContain("SPD-ACM-100");
    await searchesMatchTheSpec();
  });
});
