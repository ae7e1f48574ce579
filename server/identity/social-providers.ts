import type { Env } from "../env.ts";
import type { SocialProviderId } from "../../core/social-sign-in.ts";

/** Where better-auth answers its providers: PUBLIC_URL/auth/callback/<provider>. */
export const AUTH_BASE_PATH = "/auth";

/**
 * better-auth's `socialProviders` from the environment: only the providers whose id and secret are both
 * set. Sign-up is off for each: a provider signs in an account staff or an approval already made, never
 * a new one (docs/decisions/0101).
 */
export function socialProvidersFrom(env: Env) {
  const providers: {
    google?: { clientId: string; clientSecret: string; disableSignUp: true };
    apple?: { clientId: string; clientSecret: string; appBundleIdentifier?: string; disableSignUp: true };
  } = {};
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET)
    providers.google = {
      clientId: env.GOOGLE_CLIENT_ID,
      clientSecret: env.GOOGLE_CLIENT_SECRET,
      disableSignUp: true,
    };
  if (env.APPLE_CLIENT_ID && env.APPLE_CLIENT_SECRET)
    providers.apple = {
      clientId: env.APPLE_CLIENT_ID,
      clientSecret: env.APPLE_CLIENT_SECRET,
      appBundleIdentifier: env.APPLE_APP_BUNDLE_IDENTIFIER,
      disableSignUp: true,
    };
  return providers;
}

export type SocialProviders = ReturnType<typeof socialProvidersFrom>;

export const configuredProviders = (providers: SocialProviders): SocialProviderId[] =>
  (["google", "apple"] as const).filter((id) => providers[id] !== undefined);
