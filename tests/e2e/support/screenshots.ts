import type { Page } from "@playwright/test";

/** Saves full-page screenshots of the current page at phone (390 px) and desktop (1440 px) widths. */
export async function screenshotBothWidths(page: Page, name: string) {
  const original = page.viewportSize();
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `test-results/screenshots/${name}-${width}.png`, fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}

/** The same shots for a page without scripts (JavaScript off: no page.evaluate), named `no-js-<name>-<width>.png`. */
export async function screenshotWithoutScripts(page: Page, name: string) {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `test-results/screenshots/no-js-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}
