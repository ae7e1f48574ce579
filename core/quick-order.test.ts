import { describe, expect, it } from "vitest";
import {
  combineQuickOrder,
  inInputOrder,
  MAX_QUICK_ORDER_CSV_LINES,
  parseQuickOrderCsv,
  problemText,
  QUICK_ORDER_CSV_TOO_LARGE_MESSAGE,
  quickOrderRows,
} from "./quick-order.ts";
import { MAX_LINE_QUANTITY } from "./order-request.ts";

describe("parseQuickOrderCsv", () => {
  it("reads sku,quantity lines with their line numbers, skipping a header and blank lines", () => {
    const parsed = parseQuickOrderCsv('sku,quantity\r\nLED-1,2\n\n  HYD-7 ; 10 \n"NUT,1"\t3', "Pasted line");
    expect(parsed.problems).toEqual([
      {
        source: "Pasted line",
        line: 5,
        message: "Write one SKU and one quantity per line.",
        sku: '"NUT',
        quantity: '1"',
      },
    ]);
    expect(parsed.lines).toEqual([
      { sku: "LED-1", quantity: 2, source: "Pasted line", line: 2 },
      { sku: "HYD-7", quantity: 10, source: "Pasted line", line: 4 },
    ]);
  });

  it("lists every bad quantity and missing field with its line number instead of dropping it", () => {
    const parsed = parseQuickOrderCsv(
      `A,1\nB,0\nC,2.5\nD,abc\nE\n,4\nF,${MAX_LINE_QUANTITY + 1}\nG,-1`,
      "File line",
    );
    expect(parsed.lines.map((l) => l.sku)).toEqual(["A"]);
    expect(parsed.problems.map(problemText)).toEqual([
      `File line 2: Quantity "0" must be a whole number from 1 to ${MAX_LINE_QUANTITY}.`,
      `File line 3: Quantity "2.5" must be a whole number from 1 to ${MAX_LINE_QUANTITY}.`,
      `File line 4: Quantity "abc" must be a whole number from 1 to ${MAX_LINE_QUANTITY}.`,
      "File line 5: Quantity is missing.",
      "File line 6: SKU is missing.",
      `File line 7: Quantity "${MAX_LINE_QUANTITY + 1}" must be a whole number from 1 to ${MAX_LINE_QUANTITY}.`,
      `File line 8: Quantity "-1" must be a whole number from 1 to ${MAX_LINE_QUANTITY}.`,
    ]);
  });

  it("treats a first line that is not a header as data", () => {
    expect(parseQuickOrderCsv("sku-9,1", "Pasted line").lines).toHaveLength(1);
  });

  it("refuses a CSV past its size limit as a whole", () => {
    const parsed = parseQuickOrderCsv("A,1\n".repeat(MAX_QUICK_ORDER_CSV_LINES + 1), "File line");
    expect(parsed.lines).toEqual([]);
    expect(parsed.problems.map((p) => p.message)).toEqual([QUICK_ORDER_CSV_TOO_LARGE_MESSAGE]);
  });
});

describe("quickOrderRows and combineQuickOrder", () => {
  it("skips blank rows, numbers the others and sums a sku given twice", () => {
    const rows = quickOrderRows(["A", "", "B", "C"], ["1", "", "x", "2"]);
    expect(rows.problems.map(problemText)).toEqual([
      `Row 3: Quantity "x" must be a whole number from 1 to ${MAX_LINE_QUANTITY}.`,
    ]);
    const combined = combineQuickOrder([rows, parseQuickOrderCsv("A,4", "Pasted line")]);
    expect(combined.lines.map((l) => [l.sku, l.quantity])).toEqual([
      ["A", 5],
      ["C", 2],
    ]);
    expect(combined.problems).toHaveLength(1);
  });

  it("keeps the place a previewed or fixed line carries, and numbers only the fresh rows", () => {
    const rows = quickOrderRows(
      ["A", "B", "", "C"],
      ["1", "x", "", "2"],
      ["Pasted line 4", "File line 2", "", ""],
    );
    expect(rows.lines.map((l) => [l.sku, l.source, l.line])).toEqual([
      ["A", "Pasted line", 4],
      ["C", "Row", 2],
    ]);
    expect(rows.problems.map(problemText)).toEqual([
      `File line 2: Quantity "x" must be a whole number from 1 to ${MAX_LINE_QUANTITY}.`,
    ]);
    // A forged place is not one: the row is numbered as a fresh one.
    expect(quickOrderRows(["A"], ["1"], ["Line 1; drop table"]).lines[0]).toMatchObject({
      source: "Row",
      line: 1,
    });
  });

  it("lists problems in the order they were written, with what was written for the fix field", () => {
    const problems = combineQuickOrder([
      parseQuickOrderCsv("X,0", "File line"),
      parseQuickOrderCsv("A,1\nB,two\nC,3\n,4", "Pasted line"),
      quickOrderRows(["", "Q"], ["", ""]),
    ]).problems;
    expect(problems.map((p) => [problemText(p), p.sku, p.quantity])).toEqual([
      ["Row 2: Quantity is missing.", "Q", ""],
      [`Pasted line 2: Quantity "two" must be a whole number from 1 to ${MAX_LINE_QUANTITY}.`, "B", "two"],
      ["Pasted line 4: SKU is missing.", "", "4"],
      [`File line 1: Quantity "0" must be a whole number from 1 to ${MAX_LINE_QUANTITY}.`, "X", "0"],
    ]);
    expect(inInputOrder([...problems].reverse())).toEqual(problems);
  });
});
