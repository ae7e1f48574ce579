import { data, Form, Link, useActionData } from "react-router";
import { PASSWORD_HINT } from "../../core/account-forms.ts";
import {
  COMPANY_ROLE_LABELS,
  INVITATION_INVALID_MESSAGE,
  JOINED_MESSAGE,
  joinSchema,
} from "../../core/company-invitation.ts";
import { FormBanner, primaryButtonClass, TextField } from "../features/forms/fields.tsx";
import { acceptForm, serviceRefusal } from "../features/forms/form-action.server.ts";
import type { FormResult } from "../features/forms/form-result.ts";
import type { Route } from "./+types/join";

const NO_STORE = { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" };

export const meta: Route.MetaFunction = () => [
  { title: "Join your company · Canopy" },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = () => NO_STORE;

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const invitation = await context.services.commercial.members.invitation(token);
  return data({ token, invitation }, { headers: NO_STORE });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await acceptForm(request, context, {
    bucket: "join",
    schema: joinSchema,
    input: (fields) => fields,
  });
  if (!form.ok) return form.response;
  try {
    await context.services.commercial.members.accept(form.data.token, form.data.fullName, form.data.password);
  } catch (error) {
    return serviceRefusal(error, { fullName: form.values.fullName ?? "" });
  }
  return data({ ok: true, message: JOINED_MESSAGE } satisfies FormResult, { headers: NO_STORE });
}

export default function Join({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const { token, invitation } = loaderData;
  const refused = result && !result.ok ? result : null;
  return (
    <main className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-2xl font-bold text-slate-900">Join your company on Canopy</h1>
      {result?.ok ? (
        <div className="mt-6 space-y-4">
          <FormBanner tone="success">{result.message}</FormBanner>
          <Link to="/login" className={primaryButtonClass}>
            Sign In
          </Link>
        </div>
      ) : !invitation ? (
        <div className="mt-6">
          <FormBanner tone="error">{INVITATION_INVALID_MESSAGE}</FormBanner>
        </div>
      ) : (
        <>
          <p className="mt-2 text-slate-600">
            You were invited as {COMPANY_ROLE_LABELS[invitation.role].toLowerCase()} for{" "}
            <strong>{invitation.email}</strong>. Set a password to join.
          </p>
          <Form method="post" noValidate aria-label="Join your company" className="mt-6 space-y-4">
            {refused ? <FormBanner tone="error">{refused.message}</FormBanner> : null}
            <input type="hidden" name="token" value={token} />
            <TextField
              id="fullName"
              label="Full Name"
              autoComplete="name"
              required
              defaultValue={refused?.values.fullName}
              error={refused?.fields.fullName}
            />
            <TextField
              id="password"
              label="New Password"
              type="password"
              autoComplete="new-password"
              required
              aria-describedby={refused?.fields.password ? "password-error password-hint" : "password-hint"}
              error={refused?.fields.password}
            />
            <p id="password-hint" className="-mt-2 text-sm text-slate-500">
              {PASSWORD_HINT}
            </p>
            <TextField
              id="confirmPassword"
              label="Confirm New Password"
              type="password"
              autoComplete="new-password"
              required
              error={refused?.fields.confirmPassword}
            />
            <button type="submit" className={`${primaryButtonClass} w-full`}>
              Set Password and Join
            </button>
          </Form>
        </>
      )}
    </main>
  );
}
