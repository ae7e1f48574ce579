import { describe, expect, it } from "vitest";
import { favoritesPage, favoritesQuery, type FavoriteRow } from "./favorites-list.ts";

const row = (sku: string, name: string, category: string, priceCents: number, day: number): FavoriteRow => ({
  sku,
  name,
  category,
  image: "",
  priceCents,
  savedAt: new Date(Date.UTC(2026, 0, day)).toISOString(),
});

const rows = [
  row("LED-1", "Bar light 600W", "Lighting", 60000, 1),
  row("LED-2", "Bar light 800W", "Lighting", 80000, 2),
  row("NUT-1", "Bloom nutrient", "Nutrients", 3000, 3),
  row("NUT-2", "Grow nutrient", "Nutrients", 2500, 4),
  row("POT-1", "Fabric pot", "Media & Pots", 500, 5),
  row("POT-2", "Plastic pot", "Media & Pots", 400, 6),
];

const query = (search: string) => favoritesQuery(new URLSearchParams(search));

describe("favoritesPage", () => {
  it("shows the newest 5 first, then the rest on page 2", () => {
    const first = favoritesPage(rows, query(""));
    expect(first.rows.map((r) => r.sku)).toEqual(["POT-2", "POT-1", "NUT-2", "NUT-1", "LED-2"]);
    expect(first.pageCount).toBe(2);
    expect(favoritesPage(rows, query("page=2")).rows.map((r) => r.sku)).toEqual(["LED-1"]);
  });

  it("searches names and skus, filters by category and sorts by a column either way", () => {
    expect(favoritesPage(rows, query("q=nutrient")).rows.map((r) => r.sku)).toEqual(["NUT-2", "NUT-1"]);
    expect(favoritesPage(rows, query("q=pot-1")).rows.map((r) => r.sku)).toEqual(["POT-1"]);
    expect(favoritesPage(rows, query("category=Lighting&sort=price&dir=asc")).rows.map((r) => r.sku)).toEqual(
      ["LED-1", "LED-2"],
    );
    expect(favoritesPage(rows, query("sort=name&dir=asc")).rows[0].name).toBe("Bar light 600W");
  });

  it("lists each category once and clamps a page past the end", () => {
    const page = favoritesPage(rows, query("page=9&sort=bogus"));
    expect(page.categories).toEqual(["Lighting", "Media & Pots", "Nutrients"]);
    expect(page.page).toBe(2);
  });
});
