import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  LIST_LOCKED_MESSAGE,
  LIST_NAME_MESSAGE,
  LIST_NAME_TAKEN_MESSAGE,
  LOCK_ADMIN_MESSAGE,
  ORDER_LIST_MAX_LINES,
  orderListFormSchema,
  orderListsFormSchema,
  QUANTITY_MESSAGE,
  TOO_MANY_LINES_MESSAGE,
  UNKNOWN_SKU_MESSAGE,
} from "../../core/order-lists.ts";
import type { BuyerViewer, CompanyRole } from "../../core/viewer.ts";
import type { Database } from "../../server/db/client.ts";
import { companies, companyMembers } from "../../server/db/schema/companies.ts";
import { orderListLines } from "../../server/db/schema/shopping.ts";
import { products } from "../../server/db/schema/catalog.ts";
import { catalogEntries } from "../../server/db/schema/listing.ts";
import { createServices, type Services } from "../../server/services.ts";
import { seedCatalog } from "../factories/catalog.ts";
import { databaseTargets } from "../support/test-database.ts";
import { testEnv } from "../support/test-server.ts";
import { salesCatalog } from "./sales-fixtures.ts";

describe.each(databaseTargets())("shared order lists on $name", (target) => {
  let database: Database;
  let services: Services;
  let admin: BuyerViewer;
  let buyer: BuyerViewer;
  let colleague: BuyerViewer;
  let outsider: BuyerViewer;

  async function memberOf(companyId: string, companyName: string, name: string, role: CompanyRole) {
    const email = `${name.toLowerCase()}@${companyName.toLowerCase().replace(/\W+/g, "")}.example`;
    const { id: userId } = await services.accounts.createUser({ email, name });
    await database.db.insert(companyMembers).values({ userId, companyId, role });
    return {
      kind: "buyer",
      userId,
      email,
      name,
      companyId,
      companyName,
      companyRole: role,
    } satisfies BuyerViewer;
  }
  const lists = () => services.account.orderLists;

  beforeAll(async () => {
    database = await target.open();
    await seedCatalog(database.db, salesCatalog);
    services = createServices(database, testEnv());
    const [greenleaf] = await database.db.insert(companies).values({ name: "Greenleaf Farms" }).returning();
    admin = await memberOf(greenleaf.id, "Greenleaf Farms", "Ana", "admin");
    buyer = await memberOf(greenleaf.id, "Greenleaf Farms", "Ben", "buyer");
    colleague = await memberOf(greenleaf.id, "Greenleaf Farms", "Cleo", "buyer");
    const [other] = await database.db.insert(companies).values({ name: "Other Growers" }).returning();
    outsider = await memberOf(other.id, "Other Growers", "Olga", "admin");
  });
  afterAll(() => database?.close());

  it("reads the forms' bad input in the page's words", () => {
    const issue = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0].message;
    expect(issue(orderListsFormSchema.safeParse({ intent: "create", name: "  " }))).toBe(LIST_NAME_MESSAGE);
    expect(issue(orderListsFormSchema.safeParse({ intent: "create", name: "x".repeat(81) }))).toBe(
      LIST_NAME_MESSAGE,
    );
    for (const quantity of ["0", "-1", "1.5", "10000", "many"]) {
      expect(issue(orderListFormSchema.safeParse({ intent: "add", sku: "IL-Q1", quantity }))).toBe(
        QUANTITY_MESSAGE,
      );
    }
  });

  it("is built by one member and ordered by another at today's company prices, naming lines no longer sold", async () => {
    const id = await lists().create(buyer, "Room 3 flip");
    await lists().addProduct(buyer, id, "IL-Q1", 2);
    await lists().addProduct(buyer, id, "IL-Q1", 1);
    await lists().addProduct(buyer, id, "SPD-Q1", 4);
    await expect(lists().addProduct(buyer, id, "NOPE-1", 1)).rejects.toMatchObject({
      status: 400,
      message: UNKNOWN_SKU_MESSAGE,
    });
    await lists().setLine(colleague, id, "SPD-Q1", 6, "for the veg room");
    const seen = await lists().list(colleague, id);
    expect(seen.lines.map((l) => [l.sku, l.quantity, l.note])).toEqual([
      ["IL-Q1", 3, ""],
      ["SPD-Q1", 6, "for the veg room"],
    ]);
    expect(seen.lines.every((l) => l.available && l.unitPriceCents !== null)).toBe(true);

    // SPD-Q1 stops being sold: the list keeps it, the cart gets the rest, the answer names it.
    await database.db.update(products).set({ discontinued: true }).where(eq(products.sku, "SPD-Q1"));
    await database.db.delete(catalogEntries).where(eq(catalogEntries.sku, "SPD-Q1"));
    const result = await lists().toCart(colleague, id, "all");
    expect(result).toEqual({ added: 1, notSold: ["SPD-Q1"] });
    const cart = await services.account.cart.read(colleague.userId);
    expect(cart.map((i) => [i.id, i.quantity])).toEqual([["IL-Q1", 3]]);
    expect((await lists().list(colleague, id)).lines.find((l) => l.sku === "SPD-Q1")?.available).toBe(false);
    // Nothing reached the other member's cart.
    expect(await services.account.cart.read(buyer.userId)).toEqual([]);
  });

  it("hides a company's lists from another company's members", async () => {
    const [list] = await lists().lists(buyer);
    expect(await lists().lists(outsider)).toEqual([]);
    for (const attempt of [
      () => lists().list(outsider, list.id),
      () => lists().addProduct(outsider, list.id, "IL-Q1", 1),
      () => lists().toCart(outsider, list.id, "all"),
      () => lists().csv(outsider, list.id),
      () => lists().rename(outsider, list.id, "Mine"),
      () => lists().remove(outsider, list.id),
    ]) {
      await expect(attempt()).rejects.toMatchObject({ status: 404 });
    }
  });

  it("renames and duplicates under unique names, exports CSV safe for spreadsheets, and lets admins lock", async () => {
    const [list] = await lists().lists(buyer);
    await expect(lists().duplicate(colleague, list.id, "room 3 FLIP")).rejects.toMatchObject({
      status: 409,
      message: LIST_NAME_TAKEN_MESSAGE,
    });
    const copy = await lists().duplicate(colleague, list.id, "Room 4 flip");
    await lists().rename(buyer, copy, "Room 4 veg");
    await lists().setLine(buyer, copy, "IL-Q1", 2, '=HYPERLINK("x")');
    const { name, csv } = await lists().csv(buyer, copy);
    expect(name).toBe("Room 4 veg");
    expect(csv.split("\r\n")[0]).toBe('"sku","quantity","note"');
    expect(csv).toContain(`"IL-Q1","2","'=HYPERLINK(""x"")"`);

    await expect(lists().setLocked(buyer, copy, true)).rejects.toMatchObject({ message: LOCK_ADMIN_MESSAGE });
    await lists().setLocked(admin, copy, true);
    await expect(lists().addProduct(buyer, copy, "IL-Q1", 1)).rejects.toMatchObject({
      status: 403,
      message: LIST_LOCKED_MESSAGE,
    });
    await expect(lists().rename(buyer, copy, "Mine")).rejects.toMatchObject({ message: LIST_LOCKED_MESSAGE });
    // A locked list is still ordered from by every member.
    expect((await lists().toCart(buyer, copy, ["IL-Q1"])).added).toBe(1);
    await lists().addProduct(admin, copy, "IL-Q1", 1);
  });

  it("holds at most 500 lines per list", async () => {
    const id = await lists().create(buyer, "Everything");
    await database.db
      .insert(orderListLines)
      .values(
        Array.from({ length: ORDER_LIST_MAX_LINES }, (_, i) => ({ listId: id, sku: `X-${i}`, quantity: 1 })),
      );
    await expect(lists().addProduct(buyer, id, "IL-Q1", 1)).rejects.toMatchObject({
      status: 400,
      message: TOO_MANY_LINES_MESSAGE,
    });
    await lists().remove(buyer, id);
  });
});
