import { data, redirect } from "react-router";
import type { AppLoadContext } from "../../../server/app-context.ts";
import { addItem } from "../../../core/cart.ts";
import { heldCart, keepCart, withCookies } from "../cart/cart-holder.server.ts";
import { CART_TOO_LARGE_MESSAGE } from "../../../core/cart-form.ts";
import { toCartProduct } from "../../../core/cart-product.ts";
import { formErrors, type FormErrors } from "../../../core/form-errors.ts";
import { growRoomFormSchema, ROOM_FIELDS, roomInput } from "../../../core/grower/grow-room-form.ts";
import { planNoteCookie } from "../../../core/grower/plan-note.ts";
import { NOT_A_FORM_MESSAGE, readFields } from "../forms/form-action.server.ts";
import { readToolUrl } from "./tool-page.server.ts";
import { plannable, roomNote, type RoomPlanResult } from "../../../core/grower/room-plan.ts";
import { displayLines, type DisplayLine } from "../../../core/cart-pricing.ts";
import { catalogueHeaders } from "../catalog/company-prices.server.ts";
import { SHARED_CACHE } from "../../components/shared-cache.ts";
import { searchFields } from "../../../core/grower/tool-input.ts";
import { PLAN_QUOTE_SOURCE, QUOTE_SOURCE_FIELD } from "../../../core/grower/plan-quote.ts";
import { toolPrices } from "./tool-prices.server.ts";

function planQuery(values: Record<string, string>): URLSearchParams {
  const query = new URLSearchParams();
  for (const name of ROOM_FIELDS) if (values[name]) query.set(name, values[name]);
  return query;
}

const planPath = (values: Record<string, string>) => `/tools/grow-room?${planQuery(values).toString()}`;

/** Where "Add all to quote" goes: the quote page with the room's inputs, which plans the room again. */
export function planQuotePath(values: Record<string, string>): string {
  const query = planQuery(values);
  query.set(QUOTE_SOURCE_FIELD, PLAN_QUOTE_SOURCE);
  return `/quote?${query.toString()}`;
}

async function plannedFrom(values: Record<string, string>, context: AppLoadContext) {
  const parsed = growRoomFormSchema.safeParse(values);
  if (!parsed.success) return { errors: formErrors(parsed.error.issues), result: null, fixture: null };
  const grower = context.services.grower;
  const sku = parsed.data.sku ?? "";
  const fixture = sku
    ? await grower.ledFixture(sku)
    : ((await grower.ledFixtures()).find((f) => f.ppf !== null) ?? null);
  if (!plannable(fixture)) {
    const message = sku
      ? "Choose a fixture from the list: the supplier gives no light output (PPF) for this one."
      : "Choose a fixture from the list.";
    const errors: FormErrors = { message, fields: { sku: message } };
    return { errors, result: null, fixture };
  }
  const room = roomInput(parsed.data);
  const result = room ? await context.services.growRoom.plan(room, fixture) : null;
  return { errors: null, result, fixture };
}

export async function roomPlannerLoader(request: Request, context: AppLoadContext) {
  const { values } = readToolUrl(request, growRoomFormSchema);
  const [{ errors, result, fixture }, fixtures] = await Promise.all([
    plannedFrom(values, context),
    context.services.grower.ledFixtures(),
  ]);
  const choices = fixtures.filter((f) => f.ppf !== null);
  if (fixture && !choices.some((f) => f.sku === fixture.sku)) choices.unshift(fixture);
  const [linePrices, fixturePrices] = await Promise.all([
    toolPrices(context, result?.lines.map((l) => ({ sku: l.product.sku, quantity: l.quantity })) ?? []),
    toolPrices(
      context,
      choices.map((f) => ({ sku: f.sku, quantity: 1 })),
    ),
  ]);
  return data(
    {
      values,
      fixtureSku: fixture?.sku ?? "",
      fixtures: choices,
      fixturePrices: fixturePrices.unitCents,
      errors,
      result,
      linePrices: linePrices.unitCents,
      atCompanyPrice: linePrices.atCompanyPrice,
      note: result ? roomNote(result, planPath(values)) : null,
      quotePath: result ? planQuotePath(values) : null,
    },
    { status: errors ? 400 : 200, headers: errors ? {} : catalogueHeaders(context, SHARED_CACHE) },
  );
}

export interface PlanQuote {
  /** The plan's lines, priced for the visitor by the server. */
  lines: DisplayLine[];
  /** The room's inputs and the plan's link, the quote's starting notes. */
  note: string;
  planPath: string;
}

function planItems(result: RoomPlanResult) {
  return result.lines.reduce(
    (items, line) => addItem(items, toCartProduct(line.product), line.quantity),
    [] as ReturnType<typeof addItem>,
  );
}

/**
 * The quote page opened by "Add all to quote" (`/quote?from=grow-room&length=…`): the room planned again
 * from its inputs, its lines priced by the server for the visitor; the cart is not read or changed. null
 * when the URL is no plan's; a plan that cannot be made answers its planner page, which says why.
 */
export async function planQuote(request: Request, context: AppLoadContext): Promise<PlanQuote | null> {
  const url = new URL(request.url);
  if (url.searchParams.get(QUOTE_SOURCE_FIELD) !== PLAN_QUOTE_SOURCE) return null;
  const values = searchFields(url);
  const { result } = await plannedFrom(values, context);
  if (!result) throw redirect(planPath(values));
  const items = planItems(result);
  const priced = await context.services.sales.priceLines(
    items.map(({ sku, quantity, name, image }) => ({ sku, quantity, name, image })),
    context.viewer,
  );
  return {
    lines: displayLines(items, priced),
    note: roomNote(result, planPath(values)),
    planPath: planPath(values),
  };
}

/**
 * "Add all to cart" (asked for, beside "Add all to quote") without JavaScript: plans the room again from
 * its inputs (never the browser's quantities), adds every line to the visitor's cart, keeps the room's
 * note for a quote from the cart, and shows the cart.
 */
export async function roomPlannerAction(request: Request, context: AppLoadContext) {
  const fields = await readFields(request);
  if (!fields) return data({ ok: false, message: NOT_A_FORM_MESSAGE }, { status: 415 });
  const { errors, result } = await plannedFrom(fields, context);
  if (errors || !result)
    return data(
      { ok: false, message: errors?.message ?? "Give the room's length and width." },
      { status: 400 },
    );
  const items = planItems(result).reduce(
    (cart, item) => addItem(cart, item, item.quantity),
    await heldCart(request, context),
  );
  const cookies = await keepCart(items, context);
  if (!cookies) return data({ ok: false, message: CART_TOO_LARGE_MESSAGE }, { status: 413 });
  const headers = withCookies(cookies);
  headers.append("Set-Cookie", planNoteCookie(roomNote(result, planPath(fields))));
  return redirect("/cart", { headers });
}
