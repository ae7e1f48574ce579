import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { addStaff, resetLinkIn, signIn, subjectOf, uniqueEmail } from "./support/accounts.ts";
import { screenshotBothWidths } from "./support/screenshots.ts";
import { smtpSinkForFile } from "./support/mail-links.ts";
import { waitForHydration } from "./support/storefront.ts";

const smtp = smtpSinkForFile();

// `npm run staff` and several scrypt hashes: give the journey room.
test.describe.configure({ timeout: 900_000 });

const STAFF_PASSWORD = "Canopy#Staff2026";
const PASSWORD = "Greenleaf#2026";
const money = (text: string | null) => Number((text ?? "").replace(/[^0-9.]/g, ""));
const dollars = (value: number) => value.toLocaleString("en-US", { minimumFractionDigits: 2 });

/** axe at phone and desktop width (the staff screens embed no iframes). */
async function expectNoAxeViolations(page: Page) {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${width}px ${v.id}: ${v.help}`)).toEqual([]);
  }
}

test("staff give a company its own price list and net 30; the buyer's next product page shows the new price", async ({
  page,
  browser,
}) => {
  const applicant = uniqueEmail("grower");
  const company = `Leafworks ${Date.now()}`;

  // A company applies; sales approve it; the buyer sets a password and signs in.
  await page.goto("/commercial");
  await waitForHydration(page);
  const form = page.getByRole("form", { name: "Commercial account application" });
  await form.getByLabel("Full Name").fill("Bo Green");
  await form.getByLabel("Company Name").fill(company);
  await form.getByLabel("Work Email").fill(applicant);
  await form.getByLabel("Phone").fill("(831) 555-0142");
  await form.getByLabel("Country").selectOption("USA");
  await form.getByLabel("State / Province").selectOption("California");
  await form.getByLabel("Urgent Needs").fill("Lights for two flowering rooms.");
  await form.getByRole("button", { name: "Apply for a Commercial Account" }).click();
  await expect(page.getByRole("status")).toContainText("Our team reviews applications");

  const staffEmail = uniqueEmail("sales");
  addStaff(staffEmail, STAFF_PASSWORD, "sales");
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signIn(staff, staffEmail, STAFF_PASSWORD);
  await expect(staff).toHaveURL(/\/admin$/);
  await staff.goto("/admin/applications?status=pending");
  await staff
    .getByRole("listitem")
    .filter({ hasText: company })
    .getByRole("button", { name: `Approve ${company}` })
    .click();
  await expect(staff.getByRole("status")).toContainText(`${company} is approved.`);
  const activation = await smtp().waitFor(
    (m) => m.to.includes(applicant) && /Your commercial account is active/.test(subjectOf(m)),
  );
  await page.goto(resetLinkIn(activation));
  await page.getByLabel("New Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm New Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Set Password" }).click();
  await expect(page).toHaveURL(/\/password-success$/);
  await signIn(page, applicant, PASSWORD);
  await expect(page).toHaveURL(/\/commercial-view$/);

  // The buyer's price on a grow light under the default Commercial list.
  await page.goto("/grow-lights");
  await page
    .locator("main article")
    .first()
    .getByRole("link", { name: /^VIEW / })
    .click();
  await expect(page).toHaveURL(/\/product\//);
  const sku = decodeURIComponent(new URL(page.url()).pathname.split("/").pop() ?? "");
  const shown = page.getByTestId("company-price").first();
  const before = money(await shown.locator("span.font-bold").first().textContent());
  expect(before).toBeGreaterThan(10);
  const contract = Math.round(before - 5);

  // Staff find the company: its buyer, the default list, card only.
  await staff.goto(`/admin/companies?q=${encodeURIComponent(applicant)}`);
  const row = staff.getByRole("row").filter({ hasText: company });
  await expect(row).toContainText(applicant);
  await expect(row).toContainText("Commercial");
  await expect(row).toContainText("Card only");
  await screenshotBothWidths(staff, "admin-companies");
  await expectNoAxeViolations(staff);

  // A new list with a fixed price for that sku; a bad rule is refused with its reason.
  await staff.goto("/admin/price-lists");
  const listName = `Contract ${Date.now()}`;
  await staff.getByLabel("Name").fill(listName);
  await staff.getByRole("button", { name: "Create price list" }).click();
  await expect(staff.getByRole("heading", { name: `Price list: ${listName}` })).toBeVisible();
  const addRule = staff.getByRole("region", { name: "Add or change a rule" });
  await addRule.getByLabel("Kind").selectOption("sku");
  await addRule.getByLabel("Category, brand or SKU").fill(sku);
  await addRule.getByLabel("Fixed price (USD, SKU only)").fill("abc");
  await addRule.getByRole("button", { name: "Save rule" }).click();
  await expect(staff.getByRole("alert").first()).toBeVisible();
  await expect(addRule.getByText("Fixed price: enter an amount in dollars above 0")).toBeVisible();
  await addRule.getByLabel("Fixed price (USD, SKU only)").fill(String(contract + 10));
  await addRule.getByRole("button", { name: "Save rule" }).click();
  await expect(staff.getByRole("status")).toContainText(`Saved: SKU ${sku}:`);

  // Assigned to the company from its screen; net 30 with a $5,000 limit.
  await staff.goto(`/admin/companies?q=${encodeURIComponent(applicant)}`);
  await staff.getByRole("link", { name: company }).click();
  await staff.getByLabel("Buys from").selectOption({ label: listName });
  await staff.getByRole("button", { name: "Assign list" }).click();
  await expect(staff.getByRole("status")).toHaveText(`The company now buys from the ${listName} price list.`);
  await staff.getByLabel("Net 30 with a credit limit").check();
  await staff.getByRole("button", { name: "Save payment terms" }).click();
  await expect(staff.getByRole("alert")).toBeVisible();
  await expect(
    staff.getByRole("region", { name: "Payment terms" }).getByText("Net 30 needs a credit limit"),
  ).toBeVisible();
  await staff.getByLabel("Net 30 with a credit limit").check();
  await staff.getByLabel("Credit limit (USD, net 30 only)").fill("5,000");
  await staff.getByRole("button", { name: "Save payment terms" }).click();
  await expect(staff.getByRole("status")).toHaveText("Payment terms are now: Net 30, limit $5,000.00.");
  await expect(staff.getByTestId("company-credit")).toHaveText(
    "Open on account (unpaid orders): $0.00 · credit left $5,000.00",
  );
  await screenshotBothWidths(staff, "admin-company");
  await expectNoAxeViolations(staff);

  await page.reload();
  await expect(page.getByTestId("company-price").first()).toContainText(`$${dollars(contract + 10)} USD`);

  // Staff edit the rule in place: the buyer's next page shows the new price.
  await staff.goto("/admin/price-lists");
  await staff.getByRole("link", { name: listName }).click();
  await staff.getByLabel(`Fixed price, SKU fixed price ${sku}`).fill(String(contract));
  await staff.getByRole("row").filter({ hasText: sku }).getByRole("button", { name: "Save" }).click();
  await expect(staff.getByRole("status")).toContainText(`Saved: SKU ${sku}: $${contract}.00`);
  await screenshotBothWidths(staff, "admin-price-list");
  await expectNoAxeViolations(staff);
  await page.reload();
  await expect(page.getByTestId("company-price").first()).toContainText(`$${dollars(contract)} USD`);

  await staff.goto("/admin/price-lists");
  await screenshotBothWidths(staff, "admin-price-lists");
  await expectNoAxeViolations(staff);
  await staffContext.close();
});
