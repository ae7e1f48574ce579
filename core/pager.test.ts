import { describe, expect, it } from "vitest";
import { pageWindow, resultCountText } from "./pager.ts";

describe("pageWindow — 'always shows page 1, the last page and a window of 2 pages either side'", () => {
  it("is hidden when 1 page or fewer", () => {
    expect(pageWindow(1, 1)).toEqual([]);
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it("shows every page when they all fit", () => {
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it("puts '...' gaps between page 1, the window and the last page", () => {
    expect(pageWindow(10, 20)).toEqual([1, "gap", 8, 9, 10, 11, 12, "gap", 20]);
  });

  it("keeps the window inside the range at the ends", () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, "gap", 20]);
    expect(pageWindow(20, 20)).toEqual([1, "gap", 18, 19, 20]);
  });

  it("shows a lone skipped page rather than a gap hiding one page", () => {
    expect(pageWindow(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, "gap", 20]);
  });

  it("supports the other reading (within 1 of current)", () => {
    expect(pageWindow(10, 20, 1)).toEqual([1, "gap", 9, 10, 11, "gap", 20]);
  });

  it("clamps an out-of-range current page", () => {
    expect(pageWindow(99, 4)).toEqual([1, 2, 3, 4]);
  });
});

describe("resultCountText — 'Showing {from}-{to} of {total} product(s)'", () => {
  it("counts a middle page", () => {
    expect(resultCountText(2, 24, 100)).toBe("Showing 25-48 of 100 products");
  });
  it("stops at the total on the last page", () => {
    expect(resultCountText(5, 24, 100)).toBe("Showing 97-100 of 100 products");
  });
  it("is singular for exactly 1", () => {
    expect(resultCountText(1, 24, 1)).toBe("Showing 1-1 of 1 product");
  });
  it("starts from 0 when there are none", () => {
    expect(resultCountText(1, 24, 0)).toBe("Showing 0-0 of 0 products");
  });
});
