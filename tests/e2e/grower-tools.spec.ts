import { expect, test, type Page } from "@playwright/test";
import { decodedMail, e2eSmtpPort, startSmtpSink } from "./support/smtp-sink.ts";
import {
  expectNoSeriousA11yViolations,
  fillQuoteContact,
  screenshotBothWidths,
  waitForHydration,
} from "./support/storefront.ts";

let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
test.beforeAll(async () => {
  smtp = await startSmtpSink(e2eSmtpPort());
});
test.afterAll(async () => {
  await smtp?.close();
});

/** Axe at phone and desktop widths, then back to desktop. */
async function axeAtBothWidths(page: Page) {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await expectNoSeriousA11yViolations(page);
  }
}

/** The plan's equipment as the page lists it: product name and quantity per line. */
async function plannedLines(page: Page) {
  const rows = page.getByRole("table", { name: "Equipment for the room" }).locator("tbody tr");
  const lines: { role: string; name: string; quantity: number }[] = [];
  for (const row of await rows.all()) {
    lines.push({
      role: (await row.locator("th").innerText()).trim(),
      name: (await row.getByRole("link").innerText()).trim(),
      quantity: Number(await row.locator("td").nth(1).innerText()),
    });
  }
  return lines;
}

/** Plans the 40 × 20 ft flowering room through the form, once the page is hydrated. */
async function planFloweringRoom(page: Page) {
  await page.goto("/tools/grow-room");
  await waitForHydration(page);
  await page.getByLabel("Units").selectOption("ft");
  await page.getByLabel("Length").fill("40");
  await page.getByLabel("Width").fill("20");
  await page.getByLabel("Crop stage").selectOption("flowering");
  await page.getByRole("button", { name: "Plan the room" }).click();
  await expect(page).toHaveURL(/length=40&width=20/);
  await expect(page.getByRole("heading", { name: "Your room" })).toBeVisible();
}

test("plan a 20 × 40 ft flowering room → Add all to quote → a quote of the plan's lines, the cart left as it was", async ({
  page,
}) => {
  test.setTimeout(240_000);
  // Something already in the cart: the plan's quote must neither take it nor add to it.
  await page.goto("/tools/grow-room");
  await page.evaluate(() => {
    const line = { id: "KEEP-1", sku: "KEEP-1", name: "Kept line", brand: "", category: "", subcategory: "" };
    localStorage.setItem("cart_items", JSON.stringify([{ ...line, image: "", price: 10, quantity: 2 }]));
  });
  await planFloweringRoom(page);

  const lines = await plannedLines(page);
  expect(lines.map((l) => l.role)).toEqual(
    expect.arrayContaining(["Lights", "Exhaust fans", "Dehumidifiers", "Environment controller"]),
  );
  for (const line of lines) expect(line.quantity, line.name).toBeGreaterThan(0);
  await axeAtBothWidths(page);
  await screenshotBothWidths(page, "tools-grow-room");

  await page.getByRole("link", { name: "Add all to quote" }).click();
  await expect(page).toHaveURL(/\/quote\?.*from=grow-room/);
  await waitForHydration(page);
  await expect(page.getByText(`This quote holds your grow-room plan's ${lines.length} lines`)).toBeVisible();
  const summary = page.getByRole("complementary", { name: "Quote Summary" });
  for (const line of lines) {
    const item = summary.getByRole("listitem").filter({ hasText: line.name }).first();
    await expect(item).toContainText(`× ${line.quantity}`);
  }
  await expect(summary).not.toContainText("Kept line");
  await expect(page.getByTestId("cart-count")).toHaveText("2");
  const notes = page.getByLabel("Notes (delivery windows, installation, financing…)");
  await expect(notes).toHaveValue(
    /^Grow-room plan: 40 × 20 ft room, 10 ft ceiling, flowering at 800 µmol\/m²\/s for 12 h/,
  );
  await axeAtBothWidths(page);
  await screenshotBothWidths(page, "quote-from-grow-room-plan");

  await fillQuoteContact(page);
  await page.getByRole("button", { name: "Submit Quote Request" }).click();
  await expect(page).toHaveURL(/\/thankyou\?quote=Q-[A-Z0-9]{9}/, { timeout: 15_000 });
  const quoteNumber = new URL(page.url()).searchParams.get("quote")!;
  const mail = await smtp.waitFor(
    (m) => m.to.includes("sales@canopy.example") && m.raw.includes(quoteNumber),
  );
  // The sales mail carries the room's note (the sink's decoding is not UTF-8, so no '×' or 'µ' here).
  expect(decodedMail(mail)).toContain("Grow-room plan: 40 ");
  expect(decodedMail(mail)).toContain("20 ft room, 10 ft ceiling, flowering at 800 ");
  // The cart is as it was before the plan.
  const kept = await page.evaluate(() => JSON.parse(localStorage.getItem("cart_items") ?? "[]"));
  expect(kept).toMatchObject([{ sku: "KEEP-1", quantity: 2 }]);
});

test("plan a room → Add all to cart, when asked → the cart's list and electrical check", async ({ page }) => {
  test.setTimeout(240_000);
  await planFloweringRoom(page);
  const lines = await plannedLines(page);
  await page.getByRole("button", { name: "Add all to cart" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const items = page.getByRole("region", { name: "Cart items" });
  for (const line of lines) await expect(items.getByText(line.name, { exact: true }).first()).toBeVisible();

  const check = page.getByRole("region", { name: "Electrical check" });
  await expect(check.getByRole("table", { name: "Lighting load per supply voltage" })).toBeVisible();
  await check.getByLabel("Circuits").fill("4");
  await check.getByLabel("Breaker (A)").fill("30");
  await check.getByLabel("Voltage", { exact: true }).selectOption("240");
  await check.getByRole("button", { name: "Check my circuits" }).click();
  await expect(page).toHaveURL(/circuits=4&amps=30&volts=240/);
  await expect(check.getByRole("status")).toContainText(
    /(Fits|Does not fit) your circuits \(4 × 30 A at 240 V\)/,
  );
  await axeAtBothWidths(page);
  await screenshotBothWidths(page, "cart-electrical-check");

  await page.getByRole("button", { name: "Quote Request" }).click();
  await expect(page).toHaveURL(/\/quote$/);
  await expect(page.getByLabel("Notes (delivery windows, installation, financing…)")).toHaveValue(
    /^Grow-room plan: 40 × 20 ft room/,
  );
});

test("the energy tool and the planner refuse absurd input with a message, and pass axe", async ({ page }) => {
  test.setTimeout(180_000);
  const refused = await page.goto("/tools/grow-room?length=-3&width=20&tiers=2.5");
  expect(refused?.status()).toBe(400);
  await expect(page.getByRole("alert")).toHaveText("Room length must be between 1 and 1000.");
  await expect(page.getByText("Tiers must be a whole number.")).toBeVisible();
  await axeAtBothWidths(page);
  const energy = await page.goto("/tools/energy-savings?rate=abc");
  expect(energy?.status()).toBe(400);
  await expect(page.getByRole("alert")).toHaveText("Electricity rate must be a number.");
  await axeAtBothWidths(page);
  await page.goto("/tools/energy-savings");
  await waitForHydration(page);
  await axeAtBothWidths(page);
  await screenshotBothWidths(page, "tools-energy-savings");
});
