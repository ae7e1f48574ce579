import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { addStaff, resetLinkIn, signIn, subjectOf, uniqueEmail } from "./support/accounts.ts";
import { e2eSmtpPort, startSmtpSink } from "./support/smtp-sink.ts";
import { screenshotBothWidths } from "./support/screenshots.ts";

let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
test.beforeAll(async () => {
  smtp = await startSmtpSink(e2eSmtpPort());
});
test.afterAll(async () => {
  await smtp?.close();
});

// Each journey spawns `npm run staff` and hashes several passwords (Argon2id): give it room.
test.describe.configure({ timeout: 180_000 });

const PASSWORD = "Canopy#Staff2026";

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

test("staff: added with npm run staff, signs in, lands on /admin, reads the outbox; pages are private", async ({
  page,
}) => {
  const email = uniqueEmail("staff");
  expect(addStaff(email, PASSWORD)).toContain(`Added admin staff member ${email}`);

  // Anonymous visitors are sent to sign in, and come back after.
  await page.goto("/admin/outbox");
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Foutbox$/);
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/commercial");
  await expect(page.getByRole("button", { name: "Use Google" })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await screenshotBothWidths(page, "accounts-login");

  // Both fields are required, said before anything is sent.
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please enter both email and password");

  // Show/hide password.
  await page.getByLabel("Password", { exact: true }).fill("peek");
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Hide password" }).click();
  await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("type", "password");

  // One generic message for a wrong password.
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("Not#The1Password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert")).toHaveText("The email or password is incorrect.");

  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin\/outbox$/);
  await expect(page.getByRole("heading", { name: "Outbox" })).toBeVisible();

  const response = await page.request.get("/admin");
  expect(response.headers()["cache-control"]).toBe("private, no-store");
  expect(response.headers()["x-cache"]).toBeUndefined();
  const home = await page.request.get("/");
  expect(home.headers()["cache-control"]).toBe("private, no-store");

  // The header names the account and offers the back office.
  const menu = page.getByTestId("account-menu");
  await menu.locator("summary").click();
  await expect(menu.getByRole("link", { name: "Back office" })).toHaveAttribute("href", "/admin");
  await expectNoAxeViolations(page);
  await screenshotBothWidths(page, "accounts-admin-outbox");
});

test("forgot password: the mail's link sets a new password, old sessions end, sign in, sign out", async ({
  page,
  browser,
}) => {
  const email = uniqueEmail("forgot");
  addStaff(email, PASSWORD, "sales");

  // A session elsewhere, which the reset must end.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, email, PASSWORD, { remember: true });
  await expect(otherPage).toHaveURL(/\/admin$/);

  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot Password?" }).click();
  await expect(page.getByRole("heading", { name: "Reset Your Password" })).toBeVisible();
  await page.getByRole("button", { name: "Verify Email" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please enter a valid email.");
  await expectNoAxeViolations(page);
  await screenshotBothWidths(page, "accounts-email-validation");
  await page.getByLabel("Email").fill(email.toUpperCase());
  await page.getByRole("button", { name: "Verify Email" }).click();
  await expect(page.getByRole("status")).toContainText("If an account uses that address");

  const mail = await smtp.waitFor(
    (m) => m.to.includes(email) && /Reset your Canopy password/.test(subjectOf(m)),
  );
  const link = resetLinkIn(mail);
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Reset Password" })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotBothWidths(page, "accounts-reset-password");

  // the messages and the hint's strength rule.
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please fill in both password fields.");
  await page.getByLabel("New Password", { exact: true }).fill("short");
  await page.getByLabel("Confirm New Password").fill("short");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByRole("alert")).toHaveText("Password must be at least 8 characters long.");
  await page.getByLabel("New Password", { exact: true }).fill("Fresh#Grow2027");
  await page.getByLabel("Confirm New Password").fill("Fresh#Grow2028");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByRole("alert")).toHaveText("Passwords do not match.");
  await page.getByLabel("Confirm New Password").fill("Fresh#Grow2027");
  await page.getByRole("button", { name: "Reset Password" }).click();

  await expect(page).toHaveURL(/\/password-success$/);
  await expect(page.getByRole("heading", { name: "Password Changed Successfully" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Report an unauthorised change" })).toHaveAttribute(
    "href",
    "/contact",
  );
  await expectNoAxeViolations(page);

  // The link is used up; the other session has ended.
  await page.goto(link);
  await expect(page.getByRole("alert")).toContainText("has expired or has already been used");
  await otherPage.goto("/admin");
  await expect(otherPage).toHaveURL(/\/login\?next=%2Fadmin$/);
  await other.close();

  await page.goto("/password-success");
  await page.getByRole("link", { name: "Sign In Now" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("Fresh#Grow2027");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin$/);

  // The outbox shows the mail as its recipient saw it, with its links.
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Outbox" }).click();
  await page
    .getByRole("row", { name: new RegExp(email) })
    .getByRole("link", { name: "Reset your Canopy password" })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: "Reset your Canopy password" })).toBeVisible();
  const frame = page.frameLocator("iframe[title^='Mail:']");
  await expect(frame.getByText("Reset password", { exact: true })).toBeVisible();
  await expect(page.locator("iframe[title^='Mail:']")).toHaveAttribute("sandbox", "");
  await expect(
    page
      .getByRole("region", { name: "Links" })
      .getByRole("link", { name: /\/reset-password\?token=/ })
      .first(),
  ).toBeVisible();
  await screenshotBothWidths(page, "accounts-outbox-mail");
  // axe injects itself into every frame, and a sandboxed frame runs no script (it waits until the test
  // times out): the mail's frame leaves before axe checks the page around it.
  await page.locator("iframe[title^='Mail:']").evaluate((frame) => frame.remove());
  await expectNoAxeViolations(page);

  const menu = page.getByTestId("account-menu");
  await menu.locator("summary").click();
  await menu.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin$/);
});
