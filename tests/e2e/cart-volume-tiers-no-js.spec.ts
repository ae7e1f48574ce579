import { expect, test } from "@playwright/test";
import { buyerPage, startBuyerShop, type BuyerShop } from "./support/buyer-shop-process.ts";
import { waitForHydration } from "./support/storefront.ts";

/**
 * One price for a quantity: a buyer changes a cart line's quantity across a volume break and the line,
 * its total and the subtotal follow the tier of the new quantity at once — with JavaScript (the cart
 * changes in the browser) and without (the stepper posts to the cart page's action).
 */
let shop: BuyerShop;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  shop = await startBuyerShop();
});
test.afterAll(() => {
  shop?.process.kill("SIGTERM");
});

const money = (text: string | null) => Math.round(Number((text ?? "").replace(/[^0-9.]/g, "")) * 100);
const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test("a cart line crossing a volume break shows the new tier's price and total", async ({ browser }) => {
  test.setTimeout(180_000);
  const scripted = test.info().project.use.javaScriptEnabled !== false;
  const page = await buyerPage(browser, shop);
  await page.goto("/grow-lights");
  await page
    .locator("main article")
    .first()
    .getByRole("link", { name: /^VIEW / })
    .click();
  await expect(page).toHaveURL(/\/product\//);
  const table = page.getByTestId("company-price").first().getByRole("table", { name: "Volume pricing" });
  const rows = table.getByRole("row");
  // Row 0 is the header; 1 is '1–4', 2 is '5–9'.
  await expect(rows.nth(1).getByRole("cell").first()).toHaveText("1–4");
  await expect(rows.nth(2).getByRole("cell").first()).toHaveText("5–9");
  const oneToFour = money(await rows.nth(1).getByRole("cell").nth(1).textContent());
  const fiveToNine = money(await rows.nth(2).getByRole("cell").nth(1).textContent());
  expect(fiveToNine).toBeLessThan(oneToFour);

  if (scripted) await waitForHydration(page);
  await page.getByLabel("Quantity", { exact: true }).fill("4");
  await page.getByRole("button", { name: "ADD TO CART", exact: true }).first().click();
  await page.goto("/cart");
  if (scripted) await waitForHydration(page);
  const line = page.getByRole("region", { name: "Cart items" }).getByRole("listitem").first();
  const subtotal = page.getByTestId("cart-subtotal");
  await expect(line).toContainText(`${dollars(oneToFour)} each`);
  await expect(subtotal).toHaveText(dollars(oneToFour * 4));

  await line.getByRole("button", { name: "Increase quantity" }).click();
  await expect(line.getByRole("group")).toContainText("5");
  await expect(line).toContainText(`${dollars(fiveToNine)} each`);
  await expect(line).toContainText(dollars(fiveToNine * 5));
  await expect(subtotal).toHaveText(dollars(fiveToNine * 5));

  await line.getByRole("button", { name: "Decrease quantity" }).click();
  await expect(line.getByRole("group")).toContainText("4");
  await expect(line).toContainText(`${dollars(oneToFour)} each`);
  await expect(subtotal).toHaveText(dollars(oneToFour * 4));

  // Checkout prices the same lines the same way.
  await line.getByRole("button", { name: "Increase quantity" }).click();
  await expect(subtotal).toHaveText(dollars(fiveToNine * 5));
  await page.goto("/checkout");
  await expect(page.getByRole("main")).toContainText(dollars(fiveToNine * 5));
});
