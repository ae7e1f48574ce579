import { data } from "react-router";
import type { AppLoadContext } from "../../../server/app-context.ts";
import { toCartProduct } from "../../../core/cart-product.ts";
import { CART_TOO_LARGE_MESSAGE } from "../../../core/cart-form.ts";
import { documentNotFound } from "../sales/confirmation-loader.ts";
import { withCookies } from "../cart/cart-holder.server.ts";
import { cartWithAdditions, type CartAddition } from "../cart/cart-page.server.ts";
import { documentKindOf } from "./document-kind.ts";

/** One line put back in the cart, at the price the buyer's company pays today. */
export interface ReorderedLine extends CartAddition {
  unitPriceCents: number | null;
}

export interface ReorderResult {
  ok: boolean;
  form: "reorder";
  message: string;
  fields: Record<string, string>;
  added: ReorderedLine[];
  /** Skus of the document the catalogue no longer sells. */
  gone: string[];
}

const units = (n: number) => `${n} ${n === 1 ? "item" : "items"}`;

/**
 * Reorder: the document's lines go into the cart at today's company prices; skus that are
 * no longer sold are named, not silently dropped. Only the document's company's signed-in buyers may.
 */
export async function reorderDocument(request: Request, context: AppLoadContext, documentNumber: string) {
  const { sales } = context.services;
  const token = new URL(request.url).searchParams.get("token");
  const found = await sales.quotes.document(documentNumber, { token, viewer: context.viewer });
  if (!found?.mayReorder) throw documentNotFound(documentKindOf(documentNumber));
  const refusal = await context.writeGuard.check("reorder");
  const answer = (result: Omit<ReorderResult, "form" | "fields">, init?: ResponseInit) =>
    data<ReorderResult>({ ...result, form: "reorder", fields: {} }, init);
  if (refusal)
    return answer({ ok: false, message: refusal.message, added: [], gone: [] }, { status: refusal.status });

  const lines = found.items.map(({ sku, quantity, name, image }) => ({ sku, quantity, name, image }));
  const [products, priced] = await Promise.all([
    sales.catalog.productsBySkus(lines.map((l) => l.sku)),
    sales.priceLines(lines, context.viewer),
  ]);
  const added: ReorderedLine[] = [];
  const gone: string[] = [];
  lines.forEach((line, i) => {
    const product = products.get(line.sku);
    if (!product || !priced[i].available) gone.push(line.sku);
    else
      added.push({
        product: toCartProduct(product),
        quantity: line.quantity,
        unitPriceCents: priced[i].unitPriceCents,
      });
  });
  const goneText = gone.length > 0 ? ` No longer sold: ${gone.join(", ")}.` : "";
  if (added.length === 0) {
    return answer(
      { ok: false, message: `Nothing was added to your cart.${goneText}`, added, gone },
      { status: 409 },
    );
  }
  const cookies = await cartWithAdditions(request, context, added);
  if (cookies === null)
    return answer({ ok: false, message: CART_TOO_LARGE_MESSAGE, added: [], gone }, { status: 413 });
  const count = added.reduce((n, l) => n + l.quantity, 0);
  return answer(
    { ok: true, message: `Added ${units(count)} to your cart at today's prices.${goneText}`, added, gone },
    { headers: withCookies(cookies) },
  );
}
