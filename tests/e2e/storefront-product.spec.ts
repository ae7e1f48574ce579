import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { listing, productDetail, screenshotBothWidths, waitForHydration } from "./support/storefront.ts";

test.describe("product detail", () => {
  test("shows the spec's parts, JSON-LD, and adds the chosen quantity to the cart", async ({
    page,
    request,
  }) => {
    const first = (await listing(request, "slug=grow-lights")).items[0];
    const product = await productDetail(request, first.sku);
    const response = await page.goto(`/product/${encodeURIComponent(product.sku)}`);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name);
    await expect(
      page
        .getByText(`$${(product.priceCents / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })} USD`)
        .first(),
    ).toBeVisible();
    await expect(page.getByText("Ordering a large quantity? Submit a quote request below.")).toBeVisible();
    await expect(
      page.getByText(
        "Please note that product availability, lead times and shipping prices will vary. Please contact us for more accurate information.",
      ),
    ).toBeVisible();
    await expect(page.getByRole("tab", { name: "Product Information" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page.getByRole("link", { name: new RegExp(`^Back to`) })).toBeVisible();

    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    const productLd = ld.map((t) => JSON.parse(t)).find((j) => j["@type"] === "Product");
    expect(productLd.offers).toMatchObject({
      priceCurrency: "USD",
      price: (product.priceCents / 100).toFixed(2),
    });
    expect(ld.map((t) => JSON.parse(t)["@type"])).toContain("BreadcrumbList");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/product/`));

    // No real commercial figure in the page: the blurred price is a placeholder
    await expect(page.getByText("$•••.••").first()).toBeVisible();

    // Quantity stepper: minus does nothing at 1, typed input only positive integers
    const qty = page.getByLabel("Quantity", { exact: true });
    await page.getByRole("button", { name: "Decrease quantity" }).click();
    await expect(qty).toHaveValue("1");
    await page.getByRole("button", { name: "Increase quantity" }).click();
    await page.getByRole("button", { name: "Increase quantity" }).click();
    await expect(qty).toHaveValue("3");
    await qty.fill("-4");
    await qty.blur();
    await expect(qty).toHaveValue("3");
    // The product's own button comes before the related products' cards.
    await page.getByRole("button", { name: "ADD TO CART", exact: true }).first().click();
    await expect(page.getByTestId("cart-count")).toHaveText("3");
    await expect(page.getByText("Added 3 to your cart.")).toBeVisible();
    await screenshotBothWidths(page, "product");

    // QUOTE REQUEST adds the chosen quantity (still 3) and goes to the cart
    await page.getByRole("button", { name: "QUOTE REQUEST" }).click();
    await expect(page).toHaveURL("/cart");
    await expect(page.getByTestId("cart-count")).toHaveText("6");
  });

  test("back link: the referring section with its filters, else the provider/category map", async ({
    page,
    request,
  }) => {
    const gl = await listing(request, "slug=grow-lights&sort=priceLowToHigh");
    await page.goto("/grow-lights?sort=priceLowToHigh");
    await waitForHydration(page);
    await page.getByRole("link", { name: `VIEW ${gl.items[0].name}` }).click();
    const back = page.getByRole("link", { name: "Back to Grow Lights" });
    await expect(back).toHaveAttribute("href", "/grow-lights?sort=priceLowToHigh");

    // Arriving from a section that is not in the list (search): provider and category decide
    const hydroponics = (await listing(request, "slug=hydroponics")).items.find(
      (p) => p.provider === "hydrofarm",
    );
    expect(hydroponics).toBeDefined();
    await page.goto(`/search?q=${encodeURIComponent(hydroponics!.name)}`);
    await waitForHydration(page);
    await page
      .getByRole("link", { name: `VIEW ${hydroponics!.name}` })
      .first()
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hydroponics!.name);
    const expected = hydroponics!.category === "Hydroponics" ? "Back to Hydroponics" : /^Back to /;
    await expect(page.getByRole("link", { name: expected })).toBeVisible();

    // A direct visit with a listed section as referrer
    const nutrient = (await listing(request, "slug=nutrients-supplements")).items[0];
    await page.goto(`/product/${encodeURIComponent(nutrient.sku)}`, {
      referer: `${new URL(page.url()).origin}/shop-by-brand`,
    });
    await expect(page.getByRole("link", { name: "Back to Shop by Brand" })).toHaveAttribute(
      "href",
      "/shop-by-brand",
    );

    // An original-lights product with no referrer goes to /grow-lights
    const iluminar =
      gl.items.find((p) => p.provider === "iluminar") ??
      (await listing(request, "slug=grow-lights")).items.find((p) => p.provider === "iluminar");
    if (iluminar) {
      await page.goto(`/product/${encodeURIComponent(iluminar.sku)}`);
      await expect(page.getByRole("link", { name: "Back to Grow Lights" })).toHaveAttribute(
        "href",
        "/grow-lights",
      );
    }
  });

  test("related products: at most 4, same category, not the product itself", async ({ page, request }) => {
    const sku = (await listing(request, "slug=nutrients-supplements")).items[0].sku;
    const product = await productDetail(request, sku);
    await page.goto(`/product/${encodeURIComponent(sku)}`);
    const section = page.getByRole("region", { name: "Related Products" });
    const cards = section.getByRole("article");
    await expect(cards).toHaveCount(Math.min(product.related.length, 4));
    expect(product.related.length).toBeGreaterThan(0);
    for (const related of product.related.slice(0, 4)) await expect(section).toContainText(related.name);
    await expect(section).not.toContainText(`SKU: ${sku} `);
    await waitForHydration(page);
    await cards
      .first()
      .getByRole("link", { name: /^VIEW / })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.related[0].name);
    await expect(page.getByRole("region", { name: "Shop By Brand" })).toBeVisible();
  });

  test("an unknown SKU answers 404 with the message and 'Back to Products'", async ({ page }) => {
    const response = await page.goto("/product/NO-SUCH-SKU-123");
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Product with SKU "NO-SUCH-SKU-123" not found.')).toBeVisible();
    await page.getByRole("link", { name: "Back to Products" }).click();
    await expect(page).toHaveURL("/products");
  });

  test("ADD TO CART on a card adds one unit and the header badge updates", async ({ page }) => {
    await page.goto("/hydroponics");
    await waitForHydration(page);
    const badge = page.getByTestId("cart-count");
    await page.getByRole("article").first().getByRole("button", { name: "ADD TO CART" }).click();
    await expect(badge).toHaveText("1");
    await page.getByRole("article").nth(1).getByRole("button", { name: "ADD TO CART" }).click();
    await expect(badge).toHaveText("2");
    await page.reload();
    await expect(badge).toHaveText("2");
  });
});

test("hostile catalogue text (script tags, event handlers, javascript: links) renders inert", async ({
  page,
}) => {
  const raw = JSON.parse(readFileSync("feeds/sample/spd.json", "utf8")) as unknown;
  const records = (Array.isArray(raw) ? raw : ((raw as { items?: unknown[] }).items ?? [])) as Record<
    string,
    unknown
  >[];
  const hostile = records
    .filter((r) => /<script|onerror=|javascript:/i.test(String(r.long_description ?? "")))
    .map((r) => String(r.sku))
    .slice(0, 3);
  expect(hostile.length).toBeGreaterThan(0);
  const dialogs: string[] = [];
  page.on("dialog", (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  for (const sku of hostile) {
    const response = await page.goto(`/product/${encodeURIComponent(sku)}`);
    if (response?.status() === 404) continue;
    await waitForHydration(page);
    const unsafe = await page.evaluate(() => ({
      handlers: [...document.querySelectorAll("main *")].filter((el) =>
        [...el.attributes].some((a) => a.name.toLowerCase().startsWith("on")),
      ).length,
      jsLinks: document.querySelectorAll('a[href^="javascript:" i]').length,
      inlineScripts: document.querySelectorAll("main script").length,
    }));
    expect(unsafe).toEqual({ handlers: 0, jsLinks: 0, inlineScripts: 0 });
  }
  expect(dialogs).toEqual([]);
});
