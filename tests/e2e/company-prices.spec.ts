import { expect, test } from "@playwright/test";
import { buyerPage, startBuyerShop, type BuyerShop } from "./support/buyer-shop-process.ts";
import { screenshotBothWidths } from "./support/screenshots.ts";

/**
 * A signed-in buyer sees the company's price on cards, the search dropdown and the product page (with
 * its volume pricing), pays the quantity break in the cart and the quote, and the quote is stored at
 * that price; the same pages anonymous show the blurred teaser. The shop is tests/e2e/support/buyer-shop.ts.
 */
let shop: BuyerShop;
let baseURL = "";

test.beforeAll(async () => {
  // Migrating and importing the sample catalogue into a fresh embedded database takes a while.
  test.setTimeout(300_000);
  shop = await startBuyerShop();
  baseURL = shop.baseURL;
});
test.afterAll(() => {
  shop?.process.kill("SIGTERM");
});

const money = (text: string | null) => Number((text ?? "").replace(/[^0-9.]/g, ""));

test("a buyer's company price on card, search, product page, cart and the stored quote; teaser anonymous", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const anonymous = await (await browser.newContext({ baseURL })).newPage();
  const page = await buyerPage(browser, shop);

  // Anonymous: the blurred teaser and its tooltip, no figure.
  await anonymous.goto("/grow-lights");
  const anonymousCard = anonymous.locator("main article").first();
  await expect(anonymousCard.getByText("available to commercial accounts")).toBeAttached();
  await expect(anonymousCard.getByTestId("company-price")).toHaveCount(0);
  await anonymousCard.getByRole("button", { name: "About commercial pricing" }).hover();
  await expect(anonymousCard.getByRole("tooltip")).toContainText(
    "Shopping as a business? Unlock exclusive discounts by applying for a commercial account.",
  );

  // Signed in: the company's price on the same card, below the list price.
  await page.goto("/grow-lights");
  const card = page.locator("main article").first();
  const cardPrice = card.getByTestId("company-price");
  await expect(cardPrice).toContainText(/Commercial price:\s*\$[\d,]+\.\d{2} USD/);
  const listPrice = money(await card.locator("p.card-price").first().textContent());
  const unitPrice = money(await cardPrice.locator("span.font-bold").textContent());
  expect(unitPrice).toBeGreaterThan(0);
  expect(unitPrice).toBeLessThan(listPrice);
  await screenshotBothWidths(page, "company-prices-category");

  // The product page with its volume pricing.
  await card.getByRole("link", { name: /^VIEW / }).click();
  await expect(page).toHaveURL(/\/product\//);
  const sku = decodeURIComponent(new URL(page.url()).pathname.split("/").pop() ?? "");
  const detail = page.getByTestId("company-price").first();
  await expect(detail).toContainText(
    `$${unitPrice.toLocaleString("en-US", { minimumFractionDigits: 2 })} USD`,
  );
  const table = detail.getByRole("table", { name: "Volume pricing" });
  await expect(table.getByRole("row")).toHaveCount(5);
  await expect(table.getByRole("cell", { name: "10–24" })).toBeVisible();
  const tenPlus = money(await table.getByRole("row").nth(3).getByRole("cell").nth(1).textContent());
  expect(tenPlus).toBeLessThan(unitPrice);
  await screenshotBothWidths(page, "company-prices-product");

  // The same product page anonymous: the teaser, no table.
  await anonymous.goto(`/product/${encodeURIComponent(sku)}`);
  await expect(anonymous.getByText("available to commercial accounts").first()).toBeAttached();
  await expect(anonymous.getByRole("table", { name: "Volume pricing" })).toHaveCount(0);

  // The search dropdown.
  await page.getByRole("combobox", { name: "Search products" }).fill(sku);
  await expect(page.getByRole("option").first()).toContainText(/Commercial price: \$[\d,]+\.\d{2}/);

  // Ten units: the 10+ break in the cart and the quote.
  await page.goto(`/product/${encodeURIComponent(sku)}`);
  await page.getByLabel("Quantity", { exact: true }).fill("10");
  await page.getByRole("button", { name: "ADD TO CART", exact: true }).first().click();
  await page.goto("/cart");
  const line = page.getByRole("region", { name: "Cart items" }).getByRole("listitem").first();
  const each = `$${tenPlus.toLocaleString("en-US", { minimumFractionDigits: 2 })} each`;
  await expect(line).toContainText(each);
  await screenshotBothWidths(page, "company-prices-cart");

  await page.goto("/quote");
  await page.getByLabel("First Name").fill("Maria");
  await page.getByLabel("Last Name").fill("Lopez");
  await page.getByLabel("Email").fill("maria@greenleaf.example");
  await page.getByLabel("Phone").fill("(831) 555-0142");
  await page.getByLabel("Street Address").fill("1450 Orchard Rd");
  await page.getByLabel("City").fill("Salinas");
  await page.getByLabel("ZIP Code").fill("93901");
  await page.getByLabel("Country").selectOption("United States");
  await page.getByLabel("State").selectOption("California");
  await page.getByRole("button", { name: "Submit Quote Request" }).click();
  // The thank-you page reads the stored quote.
  await expect(page).toHaveURL(/\/thankyou\?quote=Q-/, { timeout: 15_000 });
  const tenTimes = `$${((Math.round(tenPlus * 100) * 10) / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`;
  await expect(page.getByRole("main")).toContainText(tenTimes);
  await screenshotBothWidths(page, "company-prices-thankyou");
});
