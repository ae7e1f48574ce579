import { expect, test } from "@playwright/test";
import type { BrandEntry } from "../../core/catalog-types.ts";
import { screenshotBothWidths, waitForHydration } from "./support/storefront.ts";

test("brand directory: a letter filters and toggles, a card opens the brand's own page", async ({
  page,
  request,
}) => {
  const brands = ((await (await request.get("/api/catalog/brands")).json()) as { items: BrandEntry[] }).items;
  const target = brands.find(
    (b) => /^[A-Z]/i.test(b.name) && b.categorySlug !== "products" && b.productCount > 0,
  )!;
  const letter = target.name[0].toUpperCase();
  const sameLetter = brands.filter((b) => b.name.trim()[0]?.toUpperCase() === letter).length;

  await page.goto("/shop-by-brand");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Shop by Brand" })).toBeVisible();
  await screenshotBothWidths(page, "shop-by-brand");
  const letters = page.getByRole("group", { name: "Filter brands by letter" });
  const empty = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
    .split("")
    .find((l) => !brands.some((b) => b.name.toUpperCase().startsWith(l)));
  if (empty) await expect(letters.getByRole("button", { name: new RegExp(`^${empty},`) })).toBeDisabled();

  const button = letters.getByRole("button", { name: new RegExp(`^${letter},`) });
  await button.click();
  await expect(button).toHaveAttribute("aria-pressed", "true");
  await expect(
    page.getByText(`${sameLetter} ${sameLetter === 1 ? "brand" : "brands"} starting with "${letter}"`),
  ).toBeVisible();
  await expect(page.getByRole("list", { name: "Brands" }).getByRole("link")).toHaveCount(sameLetter);
  await button.click();
  await expect(button).toHaveAttribute("aria-pressed", "false");
  await expect(page.getByText(/starting with/)).toHaveCount(0);

  await button.click();
  await page
    .getByRole("link", { name: new RegExp(`${target.name}$`) })
    .first()
    .click();
  await page.waitForURL((url) => url.pathname === target.href);
  await expect(page.getByRole("heading", { level: 1, name: `${target.name} Products` })).toBeVisible();
});
