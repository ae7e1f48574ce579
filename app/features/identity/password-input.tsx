import { useEffect, useState } from "react";
import { PASSWORD_HINT } from "../../../core/account-forms.ts";
import { FieldShell, inputClass } from "../forms/fields.tsx";

interface PasswordInputProps {
  id: string;
  label: string;
  autoComplete: "current-password" | "new-password";
  error?: string;
  /** Invalid without a message of its own (the form's alert already says it). */
  invalid?: boolean;
  describedBy?: string;
}

/**
 * A password field with a show/hide toggle. The toggle needs JavaScript, so it appears once the
 * page is hydrated; without it the field is a plain password field.
 */
export function PasswordInput({ id, label, autoComplete, error, invalid, describedBy }: PasswordInputProps) {
  const [shown, setShown] = useState(false);
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  const described = [error ? `${id}-error` : undefined, describedBy].filter(Boolean).join(" ") || undefined;
  return (
    <FieldShell id={id} label={label} error={error}>
      <div className="relative mt-1">
        <input
          id={id}
          name={id}
          type={shown ? "text" : "password"}
          autoComplete={autoComplete}
          aria-invalid={error || invalid ? true : undefined}
          aria-describedby={described}
          className={`${inputClass} mt-0 pr-16`}
        />
        {interactive ? (
          <button
            type="button"
            onClick={() => setShown((s) => !s)}
            aria-pressed={shown}
            aria-controls={id}
            className="absolute inset-y-0 right-0 rounded-r-md px-3 text-sm font-semibold text-brand-700 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            {shown ? "Hide" : "Show"}
            <span className="sr-only"> password</span>
          </button>
        ) : null}
      </div>
    </FieldShell>
  );
}

/** New Password with the strength hint, and Confirm New Password: what a reset and a join both ask. */
export function NewPasswordFields({
  errors,
  alerted,
}: {
  errors: { password?: string; confirmPassword?: string };
  /** The message the form's alert shows: a field it concerns is marked invalid, the words said once. */
  alerted?: string | null;
}) {
  const own = (error: string | undefined) => (error && error !== alerted ? error : undefined);
  return (
    <>
      <PasswordInput
        id="password"
        label="New Password"
        autoComplete="new-password"
        error={own(errors.password)}
        invalid={Boolean(errors.password)}
        describedBy="password-hint"
      />
      <p id="password-hint" className="-mt-2 text-xs text-slate-600">
        {PASSWORD_HINT}
      </p>
      <PasswordInput
        id="confirmPassword"
        label="Confirm New Password"
        autoComplete="new-password"
        error={own(errors.confirmPassword)}
        invalid={Boolean(errors.confirmPassword)}
      />
    </>
  );
}
