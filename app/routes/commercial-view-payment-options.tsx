import { data, Form, Link, useSearchParams } from "react-router";
import {
  CARD_ADDED_MESSAGE,
  CARD_DELETED_MESSAGE,
  CARD_PRIMARY_MESSAGE,
  CARD_UPDATED_MESSAGE,
  expiryText,
  paymentCardSchema,
  type SavedCard,
} from "../../core/payment-cards.ts";
import { AddCardForm, EditCardForm, type Refusal } from "../features/account-area/card-forms.tsx";
import { NO_STORE } from "../features/accounts/auth-card.tsx";
import { requireBuyer } from "../features/accounts/guards.ts";
import { FormBanner, primaryButtonClass, secondaryButtonClass } from "../features/forms/fields.tsx";
import { acceptForm, serviceRefusal } from "../features/forms/form-action.server.ts";
import type { FormResult } from "../features/forms/form-result.ts";
import type { Route } from "./+types/commercial-view-payment-options";

export const meta: Route.MetaFunction = () => [
  { title: "Payment Options · Commercial Account" },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = () => NO_STORE;

export async function loader(args: Route.LoaderArgs) {
  const viewer = requireBuyer(args);
  return { cards: await args.context.services.account.cards.list(viewer.userId) };
}

const MESSAGES = {
  add: CARD_ADDED_MESSAGE,
  edit: CARD_UPDATED_MESSAGE,
  delete: CARD_DELETED_MESSAGE,
  primary: CARD_PRIMARY_MESSAGE,
};

export async function action(args: Route.ActionArgs) {
  const viewer = requireBuyer(args);
  const form = await acceptForm(args.request, args.context, {
    bucket: "payment-cards",
    schema: paymentCardSchema,
    input: (fields) => fields,
    // The card number is never sent back to the page.
    shown: ({ cardNumber: _, ...rest }) => rest,
  });
  if (!form.ok) return form.response;
  const { cards } = args.context.services.account;
  const request = form.data;
  try {
    if (request.intent === "add") {
      const { intent: _, ...card } = request;
      await cards.add(viewer.userId, card);
    } else if (request.intent === "edit") {
      await cards.updateExpiry(viewer.userId, request.id, request.expiryDate);
    } else if (request.intent === "delete") {
      await cards.remove(viewer.userId, request.id);
    } else {
      await cards.makePrimary(viewer.userId, request.id);
    }
  } catch (error) {
    const { cardNumber: _, ...values } = form.values;
    return serviceRefusal(error, values);
  }
  return data({ ok: true, message: MESSAGES[request.intent] } satisfies FormResult);
}

const cardLabel = (card: SavedCard) => `${card.brand} ending in ${card.last4}`;

function CardRow({ card, editing, refused }: { card: SavedCard; editing: boolean; refused: Refusal | null }) {
  const label = cardLabel(card);
  return (
    <li className="px-4 py-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium text-slate-900">
            {label}{" "}
            {card.isPrimary ? (
              <span className="ml-1 rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
                Primary
              </span>
            ) : null}
          </p>
          <p className="text-sm text-slate-600">
            {card.holderName} · Expires {expiryText(card)}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {card.isPrimary ? null : (
            <Form method="post" action="?">
              <input type="hidden" name="id" value={card.id} />
              <button type="submit" name="intent" value="primary" className={secondaryButtonClass}>
                Make Primary<span className="sr-only">: {label}</span>
              </button>
            </Form>
          )}
          <Link to={`?edit=${card.id}`} className={secondaryButtonClass}>
            Edit<span className="sr-only"> {label}</span>
          </Link>
          <Form method="post" action="?">
            <input type="hidden" name="id" value={card.id} />
            <button type="submit" name="intent" value="delete" className={secondaryButtonClass}>
              Delete<span className="sr-only"> {label}</span>
            </button>
          </Form>
        </div>
      </div>
      {editing ? (
        <EditCardForm id={card.id} label={label} expiry={expiryText(card)} refused={refused} />
      ) : null}
    </li>
  );
}

export default function PaymentOptions({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const refused = actionData && !actionData.ok ? actionData : null;
  const posted = refused?.values.intent;
  const adding = params.get("add") === "1" || posted === "add";
  const editingId = params.get("edit") ?? (posted === "edit" ? refused?.values.id : null);
  const { cards } = loaderData;
  return (
    <div className="max-w-4xl">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Payment Options</h1>
        {adding ? null : (
          <Link to="?add=1" className={primaryButtonClass}>
            Add New
          </Link>
        )}
      </div>
      {actionData ? (
        <div className="mt-4">
          <FormBanner tone={actionData.ok ? "success" : "error"}>{actionData.message}</FormBanner>
        </div>
      ) : null}
      {adding ? <AddCardForm refused={posted === "add" ? refused : null} /> : null}
      <section aria-labelledby="cards-heading" className="mt-6">
        <h2 id="cards-heading" className="text-lg font-semibold text-slate-900">
          Payment Methods
        </h2>
        {cards.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">No saved cards yet.</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
            {cards.map((card) => (
              <CardRow
                key={card.id}
                card={card}
                editing={editingId === card.id}
                refused={posted === "edit" ? refused : null}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
