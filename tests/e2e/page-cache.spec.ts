import { expect, test, type APIResponse } from "@playwright/test";
import { listing, waitForHydration } from "./support/storefront.ts";

function cspNonce(response: APIResponse): string {
  return /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"] ?? "")?.[1] ?? "";
}

test("a repeated anonymous page comes from the page cache with a fresh CSP nonce", async ({ request }) => {
  const path = "/nutrients?sort=priceHighToLow";
  const first = await request.get(path);
  const second = await request.get(path);
  expect(first.headers()["x-cache"]).toBe("MISS");
  expect(second.headers()["x-cache"]).toBe("HIT");
  expect(second.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=60");

  const [firstNonce, secondNonce] = [cspNonce(first), cspNonce(second)];
  expect(secondNonce).not.toBe(firstNonce);
  const body = await second.text();
  expect(body).toContain(`nonce="${secondNonce}"`);
  expect(body).not.toContain(firstNonce);
  expect(body.replaceAll(secondNonce, "")).toBe((await first.text()).replaceAll(firstNonce, ""));
});

test("pages that may differ per visitor or per referrer are not shared", async ({ request }) => {
  const { items } = await listing(request, "slug=hydroponics");
  const path = `/product/${encodeURIComponent(items[0].sku)}`;
  await request.get(path);
  expect((await request.get(path)).headers()["x-cache"]).toBe("HIT");

  const fromSearch = await request.get(path, { headers: { referer: "http://127.0.0.1/search?q=pump" } });
  expect(fromSearch.headers()["vary"]).toMatch(/^Referer\b/);
  expect(fromSearch.headers()["x-cache"]).toBe("MISS");

  const withCookie = await request.get(path, { headers: { cookie: "session=abc" } });
  expect(withCookie.headers()["x-cache"]).toBeUndefined();

  const missing = await request.get("/product/NO-SUCH-SKU-1");
  await request.get("/product/NO-SUCH-SKU-1");
  expect(missing.status()).toBe(404);
  expect((await request.get("/product/NO-SUCH-SKU-1")).headers()["x-cache"]).toBeUndefined();
});

test("a page served from the cache hydrates and responds under the CSP", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto("/propagation");
  const cached = await page.goto("/propagation");
  expect(cached?.headers()["x-cache"]).toBe("HIT");
  await waitForHydration(page);
  await page.getByLabel("Sort by").selectOption("priceLowToHigh");
  await expect(page).toHaveURL(/sort=priceLowToHigh/);
  expect(errors.filter((e) => e.includes("Content Security Policy"))).toEqual([]);
});
