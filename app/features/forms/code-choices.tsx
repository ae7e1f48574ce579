import { FieldShell } from "./fields.tsx";

/** Checkboxes for machine names (scopes, event types), each shown as its code and what it means. */
export function CodeChoices({
  id,
  name,
  label,
  choices,
  error,
}: {
  id: string;
  name: string;
  label: string;
  choices: readonly (readonly [code: string, meaning: string])[];
  error?: string;
}) {
  return (
    <FieldShell id={id} label={label} required error={error}>
      <fieldset id={id} className="mt-1 space-y-1">
        <legend className="sr-only">{label}</legend>
        {choices.map(([code, meaning]) => (
          <label key={code} className="flex items-center gap-2 text-sm text-slate-700">
            <input type="checkbox" name={name} value={code} className="h-4 w-4 accent-brand-700" />
            <code className="font-mono">{code}</code> — {meaning}
          </label>
        ))}
      </fieldset>
    </FieldShell>
  );
}
