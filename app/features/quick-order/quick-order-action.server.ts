import { data, redirect } from "react-router";
import type { AppLoadContext } from "../../../server/app-context.ts";
import { addItem } from "../../../core/cart.ts";
import { toCartProduct } from "../../../core/cart-product.ts";
import { orderRequestSchema } from "../../../core/order-request.ts";
import {
  combineQuickOrder,
  MAX_QUICK_ORDER_CSV_BYTES,
  parseQuickOrderCsv,
  problemText,
  QUICK_ORDER_CSV_TOO_LARGE_MESSAGE,
  QUICK_ORDER_EMPTY_MESSAGE,
  QUICK_ORDER_PROBLEMS_MESSAGE,
  quickOrderRows,
  unknownSkuMessage,
  type QuickOrderInput,
} from "../../../core/quick-order.ts";
import { QUICK_ORDER_FIELDS as F, quickOrderIntent } from "../../../core/quick-order-form.ts";
import type { BuyerViewer } from "../../../core/viewer.ts";
import { heldCart, keepCart, withCookies } from "../cart/cart-holder.server.ts";
import { formErrors } from "../../../core/form-errors.ts";
import { isServiceRefusal } from "../../components/service-refusal.server.ts";
import { NOT_A_FORM_MESSAGE, readForm } from "../forms/form-action.server.ts";
import type { FormFields } from "../forms/form-result.ts";
import { postedIdempotencyKey } from "../sales/document-posted.server.ts";

/** What a refused quick order shows again: the rows and pasted text as sent, and every problem. */
export interface QuickOrderRefused {
  ok: false;
  message: string;
  problems: string[];
  fields: Record<string, string>;
  values: FormFields;
  rows: { sku: string; quantity: string }[];
}

const texts = (form: FormData, name: string) =>
  form.getAll(name).map((v) => (typeof v === "string" ? v : ""));

/** The uploaded CSV, read as text; a file past the size limit is a problem, not a read. */
async function uploaded(form: FormData): Promise<QuickOrderInput> {
  const file = form.get(F.file);
  if (!(file instanceof Blob) || file.size === 0) return { lines: [], problems: [] };
  if (file.size > MAX_QUICK_ORDER_CSV_BYTES)
    return {
      lines: [],
      problems: [{ source: "File line", line: 1, message: QUICK_ORDER_CSV_TOO_LARGE_MESSAGE }],
    };
  return parseQuickOrderCsv(await file.text(), "File line");
}

/** Every line of the order, and what is wrong: bad input, then skus the catalogue does not list. */
async function readOrder(form: FormData, context: AppLoadContext) {
  const order = combineQuickOrder([
    quickOrderRows(texts(form, F.sku), texts(form, F.quantity)),
    parseQuickOrderCsv(String(form.get(F.csv) ?? ""), "Pasted line"),
    await uploaded(form),
  ]);
  const products = await context.services.sales.catalog.productsBySkus(order.lines.map((l) => l.sku));
  const unknown = order.lines.filter((l) => !products.has(l.sku));
  const problems = [
    ...order.problems,
    ...unknown.map((l) => ({ source: l.source, line: l.line, message: unknownSkuMessage(l.sku) })),
  ];
  return { lines: order.lines.filter((l) => products.has(l.sku)), products, problems };
}

/**
 * /new-quotation's action (quick order): a multipart or urlencoded form with rows, a pasted
 * CSV and an uploaded one, sent as a quote request for the buyer's company or moved to the cart. Any
 * unusable line refuses the whole order with every problem listed by its line number, so nothing is
 * dropped without the buyer knowing.
 */
export async function quickOrderAction(request: Request, context: AppLoadContext, viewer: BuyerViewer) {
  const posted = await readForm(request);
  const form = posted ?? new FormData();
  const values: FormFields = {};
  for (const [name, value] of form)
    if (typeof value === "string" && name !== F.sku && name !== F.quantity) values[name] ??= value;
  const skus = texts(form, F.sku);
  const rows = texts(form, F.quantity).map((quantity, i) => ({ sku: skus[i] ?? "", quantity }));
  const refuse = (status: number, message: string, problems: string[], fields: Record<string, string> = {}) =>
    data({ ok: false, message, problems, fields, values, rows } satisfies QuickOrderRefused, { status });

  if (!posted) return refuse(415, NOT_A_FORM_MESSAGE, []);
  const intent = quickOrderIntent.parse(values[F.intent]);
  const guard = await context.writeGuard.check(intent === "quote" ? "quote" : "quick-order");
  if (guard) return refuse(guard.status, guard.message, [], guard.fields);

  const order = await readOrder(form, context);
  if (order.problems.length > 0)
    return refuse(400, QUICK_ORDER_PROBLEMS_MESSAGE, order.problems.map(problemText));
  if (order.lines.length === 0) return refuse(400, QUICK_ORDER_EMPTY_MESSAGE, []);

  if (intent === "cart") {
    let items = await heldCart(request, context);
    for (const line of order.lines)
      items = addItem(items, toCartProduct(order.products.get(line.sku)!), line.quantity);
    return redirect("/cart", { headers: withCookies((await keepCart(items, context)) ?? []) });
  }

  const quote = orderRequestSchema.safeParse({
    ...values,
    // The buyer's own address gets the confirmation, never one the form names; the lines are the order's.
    email: viewer.email,
    companyName: viewer.companyName,
    products: order.lines.map(({ sku, quantity }) => ({ sku, quantity })),
  });
  if (!quote.success) {
    const { message, fields } = formErrors(quote.error.issues);
    return refuse(400, message, [], fields);
  }
  try {
    const created = await context.services.sales.quotes.create(quote.data, {
      idempotencyKey: postedIdempotencyKey(values),
      viewer,
    });
    return redirect(created.confirmationPath);
  } catch (error) {
    if (isServiceRefusal(error)) return refuse(error.status, error.message, []);
    throw error;
  }
}
