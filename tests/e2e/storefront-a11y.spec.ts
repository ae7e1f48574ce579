import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations, waitForHydration } from "./support/storefront.ts";

const PAGE_TYPES = [
  { name: "home", path: "/" },
  { name: "category", path: "/grow-lights" },
  { name: "filtered category", path: "/grow-lights?brand=Gavita&watts=500-1000W" },
  { name: "all products", path: "/products" },
  { name: "search results", path: "/search?q=pump" },
  { name: "product", path: "first-grow-light" },
  { name: "shop by brand", path: "/shop-by-brand" },
  { name: "help center", path: "/terms?tab=return-policy" },
  { name: "partners", path: "/partners" },
  { name: "404", path: "/no-such-page" },
  { name: "unknown product", path: "/product/NO-SUCH-SKU" },
];

async function resolvePath(page: Page, path: string): Promise<string> {
  if (path !== "first-grow-light") return path;
  const response = await page.request.get("/api/catalog/listing?slug=grow-lights");
  const { items } = (await response.json()) as { items: { sku: string }[] };
  return `/product/${encodeURIComponent(items[0].sku)}`;
}

for (const width of [1440, 390]) {
  test.describe(`axe-core at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });
    for (const { name, path } of PAGE_TYPES) {
      test(`no serious or critical violation: ${name}`, async ({ page }) => {
        await page.goto(await resolvePath(page, path));
        await waitForHydration(page);
        await expectNoSeriousA11yViolations(page);
      });
    }
  });
}

test("axe-core: the open mobile menu and the search dropdown", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Open menu" }).click();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press("Escape");
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole("combobox", { name: "Search products" }).fill("led");
  await expect(page.getByRole("option").first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

async function tabTo(page: Page, target: ReturnType<Page["locator"]>, maxTabs: number) {
  for (let i = 0; i < maxTabs; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

test("keyboard only: home → category → filter → product → add to cart", async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto("/");
  await waitForHydration(page);

  const category = page
    .getByRole("navigation", { name: "Categories", exact: true })
    .getByRole("link", { name: "Hydroponics" });
  await tabTo(page, category, 40);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/hydroponics");

  const brand = page.getByRole("group", { name: "Brands" }).getByRole("checkbox").first();
  await tabTo(page, brand, 60);
  await page.keyboard.press("Space");
  await page.waitForURL((url) => url.searchParams.has("brand"));
  await expect(page.getByRole("group", { name: "Brands" }).getByRole("checkbox").first()).toBeChecked();

  const view = page
    .getByRole("article")
    .first()
    .getByRole("link", { name: /^VIEW / });
  await tabTo(page, view, 120);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/product\//);

  const add = page.getByRole("button", { name: "ADD TO CART", exact: true }).first();
  await tabTo(page, add, 60);
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
});
