import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { SHOP_BUYER, startBuyerShop, type BuyerShop } from "./support/buyer-shop-process.ts";
import { layoutProblems } from "./support/layout-checks.ts";
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

/** No sideways scroll and no undersized target at 320, 390 and 1440 px (the layout sweep's check). */
async function expectFits(page: Page) {
  for (const width of [320, 390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await layoutProblems(page), `${width} px`).toEqual([]);
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

/** The company's unit price of a sku at a quantity, as the server computes it for the signed-in buyer. */
async function companyPrice(page: Page, sku: string, quantity: number): Promise<string> {
  const response = await page.request.post("/api/cart/price", {
    data: { items: [{ sku, quantity }] },
    headers: { origin: shop.baseURL },
  });
  const { lines } = (await response.json()) as { lines: { unitPriceCents: number }[] };
  return `$${(lines[0].unitPriceCents / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`;
}

test("quick order: a pasted CSV previewed at the company's prices, its wrong lines fixed in place, then sent as a quote request", async ({
  browser,
}) => {
  const page = await device(browser);
  await signIn(page, "/new-quotation");
  const [first, second] = await twoSkus(page);
  await hydrated(page);
  await expectAxeClean(page);

  await page
    .getByLabel("Lines of sku,quantity")
    .fill(`sku,quantity\n${first},2\nNOT-A-SKU-1,1\n${second},two`);
  await page.getByRole("button", { name: "Preview prices" }).click();
  // The form posts the whole document (multipart): the preview comes back from the server.
  const preview = page.getByRole("region", { name: "1 line matched" });
  await expect(preview).toBeVisible({ timeout: 30_000 });
  await expect(preview.getByRole("row", { name: new RegExp(first) })).toContainText(
    await companyPrice(page, first, 2),
  );
  // The wrong lines in the order they were pasted, each with its own fields.
  const fixes = page.getByRole("region", { name: "2 lines need fixing" });
  await expect(fixes.getByRole("listitem")).toHaveText([
    /^Pasted line 3: SKU "NOT-A-SKU-1"/,
    /^Pasted line 4: Quantity "two"/,
  ]);
  await expect(page.getByLabel("Quantity, Pasted line 4")).toHaveValue("two");
  await expectAxeClean(page);
  await expectFits(page);
  await screenshotBothWidths(page, "account-quick-order-preview");

  await page.getByLabel("Quantity, Pasted line 4").fill("5");
  await page.getByLabel("SKU, Pasted line 3").fill("");
  await page.getByLabel("Quantity, Pasted line 3").fill("");
  await page.getByRole("button", { name: "Preview prices" }).click();
  await expect(page.getByRole("region", { name: "2 lines matched" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("region", { name: /need(s)? fixing/ })).toHaveCount(0);

  await page.getByLabel("Phone").fill("(831) 555-0142");
  await page.getByLabel("Street address").fill("1450 Orchard Rd");
  await page.getByLabel("City").fill("Salinas");
  await page.getByLabel("State / Province").selectOption("California");
  await page.getByLabel("ZIP code").fill("93901");
  await page.getByRole("button", { name: "Send as quote request" }).click();
  await expect(page).toHaveURL(/\/thankyou/, { timeout: 30_000 });
  await expect(page.getByText(first).first()).toBeVisible();
  await expect(page.getByText(second).first()).toBeVisible();
});

test("quick order without JavaScript: the right lines go in the cart at once, the wrong one is fixed and added after", async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: shop.baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await signIn(page, "/new-quotation");
  const [first, second] = await twoSkus(page);
  await page.getByLabel("Lines of sku,quantity").fill(`${first},1\n${second},0`);
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByRole("status")).toContainText("Added 1 line to your cart.");
  const fixes = page.getByRole("region", { name: "1 line needs fixing" });
  await expect(fixes).toContainText('Pasted line 2: Quantity "0"');
  await screenshotBothWidths(page, "account-quick-order-partly-added");

  await page.getByLabel("Quantity, Pasted line 2").fill("3");
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const items = (
    (await (await page.request.get("/api/cart")).json()) as { items: { sku: string; quantity: number }[] }
  ).items;
  expect(items).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ sku: first, quantity: 1 }),
      expect.objectContaining({ sku: second, quantity: 3 }),
    ]),
  );
  await context.close();
});

test("a favourite shows the company's price and goes in the cart with its quantity", async ({ browser }) => {
  const page = await device(browser);
  await signIn(page, "/commercial-view/favorites");
  const [sku] = await twoSkus(page);
  await page.request.post("/api/favorites", {
    data: { sku, favorite: true },
    headers: { origin: shop.baseURL },
  });
  await page.reload();
  await hydrated(page);
  const row = page.getByRole("row", { name: new RegExp(sku) });
  await expect(row).toContainText(await companyPrice(page, sku, 1));
  const before =
    (
      (await (await page.request.get("/api/cart")).json()) as { items: { sku: string; quantity: number }[] }
    ).items.find((i) => i.sku === sku)?.quantity ?? 0;
  await row.getByRole("spinbutton").fill("3");
  await row.getByRole("button", { name: /^Add to cart/ }).click();
  await expect(page.getByRole("status")).toContainText("Added 3 × ");
  await expect
    .poll(
      async () =>
        (
          (await (await page.request.get("/api/cart")).json()) as {
            items: { sku: string; quantity: number }[];
          }
        ).items.find((i) => i.sku === sku)?.quantity,
    )
    .toBe(before + 3);
  await screenshotBothWidths(page, "account-favourites-added");
});
