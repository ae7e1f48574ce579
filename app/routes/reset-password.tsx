import { useState } from "react";
import { isNotFound } from "../components/service-refusal.server.ts";
import { data, Form, Link, redirect } from "react-router";
import { pageMeta, publicUrlFrom } from "../components/seo.ts";
import {
  newPasswordProblem,
  PASSWORD_LINK_INVALID_MESSAGE,
  resetPasswordSchema,
} from "../../core/account-forms.ts";
import { AuthCard, FormMessage, NO_STORE } from "../features/identity/auth-card.tsx";
import { NewPasswordFields } from "../features/identity/password-input.tsx";
import { useSubmitting } from "../features/identity/use-submitting.ts";
import { acceptForm } from "../features/forms/form-action.server.ts";
import { primaryButtonClass } from "../features/forms/fields.tsx";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Reset Password",
    description: (shop) => `Choose the password of your ${shop} commercial account.`,
    url: `${publicUrlFrom(matches)}/reset-password`,
    noindex: true,
  });

/**
 * The page carries a one-off token: never stored by any cache. (The site's 'same-origin' referrer policy
 * already keeps it from other sites; 'no-referrer' would make the browser post the form with Origin: null,
 * which React Router refuses.)
 */
export const headers: Route.HeadersFunction = () => NO_STORE;

const TITLES = {
  activate: "Set Your Password",
  invite: "Set Your Password",
  reset: "Reset Password",
} as const;

/** One page for reset, activation and invitation links (the purpose only changes the title). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const token = params.get("token") ?? "";
  const purpose = params.get("purpose");
  const setting = purpose === "activate" || purpose === "invite";
  const title = setting ? TITLES[purpose] : TITLES.reset;
  // The button says what the page does: a first password is set, a forgotten one reset.
  const button = setting
    ? { idle: "Set Password", busy: "Setting..." }
    : { idle: "Reset Password", busy: "Resetting..." };
  return { token, title, button, valid: await context.services.accounts.passwordLinkIsValid(token) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await acceptForm(request, context, {
    bucket: "password-reset",
    schema: resetPasswordSchema,
    input: (fields) => fields,
    shown: ({ token }) => ({ token }),
  });
  if (!form.ok) return form.response;
  try {
    await context.services.accounts.resetPassword(form.data.token, form.data.password);
  } catch (error) {
    if (isNotFound(error)) {
      return data(
        { ok: false as const, message: PASSWORD_LINK_INVALID_MESSAGE, fields: {}, values: {}, expired: true },
        { status: 410 },
      );
    }
    throw error;
  }
  return redirect("/password-success");
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const [problem, setProblem] = useState<ReturnType<typeof newPasswordProblem>>(null);
  const [submitting, setSubmitting] = useSubmitting();
  const expired = !loaderData.valid || (actionData && "expired" in actionData);
  if (expired) {
    return (
      <AuthCard title={loaderData.title}>
        <FormMessage tone="error">{PASSWORD_LINK_INVALID_MESSAGE}</FormMessage>
        <Link to="/email-validation?mode=reset" className={`${primaryButtonClass} w-full`}>
          Ask for a new link
        </Link>
      </AuthCard>
    );
  }
  const fields = problem ? { [problem.field]: problem.message } : (actionData?.fields ?? {});
  const message = problem?.message ?? actionData?.message;
  return (
    <AuthCard title={loaderData.title} lead="Choose a new password for your commercial account.">
      {message ? <FormMessage tone="error">{message}</FormMessage> : null}
      <Form
        method="post"
        reloadDocument
        noValidate
        aria-label={loaderData.title}
        className="space-y-4"
        onSubmit={(event) => {
          const form = new FormData(event.currentTarget);
          const found = newPasswordProblem(
            String(form.get("password") ?? ""),
            String(form.get("confirmPassword") ?? ""),
          );
          setProblem(found);
          if (found) event.preventDefault();
          else setSubmitting(true);
        }}
        onInput={() => setProblem(null)}
      >
        <input type="hidden" name="token" value={loaderData.token} />
        <NewPasswordFields errors={fields} alerted={message} />
        <button type="submit" className={`${primaryButtonClass} w-full`} disabled={submitting}>
          {submitting ? loaderData.button.busy : loaderData.button.idle}
        </button>
      </Form>
    </AuthCard>
  );
}
