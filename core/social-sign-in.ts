import { z } from "zod";

/** The sign-in providers /login can offer, each shown only when configured (docs/decisions/0101). */
export const SOCIAL_PROVIDERS = [
  { id: "google", label: "Use Google" },
  { id: "apple", label: "Use Apple" },
] as const;

export type SocialProviderId = (typeof SOCIAL_PROVIDERS)[number]["id"];

export const socialSignInSchema = z.object({
  provider: z.enum(["google", "apple"]),
  next: z.string().max(2048).optional(),
});

/** Shown on /login when a provider's sign-in did not end in a session of a known account. */
export const SOCIAL_SIGN_IN_FAILED_MESSAGE =
  "We could not sign you in with that account. Use the email your commercial account was approved for, or sign in with your password.";
