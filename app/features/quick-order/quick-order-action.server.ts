import { data, redirect } from "react-router";
import type { AppLoadContext } from "../../../server/app-context.ts";
import { laterShipment } from "../../../core/availability.ts";
import { subtotalCents } from "../../../core/checkout-totals.ts";
import { toCartProduct } from "../../../core/cart-product.ts";
import { orderRequestSchema } from "../../../core/order-request.ts";
import {
  combineQuickOrder,
  csvTooLarge,
  inInputOrder,
  MAX_QUICK_ORDER_CSV_BYTES,
  parseQuickOrderCsv,
  QUICK_ORDER_EMPTY_MESSAGE,
  quickOrderRows,
  unknownSkuMessage,
  whereOf,
  type QuickOrderInput,
  type QuickOrderLine,
} from "../../../core/quick-order.ts";
import {
  quickOrderAddedMessage,
  QUICK_ORDER_FIX_BEFORE_QUOTE_MESSAGE,
  QUICK_ORDER_NOTHING_TO_ADD_MESSAGE,
  QUICK_ORDER_PREVIEW_MESSAGE,
  quickOrderIntent,
  type QuickOrderAnswer,
  type QuickOrderPreviewLine,
} from "../../../core/quick-order-form.ts";
import { QUICK_ORDER_FIELDS as F } from "../../../core/quick-order-fields.ts";
import type { BuyerViewer } from "../../../core/viewer.ts";
import { cartWithAdditions } from "../cart/cart-page.server.ts";
import { withCookies } from "../cart/cart-holder.server.ts";
import { CART_TOO_LARGE_MESSAGE } from "../../../core/cart-form.ts";
import { formErrors } from "../../../core/form-errors.ts";
import { isServiceRefusal } from "../../components/service-refusal.server.ts";
import { NOT_A_FORM_MESSAGE, readForm } from "../forms/form-action.server.ts";
import type { FormFields } from "../forms/form-result.ts";
import { postedIdempotencyKey } from "../sales/document-posted.server.ts";

const texts = (form: FormData, name: string) =>
  form.getAll(name).map((v) => (typeof v === "string" ? v : ""));

/** The uploaded CSV, read as text; a file past the size limit is a problem, not a read. */
async function uploaded(form: FormData): Promise<QuickOrderInput> {
  const file = form.get(F.file);
  if (!(file instanceof Blob) || file.size === 0) return { lines: [], problems: [] };
  if (file.size > MAX_QUICK_ORDER_CSV_BYTES) return { lines: [], problems: [csvTooLarge("File line")] };
  return parseQuickOrderCsv(await file.text(), "File line");
}

/**
 * Every line of the order, priced for the buyer by the one server price computation, and every line
 * that needs fixing (bad input and skus the catalogue does not list) in the order the buyer wrote them.
 */
async function readOrder(form: FormData, context: AppLoadContext, viewer: BuyerViewer) {
  const order = combineQuickOrder([
    quickOrderRows(texts(form, F.sku), texts(form, F.quantity), texts(form, F.origin)),
    parseQuickOrderCsv(String(form.get(F.csv) ?? ""), "Pasted line"),
    await uploaded(form),
  ]);
  const { sales } = context.services;
  const products = await sales.catalog.productsBySkus(order.lines.map((l) => l.sku));
  const known = (l: QuickOrderLine) => products.has(l.sku);
  const lines = order.lines.filter(known);
  const problems = inInputOrder([
    ...order.problems,
    ...order.lines
      .filter((l) => !known(l))
      .map((l) => ({ ...l, quantity: String(l.quantity), message: unknownSkuMessage(l.sku) })),
  ]);
  const priced = await sales.priceLines(lines, viewer);
  const preview = priced.map((p, i): QuickOrderPreviewLine => ({
    where: whereOf(lines[i]),
    sku: p.sku,
    name: p.name,
    quantity: p.quantity,
    unitPriceCents: p.unitPriceCents,
    lineTotalCents:
      p.unitPriceCents === null
        ? null
        : subtotalCents([{ unitPriceCents: p.unitPriceCents, quantity: p.quantity }]),
    availability: products.get(p.sku)!.availability,
    later: laterShipment(p.quantity, products.get(p.sku)!.availability),
  }));
  return {
    lines,
    products,
    preview,
    // Lines priced on request are priced by sales and left out, as the cart's subtotal does.
    subtotalCents: subtotalCents(
      priced.map((p) => ({ unitPriceCents: p.unitPriceCents ?? 0, quantity: p.quantity })),
    ),
    fixes: problems.map((p) => ({ where: whereOf(p), message: p.message, sku: p.sku, quantity: p.quantity })),
  };
}

/**
 * /new-quotation's action (quick order): a multipart or urlencoded form with rows (fresh ones, and the
 * previewed and to-fix lines carrying where they were), a pasted CSV and an uploaded one.
 * - Preview: the lines that matched with the company's prices, and every line to fix, each with its field.
 * - Add to cart: the lines that are right go in the cart; any line to fix stays on the page with its field
 *   (with none, the cart opens).
 * - Send as quote request: one document, so it waits until every line is fixed or cleared.
 */
export async function quickOrderAction(request: Request, context: AppLoadContext, viewer: BuyerViewer) {
  const posted = await readForm(request);
  const form = posted ?? new FormData();
  const values: FormFields = {};
  const repeated: string[] = [F.sku, F.quantity, F.origin];
  for (const [name, value] of form)
    if (typeof value === "string" && !repeated.includes(name)) values[name] ??= value;
  const skus = texts(form, F.sku);
  const typedRows = texts(form, F.quantity).map((quantity, i) => ({ sku: skus[i] ?? "", quantity }));
  const answer = (status: number, body: Partial<QuickOrderAnswer> & { message: string }, headers?: Headers) =>
    data<QuickOrderAnswer>(
      {
        ok: status < 400,
        added: 0,
        preview: [],
        subtotalCents: 0,
        fixes: [],
        fields: {},
        values,
        rows: typedRows,
        ...body,
      },
      { status, headers },
    );

  if (!posted) return answer(415, { message: NOT_A_FORM_MESSAGE });
  const intent = quickOrderIntent.parse(values[F.intent]);
  const guard = await context.writeGuard.check(intent === "quote" ? "quote" : "quick-order");
  if (guard) return answer(guard.status, { message: guard.message, fields: guard.fields });

  const order = await readOrder(form, context, viewer);
  // The lines are read: the page shows them as the preview and the fixes, not again as typed.
  const read = {
    preview: order.preview,
    subtotalCents: order.subtotalCents,
    fixes: order.fixes,
    rows: [],
    values: { ...values, [F.csv]: "" },
  };
  if (order.lines.length === 0 && order.fixes.length === 0)
    return answer(400, { ...read, message: QUICK_ORDER_EMPTY_MESSAGE });

  if (intent === "preview") return answer(200, { ...read, message: QUICK_ORDER_PREVIEW_MESSAGE });

  if (intent === "cart") {
    if (order.lines.length === 0)
      return answer(400, { ...read, message: QUICK_ORDER_NOTHING_TO_ADD_MESSAGE });
    const cookies = await cartWithAdditions(
      request,
      context,
      order.lines.map((line) => ({
        product: toCartProduct(order.products.get(line.sku)!),
        quantity: line.quantity,
      })),
    );
    if (cookies === null) return answer(413, { ...read, message: CART_TOO_LARGE_MESSAGE });
    if (order.fixes.length === 0) return redirect("/cart", { headers: withCookies(cookies) });
    return answer(
      200,
      {
        ...read,
        preview: [],
        subtotalCents: 0,
        added: order.lines.length,
        message: quickOrderAddedMessage(order.lines.length),
      },
      withCookies(cookies),
    );
  }

  if (order.fixes.length > 0) return answer(400, { ...read, message: QUICK_ORDER_FIX_BEFORE_QUOTE_MESSAGE });
  const quote = orderRequestSchema.safeParse({
    ...values,
    // The buyer's own address gets the confirmation, never one the form names; the lines are the order's.
    email: viewer.email,
    companyName: viewer.companyName,
    products: order.lines.map(({ sku, quantity }) => ({ sku, quantity })),
  });
  if (!quote.success) {
    const { message, fields } = formErrors(quote.error.issues);
    return answer(400, { ...read, message, fields });
  }
  try {
    const created = await context.services.sales.quotes.create(quote.data, {
      idempotencyKey: postedIdempotencyKey(values),
      viewer,
    });
    return redirect(created.confirmationPath);
  } catch (error) {
    if (isServiceRefusal(error)) return answer(error.status, { ...read, message: error.message });
    throw error;
  }
}
