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

/** "Row 2: …": a problem as the page lists it. */
export const problemText = (p: QuickOrderProblem) => `${p.source} ${p.line}: ${p.message}`;

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
  if (!sku) return { source, line, message: "SKU is missing." };
  if (sku.length > MAX_SKU_LENGTH)
    return { source, line, message: `SKU must be at most ${MAX_SKU_LENGTH} characters.` };
  if (!quantity) return { source, line, message: "Quantity is missing." };
  const n = /^\d+$/.test(quantity) ? Number(quantity) : NaN;
  if (!Number.isInteger(n) || n < 1 || n > MAX_LINE_QUANTITY)
    return { source, line, message: badQuantityMessage(quantity) };
  return { sku, quantity: n, source, line };
}

const isHeader = (cells: string[]) =>
  unquoted(cells[0] ?? "").toLowerCase() === "sku" &&
  ["quantity", "qty"].includes(unquoted(cells[1] ?? "").toLowerCase());

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
    result.problems.push({ source, line: 1, message: QUICK_ORDER_CSV_TOO_LARGE_MESSAGE });
    return result;
  }
  rows.forEach((row, index) => {
    if (row.trim() === "") return;
    const cells = row.split(/[,;\t]/);
    if (index === rows.findIndex((r) => r.trim() !== "") && isHeader(cells)) return;
    if (cells.length > 2 && cells.slice(2).some((c) => c.trim() !== "")) {
      result.problems.push({ source, line: index + 1, message: "Write one SKU and one quantity per line." });
      return;
    }
    const parsed = quickOrderLine(cells[0], cells[1] ?? "", source, index + 1);
    if ("sku" in parsed) result.lines.push(parsed);
    else result.problems.push(parsed);
  });
  return result;
}

/** The form's rows (sku and quantity inputs side by side); a row left blank is no line. */
export function quickOrderRows(skus: string[], quantities: string[]): QuickOrderInput {
  const result: QuickOrderInput = { lines: [], problems: [] };
  skus.forEach((sku, index) => {
    const quantity = quantities[index] ?? "";
    if (sku.trim() === "" && quantity.trim() === "") return;
    const parsed = quickOrderLine(sku, quantity, "Row", index + 1);
    if ("sku" in parsed) result.lines.push(parsed);
    else result.problems.push(parsed);
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
  if (lines.length > MAX_CART_LINES)
    problems.push({
      source: lines[MAX_CART_LINES].source,
      line: lines[MAX_CART_LINES].line,
      message: `An order can hold at most ${MAX_CART_LINES} different items.`,
    });
  return { lines: lines.slice(0, MAX_CART_LINES), problems };
}
