import { expect, test, type Page } from "@playwright/test";
import { listing, screenshotBothWidths, waitForHydration } from "./support/storefront.ts";

const countLine = (page: Page) => page.getByText(/^Showing \d+-\d+ of \d+ products?$/);

test.describe("category listing", () => {
  test("title, count line, 24 cards and the pager", async ({ page, request }) => {
    const all = await listing(request, "slug=grow-lights");
    const response = await page.goto("/grow-lights");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Grow Lights" })).toBeVisible();
    await expect(countLine(page)).toHaveText(`Showing 1-24 of ${all.total} products`);
    await expect(page.getByRole("article")).toHaveCount(24);
    const pager = page.getByRole("navigation", { name: "Pagination" });
    await expect(pager.getByText("Previous")).toHaveAttribute("aria-disabled", "true");
    await expect(pager.getByRole("link", { name: `Page ${all.pageCount}` })).toBeVisible();
    await expect(pager.getByText("...")).toBeVisible();
    await expect(page.getByRole("link", { name: "Grow Lights", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await screenshotBothWidths(page, "category");
  });

  test("each filter type, chips, Clear all, and the URL round trip (reload + back)", async ({
    page,
    request,
  }) => {
    const all = await listing(request, "slug=grow-lights");
    const brand = all.facets.brands[0].value;
    await page.goto("/grow-lights");
    await waitForHydration(page);

    // Brand filter
    await page.getByRole("checkbox", { name: new RegExp(`^${brand}`) }).click();
    await page.waitForURL((url) => url.searchParams.get("brand") === brand);
    const byBrand = await listing(request, `slug=grow-lights&brand=${encodeURIComponent(brand)}`);
    await expect(countLine(page)).toContainText(`of ${byBrand.total} product`);
    const chips = page.getByRole("region", { name: "Active Filters" });
    await expect(chips.getByRole("button", { name: `Remove filter ${brand}` })).toBeVisible();

    // Wattage range
    await page.getByRole("checkbox", { name: /^500-1000W/ }).click();
    await expect(page).toHaveURL(/watts=500-1000W/);
    const byWatts = await listing(
      request,
      `slug=grow-lights&brand=${encodeURIComponent(brand)}&watts=500-1000W`,
    );
    await expect(countLine(page)).toContainText(`of ${byWatts.total} product`);

    // Subcategory and voltage, each via a fresh URL so their counts are checked on their own
    const sub = all.facets.subcategories[0].value;
    await page.goto("/grow-lights");
    await waitForHydration(page);
    await page.getByRole("checkbox", { name: new RegExp(`^${sub}`) }).click();
    await expect(page).toHaveURL(/sub=/);
    const bySub = await listing(request, `slug=grow-lights&sub=${encodeURIComponent(sub)}`);
    await expect(countLine(page)).toContainText(`of ${bySub.total} product`);
    const voltage = all.facets.voltages[0].value;
    await page.getByRole("checkbox", { name: new RegExp(`^${voltage}`) }).click();
    await expect(page).toHaveURL(/voltage=/);
    const bySubVoltage = await listing(
      request,
      `slug=grow-lights&sub=${encodeURIComponent(sub)}&voltage=${encodeURIComponent(voltage)}`,
    );
    await expect(countLine(page)).toContainText(`of ${bySubVoltage.total} product`);

    // Reload keeps the filters; chips match
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole("checkbox", { name: new RegExp(`^${sub}`) })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: new RegExp(`^${voltage}`) })).toBeChecked();
    await expect(countLine(page)).toContainText(`of ${bySubVoltage.total} product`);

    // Removing a chip drops just that filter
    await page.getByRole("button", { name: `Remove filter ${voltage}` }).click();
    await expect(page).not.toHaveURL(/voltage=/);
    await expect(countLine(page)).toContainText(`of ${bySub.total} product`);

    // Back restores it
    await page.goBack();
    await expect(page).toHaveURL(/voltage=/);
    await expect(page.getByRole("checkbox", { name: new RegExp(`^${voltage}`) })).toBeChecked();

    // Clear all
    await page.getByRole("button", { name: "Clear all" }).click();
    await expect(page).toHaveURL(/\/grow-lights$/);
    await expect(page.getByText("Active Filters")).toHaveCount(0);
    await expect(countLine(page)).toHaveText(`Showing 1-24 of ${all.total} products`);
  });

  test("price filter applies a range and shows a chip", async ({ page, request }) => {
    await page.goto("/grow-lights");
    await waitForHydration(page);
    const price = page.getByRole("form", { name: "Price range" });
    await price.getByLabel("Min ($)").fill("100");
    await price.getByLabel("Max ($)").fill("500");
    await price.getByRole("button", { name: "Apply price" }).click();
    await expect(page).toHaveURL(/min=100&max=500/);
    const ranged = await listing(request, "slug=grow-lights&min=100&max=500");
    await expect(countLine(page)).toContainText(`of ${ranged.total} product`);
    await expect(page.getByRole("button", { name: "Remove filter $100 - $500" })).toBeVisible();
    const prices = await page.getByRole("article").getByText(/ USD$/).allTextContents();
    for (const text of prices) {
      const dollars = Number(text.replace(/[^0-9.]/g, ""));
      expect(dollars).toBeGreaterThanOrEqual(100);
      expect(dollars).toBeLessThanOrEqual(500);
    }
  });

  test("sort and pager keep their place in the URL", async ({ page, request }) => {
    await page.goto("/grow-lights");
    await waitForHydration(page);
    await page.getByLabel("Sort by").selectOption("priceHighToLow");
    await expect(page).toHaveURL(/sort=priceHighToLow/);
    const sorted = await listing(request, "slug=grow-lights&sort=priceHighToLow");
    await expect(page.getByRole("article").first()).toContainText(sorted.items[0].name);

    const pager = page.getByRole("navigation", { name: "Pagination" });
    await pager.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/sort=priceHighToLow&page=2/);
    await expect(countLine(page)).toContainText("Showing 25-48");
    await expect(pager.locator('[aria-current="page"]')).toHaveText("Page 2");
    const page2 = await listing(request, "slug=grow-lights&sort=priceHighToLow&page=2");
    await expect(page.getByRole("article").first()).toContainText(page2.items[0].name);

    await page.reload();
    await expect(page.getByLabel("Sort by")).toHaveValue("priceHighToLow");
    await expect(countLine(page)).toContainText("Showing 25-48");
    await page.goBack();
    await expect(page).toHaveURL(/sort=priceHighToLow$/);
    await expect(countLine(page)).toContainText("Showing 1-24");

    // Last page: Next disabled
    await page.goto(`/grow-lights?page=${sorted.pageCount}`);
    await expect(page.getByRole("navigation", { name: "Pagination" }).getByText("Next")).toHaveAttribute(
      "aria-disabled",
      "true",
    );
  });

  test("a filter change returns to page 1", async ({ page }) => {
    await page.goto("/grow-lights?page=3");
    await waitForHydration(page);
    await page.getByRole("checkbox", { name: /^1000W\+/ }).click();
    await expect(page).toHaveURL(/watts=1000W%2B$/);
    await expect(countLine(page)).toContainText("Showing 1-");
  });

  test("invalid parameters fall back instead of failing", async ({ page }) => {
    const response = await page.goto("/grow-lights?page=abc&sort=cheapest&watts=9000W&min=500&max=5");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/grow-lights$/);
    await expect(countLine(page)).toContainText("Showing 1-24");
  });

  test("cleanup redirects are 301 and keep tracking parameters; a page past the end is 404", async ({
    page,
    request,
  }) => {
    const cleaned = await request.get("/grow-lights?sort=cheapest&utm_source=mail&gclid=Cj0", {
      maxRedirects: 0,
    });
    expect(cleaned.status()).toBe(301);
    expect(cleaned.headers().location).toBe("/grow-lights?utm_source=mail&gclid=Cj0");

    for (const path of ["/grow-lights", "/products", "/search?q=led&"]) {
      const landing = `${path}${path.includes("?") ? "" : "?"}utm_source=mail&utm_campaign=spring&fbclid=IwA`;
      const response = await page.goto(landing);
      expect(response?.status(), landing).toBe(200);
      expect(new URL(page.url()).searchParams.get("utm_campaign")).toBe("spring");
      expect(new URL(page.url()).searchParams.get("fbclid")).toBe("IwA");
      if (!path.startsWith("/search")) {
        const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
        expect(canonical).not.toMatch(/utm_|fbclid/);
      }
    }

    const past = await page.goto("/grow-lights?page=9999");
    expect(past?.status()).toBe(404);
    await expect(page).toHaveURL(/page=9999/);
    await page.getByRole("link", { name: "Go to the last page" }).click();
    await expect(page.getByRole("navigation", { name: "Pagination" }).getByText("Next")).toHaveAttribute(
      "aria-disabled",
      "true",
    );
  });

  test("filters matching nothing show the message and the category total", async ({ page, request }) => {
    const all = await listing(request, "slug=grow-lights");
    await page.goto("/grow-lights?min=39999");
    await expect(page.getByText("No products match the selected filters.")).toBeVisible();
    await expect(page.getByText(`${all.categoryTotal} products in this category.`)).toBeVisible();
  });

  test("the brand query parameter presets a brand filter; another category path clears filters", async ({
    page,
  }) => {
    await page.goto("/media-pots?brand=RX%20Green%20Technologies");
    await waitForHydration(page);
    await expect(page.getByRole("checkbox", { name: /^RX Green Technologies/ })).toBeChecked();
    await expect(page.getByRole("button", { name: "Remove filter RX Green Technologies" })).toBeVisible();
    await page
      .getByRole("navigation", { name: "Categories", exact: true })
      .getByRole("link", { name: "Hydroponics" })
      .click();
    await expect(page).toHaveURL(/\/hydroponics$/);
    await expect(page.getByText("Active Filters")).toHaveCount(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("/products lists the catalogue with a category filter; an unknown category is 'Category Not Found'", async ({
    page,
  }) => {
    await page.goto("/products");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: "Products" })).toBeVisible();
    await page
      .getByRole("complementary", { name: "Product filters" })
      .getByRole("link", { name: "Harvest", exact: true })
      .click();
    await expect(page).toHaveURL(/category=harvest/);
    await expect(page.getByRole("button", { name: "Remove filter Harvest" })).toBeVisible();
    await screenshotBothWidths(page, "products");

    const missing = await page.goto("/products?category=no-such-thing");
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Category Not Found" })).toBeVisible();
    await expect(page.getByText("no-such-thing")).toBeVisible();
    await expect(page.getByRole("button", { name: "Go Back" })).toBeVisible();
  });

  test("skeleton cards show while a client-side listing navigation loads", async ({ page }) => {
    await page.goto("/grow-lights");
    await waitForHydration(page);
    await page.route("**/grow-lights.data*", async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Next" }).click();
    await expect(page.locator('ul[aria-busy="true"] > li')).toHaveCount(24);
    await expect(countLine(page)).toContainText("Showing 25-48");
    await expect(page.locator('ul[aria-busy="true"]')).toHaveCount(0);
  });
});
