import { expect, test, type Page } from "@playwright/test";
import type { ChildProcess } from "node:child_process";
import { CARD_FIELD_NAME } from "../../core/card-fields.ts";
import { screenshotBothWidths } from "./support/screenshots.ts";
import { pageWithSession, startSideShop } from "./support/side-shop-client.ts";

let shop: ChildProcess;
let baseURL: string;
let facts: { buyer: string; invoiceNumber: string; stripe: string };

test.beforeAll(async () => {
  // Migrating and importing the sample catalogue into a fresh embedded database takes a while.
  test.setTimeout(300_000);
  const started = await startSideShop("tests/e2e/support/payments-shop.ts", /listening (\d+)\n(.+)\n/);
  shop = started.shop;
  baseURL = `http://127.0.0.1:${started.match[1]}`;
  facts = JSON.parse(started.match[2]);
});
test.afterAll(() => {
  shop?.kill("SIGTERM");
});

/** No input, select or textarea of the shop's own page (the provider's frames aside) is named like card data. */
async function expectNoCardFields(page: Page) {
  const named = await page
    .locator("input, select, textarea")
    .evaluateAll((fields) =>
      fields.map((f) => [f.getAttribute("name"), f.id, f.getAttribute("autocomplete")].join(" ")),
    );
  expect(named.filter((n) => CARD_FIELD_NAME.test(n) || /\bcc-/.test(n))).toEqual([]);
}

async function checkoutAsGuest(page: Page) {
  await page.goto(`${baseURL}/grow-lights`);
  await page
    .getByRole("main")
    .getByRole("button", { name: /ADD TO CART/ })
    .first()
    .click();
  await expect(page.getByRole("banner").getByText("1", { exact: true })).toBeVisible();
  await page.goto(`${baseURL}/checkout`);
  await expect(page.getByTestId("payment-how")).toContainText("secure form");
  await expectNoCardFields(page);
  await page.getByLabel("Email").fill("grower@example.com");
  await page.getByLabel("Phone").fill("555-0100");
  await page.getByLabel("First Name").fill("Sam");
  await page.getByLabel("Last Name").fill("Rivera");
  await page.locator("#shipping-address").fill("77 Greenhouse Ln");
  await page.getByLabel("City").fill("Eugene");
  await page.getByLabel("ZIP Code").fill("97401");
  await page.getByLabel("State").selectOption("Oregon");
  await page.getByRole("checkbox", { name: /Terms of Service/ }).check();
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await expect(page).toHaveURL(/\/order-confirmation\?order=ORD-/);
  await expect(page.getByRole("heading", { name: /one step left, the payment/ })).toBeVisible();
}

async function payByCard(page: Page, number: string) {
  const frame = page.frameLocator('iframe[title="Secure payment input frame"]');
  await frame.getByLabel("Card number").fill(number);
  await frame.getByLabel("Expiration (MM / YY)").fill("12 / 39");
  await frame.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: /^Pay \$/ }).click();
}

test("an anonymous grower pays by card in the provider's form and lands on a paid confirmation", async ({
  browser,
}) => {
  const page = await (await browser.newContext()).newPage();
  await checkoutAsGuest(page);
  await expectNoCardFields(page);
  await screenshotBothWidths(page, "order-payment");
  // Typed into the provider's frame: the shop's own requests never carry the number.
  const sent: string[] = [];
  page.on("request", (r) => {
    if (r.url().startsWith(baseURL)) sent.push(`${r.url()} ${r.postData() ?? ""}`);
  });
  await payByCard(page, "4242 4242 4242 4242");
  await expect(page).toHaveURL(/payment_intent=pi_/);
  await expect(page.getByRole("heading", { name: /Thank you for your order, Sam!/ })).toBeVisible();
  await expect(page.getByText("Status: Paid")).toBeVisible();
  await expect(page.getByTestId("payment-summary")).toContainText("Payment authorised · Visa ending in 4242");
  await expect(page.getByTestId("payment-summary")).toContainText("charged when we confirm");
  expect(sent.join("\n")).not.toContain("4242424242424242");
  expect(sent.join("\n")).not.toContain("4242 4242 4242 4242");
  await page.reload();
  await expect(page.getByText("Status: Paid")).toBeVisible();
  await screenshotBothWidths(page, "order-paid");
});

test("3-D Secure returns to the confirmation page with the right state", async ({ browser }) => {
  const page = await (await browser.newContext()).newPage();
  await checkoutAsGuest(page);
  await payByCard(page, "4000 0025 0000 3155");
  await expect(page.getByRole("heading", { name: "3-D Secure (test)" })).toBeVisible();
  await page.getByRole("button", { name: "Complete authentication" }).click();
  await expect(page).toHaveURL(/\/order-confirmation\?order=ORD-.*payment_intent=pi_/);
  await expect(page.getByTestId("payment-summary")).toContainText("Payment authorised");
});

test("a declined card says so and the order stays open for another card", async ({ browser }) => {
  const page = await (await browser.newContext()).newPage();
  await checkoutAsGuest(page);
  await payByCard(page, "4000 0000 0000 0002");
  await expect(page.getByRole("alert")).toContainText("Your card was declined.");
  await payByCard(page, "4242 4242 4242 4242");
  await expect(page.getByText("Status: Paid")).toBeVisible();
});

test("a net 30 buyer pays an overdue invoice online, and the Invoices pane says Paid", async ({
  browser,
}) => {
  const page = await pageWithSession(browser, baseURL, facts.buyer);
  await page.goto("/commercial-view/invoices");
  const row = page.getByRole("row").filter({ hasText: facts.invoiceNumber });
  await expect(row.getByText("Status: Overdue")).toBeVisible();
  await row.getByRole("link", { name: `Pay online invoice ${facts.invoiceNumber}` }).click();
  await expect(page.getByRole("heading", { name: `Pay invoice ${facts.invoiceNumber}` })).toBeVisible();
  await expectNoCardFields(page);
  await payByCard(page, "4242 4242 4242 4242");
  await expect(page.getByTestId("invoice-payment-status")).toContainText("Paid");
  await page.goto("/commercial-view/invoices");
  await expect(
    page.getByRole("row").filter({ hasText: facts.invoiceNumber }).getByText("Status: Paid"),
  ).toBeVisible();
});

test("a buyer saves a card in the provider's form; Payment Options lists its brand, last 4 and expiry", async ({
  browser,
}) => {
  const page = await pageWithSession(browser, baseURL, facts.buyer);
  await page.goto("/commercial-view/payment-options");
  await page.getByRole("link", { name: "Add New" }).click();
  await expect(page.getByRole("heading", { name: "Add a card or bank account" })).toBeVisible();
  await expectNoCardFields(page);
  const frame = page.frameLocator('iframe[title="Secure payment input frame"]');
  await frame.getByLabel("Card number").fill("4242 4242 4242 4242");
  await frame.getByLabel("Expiration (MM / YY)").fill("12 / 39");
  await frame.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText("Saved. You can pay with it from now on.");
  const methods = page.getByRole("region", { name: "Payment Methods" }).getByRole("listitem");
  await expect(methods).toHaveCount(1);
  await expect(methods.first()).toContainText("Visa ending in 4242");
  await expect(methods.first()).toContainText("Expires 12/39");
  await expect(methods.first()).toContainText("Primary");
  await screenshotBothWidths(page, "payment-options-saved");
  await page.getByRole("button", { name: "Delete Visa ending in 4242" }).click();
  await expect(methods).toHaveCount(0);
});
