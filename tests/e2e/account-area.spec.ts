import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { addStaff, resetLinkIn, signIn, subjectOf, uniqueEmail } from "./support/accounts.ts";
import { e2eSmtpPort, startSmtpSink, type ReceivedMail } from "./support/smtp-sink.ts";
import { screenshotBothWidths } from "./support/screenshots.ts";
import { waitForHydration } from "./support/storefront.ts";

let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
test.beforeAll(async () => {
  smtp = await startSmtpSink(e2eSmtpPort());
});
test.afterAll(async () => {
  await smtp?.close();
});

// One journey through three contexts, several password hashes and the outbox: give it room.
test.describe.configure({ timeout: 600_000 });

const STAFF_PASSWORD = "Canopy#Staff2026";
const PASSWORD = "Greenleaf#2026";
const NEW_PASSWORD = "Harvest#2027";
const port = Number(process.env.E2E_PORT ?? 3311);
const origin = `http://127.0.0.1:${port}`;

/** axe at phone and desktop widths. */
async function expectNoAxeViolations(page: Page) {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations.map(
        (v) => `${v.id}: ${v.help} (${width} px) ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
      ),
    ).toEqual([]);
  }
}

/** A priced sku of the sample catalogue, from the first category page. */
async function pricedSku(request: APIRequestContext, page: Page): Promise<string> {
  await page.goto("/grow-lights");
  const hrefs = await page
    .locator('main a[href^="/product/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  for (const href of hrefs) {
    const sku = decodeURIComponent(href.split("/").pop() ?? "");
    const priced = await request.post("/api/cart/price", { data: { items: [{ sku, quantity: 1 }] } });
    const body = await priced.json();
    if (
      priced.ok() &&
      JSON.stringify(body).includes('"unitPriceCents":') &&
      !/"unitPriceCents":(null|0)\b/.test(JSON.stringify(body))
    )
      return sku;
  }
  throw new Error("no priced product on /grow-lights");
}

/** An order placed through POST /api/orders with the buyer's session cookie: it belongs to the company. */
async function placeOrder(page: Page, email: string, sku: string, quantity: number): Promise<string> {
  const response = await page.request.post("/api/orders", {
    headers: { origin },
    data: {
      contact: { email, phone: "(831) 555-0142" },
      shipping: {
        firstName: "Maria",
        lastName: "Lopez",
        address: "1450 Orchard Rd",
        apartment: "",
        city: "Salinas",
        state: "California",
        zipCode: "93901",
        country: "United States",
      },
      acceptTerms: true,
      items: [{ sku, quantity }],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).order.orderNumber;
}

async function shipAndDeliver(staff: Page, orderNumber: string, { deliver = true } = {}) {
  await staff.goto(`/admin/orders/${orderNumber}`);
  await staff.getByRole("button", { name: "Start processing" }).click();
  await staff.getByLabel("Carrier").fill("UPS Freight");
  await staff.getByLabel("Tracking number").fill(`1Z${orderNumber.slice(4)}`);
  await staff.getByRole("button", { name: "Record shipment and mail the buyer" }).click();
  await expect(staff.getByRole("status")).toContainText("Shipped with UPS Freight");
  if (!deliver) return;
  await staff.getByRole("button", { name: "Mark delivered and mail the buyer" }).click();
  await expect(staff.getByRole("button", { name: "Mark delivered and mail the buyer" })).toHaveCount(0);
}

test("a buyer edits the profile, saves cards, returns delivered items that staff approve and receive, turns order mails off and changes the password, signing out the other session", async ({
  page,
  browser,
  request,
}) => {
  const buyerEmail = uniqueEmail("maria");
  const company = `Greenleaf Farms ${Date.now()}`;
  const mailsTo = (predicate: (m: ReceivedMail) => boolean) =>
    smtp.received.filter((m) => m.to.includes(buyerEmail) && predicate(m));

  // A company account, as every buyer gets one: applied for, approved by staff, password set from the mail.
  const applied = await request.post("/api/commercial/applications", {
    data: {
      fullName: "Maria Lopez",
      cname: company,
      workEmail: buyerEmail,
      phone: "(831) 555-0142",
      country: "USA",
      state: "California",
      companyDescription: "Forty LED fixtures for a flowering room.",
    },
  });
  expect(applied.ok()).toBe(true);
  const staffEmail = uniqueEmail("ana");
  addStaff(staffEmail, STAFF_PASSWORD, "admin");
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signIn(staff, staffEmail, STAFF_PASSWORD);
  await expect(staff).toHaveURL(/\/admin$/);
  await staff.goto("/admin/applications?status=pending");
  await staff.getByRole("button", { name: `Approve ${company}` }).click();
  const activation = await smtp.waitFor(
    (m) => m.to.includes(buyerEmail) && /account is active/.test(subjectOf(m)),
  );
  await page.goto(resetLinkIn(activation));
  await page.getByLabel("New Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm New Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Set Password" }).click();
  await expect(page).toHaveURL(/\/password-success$/);
  await signIn(page, buyerEmail, PASSWORD);
  await expect(page).toHaveURL(/\/commercial-view$/);

  // The same buyer is signed in on a second device too.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signIn(other, buyerEmail, PASSWORD);
  await expect(other).toHaveURL(/\/commercial-view$/);

  // 1. Account Information: the profile is read-only until Edit Profile; Save shows the note.
  await page.getByRole("link", { name: "Account Information" }).click();
  await expect(page).toHaveURL(/\/commercial-view\/account$/);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Account Information");
  await expect(page.getByRole("link", { name: "Profile Information" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.getByLabel("Phone")).toHaveCount(0);
  await page.getByRole("link", { name: "Edit Profile" }).click();
  await expect(page.getByRole("link", { name: "Cancel", exact: true })).toBeVisible();
  await page.getByLabel("Full Name").fill("Maria Lopez");
  await page.getByLabel("Phone").fill("(831) 555-0142");
  await page.getByLabel("State / Province").selectOption("California");
  await page.getByLabel("City").fill("Salinas");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByRole("status")).toHaveText("Profile updated successfully.");
  await expect(page.getByRole("link", { name: "Edit Profile" })).toBeVisible();
  await expect(page.getByText("(831) 555-0142")).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotBothWidths(page, "account-information-profile");

  // 2. Payment Options: saved methods live at the payment provider, which this shop has not switched on.
  await page.getByRole("link", { name: "Payment Options" }).click();
  await expect(
    page.getByText("Saved cards and bank accounts are kept by our payment provider"),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Add New" })).toHaveCount(0);
  await expect(page.locator("input[autocomplete^=cc-]")).toHaveCount(0);
  await expectNoAxeViolations(page);
  await screenshotBothWidths(page, "account-payment-options");

  // 3. Orders of the company, shipped and delivered by staff; the shipped mail reaches the buyer.
  const sku = await pricedSku(request, page);
  const delivered = await placeOrder(page, buyerEmail, sku, 3);
  await shipAndDeliver(staff, delivered);
  await smtp.waitFor(
    (m) => m.to.includes(buyerEmail) && subjectOf(m) === `Your order ${delivered} has shipped`,
  );

  // 4. Returns: choose the items and a reason, see the restocking fee and refund, then confirm.
  await page.goto("/commercial-view/returns");
  await expect(page.getByRole("link", { name: "Order History" }).last()).toHaveAttribute(
    "href",
    "/new-quotation",
  );
  await page.getByRole("link", { name: `Return items from ${delivered}` }).click();
  await page.getByLabel(/Return quantity of/).fill("4");
  await page.getByLabel("Why are you returning these items?").selectOption("Damaged in transit");
  await page.getByLabel("Reason for the return").fill("Two drivers arrived with cracked housings.");
  await page.getByRole("button", { name: "Review Return" }).click();
  await expect(page.getByRole("alert")).toHaveText(`You can return at most 3 of ${sku}.`);
  await page.getByLabel(/Return quantity of/).fill("2");
  await page.getByRole("button", { name: "Review Return" }).click();
  const review = page.getByRole("form", { name: "Confirm the return" });
  // Damaged in transit: refunded in full, no restocking fee.
  await expect(review).toContainText(/Restocking fee\s*none/);
  await expect(review).toContainText("Refund estimate");
  await expectNoAxeViolations(page);
  await screenshotBothWidths(page, "account-returns-review");
  await review.getByRole("button", { name: "Confirm Return Request" }).click();
  await expect(page.getByRole("status")).toContainText("requested. We will email you when it is reviewed.");
  const returnNumber = /Return (R-\w+)/.exec((await page.getByRole("status").textContent()) ?? "")![1];
  const returnRow = page.getByRole("row").filter({ hasText: returnNumber });
  await expect(returnRow).toContainText("Requested");
  await smtp.waitFor(
    (m) => m.to.includes(buyerEmail) && subjectOf(m) === `Return ${returnNumber} request received`,
  );

  // Staff approve it, then receive the items; the buyer sees each step and is mailed.
  await staff.goto("/admin/returns?status=requested");
  await staff.getByRole("button", { name: `Approve ${returnNumber}` }).click();
  await expect(staff.getByRole("status")).toHaveText(
    `Return ${returnNumber} approved; the buyer was emailed.`,
  );
  await expectNoAxeViolations(staff);
  await screenshotBothWidths(staff, "admin-returns");
  await page.reload();
  await expect(returnRow).toContainText("Approved");
  await staff.goto("/admin/returns?status=approved");
  await staff.getByRole("button", { name: `Mark received ${returnNumber}` }).click();
  await expect(staff.getByRole("status")).toContainText("marked received");
  await page.reload();
  await expect(returnRow).toContainText("Received");
  await smtp.waitFor(
    (m) => m.to.includes(buyerEmail) && subjectOf(m) === `Return ${returnNumber} items received`,
  );
  await expectNoAxeViolations(page);
  await screenshotBothWidths(page, "account-returns");

  // 5. Notifications: order updates off, and the next shipped order sends no mail (a password reset still does).
  await page.goto("/commercial-view/account?tab=notifications");
  await page.getByLabel("Order Updates").uncheck();
  await page.getByRole("button", { name: "Save Preferences" }).click();
  await expect(page.getByRole("status")).toHaveText("Notification preferences saved.");
  await page.reload();
  await expect(page.getByLabel("Order Updates")).not.toBeChecked();
  await expectNoAxeViolations(page);
  await screenshotBothWidths(page, "account-information-notifications");
  const quiet = await placeOrder(page, buyerEmail, sku, 1);
  await smtp.waitFor((m) => m.to.includes(buyerEmail) && subjectOf(m).includes(quiet));
  await shipAndDeliver(staff, quiet, { deliver: false });
  // A later must-send mail to the same buyer (an order confirmation) arrives: the outbox has passed the ship.
  const later = await placeOrder(page, buyerEmail, sku, 1);
  await smtp.waitFor((m) => m.to.includes(buyerEmail) && subjectOf(m).includes(later));
  await staff.goto("/admin/outbox");
  await expect(staff.getByText(`Order ${later} confirmed`).first()).toBeVisible();
  await expect(staff.getByText(`Your order ${quiet} has shipped`)).toHaveCount(0);
  expect(mailsTo((m) => subjectOf(m).includes(`${quiet} has shipped`))).toEqual([]);

  // 6. Password & Security: the spec's mismatch alert, then a change that signs the other device out.
  await page.goto("/commercial-view/account?tab=password");
  await waitForHydration(page);
  await page.getByLabel("Current Password").fill(PASSWORD);
  await page.getByLabel("New Password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Confirm New Password").fill(`${NEW_PASSWORD}x`);
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(page.getByRole("alert")).toHaveText("Passwords don't match!");
  await page.getByLabel("Current Password").fill(PASSWORD);
  await page.getByLabel("New Password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Confirm New Password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(page.getByRole("status")).toContainText("Password changed successfully.");
  await expectNoAxeViolations(page);
  await screenshotBothWidths(page, "account-information-password");
  await other.goto("/commercial-view/account");
  await expect(other).toHaveURL(/\/login\?next=/);
  await page.goto("/commercial-view/returns");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Returns");

  await staffContext.close();
  await otherContext.close();
});
