import { expect, test } from "@playwright/test";
import { screenshotBothWidths } from "./support/screenshots.ts";

test("contact: required fields, country/state swap, error clears on edit, success then home after 2 s", async ({
  page,
}) => {
  await page.goto("/contact");
  await expect(page.getByText("95%")).toBeVisible();
  await expect(page.getByText("82%")).toBeVisible();
  await expect(page.getByText("73%")).toBeVisible();
  await screenshotBothWidths(page, "contact");

  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByRole("button", { name: "Contact Sales" }).click();
  await expect(form.getByRole("alert")).toHaveText("Please fill in all required fields.");
  await form.getByLabel("Full Name").fill("Ana Green");
  await expect(form.getByRole("alert")).toHaveCount(0);

  await form.getByLabel("Company").fill("Green Acres");
  await form.getByLabel("Work Email").fill("ana@greenacres.example");
  await form.getByLabel("Phone").fill("555-0101");
  const state = form.getByLabel("State / Province");
  await expect(state.locator("option").first()).toHaveText("Select a state");
  expect(await state.locator("option").count()).toBe(51);
  await form.getByLabel("Country").selectOption("Canada");
  await expect(state.locator("option").first()).toHaveText("Select a province");
  expect(await state.locator("option").count()).toBe(14);
  await state.selectOption("Ontario");
  await form.getByRole("button", { name: "Contact Sales" }).click();
  await expect(form.getByRole("status")).toContainText("Thank you!");
  await expect(page).toHaveURL(/\/$/, { timeout: 5_000 });
});

test("contact: a failed answer shows the spec's 'Server error ({status})'; a network error the spec's text", async ({
  page,
}) => {
  // The form posts to the page's action; with JavaScript on that is a fetch of /contact.data.
  await page.route("**/contact.data*", (route) =>
    route.fulfill({ status: 503, contentType: "text/html", body: "<h1>Maintenance</h1>" }),
  );
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByLabel("Full Name").fill("Ana Green");
  await form.getByLabel("Company").fill("Green Acres");
  await form.getByLabel("Work Email").fill("ana@greenacres.example");
  await form.getByLabel("Phone").fill("555-0101");
  await form.getByLabel("State / Province").selectOption("Texas");
  await form.getByRole("button", { name: "Contact Sales" }).click();
  await expect(form.getByRole("alert")).toHaveText("Server error (503). Please try again.");
  await expect(form.getByLabel("Full Name")).toHaveValue("Ana Green");
  await page.unroute("**/contact.data*");
  await page.route("**/contact.data*", (route) => route.abort("internetdisconnected"));
  await form.getByLabel("Phone").fill("555-0102");
  await form.getByRole("button", { name: "Contact Sales" }).click();
  await expect(form.getByRole("alert")).toHaveText(
    "Network error. Please check your connection and try again.",
  );
});

test("rebates: FAQ figures, the consultation button leads to the form, submit succeeds", async ({ page }) => {
  await page.goto("/rebates");
  await expect(page.getByText(/30-70%/).first()).toBeVisible();
  await expect(page.getByText(/\$0\.10-\$0\.25 per kWh/)).toBeVisible();
  await expect(page.getByText(/up to 80%/)).toBeVisible();
  await screenshotBothWidths(page, "rebates");
  await page.getByRole("link", { name: "Schedule Your Rebate Consultation" }).click();
  await expect(page).toHaveURL(/#rebate-form$/);
  const form = page.getByRole("form", { name: "Rebate request form" });
  await expect(form).toBeInViewport();
  await form.getByRole("button", { name: "Request Rebate Consultation" }).click();
  await expect(form.getByRole("alert")).toHaveText("Please fill in all required fields.");
  await form.getByLabel("Full Name").fill("Lee Park");
  await form.getByLabel("Company Name").fill("Park Farms");
  await form.getByLabel("Work Email").fill("lee@parkfarms.example");
  await form.getByLabel("Phone").fill("555-0199");
  await form.getByLabel("What are you upgrading?").selectOption("LED");
  await form.getByLabel("State / Province").selectOption("Colorado");
  await form.getByRole("button", { name: "Request Rebate Consultation" }).click();
  await expect(form.getByRole("status")).toContainText("rebate specialist");
  await expect(page).toHaveURL(/\/$/, { timeout: 5_000 });
});

test("newsletter on the home page: invalid address, then subscribed (twice is fine)", async ({ page }) => {
  await page.goto("/");
  const input = page.getByLabel("Email address");
  await input.fill("not-an-email");
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  for (let i = 0; i < 2; i++) {
    await input.fill("reader@example.com");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(
      page.getByText("Thank you for subscribing! Check your email for confirmation."),
    ).toBeVisible();
    await expect(input).toHaveValue("");
  }
});

test("email template previews render the real templates with sample data", async ({ page }) => {
  await page.goto("/email-templates");
  await expect(page.getByRole("link", { name: /Quote received/ })).toBeVisible();
  await screenshotBothWidths(page, "email-templates");
  for (const path of [
    "/quote-template",
    "/traking-template",
    "/followup-template",
    "/commercial-template",
    "/commercial-approval",
    "/order-arrived",
    "/order-template",
    "/email-templates?template=password-reset",
    "/email-templates?template=quote-priced",
    "/email-templates?template=order-canceled",
    "/email-templates?template=return-update",
    "/email-templates?template=payment-request",
    "/email-templates?template=invoice-issued",
    "/email-templates?template=invoice-reminder",
    "/email-templates?template=rebate-reminder",
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    const frame = page.frameLocator("iframe");
    await expect(frame.getByRole("heading", { level: 1 }), path).toBeVisible();
  }
  await page.goto("/quote-template");
  await expect(
    page.frameLocator("iframe").getByText("Quote number: Q-7KX2M9PQA", { exact: true }),
  ).toBeVisible();
  await screenshotBothWidths(page, "email-quote-template");
});
