import { and, asc, count, eq } from "drizzle-orm";
import type { FavoriteRow } from "../../core/favorites-list.ts";
import type { Db } from "../db/client.ts";
import { catalogEntries, favorites } from "../db/schema/all.ts";
import { ConflictError, NotFoundError } from "../errors.ts";
import type { CatalogService } from "../catalog/queries/catalog-service.ts";

/** A user keeps at most this many favourites (the pane reads them all at once). */
export const MAX_FAVORITES = 500;
export const TOO_MANY_FAVORITES_MESSAGE = `You can keep at most ${MAX_FAVORITES} favourites. Remove some first.`;
export const FAVORITE_PRODUCT_GONE_MESSAGE = "This product is no longer in the catalogue.";

/** A signed-in user's favourite products, kept on the account so every device shows them. */
export function createFavoritesService(db: Db, catalog: Pick<CatalogService, "productsBySkus">) {
  async function add(userId: string, sku: string): Promise<void> {
    if (!(await catalog.productsBySkus([sku])).has(sku))
      throw new NotFoundError(FAVORITE_PRODUCT_GONE_MESSAGE);
    await db.transaction(async (tx) => {
      const [{ n }] = await tx.select({ n: count() }).from(favorites).where(eq(favorites.userId, userId));
      if (n >= MAX_FAVORITES) throw new ConflictError(TOO_MANY_FAVORITES_MESSAGE);
      await tx.insert(favorites).values({ userId, sku }).onConflictDoNothing();
    });
  }

  async function remove(userId: string, sku: string): Promise<void> {
    await db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.sku, sku)));
  }

  return {
    add,
    remove,
    /**
     * The one write of the heart, with or without JavaScript: the product is a favourite afterwards when
     * `favorite` says so, whatever it was before (saving twice keeps one, removing a non-favourite is a no-op).
     */
    async set(userId: string, sku: string, favorite: boolean): Promise<void> {
      if (favorite) await add(userId, sku);
      else await remove(userId, sku);
    },
    /** The favourite skus, for the hearts on cards and product pages. */
    async skus(userId: string): Promise<string[]> {
      const rows = await db
        .select({ sku: favorites.sku })
        .from(favorites)
        .where(eq(favorites.userId, userId))
        .orderBy(asc(favorites.sku));
      return rows.map((r) => r.sku);
    },
    /** Every favourite with what the pane shows of its product; one the catalogue dropped keeps its sku. */
    async list(userId: string): Promise<FavoriteRow[]> {
      const rows = await db
        .select({
          sku: favorites.sku,
          savedAt: favorites.createdAt,
          name: catalogEntries.name,
          category: catalogEntries.category,
          image: catalogEntries.image,
          priceCents: catalogEntries.priceCents,
        })
        .from(favorites)
        .leftJoin(catalogEntries, eq(catalogEntries.sku, favorites.sku))
        .where(eq(favorites.userId, userId));
      return rows.map((r) => ({ ...r, savedAt: new Date(r.savedAt).toISOString() }));
    },
  };
}
