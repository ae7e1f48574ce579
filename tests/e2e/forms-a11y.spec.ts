import { test } from "@playwright/test";
import { expectNoSeriousA11yViolations, waitForHydration } from "./support/storefront.ts";

// A preview page's email lives in a sandboxed iframe that axe cannot enter; the index is checked instead.
const PAGES = ["/cart", "/quote", "/checkout", "/contact", "/rebates", "/email-templates"];

for (const width of [1440, 390]) {
  test(`axe-core at ${width} px: cart, quote, checkout, contact, rebates, email templates`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto("/grow-lights");
    await waitForHydration(page);
    await page
      .getByRole("main")
      .getByRole("button", { name: /ADD TO CART/ })
      .first()
      .click();
    for (const path of PAGES) {
      await page.goto(path);
      await waitForHydration(page);
      await expectNoSeriousA11yViolations(page);
    }
  });
}
