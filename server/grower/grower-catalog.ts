import { availabilityFor } from "../catalog/stock-policy.ts";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { isDlcListed } from "../../core/grower/energy.ts";
import { sameKindSubcategories } from "../../core/grower/same-spec.ts";
import { leadingNumber, type ToolProduct } from "../../core/grower/tool-product.ts";
import type { Db } from "../db/client.ts";
import { products } from "../db/schema/catalog.ts";

/** The LED fixtures' kind (subcategory names, lower-cased) as the same-spec rule groups them. */
export const LED_FIXTURE_KINDS = sameKindSubcategories("LED Grow Lights");

/** How many LED fixtures the tools' pickers offer: the best sellers (and always the one chosen). */
export const FIXTURE_CHOICES = 120;

const listed = and(eq(products.isPrimary, true), eq(products.discontinued, false));
const fixtureWattage = sql`coalesce(${products.wattage120v}, ${products.wattage240v}, ${products.wattage277v})`;

const columns = {
  sku: products.sku,
  name: products.name,
  brand: products.brand,
  category: products.category,
  subcategory: products.subcategory,
  provider: products.provider,
  image: products.image,
  priceCents: products.priceCents,
  wattage120v: sql<number | null>`${products.wattage120v}::float8`,
  wattage240v: sql<number | null>`${products.wattage240v}::float8`,
  wattage277v: sql<number | null>`${products.wattage277v}::float8`,
  ratedVoltage: products.ratedVoltage,
  ppf: sql<string | null>`${products.specs} ->> 'ppf'`,
  dlc: sql<string | null>`${products.specs} ->> 'dlc_listed'`,
  qty: products.qty,
};

type Row = Omit<ToolProduct, "ppf" | "dlcListed" | "availability"> & {
  ppf: string | null;
  dlc: string | null;
  qty: number | null;
};

function toToolProduct({ ppf, dlc, qty, ...row }: Row): ToolProduct {
  return {
    ...row,
    ppf: leadingNumber(ppf),
    dlcListed: isDlcListed(dlc),
    availability: availabilityFor({ provider: row.provider, qty }),
  };
}

/** What the grower tools read from the catalogue: listed products only, list prices. */
export function createGrowerCatalog(db: Db) {
  const isLedFixture = and(
    listed,
    inArray(sql`lower(${products.subcategory})`, LED_FIXTURE_KINDS),
    sql`${fixtureWattage} > 0`,
  );
  return {
    /** Listed products by sku (as the catalogue spells them). */
    async bySkus(skus: readonly string[]): Promise<Map<string, ToolProduct>> {
      if (skus.length === 0) return new Map();
      const rows = await db
        .select(columns)
        .from(products)
        .where(and(listed, inArray(products.sku, [...new Set(skus)])));
      return new Map(rows.map((row) => [row.sku, toToolProduct(row)]));
    },

    /** The best-selling LED fixtures with a wattage, for the tools' pickers, by name. */
    async ledFixtures(): Promise<ToolProduct[]> {
      const rows = await db
        .select(columns)
        .from(products)
        .where(isLedFixture)
        .orderBy(desc(products.sales), products.sku)
        .limit(FIXTURE_CHOICES);
      return rows.map((row) => toToolProduct(row)).sort((a, b) => a.name.localeCompare(b.name));
    },

    /** An LED fixture with a wattage, by sku; null when the sku is no listed LED fixture. */
    async ledFixture(sku: string): Promise<ToolProduct | null> {
      const [row] = await db
        .select(columns)
        .from(products)
        .where(and(isLedFixture, eq(products.sku, sku)))
        .limit(1);
      return row ? toToolProduct(row) : null;
    },

    /** Listed products of the given subcategories (compared without case), cheapest first. */
    async ofSubcategories(subcategories: readonly string[]): Promise<ToolProduct[]> {
      const rows = await db
        .select(columns)
        .from(products)
        .where(
          and(
            listed,
            inArray(
              sql`lower(${products.subcategory})`,
              subcategories.map((s) => s.toLowerCase()),
            ),
          ),
        )
        .orderBy(products.priceCents, products.sku);
      return rows.map((row) => toToolProduct(row));
    },
  };
}

export type GrowerCatalog = ReturnType<typeof createGrowerCatalog>;
