import { csvCell } from "./submission-lists.ts";
import { z } from "./zod.ts";

/**
 * A company's shared order lists ("Room 3 flip", "Monthly nutrients"): every member sees and edits them,
 * an admin may lock one, and a list goes to the cart whole or by chosen lines (ADR 0181).
 */
export const ORDER_LIST_MAX_LINES = 500;
export const ORDER_LISTS_PER_COMPANY = 50;
export const ORDER_LIST_NAME_MAX = 80;
export const ORDER_LIST_NOTE_MAX = 200;
export const ORDER_LIST_QUANTITY_MAX = 9999;

export const LIST_NAME_MESSAGE = `Give the list a name of 1 to ${ORDER_LIST_NAME_MAX} characters.`;
export const LIST_NAME_TAKEN_MESSAGE = "Your company already has a list of that name.";
export const TOO_MANY_LISTS_MESSAGE = `A company keeps at most ${ORDER_LISTS_PER_COMPANY} order lists. Delete one first.`;
export const TOO_MANY_LINES_MESSAGE = `A list holds at most ${ORDER_LIST_MAX_LINES} lines.`;
export const LIST_LOCKED_MESSAGE =
  "This list is locked by your company's admin; only an admin can change it.";
export const LOCK_ADMIN_MESSAGE = "Only your company's admins lock and unlock lists.";
export const QUANTITY_MESSAGE = `Enter a quantity from 1 to ${ORDER_LIST_QUANTITY_MAX}.`;
export const NOTE_MESSAGE = `Keep the note under ${ORDER_LIST_NOTE_MAX} characters.`;
export const NO_LINES_CHOSEN_MESSAGE = "Choose at least one line to add to the cart.";
export const UNKNOWN_SKU_MESSAGE = "No product with that SKU is sold.";

const name = z.string().trim().min(1, LIST_NAME_MESSAGE).max(ORDER_LIST_NAME_MAX, LIST_NAME_MESSAGE);
const sku = z.string().trim().min(1, UNKNOWN_SKU_MESSAGE).max(100, UNKNOWN_SKU_MESSAGE);
const quantity = z.coerce
  .number(QUANTITY_MESSAGE)
  .int(QUANTITY_MESSAGE)
  .min(1, QUANTITY_MESSAGE)
  .max(ORDER_LIST_QUANTITY_MAX, QUANTITY_MESSAGE);
const note = z.string().trim().max(ORDER_LIST_NOTE_MAX, NOTE_MESSAGE).default("");

/** The lists page's forms: a new list, or a product (or the cart) added to a chosen list. */
export const orderListsFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("create"), name }),
  z.object({ intent: z.literal("add"), listId: z.coerce.number().int().positive(), sku, quantity }),
  z.object({ intent: z.literal("add-cart"), listId: z.coerce.number().int().positive() }),
  z.object({
    intent: z.literal("add-document"),
    listId: z.coerce.number().int().positive(),
    number: z.string().trim().min(1).max(40),
  }),
]);

/** One list's forms: rename, duplicate, lock, delete, a line's quantity and note, remove a line, to the cart. */
export const orderListFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("rename"), name }),
  z.object({ intent: z.literal("duplicate"), name }),
  z.object({ intent: z.literal("lock"), locked: z.enum(["true", "false"]).transform((v) => v === "true") }),
  z.object({ intent: z.literal("delete") }),
  z.object({ intent: z.literal("line"), sku, quantity, note }),
  z.object({ intent: z.literal("remove"), sku }),
  z.object({ intent: z.literal("add"), sku, quantity }),
  z.object({
    intent: z.literal("to-cart"),
    skus: z.array(sku).default([]),
    all: z.literal("true").optional(),
  }),
]);
export type OrderListForm = z.infer<typeof orderListFormSchema>;

export interface OrderListLine {
  sku: string;
  quantity: number;
  note: string;
}

/** A list as CSV (sku, quantity, note), safe to open in a spreadsheet. */
export function orderListCsv(lines: readonly OrderListLine[]): string {
  const row = (cells: string[]) => `${cells.map(csvCell).join(",")}\r\n`;
  return (
    row(["sku", "quantity", "note"]) + lines.map((l) => row([l.sku, String(l.quantity), l.note])).join("")
  );
}
