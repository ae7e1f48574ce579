import { expect, test, type APIRequestContext } from "@playwright/test";
import type { ListingResult } from "../../core/catalog-types.ts";
import { kwhPerYear, PRODUCT_PAGE_ESTIMATE } from "../../core/grower/energy.ts";
import { formatMoney } from "../../core/money.ts";
import { NO_FIXTURE_MESSAGE } from "../../core/grower/energy-form.ts";
import { screenshotWithoutScripts } from "./support/screenshots.ts";
import { fillQuoteContact } from "./support/storefront.ts";

/** A listed LED grow light below 1,100 W, found at run time (the sample catalogue changes). */
async function ledGrowLight(request: APIRequestContext) {
  const response = await request.get(
    "/api/catalog/listing?slug=grow-lights&sub=LED%20Grow%20Lights&sort=priceHighToLow",
  );
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as ListingResult;
  const light = items.find(
    (item) => item.wattage120v !== null && item.wattage120v > 100 && item.wattage120v < 1_100,
  );
  expect(light, "an LED grow light with a 120 V wattage").toBeDefined();
  return light!;
}

test("energy tool from an LED product page, without JavaScript: estimate → tool filled in → new inputs in the URL", async ({
  page,
  request,
}) => {
  const light = await ledGrowLight(request);
  const watts = light.wattage120v!;
  const e = PRODUCT_PAGE_ESTIMATE;
  const yearly = Math.round(
    kwhPerYear(1, e.wallWatts - watts, e.hoursPerDay, e.daysPerYear) * e.ratePerKwh * 100,
  );
  await page.goto(`/product/${encodeURIComponent(light.sku)}`);
  await expect(page.getByText("Replacing a 1000 W HPS saves about")).toContainText(
    `${formatMoney(yearly)} a year at 12 h/day and $0.15/kWh`,
  );
  await page.getByRole("link", { name: "Work out your savings and rebate" }).click();

  await expect(page).toHaveURL(/\/tools\/energy-savings\?/);
  expect(new URL(page.url()).searchParams.get("sku")).toBe(light.sku);
  await expect(page.getByLabel("LED fixture")).toHaveValue(light.sku);
  const result = page.getByRole("region", { name: "What the upgrade saves a year" });
  const kwh = kwhPerYear(1, e.wallWatts - watts, 12, 365);
  await expect(
    result.getByText(`${Math.round(kwh).toLocaleString("en-US")} kWh`, { exact: true }),
  ).toBeVisible();
  await expect(result.getByText(formatMoney(yearly), { exact: true })).toBeVisible();

  // Ten fixtures for 18 hours a day: the GET form puts the inputs in the URL and the page answers them.
  await page.getByLabel("How many", { exact: true }).fill("10");
  await page.getByLabel("How many LEDs").fill("10");
  await page.getByLabel("Hours a day").fill("18");
  await page.getByRole("button", { name: "Calculate savings" }).click();
  await expect(page).toHaveURL(/hours=18/);
  const tenAt18 = Math.round(kwhPerYear(10, e.wallWatts - watts, 18, 365));
  await expect(result.getByText(`${tenAt18.toLocaleString("en-US")} kWh`, { exact: true })).toBeVisible();
  await expect(result.getByText(/Depends on listing|–/).first()).toBeVisible();

  // An absurd value is refused with a message, never a server error.
  await page.getByLabel("Hours a day").fill("30");
  await page.getByRole("button", { name: "Calculate savings" }).click();
  await expect(page.getByRole("alert")).toHaveText("Hours a day must be between 1 and 24 h.");
  await expect(page.getByLabel("Hours a day")).toHaveValue("30");
});

test("grow-room plan → Add all to cart → the cart and its electrical check, without JavaScript", async ({
  page,
}) => {
  await page.goto("/tools/grow-room?unit=ft&length=40&width=20&stage=flowering");
  const rows = page.getByRole("table", { name: "Equipment for the room" }).locator("tbody tr");
  const planned: { name: string; quantity: string }[] = [];
  for (const row of await rows.all())
    planned.push({
      name: (await row.getByRole("link").innerText()).trim(),
      quantity: (await row.locator("td").nth(1).innerText()).trim(),
    });
  expect(planned.length).toBeGreaterThan(2);

  await page.getByRole("button", { name: "Add all to cart" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const items = page.getByRole("region", { name: "Cart items" });
  for (const line of planned) {
    const item = items.locator("li").filter({ hasText: line.name }).first();
    await expect(item).toBeVisible();
    await expect(item.locator('[aria-live="polite"]')).toHaveText(line.quantity);
  }
  const check = page.getByRole("region", { name: "Electrical check" });
  await check.getByLabel("Circuits").fill("10");
  await check.getByLabel("Breaker (A)").fill("30");
  await check.getByRole("button", { name: "Check my circuits" }).click();
  await expect(page).toHaveURL(/circuits=10&amps=30&volts=240/);
  await expect(check.getByRole("status")).toContainText(/your circuits \(10 × 30 A at 240 V\)/);

  await page.goto("/quote");
  await expect(page.getByLabel("Notes (delivery windows, installation, financing…)")).toHaveValue(
    /^Grow-room plan: 40 × 20 ft room/,
  );
});

test("'Calculate savings' with no LED chosen says what is missing, without JavaScript", async ({ page }) => {
  await page.goto("/tools/energy-savings");
  await page.getByRole("button", { name: "Calculate savings" }).click();
  await expect(page).toHaveURL(/\/tools\/energy-savings\?count=/);
  await expect(page.getByRole("alert")).toHaveText(NO_FIXTURE_MESSAGE);
  await expect(page.getByLabel("LED fixture")).toHaveAttribute("aria-invalid", "true");
  await screenshotWithoutScripts(page, "energy-no-fixture");
});

test("grow-room plan → Add all to quote → the quote holds the plan's lines, without JavaScript", async ({
  page,
}) => {
  await page.goto("/tools/grow-room?unit=ft&length=40&width=20&stage=flowering");
  await page.getByRole("link", { name: "Add all to quote" }).click();
  await expect(page).toHaveURL(/\/quote\?.*from=grow-room/);
  const summary = page.getByRole("complementary", { name: "Quote Summary" });
  await expect(summary.getByRole("listitem").first()).toBeVisible();
  await expect(page.getByLabel("Notes (delivery windows, installation, financing…)")).toHaveValue(
    /^Grow-room plan: 40 × 20 ft room/,
  );
  await screenshotWithoutScripts(page, "quote-from-grow-room-plan");
  await fillQuoteContact(page);
  await page.getByRole("button", { name: "Submit Quote Request" }).click();
  await expect(page).toHaveURL(/\/thankyou\?quote=Q-/);
});
