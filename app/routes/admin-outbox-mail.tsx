import { data, Link } from "react-router";
import { staffTime } from "../features/back-office/admin-page.tsx";
import { requireStaff } from "../features/identity/guards.ts";
import type { Route } from "./+types/admin-outbox-mail";

/** One mail as its recipient sees it: the HTML part in a sandboxed frame, the text part, its links. */
export async function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  const id = Number(args.params.id);
  const mail = Number.isSafeInteger(id) && id > 0 ? await args.context.services.mail.byId(id) : undefined;
  if (!mail) throw data({ message: "There is no mail with this number in the outbox." }, { status: 404 });
  return { mail };
}

export default function AdminOutboxMail({ loaderData: { mail } }: Route.ComponentProps) {
  return (
    <main>
      <Link to="/admin/outbox" className="text-sm font-medium text-brand-700 underline">
        ← Outbox
      </Link>
      <h1 className="mt-2 text-2xl font-bold text-slate-900">{mail.subject}</h1>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 text-sm text-slate-600">
        <dt className="font-semibold">To</dt>
        <dd className="break-all">{mail.to}</dd>
        <dt className="font-semibold">Queued</dt>
        <dd>{staffTime(mail.createdAt)}</dd>
      </dl>
      {mail.links.length > 0 ? (
        <section aria-labelledby="mail-links" className="mt-4">
          <h2 id="mail-links" className="text-sm font-semibold text-slate-800">
            Links
          </h2>
          <ul className="mt-1 space-y-1 text-sm">
            {mail.links.map((link) => (
              <li key={link} className="break-all">
                <a href={link} className="text-brand-700 underline" rel="noreferrer">
                  {link}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <h2 className="mt-6 text-sm font-semibold text-slate-800">As the recipient sees it</h2>
      {/* No scripts, forms or same-origin access for the mail's HTML: sandbox with nothing allowed. */}
      <iframe
        title={`Mail: ${mail.subject}`}
        sandbox=""
        srcDoc={mail.html}
        className="mt-2 h-[36rem] w-full rounded-lg border border-slate-200 bg-white"
      />
      <details className="mt-6">
        <summary className="cursor-pointer text-sm font-semibold text-slate-800">Text part</summary>
        <pre className="mt-2 overflow-x-auto rounded-lg bg-slate-50 p-4 text-sm whitespace-pre-wrap">
          {mail.text}
        </pre>
      </details>
    </main>
  );
}
