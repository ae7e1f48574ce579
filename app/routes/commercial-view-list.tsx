import { data, Form, Link, redirect, useActionData } from "react-router";
import { formatMoney } from "../../core/money.ts";
import { ORDER_LIST_NOTE_MAX, ORDER_LIST_QUANTITY_MAX, orderListFormSchema } from "../../core/order-lists.ts";
import { addDays, dayOf, REPEAT_NOTICE_DAYS_DEFAULT } from "../../core/repeat-orders.ts";
import { orNotFound } from "../components/service-refusal.server.ts";
import { requireBuyer } from "../features/identity/guards.ts";
import { RepeatScheduleFields } from "../features/shopping/repeat-schedule-fields.tsx";
import {
  FormBanner,
  primaryButtonClass,
  secondaryButtonClass,
  TextField,
} from "../features/forms/fields.tsx";
import {
  acceptFields,
  readForm,
  refusedNotAForm,
  serviceRefusal,
} from "../features/forms/form-action.server.ts";
import type { FormResult } from "../features/forms/form-result.ts";
import type { Route } from "./+types/commercial-view-list";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.list.name ?? "Order list"} · Order Lists` },
  { name: "robots", content: "noindex" },
];

const listId = (param: string) => (/^\d{1,15}$/.test(param) ? Number(param) : 0);

export async function loader(args: Route.LoaderArgs) {
  const viewer = requireBuyer(args);
  const list = await orNotFound(
    args.context.services.account.orderLists.list(viewer, listId(args.params.id)),
    "No such order list.",
  );
  const tomorrow = addDays(dayOf(args.context.services.clock.now()), 1);
  return { list, isAdmin: viewer.companyRole === "admin", tomorrow };
}

const INPUT = "h-11 rounded-md border border-slate-300 px-2 text-sm text-slate-900";

/** Every form of the list's page; the chosen lines come as repeated `skus` fields. */
export async function action(args: Route.ActionArgs) {
  const viewer = requireBuyer(args);
  const form = await readForm(args.request);
  if (!form) return refusedNotAForm();
  const values: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string" && name !== "skus") values[name] ??= value;
  const skus = form.getAll("skus").filter((v): v is string => typeof v === "string");
  const accepted = await acceptFields(values, args.context, {
    bucket: "order-lists",
    schema: orderListFormSchema,
    input: (fields) => ({ ...fields, skus }),
  });
  if (!accepted.ok) return accepted.response;
  const lists = args.context.services.account.orderLists;
  const id = listId(args.params.id);
  const request = accepted.data;
  try {
    switch (request.intent) {
      case "rename":
        await lists.rename(viewer, id, request.name);
        return data({ ok: true, message: "List renamed." } satisfies FormResult);
      case "duplicate":
        return redirect(`/commercial-view/lists/${await lists.duplicate(viewer, id, request.name)}`);
      case "lock":
        await lists.setLocked(viewer, id, request.locked);
        return data({
          ok: true,
          message: request.locked ? "List locked." : "List unlocked.",
        } satisfies FormResult);
      case "delete":
        await lists.remove(viewer, id);
        return redirect("/commercial-view/lists");
      case "line":
        await lists.setLine(viewer, id, request.sku, request.quantity, request.note);
        return data({ ok: true, message: `${request.sku} saved.` } satisfies FormResult);
      case "remove":
        await lists.removeLine(viewer, id, request.sku);
        return data({ ok: true, message: `${request.sku} removed from the list.` } satisfies FormResult);
      case "add":
        await lists.addProduct(viewer, id, request.sku, request.quantity);
        return data({ ok: true, message: `${request.sku} added to the list.` } satisfies FormResult);
      case "to-cart": {
        const { added, notSold } = await lists.toCart(viewer, id, request.all ? "all" : request.skus);
        const gone = notSold.length > 0 ? ` No longer sold, left out: ${notSold.join(", ")}.` : "";
        return data({
          ok: true,
          message: `${added} ${added === 1 ? "line" : "lines"} added to your cart at today's prices.${gone}`,
        } satisfies FormResult);
      }
    }
  } catch (error) {
    return serviceRefusal(error, accepted.values);
  }
}

export default function OrderList({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const { list, isAdmin, tomorrow } = loaderData;
  return (
    <div className="max-w-5xl">
      <p className="text-sm">
        <Link to="/commercial-view/lists" className="font-medium text-brand-800 underline">
          ← Order Lists
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-slate-900">{list.name}</h1>
      <p className="mt-1 text-sm text-slate-600">
        {list.lines.length} {list.lines.length === 1 ? "line" : "lines"}
        {list.locked ? " · locked by an admin" : ""} ·{" "}
        <a href={`/commercial-view/lists/${list.id}/csv`} className="font-medium text-brand-800 underline">
          Export CSV
        </a>
      </p>
      {result ? (
        <div className="mt-4">
          <FormBanner tone={result.ok ? "success" : "error"}>{result.message}</FormBanner>
        </div>
      ) : null}

      {list.lines.length === 0 ? (
        <p className="mt-4 text-slate-600">
          This list is empty. Add products by SKU below, or from a product page.
        </p>
      ) : (
        <Form method="post" id="to-cart" className="mt-4">
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
            {list.lines.map((line) => (
              <li
                key={line.sku}
                className="flex flex-wrap items-center gap-3 px-4 py-3"
                data-testid="list-line"
              >
                <input
                  type="checkbox"
                  name="skus"
                  value={line.sku}
                  id={`pick-${line.sku}`}
                  className="size-5"
                  aria-label={`Choose ${line.name}`}
                />
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-slate-900">{line.name}</p>
                  <p className="text-sm text-slate-600">
                    <span className="font-mono">{line.sku}</span> ·{" "}
                    {line.available
                      ? line.unitPriceCents === null
                        ? "Price on request"
                        : `${formatMoney(line.unitPriceCents)} each today`
                      : "No longer sold"}
                    {line.note ? ` · ${line.note}` : ""}
                  </p>
                </div>
                <span className="text-sm text-slate-700">Qty {line.quantity}</span>
              </li>
            ))}
          </ul>
          <div className="mt-3 flex flex-wrap gap-2">
            <input type="hidden" name="intent" value="to-cart" />
            <button type="submit" className={secondaryButtonClass}>
              Add chosen lines to cart
            </button>
            <button type="submit" name="all" value="true" className={primaryButtonClass}>
              Add whole list to cart
            </button>
          </div>
        </Form>
      )}

      {list.mayEdit ? (
        <section aria-labelledby="edit-heading" className="mt-8 space-y-6">
          <h2 id="edit-heading" className="text-lg font-semibold text-slate-900">
            Edit the list
          </h2>
          {list.lines.map((line) => (
            <Form
              key={line.sku}
              method="post"
              className="flex flex-wrap items-end gap-2"
              aria-label={`Line ${line.sku}`}
            >
              <input type="hidden" name="sku" value={line.sku} />
              <span className="w-40 font-mono text-sm">{line.sku}</span>
              <label className="grid text-sm text-slate-800">
                Quantity
                <input
                  name="quantity"
                  type="number"
                  min={1}
                  max={ORDER_LIST_QUANTITY_MAX}
                  defaultValue={line.quantity}
                  className={`${INPUT} w-24`}
                />
              </label>
              <label className="grid text-sm text-slate-800">
                Note
                <input
                  name="note"
                  maxLength={ORDER_LIST_NOTE_MAX}
                  defaultValue={line.note}
                  className={INPUT}
                />
              </label>
              <button type="submit" name="intent" value="line" className={secondaryButtonClass}>
                Save<span className="sr-only"> {line.sku}</span>
              </button>
              <button type="submit" name="intent" value="remove" className={secondaryButtonClass}>
                Remove<span className="sr-only"> {line.sku}</span>
              </button>
            </Form>
          ))}
          <Form method="post" className="flex flex-wrap items-end gap-2" aria-label="Add a product">
            <TextField id="add-sku" name="sku" label="SKU" required maxLength={100} />
            <label className="grid text-sm text-slate-800">
              Quantity
              <input
                name="quantity"
                type="number"
                min={1}
                max={ORDER_LIST_QUANTITY_MAX}
                defaultValue={1}
                className={`${INPUT} w-24`}
              />
            </label>
            <button type="submit" name="intent" value="add" className={primaryButtonClass}>
              Add to list
            </button>
          </Form>
          <Form method="post" className="flex flex-wrap items-end gap-2" aria-label="Rename the list">
            <TextField
              id="rename"
              name="name"
              label="Name"
              required
              maxLength={80}
              defaultValue={list.name}
            />
            <button type="submit" name="intent" value="rename" className={secondaryButtonClass}>
              Rename
            </button>
          </Form>
        </section>
      ) : null}
      <section aria-labelledby="repeat-heading" className="mt-8">
        <h2 id="repeat-heading" className="text-lg font-semibold text-slate-900">
          Repeat this list
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Order the list again every few weeks: before each run you are mailed the order at that day&apos;s
          prices to confirm.{" "}
          <Link to="/commercial-view/repeat-orders" className="font-medium text-brand-800 underline">
            Your company&apos;s repeat orders
          </Link>
        </p>
        <Form
          method="post"
          action="/commercial-view/repeat-orders"
          className="mt-3 flex flex-wrap items-end gap-3"
          aria-label="Repeat this list"
        >
          <input type="hidden" name="listId" value={list.id} />
          <RepeatScheduleFields
            runLabel="First run"
            values={{
              everyWeeks: 2,
              runOn: tomorrow,
              earliest: tomorrow,
              noticeDays: REPEAT_NOTICE_DAYS_DEFAULT,
              autoPlace: false,
              payOnAccount: false,
            }}
          />
          <button type="submit" className={primaryButtonClass}>
            Repeat this list
          </button>
        </Form>
      </section>
      <section aria-labelledby="more-heading" className="mt-8 space-y-4">
        <h2 id="more-heading" className="text-lg font-semibold text-slate-900">
          More
        </h2>
        <Form method="post" className="flex flex-wrap items-end gap-2" aria-label="Duplicate the list">
          <TextField
            id="copy-name"
            name="name"
            label="Name of the copy"
            required
            maxLength={80}
            defaultValue={`${list.name} (copy)`.slice(0, 80)}
          />
          <button type="submit" name="intent" value="duplicate" className={secondaryButtonClass}>
            Duplicate
          </button>
        </Form>
        <div className="flex flex-wrap gap-2">
          {isAdmin ? (
            <Form method="post">
              <input type="hidden" name="locked" value={list.locked ? "false" : "true"} />
              <button type="submit" name="intent" value="lock" className={secondaryButtonClass}>
                {list.locked ? "Unlock the list" : "Lock the list"}
              </button>
            </Form>
          ) : null}
          {list.mayEdit ? (
            <Form method="post">
              <button type="submit" name="intent" value="delete" className={secondaryButtonClass}>
                Delete the list
              </button>
            </Form>
          ) : null}
        </div>
      </section>
    </div>
  );
}
