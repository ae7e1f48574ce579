import { randomUUID } from "node:crypto";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { Db } from "../db/client.ts";
import { accounts, sessions, users, verifications } from "../db/schema/identity.ts";
import { hashPassword, verifyPassword } from "./password-hash.ts";
import { AUTH_BASE_PATH, type SocialProviders } from "./social-providers.ts";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "../../core/account-forms.ts";

/** 30 days for 'Remember me'; without it better-auth keeps the row a day and the cookie for the browser session. */
export const REMEMBERED_SESSION_SECONDS = 30 * 24 * 60 * 60;
/** A password link expires in 24 hours. */
export const PASSWORD_LINK_SECONDS = 24 * 60 * 60;
export const COOKIE_PREFIX = "canopy";

export interface AuthOptions {
  db: Db;
  /** The signing secret (server_secrets 'auth'), the same on every instance. */
  secret: string;
  /** PUBLIC_URL: cookies are Secure (and __Secure- prefixed) when it is https. */
  publicUrl: string;
  /** Google and Apple when the environment configures them (server/identity/social-providers.ts). */
  socialProviders?: SocialProviders;
  /** The shop's one name (SHOP_NAME): better-auth's app name, in what it sends or shows. */
  shopName: string;
}

/**
 * better-auth over the shop's Drizzle database (docs/decisions/0071): email and password, no public
 * sign-up (accounts come from staff and approved applications), Argon2id through the hash hooks, hashed
 * single-use tokens, and every session ended when a password is reset. Route actions call `auth.api` on
 * the server, behind the shop's own throttling and origin checks; only the providers' callback
 * (`/auth/callback/:provider`) reaches its HTTP handler (docs/decisions/0101).
 */
export function createAuth({ db, secret, publicUrl, socialProviders = {}, shopName }: AuthOptions) {
  return betterAuth({
    appName: shopName,
    baseURL: publicUrl,
    basePath: AUTH_BASE_PATH,
    secret,
    socialProviders,
    // A provider's refusal, a forged or stale state: back to the sign-in page, which says so (?error=).
    onAPIError: { errorURL: "/login" },
    account: {
      // A provider signs in an existing account when it vouches for the address (its email_verified);
      // the local address was given by staff or an approved application and needs no flag of its own.
      accountLinking: { enabled: true, requireLocalEmailVerified: false },
    },
    database: drizzleAdapter(db, {
      provider: "pg",
      usePlural: true,
      schema: { users, sessions, accounts, verifications },
    }),
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      resetPasswordTokenExpiresIn: PASSWORD_LINK_SECONDS,
      revokeSessionsOnPasswordReset: true,
      password: { hash: hashPassword, verify: verifyPassword },
    },
    user: {
      additionalFields: { staffRole: { type: "string", required: false, input: false } },
    },
    session: { expiresIn: REMEMBERED_SESSION_SECONDS, disableSessionRefresh: true },
    verification: { storeIdentifier: "hashed" },
    // The shop counts failed sign-ins itself, in PostgreSQL (server/identity/sign-in-throttle.ts).
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    logger: { disabled: true },
    advanced: {
      cookiePrefix: COOKIE_PREFIX,
      useSecureCookies: publicUrl.startsWith("https://"),
      // The client address the shop trusts (TRUST_PROXY) is handed over in this header, never the browser's.
      ipAddress: { ipAddressHeaders: ["x-canopy-client-ip"] },
      database: { generateId: () => randomUUID() },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
