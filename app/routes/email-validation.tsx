import { useState } from "react";
import { data, Form, Link } from "react-router";
import { pageMeta, publicUrlFrom } from "../components/seo.ts";
import {
  EMAIL_INVALID_MESSAGE,
  emailValidationSchema,
  RESET_SENT_MESSAGE,
} from "../../core/account-forms.ts";
import { AuthCard, FormMessage, NO_STORE } from "../features/identity/auth-card.tsx";
import { useSubmitting } from "../features/identity/use-submitting.ts";
import { acceptForm } from "../features/forms/form-action.server.ts";
import { primaryButtonClass, TextField } from "../features/forms/fields.tsx";
import type { Route } from "./+types/email-validation";

const isResetMode = (url: string) => new URL(url).searchParams.get("mode") === "reset";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, {
    title:
      new URLSearchParams(location.search).get("mode") === "reset"
        ? "Reset Your Password"
        : "Verify Your Email",
    description: (shop) => `Get a link to set the password of your ${shop} commercial account.`,
    url: `${publicUrlFrom(matches)}/email-validation`,
    noindex: true,
  });

export const headers: Route.HeadersFunction = () => NO_STORE;

export function loader({ request }: Route.LoaderArgs) {
  return { reset: isResetMode(request.url) };
}

/**
 * Mails a link to set a new password (reset mode) or to finish setting one up (verify mode: an account
 * whose activation link was lost or expired). The answer is the same whether or not the address has an
 * account, and the form is rate-limited per address of the sender.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await acceptForm(request, context, {
    bucket: "password-link",
    schema: emailValidationSchema,
    input: (fields) => fields,
  });
  if (!form.ok) return form.response;
  await context.services.accounts.queuePasswordReset(form.data.email);
  return data({ ok: true as const, message: RESET_SENT_MESSAGE });
}

export default function EmailValidation({ loaderData, actionData }: Route.ComponentProps) {
  const [invalid, setInvalid] = useState(false);
  const [submitting, setSubmitting] = useSubmitting();
  const refusal = actionData && !actionData.ok ? actionData : undefined;
  const sent = actionData?.ok === true;
  const message = invalid ? EMAIL_INVALID_MESSAGE : refusal?.message;
  return (
    <AuthCard
      title={loaderData.reset ? "Reset Your Password" : "Verify Your Email"}
      lead={
        loaderData.reset
          ? "Enter the email address of your account and we will send you a link to choose a new password."
          : "Enter the email address of your account and we will send you a link to set your password."
      }
    >
      {sent ? <FormMessage tone="success">{actionData.message}</FormMessage> : null}
      {message ? <FormMessage tone="error">{message}</FormMessage> : null}
      <Form
        method="post"
        reloadDocument
        noValidate
        aria-label={loaderData.reset ? "Reset your password" : "Verify your email"}
        className="space-y-4"
        onSubmit={(event) => {
          const email = String(new FormData(event.currentTarget).get("email") ?? "");
          const bad = !emailValidationSchema.safeParse({ email }).success;
          setInvalid(bad);
          if (bad) event.preventDefault();
          else setSubmitting(true);
        }}
        onInput={() => setInvalid(false)}
      >
        <TextField
          id="email"
          label="Email"
          type="email"
          autoComplete="email"
          defaultValue={refusal?.values.email ?? ""}
        />
        <button type="submit" className={`${primaryButtonClass} w-full`} disabled={submitting}>
          {submitting ? "Verifing..." : "Verify Email"}
        </button>
      </Form>
      <p className="mt-6 text-center text-sm text-slate-600">
        Remembered it?{" "}
        <Link to="/login" className="font-semibold text-brand-700 underline">
          Sign in
        </Link>
      </p>
    </AuthCard>
  );
}
