import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { addStaff, resetLinkIn, signIn, subjectOf, uniqueEmail } from "./support/accounts.ts";
import { decodedMail, e2eSmtpPort, startSmtpSink, type ReceivedMail } from "./support/smtp-sink.ts";
import { screenshotBothWidths } from "./support/screenshots.ts";
import { waitForHydration } from "./support/storefront.ts";

let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
test.beforeAll(async () => {
  smtp = await startSmtpSink(e2eSmtpPort());
});
test.afterAll(async () => {
  await smtp?.close();
});

// The journey spawns `npm run staff` and hashes several passwords (scrypt, 128 MiB each): give it room.
test.describe.configure({ timeout: 480_000 });

const STAFF_PASSWORD = "Canopy#Staff2026";
const PASSWORD = "Greenleaf#2026";

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

/** The path and query of the mail's /join link. */
function joinLinkIn(mail: ReceivedMail): string {
  const match = /https?:\/\/[^/"\s<>]+(\/join\?token=[\w-]{43})/.exec(decodedMail(mail));
  expect(match, `no /join link in "${subjectOf(mail)}"`).not.toBeNull();
  return match![1]!;
}

/** The company price shown on the first grow light's card, then its product page: the sku and "$1,234.56". */
async function companyPriceOfFirstLight(page: Page): Promise<{ sku: string; price: string }> {
  await page.goto("/grow-lights");
  const card = page.locator("main article").first();
  const shown = await card.getByTestId("company-price").textContent();
  const price = /Commercial price:\s*(\$[\d,]+\.\d{2})/.exec(shown ?? "")?.[1];
  expect(price, `no company price on the card: ${shown}`).toBeTruthy();
  const href = (await card.getByRole("link", { name: /^VIEW / }).getAttribute("href")) ?? "";
  expect(href).toMatch(/^\/product\//);
  await page.goto(href);
  const sku = decodeURIComponent(href.split("/").pop() ?? "");
  return { sku, price: price! };
}

/** The mail's link to a quote's document: its path and query, and the quote's number. */
function quoteDocumentLinkIn(mail: ReceivedMail): { path: string; number: string } {
  const match = /https?:\/\/[^/"\s<>]+(\/quotations\/(Q-\w+)\?token=[\w-]+)/.exec(decodedMail(mail));
  expect(match, `no /quotations link in "${subjectOf(mail)}"`).not.toBeNull();
  return { path: match![1]!, number: match![2]! };
}

async function signOut(page: Page) {
  const menu = page.getByTestId("account-menu");
  await menu.locator("summary").click();
  await menu.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);
}

test("apply → staff approves → activation mail → set password → sign in → company price → quote at that price → invite a buyer → the buyer sees the same price → sign-out", async ({
  page,
}) => {
  const applicant = uniqueEmail("grower");
  const company = `Greenleaf Farms ${Date.now()}`;

  // 1. Apply at /commercial (with JavaScript: the fetcher posts in place).
  await page.goto("/commercial");
  await waitForHydration(page);
  const form = page.getByRole("form", { name: "Commercial account application" });
  await form.getByLabel("Full Name").fill("Maria Lopez");
  await form.getByLabel("Company Name").fill(company);
  await form.getByLabel("Work Email").fill(applicant);
  await form.getByLabel("Phone").fill("(831) 555-0142");
  // Changing the country swaps the list and clears the state.
  await form.getByLabel("State / Province").selectOption("California");
  await form.getByLabel("Country").selectOption("Canada");
  await expect(form.getByLabel("State / Province").locator("option:checked")).toHaveText("Select a province");
  await form.getByLabel("Country").selectOption("USA");
  await form.getByLabel("State / Province").selectOption("California");
  await form.getByRole("button", { name: "Apply for a Commercial Account" }).click();
  // Checked in the browser first, with the server's words.
  await expect(form.getByRole("alert")).toHaveText("Please fill in all required fields.");
  await form.getByLabel("Urgent Needs").fill("Forty LED fixtures for a new flowering room.");
  await form.getByRole("button", { name: "Apply for a Commercial Account" }).click();
  await expect(page.getByRole("status")).toContainText("Our team reviews applications in 1-2 business days");
  const received = await smtp.waitFor(
    (m) => m.to.includes(applicant) && /We received your commercial account application/.test(subjectOf(m)),
  );
  expect(decodedMail(received)).toContain("1-2 business days");
  await expectNoAxeViolations(page);

  // 2. Staff approve it in the back office.
  const staff = uniqueEmail("sales");
  addStaff(staff, STAFF_PASSWORD, "sales");
  await page.goto("/admin/applications");
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Fapplications$/);
  await page.getByLabel("Email").fill(staff);
  await page.getByLabel("Password", { exact: true }).fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin\/applications$/);
  await page.getByRole("link", { name: "Pending" }).click();
  const row = page.getByRole("listitem").filter({ hasText: company });
  await expect(row).toContainText("Pending");
  await expectNoAxeViolations(page);
  await screenshotBothWidths(page, "commercial-admin-applications");
  await row.getByRole("button", { name: `Approve ${company}` }).click();
  await expect(page.getByRole("status")).toHaveText(
    `${company} is approved. The applicant has been emailed a link to set their password.`,
  );
  await page.getByRole("link", { name: "Approved" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: company })).toContainText("Approved");
  await signOut(page);

  // 3. The activation mail's link sets the password; the applicant signs in to /commercial-view.
  const activation = await smtp.waitFor(
    (m) => m.to.includes(applicant) && /Your commercial account is active/.test(subjectOf(m)),
  );
  expect(decodedMail(activation)).toContain("expires in 24 hours");
  await page.goto(resetLinkIn(activation));
  await expect(page.getByRole("heading", { name: "Set Your Password" })).toBeVisible();
  await page.getByLabel("New Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm New Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Set Password" }).click();
  await expect(page).toHaveURL(/\/password-success$/);
  await signIn(page, applicant, PASSWORD);
  await expect(page).toHaveURL(/\/commercial-view$/);
  await expect(page.getByText(`${company} · signed in as`)).toBeVisible();

  // 3b. The company's price on a product (the default Commercial list), and a quote at that price.
  const { sku, price } = await companyPriceOfFirstLight(page);
  await expect(page.getByTestId("company-price").first()).toContainText(`${price} USD`);
  await page.getByRole("button", { name: "ADD TO CART", exact: true }).first().click();
  await page.goto("/cart");
  await expect(page.getByRole("region", { name: "Cart items" }).getByRole("listitem").first()).toContainText(
    `${price} each`,
  );
  await page.goto("/quote");
  await page.getByLabel("First Name").fill("Maria");
  await page.getByLabel("Last Name").fill("Lopez");
  await page.getByLabel("Email").fill(applicant);
  await page.getByLabel("Phone").fill("(831) 555-0142");
  await page.getByLabel("Street Address").fill("1450 Orchard Rd");
  await page.getByLabel("City").fill("Salinas");
  await page.getByLabel("ZIP Code").fill("93901");
  await page.getByLabel("Country").selectOption("United States");
  await page.getByLabel("State").selectOption("California");
  await page.getByRole("button", { name: "Submit Quote Request" }).click();
  await expect(page.getByRole("status")).toContainText("Order Request Submitted!", { timeout: 15_000 });
  // The quote's mail links to its document, which shows the line at the company's price.
  const quoteMail = await smtp.waitFor(
    (m) => m.to.includes(applicant) && /\/quotations\/Q-\w+\?token=/.test(decodedMail(m)),
  );
  const quote = quoteDocumentLinkIn(quoteMail);
  await page.goto(quote.path);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(quote.number);
  await expect(page.getByRole("main")).toContainText(sku);
  await expect(page.getByRole("main")).toContainText(price);
  await page.goto("/commercial-view");

  // 4. The company admin invites a buyer.
  await page
    .getByRole("navigation", { name: "Account sections" })
    .getByRole("link", { name: "Company Users" })
    .click();
  await expect(page.getByRole("heading", { name: `Users of ${company}` })).toBeVisible();
  const buyer = uniqueEmail("buyer");
  const invite = page.getByRole("form", { name: "Invite a colleague" });
  await invite.getByLabel("Work Email").fill(buyer);
  await invite.getByLabel("Role").selectOption("buyer");
  await invite.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByRole("status")).toContainText("Invitation sent.");
  await expect(page.getByRole("region", { name: "Pending invitations" })).toContainText(buyer);
  // The same address again is answered clearly.
  await invite.getByLabel("Work Email").fill(buyer);
  await invite.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByRole("alert")).toHaveText("This address already has an open invitation.");
  await expectNoAxeViolations(page);
  await screenshotBothWidths(page, "commercial-company-users");
  await signOut(page);

  // 5. The buyer follows the invitation, sets a password, joins and signs in.
  const invitation = await smtp.waitFor((m) => m.to.includes(buyer) && subjectOf(m).includes(company));
  const joinLink = joinLinkIn(invitation);
  await page.goto(joinLink);
  await expect(page.getByRole("heading", { name: "Join your company on Canopy" })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotBothWidths(page, "commercial-join");
  await page.getByLabel("Full Name").fill("Bea Buyer");
  await page.getByLabel("New Password", { exact: true }).fill("weakpass");
  await page.getByLabel("Confirm New Password").fill("weakpass");
  await page.getByRole("button", { name: "Set Password and Join" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Password must contain an uppercase letter, a number and a special character.",
  );
  await page.getByLabel("New Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm New Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Set Password and Join" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "You have joined. Sign in with your email and new password.",
  );
  await page.goto(joinLink);
  await expect(page.getByRole("alert")).toContainText(
    "This invitation has expired or has already been used.",
  );

  await signIn(page, buyer, PASSWORD);
  await expect(page).toHaveURL(/\/commercial-view$/);
  await expect(page.getByText(`${company} · signed in as`)).toBeVisible();
  await expect(page.getByText(`${company} · signed in as Bea Buyer (buyer)`)).toBeVisible();
  // Every buyer of the company sees its prices.
  await page.goto(`/product/${encodeURIComponent(sku)}`);
  await expect(page.getByTestId("company-price").first()).toContainText(`${price} USD`);
  // A buyer manages no users and reaches no back office.
  expect((await page.goto("/commercial-view/users"))?.status()).toBe(403);
  expect((await page.goto("/admin/applications"))?.status()).toBe(403);
  await signOut(page);

  // 6. The company admin makes the buyer a second admin.
  await signIn(page, applicant, PASSWORD);
  await page.goto("/commercial-view/users");
  await page.getByLabel(`Role of ${buyer}`).selectOption("admin");
  await page.getByRole("button", { name: `Change role of ${buyer}` }).click();
  await expect(page.getByRole("status")).toHaveText("Role changed. It applies from their next page.");
  await expect(page.getByLabel(`Role of ${buyer}`)).toHaveValue("admin");
  await expectNoAxeViolations(page);
  await screenshotBothWidths(page, "commercial-company-users-roles");
  await signOut(page);
  await page.goto("/commercial-view/users");
  await expect(page).toHaveURL(/\/login\?next=%2Fcommercial-view%2Fusers$/);
  // Signed out, the same product shows the teaser again, not the figure.
  await page.goto(`/product/${encodeURIComponent(sku)}`);
  await expect(page.getByTestId("company-price")).toHaveCount(0);
  await expect(page.getByRole("main")).not.toContainText(`${price} USD`);
});
