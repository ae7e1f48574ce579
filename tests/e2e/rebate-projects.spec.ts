import type { ChildProcess } from "node:child_process";
import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { layoutProblems } from "./support/layout-checks.ts";
import { pageWithSession, startSideShop } from "./support/side-shop-client.ts";
import { waitForHydration } from "./support/storefront.ts";

/**
 * A rebate project from the energy estimate to the payout: Ben starts a project from the energy tool's
 * result, submits it; at checkout he is warned that buying now may forfeit the rebate and holds the
 * order; staff record the pre-approval on the rebate desk, which releases it; Ben links that order and
 * marks it installed; staff record the claim and the payment. The packet PDF's text is read back; another
 * company's buyer gets 404. The shop is tests/e2e/support/rebate-shop.ts.
 */
let shop: ChildProcess;
let baseURL = "";
let sku = "";
let cookies: { ben: string; other: string; staff: string };

test.beforeAll(async () => {
  test.setTimeout(600_000);
  const started = await startSideShop(
    "tests/e2e/support/rebate-shop.ts",
    /listening (\d+) (\S+) (\S+) (\S+) (\S+) (\S+)\n/,
  );
  shop = started.shop;
  const [, port, product, , ben, other, staff] = started.match;
  baseURL = `http://127.0.0.1:${port}`;
  sku = product;
  cookies = {
    ben: decodeURIComponent(ben),
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
    const sideways = (await layoutProblems(page)).filter((p) => p.startsWith("scrolls sideways"));
    expect(sideways, `${width}px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

async function step(page: Page, form: string, fields: Record<string, string> = {}) {
  const scope = page.getByRole("form", { name: form });
  for (const [label, value] of Object.entries(fields)) await scope.getByLabel(label).fill(value);
  await scope.getByRole("button", { name: form }).click();
}

test("a rebate project goes from the estimate to the payout", async ({ browser }) => {
  test.setTimeout(300_000);
  const ben = await pageOf(browser, "ben");
  await ben.goto(
    `/tools/energy-savings?count=10&watts=1100&sku=${encodeURIComponent(sku)}&ledCount=10&hours=12&days=365&rate=0.15`,
  );
  await ben.getByRole("link", { name: /Start a rebate project/ }).click();
  await expect(ben.getByRole("heading", { name: "New rebate project" })).toBeVisible();
  await expect(ben.getByLabel("Proposed LED fixture")).toHaveValue(sku);
  await ben.getByLabel("Site").fill("North greenhouse");
  await ben.getByLabel("State (two letters)").fill("OR");
  await ben.locator("#utilityName").fill("Pacific Power");
  await ben.getByLabel("Utility account number").fill("PP-0042");
  await ben.getByRole("button", { name: "Create the project" }).click();
  await expect(ben.getByRole("heading", { name: "Rebate project: North greenhouse" })).toBeVisible();
  await expect(ben.getByText("Eligible", { exact: true })).toBeVisible();
  await expectAccessible(ben);
  await step(ben, "Mark submitted to the utility");
  await expect(ben.getByText("The project is now submitted.")).toBeVisible();
  const projectUrl = new URL(ben.url()).pathname;
  const id = projectUrl.split("/").pop()!;

  // Checkout before the pre-approval warns, and holds the order: placed, not charged or shipped.
  await ben.goto(`/product/${encodeURIComponent(sku)}`);
  await waitForHydration(ben);
  await ben.getByLabel("Quantity", { exact: true }).fill("10");
  await ben.getByRole("button", { name: "ADD TO CART", exact: true }).first().click();
  await expect(ben.getByTestId("cart-count")).toHaveText("10");
  await ben.goto("/checkout");
  await waitForHydration(ben);
  await expect(ben.getByRole("heading", { name: "Buying now may forfeit your rebate" })).toBeVisible();
  await ben.getByRole("radio", { name: "Hold it until North greenhouse is pre-approved" }).check();
  await ben.getByLabel("Phone").fill("(831) 555-0142");
  const form = ben.getByRole("form", { name: "Checkout" });
  await form.getByLabel("First Name").fill("Ben");
  await form.getByLabel("Last Name").fill("Ortiz");
  await ben.locator("#shipping-address").fill("1450 Orchard Rd");
  await form.getByLabel("City").fill("Salinas");
  await form.getByLabel("ZIP Code").fill("93901");
  await form.getByLabel("State").selectOption("California");
  await ben.getByLabel(/I have read and accept/).check();
  await expectAccessible(ben);
  await ben.getByRole("button", { name: "Complete Order" }).click();
  await expect(ben.getByRole("heading", { name: /is held until your rebate pre-approval/ })).toBeVisible({
    timeout: 20_000,
  });
  const orderNumber = (await ben.getByTestId("order-number").textContent())?.trim() ?? "";
  await ben.goto(projectUrl);
  const linked = ben.getByRole("region", { name: "Orders and quotes for this project" });
  await expect(linked).toContainText(`Order ${orderNumber}`);
  await expect(linked).toContainText("Held for rebate");
  await expect(linked.getByRole("button", { name: "Release now" })).toBeVisible();
  await expectAccessible(ben);

  const other = await pageOf(browser, "other");
  expect((await other.request.get(projectUrl)).status()).toBe(404);
  expect((await other.request.get(`${projectUrl}/packet.pdf`)).status()).toBe(404);

  const staff = await pageOf(browser, "staff");
  await staff.goto("/admin/rebates");
  await expect(staff.getByRole("heading", { name: "Submitted (1)" })).toBeVisible();
  await expectAccessible(staff);
  await staff.getByRole("link", { name: "Greenleaf Farms — North greenhouse" }).click();
  await step(staff, "Record the pre-approval", {
    "Pre-approved amount ($)": "1900",
    "Pre-approval reference": "PA-77",
    "Expires on": "2027-06-30",
  });
  await expect(staff.getByText("The project is now pre-approved.")).toBeVisible();
  // The pre-approval released the held order.
  await expect(staff.getByRole("region", { name: "Orders and quotes for this project" })).toContainText(
    "Status: Pending",
  );

  await ben.goto(projectUrl);
  await expect(linked.getByRole("button", { name: "Release now" })).toHaveCount(0);
  // The order step starts with the order held for the project.
  await expect(ben.getByRole("form", { name: "Link the order" }).getByLabel("Order number")).toHaveValue(
    orderNumber,
  );
  await step(ben, "Link the order");
  await expect(ben.getByText(`Order ${orderNumber} (pending).`)).toBeVisible();
  await step(ben, "Mark installed");
  await expect(ben.getByText("The project is now installed.")).toBeVisible();

  await staff.goto(`/admin/rebates/${id}`);
  await step(staff, "Mark the claim filed", { "Claim reference": "CL-9" });
  await expect(staff.getByText("The project is now claimed.")).toBeVisible();
  await step(staff, "Record the payment", { "Amount paid ($)": "1900" });
  await expect(staff.getByText("Paid $1,900.00.")).toBeVisible();
  await staff.goto("/admin/rebates");
  await expect(staff.getByText("Paid this year")).toBeVisible();
  await expect(staff.getByRole("heading", { name: "Paid (1)" })).toBeVisible();

  await ben.goto(projectUrl);
  // The packet is kept as of each step, besides the current one.
  const kept = ben.waitForEvent("download");
  await ben.getByRole("link", { name: "Packet as of pre-approved (PDF)" }).click();
  expect((await (await kept).path()).length).toBeGreaterThan(0);
  const downloading = ben.waitForEvent("download");
  await ben.getByRole("link", { name: "Application packet (PDF)" }).click();
  const file = await (await downloading).path();
  const { extractText, getDocumentProxy } = await import("unpdf");
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(await readFile(file))), {
    mergePages: true,
  });
  const words = text.replace(/\s+/g, " ");
  for (const expected of [
    "Greenleaf Farms",
    "North greenhouse",
    "Fixture schedule",
    "1000 W DE HPS",
    sku,
    // The baseline's energy a year: 10 fixtures × 1,100 W × 12 h × 365 days ÷ 1,000.
    "48,180 kWh",
    orderNumber,
  ])
    expect(words).toContain(expected);
});
