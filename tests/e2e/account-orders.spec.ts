import type { ChildProcess } from "node:child_process";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { ACCOUNT_PANE_GROUPS } from "../../app/features/account-area/panes.ts";
import { screenshotBothWidths } from "./support/screenshots.ts";
import { staffShipsOrder } from "./support/staff-steps.ts";
import { pageWithSession, startSideShop } from "./support/side-shop-client.ts";
import { waitForHydration } from "./support/storefront.ts";

/**
 * A signed-in buyer's quotes and orders (ADR 0093): staff price the quote the buyer requested
 * while signed in; the buyer accepts it in the account, finds the order in Order History with its badges,
 * reorders it into the cart, and follows the shipment; another company's buyer gets 404 on the document.
 * The shop is tests/e2e/support/account-orders-shop.ts.
 */
let shop: ChildProcess;
let baseURL = "";
let facts: { buyer: string; other: string; staff: string; quoteNumber: string; sku: string };

test.beforeAll(async () => {
  // Migrating and importing the sample catalogue into a fresh embedded database takes a while.
  test.setTimeout(300_000);
  let match: RegExpExecArray;
  ({ shop, match } = await startSideShop(
    "tests/e2e/support/account-orders-shop.ts",
    /listening (\d+)\n(\{.*\})\n/,
  ));
  baseURL = `http://127.0.0.1:${match[1]}`;
  facts = JSON.parse(match[2]);
});
test.afterAll(() => {
  shop?.kill("SIGTERM");
});

const sessionPage = (browser: Browser, cookie: string) => pageWithSession(browser, baseURL, cookie);

/** axe at phone and desktop widths (the sidebar is a disclosure under 768 px). */
async function expectAccessibleAtBothWidths(page: Page) {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${width}px ${v.id}: ${v.help}`)).toEqual([]);
  }
}

test("staff price the buyer's quote → the buyer accepts it in the account → Order History → reorder → tracking; another company gets 404", async ({
  browser,
}) => {
  // Two browser contexts, axe at two widths on four pages: slow on a busy machine.
  test.setTimeout(480_000);
  const { quoteNumber } = facts;
  const page = await sessionPage(browser, facts.buyer);
  const staff = await sessionPage(browser, facts.staff);

  // My Quotes lists the request; its row opens the document without any token.
  await page.goto("/commercial-view/quotes");
  await expect(page.getByRole("heading", { level: 1, name: "My Quotes" })).toBeVisible();
  const quoteRow = page.getByTestId("document-row").filter({ hasText: quoteNumber });
  await expect(quoteRow).toContainText("Status: Pending");
  await expect(quoteRow).toContainText("Unfulfilled");
  await expectAccessibleAtBothWidths(page);
  await screenshotBothWidths(page, "account-my-quotes");

  // Staff price and send it.
  await staff.goto(`/admin/quotes?q=${quoteNumber}`);
  await staff.getByRole("link", { name: quoteNumber }).click();
  await staff.getByLabel("Unit price of line 1").fill("999.00");
  await staff.getByLabel("Freight ($)").fill("85.00");
  await staff.getByLabel("Note to the buyer").fill("Liftgate delivery included.");
  await staff.getByRole("button", { name: "Send quote" }).click();
  await expect(staff.getByText("Status: Priced")).toBeVisible();

  // The buyer accepts it from the account.
  await page.goto("/commercial-view/quotes");
  await waitForHydration(page);
  await page
    .getByTestId("document-row")
    .filter({ hasText: quoteNumber })
    .getByRole("link", { name: /View/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/quotations/${quoteNumber}$`));
  await expect(page.getByText("Note from sales: Liftgate delivery included.")).toBeVisible();
  await expectAccessibleAtBothWidths(page);
  await page.getByRole("button", { name: "Accept quote and place order" }).click();
  await expect(page).toHaveURL(/\/order-confirmation\?order=ORD-/);
  const orderNumber = new URL(page.url()).searchParams.get("order") ?? "";

  // Order History shows the order with its badges; the quote shows as fulfilled (converted).
  await page.goto("/commercial-view/orders");
  await expect(page.getByRole("heading", { level: 1, name: "Order History" })).toBeVisible();
  const orderRow = page.getByTestId("document-row").filter({ hasText: orderNumber });
  await expect(orderRow).toContainText("Status: Pending");
  await expect(orderRow).toContainText("Unfulfilled");
  await expect(page.getByRole("link", { name: "Create Quotation" })).toHaveAttribute(
    "href",
    "/new-quotation",
  );
  await expectAccessibleAtBothWidths(page);
  await screenshotBothWidths(page, "account-order-history");
  // Sorting by Total and searching keep their state in the URL.
  await page.getByRole("link", { name: /^Total/ }).click();
  await expect(page).toHaveURL(/sort=total&dir=asc/);
  const search = page.getByRole("search", { name: "Search orders" });
  await search.getByLabel("Search by customer, ID or customer code").fill("no-such-order");
  await search.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("No orders found")).toBeVisible();
  await page.goBack();
  await expect(orderRow).toBeVisible();

  // Reorder the order: its lines go into the cart at today's company prices.
  await orderRow.getByRole("link", { name: /View/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(orderNumber);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Reorder" }).click();
  await expect(page.getByTestId("reorder-result")).toContainText(
    "Added 3 items to your cart at today's prices.",
  );
  await screenshotBothWidths(page, "account-order-document");
  await page.getByRole("link", { name: "Go to your cart" }).click();
  await expect(page.getByRole("heading", { name: "Shopping Cart" })).toBeVisible();
  await expect(page.getByText(facts.sku).first()).toBeVisible();

  // Staff ship it; Shipping Tracking lists it and tracks its number.
  const trackingNumber = await staffShipsOrder(staff, orderNumber);
  await page.goto("/commercial-view/tracking");
  const shipment = page.getByTestId("shipment-row").filter({ hasText: orderNumber });
  await expect(shipment).toContainText("In Transit");
  await shipment.getByRole("link", { name: trackingNumber }).click();
  await expect(page.getByTestId("tracking-result")).toContainText(orderNumber);
  // Track is disabled while the number is empty.
  await waitForHydration(page);
  const track = page.getByRole("button", { name: "Track" });
  await page.getByLabel("Tracking number").fill("  ");
  await expect(track).toBeDisabled();
  await page.getByLabel("Tracking number").fill("NOPE-123");
  await expect(track).toBeEnabled();
  await track.click();
  await expect(page.getByRole("alert")).toHaveText("Tracking number not found. Please try again.");
  await expectAccessibleAtBothWidths(page);
  await screenshotBothWidths(page, "account-shipping-tracking");

  // Another company's buyer gets 404 on the order and the quote.
  const other = await sessionPage(browser, facts.other);
  for (const number of [orderNumber, quoteNumber]) {
    const answer = await other.goto(`/quotations/${number}`);
    expect(answer?.status(), number).toBe(404);
  }
  await other.goto("/commercial-view/orders");
  await expect(other.getByText("No orders found")).toBeVisible();
});

test("every pane the buyer's sidebar lists opens on its own URL, axe clean at 390 and 1440 px", async ({
  browser,
}) => {
  // axe at two widths on fifteen pages: slow on a busy machine.
  test.setTimeout(300_000);
  const page = await sessionPage(browser, facts.buyer);
  await page.goto("/commercial-view");
  await expect(page.getByRole("heading", { level: 1, name: "Account home" })).toBeVisible();
  await expectAccessibleAtBothWidths(page);
  await screenshotBothWidths(page, "account-home");

  const panes = ACCOUNT_PANE_GROUPS.flatMap((group) => group.panes).filter((pane) => !pane.roles);
  for (const pane of panes) {
    const answer = await page.goto(pane.to);
    expect(answer?.status(), pane.to).toBe(200);
    await expect(page.getByRole("heading", { level: 1 }), pane.to).toBeVisible();
    await expectAccessibleAtBothWidths(page);
    await screenshotBothWidths(page, `account-pane${pane.to.replaceAll("/", "-")}`);
  }
  // A buyer (not a company admin) is not offered Company Users and cannot open it.
  expect((await page.goto("/commercial-view/users"))?.status()).toBe(403);
});
