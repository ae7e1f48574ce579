import { Link, redirect } from "react-router";
import { repeatScheduleSchema, repeatSummary } from "../../core/repeat-orders.ts";
import { z } from "../../core/zod.ts";
import { requireBuyer } from "../features/identity/guards.ts";
import { acceptForm, serviceRefusal } from "../features/forms/form-action.server.ts";
import type { Route } from "./+types/commercial-view-repeat-orders";

export const meta: Route.MetaFunction = () => [
  { title: "Repeat Orders · Commercial Account" },
  { name: "robots", content: "noindex" },
];

export async function loader(args: Route.LoaderArgs) {
  const viewer = requireBuyer(args);
  return { schedules: await args.context.services.account.repeatOrders.list(viewer.companyId) };
}

const createSchema = repeatScheduleSchema.and(z.object({ listId: z.coerce.number().int().positive() }));

/** A list page's "Repeat this list" form: the new schedule's page, or the list page's words on a refusal. */
export async function action(args: Route.ActionArgs) {
  const viewer = requireBuyer(args);
  const form = await acceptForm(args.request, args.context, {
    bucket: "repeat-orders",
    schema: createSchema,
    input: (fields) => fields,
  });
  if (!form.ok) return form.response;
  try {
    const id = await args.context.services.account.repeatOrders.create(viewer, form.data.listId, form.data);
    return redirect(`/commercial-view/repeat-orders/${id}`);
  } catch (error) {
    return serviceRefusal(error, form.values);
  }
}

export default function RepeatOrders({ loaderData }: Route.ComponentProps) {
  const { schedules } = loaderData;
  return (
    <div className="max-w-4xl">
      <h1 className="text-2xl font-bold text-slate-900">Repeat orders</h1>
      <p className="mt-1 text-sm text-slate-600">
        Order lists your company orders again every few weeks. Start one from an{" "}
        <Link to="/commercial-view/lists" className="font-medium text-brand-800 underline">
          order list
        </Link>
        .
      </p>
      {schedules.length === 0 ? (
        <p className="mt-4 text-slate-600">No repeat orders yet.</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {schedules.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
              <Link
                to={`/commercial-view/repeat-orders/${s.id}`}
                className="inline-flex min-h-6 items-center font-medium text-brand-800 underline"
              >
                {s.listName}
              </Link>
              <span className="text-sm text-slate-700">
                {repeatSummary(s)} · by {s.buyerName}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
