import type { FormRunResult } from "./form-run.server.ts";

/** What the last staff form did, or why it was refused. */
export function ActionNote({ result }: { result: FormRunResult | null }) {
  if (!result) return null;
  return (
    <p
      role={result.ok ? "status" : "alert"}
      className={`mt-4 rounded-lg border p-3 text-sm ${result.ok ? "border-green-200 bg-green-50 text-green-900" : "border-red-200 bg-red-50 text-red-800"}`}
    >
      {result.message}
    </p>
  );
}
