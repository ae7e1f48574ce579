import { expect, test } from "@playwright/test";
import { screenshotBothWidths, searchHits, waitForHydration } from "./support/storefront.ts";

test.describe("header search", () => {
  test("typing shows results; choosing one clears the box and opens the product", async ({
    page,
    request,
  }) => {
    const hits = await searchHits(request, "led grow");
    expect(hits.length).toBeGreaterThan(0);
    await page.goto("/");
    await waitForHydration(page);
    const box = page.getByRole("combobox", { name: "Search products" });
    await expect(box).toHaveAttribute("placeholder", "Search products...");
    await box.fill("led grow");
    const options = page.getByRole("option");
    await expect(options.first()).toBeVisible();
    await expect(options).toHaveCount(Math.min(hits.length, 10));
    await expect(options.first()).toContainText(hits[0].name);
    await expect(options.first()).toContainText(`SKU: ${hits[0].sku}`);
    if (hits[0].wattage120v) await expect(options.first()).toContainText(`${hits[0].wattage120v}W •`);
    await screenshotBothWidths(page, "search-dropdown");
    await options.first().click();
    await expect(page).toHaveURL(`/product/${encodeURIComponent(hits[0].sku)}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hits[0].name);
    await expect(box).toHaveValue("");
  });

  test("one character does nothing; an unknown term says 'No products found'", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const box = page.getByRole("combobox", { name: "Search products" });
    await box.fill("l");
    await page.waitForTimeout(600);
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await box.fill("qqqzzzxxyy");
    await expect(page.getByText("No products found")).toBeVisible();
    // Submitting without results stays put
    await box.press("Enter");
    await expect(page).toHaveURL(/\/$/);
  });

  test("keyboard: arrows move, Enter opens the active row, Escape closes", async ({ page, request }) => {
    const hits = await searchHits(request, "nutrient");
    expect(hits.length).toBeGreaterThan(1);
    await page.goto("/");
    await waitForHydration(page);
    const box = page.getByRole("combobox", { name: "Search products" });
    await box.fill("nutrient");
    await expect(page.getByRole("option").first()).toBeVisible();
    await box.press("ArrowDown");
    await box.press("ArrowDown");
    await expect(page.getByRole("option").nth(1)).toHaveAttribute("aria-selected", "true");
    const activeId = await box.getAttribute("aria-activedescendant");
    expect(activeId).toBe(await page.getByRole("option").nth(1).getAttribute("id"));
    await box.press("Escape");
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await expect(box).toHaveValue("nutrient");
    await box.press("ArrowDown");
    await box.press("Enter");
    await expect(page).toHaveURL(`/product/${encodeURIComponent(hits[0].sku)}`);
  });

  test("submitting a query with results opens /search?q= with the listing UI; outside click closes", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    const box = page.getByRole("combobox", { name: "Search products" });
    await box.fill("pump");
    await expect(page.getByRole("option").first()).toBeVisible();
    await page.mouse.click(10, 700);
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await box.click();
    await box.press("Enter");
    await expect(page).toHaveURL("/search?q=pump");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("pump");
    await expect(page.getByText(/^Showing 1-\d+ of \d+ products?$/)).toBeVisible();
    await expect(page.getByLabel("Sort by")).toBeVisible();
    await screenshotBothWidths(page, "search-results");
  });
});
