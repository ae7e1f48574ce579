import { expect, test, type Page } from "@playwright/test";
import { decodedMail, mailHeader } from "./support/smtp-sink.ts";
import { linkIn, smtpSinkForFile, subjectOf } from "./support/mail-links.ts";
import { screenshotBothWidths } from "./support/screenshots.ts";

const sink = smtpSinkForFile();

async function signUp(page: Page, email: string) {
  await page.goto("/");
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Thank you for subscribing! Check your email for confirmation.")).toBeVisible();
}

test("newsletter: double opt-in, welcome mail with one-click unsubscribe (RFC 8058), honoured", async ({
  page,
  request,
}) => {
  const email = `grower-${Date.now()}@example.com`;
  const mailsTo = () => sink().received.filter((m) => m.to.includes(email));
  await signUp(page, email);

  // Single sign-up subscribes no one: only the confirm mail comes, with no unsubscribe header.
  const confirmMail = await sink().waitFor(
    (m) => m.to.includes(email) && /Confirm your subscription/.test(subjectOf(m)),
  );
  expect(mailHeader(confirmMail, "List-Unsubscribe")).toBeUndefined();
  const confirmLink = linkIn(confirmMail, "/newsletter/confirm");

  // Following the link (GET) only asks; a mail scanner fetching it confirms nothing.
  const scanned = await request.get(confirmLink);
  expect(scanned.status()).toBe(200);
  await page.waitForTimeout(1_500);
  expect(mailsTo().some((m) => /You're subscribed/.test(subjectOf(m)))).toBe(false);

  await page.goto(confirmLink);
  await screenshotBothWidths(page, "newsletter-confirm");
  await page.getByRole("button", { name: "Confirm subscription" }).click();
  await expect(page.getByRole("heading", { name: "You're subscribed" })).toBeVisible();

  const welcome = await sink().waitFor((m) => m.to.includes(email) && /You're subscribed/.test(subjectOf(m)));
  const listUnsubscribe = mailHeader(welcome, "List-Unsubscribe") ?? "";
  expect(listUnsubscribe).toMatch(/^<https?:\/\/[^>]+\/api\/newsletter\/unsubscribe\?token=[0-9a-f]{64}>$/);
  expect(mailHeader(welcome, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
  const footerLink = linkIn(welcome, "/newsletter/unsubscribe");
  const salesMail = await sink().waitFor((m) => m.raw.includes(`New newsletter subscriber ${email}`));
  expect(mailHeader(salesMail, "Reply-To")).toBe(email);

  // The mail client's one-click POST: form body, no cookies, no page.
  const oneClick = new URL(listUnsubscribe.slice(1, -1));
  const response = await request.post(oneClick.pathname + oneClick.search, {
    headers: { "content-type": "application/x-www-form-urlencoded" },
    data: "List-Unsubscribe=One-Click",
  });
  expect(response.status()).toBe(200);

  // Stored: the footer link's page shows it, and a GET there changes nothing.
  await page.goto(footerLink);
  await expect(page.getByRole("heading", { name: "You are unsubscribed" })).toBeVisible();

  // Honoured: signing up again needs a new confirmation; no welcome mail without it.
  const welcomesBefore = mailsTo().filter((m) => /You're subscribed/.test(subjectOf(m))).length;
  await signUp(page, email);
  await expect
    .poll(() => mailsTo().filter((m) => /Confirm your subscription/.test(subjectOf(m))).length, {
      timeout: 15_000,
    })
    .toBe(2);
  expect(mailsTo().filter((m) => /You're subscribed/.test(subjectOf(m))).length).toBe(welcomesBefore);
});

test("the unsubscribe page asks before it unsubscribes; a bad token is 404", async ({ page, request }) => {
  const email = `reader-${Date.now()}@example.com`;
  await signUp(page, email);
  const confirmMail = await sink().waitFor((m) => m.to.includes(email));
  const token = /token=([0-9a-f]{64})/.exec(decodedMail(confirmMail))![1]!;
  await page.goto(`/newsletter/unsubscribe?token=${token}`);
  await expect(page.getByRole("heading", { name: "Unsubscribe from Canopy news?" })).toBeVisible();
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { name: "You are unsubscribed" })).toBeVisible();
  expect((await request.get(`/newsletter/unsubscribe?token=${"0".repeat(64)}`)).status()).toBe(404);
  const bad = await request.post(`/api/newsletter/unsubscribe?token=${"0".repeat(64)}`, {
    headers: { "content-type": "application/x-www-form-urlencoded" },
    data: "List-Unsubscribe=One-Click",
  });
  expect(bad.status()).toBe(404);
});
