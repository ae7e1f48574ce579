import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";

/**
 * The PDF's text laid out as printed (pdftotext -layout), all pages with a form feed between them. The
 * file stays in `tmp/pdfs/{name}.pdf` to be looked at after the run.
 */
export function pdfLayoutText(pdf: Uint8Array, name: string): string {
  mkdirSync("tmp/pdfs", { recursive: true });
  const file = `tmp/pdfs/${name}.pdf`;
  writeFileSync(file, pdf);
  return execFileSync("pdftotext", ["-layout", file, "-"]).toString();
}
