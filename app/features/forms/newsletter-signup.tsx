import { useState } from "react";
import { NEWSLETTER_INVALID_MESSAGE } from "../../../core/form-messages.ts";
import { inputClass, primaryButtonClass } from "./fields.tsx";
import { NETWORK_ERROR_MESSAGE, postJson } from "./post-json.ts";

type Status = { kind: "idle" | "sending" } | { kind: "success" | "error"; message: string };

/** Spec §4 'Newsletter': idle, sending, success (input cleared) or error, with §8's messages. */
export function NewsletterSignup() {
  const [email, setEmail] = useState("");
  const [status, setStatus] = useState<Status>({ kind: "idle" });

  async function subscribe() {
    if (!email.trim() || !email.includes("@")) {
      setStatus({ kind: "error", message: NEWSLETTER_INVALID_MESSAGE });
      return;
    }
    setStatus({ kind: "sending" });
    const result = await postJson<{ message: string }>("/api/contact/newsletter", { email: email.trim() });
    if (result.ok) {
      setEmail("");
      setStatus({ kind: "success", message: result.data.message });
    } else if (result.kind === "network") {
      setStatus({ kind: "error", message: NETWORK_ERROR_MESSAGE });
    } else {
      setStatus({ kind: "error", message: result.message ?? "Something went wrong. Please try again." });
    }
  }

  return (
    <section aria-labelledby="newsletter-heading" className="bg-brand-800 px-4 py-12 text-white">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="newsletter-heading" className="text-2xl font-bold">
          Stay in the grow loop
        </h2>
        <p className="mt-2 text-brand-100">
          New equipment, rebate programs and commercial promotions, once a month.
        </p>
        <form
          noValidate
          className="mt-6 flex flex-col gap-3 sm:flex-row"
          onSubmit={(e) => {
            e.preventDefault();
            void subscribe();
          }}
        >
          <label htmlFor="newsletter-email" className="sr-only">
            Email address
          </label>
          <input
            id="newsletter-email"
            type="email"
            autoComplete="email"
            placeholder="Enter your email"
            value={email}
            disabled={status.kind === "sending"}
            onChange={(e) => {
              setEmail(e.target.value);
              if (status.kind === "error") setStatus({ kind: "idle" });
            }}
            className={`${inputClass} mt-0 flex-1 text-slate-900`}
          />
          <button
            type="submit"
            disabled={status.kind === "sending"}
            className={`${primaryButtonClass} bg-orange-700 hover:bg-orange-800`}
          >
            {status.kind === "sending" ? "Subscribing..." : "Subscribe"}
          </button>
        </form>
        {status.kind === "success" || status.kind === "error" ? (
          <p
            role={status.kind === "error" ? "alert" : "status"}
            className={`mt-3 text-sm ${status.kind === "error" ? "text-red-200" : "text-brand-100"}`}
          >
            {status.message}
          </p>
        ) : null}
      </div>
    </section>
  );
}
