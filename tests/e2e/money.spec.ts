import type { ChildProcess } from "node:child_process";
import { expect, test, type Browser } from "@playwright/test";
import { formatMoney } from "../../core/money.ts";
import { screenshotBothWidths } from "./support/screenshots.ts";
import { pageWithSession, startSideShop } from "./support/side-shop-client.ts";
import { waitForHydration } from "./support/storefront.ts";

/**
 * Money a buyer and a bookkeeper can trust, in the browser: a tax-exempt net 30 company accepts a priced
 * quote and gets an order on account without tax that spends its credit; a damaged item comes back in
 * full (no restocking fee) as a credit note that lowers its invoice's balance. The shop is
 * tests/e2e/support/money-shop.ts.
 */
let shop: ChildProcess;
let baseURL = "";
let facts: {
  buyer: string;
  companyId: string;
  staff: string;
  quoteNumber: string;
  quoteTotalCents: number;
  deliveredOrder: string;
  deliveredTotalCents: number;
  unitPriceCents: number;
  deliveredTaxCents: number;
};

test.beforeAll(async () => {
  test.setTimeout(300_000);
  let match: RegExpExecArray;
  ({ shop, match } = await startSideShop("tests/e2e/support/money-shop.ts", /listening (\d+)\n(\{.*\})\n/));
  baseURL = `http://127.0.0.1:${match[1]}`;
  facts = JSON.parse(match[2]);
});
test.afterAll(() => {
  shop?.kill("SIGTERM");
});

const sessionPage = (browser: Browser, cookie: string) => pageWithSession(browser, baseURL, cookie);
test.describe.configure({ mode: "serial" });

test("a tax-exempt net 30 company accepts a priced quote: an order on account without tax, its credit reduced", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const page = await sessionPage(browser, facts.buyer);
  await page.goto("/commercial-view");
  const left = page.getByTestId("credit-left");
  const before = (await left.textContent()) ?? "";

  await page.goto(`/quotations/${facts.quoteNumber}`);
  await waitForHydration(page);
  await expect(page.getByText(formatMoney(facts.quoteTotalCents)).first()).toBeVisible();
  await page.getByRole("button", { name: "Accept quote and place order" }).click();
  await expect(page).toHaveURL(/\/order-confirmation\?order=ORD-/);
  // On account, in words, and no tax: the verified certificate for the ship-to state applies.
  await expect(page.getByText(/on account/i).first()).toBeVisible();
  await expect(page.getByText(/^Tax$/).locator("..")).toContainText("$0.00");
  await expect(page.getByText(formatMoney(facts.quoteTotalCents)).first()).toBeVisible();
  await screenshotBothWidths(page, "money-quote-order-on-account");

  await page.goto("/commercial-view");
  const beforeCents = Math.round(Number(before.replace(/[$,]/g, "")) * 100);
  await expect(left).toHaveText(formatMoney(beforeCents - facts.quoteTotalCents));
});

test("a damaged item comes back in full: a credit note with no restocking fee lowers the invoice's balance", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const page = await sessionPage(browser, facts.buyer);
  const staff = await sessionPage(browser, facts.staff);

  await page.goto("/commercial-view/returns");
  await waitForHydration(page);
  await page.getByRole("link", { name: `Return items from ${facts.deliveredOrder}` }).click();
  await waitForHydration(page);
  await page.getByLabel(/Return quantity of/).fill("1");
  await page.getByLabel("Why are you returning these items?").selectOption("Damaged in transit");
  await page.getByLabel("Reason for the return").fill("The housing arrived cracked.");
  await page.getByRole("button", { name: "Review Return" }).click();
  const review = page.getByRole("form", { name: "Confirm the return" });
  await expect(review).toContainText(/Restocking fee\s*none/);
  // The item at its price; the order was tax-exempt, so no tax comes back.
  await expect(review).toContainText(formatMoney(facts.unitPriceCents));
  await review.getByRole("button", { name: "Confirm Return Request" }).click();
  await expect(page.getByRole("status")).toContainText("requested");
  const returnNumber = /Return (R-\w+)/.exec((await page.getByRole("status").textContent()) ?? "")![1];

  await staff.goto("/admin/returns?status=requested");
  await waitForHydration(staff);
  await staff.getByRole("button", { name: `Approve ${returnNumber}` }).click();
  await expect(staff.getByRole("status")).toContainText("approved");
  await staff.goto("/admin/returns?status=approved");
  await waitForHydration(staff);
  await staff.getByRole("button", { name: `Mark received ${returnNumber}` }).click();
  await expect(staff.getByRole("status")).toContainText("marked received");
  // Staff open the credit note's PDF from the returns screen.
  await staff.goto("/admin/returns?status=received");
  const creditNote = `CN-${returnNumber.slice(2)}`;
  const link = staff.getByRole("link", { name: `Credit note ${creditNote} (PDF)` });
  await expect(link).toBeVisible();
  const pdf = await staff.request.get(`/admin/credit-notes/${creditNote}/pdf`);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  await screenshotBothWidths(staff, "money-admin-returns-credit-note");

  // The invoice's balance is its total less the credit note: the item in full.
  await page.goto(`/commercial-view/invoices?q=${facts.deliveredOrder}`);
  const row = page.getByRole("row").filter({ hasText: facts.deliveredOrder });
  await expect(row).toContainText(`Balance ${formatMoney(facts.deliveredTotalCents - facts.unitPriceCents)}`);
  await screenshotBothWidths(page, "money-invoices-after-credit-note");
});

test("staff name a company's billing contact; its buyers see who receives their invoices", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const staff = await sessionPage(browser, facts.staff);
  await staff.goto(`/admin/companies/${facts.companyId}`);
  await waitForHydration(staff);
  const section = staff.getByRole("region", { name: "Billing contacts" });
  await section.getByLabel("Name").fill("Pat Books");
  await section.getByLabel("Email").fill("pat@exempt.example");
  await section.getByRole("button", { name: "Add billing contact" }).click();
  await expect(staff.getByRole("status")).toContainText(
    "pat@exempt.example now receives the company's invoices and payment reminders.",
  );
  await expect(section.getByRole("list", { name: "Billing contacts" })).toContainText("Pat Books");
  await screenshotBothWidths(staff, "money-admin-company-billing-contacts");

  const page = await sessionPage(browser, facts.buyer);
  await page.goto("/commercial-view/invoices");
  const contacts = page.getByRole("region", { name: "Billing contacts" });
  await expect(contacts).toContainText("pat@exempt.example");
  // A buyer who is not the company's admin reads the list but cannot change it.
  await expect(contacts.getByRole("button")).toHaveCount(0);
});
