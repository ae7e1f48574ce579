import type { ReactNode } from "react";

/** The sign-in and password screens' centred card: a title, an optional lead and the form. */
export function AuthCard({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className="flex justify-center bg-slate-50 px-4 py-10 sm:py-16">
      <section
        aria-labelledby="auth-title"
        className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
      >
        <h1 id="auth-title" className="text-2xl font-bold text-slate-900">
          {title}
        </h1>
        {lead ? <p className="mt-2 text-sm text-slate-600">{lead}</p> : null}
        <div className="mt-6">{children}</div>
      </section>
    </main>
  );
}

/** A form-wide message: an error (role alert) or a confirmation (role status). */
export function FormMessage({ tone, children }: { tone: "error" | "success"; children: ReactNode }) {
  return tone === "error" ? (
    <p
      role="alert"
      className="mb-4 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
    >
      {children}
    </p>
  ) : (
    <p
      role="status"
      className="mb-4 rounded-md border border-brand-200 bg-brand-50 px-3 py-2 text-sm text-brand-900"
    >
      {children}
    </p>
  );
}

/** The no-store answer for pages whose content depends on who asks or on a one-off token. */
export const NO_STORE = { "Cache-Control": "private, no-store" };
