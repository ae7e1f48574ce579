import type { ChildProcess } from "node:child_process";
import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { AWAITING_APPROVAL_MESSAGE, REJECT_REASON_MESSAGE } from "../../core/order-approval.ts";
import { pageWithSession, startSideShop } from "./support/side-shop-client.ts";
import { waitForHydration } from "./support/storefront.ts";

/**
 * Buying as an organisation. Orders above a buyer's limit wait for an approver: Ben (a $1,000 order limit) places an order of two
 * $1,000–$1,400 products; it awaits approval; Cleo, an approver, follows the mail's link and approves it
 * (or rejects it with a reason); Ben sees the decision in the order's history. Another company's buyer
 * sees neither the order nor the approvals page. A shared order list built by Ben from a product page
 * is ordered into Cleo's cart; a priced quote downloads as a PDF whose text is read back. Sam from sales
 * shops as Cleo from the company screen, places an order whose history says so, and ends it. The shop is tests/e2e/support/organisation-shop.ts.
 */
let shop: ChildProcess;
let baseURL = "";
let sku = "";
let quote = "";
let cookies: { ben: string; cleo: string; other: string; staff: string };

test.beforeAll(async () => {
  test.setTimeout(600_000);
  const started = await startSideShop(
    "tests/e2e/support/organisation-shop.ts",
    /listening (\d+) (\S+) (\S+) (\S+) (\S+) (\S+) (\S+)\n/,
  );
  shop = started.shop;
  const [, port, product, quoteNumber, ben, cleo, other, staff] = started.match;
  quote = quoteNumber;
  baseURL = `http://127.0.0.1:${port}`;
  sku = product;
  cookies = {
    ben: decodeURIComponent(ben),
    cleo: decodeURIComponent(cleo),
    other: decodeURIComponent(other),
    staff: decodeURIComponent(staff),
  };
});
test.afterAll(() => {
  shop?.kill("SIGTERM");
});

const pageOf = (browser: Browser, who: keyof typeof cookies) =>
  pageWithSession(browser, baseURL, cookies[who]);

async function expectAccessible(page: Page) {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${width}px ${v.id}: ${v.help}`)).toEqual([]);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** Ben fills the cart with two of the product and checks out; answers the order number. */
async function placeOrderAboveLimit(ben: Page): Promise<string> {
  const number = await checkOutTwo(ben);
  await expect(ben.getByRole("heading", { level: 1 })).toHaveText(`Order ${number} is awaiting approval`);
  await expect(ben.getByText(AWAITING_APPROVAL_MESSAGE)).toBeVisible();
  return number;
}

/** The page's buyer adds two of the product to the cart and checks out; answers the order number. */
async function checkOutTwo(ben: Page): Promise<string> {
  await ben.goto("/cart");
  const stored = await ben.evaluate(
    async (line) => {
      const answer = await fetch("/api/cart", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ items: [line] }),
      });
      return answer.status;
    },
    { sku, quantity: 2 },
  );
  expect(stored).toBe(200);
  await ben.goto("/checkout");
  // Typed before hydration, a field would be reset to the form's first values.
  await waitForHydration(ben);
  await ben.getByLabel("Phone").fill("(831) 555-0142");
  await ben.getByLabel("First Name").fill("Ben");
  await ben.getByLabel("Last Name").fill("Ortiz");
  await ben.locator("#shipping-address").fill("1450 Orchard Rd");
  await ben.getByLabel("City").fill("Salinas");
  await ben.getByLabel("ZIP Code").fill("93901");
  await ben.getByLabel("State").selectOption("California");
  await ben.getByRole("checkbox", { name: /Terms of Service/ }).check();
  await ben.getByRole("button", { name: "Complete Order" }).click();
  // The confirmation loads after the order is stored; on a busy machine that takes a while.
  await expect(ben).toHaveURL(/\/order-confirmation\?order=ORD-/, { timeout: 20_000 });
  return (await ben.getByTestId("order-number").textContent()) ?? "";
}

/** The approvers' link in the mail staff read in the outbox (the mail as its recipient sees it). */
async function approvalLinkFor(staff: Page, number: string): Promise<string> {
  await staff.goto("/admin/outbox");
  await staff
    .getByRole("row", { name: new RegExp(`${number} from Ben Ortiz awaits your approval`) })
    .getByRole("link")
    .click();
  await expect(staff.getByText("cleo@greenleaf.example")).toBeVisible();
  const link = staff.getByRole("link", { name: new RegExp(`/commercial-view/approvals\\?order=${number}`) });
  return new URL((await link.getAttribute("href")) ?? "").pathname + `?order=${number}`;
}

test("an order above the buyer's limit awaits approval; the approver approves it from the mail's link", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const ben = await pageOf(browser, "ben");
  const number = await placeOrderAboveLimit(ben);
  await expectAccessible(ben);

  const path = await approvalLinkFor(await pageOf(browser, "staff"), number);
  const cleo = await pageOf(browser, "cleo");
  await cleo.goto(path);
  const card = cleo.getByTestId("approval-order").filter({ hasText: number });
  await expect(card).toContainText("Ben Ortiz");
  await expect(card).toContainText("above your order limit of $1,000.00");
  await expectAccessible(cleo);
  await card.getByLabel("Note to the buyer").fill("Fine for the Salinas room");
  await card.getByRole("button", { name: `Approve order ${number}` }).click();
  await expect(cleo.getByRole("status")).toContainText("Order approved.");
  await expect(cleo.getByText("No orders are awaiting approval.")).toBeVisible();

  await ben.goto(`/quotations/${number}`);
  await expect(ben.getByTestId("quotation-status")).toContainText("Status: Pending");
  await expect(ben.getByText(/Approved by Cleo Park — Fine for the Salinas room/)).toBeVisible();

  // Another company's buyer sees neither the order nor any approvals; a plain buyer has no approvals page.
  const other = await pageOf(browser, "other");
  expect((await other.goto(`/quotations/${number}`))?.status()).toBe(404);
  expect((await other.goto("/commercial-view/approvals"))?.status()).toBe(403);
  expect((await ben.goto("/commercial-view/approvals"))?.status()).toBe(403);
});

test("an approver rejects an order with a reason, which the buyer sees; a rejection needs one", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const ben = await pageOf(browser, "ben");
  const number = await placeOrderAboveLimit(ben);
  const cleo = await pageOf(browser, "cleo");
  await cleo.goto(`/commercial-view/approvals?order=${number}`);
  const card = cleo.getByTestId("approval-order").filter({ hasText: number });
  await card.getByRole("button", { name: `Reject order ${number}` }).click();
  await expect(cleo.getByRole("alert")).toContainText(REJECT_REASON_MESSAGE);
  await card.getByLabel("Note to the buyer").fill("We have two of these in stock already");
  await card.getByRole("button", { name: `Reject order ${number}` }).click();
  await expect(cleo.getByRole("status")).toContainText("Order rejected.");

  await ben.goto(`/quotations/${number}`);
  await expect(ben.getByTestId("quotation-status")).toContainText("Status: Rejected");
  await expect(ben.getByText(/Rejected by Cleo Park: We have two of these in stock already/)).toBeVisible();
});

test("a shared order list built by one member from a product page is ordered by another", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const ben = await pageOf(browser, "ben");
  await ben.goto("/commercial-view/lists");
  await expect(ben.getByRole("heading", { level: 1, name: "Order Lists" })).toBeVisible();
  await ben.getByLabel("List name").fill("Room 3 flip");
  await ben.getByRole("button", { name: "Create list" }).click();
  await expect(ben.getByRole("heading", { level: 1, name: "Room 3 flip" })).toBeVisible();
  await expect(ben.getByText("This list is empty.")).toBeVisible();

  await ben.goto(`/product/${sku}`);
  await ben.getByRole("link", { name: "Add to an order list" }).click();
  await expect(ben.getByText(`Choose a list to add ${sku} to.`)).toBeVisible();
  await ben.getByRole("button", { name: "Add to Room 3 flip" }).click();
  await expect(ben.getByRole("status")).toHaveText(`${sku} added to the list.`);
  await ben.getByRole("link", { name: "Room 3 flip" }).click();
  const line = ben.getByRole("form", { name: `Line ${sku}` });
  await line.getByLabel("Quantity").fill("3");
  await line.getByLabel("Note").fill("flowering room");
  await line.getByRole("button", { name: `Save ${sku}` }).click();
  await expect(ben.getByRole("status")).toHaveText(`${sku} saved.`);
  await expectAccessible(ben);

  const cleo = await pageOf(browser, "cleo");
  await cleo.goto("/commercial-view/lists");
  await cleo.getByRole("link", { name: "Room 3 flip" }).click();
  await expect(cleo.getByTestId("list-line")).toContainText("flowering room");
  await expect(cleo.getByTestId("list-line")).toContainText("Qty 3");
  await cleo.getByRole("button", { name: "Add whole list to cart" }).click();
  await expect(cleo.getByRole("status")).toHaveText("1 line added to your cart at today's prices.");
  await cleo.goto("/cart");
  await expect(cleo.getByRole("main")).toContainText(sku);

  // Another company's buyer cannot open it.
  const other = await pageOf(browser, "other");
  expect((await other.goto(new URL(ben.url()).pathname))?.status()).toBe(404);
});

test("a priced quote downloads as a PDF whose text says what was quoted", async ({ browser }) => {
  const ben = await pageOf(browser, "ben");
  await ben.goto(`/quotations/${quote}`);
  const downloading = ben.waitForEvent("download");
  await ben.getByRole("link", { name: "Download the quote as PDF" }).click();
  const file = await (await downloading).path();
  const { extractText, getDocumentProxy } = await import("unpdf");
  const bytes = new Uint8Array(await readFile(file));
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  const words = text.replace(/\s+/g, " ");
  expect(words).toContain(`Quote ${quote}`);
  expect(words).toContain("Greenleaf Farms");
  expect(words).toContain("Valid until");
  expect(words).toContain("Accepted by (name and signature)");
  const other = await pageOf(browser, "other");
  expect((await other.request.get(`/quotations/${quote}/pdf`)).status()).toBe(404);
});

test("sales staff shop as a buyer from the company screen, and the order's history says who placed it", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const sam = await pageOf(browser, "staff");
  await sam.goto("/admin/companies");
  await sam.getByRole("link", { name: "Greenleaf Farms" }).click();
  await expect(sam).toHaveURL(/\/admin\/companies\/[\w-]+$/);
  const companyUrl = sam.url();
  await sam.getByRole("button", { name: "Shop as Cleo Park" }).click();
  await expect(sam).toHaveURL(/\/commercial-view$/);
  const banner = sam.getByRole("region", { name: "Shopping as a buyer" });
  await expect(banner).toContainText("(staff) is shopping as Cleo Park of Greenleaf Farms");
  await expectAccessible(sam);

  const number = await checkOutTwo(sam);
  await expect(sam.getByRole("region", { name: "Shopping as a buyer" })).toBeVisible();
  await sam.goto(`/quotations/${number}`);
  await expect(sam.getByText(/Placed by sam \(sam@canopy\.example\) for Cleo Park/)).toBeVisible();
  await expectAccessible(sam);
  // Cleo's password stays Cleo's.
  await sam.goto("/commercial-view/account?tab=password");
  await sam.getByLabel("Current Password").fill("Greenleaf#2026");
  await sam.getByLabel("New Password", { exact: true }).fill("Another#Secret2026");
  await sam.getByLabel("Confirm New Password").fill("Another#Secret2026");
  await sam.getByRole("button", { name: "Update Password" }).click();
  await expect(sam.getByText("only Cleo Park can change it")).toBeVisible();

  await banner.getByRole("button", { name: "End" }).click();
  await expect(sam).toHaveURL(companyUrl);
  await expect(sam.getByRole("region", { name: "Shopping as a buyer" })).toHaveCount(0);
  await sam.goto(`/admin/orders/${number}`);
  await expect(sam.getByText(/Placed by sam \(sam@canopy\.example\) for Cleo Park/)).toBeVisible();
});
