import { createHmac } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import type { ListingResult } from "../../core/catalog-types.ts";
import { addStaff, signIn, uniqueEmail } from "./support/accounts.ts";

test.describe.configure({ timeout: 180_000 });

test("a buyer sees stock on cards, the filter and the product page, and which cart lines ship later", async ({
  page,
  request,
}) => {
  await page.goto("/products");
  const filter = page.getByRole("checkbox", { name: /In stock only/ });
  const count = Number(
    /\((\d+)\)/.exec(
      (await page.locator("label[for='filter-stock-In-stock-only']").textContent()) ?? "",
    )?.[1],
  );
  expect(count).toBeGreaterThan(0);
  await filter.check();
  await expect(page).toHaveURL(/stock=in/);
  await expect(page.getByRole("button", { name: "Remove filter In stock only" })).toBeVisible();
  const kinds = await page
    .locator("article [data-availability]")
    .evaluateAll((all) => all.map((e) => e.getAttribute("data-availability")));
  expect(kinds.length).toBeGreaterThan(0);
  expect(kinds.every((k) => k === "in_stock" || k === "low_stock")).toBe(true);

  // A product with little stock: the page says how many are left; more than that in the cart ships later.
  const listing = (await (
    await request.get("/api/catalog/products?stock=in&sort=priceLowToHigh&page=1")
  ).json()) as ListingResult;
  let low = listing.items.find((p) => p.availability.kind === "low_stock");
  for (let pageNo = 2; !low && pageNo <= 40; pageNo++) {
    const next = (await (
      await request.get(`/api/catalog/products?stock=in&sort=priceLowToHigh&page=${pageNo}`)
    ).json()) as ListingResult;
    low = next.items.find((p) => p.availability.kind === "low_stock");
  }
  expect(low, "the sample catalogue has a product with low stock").toBeTruthy();
  const left = low!.availability.quantity!;
  await page.goto(`/product/${encodeURIComponent(low!.sku)}`);
  await expect(page.getByRole("main").locator("[data-availability]").first()).toHaveText(
    `Low stock: ${left} left`,
  );
  await page.getByRole("textbox", { name: "Quantity" }).fill(String(left + 3));
  await page
    .locator("form")
    .filter({ has: page.getByRole("textbox", { name: "Quantity" }) })
    .getByRole("button", { name: "ADD TO CART", exact: true })
    .click();
  await expect(page.getByRole("status").filter({ hasText: "Added" })).toHaveText(
    `Added ${left + 3} to your cart.`,
  );
  await page.goto("/cart");
  await expect(page.locator("[data-ships-later]")).toHaveText(
    `Ships later: ${left} ship now, 3 ship in 3–5 business days`,
  );
  await page.goto("/quote");
  await expect(page.locator("[data-ships-later]")).toHaveText(
    `Ships later: ${left} ship now, 3 ship in 3–5 business days`,
  );
  await page.goto("/checkout");
  await expect(page.locator("[data-ships-later]")).toHaveText(
    `Ships later: ${left} ship now, 3 ship in 3–5 business days`,
  );
});

test("staff register a webhook endpoint, an order is delivered to it signed, and its delivery is in the log", async ({
  page,
  request,
}) => {
  const received: { headers: IncomingMessage["headers"]; body: string }[] = [];
  const receiver = createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/erp/hooks`;
  try {
    const email = uniqueEmail("ops");
    addStaff(email, "Canopy#Webhooks2026", "admin");
    await signIn(page, email, "Canopy#Webhooks2026");
    await expect(page).toHaveURL(/\/admin/);
    await page.goto("/admin/webhooks");
    await page.getByLabel("URL (https)").fill("ftp://files.example.com/hooks");
    await page.getByRole("checkbox", { name: /order\.placed/ }).check();
    await page.getByRole("button", { name: "Register endpoint" }).click();
    await expect(page.getByRole("alert")).toHaveText("The URL must start with https://.");
    await page.getByLabel("URL (https)").fill(url);
    await page.getByLabel("Description").fill("Purchasing system");
    await page.getByRole("checkbox", { name: /order\.placed/ }).check();
    await page.getByRole("button", { name: "Register endpoint" }).click();
    const secret = (await page.getByTestId("webhook-secret").textContent()) ?? "";
    expect(secret).toMatch(/^whsec_/);

    const { items } = (await (
      await request.get("/api/catalog/products?sort=priceLowToHigh")
    ).json()) as ListingResult;
    const sku = items.find((p) => p.priceCents > 0)!.sku;
    const order = await request.post("/api/orders", {
      data: {
        contact: { email: "maria@greenleaf.example", phone: "(831) 555-0142" },
        shipping: {
          firstName: "Maria",
          lastName: "Lopez",
          address: "1450 Orchard Rd",
          apartment: "",
          city: "Salinas",
          state: "California",
          zipCode: "93901",
          country: "United States",
        },
        acceptTerms: true,
        items: [{ sku, quantity: 1 }],
      },
    });
    expect(order.status()).toBe(201);
    const { order: placed } = await order.json();
    await expect
      .poll(() => received.find((r) => r.body.includes(placed.orderNumber)), { timeout: 20_000 })
      .toBeTruthy();
    const delivery = received.find((r) => r.body.includes(placed.orderNumber))!;
    const header = String(delivery.headers["canopy-signature"]);
    const t = /t=(\d+)/.exec(header)?.[1];
    const v1 = /v1=([0-9a-f]+)/.exec(header)?.[1];
    expect(v1).toBe(createHmac("sha256", secret).update(`${t}.${delivery.body}`).digest("hex"));

    await page.getByRole("link", { name: "Open the endpoint" }).click();
    const row = page.locator("tr", { hasText: placed.orderNumber });
    await expect(row).toContainText("order.placed");
    await expect(row).toContainText("delivered (204)");
    await row.getByRole("button", { name: /Resend/ }).click();
    await expect(page.getByRole("status")).toHaveText("Delivery queued to send again.");
  } finally {
    receiver.closeAllConnections();
    await new Promise((resolve) => receiver.close(resolve));
  }
});
