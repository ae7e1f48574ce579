import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { seededRandom } from "../../../core/seeded-random.ts";
import { CsvSyntaxError, MalformedCsvRecord, parseCsvRecords } from "./csv.ts";

/**
 * The csv-parse reading the importer used before its own parser, the reference for well-formed feeds: its
 * rows as records, a row whose width differs from the header's as the reason it is rejected.
 */
function referenceRecords(text: string): (Record<string, string> | MalformedCsvRecord)[] {
  const [header = [], ...rows]: string[][] = parse(text, {
    skip_empty_lines: true,
    relax_column_count: true,
    trim: true,
  });
  return rows.map((row) =>
    row.length === header.length
      ? Object.fromEntries(header.map((name, i) => [name, row[i]]))
      : new MalformedCsvRecord(`CSV record has ${row.length} columns, the header ${header.length}`),
  );
}

const PLAIN = ["", "sku-1", "Gavita Pro 1000e", "$1,299.00", "µmol/s", "a\u00a0b", "x y  z"];
const QUOTABLE = ['say "hi"', "one, two", "line\nbreak", "crlf\r\nbreak", "  padded  ", ""];
const PADDING = ["", " ", "  ", "\t", "\u00a0"];

/** A well-formed CSV: consistent line endings, quotes only around whole fields. */
function randomCsv(next: () => number): string {
  const pick = <T>(values: readonly T[]) => values[Math.floor(next() * values.length)];
  const newline = next() < 0.5 ? "\n" : "\r\n";
  const width = 1 + Math.floor(next() * 5);
  const field = () => {
    const pad = () => pick(PADDING);
    // (csv-parse refuses a no-break space after a closing quote, though it trims one before it.)
    const quotePad = () => pick(PADDING.filter((p) => p !== "\u00a0"));
    if (next() < 0.3) return `${pad()}"${pick(QUOTABLE).replaceAll('"', '""')}"${quotePad()}`;
    return `${pad()}${pick(PLAIN)}${pad()}`;
  };
  const header = Array.from({ length: width }, (_, i) => ` col${i} `).join(",");
  const lines = [header];
  const rows = Math.floor(next() * 6);
  for (let r = 0; r < rows; r += 1) {
    if (next() < 0.1) lines.push(pick(["", "   "]));
    const count = next() < 0.8 ? width : 1 + Math.floor(next() * (width + 2));
    lines.push(Array.from({ length: count }, field).join(","));
  }
  return lines.join(newline) + (next() < 0.5 ? newline : "");
}

describe("CSV feeds ('CSV with a header row')", () => {
  it("reads 5,000 generated well-formed feeds as the csv-parse reading did", () => {
    const next = seededRandom(5_000);
    for (let i = 0; i < 5_000; i += 1) {
      const text = randomCsv(next);
      expect({ i, text, records: parseCsvRecords(text) }).toEqual({
        i,
        text,
        records: referenceRecords(text),
      });
    }
  });

  it("keeps quoted commas, line breaks and doubled quotes; trims whitespace outside quotes", () => {
    expect(
      parseCsvRecords('sku, item_name ,qty\r\n A-1 , "Pump, 1/10 HP" ,"7"\r\nB-2,"say ""hi""\nnow",\r\n'),
    ).toEqual([
      { sku: "A-1", item_name: "Pump, 1/10 HP", qty: "7" },
      { sku: "B-2", item_name: 'say "hi"\nnow', qty: "" },
    ]);
  });

  it("skips blank lines and marks records with fewer or more fields than the header malformed", () => {
    expect(parseCsvRecords("a,b\n\n   \n1\n1,2,3\n1,2\n")).toEqual([
      new MalformedCsvRecord("CSV record has 1 columns, the header 2"),
      new MalformedCsvRecord("CSV record has 3 columns, the header 2"),
      { a: "1", b: "2" },
    ]);
  });

  it.each([
    ["a quote inside an unquoted field", 'sku,name\nA,ab"c\n'],
    ["text after a closing quote", 'sku,name\nA,"ab"c\n'],
    ["an unclosed quote", 'sku,name\nA,"ab\n'],
  ])("rejects %s, as csv-parse did", (_label, text) => {
    expect(() => referenceRecords(text)).toThrow();
    expect(() => parseCsvRecords(text)).toThrow(CsvSyntaxError);
  });

  it("names the line of the error", () => {
    expect(() => parseCsvRecords('sku\r\n"multi\r\nline"\r\nB"\r\n')).toThrow(/at line 4/);
  });
});
