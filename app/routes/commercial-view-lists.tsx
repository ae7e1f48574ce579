import { data, Form, Link, redirect, useActionData } from "react-router";
import { orderListsFormSchema } from "../../core/order-lists.ts";
import { requireBuyer } from "../features/identity/guards.ts";
import {
  FormBanner,
  primaryButtonClass,
  secondaryButtonClass,
  TextField,
} from "../features/forms/fields.tsx";
import { acceptForm, serviceRefusal } from "../features/forms/form-action.server.ts";
import type { FormResult } from "../features/forms/form-result.ts";
import type { Route } from "./+types/commercial-view-lists";

export const meta: Route.MetaFunction = () => [
  { title: "Order Lists · Commercial Account" },
  { name: "robots", content: "noindex" },
];

/**
 * The company's lists; with `?add=SKU` (a product page's link), `?from=NUMBER` (a past quote or order) or
 * `?cart=1`, a button per list to add it.
 */
export async function loader(args: Route.LoaderArgs) {
  const viewer = requireBuyer(args);
  const lists = await args.context.services.account.orderLists.lists(viewer);
  const add = (args.url.searchParams.get("add") ?? "").trim().slice(0, 100);
  const from = (args.url.searchParams.get("from") ?? "").trim().slice(0, 40);
  return { lists, add, from, cart: args.url.searchParams.get("cart") === "1" };
}

/** Creates a list (then opens it), or adds a product or the viewer's cart to a chosen list. */
export async function action(args: Route.ActionArgs) {
  const viewer = requireBuyer(args);
  const form = await acceptForm(args.request, args.context, {
    bucket: "order-lists",
    schema: orderListsFormSchema,
    input: (fields) => fields,
  });
  if (!form.ok) return form.response;
  const { orderLists, cart } = args.context.services.account;
  const request = form.data;
  try {
    if (request.intent === "create") {
      const id = await orderLists.create(viewer, request.name);
      return redirect(`/commercial-view/lists/${id}`);
    }
    if (request.intent === "add") {
      await orderLists.addProduct(viewer, request.listId, request.sku, request.quantity);
    } else if (request.intent === "add-document") {
      await orderLists.addDocument(viewer, request.listId, request.number);
    } else {
      const items = await cart.read(viewer.userId);
      await orderLists.addLines(
        viewer,
        request.listId,
        items.map((i) => ({ sku: i.id, quantity: i.quantity })),
      );
    }
  } catch (error) {
    return serviceRefusal(error, form.values);
  }
  return data({
    ok: true,
    message:
      request.intent === "add"
        ? `${request.sku} added to the list.`
        : request.intent === "add-document"
          ? `The lines of ${request.number} were added to the list.`
          : "Your cart was added to the list.",
  } satisfies FormResult);
}

export default function OrderLists({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const { lists, add, from, cart } = loaderData;
  const refused = result && !result.ok ? result : null;
  return (
    <div className="max-w-4xl">
      <h1 className="text-2xl font-bold text-slate-900">Order Lists</h1>
      <p className="mt-1 text-sm text-slate-600">
        Lists your whole company shares: what each room or site reorders. Order a list at today&apos;s prices.
      </p>
      {result ? (
        <div className="mt-4">
          <FormBanner tone={result.ok ? "success" : "error"}>{result.message}</FormBanner>
        </div>
      ) : null}
      {add ? (
        <p className="mt-4 rounded-md bg-brand-50 px-4 py-3 text-sm text-brand-900">
          Choose a list to add <span className="font-mono font-semibold">{add}</span> to.
        </p>
      ) : from ? (
        <p className="mt-4 rounded-md bg-brand-50 px-4 py-3 text-sm text-brand-900">
          Choose a list to add the lines of <span className="font-mono font-semibold">{from}</span> to.
        </p>
      ) : cart ? (
        <p className="mt-4 rounded-md bg-brand-50 px-4 py-3 text-sm text-brand-900">
          Choose a list to add your cart to.
        </p>
      ) : null}
      {lists.length === 0 ? (
        <p className="mt-4 text-slate-600">Your company has no order lists yet.</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {lists.map((list) => (
            <li key={list.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <div>
                <Link
                  to={`/commercial-view/lists/${list.id}`}
                  className="font-medium text-brand-800 underline"
                >
                  {list.name}
                </Link>
                <p className="text-sm text-slate-600">
                  {list.lineCount} {list.lineCount === 1 ? "line" : "lines"}
                  {list.locked ? " · locked" : ""}
                </p>
              </div>
              {add || from || cart ? (
                <Form method="post">
                  <input type="hidden" name="listId" value={list.id} />
                  {from && !add ? <input type="hidden" name="number" value={from} /> : null}
                  {add ? (
                    <>
                      <input type="hidden" name="sku" value={add} />
                      <input type="hidden" name="quantity" value="1" />
                    </>
                  ) : null}
                  <button
                    type="submit"
                    name="intent"
                    value={add ? "add" : from ? "add-document" : "add-cart"}
                    className={secondaryButtonClass}
                  >
                    Add to {list.name}
                  </button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <section
        aria-labelledby="new-list-heading"
        className="mt-8 rounded-lg border border-slate-200 bg-white p-5"
      >
        <h2 id="new-list-heading" className="text-lg font-semibold text-slate-900">
          New list
        </h2>
        <Form
          method="post"
          noValidate
          aria-label="New list"
          className="mt-3 grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end"
        >
          <TextField
            id="name"
            label="List name"
            required
            maxLength={80}
            defaultValue={refused?.values.name}
            error={refused?.fields.name}
          />
          <button type="submit" name="intent" value="create" className={primaryButtonClass}>
            Create list
          </button>
        </Form>
      </section>
    </div>
  );
}
