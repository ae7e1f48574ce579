import { expect, test } from "@playwright/test";
import { screenshotBothWidths, waitForHydration } from "./support/storefront.ts";

test("home: hero, banner carousel, best sellers, category and brand carousels", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "HIGH-QUALITY SOLUTIONS" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Let's Grow Together" })).toHaveAttribute("href", "/contact");

  const banners = page.getByRole("region", { name: "Featured brands" });
  await expect(banners.getByText("Slide 1 of 2")).toBeVisible();
  await expect(banners.getByRole("link", { name: "Shop Iluminar Lighting" })).toHaveAttribute(
    "href",
    "/grow-lights?brand=Iluminar",
  );
  await banners.getByRole("button", { name: "Next slide" }).click();
  await expect(banners.getByText("Slide 2 of 2")).toBeVisible();
  await expect(banners.getByRole("link", { name: "Shop RX Green Technologies" })).toHaveAttribute(
    "href",
    "/media-pots?brand=RX+Green+Technologies",
  );
  await banners.getByRole("button", { name: "Next slide" }).click();
  await expect(banners.getByText("Slide 1 of 2")).toBeVisible();

  const bestSellers = page.getByRole("region", { name: "Best Sellers" });
  await expect(bestSellers.getByRole("article")).toHaveCount(4);

  const categories = page.getByRole("region", { name: "Shop by Category" });
  const firstCard = categories.getByRole("listitem").first();
  const before = await firstCard.textContent();
  await categories.getByRole("button", { name: "Next categories" }).click();
  await expect(firstCard).not.toHaveText(before ?? "");
  await categories.getByRole("button", { name: "Previous categories" }).click();
  await expect(firstCard).toHaveText(before ?? "");

  const brands = page.getByRole("region", { name: "Shop By Brand" });
  await expect(brands.getByRole("link", { name: "View All" })).toHaveAttribute("href", "/shop-by-brand");
  await screenshotBothWidths(page, "home");
});

test("the banner advances by itself every 5 s, but not while hovered", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const banners = page.getByRole("region", { name: "Featured brands" });
  await expect(banners.getByText("Slide 2 of 2")).toBeVisible({ timeout: 7_000 });
  await banners.hover();
  await page.waitForTimeout(5_500);
  await expect(banners.getByText("Slide 2 of 2")).toBeVisible();
});

test("footer links open the right Help Center tab", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("img", { name: "Visa" })).toBeVisible();
  await footer.getByRole("link", { name: "Return Policy" }).click();
  await expect(page).toHaveURL("/terms?tab=return-policy");
  await expect(page.getByRole("heading", { level: 2, name: "Return Policy" })).toBeVisible();
  await expect(page.getByText(/15% restocking fee/)).toBeVisible();
  await expect(page.getByText(/within 15 days of delivery/)).toBeVisible();
  await footer.getByRole("link", { name: "Cancellation Policy" }).click();
  await expect(page.getByText(/within 12 hours/)).toBeVisible();
  await footer.getByRole("link", { name: "Help Center" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Terms and Conditions" })).toBeVisible();
  await expect(page.getByText(/net 30 payment terms/)).toBeVisible();
  await screenshotBothWidths(page, "terms");
  for (const tab of ["Privacy Policy", "Cookie Policy"]) {
    await page
      .getByRole("navigation", { name: "Help Center topics" })
      .getByRole("link", { name: tab })
      .click();
    await expect(page.getByRole("heading", { level: 2, name: tab })).toBeVisible();
  }
});

test("partners: six cards", async ({ page }) => {
  await page.goto("/partners");
  await expect(page.getByRole("heading", { level: 1, name: "Our Partners" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("listitem")).toHaveCount(6);
  await screenshotBothWidths(page, "partners");
});

test("an unknown path answers 404 'Page Not Found' inside the shop's header and footer", async ({ page }) => {
  const response = await page.goto("/definitely/not/here");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await screenshotBothWidths(page, "not-found");
  await page.getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL("/");
});

test("SEO: titles, descriptions, canonical and Open Graph; sitemap and robots", async ({ page, request }) => {
  await page.goto("/nutrients");
  await expect(page).toHaveTitle(/Nutrients & Supplements/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{20,}/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/nutrients$/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /Nutrients/);
  const crumbs = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}",
  );
  expect(crumbs["@type"]).toBe("BreadcrumbList");

  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.headers()["content-type"]).toContain("application/xml");
  const xml = await sitemap.text();
  for (const path of ["/grow-lights", "/nutrients", "/post-harvest"]) expect(xml).toContain(`${path}</loc>`);
  const productUrls = xml.match(/\/product\/[^<]+<\/loc>/g) ?? [];
  await page.goto("/products");
  const countLine = await page.getByText(/^Showing \d+-\d+ of \d+ products$/).textContent();
  expect(productUrls.length).toBe(Number(countLine?.match(/of (\d+)/)?.[1]));

  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Sitemap: ");
  expect(robots).toContain("User-agent: *");
});
