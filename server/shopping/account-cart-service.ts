import { eq, sql } from "drizzle-orm";
import type { CartItem } from "../../core/cart.ts";
import { mergeCarts } from "../../core/cart-merge.ts";
import { toCartProduct } from "../../core/cart-product.ts";
import type { Db } from "../db/client.ts";
import { accountCarts } from "../db/schema/all.ts";
import type { CatalogService } from "../catalog/queries/catalog-service.ts";

/**
 * A signed-in user's cart, kept on the account (ADR 0094): the same CartItem[] the browser
 * keeps in localStorage and the cookie mirror, written whole. Prices are never read from it: every
 * page and total re-prices the skus from the catalogue.
 */
export function createAccountCartService(db: Db, catalog: Pick<CatalogService, "productsBySkus">) {
  async function read(userId: string): Promise<CartItem[]> {
    const [row] = await db
      .select({ items: accountCarts.items })
      .from(accountCarts)
      .where(eq(accountCarts.userId, userId));
    return row?.items ?? [];
  }

  async function save(userId: string, items: CartItem[], tx: Db = db): Promise<void> {
    await tx
      .insert(accountCarts)
      .values({ userId, items })
      .onConflictDoUpdate({ target: accountCarts.userId, set: { items, updatedAt: sql`now()` } });
  }

  /** Lines as the catalogue describes them now; a sku it no longer lists is left out. */
  async function fromCatalogue(lines: readonly { sku: string; quantity: number }[]): Promise<CartItem[]> {
    const products = await catalog.productsBySkus(lines.map((l) => l.sku));
    return lines.flatMap(({ sku, quantity }) => {
      const product = products.get(sku);
      return product ? [{ ...toCartProduct(product), id: sku, quantity }] : [];
    });
  }

  return {
    read,
    save,
    fromCatalogue,
    /** Replaces the cart with these skus and quantities (what the browser's cart store sends). */
    async replace(userId: string, lines: readonly { sku: string; quantity: number }[]): Promise<CartItem[]> {
      const items = await fromCatalogue(lines);
      await save(userId, items);
      return items;
    },
    /**
     * At sign-in, the anonymous cart joins the account's (core/cart-merge.ts); the row is locked so two
     * sign-ins at once cannot lose either cart.
     */
    async mergeAnonymous(userId: string, anonymous: readonly CartItem[]): Promise<CartItem[]> {
      if (anonymous.length === 0) return read(userId);
      const incoming = await fromCatalogue(anonymous);
      return db.transaction(async (tx) => {
        await tx.insert(accountCarts).values({ userId, items: [] }).onConflictDoNothing();
        const [row] = await tx
          .select({ items: accountCarts.items })
          .from(accountCarts)
          .where(eq(accountCarts.userId, userId))
          .for("update");
        const merged = mergeCarts(row.items, incoming);
        await save(userId, merged, tx);
        return merged;
      });
    },
  };
}
