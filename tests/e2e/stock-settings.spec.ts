import { expect, test } from "@playwright/test";
import { addStaff, signIn, uniqueEmail } from "./support/accounts.ts";
import { screenshotBothWidths } from "./support/screenshots.ts";
import { waitForHydration } from "./support/storefront.ts";

test.describe.configure({ timeout: 120_000 });

// The shop is shared with other journeys: this one reads the screen and is refused, never saves.
test("an admin reads each supplier's lead time and a backwards one is refused beside its field", async ({
  page,
}) => {
  const email = uniqueEmail("stock-admin");
  addStaff(email, "Greenhouse#2026", "admin");
  await signIn(page, email, "Greenhouse#2026");
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
  await page.goto("/admin/stock");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "Stock and lead times", level: 1 })).toBeVisible();
  await expect(page.getByText("Default: 3–5 business days")).toHaveCount(3);
  await screenshotBothWidths(page, "admin-stock");

  await page.locator("#spd\\.min").fill("12");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(
    page.getByText("The longest lead time cannot be shorter than the shortest.").first(),
  ).toBeVisible();
  await expect(page.locator("#spd\\.max")).toHaveAttribute("aria-invalid", "true");
  await screenshotBothWidths(page, "admin-stock-refused");
});
