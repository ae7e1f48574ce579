import type { ChildProcess } from "node:child_process";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { pageWithSession, startSideShop } from "./support/side-shop-client.ts";
import { screenshotBothWidths, screenshotWithoutScripts } from "./support/screenshots.ts";
import { waitForHydration } from "./support/storefront.ts";

/**
 * A company's sites. Greenleaf Farms has two, "Salinas greenhouse" and "Denver warehouse", an address and
 * an order for each. Dan, limited to Denver, sees only Denver's address (also at checkout) and order, and
 * Salinas's order is not found for him; Ada, the admin, filters her orders by site, adds a site and
 * limits Dan on the Company Users page. Another company's buyer finds neither order. The shop is
 * tests/e2e/support/sites-shop.ts.
 */
let shop: ChildProcess;
let baseURL = "";
let orders: { salinas: string; denver: string };
let sku = "";
let cookies: { ada: string; dan: string; other: string };

test.beforeAll(async () => {
  test.setTimeout(600_000);
  const started = await startSideShop(
    "tests/e2e/support/sites-shop.ts",
    /listening (\d+) (\S+) (\S+) (\S+) (\S+) (\S+) (\S+)\n/,
  );
  shop = started.shop;
  const [, port, salinas, denver, product, ada, dan, other] = started.match;
  sku = product;
  baseURL = `http://127.0.0.1:${port}`;
  orders = { salinas, denver };
  cookies = { ada: decodeURIComponent(ada), dan: decodeURIComponent(dan), other: decodeURIComponent(other) };
});
test.afterAll(() => {
  shop?.kill("SIGTERM");
});

const pageOf = (browser: Browser, who: keyof typeof cookies, options?: { javaScriptEnabled?: boolean }) =>
  pageWithSession(browser, baseURL, cookies[who], options);

/** Stores one of the product in the signed-in buyer's cart, on a page of the shop. */
async function fillCart(page: Page) {
  const stored = await page.evaluate(async (sku) => {
    const answer = await fetch("/api/cart", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ items: [{ sku, quantity: 1 }] }),
    });
    return answer.status;
  }, sku);
  expect(stored).toBe(200);
}

async function expectAccessible(page: Page) {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${width}px ${v.id}: ${v.help}`)).toEqual([]);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test("a member limited to a site sees only that site's addresses and documents", async ({ browser }) => {
  test.setTimeout(180_000);
  const dan = await pageOf(browser, "dan");
  await dan.goto("/commercial-view/addresses");
  await expect(dan.getByText("Denver dock")).toBeVisible();
  await expect(dan.getByText("Salinas dock")).toHaveCount(0);
  await expectAccessible(dan);
  await screenshotBothWidths(dan, "sites-limited-addresses");

  await dan.goto("/commercial-view/orders");
  await expect(dan.getByRole("link", { name: orders.denver })).toBeVisible();
  await expect(dan.getByRole("link", { name: orders.salinas })).toHaveCount(0);
  expect((await dan.goto(`/quotations/${orders.salinas}`))?.status()).toBe(404);
  await dan.goto(`/quotations/${orders.denver}`);
  await expect(dan.getByText("Site Denver warehouse")).toBeVisible();

  // Checkout with something in the cart offers Dan only his site's saved address.
  await dan.goto("/cart");
  await fillCart(dan);
  await dan.goto("/checkout");
  await waitForHydration(dan);
  const saved = dan.getByRole("navigation", { name: "Ship to a saved address" });
  await expect(saved).toContainText("88 Brighton Blvd");
  await expect(saved).not.toContainText("1450 Orchard Rd");

  const other = await pageOf(browser, "other");
  expect((await other.goto(`/quotations/${orders.denver}`))?.status()).toBe(404);
  expect((await other.goto(`/quotations/${orders.salinas}`))?.status()).toBe(404);
});

test("an admin filters orders by site, adds a site and limits a member to it", async ({ browser }) => {
  test.setTimeout(180_000);
  const ada = await pageOf(browser, "ada");
  await ada.goto("/commercial-view/orders");
  await waitForHydration(ada);
  await expect(ada.getByRole("link", { name: orders.salinas })).toBeVisible();
  await expect(ada.getByRole("link", { name: orders.denver })).toBeVisible();
  await ada.getByLabel("Site", { exact: true }).selectOption({ label: "Salinas greenhouse" });
  await ada.getByRole("main").getByRole("button", { name: "Search" }).click();
  await expect(ada).toHaveURL(/site=/);
  await expect(ada.getByRole("link", { name: orders.salinas })).toBeVisible();
  await expect(ada.getByRole("link", { name: orders.denver })).toHaveCount(0);
  await expectAccessible(ada);
  await screenshotBothWidths(ada, "sites-orders-filtered");

  await ada.goto("/commercial-view/sites");
  await waitForHydration(ada);
  await expect(ada.getByRole("form", { name: "Rename Salinas greenhouse" })).toBeVisible();
  await ada.getByLabel("Site name").fill("   ");
  await ada.getByRole("button", { name: "Add site" }).click();
  await expect(ada.getByText("Site name is required.").first()).toBeVisible();
  await ada.getByLabel("Site name").fill("salinas GREENHOUSE");
  await ada.getByRole("button", { name: "Add site" }).click();
  await expect(ada.getByText("Your company already has a site with this name.")).toBeVisible();
  await ada.getByLabel("Site name").fill("Boulder barn");
  await ada.getByRole("button", { name: "Add site" }).click();
  await expect(ada.getByText("Site saved.")).toBeVisible();
  await expect(ada.getByRole("form", { name: "Rename Boulder barn" })).toBeVisible();
  await expectAccessible(ada);
  await screenshotBothWidths(ada, "sites-pane");

  await ada.goto("/commercial-view/users");
  await waitForHydration(ada);
  const danSites = ada.getByRole("form", { name: "Sites of dan@greenleaf.example" });
  await expect(danSites).toContainText("Limited to Denver warehouse.");
  await danSites.getByLabel("Boulder barn").check();
  await danSites.getByRole("button", { name: /Save sites/ }).click();
  await expect(ada.getByText("Sites saved.")).toBeVisible();
  await expect(ada.getByRole("form", { name: "Sites of dan@greenleaf.example" })).toContainText(
    "Limited to Boulder barn, Denver warehouse.",
  );
  await expectAccessible(ada);
  await screenshotBothWidths(ada, "sites-company-users");
});

test("the quote, certificate and rebate forms offer the company's sites, and a certificate is uploaded for a site without JavaScript", async ({
  browser,
}) => {
  const ada = await pageOf(browser, "ada");
  await ada.goto("/cart");
  await fillCart(ada);
  await ada.goto("/quote");
  await waitForHydration(ada);
  await expect(ada.getByLabel("Site", { exact: true })).toContainText("Salinas greenhouse");
  await screenshotBothWidths(ada, "sites-quote-form");

  await ada.goto("/commercial-view/rebates");
  const site = ada.getByRole("combobox", { name: "Site", exact: true });
  await expect(site.locator("option")).toContainText([
    "Choose a site",
    "Denver warehouse",
    "Salinas greenhouse",
  ]);
  await screenshotBothWidths(ada, "sites-rebate-form");

  const plain = await pageOf(browser, "ada", { javaScriptEnabled: false });
  await plain.goto("/commercial-view/tax-exemption");
  const upload = plain.getByRole("form", { name: "Upload a certificate" });
  await upload.getByLabel("State").selectOption("Colorado");
  await upload.getByLabel("Site", { exact: true }).selectOption({ label: "Denver warehouse" });
  await upload.getByLabel(/Certificate \(PDF/).setInputFiles({
    name: "denver-resale.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n% CO resale certificate\n"),
  });
  await upload.getByRole("button", { name: "Upload certificate" }).click();
  const listed = plain.getByRole("region", { name: /certificates/i }).first();
  await expect(plain.getByText(/Denver warehouse · /).first()).toBeVisible();
  await expect(listed).toContainText("Colorado");
  await screenshotWithoutScripts(plain, "sites-certificate-upload");
  await expectAccessible(ada);
});
