import { data } from "react-router";
import {
  ACCOUNT_TABS,
  accountTabOf,
  PASSWORD_CHANGED_MESSAGE,
  passwordChangeSchema,
  preferencesSchema,
  PREFERENCES_SAVED_MESSAGE,
  PROFILE_SAVED_MESSAGE,
  profileSchema,
} from "../../core/account-settings.ts";
import { NotificationsTab } from "../features/account-area/notifications-tab.tsx";
import { PaneTabs } from "../features/account-area/pane-tabs.tsx";
import { PasswordTab } from "../features/account-area/password-tab.tsx";
import { ProfileTab } from "../features/account-area/profile-tab.tsx";
import { SavedNote } from "../features/account-area/saved-note.tsx";
import { NO_STORE } from "../features/identity/auth-card.tsx";
import { requireBuyer } from "../features/identity/guards.ts";
import { ownerOnlyRefusal } from "../features/identity/owner-only.server.ts";
import { FormBanner } from "../features/forms/fields.tsx";
import {
  acceptFields,
  readFields,
  refusedNotAForm,
  serviceRefusal,
} from "../features/forms/form-action.server.ts";
import type { FormFields } from "../features/forms/form-result.ts";
import type { Route } from "./+types/commercial-view-account";

export const meta: Route.MetaFunction = () => [
  { title: "Account Information · Commercial Account" },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = () => NO_STORE;

export async function loader(args: Route.LoaderArgs) {
  const viewer = requireBuyer(args);
  const url = new URL(args.request.url);
  const tab = accountTabOf(url.searchParams.get("tab"));
  const { settings } = args.context.services.account;
  return {
    tab,
    editing: tab === "profile" && url.searchParams.get("edit") === "1",
    profile: await settings.profile(viewer),
    preferences: await settings.preferences(viewer.userId),
  };
}

const saved = (message: string) => data({ ok: true as const, message, stamp: new Date().toISOString() });

export async function action(args: Route.ActionArgs) {
  const viewer = requireBuyer(args);
  const { context, request } = args;
  const fields = await readFields(request);
  if (!fields) return refusedNotAForm();
  const { settings } = context.services.account;
  const bucket = "account-settings";
  if (fields.intent === "notifications") {
    const form = await acceptFields(fields, context, { bucket, schema: preferencesSchema, input: (f) => f });
    if (!form.ok) return form.response;
    await settings.savePreferences(viewer.userId, form.data);
    return saved(PREFERENCES_SAVED_MESSAGE);
  }
  if (fields.intent === "password") {
    const ownerOnly = ownerOnlyRefusal(viewer, "the password");
    if (ownerOnly) return ownerOnly;
    // A refusal never shows the passwords again.
    const form = await acceptFields(fields, context, {
      bucket,
      schema: passwordChangeSchema,
      input: (f) => f,
      shown: () => ({}),
    });
    if (!form.ok) return form.response;
    const facts = { ip: context.clientIp, cookie: request.headers.get("cookie") ?? undefined };
    try {
      await context.services.accounts.changePassword(viewer.userId, form.data, facts);
    } catch (error) {
      return serviceRefusal(error, {});
    }
    return saved(PASSWORD_CHANGED_MESSAGE);
  }
  const form = await acceptFields(fields, context, { bucket, schema: profileSchema, input: (f) => f });
  if (!form.ok) return form.response;
  await settings.saveProfile(viewer, form.data);
  return saved(PROFILE_SAVED_MESSAGE);
}

export default function AccountInformation({ loaderData, actionData }: Route.ComponentProps) {
  const { tab, profile, preferences } = loaderData;
  const refused =
    actionData && !actionData.ok
      ? (actionData as { fields: Record<string, string>; values: FormFields; message: string })
      : null;
  // A refused profile stays in edit mode, with what was typed.
  const editing = loaderData.editing || (tab === "profile" && refused !== null);
  return (
    <div className="max-w-4xl">
      <h1 className="text-2xl font-bold text-slate-900">Account Information</h1>
      <PaneTabs label="Account Information" tabs={ACCOUNT_TABS} current={tab} />
      <div className="mt-4 min-h-12" aria-live="polite">
        {actionData?.ok ? <SavedNote message={actionData.message} stamp={actionData.stamp} /> : null}
        {refused ? <FormBanner tone="error">{refused.message}</FormBanner> : null}
      </div>
      {tab === "profile" ? <ProfileTab profile={profile} editing={editing} refused={refused} /> : null}
      {tab === "password" ? <PasswordTab errors={refused?.fields ?? {}} /> : null}
      {tab === "notifications" ? <NotificationsTab preferences={preferences} /> : null}
    </div>
  );
}
