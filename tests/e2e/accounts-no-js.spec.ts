import { expect, test } from "@playwright/test";
import { addStaff, uniqueEmail } from "./support/accounts.ts";

// Each journey spawns `npm run staff` and hashes several passwords (scrypt, 128 MiB each): give it room.
test.describe.configure({ timeout: 180_000 });

const PASSWORD = "Canopy#NoJs2026";

test("sign in and out without JavaScript: the action sets the cookie, the server renders the messages", async ({
  page,
}) => {
  const email = uniqueEmail("nojs");
  addStaff(email, PASSWORD);

  await page.goto("/login?next=/admin/outbox");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please enter both email and password");

  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("Wrong#Password1");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert")).toHaveText("The email or password is incorrect.");
  // The address is kept, the password never sent back; `next` survives the refusal.
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");

  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin\/outbox$/);
  await expect(page.getByRole("heading", { name: "Outbox" })).toBeVisible();
  const cookies = await page.context().cookies();
  const session = cookies.find((c) => c.name === "canopy.session_token");
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe("Lax");
  // Without 'Remember me' the cookie lasts the browser session.
  expect(session?.expires).toBe(-1);

  await page.locator("summary", { hasText: "account menu" }).click();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.context().cookies()).some((c) => c.name === "canopy.session_token")).toBe(false);
});

test("forgot password without JavaScript answers alike for an unknown address", async ({ page }) => {
  await page.goto("/email-validation?mode=reset");
  await expect(page.getByRole("heading", { name: "Reset Your Password" })).toBeVisible();
  await page.getByRole("button", { name: "Verify Email" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please enter a valid email.");
  await page.getByLabel("Email").fill(uniqueEmail("nobody"));
  await page.getByRole("button", { name: "Verify Email" }).click();
  await expect(page.getByRole("status")).toContainText("If an account uses that address");
});
