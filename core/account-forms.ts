import { z } from "zod";

/** the specification's words for the sign-in and password screens, verbatim where the spec gives them. */
export const SIGN_IN_REQUIRED_MESSAGE = "Please enter both email and password";
export const SIGN_IN_FAILED_MESSAGE = "The email or password is incorrect.";
export const SIGN_IN_THROTTLED_MESSAGE =
  "Too many sign-in attempts. Please wait 15 minutes and try again, or reset your password.";
export const EMAIL_INVALID_MESSAGE = "Please enter a valid email.";
export const RESET_SENT_MESSAGE =
  "If an account uses that address, we have sent it a link to reset the password. The link expires in 24 hours.";
export const PASSWORDS_REQUIRED_MESSAGE = "Please fill in both password fields.";
export const PASSWORD_TOO_SHORT_MESSAGE = "Password must be at least 8 characters long.";
export const PASSWORDS_DIFFER_MESSAGE = "Passwords do not match.";
export const PASSWORD_WEAK_MESSAGE =
  "Password must contain an uppercase letter, a number and a special character.";
export const PASSWORD_HINT =
  "At least 8 characters, with an uppercase letter, a number and a special character.";
export const PASSWORD_LINK_INVALID_MESSAGE =
  "This password link has expired or has already been used. Ask for a new one below.";

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 256;

/** The hint's rule (8+ characters, an uppercase letter, a number and a special character): the first broken part's message. */
export function passwordProblem(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT_MESSAGE;
  if (password.length > MAX_PASSWORD_LENGTH)
    return `Password must be at most ${MAX_PASSWORD_LENGTH} characters long.`;
  if (!/\p{Lu}/u.test(password) || !/\p{Nd}/u.test(password) || !/[^\p{L}\p{Nd}\s]/u.test(password)) {
    return PASSWORD_WEAK_MESSAGE;
  }
  return null;
}

const text = z.string().default("");

export const signInSchema = z
  .object({ email: text, password: text, remember: z.string().optional(), next: z.string().optional() })
  .check((ctx) => {
    if (!ctx.value.email.trim() || !ctx.value.password) {
      ctx.issues.push({ code: "custom", message: SIGN_IN_REQUIRED_MESSAGE, input: ctx.value, path: [] });
    }
  })
  .transform((v) => ({
    email: v.email.trim().toLowerCase(),
    password: v.password,
    rememberMe: v.remember === "on" || v.remember === "true",
    next: v.next,
  }));

export const emailValidationSchema = z.object({
  email: z
    .string({ error: EMAIL_INVALID_MESSAGE })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: EMAIL_INVALID_MESSAGE }).max(254, { error: EMAIL_INVALID_MESSAGE })),
});

/** What is wrong with a new password and its confirmation, and which field says so; null when fine. */
export function newPasswordProblem(
  password: string,
  confirmPassword: string,
): { message: string; field: "password" | "confirmPassword" } | null {
  if (!password || !confirmPassword) {
    return { message: PASSWORDS_REQUIRED_MESSAGE, field: password ? "confirmPassword" : "password" };
  }
  const problem = passwordProblem(password);
  if (problem) return { message: problem, field: "password" };
  return password === confirmPassword
    ? null
    : { message: PASSWORDS_DIFFER_MESSAGE, field: "confirmPassword" };
}

export const resetPasswordSchema = z
  .object({ token: text, password: text, confirmPassword: text })
  .check((ctx) => {
    const problem = newPasswordProblem(ctx.value.password, ctx.value.confirmPassword);
    if (problem)
      ctx.issues.push({ code: "custom", message: problem.message, input: ctx.value, path: [problem.field] });
  });

/**
 * Where a signed-in user goes: `next` when it is a path on this site (never '//host' or a scheme), else
 * the home of their kind of account.
 */
export function signedInTarget(kind: "staff" | "buyer" | null, next: string | undefined): string {
  const home = kind === "staff" ? "/admin" : "/commercial-view";
  if (!next?.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return home;
  const base = "http://canopy.invalid";
  const url = URL.canParse(next, base) ? new URL(next, base) : null;
  return url?.origin === base ? `${url.pathname}${url.search}${url.hash}` : home;
}
