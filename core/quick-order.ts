import { MAX_CART_LINES, MAX_LINE_QUANTITY } from "./order-request.ts";

/** Where a quick order's line came from, as a problem names it ('Row 2', 'Pasted line 3', 'File line 4'). */
export type QuickOrderSource = "Row" | "Pasted line" | "File line";

export interface QuickOrderLine {
  sku: string;
  quantity: number;
  source: QuickOrderSource;
  line: number;
}

export interface QuickOrderProblem {
  source: QuickOrderSource;
  line: number;
  message: string;
  /** The sku and quantity as written, which the line's fix field starts with. */
  sku: string;
  quantity: string;
}

export interface QuickOrderInput {
  lines: QuickOrderLine[];
  problems: QuickOrderProblem[];
}

/** A pasted or uploaded CSV is at most this many bytes and lines (the page's body limit is 64 KB). */
export const MAX_QUICK_ORDER_CSV_BYTES = 32 * 1024;
export const MAX_QUICK_ORDER_CSV_LINES = 500;
const MAX_SKU_LENGTH = 100;

export const QUICK_ORDER_EMPTY_MESSAGE = "Add at least one SKU and quantity.";
export const QUICK_ORDER_PROBLEMS_MESSAGE = "Some lines need fixing before the order can go on:";
export const QUICK_ORDER_CSV_TOO_LARGE_MESSAGE = `A CSV may hold at most ${MAX_QUICK_ORDER_CSV_LINES} lines (${MAX_QUICK_ORDER_CSV_BYTES / 1024} KB).`;
export const badQuantityMessage = (text: string) =>
  `Quantity "${text}" must be a whole number from 1 to ${MAX_LINE_QUANTITY}.`;
export const unknownSkuMessage = (sku: string) => `SKU "${sku}" is not in the catalogue.`;

/** "Pasted line 3": where a line was, as the page names it. */
export const whereOf = (p: { source: QuickOrderSource; line: number }) => `${p.source} ${p.line}`;

/** "Row 2: …": a problem as the page lists it. */
export const problemText = (p: QuickOrderProblem) => `${whereOf(p)}: ${p.message}`;

const SOURCES: readonly QuickOrderSource[] = ["Row", "Pasted line", "File line"];

/** A line's place as a fix field carries it ("Pasted line 3"); null for anything else. */
export function parseWhere(text: string): { source: QuickOrderSource; line: number } | null {
  const match = /^(Row|Pasted line|File line) (\d{1,6})$/.exec(text.trim());
  return match ? { source: match[1] as QuickOrderSource, line: Number(match[2]) } : null;
}

/** Problems in the order the buyer wrote them: the rows, then the pasted lines, then the file's, by line. */
export function inInputOrder(problems: readonly QuickOrderProblem[]): QuickOrderProblem[] {
  return [...problems].sort(
    (a, b) => SOURCES.indexOf(a.source) - SOURCES.indexOf(b.source) || a.line - b.line,
  );
}

function unquoted(field: string): string {
  const trimmed = field.trim();
  return trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')
    ? trimmed.slice(1, -1).replaceAll('""', '"').trim()
    : trimmed;
}

/** One sku and quantity, or what is wrong with them. */
export function quickOrderLine(
  skuText: string,
  quantityText: string,
  source: QuickOrderSource,
  line: number,
): QuickOrderLine | QuickOrderProblem {
  const sku = unquoted(skuText);
  const quantity = unquoted(quantityText);
  const problem = (message: string) => ({ source, line, message, sku, quantity });
  if (!sku) return problem("SKU is missing.");
  if (sku.length > MAX_SKU_LENGTH) return problem(`SKU must be at most ${MAX_SKU_LENGTH} characters.`);
  if (!quantity) return problem("Quantity is missing.");
  const n = /^\d+$/.test(quantity) ? Number(quantity) : NaN;
  if (!Number.isInteger(n) || n < 1 || n > MAX_LINE_QUANTITY) return problem(badQuantityMessage(quantity));
  return { sku, quantity: n, source, line };
}

const isHeader = (cells: string[]) =>
  unquoted(cells[0] ?? "").toLowerCase() === "sku" &&
  ["quantity", "qty"].includes(unquoted(cells[1] ?? "").toLowerCase());

/** A CSV past its limits, refused as a whole (its fix field starts empty). */
export const csvTooLarge = (source: QuickOrderSource): QuickOrderProblem => ({
  source,
  line: 1,
  message: QUICK_ORDER_CSV_TOO_LARGE_MESSAGE,
  sku: "",
  quantity: "",
});

/**
 * A CSV of `sku,quantity` lines (a comma, semicolon or tab between them; an optional header line; blank
 * lines skipped). Every line that is not a usable sku and quantity comes back as a problem with its
 * line number, never dropped.
 */
export function parseQuickOrderCsv(text: string, source: QuickOrderSource): QuickOrderInput {
  const result: QuickOrderInput = { lines: [], problems: [] };
  const rows = text.replace(/^\uFEFF/, "").split(/\r\n|\r|\n/);
  if (
    new TextEncoder().encode(text).length > MAX_QUICK_ORDER_CSV_BYTES ||
    rows.length > MAX_QUICK_ORDER_CSV_LINES
  ) {
    result.problems.push(csvTooLarge(source));
    return result;
  }
  rows.forEach((row, index) => {
    if (row.trim() === "") return;
    const cells = row.split(/[,;\t]/);
    if (index === rows.findIndex((r) => r.trim() !== "") && isHeader(cells)) return;
    if (cells.length > 2 && cells.slice(2).some((c) => c.trim() !== "")) {
      result.problems.push({
        source,
        line: index + 1,
        message: "Write one SKU and one quantity per line.",
        sku: unquoted(cells[0]),
        quantity: unquoted(cells[1]),
      });
      return;
    }
    const parsed = quickOrderLine(cells[0], cells[1] ?? "", source, index + 1);
    if ("message" in parsed) result.problems.push(parsed);
    else result.lines.push(parsed);
  });
  return result;
}

/**
 * The form's rows (sku and quantity inputs side by side); a row left blank is no line. A row that
 * carries where its line first was (a previewed or fixed line, `origins`) keeps that place; the others
 * are numbered as rows.
 */
export function quickOrderRows(
  skus: string[],
  quantities: string[],
  origins: string[] = [],
): QuickOrderInput {
  const result: QuickOrderInput = { lines: [], problems: [] };
  let row = 0;
  skus.forEach((sku, index) => {
    const quantity = quantities[index] ?? "";
    const origin = parseWhere(origins[index] ?? "");
    if (!origin) row += 1;
    if (sku.trim() === "" && quantity.trim() === "") return;
    const { source, line } = origin ?? { source: "Row" as const, line: row };
    const parsed = quickOrderLine(sku, quantity, source, line);
    if ("message" in parsed) result.problems.push(parsed);
    else result.lines.push(parsed);
  });
  return result;
}

/** Several inputs as one order: the same sku's quantities summed (capped), in first-seen order. */
export function combineQuickOrder(inputs: QuickOrderInput[]): QuickOrderInput {
  const lines: QuickOrderLine[] = [];
  const problems = inputs.flatMap((i) => i.problems);
  for (const line of inputs.flatMap((i) => i.lines)) {
    const same = lines.find((l) => l.sku === line.sku);
    if (same) same.quantity = Math.min(MAX_LINE_QUANTITY, same.quantity + line.quantity);
    else lines.push({ ...line });
  }
  for (const extra of lines.slice(MAX_CART_LINES))
    problems.push({
      source: extra.source,
      line: extra.line,
      message: `An order can hold at most ${MAX_CART_LINES} different items.`,
      sku: extra.sku,
      quantity: String(extra.quantity),
    });
  return { lines: lines.slice(0, MAX_CART_LINES), problems: inInputOrder(problems) };
}
