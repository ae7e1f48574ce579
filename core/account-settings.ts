import { z } from "./zod.ts";
import { APPLICATION_COUNTRIES } from "./commercial-application.ts";
import { REQUIRED_FIELDS_MESSAGE } from "./form-messages.ts";
import { passwordProblem } from "./account-forms.ts";
import { isRegionOf } from "./regions.ts";

/** Account Information's tabs, each its own URL (?tab=) so they work without JavaScript. */
export const ACCOUNT_TABS = [
  { id: "profile", label: "Profile Information" },
  { id: "password", label: "Password & Security" },
  { id: "notifications", label: "Notifications" },
] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number]["id"];

export function accountTabOf(value: string | null): AccountTab {
  return ACCOUNT_TABS.find((t) => t.id === value)?.id ?? "profile";
}

/** the alert, verbatim. */
export const PASSWORDS_DONT_MATCH_MESSAGE = "Passwords don't match!";
export const CURRENT_PASSWORD_WRONG_MESSAGE = "The current password is incorrect.";
export const PROFILE_SAVED_MESSAGE = "Profile updated successfully.";
export const PASSWORD_CHANGED_MESSAGE =
  "Password changed successfully. Your other sessions have been signed out.";
export const PREFERENCES_SAVED_MESSAGE = "Notification preferences saved.";

const required = (max: number) =>
  z.string({ error: REQUIRED_FIELDS_MESSAGE }).trim().min(1, REQUIRED_FIELDS_MESSAGE).max(max);
const optional = (max: number) => z.string().trim().max(max).default("");

/**
 * Profile. Work email and company are shown but not edited here: the email is the sign-in name, and
 * the company's name is the company's (staff keep it).
 */
export const profileSchema = z
  .object({
    fullName: required(200),
    phone: required(40),
    country: z.enum(APPLICATION_COUNTRIES, { error: REQUIRED_FIELDS_MESSAGE }),
    state: required(60),
    address: optional(200),
    city: optional(100),
    zipCode: optional(20),
  })
  .refine((v) => isRegionOf(v.country, v.state), {
    path: ["state"],
    message: "Choose a state or province of the selected country.",
  });
export type ProfileInput = z.infer<typeof profileSchema>;

/** Password change; the strength rule is the hint's (enforced, unlike the spec's sample). */
export const passwordChangeSchema = z
  .object({
    currentPassword: z.string().default(""),
    newPassword: z.string().default(""),
    confirmPassword: z.string().default(""),
  })
  .check((ctx) => {
    const { currentPassword, newPassword, confirmPassword } = ctx.value;
    const issue = (path: string, message: string) => {
      ctx.issues.push({ code: "custom", message, input: ctx.value, path: [path] });
    };
    if (!currentPassword || !newPassword || !confirmPassword) {
      for (const [name, value] of Object.entries(ctx.value)) if (!value) issue(name, REQUIRED_FIELDS_MESSAGE);
      return;
    }
    if (newPassword !== confirmPassword) return issue("confirmPassword", PASSWORDS_DONT_MATCH_MESSAGE);
    const problem = passwordProblem(newPassword);
    if (problem) issue("newPassword", problem);
  });

/** Notification preferences: four kinds of mail and two channels. */
export const NOTIFICATION_TOPICS = [
  { name: "orderUpdates", label: "Order Updates", hint: "Shipping, delivery and return updates." },
  { name: "promotions", label: "Promotions", hint: "Offers and price drops." },
  { name: "newsletter", label: "Newsletter", hint: "Growing tips and product news." },
  { name: "accountAlerts", label: "Account Alerts", hint: "Changes to your account and company." },
] as const;
export const NOTIFICATION_CHANNELS = [
  { name: "emailChannel", label: "Email" },
  { name: "smsChannel", label: "SMS" },
] as const;

export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number]["name"];
export type NotificationPreferences = Record<
  NotificationTopic | (typeof NOTIFICATION_CHANNELS)[number]["name"],
  boolean
>;

export const DEFAULT_PREFERENCES: NotificationPreferences = {
  orderUpdates: true,
  promotions: false,
  newsletter: false,
  accountAlerts: true,
  emailChannel: true,
  smsChannel: false,
};

/** A checkbox is on when the form sent it (browsers send 'on'); absent means off. */
const checkbox = z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean());

export const preferencesSchema = z.object({
  orderUpdates: checkbox,
  promotions: checkbox,
  newsletter: checkbox,
  accountAlerts: checkbox,
  emailChannel: checkbox,
  smsChannel: checkbox,
});
