import { useEffect, useState } from "react";
import { FieldShell, inputClass } from "../forms/fields.tsx";

interface PasswordInputProps {
  id: string;
  label: string;
  autoComplete: "current-password" | "new-password";
  error?: string;
  describedBy?: string;
}

/**
 * A password field with a show/hide toggle (spec §2). The toggle needs JavaScript, so it appears once the
 * page is hydrated; without it the field is a plain password field.
 */
export function PasswordInput({ id, label, autoComplete, error, describedBy }: PasswordInputProps) {
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
          aria-invalid={error ? true : undefined}
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
