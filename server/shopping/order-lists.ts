import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type { PricedCartLine } from "../../core/cart-pricing.ts";
import {
  LIST_LOCKED_MESSAGE,
  LIST_NAME_TAKEN_MESSAGE,
  LOCK_ADMIN_MESSAGE,
  NO_LINES_CHOSEN_MESSAGE,
  ORDER_LIST_MAX_LINES,
  ORDER_LIST_QUANTITY_MAX,
  ORDER_LISTS_PER_COMPANY,
  orderListCsv,
  TOO_MANY_LINES_MESSAGE,
  TOO_MANY_LISTS_MESSAGE,
  UNKNOWN_SKU_MESSAGE,
  type OrderListLine,
} from "../../core/order-lists.ts";
import type { BuyerViewer } from "../../core/viewer.ts";
import type { Db } from "../db/client.ts";
import { companies } from "../db/schema/companies.ts";
import { orderListLines, orderLists } from "../db/schema/shopping.ts";
import { salesDocumentLines, salesDocuments } from "../db/schema/sales.ts";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "../errors.ts";
import type { createAccountCartService } from "./account-cart-service.ts";

type ListRow = typeof orderLists.$inferSelect;

export interface OrderListsDeps {
  db: Db;
  cart: Pick<ReturnType<typeof createAccountCartService>, "fromCatalogue" | "mergeAnonymous">;
  /** Lines at the viewer's company prices today (services.sales.priceLines). */
  priceLines(
    lines: readonly { sku: string; quantity: number }[],
    viewer: BuyerViewer,
  ): Promise<PricedCartLine[]>;
}

/** A unique-name clash on insert or update, told by its constraint (both drivers name it). */
const isNameClash = (error: unknown) =>
  String((error as { cause?: unknown })?.cause ?? error).includes("order_lists_company_name");

/**
 * A company's shared order lists (ADR 0181): named lists of skus, quantities and notes that every member
 * of the company reads and edits (a locked list only its admins), ordered into the member's own cart at
 * the day's company prices. Another company's list is not found.
 */
export function createOrderLists({ db, cart, priceLines }: OrderListsDeps) {
  async function listOf(viewer: BuyerViewer, id: number, tx: Db = db): Promise<ListRow> {
    const [list] = await tx
      .select()
      .from(orderLists)
      .where(and(eq(orderLists.id, id), eq(orderLists.companyId, viewer.companyId)));
    if (!list) throw new NotFoundError("No such order list.");
    return list;
  }

  async function editable(viewer: BuyerViewer, id: number, tx: Db = db): Promise<ListRow> {
    const list = await listOf(viewer, id, tx);
    if (list.locked && viewer.companyRole !== "admin") throw new ForbiddenError(LIST_LOCKED_MESSAGE);
    return list;
  }

  /** Runs `work`, turning a clash on the company's list names into the page's words. */
  async function named<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isNameClash(error)) throw new ConflictError(LIST_NAME_TAKEN_MESSAGE);
      throw error;
    }
  }

  /** A new list with `lines`, within the company's number of lists (the company row is locked to count). */
  function insertList(viewer: BuyerViewer, name: string, lines: readonly OrderListLine[]) {
    return named(() =>
      db.transaction(async (tx) => {
        await tx
          .select({ id: companies.id })
          .from(companies)
          .where(eq(companies.id, viewer.companyId))
          .for("update");
        const [{ n }] = await tx
          .select({ n: count() })
          .from(orderLists)
          .where(eq(orderLists.companyId, viewer.companyId));
        if (n >= ORDER_LISTS_PER_COMPANY) throw new ConflictError(TOO_MANY_LISTS_MESSAGE);
        const [list] = await tx
          .insert(orderLists)
          .values({ companyId: viewer.companyId, name, createdBy: viewer.userId })
          .returning({ id: orderLists.id });
        if (lines.length > 0)
          await tx.insert(orderListLines).values(lines.map((l) => ({ ...l, listId: list.id })));
        return list.id;
      }),
    );
  }

  async function linesOf(listId: number, tx: Db = db): Promise<OrderListLine[]> {
    return tx
      .select({ sku: orderListLines.sku, quantity: orderListLines.quantity, note: orderListLines.note })
      .from(orderListLines)
      .where(eq(orderListLines.listId, listId))
      .orderBy(asc(orderListLines.addedAt), asc(orderListLines.sku));
  }

  /** Adds lines (a sku already on the list adds up, to the most a line holds), within the list's bound. */
  async function addLines(
    viewer: BuyerViewer,
    id: number,
    lines: readonly { sku: string; quantity: number }[],
  ) {
    await db.transaction(async (tx) => {
      await editable(viewer, id, tx);
      await tx.select({ id: orderLists.id }).from(orderLists).where(eq(orderLists.id, id)).for("update");
      for (const line of lines) {
        await tx
          .insert(orderListLines)
          .values({ listId: id, sku: line.sku, quantity: Math.min(line.quantity, ORDER_LIST_QUANTITY_MAX) })
          .onConflictDoUpdate({
            target: [orderListLines.listId, orderListLines.sku],
            set: {
              quantity: sql`least(${orderListLines.quantity} + excluded.quantity, ${ORDER_LIST_QUANTITY_MAX})`,
            },
          });
      }
      const [{ n }] = await tx
        .select({ n: count() })
        .from(orderListLines)
        .where(eq(orderListLines.listId, id));
      if (n > ORDER_LIST_MAX_LINES) throw new ValidationError(TOO_MANY_LINES_MESSAGE);
      await tx
        .update(orderLists)
        .set({ updatedAt: sql`now()` })
        .where(eq(orderLists.id, id));
    });
  }

  return {
    /** The company's lists, by name, with their line counts. */
    async lists(viewer: BuyerViewer) {
      return db
        .select({
          id: orderLists.id,
          name: orderLists.name,
          locked: orderLists.locked,
          lineCount: sql<number>`(select count(*)::int from ${orderListLines} where ${orderListLines.listId} = ${orderLists.id})`,
        })
        .from(orderLists)
        .where(eq(orderLists.companyId, viewer.companyId))
        .orderBy(asc(sql`lower(${orderLists.name})`));
    },

    /** One list with its lines priced at the company's prices today; lines no longer sold are marked. */
    async list(viewer: BuyerViewer, id: number) {
      const list = await listOf(viewer, id);
      const lines = await linesOf(id);
      const priced = await priceLines(lines, viewer);
      const bySku = new Map(priced.map((p) => [p.sku, p]));
      return {
        id: list.id,
        name: list.name,
        locked: list.locked,
        mayEdit: !list.locked || viewer.companyRole === "admin",
        lines: lines.map((l) => {
          const p = bySku.get(l.sku);
          return {
            ...l,
            name: p?.name ?? l.sku,
            unitPriceCents: p?.unitPriceCents ?? null,
            available: p?.available ?? false,
          };
        }),
      };
    },

    create: (viewer: BuyerViewer, name: string) => insertList(viewer, name, []),

    async rename(viewer: BuyerViewer, id: number, name: string) {
      await editable(viewer, id);
      await named(() =>
        db
          .update(orderLists)
          .set({ name, updatedAt: sql`now()` })
          .where(eq(orderLists.id, id)),
      );
    },

    /** A copy of the list under a new name, unlocked, made by the viewer. */
    async duplicate(viewer: BuyerViewer, id: number, name: string) {
      await listOf(viewer, id);
      return insertList(viewer, name, await linesOf(id));
    },

    async setLocked(viewer: BuyerViewer, id: number, locked: boolean) {
      if (viewer.companyRole !== "admin") throw new ForbiddenError(LOCK_ADMIN_MESSAGE);
      await listOf(viewer, id);
      await db
        .update(orderLists)
        .set({ locked, updatedAt: sql`now()` })
        .where(eq(orderLists.id, id));
    },

    async remove(viewer: BuyerViewer, id: number) {
      await editable(viewer, id);
      await db.delete(orderLists).where(eq(orderLists.id, id));
    },

    /** Adds one product the catalogue sells (a product page's or the list's own Add). */
    async addProduct(viewer: BuyerViewer, id: number, sku: string, quantity: number) {
      const [known] = await cart.fromCatalogue([{ sku, quantity }]);
      if (!known) throw new ValidationError(UNKNOWN_SKU_MESSAGE, { sku: UNKNOWN_SKU_MESSAGE });
      await addLines(viewer, id, [{ sku: known.id, quantity }]);
    },

    /** Adds every line of the viewer's cart. */
    addLines,

    /** Adds the lines of one of the company's past quotes or orders. */
    async addDocument(viewer: BuyerViewer, id: number, number: string) {
      const lines = await db
        .select({ sku: salesDocumentLines.sku, quantity: salesDocumentLines.quantity })
        .from(salesDocumentLines)
        .innerJoin(salesDocuments, eq(salesDocuments.id, salesDocumentLines.documentId))
        .where(and(eq(salesDocuments.number, number), eq(salesDocuments.companyId, viewer.companyId)));
      if (lines.length === 0) throw new NotFoundError("No such quote or order of your company.");
      await addLines(viewer, id, lines);
    },

    async setLine(viewer: BuyerViewer, id: number, sku: string, quantity: number, note: string) {
      await editable(viewer, id);
      const changed = await db
        .update(orderListLines)
        .set({ quantity, note })
        .where(and(eq(orderListLines.listId, id), eq(orderListLines.sku, sku)))
        .returning({ sku: orderListLines.sku });
      if (changed.length === 0) throw new NotFoundError("That line is not on the list.");
    },

    async removeLine(viewer: BuyerViewer, id: number, sku: string) {
      await editable(viewer, id);
      await db.delete(orderListLines).where(and(eq(orderListLines.listId, id), eq(orderListLines.sku, sku)));
    },

    /**
     * Adds the list's lines (all, or the chosen skus) to the viewer's own cart, priced there at the day's
     * company prices; answers the skus no longer sold, which stay on the list but not in the cart.
     */
    async toCart(viewer: BuyerViewer, id: number, skus: readonly string[] | "all") {
      await listOf(viewer, id);
      const chosen =
        skus === "all"
          ? await linesOf(id)
          : skus.length === 0
            ? []
            : await db
                .select({
                  sku: orderListLines.sku,
                  quantity: orderListLines.quantity,
                  note: orderListLines.note,
                })
                .from(orderListLines)
                .where(and(eq(orderListLines.listId, id), inArray(orderListLines.sku, [...skus])));
      if (chosen.length === 0) throw new ValidationError(NO_LINES_CHOSEN_MESSAGE);
      const items = await cart.fromCatalogue(chosen);
      await cart.mergeAnonymous(viewer.userId, items);
      const sold = new Set(items.map((i) => i.id));
      return { added: items.length, notSold: chosen.filter((l) => !sold.has(l.sku)).map((l) => l.sku) };
    },

    /** The list as CSV, with a file name from its name. */
    async csv(viewer: BuyerViewer, id: number) {
      const list = await listOf(viewer, id);
      return { name: list.name, csv: orderListCsv(await linesOf(id)) };
    },
  };
}

export type OrderLists = ReturnType<typeof createOrderLists>;
