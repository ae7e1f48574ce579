import { describe, expect, it } from "vitest";
import {
  allowedTransitions,
  buyerFacingActor,
  INITIAL_STATUS,
  STATUS_TRANSITIONS,
  transitionRefusal,
} from "./document-status.ts";

describe("sales document status machine", () => {
  it("starts quotes and orders 'pending', the spec's yellow badge", () => {
    expect(INITIAL_STATUS).toEqual({ quote: "pending", order: "pending" });
  });

  it("lets an order go pending → paid → processing → shipped → in_transit → delivered", () => {
    const path = ["pending", "paid", "processing", "shipped", "in_transit", "delivered"];
    for (let i = 1; i < path.length; i++) expect(transitionRefusal("order", path[i - 1], path[i])).toBeNull();
  });

  it("lets an order go out for delivery and skip carrier steps, but never back to processing once shipped", () => {
    expect(transitionRefusal("order", "in_transit", "out_for_delivery")).toBeNull();
    expect(transitionRefusal("order", "shipped", "delivered")).toBeNull();
    expect(transitionRefusal("order", "out_for_delivery", "exception")).toBeNull();
    expect(transitionRefusal("order", "shipped", "canceled")).toMatch(
      /^An order that is shipped cannot become canceled/,
    );
    expect(transitionRefusal("order", "shipped", "processing")).not.toBeNull();
  });

  it("lets a quote be priced, revised, accepted and converted into an order", () => {
    const path = ["pending", "priced", "revised", "revised", "accepted", "converted"];
    for (let i = 1; i < path.length; i++) expect(transitionRefusal("quote", path[i - 1], path[i])).toBeNull();
  });

  it("lets a pending order be canceled ('canceled') but not a delivered one", () => {
    expect(transitionRefusal("order", "pending", "canceled")).toBeNull();
    expect(transitionRefusal("order", "delivered", "canceled")).toBe(
      "An order that is delivered cannot become canceled: it cannot change any more.",
    );
  });

  it("refuses skipping steps and names what is allowed instead", () => {
    expect(transitionRefusal("order", "pending", "shipped")).toBe(
      "An order that is pending cannot become shipped: it can become paid, processing, canceled.",
    );
    expect(transitionRefusal("quote", "pending", "accepted")).toBe(
      "A quote that is pending cannot become accepted: it can become priced, declined, expired, canceled.",
    );
    expect(transitionRefusal("quote", "declined", "accepted")).toMatch(/cannot change any more/);
  });

  it("refuses another kind's status and unknown words", () => {
    expect(transitionRefusal("quote", "pending", "paid")).toBe("'paid' is not a status of a quote.");
    expect(transitionRefusal("order", "pending", "accepted")).toBe("'accepted' is not a status of an order.");
    expect(transitionRefusal("order", "pending", "toString")).toBe("'toString' is not a status of an order.");
    expect(allowedTransitions("order", "constructor")).toEqual([]);
  });

  it("only ever points at statuses of the same kind", () => {
    for (const [kind, table] of Object.entries(STATUS_TRANSITIONS)) {
      for (const targets of Object.values(table))
        for (const to of targets) expect(Object.keys(table), `${kind} → ${to}`).toContain(to);
    }
  });
});

describe("who moved a document, as the buyer's copy says", () => {
  it("names staff 'Canopy sales' and never by address; the shop 'Canopy'; a buyer by address", () => {
    expect(buyerFacingActor("staff:ana@canopy.example", "Canopy")).toBe("Canopy sales");
    expect(buyerFacingActor("system", "Canopy")).toBe("Canopy");
    expect(buyerFacingActor("buyer:maria@greenleaf.example", "Canopy")).toBe("maria@greenleaf.example");
    expect(buyerFacingActor("customer", "Canopy")).toBe("customer");
    // The shop's configured name (SHOP_NAME).
    expect(buyerFacingActor("staff:ana@canopy.example", "Greenhouse Depot")).toBe("Greenhouse Depot sales");
  });
});
