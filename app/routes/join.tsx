import { privatePageMeta, shopNameFrom } from "../components/seo.ts";
import { useShopName } from "../features/layout/shop-name.ts";
import { data, Form, Link, useActionData } from "react-router";
import { INVITATION_INVALID_MESSAGE, JOINED_MESSAGE, joinSchema } from "../../core/company-invitation.ts";
import { COMPANY_ROLE_LABELS } from "../../core/company-roles.ts";
import { AuthCard, FormMessage, NO_STORE } from "../features/identity/auth-card.tsx";
import { NewPasswordFields } from "../features/identity/password-input.tsx";
import { primaryButtonClass, TextField } from "../features/forms/fields.tsx";
import { acceptForm, serviceRefusal } from "../features/forms/form-action.server.ts";
import type { FormResult } from "../features/forms/form-result.ts";
import type { Route } from "./+types/join";

/** The token is in this page's address: no-store, and no Referer to other sites. */
const HEADERS = { ...NO_STORE, "Referrer-Policy": "no-referrer" };

const joinTitle = (shopName: string) => `Join your company on ${shopName}`;

export const meta: Route.MetaFunction = ({ matches }) =>
  privatePageMeta(matches, joinTitle(shopNameFrom(matches)));

export const headers: Route.HeadersFunction = () => HEADERS;

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const invitation = await context.services.commercial.members.invitation(token);
  return data({ token, invitation }, { headers: HEADERS });
}

/** The invitation link's page; the invitee names themself, sets a password and joins. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await acceptForm(request, context, {
    bucket: "join",
    schema: joinSchema,
    input: (fields) => fields,
    // Passwords are never sent back.
    shown: (fields) => ({ fullName: fields.fullName ?? "" }),
  });
  if (!form.ok) return form.response;
  try {
    await context.services.commercial.members.accept(form.data.token, form.data.fullName, form.data.password);
  } catch (error) {
    return serviceRefusal(error, { fullName: form.data.fullName });
  }
  return data({ ok: true, message: JOINED_MESSAGE } satisfies FormResult, { headers: HEADERS });
}

export default function Join({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const { token, invitation } = loaderData;
  const TITLE = joinTitle(useShopName());
  if (result?.ok) {
    return (
      <AuthCard title={TITLE}>
        <FormMessage tone="success">{result.message}</FormMessage>
        <Link to="/login" className={`${primaryButtonClass} w-full`}>
          Sign In
        </Link>
      </AuthCard>
    );
  }
  if (!invitation) {
    return (
      <AuthCard title={TITLE}>
        <FormMessage tone="error">{INVITATION_INVALID_MESSAGE}</FormMessage>
      </AuthCard>
    );
  }
  const refused = result && !result.ok ? result : null;
  return (
    <AuthCard
      title={TITLE}
      lead={
        <>
          You were invited as {COMPANY_ROLE_LABELS[invitation.role].toLowerCase()} with{" "}
          <strong>{invitation.email}</strong>. Set a password to join.
        </>
      }
    >
      {refused ? <FormMessage tone="error">{refused.message}</FormMessage> : null}
      <Form method="post" noValidate aria-label="Join your company" className="space-y-4">
        <input type="hidden" name="token" value={token} />
        <TextField
          id="fullName"
          label="Full Name"
          autoComplete="name"
          required
          defaultValue={refused?.values.fullName}
          error={refused?.fields.fullName}
        />
        <NewPasswordFields errors={refused?.fields ?? {}} alerted={refused?.message} />
        <button type="submit" className={`${primaryButtonClass} w-full`}>
          Set Password and Join
        </button>
      </Form>
    </AuthCard>
  );
}
