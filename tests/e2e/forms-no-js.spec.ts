import { expect, test, type Page } from "@playwright/test";
import { screenshotWithoutScripts } from "./support/screenshots.ts";

// The 'no-js' project runs this file with JavaScript off; in the 'desktop' project it has nothing to prove.
test.skip(({ javaScriptEnabled }) => javaScriptEnabled !== false, "runs in the no-js project");

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
  await screenshotWithoutScripts(page, "contact-refused");

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
  // Without JavaScript the province list cannot follow the country until the server renders the form
  // again: the US list is still there, and the refusal names the mismatch.
  await form.getByLabel("Country").selectOption("Canada");
  await form.getByLabel("State / Province").selectOption("Oregon");
  await form.getByLabel("Keep me updated on new rebate programs").uncheck();
  await form.getByRole("button", { name: "Request Rebate Consultation" }).click();

  form = page.getByRole("form", { name: "Rebate request form" });
  await expect(form.getByRole("alert")).toHaveText("Please fill in all required fields.");
  await expect(form.getByLabel("What are you upgrading?")).toHaveAccessibleDescription(
    "This field is required.",
  );
  await expect(form.getByLabel("Company Name")).toHaveValue("Park Farms");
  await expect(form.getByLabel("State / Province")).toHaveAccessibleDescription(
    "Oregon is not a province of Canada. Choose a province from the list.",
  );
  await expect(form.getByLabel("Country")).toHaveValue("Canada");
  await expect(form.getByLabel("State / Province").locator("option").first()).toHaveText("Select a province");
  await expect(form.getByLabel("Keep me updated on new rebate programs")).not.toBeChecked();
  // Before the success page, whose 'refresh' header takes the browser home while a shot is taken.
  await screenshotWithoutScripts(page, "rebate-refused");

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
  await screenshotWithoutScripts(page, "newsletter-refused");

  await page.getByLabel("Email address").fill(`no-js-${Date.now()}@example.com`);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Thank you for subscribing! Check your email for confirmation.",
  );
  await expect(page.getByLabel("Email address")).toHaveValue("");
});

/** Opens the first grow light and posts its ADD TO CART form (the cart page's action answers). */
async function addFirstGrowLight(page: Page, quantity: string) {
  await page.goto("/grow-lights");
  await page.locator('main a[href^="/product/"]').first().click();
  await expect(page).toHaveURL(/\/product\//);
  const name = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
  await page.getByLabel("Quantity", { exact: true }).fill(quantity);
  await page.getByRole("button", { name: "ADD TO CART", exact: true }).first().click();
  await expect(page).toHaveURL(/\/cart$/);
  return name;
}

test("cart and quote without JavaScript: the cookie's cart, its controls, a refused then accepted quote", async ({
  page,
}) => {
  const name = await addFirstGrowLight(page, "2");
  const line = page.getByRole("region", { name: "Cart items" }).getByRole("listitem");
  await expect(line).toHaveCount(1);
  // The cart page is private: the server counts the cookie's cart into the header badge.
  await expect(page.getByTestId("cart-count")).toHaveText("2");
  await expect(page.getByRole("link", { name: "Cart, 2 items" })).toBeVisible();
  await expect(line.getByRole("link", { name })).toBeVisible();
  await expect(line.getByRole("group", { name: `Quantity of ${name}` })).toContainText("2");
  // The server priced the line from the catalogue: its subtotal is twice its unit price.
  const each = Number((await line.getByText(/ each$/).textContent())!.replace(/[^\d.]/g, ""));
  const subtotal = Number((await page.getByTestId("cart-subtotal").textContent())!.replace(/[^\d.]/g, ""));
  expect(subtotal).toBeCloseTo(each * 2, 2);

  await line.getByRole("button", { name: "Increase quantity" }).click();
  await expect(line.getByRole("group", { name: `Quantity of ${name}` })).toContainText("3");
  await line.getByRole("button", { name: "Decrease quantity" }).click();
  await expect(line.getByRole("group", { name: `Quantity of ${name}` })).toContainText("2");
  await screenshotWithoutScripts(page, "cart");

  // A second product, then removed again.
  await page.goto("/grow-lights");
  const hrefs = await page
    .locator('main a[href^="/product/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  await page.goto([...new Set(hrefs)][1]!);
  await page.getByRole("button", { name: "QUOTE REQUEST" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(line).toHaveCount(2);
  await line.nth(1).getByRole("button", { name: "Remove" }).click();
  await expect(line).toHaveCount(1);

  // The cart page is the visitor's own: never cached.
  const cartPage = await page.goto("/cart");
  expect(cartPage?.headers()["cache-control"]).toBe("private, no-store");

  await page.getByRole("button", { name: "Quote Request" }).click();
  await expect(page).toHaveURL(/\/quote\??$/);
  await expect(page.getByText("Items (2)")).toBeVisible();
  let form = page.getByRole("form", { name: "Order Request" });
  await form.getByLabel("First Name").fill("Maria");
  await form.getByLabel("Email").fill("maria-at-greenleaf");
  await form.getByLabel("State").selectOption("California");
  const refused = page.waitForResponse((r) => r.request().method() === "POST");
  await form.getByRole("button", { name: "Submit Quote Request" }).click();
  expect((await refused).status()).toBe(400);

  form = page.getByRole("form", { name: "Order Request" });
  await expect(form.getByRole("alert")).toHaveText("Last name is required.");
  await expect(form.getByLabel("Email")).toHaveAccessibleDescription("Please enter a valid email address.");
  await expect(form.getByLabel("First Name")).toHaveValue("Maria");
  await expect(form.getByLabel("Email")).toHaveValue("maria-at-greenleaf");
  await expect(form.getByLabel("State")).toHaveValue("California");
  await screenshotWithoutScripts(page, "quote-refused");

  await form.getByLabel("Last Name").fill("Lopez");
  await form.getByLabel("Email").fill("maria@greenleaf.example");
  await form.getByLabel("Phone").fill("(831) 555-0142");
  await form.getByLabel("Street Address").fill("1450 Orchard Rd");
  await form.getByLabel("City").fill("Salinas");
  await form.getByLabel("ZIP Code").fill("93901");
  const posted: Record<string, string> = {};
  for (const field of ["cartLines", "idempotencyKey", "firstName", "lastName", "email", "phone"])
    posted[field] = await form.locator(`[name="${field}"]`).inputValue();
  await form.getByRole("button", { name: "Submit Quote Request" }).click();
  await expect(page).toHaveURL(/\/thankyou\?quote=Q-[A-Z0-9]{9}&token=[\w-]+$/);
  await expect(page.getByRole("heading", { name: "Thank you, Maria!" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText(name);

  // The same form sent again (a double click, a resubmitted page) carries the same key: the same quote.
  const again = await page.request.post("/quote", {
    form: {
      ...posted,
      streetAddress: "1450 Orchard Rd",
      city: "Salinas",
      zipCode: "93901",
      country: "United States",
      state: "California",
      companyName: "",
      apartment: "",
      specialRequirements: "",
      website: "",
    },
    maxRedirects: 0,
  });
  expect(again.status()).toBe(302);
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(again.headers()["location"]);

  // The quote emptied the cart's cookie.
  await page.goto("/cart");
  await expect(page.getByText("Your cart is empty")).toBeVisible();
});

test("checkout without JavaScript: the cookie's cart, a refused order, then a payment-link order's confirmation", async ({
  page,
}) => {
  const name = await addFirstGrowLight(page, "1");
  await page.getByRole("link", { name: "Proceed to Checkout" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole("main")).toContainText(name);

  let form = page.getByRole("form", { name: "Checkout" });
  await form.getByLabel("Email").fill("grower-at-example");
  await form.getByLabel("Phone").fill("555-0100");
  await form.getByLabel("First Name").fill("Sam");
  await form.locator("#shipping-address").fill("77 Greenhouse Ln");
  await form.getByLabel("City").fill("Eugene");
  await form.getByLabel("ZIP Code").fill("97401");
  await form.getByLabel("State").selectOption("Oregon");
  // No provider configured: no card field, the order waits for a payment link.
  await expect(form.getByTestId("payment-how")).toContainText("Pay by payment link");
  await expect(form.locator("input[autocomplete^=cc-]")).toHaveCount(0);
  await form.getByRole("checkbox", { name: /Terms of Service/ }).check();
  const refused = page.waitForResponse((r) => r.request().method() === "POST");
  await form.getByRole("button", { name: "Complete Order" }).click();
  const refusal = await refused;
  expect(refusal.status()).toBe(400);

  form = page.getByRole("form", { name: "Checkout" });
  await expect(form.getByRole("alert")).toHaveText("Please enter a valid email address.");
  await expect(form.getByLabel("Email")).toHaveAccessibleDescription("Please enter a valid email address.");
  await expect(form.getByLabel("Last Name")).toHaveAccessibleDescription("Last name is required.");
  await expect(form.getByLabel("Email")).toHaveValue("grower-at-example");
  await expect(form.getByLabel("First Name")).toHaveValue("Sam");
  await expect(form.getByLabel("State")).toHaveValue("Oregon");
  await screenshotWithoutScripts(page, "checkout-refused");

  await form.getByLabel("Email").fill("grower@example.com");
  await form.getByLabel("Last Name").fill("Rivera");
  await form.getByRole("button", { name: "Complete Order" }).click();
  await expect(page).toHaveURL(/\/order-confirmation\?order=ORD-[A-Z0-9]{9}&token=[\w-]+$/);
  await expect(page.getByTestId("payment-summary")).toContainText("Awaiting payment");
  await expect(page.getByTestId("payment-summary")).toContainText("secure link to pay");
  await expect(page.getByRole("main")).toContainText(name);

  // The order emptied the cart's cookie.
  await page.goto("/cart");
  await expect(page.getByText("Your cart is empty")).toBeVisible();
});

test("checkout Save Quote without JavaScript: refused, then the thank-you page and the full quote", async ({
  page,
}) => {
  const name = await addFirstGrowLight(page, "2");
  await page.getByRole("link", { name: "Proceed to Checkout" }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  let form = page.getByRole("form", { name: "Checkout" });
  await form.getByLabel("Email").fill("grower@example.com");
  await form.getByLabel("First Name").fill("Sam");
  const refused = page.waitForResponse((r) => r.request().method() === "POST");
  await form.getByRole("button", { name: "Save Quote" }).click();
  const refusal = await refused;
  expect(refusal.status()).toBe(400);

  form = page.getByRole("form", { name: "Checkout" });
  await expect(form.getByRole("alert")).toHaveText(
    "Please fill in your contact details and shipping address to save a quote.",
  );
  // The quote's field errors stand beside the checkout's own fields.
  await expect(form.getByLabel("Last Name")).toHaveAccessibleDescription("Last name is required.");
  await expect(form.locator("#shipping-address")).toHaveAccessibleDescription(/required/);
  await expect(form.getByLabel("Email")).toHaveValue("grower@example.com");
  await expect(form.getByLabel("First Name")).toHaveValue("Sam");

  await form.getByLabel("Phone").fill("555-0100");
  await form.getByLabel("Last Name").fill("Rivera");
  await form.locator("#shipping-address").fill("77 Greenhouse Ln");
  await form.getByLabel("City").fill("Eugene");
  await form.getByLabel("ZIP Code").fill("97401");
  await form.getByLabel("State").selectOption("Oregon");
  const saved = page.waitForRequest((r) => r.method() === "POST");
  await form.getByRole("button", { name: "Save Quote" }).click();
  expect((await saved).postData()).toContain("intent=quote");
  await expect(page).toHaveURL(/\/thankyou\?quote=Q-[A-Z0-9]{9}&token=[\w-]+$/);
  await expect(page.getByRole("heading", { name: "Thank you, Sam!" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText(name);

  await page.getByTestId("quotation-link").click();
  await expect(page).toHaveURL(/\/quotations\/Q-[A-Z0-9]{9}\?token=[\w-]+$/);
  await expect(page.getByTestId("quotation-line")).toHaveCount(1);
  await expect(page.getByTestId("quotation-line")).toContainText(name);
  await expect(page.getByRole("main")).toContainText("Quote saved at checkout");
  await screenshotWithoutScripts(page, "quotation");

  // The quote emptied the cart's cookie.
  await page.goto("/cart");
  await expect(page.getByText("Your cart is empty")).toBeVisible();
});
