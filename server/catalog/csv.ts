/** The CSV text breaks the format: a stray or unclosed quote. */
export class CsvSyntaxError extends Error {
  constructor(message: string, text: string, position: number) {
    super(`${message} at line ${lineAt(text, position)}`);
    this.name = "CsvSyntaxError";
  }
}

function lineAt(text: string, position: number): number {
  return text.slice(0, position).split(/\r\n|\n|\r/).length;
}

/** Whitespace trimmed around a field (String.prototype.trim's set), the record delimiters excepted. */
const SPACE = /[^\S\r\n]*/y;
/** Where an unquoted field ends, or a quote that must not be in it. */
const FIELD_END = /[,\r\n"]/g;

/**
 * Rows of fields from CSV text: comma-separated, fields in double quotes may hold commas, line breaks and
 * doubled quotes (""), records end at \r\n, \n or \r. Whitespace around a field is dropped and blank lines
 * are skipped. A quote inside an unquoted field, text after a closing quote and an unclosed quote are
 * errors (CsvSyntaxError).
 */
export function parseCsvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let i = 0;
  const skipSpace = () => {
    SPACE.lastIndex = i;
    SPACE.test(text);
    i = SPACE.lastIndex;
  };
  for (;;) {
    skipSpace();
    let field: string;
    let quoted = false;
    if (text[i] === '"') {
      quoted = true;
      field = "";
      const opened = i;
      for (i += 1; ;) {
        const quote = text.indexOf('"', i);
        if (quote < 0) throw new CsvSyntaxError("Quote not closed", text, opened);
        const part = text.slice(i, quote);
        if (text[quote + 1] === '"') {
          field += `${part}"`;
          i = quote + 2;
        } else {
          field += part;
          i = quote + 1;
          break;
        }
      }
      skipSpace();
    } else {
      FIELD_END.lastIndex = i;
      const end = FIELD_END.exec(text)?.index ?? text.length;
      if (text[end] === '"') throw new CsvSyntaxError("Quote inside an unquoted field", text, end);
      field = text.slice(i, end).trim();
      i = end;
    }
    row.push(field);
    const next = text[i];
    if (next === ",") {
      i += 1;
      continue;
    }
    if (next !== undefined && next !== "\r" && next !== "\n") {
      throw new CsvSyntaxError("Text after a closing quote", text, i);
    }
    if (row.length > 1 || quoted || field !== "") rows.push(row);
    row = [];
    if (next === undefined) return rows;
    i += next === "\r" && text[i + 1] === "\n" ? 2 : 1;
  }
}

/** Records keyed by the (trimmed) header row's names; a short row has only its own fields, extra fields are dropped. */
export function parseCsvRecords(text: string): Record<string, string>[] {
  const [names, ...rows] = parseCsvRows(text);
  if (!names) return [];
  const header = names.map((name) => name.trim());
  return rows.map((fields) => {
    const record: Record<string, string> = {};
    const count = Math.min(header.length, fields.length);
    for (let i = 0; i < count; i += 1) record[header[i]] = fields[i];
    return record;
  });
}
