import type { ImportProgress, ImportSummary } from "./import-service.ts";

const number = new Intl.NumberFormat("en-US");

/** The end-of-run summary the import command prints. */
export function formatSummary(summary: ImportSummary): string {
  const rows: [string, string][] = [
    ["read", number.format(summary.read)],
    ["inserted", number.format(summary.inserted)],
    ["updated", number.format(summary.updated)],
    ["unchanged", number.format(summary.unchanged)],
    ["rejected", number.format(summary.rejected)],
  ];
  const lines = [`Imported ${summary.provider} from ${summary.source} (run ${summary.runId})`];
  for (const [label, value] of rows) lines.push(`  ${label.padEnd(13)}${value.padStart(10)}`);
  for (const { reason, count } of summary.rejectedReasons.slice(0, 5)) {
    lines.push(`  ${"".padEnd(13)}${number.format(count).padStart(10)} × ${reason}`);
  }
  lines.push(`  ${"discontinued".padEnd(13)}${number.format(summary.discontinued).padStart(10)}`);
  lines.push(`  ${"without sku".padEnd(13)}${number.format(summary.withoutSku.length).padStart(10)}`);
  for (const product of summary.withoutSku.slice(0, 10))
    lines.push(`  ${"".padEnd(13)}${"".padStart(10)} · ${product}`);
  lines.push(`  ${"seconds".padEnd(13)}${summary.seconds.toFixed(2).padStart(10)}`);
  lines.push(
    `  ${"products/s".padEnd(13)}${number.format(Math.round(summary.productsPerSecond)).padStart(10)}`,
  );
  return lines.join("\n");
}

const LABELS: Record<ImportProgress["phase"], string> = {
  read: "reading feed",
  write: "writing",
  derive: "rebuilding derived data",
};

/** One line of a terminal progress bar, e.g. `[########------------]  40% writing 4,000/10,000`. */
export function progressLine(progress: ImportProgress, width = 24): string {
  const share = progress.total > 0 ? Math.min(1, progress.done / progress.total) : 0;
  const filled = Math.round(share * width);
  const counts =
    progress.total > 0 ? ` ${number.format(progress.done)}/${number.format(progress.total)}` : "";
  const percent = `${Math.round(share * 100)}%`.padStart(4);
  return `[${"#".repeat(filled)}${"-".repeat(width - filled)}] ${percent} ${LABELS[progress.phase]}${counts}`;
}
