import { Form } from "react-router";
import { PASSWORD_HINT } from "../../../core/account-forms.ts";
import { PasswordInput } from "../identity/password-input.tsx";
import { primaryButtonClass } from "../forms/fields.tsx";

/** Password change: the current password, the new one with the strength hint, and its confirmation. */
export function PasswordTab({ errors }: { errors: Record<string, string> }) {
  return (
    <section
      aria-labelledby="password-heading"
      className="mt-6 rounded-lg border border-slate-200 bg-white p-5"
    >
      <h2 id="password-heading" className="text-lg font-semibold text-slate-900">
        Password &amp; Security
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Changing your password signs you out everywhere else; this browser stays signed in.
      </p>
      <Form
        method="post"
        action="?tab=password"
        aria-label="Change password"
        noValidate
        className="mt-4 max-w-md space-y-4"
      >
        <input type="hidden" name="intent" value="password" />
        <PasswordInput
          id="currentPassword"
          label="Current Password"
          autoComplete="current-password"
          error={errors.currentPassword}
        />
        <PasswordInput
          id="newPassword"
          label="New Password"
          autoComplete="new-password"
          error={errors.newPassword}
          describedBy="new-password-hint"
        />
        <p id="new-password-hint" className="text-sm text-slate-600">
          {PASSWORD_HINT}
        </p>
        <PasswordInput
          id="confirmPassword"
          label="Confirm New Password"
          autoComplete="new-password"
          error={errors.confirmPassword}
        />
        <button type="submit" className={primaryButtonClass}>
          Update Password
        </button>
      </Form>
    </section>
  );
}
