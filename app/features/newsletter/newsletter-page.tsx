import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { primaryButtonClass } from "../forms/fields.tsx";

/** The frame of the confirm and unsubscribe pages: a heading, a message, and an optional button. */
export function NewsletterPage({
  heading,
  children,
  button,
  token,
}: {
  heading: string;
  children: ReactNode;
  /** When set, a POST form with this label (the step a link only offers, never takes on GET). */
  button?: string;
  token: string;
}) {
  return (
    <main className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold text-brand-800">{heading}</h1>
      <div className="mt-3 text-slate-600">{children}</div>
      {button ? (
        <Form method="post" className="mt-6">
          <input type="hidden" name="token" value={token} />
          <button type="submit" className={primaryButtonClass}>
            {button}
          </button>
        </Form>
      ) : (
        <Link to="/" className={`mt-6 ${primaryButtonClass}`}>
          Back to Home
        </Link>
      )}
    </main>
  );
}
