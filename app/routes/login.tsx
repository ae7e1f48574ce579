import { useShopName } from "../features/layout/shop-name.ts";
import { useState } from "react";
import { data, Form, Link, redirect } from "react-router";
import { pageMeta, publicUrlFrom } from "../components/seo.ts";
import {
  SIGN_IN_FAILED_MESSAGE,
  SIGN_IN_REQUIRED_MESSAGE,
  SIGN_IN_THROTTLED_MESSAGE,
  signInSchema,
  signedInTarget,
} from "../../core/account-forms.ts";
import { AuthCard, FormMessage, NO_STORE } from "../features/identity/auth-card.tsx";
import { PasswordInput } from "../features/identity/password-input.tsx";
import { useSubmitting } from "../features/identity/use-submitting.ts";
import { SocialSignIn } from "../features/identity/social-sign-in.tsx";
import { acceptFields, readFields, refusedNotAForm } from "../features/forms/form-action.server.ts";
import { SOCIAL_SIGN_IN_FAILED_MESSAGE, socialSignInSchema } from "../../core/social-sign-in.ts";
import { withCookies } from "../features/cart/cart-holder.server.ts";
import { cartCookie, cartFromCookies } from "../../core/cart-cookie.ts";
import { primaryButtonClass, TextField } from "../features/forms/fields.tsx";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Sign in",
    description: (shop) => `Sign in to your ${shop} commercial account.`,
    url: `${publicUrlFrom(matches)}/login`,
    noindex: true,
  });

export const headers: Route.HeadersFunction = () => NO_STORE;

const NOT_ACTIVE_MESSAGE =
  "Your commercial account is not active. Please contact sales to have it reviewed or reactivated.";

/**
 * The cart follows the buyer (ADR 0094): the anonymous cookie cart joins the account's and the cookie is
 * emptied (a signed-in buyer's browser keeps its cart on the account, never in the cookie).
 */
async function joinAnonymousCart(
  context: Route.LoaderArgs["context"],
  userId: string,
  request: Request,
  headers: Headers,
): Promise<void> {
  const anonymous = cartFromCookies(request.headers.get("cookie"));
  if (anonymous.length === 0) return;
  await context.services.account.cart.mergeAnonymous(userId, anonymous);
  headers.append("Set-Cookie", cartCookie([]));
}

/**
 * A signed-in visitor has nothing to do here: on to `next` or their account's home. A provider's
 * sign-in comes back here too (`?via=`): a session that opens nothing is ended; a refusal (`?error=`)
 * says so once, whatever the provider's reason.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const next = query.get("next") ?? undefined;
  const { viewer } = context;
  if (viewer) {
    const headers = new Headers();
    // Back from Google or Apple (their callback ends here): a buyer's cookie cart joins the account's.
    if (viewer.kind === "buyer") await joinAnonymousCart(context, viewer.userId, request, headers);
    throw redirect(signedInTarget(viewer.kind, next), { headers });
  }
  const providers = context.services.accounts.socialProviders;
  if (query.has("via")) {
    const cleared = await context.services.accounts.signOut({
      ip: context.clientIp,
      cookie: request.headers.get("cookie") ?? undefined,
    });
    const headers = new Headers();
    for (const cookie of cleared) headers.append("Set-Cookie", cookie);
    throw redirect("/login?inactive", { headers });
  }
  const notice = query.has("error")
    ? SOCIAL_SIGN_IN_FAILED_MESSAGE
    : query.has("inactive")
      ? NOT_ACTIVE_MESSAGE
      : undefined;
  return { next: next ?? "", providers, notice };
}

/** 'Use Google' / 'Use Apple': off to the provider; it comes back through /auth/callback to this page. */
async function socialSignIn(
  fields: Record<string, string>,
  request: Request,
  context: Route.ActionArgs["context"],
) {
  const form = await acceptFields(fields, context, {
    bucket: "sign-in",
    schema: socialSignInSchema,
    input: (values) => values,
  });
  if (!form.ok) return form.response;
  const { provider, next } = form.data;
  if (!context.services.accounts.socialProviders.includes(provider)) throw data(null, { status: 404 });
  const back = new URLSearchParams({ ...(next ? { next } : {}), via: provider });
  const { url, setCookies } = await context.services.accounts.socialSignInStart(provider, `/login?${back}`, {
    ip: context.clientIp,
    cookie: request.headers.get("cookie") ?? undefined,
    userAgent: request.headers.get("user-agent") ?? undefined,
  });
  const headers = new Headers();
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  return redirect(url, { headers });
}

/** Signs in through the server (the cookie is set by the redirect), so it works without JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  const fields = await readFields(request);
  if (!fields) return refusedNotAForm();
  if (fields.provider !== undefined) return socialSignIn(fields, request, context);
  const form = await acceptFields(fields, context, {
    bucket: "sign-in",
    schema: signInSchema,
    input: (fields) => fields,
    // The password is never sent back.
    shown: ({ email, next, remember }) => ({ email, next, remember }),
  });
  if (!form.ok) return form.response;
  const { email, password, rememberMe, next } = form.data;
  const facts = {
    ip: context.clientIp,
    cookie: request.headers.get("cookie") ?? undefined,
    userAgent: request.headers.get("user-agent") ?? undefined,
  };
  const result = await context.services.accounts.signIn({ email, password, rememberMe }, facts);
  const refused = (status: number, message: string) =>
    data(
      {
        ok: false as const,
        message,
        fields: {},
        values: { email, next: next ?? "", remember: rememberMe ? "on" : "" } as Record<string, string>,
      },
      { status },
    );
  if (!result.ok) {
    return result.reason === "throttled"
      ? refused(429, SIGN_IN_THROTTLED_MESSAGE)
      : refused(401, SIGN_IN_FAILED_MESSAGE);
  }
  if (!result.kind) {
    // Neither staff nor the buyer of an active company: the session would open nothing.
    await context.services.accounts.signOut({
      ...facts,
      cookie: result.setCookies.map((c) => c.split(";")[0]).join("; "),
    });
    return refused(403, NOT_ACTIVE_MESSAGE);
  }
  const headers = withCookies(result.setCookies);
  if (result.kind === "buyer" && result.userId)
    await joinAnonymousCart(context, result.userId, request, headers);
  return redirect(signedInTarget(result.kind, next), { headers });
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const shopName = useShopName();
  const [missing, setMissing] = useState(false);
  // The form posts the whole document (the cookie comes with the answer), so the page tracks its own sending.
  const [submitting, setSubmitting] = useSubmitting();
  const refusal = actionData && !actionData.ok ? actionData : undefined;
  const message = missing ? SIGN_IN_REQUIRED_MESSAGE : (refusal?.message ?? loaderData.notice);
  const email = refusal?.values.email ?? "";
  return (
    <AuthCard
      title="Sign in"
      lead={
        <>
          New to {shopName}?{" "}
          <Link to="/commercial" className="font-semibold text-brand-700 underline">
            Sign up
          </Link>{" "}
          for a commercial account.
        </>
      }
    >
      {message ? <FormMessage tone="error">{message}</FormMessage> : null}
      <SocialSignIn providers={loaderData.providers} next={loaderData.next} />
      <Form
        method="post"
        reloadDocument
        noValidate
        aria-label="Sign in"
        className="space-y-4"
        onSubmit={(event) => {
          const fields = new FormData(event.currentTarget);
          const empty = !String(fields.get("email") ?? "").trim() || !String(fields.get("password") ?? "");
          setMissing(empty);
          if (empty) event.preventDefault();
          else setSubmitting(true);
        }}
        onInput={() => setMissing(false)}
      >
        <input type="hidden" name="next" value={refusal?.values.next ?? loaderData.next} />
        <TextField id="email" label="Email" type="email" autoComplete="username" defaultValue={email} />
        <PasswordInput id="password" label="Password" autoComplete="current-password" />
        <div className="flex items-center justify-between gap-4 text-sm">
          <label className="flex items-center gap-2 text-slate-700">
            <input
              type="checkbox"
              name="remember"
              defaultChecked={refusal?.values.remember === "on"}
              className="h-4 w-4 rounded border-slate-300 text-brand-700 focus:ring-brand-600"
            />
            Remember me
          </label>
          <Link to="/email-validation?mode=reset" className="font-semibold text-brand-700 underline">
            Forgot Password?
          </Link>
        </div>
        <button type="submit" className={`${primaryButtonClass} w-full`} disabled={submitting}>
          {submitting ? "Signing in..." : "Sign In"}
        </button>
      </Form>
    </AuthCard>
  );
}
