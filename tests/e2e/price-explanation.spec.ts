import { expect, test } from "@playwright/test";
import { addStaff, signIn, uniqueEmail } from "./support/accounts.ts";
import { screenshotBothWidths } from "./support/screenshots.ts";
import { expectNoSeriousA11yViolations } from "./support/storefront.ts";

const PASSWORD = "Price#Reasons2026";

test("staff ask why a grow light costs what it does for six units, and pick a rule's target from the lists", async ({
  browser,
}) => {
  // Adding staff through the CLI and axe at two widths on a long staff page, on a shared two-core machine.
  test.setTimeout(240_000);
  const email = uniqueEmail("sales");
  addStaff(email, PASSWORD, "sales");
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);

  const response = await page.request.get("/api/catalog/search?q=led");
  const { items } = (await response.json()) as { items: { sku: string; name: string }[] };
  const { sku } = items[0];

  await page.goto("/admin/price-lists");
  await page.getByRole("link", { name: "Commercial" }).first().click();
  const why = page.getByRole("region", { name: "Why this price" });
  await why.getByLabel("SKU", { exact: true }).fill(sku);
  await why.getByLabel("Quantity", { exact: true }).fill("6");
  await why.getByRole("button", { name: "Explain the price" }).click();

  const answer = page.getByRole("region", { name: "The price explained" });
  await expect(answer).toContainText(`(${sku}) × 6`);
  await expect(answer.getByRole("listitem").first()).toHaveText(/^List price \$[\d,]+\.\d\d\.$/);
  await expect(answer).toContainText(/Rule "[^"]+" gives \$|No rule of this list applies/);
  await expect(answer).toContainText(/6 units reach the break "From 5 units: \d+(\.\d+)?% off"/);
  await expect(answer).toContainText(/Pays \$[\d,]+\.\d\d a unit\./);
  // The question stays in the URL: the answer is a link staff can send.
  await expect(page).toHaveURL(new RegExp(`sku=${sku}&quantity=6`));

  // The rule form offers categories and brands with their product counts.
  const targets = page.locator("datalist#rule-targets option");
  await expect(targets.first()).toHaveAttribute("value", /.+/);
  expect(await targets.allTextContents()).toEqual(
    expect.arrayContaining([expect.stringMatching(/^Category: Grow Lights \(\d+ products?\)$/)]),
  );
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousA11yViolations(page);
  }
  await screenshotBothWidths(page, "admin-price-list-why-this-price");
  await context.close();
});
