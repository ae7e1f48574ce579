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

/** A CSV record whose column count differs from the header's: a cut or broken line, never imported. */
export class MalformedCsvRecord {
  constructor(readonly reason: string) {}
}

/**
 * Records keyed by the (trimmed) header row's names. A record with more or fewer fields than the header
 * (a feed cut mid-record, a line with a stray comma) becomes a MalformedCsvRecord, never a product.
 */
export function parseCsvRecords(text: string): (Record<string, string> | MalformedCsvRecord)[] {
  const [names, ...rows] = parseCsvRows(text);
  if (!names) return [];
  const header = names.map((name) => name.trim());
  return rows.map((fields) => {
    if (fields.length !== header.length) {
      return new MalformedCsvRecord(`CSV record has ${fields.length} columns, the header ${header.length}`);
    }
    const record: Record<string, string> = {};
    for (let i = 0; i < header.length; i += 1) record[header[i]] = fields[i];
    return record;
  });
}
