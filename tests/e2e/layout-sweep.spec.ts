import type { ChildProcess } from "node:child_process";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { expect, test, type Browser, type Page } from "@playwright/test";
import routes from "../../app/routes.ts";
import { layoutProblems } from "./support/layout-checks.ts";
import { pageWithSession, startSideShop } from "./support/side-shop-client.ts";

/**
 * Every page route, opened as each kind of visitor (anonymous, a company admin, staff) at 320, 390 and
 * 1440 px, must not scroll sideways and must have no pointer target under 24×24 px without spacing
 * (WCAG 2.2 AA 2.5.8). The routes come from app/routes.ts, so a new page is swept without being listed
 * here; a route with a URL parameter needs a sample value below. The shop is
 * tests/e2e/support/account-home-shop.ts.
 */
let shop: ChildProcess;
let baseURL = "";
let facts: {
  admin: string;
  staff: string;
  shippedOrder: string;
  quoteNumber: string;
  params: Record<string, string>;
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

/** Routes that answer a file, not a page (PDF, CSV, XML, text), and sign-out and End of shopping as a buyer (a form's POST). */
const NOT_PAGES = new Set([
  "sitemap.xml",
  "robots.txt",
  "logout",
  "shop-as/end",
  "commercial-view/invoices/:number/pdf",
  "commercial-view/statement/pdf",
  "commercial-view/credit-notes/:number/pdf",
  "admin/companies/:id/statement/pdf",
  "admin/credit-notes/:number/pdf",
  "tax-certificates/:id",
  "admin/submissions/export",
  "admin/price-lists/:id/rules.csv",
  "quotations/:number/pdf",
  "commercial-view/lists/:id/csv",
  "commercial-view/rebates/:id/schedule.csv",
  "commercial-view/rebates/:id/packet.pdf",
  "admin/rebates/:id/schedule.csv",
  "admin/rebates/:id/packet.pdf",
]);

function pagePaths(entries: RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.index ? parent : [parent, entry.path?.replace(/^\//, "")].filter(Boolean).join("/");
    const own = NOT_PAGES.has(path) || (!entry.index && entry.path === undefined) ? [] : [path];
    // A layout route is no page of its own: its index child is.
    return entry.children ? pagePaths(entry.children, path) : own;
  });
}

function sampleUrl(path: string): string {
  const { params } = facts;
  const values: Record<string, string> = {
    "product/:sku": `product/${params.sku}`,
    "brands/:slug": `brands/${params.slug}`,
    "quotations/:number": `quotations/${facts.quoteNumber}`,
    "commercial-view/invoices/:number/pay": `commercial-view/invoices/${params.invoiceNumber}/pay`,
    "admin/outbox/:id": `admin/outbox/${params.mailId}`,
    "admin/quotes/:number": `admin/quotes/${facts.quoteNumber}`,
    "admin/orders/:number": `admin/orders/${facts.shippedOrder}`,
    "admin/imports/:id": `admin/imports/${params.importRunId}`,
    "admin/companies/:id": `admin/companies/${params.companyId}`,
    "admin/companies/:id/statement": `admin/companies/${params.companyId}/statement`,
    // With "why this price" answered, so the explanation's steps are swept too.
    "admin/price-lists/:id": `admin/price-lists/${params.priceListId}?sku=${params.sku}&quantity=12`,
    "commercial-view/lists/:id": `commercial-view/lists/${params.listId}`,
    "commercial-view/repeat-orders/:id": `commercial-view/repeat-orders/${params.repeatOrderId}`,
    "commercial-view/rebates/:id": `commercial-view/rebates/${params.rebateProjectId}`,
    "admin/rebates/:id": `admin/rebates/${params.rebateProjectId}`,
    // No endpoint is registered in this shop: the sweep sees the back office's not-found page there.
    "admin/webhooks/:id": "admin/webhooks/0",
    "*": "no-such-page",
  };
  const url = values[path] ?? path;
  if (/[:*]/.test(url))
    throw new Error(`No sample value for the route ${path}: add one to layout-sweep.spec.ts`);
  return `/${url}`;
}

const WIDTHS = [320, 390, 1440];

async function sweep(page: Page, urls: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const url of urls) {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width === 1440 ? 900 : 800 });
      for (const problem of await layoutProblems(page)) found.push(`${url} at ${width} px: ${problem}`);
    }
  }
  return found;
}

const visitors = ["anonymous", "admin", "staff"] as const;

for (const visitor of visitors) {
  test(`every page as ${visitor === "admin" ? "a company admin" : visitor} at 320, 390 and 1440 px: no sideways scroll, no undersized target`, async ({
    browser,
  }: {
    browser: Browser;
  }) => {
    test.setTimeout(600_000);
    const urls = pagePaths(routes).map(sampleUrl);
    expect(urls.length).toBeGreaterThan(60);
    const page =
      visitor === "anonymous"
        ? await (await browser.newContext({ baseURL })).newPage()
        : await pageWithSession(browser, baseURL, facts[visitor]);
    expect(await sweep(page, urls)).toEqual([]);
  });
}

test("a three-digit cart count covers neither the word 'Cart' nor the page's edge", async ({ browser }) => {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await page.goto("/");
  await page.evaluate((sku) => {
    const line = { id: sku, sku, name: "Bulk line", brand: "", category: "", subcategory: "", image: "" };
    localStorage.setItem("cart_items", JSON.stringify([{ ...line, price: 10, quantity: 150 }]));
  }, facts.params.sku);
  await page.reload();
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
  const badge = page.getByTestId("cart-count");
  await expect(badge).toHaveText("150");
  const cart = page.getByRole("link", { name: /^Cart, 150 items$/ });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    const box = (await badge.boundingBox())!;
    expect(box.x + box.width, `${width} px`).toBeLessThanOrEqual(width);
    expect(await layoutProblems(page), `${width} px`).toEqual([]);
    const word = cart.getByText("Cart", { exact: true });
    if (await word.isVisible()) {
      const w = (await word.boundingBox())!;
      const overlaps =
        box.x < w.x + w.width &&
        w.x < box.x + box.width &&
        box.y < w.y + w.height &&
        w.y < box.y + box.height;
      expect(overlaps, `${width} px: the count covers 'Cart'`).toBe(false);
    }
  }
  await page.screenshot({ path: "test-results/screenshots/cart-count-three-digits-1440.png" });
});

test("the layout check finds a page that scrolls sideways and crowded small targets, and spares links in a sentence", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.setContent(`<body style="margin:0;font:16px sans-serif">
    <div style="width:500px">wide</div>
    <p><a href="/a" style="font-size:12px">One</a><a href="/b" style="font-size:12px">Two</a></p>
    <p>Read our <a href="/terms" style="font-size:12px">terms</a> before you order.</p>
    <button style="width:44px;height:44px">OK</button></body>`);
  const problems = await layoutProblems(page);
  expect(problems).toHaveLength(3);
  expect(problems[0]).toMatch(/^scrolls sideways: 500 px wide in 390 px/);
  expect(problems.slice(1).join("\n")).toMatch(/"One".*"Two"\n.*"Two".*"One"/);
});
