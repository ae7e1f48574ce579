/** A UTF-16 surrogate without its partner: no UTF-8 encoding exists, so PostgreSQL cannot store it. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Deeper than any form the shop accepts; bounds the walk below. */
const MAX_DEPTH = 32;

export const UNSTORABLE_TEXT_MESSAGE = "Remove the control or invalid characters from this field.";

/** Text PostgreSQL can store: no NUL character and no lone surrogate. */
export function isStorableText(text: string): boolean {
  return !text.includes("\u0000") && !LONE_SURROGATE.test(text);
}

export type UnstorableValue = { path: string; reason: "text" | "depth" };

/**
 * The first string in a parsed JSON body (keys included) that PostgreSQL could not store, or a nesting
 * deeper than MAX_DEPTH; null when the body is fine.
 */
export function findUnstorable(value: unknown, path = "", depth = 0): UnstorableValue | null {
  if (typeof value === "string") return isStorableText(value) ? null : { path: path || "_", reason: "text" };
  if (typeof value !== "object" || value === null) return null;
  if (depth >= MAX_DEPTH) return { path: path || "_", reason: "depth" };
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    if (!isStorableText(key)) return { path: itemPath, reason: "text" };
    const found = findUnstorable(item, itemPath, depth + 1);
    if (found) return found;
  }
  return null;
}
