import type { ChildProcess } from "node:child_process";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { DEFAULT_PANE_TEXT } from "../../app/features/account-area/panes.ts";
import { screenshotBothWidths } from "./support/screenshots.ts";
import { pageWithSession, startSideShop } from "./support/side-shop-client.ts";
import { waitForHydration } from "./support/storefront.ts";

/**
 * The account home and finding the way around the account (the shop is
 * tests/e2e/support/account-home-shop.ts): a company admin's dashboard with credit, the open invoice,
 * the quote awaiting an answer, the order on its way, the last orders with Reorder and the pending
 * invitation; the header's and the phone menu's account links; a document page inside the account frame.
 */
let shop: ChildProcess;
let baseURL = "";
let facts: {
  admin: string;
  newcomer: string;
  shippedOrder: string;
  recentOrder: string;
  quoteNumber: string;
};

test.beforeAll(async () => {
  test.setTimeout(300_000);
  let match: RegExpExecArray;
  ({ shop, match } = await startSideShop(
    "tests/e2e/support/account-home-shop.ts",
    /listening (\d+)\n(\{.*\})\n/,
  ));
  baseURL = `http://127.0.0.1:${match[1]}`;
  facts = JSON.parse(match[2]);
});
test.afterAll(() => {
  shop?.kill("SIGTERM");
});

const sessionPage = (browser: Browser, cookie: string) => pageWithSession(browser, baseURL, cookie);

async function expectAccessibleAtBothWidths(page: Page) {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${width}px ${v.id}: ${v.help}`)).toEqual([]);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test("the account home shows the company's figures; Reorder fills the cart; the header, phone menu and documents lead around the account", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const page = await sessionPage(browser, facts.admin);
  await page.goto("/commercial-view");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Account home" })).toBeVisible();
  await expect(page.getByText(DEFAULT_PANE_TEXT)).toHaveCount(0);
  await expect(page.getByTestId("credit-limit")).toHaveText("$50,000.00");
  await expect(page.getByTestId("credit-used")).toHaveText(/^\$[\d,]+\.\d\d$/);
  await expect(page.getByTestId("next-invoice")).toContainText("Next due");
  await expect(page.getByTestId("quotes-awaiting")).toContainText(facts.quoteNumber);
  await expect(page.getByTestId("quotes-awaiting")).toContainText("Valid until");
  await expect(page.getByTestId("orders-on-the-way")).toContainText("1Z999AA10123456784");
  await expect(page.getByTestId("last-orders")).toContainText(facts.recentOrder);
  await expect(page.getByTestId("last-orders")).toContainText("PO PO-7781");
  await expect(page.getByTestId("pending-invitations")).toContainText("lee@greenleaf.example");
  await expectAccessibleAtBothWidths(page);
  await screenshotBothWidths(page, "account-home-dashboard");

  // Reorder from the last orders puts its line in the cart.
  await page.getByRole("button", { name: `Reorder ${facts.recentOrder}` }).click();
  await expect(page.getByTestId("reorder-result")).toContainText("Added 1 item to your cart");
  await expect(page.getByTestId("cart-count")).toHaveText("1");

  // The quote form and checkout start with what the shop knows: name, email, phone, company, default address.
  await page.goto("/quote");
  await waitForHydration(page);
  await expect(page.getByLabel("First Name")).toHaveValue("Maria");
  await expect(page.getByLabel("Last Name")).toHaveValue("Lopez");
  await expect(page.getByLabel("Email")).toHaveValue("maria@greenleaf.example");
  await expect(page.getByLabel("Phone")).toHaveValue("(831) 555-0142");
  await expect(page.getByLabel("Company Name (optional)")).toHaveValue("Greenleaf Farms");
  await expect(page.getByLabel("Street Address")).toHaveValue("1450 Orchard Rd");
  await expect(page.getByLabel("City")).toHaveValue("Salinas");
  await expect(page.getByLabel("State")).toHaveValue("California");
  await screenshotBothWidths(page, "account-home-prefilled-quote");
  await page.goto("/checkout");
  await expect(page.getByLabel("Phone")).toHaveValue("(831) 555-0142");
  await expect(page.getByRole("textbox", { name: "Address", exact: true })).toHaveValue("1450 Orchard Rd");
  await page.goto("/commercial-view");

  // Quick order from the home carries the lines to the quick order page, which keeps the sidebar.
  await page.getByLabel("Lines of sku,quantity").first().fill("ABC-1,2");
  await page.getByRole("button", { name: "Continue to Quick order" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Quick order" })).toBeVisible();
  await expect(page.getByLabel("Lines of sku,quantity")).toHaveValue("ABC-1,2");
  await expect(page.getByRole("navigation", { name: "Account sections" })).toBeVisible();

  // The header's account menu lists the main panes.
  const menu = page.getByTestId("account-menu");
  await menu.locator("summary").click();
  for (const name of [
    "Account home",
    "Order History",
    "My Quotes",
    "Invoices",
    "My Favorites",
    "Quick order",
  ])
    await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
  await expect(menu.getByRole("button", { name: "Sign out" })).toBeVisible();
  await menu.getByRole("link", { name: "My Quotes" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "My Quotes" })).toBeVisible();

  // A document page keeps the account's sidebar.
  await page.goto(`/quotations/${facts.quoteNumber}`);
  await expect(page.getByRole("navigation", { name: "Account sections" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Quick order" }).first()).toBeVisible();
  await screenshotBothWidths(page, "account-home-quotation");

  // On a phone the menu holds the account's places too.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Open menu" }).click();
  const phoneMenu = page.getByRole("dialog", { name: "Menu" });
  const yours = phoneMenu.getByRole("navigation", { name: "Your account" });
  await expect(yours.getByRole("link", { name: "Order History" })).toBeVisible();
  await page.screenshot({ path: "test-results/screenshots/account-home-phone-menu-390.png" });
  await yours.getByRole("link", { name: "Invoices" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Invoices" })).toBeVisible();
});

test("a buyer whose company has nothing yet gets the welcome line and the way to start", async ({
  browser,
}) => {
  const page = await sessionPage(browser, facts.newcomer);
  await page.goto("/commercial-view");
  await expect(page.getByText(DEFAULT_PANE_TEXT)).toBeVisible();
  await expect(page.getByText("No open invoices.")).toBeVisible();
  await expect(page.getByText("Your company pays by card or bank account.")).toBeVisible();
  await expect(page.getByText("Pending invitations")).toHaveCount(0);
  await expectAccessibleAtBothWidths(page);
  await screenshotBothWidths(page, "account-home-welcome");
});
