import { expect, test } from "@playwright/test";
import { linkIn, smtpSinkForFile, subjectOf } from "./support/mail-links.ts";

// The 'no-js' project runs this file with JavaScript off; in the 'desktop' project it has nothing to prove.
test.skip(({ javaScriptEnabled }) => javaScriptEnabled !== false, "runs in the no-js project");

const sink = smtpSinkForFile();

test("newsletter without JavaScript: sign up, confirm from the mail, then unsubscribe from the welcome mail", async ({
  page,
}) => {
  const email = `no-js-optin-${Date.now()}@example.com`;
  await page.goto("/");
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Thank you for subscribing! Check your email for confirmation.",
  );

  const confirmMail = await sink().waitFor(
    (m) => m.to.includes(email) && /Confirm your subscription/.test(subjectOf(m)),
  );
  await page.goto(linkIn(confirmMail, "/newsletter/confirm"));
  await page.getByRole("button", { name: "Confirm subscription" }).click();
  await expect(page.getByRole("heading", { name: "You're subscribed" })).toBeVisible();

  const welcome = await sink().waitFor((m) => m.to.includes(email) && /You're subscribed/.test(subjectOf(m)));
  await page.goto(linkIn(welcome, "/newsletter/unsubscribe"));
  await expect(page.getByRole("heading", { name: "Unsubscribe from Canopy news?" })).toBeVisible();
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { name: "You are unsubscribed" })).toBeVisible();
});
