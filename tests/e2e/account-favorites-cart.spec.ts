import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { SHOP_BUYER, startBuyerShop, type BuyerShop } from "./support/buyer-shop-process.ts";
import { screenshotBothWidths } from "./support/screenshots.ts";

/**
 * for a signed-in buyer of tests/e2e/support/buyer-shop.ts: favourites and the
 * cart kept on the account (seen from a second browser context, as from another device), and the quick
 * order at /new-quotation.
 */
let shop: BuyerShop;

test.beforeAll(async () => {
  // Migrating and importing the sample catalogue into a fresh embedded database takes a while.
  test.setTimeout(300_000);
  shop = await startBuyerShop();
});
test.afterAll(() => {
  shop?.process.kill("SIGTERM");
});
// Two browser contexts, axe at two widths and document posts on a shared two-core machine.
test.describe.configure({ timeout: 300_000 });

/** A fresh browser context (another device) on the buyer's shop. */
async function device(browser: Browser): Promise<Page> {
  return (await browser.newContext({ baseURL: shop.baseURL })).newPage();
}

async function signIn(page: Page, next = "/commercial-view") {
  await page.goto(`/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel("Email").fill(SHOP_BUYER.email);
  await page.getByLabel("Password", { exact: true }).fill(SHOP_BUYER.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(new RegExp(`${next}$`));
}

async function hydrated(page: Page) {
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
}

/** axe at both widths (the specification's mobile breakpoint and the desktop). */
async function expectAxeClean(page: Page) {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations.map(
        (v) => `${width}px ${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(", ")})`,
      ),
    ).toEqual([]);
  }
}

/** Two listed skus of the sample catalogue, from the public search. */
async function twoSkus(page: Page): Promise<[string, string]> {
  const response = await page.request.get("/api/catalog/search?q=led");
  const { items } = (await response.json()) as { items: { sku: string }[] };
  return [items[0].sku, items[1].sku];
}

test("a favourite saved on one device shows on another, where it is removed", async ({ browser }) => {
  const phone = await device(browser);
  const laptop = await device(browser);
  await signIn(phone);
  await signIn(laptop);

  await phone.goto("/grow-lights");
  await hydrated(phone);
  const card = phone.locator("main article").first();
  const name = (await card.locator("h3").textContent())?.trim() ?? "";
  const heart = card.getByRole("button", { name: `Save ${name} to My Favorites` });
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");

  // The other device: the pane lists it, and the shared-cached card's heart fills after hydration.
  await laptop.goto("/commercial-view/favorites");
  const table = laptop.getByRole("table");
  await expect(table.getByRole("link", { name })).toBeVisible();
  await expectAxeClean(laptop);
  await screenshotBothWidths(laptop, "account-favorites");
  await laptop.goto("/grow-lights");
  await hydrated(laptop);
  await expect(
    laptop
      .locator("main article")
      .first()
      .getByRole("button", { name: `Save ${name} to My Favorites` }),
  ).toHaveAttribute("aria-pressed", "true");

  await laptop.goto("/commercial-view/favorites");
  await laptop.getByRole("button", { name: `Remove ${name}` }).click();
  await expect(laptop.getByText("Removed from My Favorites.")).toBeVisible();
  await expect(laptop.getByText("No favourites yet.", { exact: false })).toBeVisible();

  await phone.goto("/commercial-view/favorites");
  await expect(phone.getByText("No favourites yet.", { exact: false })).toBeVisible();
});

test("an anonymous cart joins the account's at sign-in and shows on another device", async ({ browser }) => {
  const phone = await device(browser);
  const [sku] = await twoSkus(phone);
  await phone.goto(`/product/${encodeURIComponent(sku)}`);
  await hydrated(phone);
  const productName = (await phone.getByRole("heading", { level: 1 }).textContent())?.trim() ?? "";
  await phone.getByLabel("Quantity", { exact: true }).fill("3");
  await phone.getByRole("button", { name: "ADD TO CART", exact: true }).first().click();
  await expect(phone.getByTestId("cart-count")).toHaveText("3");

  await signIn(phone);
  await phone.goto("/cart");
  const phoneLine = phone.getByRole("region", { name: "Cart items" }).getByRole("listitem").first();
  await expect(phoneLine).toContainText(productName);

  const laptop = await device(browser);
  await signIn(laptop);
  await laptop.goto("/cart");
  const laptopLine = laptop.getByRole("region", { name: "Cart items" }).getByRole("listitem").first();
  await expect(laptopLine).toContainText(productName);
  await hydrated(laptop);
  await expect(laptop.getByTestId("cart-count")).toHaveText("3");

  // A change on one device is the cart on the other.
  laptop.once("dialog", (dialog) => dialog.accept());
  await laptop.getByRole("button", { name: "Clear Cart" }).click();
  await expect(laptop.getByText("Your cart is empty")).toBeVisible();
  await expect
    .poll(
      async () =>
        ((await (await laptop.request.get("/api/cart")).json()) as { items: unknown[] }).items.length,
    )
    .toBe(0);
  await phone.goto("/cart");
  await expect(phone.getByText("Your cart is empty")).toBeVisible();
});

test("quick order from a pasted CSV with a bad line: listed by line number, then sent as a quote request", async ({
  browser,
}) => {
  const page = await device(browser);
  await signIn(page, "/new-quotation");
  const [first, second] = await twoSkus(page);
  await hydrated(page);
  await expectAxeClean(page);

  const csv = page.getByLabel("Lines of sku,quantity");
  await csv.fill(`sku,quantity\n${first},2\n${second},two\nNOT-A-SKU-1,1`);
  await page.getByRole("button", { name: "Move to cart" }).click();
  const alert = page.getByRole("alert");
  // The form posts the whole document (multipart): the refused page comes back from the server.
  await expect(alert).toContainText("Some lines need fixing before the order can go on:", {
    timeout: 30_000,
  });
  await expect(alert).toContainText(`Pasted line 3: Quantity "two" must be a whole number from 1 to 100000.`);
  await expect(alert).toContainText(`Pasted line 4: SKU "NOT-A-SKU-1" is not in the catalogue.`);
  await expect(csv).toHaveValue(`sku,quantity\n${first},2\n${second},two\nNOT-A-SKU-1,1`);
  await expectAxeClean(page);
  await screenshotBothWidths(page, "account-quick-order-refused");

  await csv.fill(`sku,quantity\n${first},2\n${second},5`);
  await page.getByLabel("Phone").fill("(831) 555-0142");
  await page.getByLabel("Street address").fill("1450 Orchard Rd");
  await page.getByLabel("City").fill("Salinas");
  await page.getByLabel("State / Province").selectOption("California");
  await page.getByLabel("ZIP code").fill("93901");
  await page.getByRole("button", { name: "Send as quote request" }).click();
  await expect(page).toHaveURL(/\/thankyou/, { timeout: 30_000 });
  await expect(page.getByText(first).first()).toBeVisible();
});
