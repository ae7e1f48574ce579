import type { ChildProcess } from "node:child_process";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { addDays } from "../../core/repeat-orders.ts";
import { pageWithSession, startSideShop } from "./support/side-shop-client.ts";
import { decodedMail, mailHeader, startSmtpSink, type ReceivedMail } from "./support/smtp-sink.ts";
import { screenshotBothWidths } from "./support/screenshots.ts";
import { waitForHydration } from "./support/storefront.ts";

/**
 * Repeat orders: Ben's order list repeats every two weeks. The server's clock moves to the draft's day;
 * the repeat-order job mails Ben the draft; Ben follows the mail's link, confirms, and the order is placed
 * and confirmed by mail. The shop is tests/e2e/support/repeat-shop.ts.
 */
let shop: ChildProcess;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let baseURL = "";
let scheduleId = "";
let firstRun = "";
let cookie = "";

test.beforeAll(async () => {
  test.setTimeout(600_000);
  smtp = await startSmtpSink(Number(process.env.E2E_PORT ?? 3311) + 2009);
  const started = await startSideShop(
    "tests/e2e/support/repeat-shop.ts",
    /listening (\d+) (\d+) (\S+) (\S+)\n/,
  );
  shop = started.shop;
  const [, port, schedule, run, ben] = started.match;
  baseURL = `http://127.0.0.1:${port}`;
  scheduleId = schedule;
  firstRun = run;
  cookie = decodeURIComponent(ben);
});
test.afterAll(async () => {
  shop?.kill("SIGTERM");
  await smtp?.close();
});

/** A mail's subject with its RFC 2047 encoded words (quotes make the subject encoded) read back. */
const subjectOf = (mail: ReceivedMail) =>
  (mailHeader(mail, "Subject") ?? "")
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_all, word: string) =>
      decodeURIComponent(word.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, "%$1")),
    );

async function expectAccessible(page: Page) {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${width}px ${v.id}: ${v.help}`)).toEqual([]);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test("a repeat order's draft is mailed on its day with the clock moved, and the buyer confirms it from the mail", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const ben = await pageWithSession(browser, baseURL, cookie);
  await ben.goto(`/commercial-view/repeat-orders/${scheduleId}`);
  await expect(ben.getByRole("heading", { level: 1 })).toHaveText("Repeat order: Room 3 flip");
  await expect(ben.getByText("No run yet.")).toBeVisible();
  await expectAccessible(ben);
  const subject = `Repeat order "Room 3 flip" for ${firstRun}: your draft`;
  expect(smtp.received.some((m) => subjectOf(m) === subject)).toBe(false);

  // The server's clock moves to three days before the first run: the job drafts it and mails Ben.
  const moved = await ben.request.post(`${baseURL}/__test/clock`, {
    data: { seconds: 2 * 86_400 + 3_600 },
    headers: { origin: baseURL },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  const draft = await smtp.waitFor(
    (m) => m.to.includes("ben@greenleaf.example") && subjectOf(m) === subject,
    60_000,
  );
  const link = new RegExp(
    `https?://[^/"\\s<>]+(/commercial-view/repeat-orders/${scheduleId}\\?run=${firstRun})`,
  ).exec(decodedMail(draft));
  expect(link).not.toBeNull();

  await ben.goto(link![1]!);
  await waitForHydration(ben);
  await expect(ben.getByText("Draft mailed, waiting for your confirmation")).toBeVisible();
  await ben.getByRole("button", { name: `Confirm the order for ${firstRun}` }).click();
  const placed = ben.getByText(/^Order (ORD-\S+) placed at today's prices\.$/);
  await expect(placed).toBeVisible();
  const orderNumber = /Order (ORD-\S+) placed/.exec((await placed.textContent()) ?? "")![1]!;
  await expect(
    ben.getByText(`Every 2 weeks · next run on ${addDays(firstRun, 14)}`, { exact: false }),
  ).toBeVisible();
  await expect(ben.getByText(`Placed · order ${orderNumber}`)).toBeVisible();
  // Ben changes the rhythm; the next run keeps its day.
  const change = ben.getByRole("form", { name: "Change the repeat order" });
  await change.getByLabel("Every (weeks)").fill("3");
  await change.getByRole("button", { name: "Save changes" }).click();
  await expect(ben.getByText("The repeat order is changed.")).toBeVisible();
  await expect(
    ben.getByText(`Every 3 weeks · next run on ${addDays(firstRun, 14)}`, { exact: false }),
  ).toBeVisible();
  await expectAccessible(ben);
  await screenshotBothWidths(ben, "repeat-order");
  await ben.goto(`/commercial-view/lists`);
  await ben.getByRole("link", { name: "Room 3 flip" }).first().click();
  await expect(ben.getByRole("form", { name: "Repeat this list" })).toBeVisible();
  await expectAccessible(ben);
  await screenshotBothWidths(ben, "order-list-repeat");
  await smtp.waitFor(
    (m) => m.to.includes("ben@greenleaf.example") && subjectOf(m).includes(orderNumber),
    30_000,
  );
  await ben.context().close();
});
