import { expect, test, type Page } from "@playwright/test";

// The 'no-js' project runs this file with JavaScript off; in the 'desktop' project it has nothing to prove.
test.skip(({ javaScriptEnabled }) => javaScriptEnabled !== false, "runs in the no-js project");

/** Full-page shots at phone and desktop widths, without page scripts (JavaScript is off). */
async function screenshots(page: Page, name: string) {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `test-results/screenshots/no-js-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test("contact without JavaScript: errors beside the fields with the values kept, then success and home", async ({
  page,
}) => {
  await page.goto("/contact");
  let form = page.getByRole("form", { name: "Contact form" });
  await form.getByLabel("Full Name").fill("Ana Green");
  await form.getByLabel("Work Email").fill("ana-at-greenacres");
  await form.getByLabel("State / Province").selectOption("Texas");
  const refused = page.waitForResponse((r) => r.request().method() === "POST");
  await form.getByRole("button", { name: "Contact Sales" }).click();
  expect((await refused).status()).toBe(400);

  form = page.getByRole("form", { name: "Contact form" });
  await expect(form.getByRole("alert")).toHaveText("Please fill in all required fields.");
  await expect(form.getByLabel("Company")).toHaveAccessibleDescription("This field is required.");
  await expect(form.getByLabel("Work Email")).toHaveAccessibleDescription(
    "Please enter a valid email address.",
  );
  await expect(form.getByLabel("Full Name")).toHaveValue("Ana Green");
  await expect(form.getByLabel("Work Email")).toHaveValue("ana-at-greenacres");
  await expect(form.getByLabel("State / Province")).toHaveValue("Texas");
  await screenshots(page, "contact-refused");

  await form.getByLabel("Company").fill("Green Acres");
  await form.getByLabel("Work Email").fill("ana@greenacres.example");
  await form.getByLabel("Phone").fill("555-0101");
  await form.getByRole("button", { name: "Contact Sales" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Thank you! Our team will contact you within 24 hours. Taking you home…",
  );
  await expect(page).toHaveURL(/\/$/, { timeout: 5_000 });
});

test("rebate request without JavaScript: refused, then shown with the chosen country's provinces, then taken", async ({
  page,
}) => {
  await page.goto("/rebates");
  let form = page.getByRole("form", { name: "Rebate request form" });
  await form.getByLabel("Full Name").fill("Lee Park");
  await form.getByLabel("Company Name").fill("Park Farms");
  await form.getByLabel("Work Email").fill("lee@parkfarms.example");
  await form.getByLabel("Phone").fill("555-0199");
  // Without JavaScript the province list cannot follow the country until the server renders the form again.
  await form.getByLabel("Country").selectOption("Canada");
  await form.getByLabel("Keep me updated on new rebate programs").uncheck();
  await form.getByRole("button", { name: "Request Rebate Consultation" }).click();

  form = page.getByRole("form", { name: "Rebate request form" });
  await expect(form.getByRole("alert")).toHaveText("Please fill in all required fields.");
  await expect(form.getByLabel("What are you upgrading?")).toHaveAccessibleDescription(
    "This field is required.",
  );
  await expect(form.getByLabel("Company Name")).toHaveValue("Park Farms");
  await expect(form.getByLabel("State / Province")).toHaveAccessibleDescription("This field is required.");
  await expect(form.getByLabel("Country")).toHaveValue("Canada");
  await expect(form.getByLabel("State / Province").locator("option").first()).toHaveText("Select a province");
  await expect(form.getByLabel("Keep me updated on new rebate programs")).not.toBeChecked();
  // Before the success page, whose 'refresh' header takes the browser home while a shot is taken.
  await screenshots(page, "rebate-refused");

  await form.getByLabel("What are you upgrading?").selectOption("HVAC");
  await form.getByLabel("State / Province").selectOption("Ontario");
  await form.getByRole("button", { name: "Request Rebate Consultation" }).click();
  await expect(page.getByRole("status")).toContainText(
    "A rebate specialist will contact you within 24 hours.",
  );
});

test("newsletter sign-up without JavaScript: an invalid address keeps its text, a valid one clears it", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByLabel("Email address").fill("reader-at-example.com");
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please enter a valid email address");
  await expect(page.getByLabel("Email address")).toHaveValue("reader-at-example.com");
  await screenshots(page, "newsletter-refused");

  await page.getByLabel("Email address").fill(`no-js-${Date.now()}@example.com`);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Thank you for subscribing! Check your email for confirmation.",
  );
  await expect(page.getByLabel("Email address")).toHaveValue("");
});
