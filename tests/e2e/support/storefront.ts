import AxeBuilder from "@axe-core/playwright";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import type { ListingResult, ProductDetail, SearchHit } from "../../../core/catalog-types.ts";

export const SCREENSHOT_WIDTHS = [390, 1440] as const;

/** Saves full-page screenshots of the current URL at 390 px and 1440 px under test-results/screenshots/. */
export async function screenshotBothWidths(page: Page, name: string) {
  const original = page.viewportSize();
  for (const width of SCREENSHOT_WIDTHS) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `test-results/screenshots/${name}-${width}.png`, fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}

/** No serious or critical axe-core violation on the page as it stands. */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id}: ${v.help} — ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")}`,
    );
  expect(serious, serious.join("\n")).toEqual([]);
}

export async function searchHits(request: APIRequestContext, q: string): Promise<SearchHit[]> {
  const response = await request.get(`/api/catalog/search?q=${encodeURIComponent(q)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { items: SearchHit[] }).items;
}

export async function listing(request: APIRequestContext, query: string): Promise<ListingResult> {
  const response = await request.get(`/api/catalog/listing?${query}`);
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as ListingResult;
}

export async function productDetail(request: APIRequestContext, sku: string): Promise<ProductDetail> {
  const response = await request.get(`/api/catalog/products/${encodeURIComponent(sku)}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as ProductDetail;
}

/** Waits until the page has hydrated (client navigation and handlers work from then on). */
export async function waitForHydration(page: Page) {
  // The root layout sets data-hydrated on <html> in an effect, i.e. after hydration committed.
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
  await page.waitForLoadState("networkidle");
}

/** The quote form's contact and delivery fields, filled as a grower would (Ana Reyes, Sacramento). */
export async function fillQuoteContact(page: Page) {
  await page.getByLabel("First Name").fill("Ana");
  await page.getByLabel("Last Name").fill("Reyes");
  await page.getByLabel("Email").fill("ana@bloomrooms.example");
  await page.getByLabel("Phone").fill("(916) 555-0199");
  await page.getByLabel("Street Address").fill("88 Greenhouse Way");
  await page.getByLabel("City").fill("Sacramento");
  await page.getByLabel("ZIP Code").fill("95811");
  await page.getByLabel("State").selectOption("California");
}
