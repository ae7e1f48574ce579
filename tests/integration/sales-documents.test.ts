import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutSchema, orderRequestSchema } from "../../core/order-request.ts";
import type { Database } from "../../server/db/client.ts";
import { ConflictError, NotFoundError } from "../../server/errors.ts";
import { createServices, type Services } from "../../server/services.ts";
import { seedCatalog } from "../factories/catalog.ts";
import { databaseTargets } from "../support/test-database.ts";
import { testEnv } from "../support/test-server.ts";
import { checkoutPayload, IL_Q1_CENTS, quotePayload, salesCatalog, SPD_Q1_CENTS } from "./sales-fixtures.ts";

describe.each(databaseTargets())("sales documents on $name", (target) => {
  let database: Database;
  let sales: Services["sales"];

  beforeAll(async () => {
    database = await target.open();
    await seedCatalog(database.db, salesCatalog);
    sales = createServices(database, testEnv()).sales;
  });
  afterAll(() => database?.close());

  const newQuote = async () => {
    const { quote } = await sales.quotes.create(orderRequestSchema.parse(quotePayload()));
    const found = await sales.documents.byNumber(quote.quoteNumber);
    if (!found) throw new Error("the quote just created is not found");
    return found.document;
  };

  it("stores a quote as a document with line snapshots, line totals and its first history entry", async () => {
    const { quote } = await sales.quotes.create(orderRequestSchema.parse(quotePayload()));
    const found = await sales.documents.byNumber(quote.quoteNumber);
    expect(found?.document).toMatchObject({
      kind: "quote",
      status: "pending",
      submittedFrom: "quote",
      sourceDocumentId: null,
      subtotalCents: 2 * IL_Q1_CENTS + 3 * SPD_Q1_CENTS,
      totalCents: 2 * IL_Q1_CENTS + 3 * SPD_Q1_CENTS,
      notes: "Loading dock at the back.",
    });
    expect(found?.lines.map((l) => [l.lineNo, l.sku, l.quantity, l.lineTotalCents])).toEqual([
      [1, "IL-Q1", 2, 2 * IL_Q1_CENTS],
      [2, "SPD-Q1", 3, 3 * SPD_Q1_CENTS],
    ]);
    expect(await sales.documents.byId(found!.document.id)).toEqual(found);
    expect(await sales.documents.history(found!.document.id)).toMatchObject([
      { fromStatus: null, toStatus: "pending", actor: "customer", reason: "Quote request submitted" },
    ]);
  });

  it("moves a quote through pricing, revision and acceptance, recording who, when and why", async () => {
    const quote = await newQuote();
    await sales.documents.transition(quote.id, "priced", "sales:ana", "List prices less 12%");
    await sales.documents.transition(quote.id, "revised", "sales:ana", "Freight added");
    const accepted = await sales.documents.transition(quote.id, "accepted", "customer", "PO 4471");
    expect(accepted).toMatchObject({ fromStatus: "revised", toStatus: "accepted", actor: "customer" });
    expect((await sales.documents.byId(quote.id))?.document.status).toBe("accepted");
    const history = await sales.documents.history(quote.id);
    expect(history.map((e) => [e.fromStatus, e.toStatus, e.actor, e.reason])).toEqual([
      [null, "pending", "customer", "Quote request submitted"],
      ["pending", "priced", "sales:ana", "List prices less 12%"],
      ["priced", "revised", "sales:ana", "Freight added"],
      ["revised", "accepted", "customer", "PO 4471"],
    ]);
    expect(history.every((e, i) => i === 0 || e.at >= history[i - 1].at)).toBe(true);
  });

  it("refuses an illegal move with a clear 409 and leaves status and history alone", async () => {
    const quote = await newQuote();
    const refused = sales.documents.transition(quote.id, "accepted", "customer", "too early");
    await expect(refused).rejects.toThrow(ConflictError);
    await expect(refused).rejects.toThrow(
      "A quote that is pending cannot become accepted: it can become priced, declined, expired, canceled.",
    );
    await expect(sales.documents.transition(quote.id, "paid", "system", "")).rejects.toThrow(
      "'paid' is not a status of a quote.",
    );
    expect((await sales.documents.byId(quote.id))?.document.status).toBe("pending");
    expect(await sales.documents.history(quote.id)).toHaveLength(1);
  });

  it("lets only one of two concurrent moves from the same status through", async () => {
    const quote = await newQuote();
    const results = await Promise.allSettled([
      sales.documents.transition(quote.id, "priced", "sales:ana", "first"),
      sales.documents.transition(quote.id, "priced", "sales:bo", "second"),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect(await sales.documents.history(quote.id)).toHaveLength(2);
  });

  it("keeps an order's payment on the document, never a card, and moves it to delivered, not back", async () => {
    const { order } = await sales.orders.create(checkoutSchema.parse(checkoutPayload()));
    const found = await sales.documents.byNumber(order.orderNumber);
    expect(found?.document).toMatchObject({
      kind: "order",
      status: "pending",
      paymentStatus: "awaiting",
      paymentMethod: "link",
      cardBrand: null,
      cardLast4: null,
      itemCount: 3,
    });
    const id = found!.document.id;
    // Whatever ships has a carrier and a tracking number (a check of migration 0065, ADR 0088).
    const shipment = { set: { carrier: "UPS", trackingNumber: "1Z999" } };
    for (const to of ["paid", "processing", "shipped", "in_transit", "delivered"] as const)
      await sales.documents.transition(
        id,
        to,
        "system",
        `carrier update: ${to}`,
        to === "shipped" ? shipment : {},
      );
    await expect(sales.documents.transition(id, "canceled", "sales:ana", "")).rejects.toThrow(
      "An order that is delivered cannot become canceled: it cannot change any more.",
    );
    expect((await sales.orders.find(order.orderNumber, order.token))?.status).toBe("delivered");
    expect(await sales.documents.history(id)).toHaveLength(6);
  });

  it("answers 404 for a document that does not exist and keeps quote and order links apart", async () => {
    await expect(sales.documents.transition(999_999_999, "paid", "system", "")).rejects.toThrow(
      NotFoundError,
    );
    expect(await sales.documents.byNumber("Q-NOTHERE00")).toBeNull();
    const { quote } = await sales.quotes.create(orderRequestSchema.parse(quotePayload()));
    expect(await sales.quotes.find(quote.quoteNumber, quote.token)).toEqual(quote);
    expect(await sales.orders.find(quote.quoteNumber, quote.token)).toBeNull();
    expect(await sales.quotes.find(quote.quoteNumber, `${quote.token}x`)).toBeNull();
  });
});
