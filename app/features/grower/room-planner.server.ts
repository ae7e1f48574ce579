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
import { plannable, roomNote } from "../../../core/grower/room-plan.ts";

function planPath(values: Record<string, string>): string {
  const query = new URLSearchParams();
  for (const name of ROOM_FIELDS) if (values[name]) query.set(name, values[name]);
  return `/tools/grow-room?${query.toString()}`;
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
  return data(
    {
      values,
      fixtureSku: fixture?.sku ?? "",
      fixtures: choices,
      errors,
      result,
      note: result ? roomNote(result, planPath(values)) : null,
    },
    {
      status: errors ? 400 : 200,
      headers: errors ? {} : { "Cache-Control": "public, max-age=0, s-maxage=60" },
    },
  );
}

/**
 * "Add all to quote" without JavaScript: plans the room again from its inputs (never the browser's
 * quantities), adds every line to the cookie's cart, keeps the room's note for the quote, and shows the cart.
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
  let items = await heldCart(request, context);
  for (const line of result.lines) items = addItem(items, toCartProduct(line.product), line.quantity);
  const cookies = await keepCart(items, context);
  if (!cookies) return data({ ok: false, message: CART_TOO_LARGE_MESSAGE }, { status: 413 });
  const headers = withCookies(cookies);
  headers.append("Set-Cookie", planNoteCookie(roomNote(result, planPath(fields))));
  return redirect("/cart", { headers });
}
