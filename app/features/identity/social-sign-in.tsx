import { SOCIAL_PROVIDERS, type SocialProviderId } from "../../../core/social-sign-in.ts";
import { secondaryButtonClass } from "../forms/fields.tsx";

/**
 * 'Use Google' and 'Use Apple', only for the providers the server is configured with: a plain form to
 * /login's action, which sends the browser on to the provider (so it works without JavaScript).
 */
export function SocialSignIn({ providers, next }: { providers: readonly SocialProviderId[]; next: string }) {
  const shown = SOCIAL_PROVIDERS.filter((p) => providers.includes(p.id));
  if (shown.length === 0) return null;
  return (
    <div className="mb-6">
      <form
        method="post"
        action="/login"
        aria-label="Sign in with another account"
        className="grid gap-3 sm:grid-cols-2"
      >
        <input type="hidden" name="next" value={next} />
        {shown.map((p) => (
          <button
            key={p.id}
            type="submit"
            name="provider"
            value={p.id}
            className={`${secondaryButtonClass} w-full`}
          >
            {p.label}
          </button>
        ))}
      </form>
      <p className="mt-6 flex items-center gap-3 text-xs uppercase tracking-wide text-slate-500">
        <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
        or with your email
        <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
      </p>
    </div>
  );
}
