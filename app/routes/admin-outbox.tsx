import { Link } from "react-router";
import { staffTime } from "../features/back-office/admin-page.tsx";
import { requireStaff } from "../features/identity/guards.ts";
import type { Route } from "./+types/admin-outbox";

const STATE = { pending: "In the outbox", sent: "Sent", failed: "Failed" } as const;

/** Every outbound mail, newest first (the latest 100), so staff can read what customers were sent. */
export async function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  const mails = await args.context.services.mail.latest({ limit: 100 });
  return {
    mails: mails.map(({ id, to, subject, status, createdAt }) => ({ id, to, subject, status, createdAt })),
  };
}

export default function AdminOutbox({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <h1 className="text-2xl font-bold text-slate-900">Outbox</h1>
      <p className="mt-1 text-sm text-slate-600">
        The latest 100 mails the shop sent or is sending, newest first.
      </p>
      {loaderData.mails.length === 0 ? (
        <p className="mt-6 text-slate-600">No mail yet.</p>
      ) : (
        <div className="mt-6 overflow-x-auto rounded-lg border border-slate-200">
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-50 text-slate-600">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  When (PT)
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  To
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Subject
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  State
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {loaderData.mails.map((mail) => (
                <tr key={mail.id}>
                  <td className="px-3 py-2 whitespace-nowrap text-slate-600">{staffTime(mail.createdAt)}</td>
                  <td className="px-3 py-2 break-all">{mail.to}</td>
                  <td className="px-3 py-2">
                    <Link to={`/admin/outbox/${mail.id}`} className="font-medium text-brand-700 underline">
                      {mail.subject}
                    </Link>
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">{STATE[mail.status]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </main>
  );
}
