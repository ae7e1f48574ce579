/** Values in COPY's text format (https://www.postgresql.org/docs/current/sql-copy.html, "Text Format"). */

const COPY_SPECIAL = /[\\\t\n\r]/;
const COPY_ESCAPES: Record<string, string> = { "\\": "\\\\", "\t": "\\t", "\n": "\\n", "\r": "\\r" };

/** NULL. */
export const COPY_NULL = "\\N";

/** A text value: backslash, tab and line breaks escaped (PostgreSQL text holds no NUL). */
export function copyText(text: string): string {
  return COPY_SPECIAL.test(text) ? text.replace(/[\\\t\n\r]/g, (c) => COPY_ESCAPES[c]) : text;
}

const ARRAY_SPECIAL = /["\\]/;

/** An array literal, every element quoted ({"a","b \"c\""}), as a COPY value. */
export function copyArray(values: readonly (string | number)[]): string {
  let literal = "{";
  for (let i = 0; i < values.length; i++) {
    const value = String(values[i]);
    literal += `${i === 0 ? "" : ","}"${ARRAY_SPECIAL.test(value) ? value.replace(/["\\]/g, "\\$&") : value}"`;
  }
  return copyText(`${literal}}`);
}

/** Rows of cells as COPY input: cells separated by tabs, each row ending in a newline. */
export function copyInput(rows: readonly string[]): string {
  return rows.length === 0 ? "" : `${rows.join("\n")}\n`;
}
