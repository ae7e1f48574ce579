import { useEffect, useRef } from "react";
import type { FormResult } from "./form-result.ts";
import { inputClass, primaryButtonClass } from "./fields.tsx";
import { HoneypotField } from "./honeypot-field.tsx";
import { useFormAction } from "./use-form-action.ts";

/**
 * 'Newsletter': idle, sending, success (input cleared) or error, with the messages. It posts to
 * the home page's action, which validates: the home page ships no zod (ADR 0036, ADR 0067).
 */
export function NewsletterSignup() {
  const { Form, result, values, submitting, onInput } = useFormAction<FormResult>();
  const form = useRef<HTMLFormElement>(null);
  const subscribed = result?.ok === true;
  useEffect(() => {
    if (subscribed) form.current?.reset();
  }, [subscribed, result]);

  return (
    <section
      id="newsletter"
      aria-labelledby="newsletter-heading"
      className="bg-brand-800 px-4 py-12 text-white"
    >
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="newsletter-heading" className="text-2xl font-bold">
          Stay in the grow loop
        </h2>
        <p className="mt-2 text-brand-100">
          New equipment, rebate programs and commercial promotions, once a month.
        </p>
        <Form
          ref={form}
          method="post"
          action="/?index"
          noValidate
          className="relative mt-6 flex flex-col gap-3 sm:flex-row"
          onInput={onInput}
        >
          <label htmlFor="newsletter-email" className="sr-only">
            Email address
          </label>
          <input
            id="newsletter-email"
            name="email"
            type="email"
            autoComplete="email"
            placeholder="Enter your email"
            defaultValue={values.email}
            disabled={submitting}
            aria-invalid={result && !result.ok ? true : undefined}
            aria-describedby={result ? "newsletter-message" : undefined}
            className={`${inputClass} mt-0 flex-1 text-slate-900`}
          />
          <HoneypotField defaultValue={values.website} />
          <button
            type="submit"
            disabled={submitting}
            className={`${primaryButtonClass} bg-orange-700 hover:bg-orange-800`}
          >
            {submitting ? "Subscribing..." : "Subscribe"}
          </button>
        </Form>
        {result ? (
          <p
            id="newsletter-message"
            role={result.ok ? "status" : "alert"}
            className={`mt-3 text-sm ${result.ok ? "text-brand-100" : "text-red-200"}`}
          >
            {result.message}
          </p>
        ) : null}
      </div>
    </section>
  );
}
