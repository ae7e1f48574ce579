import { Form } from "react-router";
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TOPICS,
  type NotificationPreferences,
} from "../../../core/account-settings.ts";
import { primaryButtonClass } from "../forms/fields.tsx";

function Toggle({
  name,
  label,
  hint,
  checked,
}: {
  name: string;
  label: string;
  hint?: string;
  checked: boolean;
}) {
  return (
    <label className="flex items-start gap-3 py-2">
      <input
        type="checkbox"
        name={name}
        defaultChecked={checked}
        className="mt-1 h-4 w-4 rounded border-slate-300 text-brand-700 focus:ring-brand-600"
      />
      <span>
        <span className="block text-sm font-medium text-slate-900">{label}</span>
        {hint ? <span className="block text-sm text-slate-600">{hint}</span> : null}
      </span>
    </label>
  );
}

/** Notification preferences: what the shop mails you about, and by which channels (the outbox honours them). */
export function NotificationsTab({ preferences }: { preferences: NotificationPreferences }) {
  return (
    <section
      aria-labelledby="notifications-heading"
      className="mt-6 rounded-lg border border-slate-200 bg-white p-5"
    >
      <h2 id="notifications-heading" className="text-lg font-semibold text-slate-900">
        Notifications
      </h2>
      <Form method="post" action="?tab=notifications" aria-label="Notification preferences" className="mt-2">
        <input type="hidden" name="intent" value="notifications" />
        <fieldset className="mt-2">
          <legend className="text-sm font-semibold text-slate-700">Tell me about</legend>
          {NOTIFICATION_TOPICS.map((t) => (
            <Toggle key={t.name} name={t.name} label={t.label} hint={t.hint} checked={preferences[t.name]} />
          ))}
        </fieldset>
        <fieldset className="mt-4">
          <legend className="text-sm font-semibold text-slate-700">Channels</legend>
          {NOTIFICATION_CHANNELS.map((c) => (
            <Toggle key={c.name} name={c.name} label={c.label} checked={preferences[c.name]} />
          ))}
        </fieldset>
        <p className="mt-2 text-sm text-slate-600">
          Order confirmations, quotes and password resets are always emailed.
        </p>
        <button type="submit" className={`${primaryButtonClass} mt-4`}>
          Save Preferences
        </button>
      </Form>
    </section>
  );
}
