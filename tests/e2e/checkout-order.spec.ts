import { expect, test, type Page } from "@playwright/test";
import { screenshotBothWidths } from "./support/screenshots.ts";
import { expectNoSeriousA11yViolations } from "./support/storefront.ts";
import { CARD_FIELD_NAME } from "../../core/card-fields.ts";

async function addTwoProducts(page: Page) {
  await page.goto("/grow-lights");
  const addButtons = page.getByRole("main").getByRole("button", { name: /ADD TO CART/ });
  await expect(addButtons.first()).toBeVisible();
  await addButtons.nth(0).click();
  await addButtons.nth(1).click();
  await expect(page.getByRole("banner").getByText("2", { exact: true })).toBeVisible();
}

async function fillCheckout(page: Page) {
  await page.getByLabel("Email").fill("grower@example.com");
  await page.getByLabel("Phone").fill("555-0100");
  await page.getByLabel("First Name").fill("Sam");
  await page.getByLabel("Last Name").fill("Rivera");
  await page.locator("#shipping-address").fill("77 Greenhouse Ln");
  await page.getByLabel("City").fill("Eugene");
  await page.getByLabel("ZIP Code").fill("97401");
  await page.getByLabel("State").selectOption("Oregon");
}

test("checkout with the provider unset: no card field, Terms rule, then a payment-link order's reload-safe confirmation", async ({
  page,
}) => {
  await addTwoProducts(page);
  await page.goto("/checkout");
  await expect(page.getByRole("heading", { name: "Order Summary" })).toBeVisible();
  await expect(page.getByText("Shipping (flat rate)")).toBeVisible();
  await expect(page.getByText("$50.00")).toBeVisible();
  await screenshotBothWidths(page, "checkout");

  const complete = page.getByRole("button", { name: "Complete Order" });
  await expect(complete).toBeDisabled();
  page.once("dialog", (dialog) => {
    expect(dialog.message()).toBe("Please accept the Terms of Service to continue");
    void dialog.accept();
  });
  await complete.click({ force: true });

  // Without a payment provider the order is paid by a payment link: the page has no card field at all.
  await expect(page.getByTestId("payment-how")).toHaveText(
    "Pay by payment link: we email you a secure link to pay for this order, or call you to take payment. Nothing is charged now.",
  );
  const fields = await page
    .locator("input, select, textarea")
    .evaluateAll((all) =>
      all.map((f) => `${f.getAttribute("name")} ${f.id} ${f.getAttribute("autocomplete")}`),
    );
  expect(fields.filter((f) => CARD_FIELD_NAME.test(f) || /\bcc-/.test(f))).toEqual([]);
  await fillCheckout(page);
  await page.getByRole("checkbox", { name: /Terms of Service/ }).check();
  await expect(complete).toBeEnabled();

  const totalText = (await page.getByTestId("checkout-total").textContent()) ?? "";
  await complete.click();
  await expect(page).toHaveURL(/\/order-confirmation\?order=ORD-[A-Z0-9]{9}&token=/);
  const orderNumber = (await page.getByTestId("order-number").textContent()) ?? "";
  expect(orderNumber).toMatch(/^ORD-[A-Z0-9]{9}$/);
  await expect(page.getByTestId("order-total")).toHaveText(totalText);
  await expect(page.getByText("Status: Pending")).toBeVisible();
  await expect(page.getByTestId("payment-summary")).toContainText("Awaiting payment");
  await expect(page.getByTestId("payment-summary")).toContainText("We will email you a secure link to pay");
  await expect(page.getByRole("button", { name: /^Pay / })).toHaveCount(0);

  const saved = await page.evaluate(() => localStorage.getItem("savedOrder"));
  expect(saved).toContain(orderNumber);
  expect(await page.evaluate(() => localStorage.getItem("cart_items"))).toBe("[]");

  await page.reload();
  await expect(page.getByTestId("order-number")).toHaveText(orderNumber);
  await screenshotBothWidths(page, "order-confirmation");

  const wrongToken = page.url().replace(/token=[^&]+/, "token=forged");
  const response = await page.goto(wrongToken);
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Order not found. Check the link in your confirmation email.")).toBeVisible();
});

test("checkout Save Quote turns the cart into a quote and shows the thank-you page", async ({ page }) => {
  await addTwoProducts(page);
  await page.goto("/checkout");
  await page.getByRole("button", { name: "Save Quote" }).click();
  await expect(
    page.getByText("Please fill in your contact details and shipping address to save a quote."),
  ).toBeVisible();
  await fillCheckout(page);
  const saved = page.waitForRequest((r) => r.method() === "POST");
  await page.getByRole("button", { name: "Save Quote" }).click();
  // The enhanced form posts the checkout's contact and address as a quote.
  const body = (await saved).postData() ?? "";
  expect(body).toContain("intent=quote");
  await expect(page).toHaveURL(/\/thankyou\?quote=Q-[A-Z0-9]{9}&token=[\w-]+$/);
  await expect(page.getByTestId("quote-number")).toHaveText(/^Q-[A-Z0-9]{9}$/);
  await expect(page.getByRole("heading", { name: "Thank you, Sam!" })).toBeVisible();
  const quoteNumber = await page.getByTestId("quote-number").textContent();

  // The thank-you page links to the quote's full document: both lines, its status and its history.
  await page.getByTestId("quotation-link").click();
  await expect(page).toHaveURL(new RegExp(`/quotations/${quoteNumber}\\?token=[\\w-]+$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Quote ${quoteNumber}`);
  await expect(page.getByTestId("quotation-line")).toHaveCount(2);
  // The status badge, and beside it the fulfilment badge (hidden only when canceled).
  const status = page.getByTestId("quotation-status");
  await expect(status.locator("span").first()).toHaveText("Status: Pending");
  await expect(status.locator("span").nth(1)).toHaveText("Unfulfilled");
  await expect(page.getByRole("main")).toContainText("Quote saved at checkout");
  await expectNoSeriousA11yViolations(page);
  await screenshotBothWidths(page, "quotation-document");
});
