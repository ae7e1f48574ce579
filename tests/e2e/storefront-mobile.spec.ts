import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, waitForHydration } from "./support/storefront.ts";

test.use({ viewport: { width: 390, height: 844 } });

test("mobile menu at 390 px: opens, closes on Escape, outside click and a chosen link", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await expect(page.getByRole("navigation", { name: "Categories", exact: true })).toBeHidden();
  const open = page.getByRole("button", { name: "Open menu" });
  const menu = page.getByRole("dialog", { name: "Menu" });

  await open.click();
  await expect(menu).toBeInViewport();
  await expect(menu.getByRole("navigation").getByRole("link")).toHaveCount(11);
  await page.screenshot({ path: "test-results/screenshots/mobile-menu-390.png" });
  await page.keyboard.press("Escape");
  await expect(menu).not.toBeInViewport();

  await open.click();
  await expect(menu).toBeInViewport();
  await page.mouse.click(370, 400);
  await expect(menu).not.toBeInViewport();

  await open.click();
  await menu.getByRole("link", { name: "Garden Care" }).click();
  await expect(page).toHaveURL("/garden-care");
  await expect(menu).not.toBeInViewport();
  await open.click();
  await expect(menu.getByRole("link", { name: "Garden Care" })).toHaveAttribute("aria-current", "page");
});

test("mobile search toggle shows the search box", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await expect(page.getByRole("combobox", { name: "Search products" })).toBeHidden();
  await page.getByRole("button", { name: "Open search" }).click();
  const box = page.getByRole("combobox", { name: "Search products" });
  await expect(box).toBeVisible();
  await expect(box).toBeFocused();
  await box.fill("pump");
  await expect(page.getByRole("option").first()).toBeVisible();
  await page.getByRole("option").first().click();
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.getByRole("combobox", { name: "Search products" })).toBeHidden();
});

test("filters at 390 px open as a drawer that stays open while ticking and shows the results", async ({
  page,
}) => {
  await page.goto("/grow-lights");
  await waitForHydration(page);
  const toggle = page.getByRole("button", { name: "Filters" });
  const drawer = page.getByRole("dialog", { name: "Filters" });
  await expect(drawer).toHaveCount(0);

  await toggle.click();
  await expect(drawer).toBeInViewport();
  await expect(drawer.getByRole("button", { name: "Close filters" })).toBeFocused();
  const show = drawer.getByRole("button", { name: /^Show [\d,]+ results?$/ });
  const before = await show.textContent();
  await expectNoSeriousA11yViolations(page);

  const brand = drawer.getByRole("group", { name: "Brands" }).getByRole("checkbox").first();
  await brand.check();
  await expect(page).toHaveURL(/brand=/);
  await expect(drawer).toBeInViewport();
  await expect(show).not.toHaveText(before ?? "");

  // Focus stays inside: Tab from the last control comes back to the first.
  await show.focus();
  await page.keyboard.press("Tab");
  await expect(drawer.getByRole("button", { name: "Close filters" })).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(show).toBeFocused();

  await page.keyboard.press("Escape");
  await expect(drawer).toHaveCount(0);
  await expect(toggle).toBeFocused();

  await toggle.click();
  await show.click();
  await expect(drawer).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Products" }).getByRole("listitem").first()).toBeInViewport();
});

test("the closed mobile menu casts no shadow on the page", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await expect(page.locator("#mobile-menu")).toHaveCSS("box-shadow", "none");
});
