import { expect, test } from "@playwright/test";
import { screenshotWithoutScripts } from "./support/screenshots.ts";

// The 'no-js' project runs this file with JavaScript off; in the 'desktop' project it has nothing to prove.
test.skip(({ javaScriptEnabled }) => javaScriptEnabled !== false, "runs in the no-js project");

test("/commercial without JavaScript: refused with the values kept, provinces after Canada, then received, then a second application is named", async ({
  page,
}) => {
  await page.goto("/commercial");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("commercial account");
  for (const block of ["Cost Savings", "Reordering", "Support"]) {
    await expect(page.getByRole("heading", { name: block, exact: true })).toBeVisible();
  }
  let form = page.getByRole("form", { name: "Commercial account application" });
  await expect(form.getByLabel("Country")).toHaveValue("USA");
  await expect(form.getByLabel("State / Province").locator("option:checked")).toHaveText("Select a state");
  await expect(form.getByLabel("Work Email")).toHaveAttribute("type", "email");
  await expect(form.getByLabel("Phone")).toHaveAttribute("type", "tel");

  const email = `grower-${Date.now()}@greenleaf.example`;
  await form.getByLabel("Full Name").fill("Maria Lopez");
  await form.getByLabel("Company Name").fill("Greenleaf Farms");
  await form.getByLabel("Work Email").fill(email);
  await form.getByLabel("Country").selectOption("Canada");
  const refused = page.waitForResponse((r) => r.request().method() === "POST");
  await form.getByRole("button", { name: "Apply for a Commercial Account" }).click();
  expect((await refused).status()).toBe(400);

  form = page.getByRole("form", { name: "Commercial account application" });
  await expect(form.getByRole("alert")).toHaveText("Please fill in all required fields.");
  await expect(form.getByLabel("Urgent Needs")).toHaveAccessibleDescription("This field is required.");
  await expect(form.getByLabel("Company Name")).toHaveValue("Greenleaf Farms");
  // The server rendered the form again for Canada: its provinces behind 'Select a province'.
  await expect(form.getByLabel("Country")).toHaveValue("Canada");
  await expect(form.getByLabel("State / Province").locator("option:checked")).toHaveText("Select a province");
  await screenshotWithoutScripts(page, "commercial-refused");

  await form.getByLabel("Phone").fill("(604) 555-0142");
  await form.getByLabel("State / Province").selectOption("British Columbia");
  await form.getByLabel("Urgent Needs").fill("Forty LED fixtures for a new flowering room.");
  await form.getByRole("button", { name: "Apply for a Commercial Account" }).click();
  await expect(page.getByRole("status")).toContainText("Our team reviews applications in 1-2 business days");
  await screenshotWithoutScripts(page, "commercial-received");

  await page.goto("/commercial");
  form = page.getByRole("form", { name: "Commercial account application" });
  await form.getByLabel("Full Name").fill("Maria Lopez");
  await form.getByLabel("Company Name").fill("Greenleaf Farms");
  await form.getByLabel("Work Email").fill(email.toUpperCase());
  await form.getByLabel("Phone").fill("(604) 555-0142");
  await form.getByLabel("State / Province").selectOption("Oregon");
  await form.getByLabel("Urgent Needs").fill("Again.");
  const again = page.waitForResponse((r) => r.request().method() === "POST");
  await form.getByRole("button", { name: "Apply for a Commercial Account" }).click();
  expect((await again).status()).toBe(409);
  await expect(page.getByRole("alert")).toHaveText(
    "An application from this work email is already being reviewed. We will email you within 1-2 business days.",
  );
});
