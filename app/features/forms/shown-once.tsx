import type { ReactNode } from "react";

/** A secret the server keeps only hashed (an API key, a signing secret): shown this once, whole, to copy. */
export function ShownOnce({
  label,
  value,
  testId,
  children,
}: {
  label: string;
  value: string;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <p className="mt-3 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm">
      {label}:{" "}
      <code className="font-mono break-all" data-testid={testId}>
        {value}
      </code>
      {children}
    </p>
  );
}
