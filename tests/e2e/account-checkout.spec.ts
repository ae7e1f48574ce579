import { spawn, type ChildProcess } from "node:child_process";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { screenshotBothWidths } from "./support/screenshots.ts";
import { waitForHydration } from "./support/storefront.ts";

/**
 * Checkout for accounts: a buyer of a net 30 company saves a ship-to address, checks
 * out on account with a PO number; staff ship the order in /admin/orders; the buyer downloads the
 * invoice PDF from the Invoices pane (its text read back); another company's buyer gets 404 on it. The
 * shop is tests/e2e/support/account-shop.ts.
 */
let shop: ChildProcess;
let baseURL = "";
let cookies: { net30: string; other: string; staff: string };

test.beforeAll(async () => {
  // Migrating and importing the sample catalogue into a fresh embedded database takes a while.
  test.setTimeout(600_000);
  shop = spawn(process.execPath, ["--import", "tsx", "tests/e2e/support/account-shop.ts"], {
    env: { ...process.env, E2E_PORT: process.env.E2E_PORT ?? "3311" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const line = await new Promise<string>((resolve, reject) => {
    let output = "";
    shop.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening (\d+) (\S+) (\S+) (\S+)\n/.exec(output);
      if (match) resolve(match[0]);
    });
    shop.once("exit", (code) => reject(new Error(`account-shop exited with ${code}`)));
  });
  const [, port, net30, other, staff] = /listening (\d+) (\S+) (\S+) (\S+)\n/.exec(line) ?? [];
  baseURL = `http://127.0.0.1:${port}`;
  cookies = {
    net30: decodeURIComponent(net30),
    other: decodeURIComponent(other),
    staff: decodeURIComponent(staff),
  };
});
test.afterAll(() => {
  shop?.kill("SIGTERM");
});

async function pageWith(browser: Browser, cookie: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, acceptDownloads: true });
  await context.addCookies(
    cookie.split("; ").map((pair) => {
      const at = pair.indexOf("=");
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: baseURL };
    }),
  );
  return context.newPage();
}

async function addOneProduct(page: Page) {
  await page.goto("/grow-lights");
  // The button adds through the cart API once the page is hydrated.
  await waitForHydration(page);
  const add = page
    .getByRole("main")
    .getByRole("button", { name: /ADD TO CART/ })
    .first();
  await expect(add).toBeVisible();
  await add.click();
  await expect(page.getByRole("banner").getByText("1", { exact: true })).toBeVisible();
}

async function expectAccessible(page: Page) {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations.map(
        (v) => `${width}px ${v.id}: ${v.help} ${v.nodes.map((n) => n.target).join(" ")}`,
      ),
    ).toEqual([]);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test("net 30 checkout with a saved address and a PO number → shipped → invoice PDF; another company gets 404", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const buyer = await pageWith(browser, cookies.net30);

  // Account → Addresses: save the greenhouse as the default ship-to address.
  await buyer.goto("/commercial-view/addresses");
  await expect(buyer.getByRole("heading", { level: 1, name: "Addresses" })).toBeVisible();
  await expect(buyer.getByText("No saved addresses yet.")).toBeVisible();
  const form = buyer.getByRole("form", { name: "Add an address" });
  await form.getByLabel("Label (optional)").fill("Greenhouse 2");
  await form.getByLabel("First Name").fill("Maria");
  await form.getByLabel("Last Name").fill("Lopez");
  await form.locator("#address").fill("1450 Orchard Rd");
  await form.getByLabel("City").fill("Salinas");
  await form.getByLabel("ZIP Code").fill("93901");
  await form.getByLabel("State").selectOption("California");
  await form.getByRole("button", { name: "Save address" }).click();
  await expect(buyer.getByRole("status")).toHaveText("Address saved.");
  await expect(buyer.getByText("Default", { exact: true })).toBeVisible();
  await expectAccessible(buyer);
  await screenshotBothWidths(buyer, "account-addresses");

  // A product in the cart, then checkout: the default address is filled in, net 30 is offered.
  await addOneProduct(buyer);
  await buyer.goto("/checkout");
  await expect(buyer.locator("#shipping-address")).toHaveValue("1450 Orchard Rd");
  await expect(buyer.getByLabel("Email")).toHaveValue("maria@greenleaf.example");
  await buyer.getByLabel("Phone").fill("(831) 555-0142");
  await buyer.getByLabel("PO Number (optional)").fill("PO-2026-118");
  await buyer.getByLabel("Job Name (optional)").fill("Room 3 retrofit");
  await buyer.getByRole("radio", { name: /Pay on account \(net 30\)/ }).check();
  await expect(buyer.getByLabel("Card Number")).toHaveCount(0);
  await buyer.getByLabel(/I have read and accept/).check();
  await expectAccessible(buyer);
  await screenshotBothWidths(buyer, "account-checkout");
  await buyer.getByRole("button", { name: "Complete Order" }).click();
  await expect(buyer).toHaveURL(/\/order-confirmation\?order=ORD-/);
  const payment = buyer.getByRole("region", { name: "Shipping to" });
  await expect(payment.getByText("Pay on account (net 30)", { exact: true })).toBeVisible();
  await expect(
    payment.getByText(/nothing is charged now; we invoice your company when it ships/),
  ).toBeVisible();
  await expect(payment.getByRole("definition").filter({ hasText: "PO-2026-118" })).toBeVisible();
  await expect(payment.getByRole("definition").filter({ hasText: "Room 3 retrofit" })).toBeVisible();
  const orderNumber = (await buyer.getByTestId("order-number").textContent()) ?? "";
  expect(orderNumber).toMatch(/^ORD-/);

  // Not shipped yet: no invoice.
  await buyer.goto("/commercial-view/invoices");
  await expect(buyer.getByRole("heading", { level: 1, name: "Invoices" })).toBeVisible();
  await expect(buyer.getByText("No orders found")).toBeVisible();

  // Staff process and ship it in the back office.
  const staff = await pageWith(browser, cookies.staff);
  await staff.goto(`/admin/orders?q=${orderNumber}`);
  await staff.getByRole("link", { name: orderNumber }).click();
  await staff.getByRole("button", { name: "Start processing" }).click();
  await expect(staff.getByRole("status")).toHaveText("The order is processing.");
  await staff.getByLabel("Carrier").fill("UPS Freight");
  await staff.getByLabel("Tracking number").fill(`1Z${Date.now()}`);
  await staff.getByRole("button", { name: "Record shipment and mail the buyer" }).click();
  await expect(staff.getByRole("status")).toContainText("Shipped with UPS Freight");

  // The invoice is listed; its PDF downloads and says what the invoice is.
  await buyer.goto("/commercial-view/invoices");
  const row = buyer.getByRole("row", { name: new RegExp(orderNumber) });
  await expect(row).toContainText("PO PO-2026-118");
  await expect(row).toContainText("Maria Lopez");
  await expect(row.getByText("Status: Pending")).toBeVisible();
  await expectAccessible(buyer);
  await screenshotBothWidths(buyer, "account-invoices");
  const downloading = buyer.waitForEvent("download");
  await row.getByRole("link", { name: /PDF/ }).click();
  const download = await downloading;
  const invoiceNumber = orderNumber.replace(/^ORD-/, "INV-");
  expect(download.suggestedFilename()).toBe(`${invoiceNumber}.pdf`);
  const bytes = new Uint8Array(await (await download.createReadStream()).toArray().then(Buffer.concat));
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  const flat = text.replace(/\s+/g, " ");
  for (const expected of [
    `Invoice ${invoiceNumber}`,
    "Greenleaf Farms",
    "PO number: PO-2026-118",
    "Job name: Room 3 retrofit",
    "Terms: Net 30",
    "Due date:",
    "1.5% per month",
  ])
    expect(flat).toContain(expected);

  const pdfPath = `/commercial-view/invoices/${invoiceNumber}/pdf`;
  const own = await buyer.request.get(pdfPath);
  expect(own.status()).toBe(200);
  expect(own.headers()["cache-control"]).toBe("private, no-store");

  // Another company's buyer: 404 on the same PDF, and no invoice listed.
  const other = await pageWith(browser, cookies.other);
  expect((await other.request.get(pdfPath)).status()).toBe(404);
  await other.goto("/commercial-view/invoices");
  await expect(other.getByText("No orders found")).toBeVisible();

  // The cheque arrives: staff record the payment on the order, and the buyer's invoice is paid.
  await staff.reload();
  const invoice = staff.getByRole("region", { name: `Invoice ${invoiceNumber}` });
  await expect(invoice.getByTestId("staff-invoice-status")).toContainText("Pending");
  // First a part payment: the invoice is partially paid, and the statement ages what is left.
  await invoice.getByLabel(/Amount received/).fill("100.00");
  await invoice.getByLabel("Cheque or transfer reference").fill("CHK 10441");
  await invoice.getByRole("button", { name: "Record payment" }).click();
  const partly = staff.getByRole("status");
  await expect(partly).toContainText(`$100.00 is recorded against invoice ${invoiceNumber};`);
  const left = /; (\$[\d,]+\.\d{2}) is still owed\./.exec((await partly.textContent()) ?? "")![1];
  await expect(invoice.getByTestId("staff-invoice-status")).toContainText("Partially paid");
  await buyer.goto("/commercial-view/invoices");
  await buyer.getByRole("link", { name: "Statement of account" }).click();
  await expect(buyer.getByRole("heading", { name: "Statement of account" })).toBeVisible();
  await expect(buyer.getByTestId("ageing-current")).toHaveText(left);
  await expect(buyer.getByTestId("statement-closing")).toHaveText(left);
  await expect(buyer.getByRole("row", { name: /CHK 10441/ })).toContainText("$100.00");
  await expectAccessible(buyer);
  await screenshotBothWidths(buyer, "account-statement");

  // Then the rest: a blank amount pays what is still owed.
  await invoice.getByLabel(/Amount received/).fill("");
  await invoice.getByLabel("Cheque or transfer reference").fill("CHK 10442");
  await invoice.getByRole("button", { name: "Record payment" }).click();
  await expect(staff.getByRole("status")).toHaveText(
    `Invoice ${invoiceNumber} is recorded as paid; the company's credit is free again.`,
  );
  await expect(invoice.getByTestId("staff-invoice-status")).toContainText("Paid on");
  await expectAccessible(staff);
  await screenshotBothWidths(staff, "admin-order-invoice-paid");
  await buyer.goto("/commercial-view/invoices");
  await expect(
    buyer.getByRole("row", { name: new RegExp(orderNumber) }).getByText("Status: Paid"),
  ).toBeVisible();
});

test("a tax-exemption certificate uploaded by a buyer and verified by staff; only its company opens the file", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const buyer = await pageWith(browser, cookies.net30);
  await buyer.goto("/commercial-view/tax-exemption");
  await expect(buyer.getByRole("heading", { level: 1, name: "Tax Exemption" })).toBeVisible();
  const form = buyer.getByRole("form", { name: "Upload a certificate" });
  await form.getByLabel("State").selectOption("California");
  // A text file named .pdf is refused: the type is read from the content.
  await form.getByLabel(/Certificate \(PDF/).setInputFiles({
    name: "fake.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("not a pdf"),
  });
  await form.getByRole("button", { name: "Upload certificate" }).click();
  await expect(buyer.getByRole("alert").first()).toContainText(
    "Upload the certificate as a PDF, PNG or JPEG file.",
  );
  await form.getByLabel("State").selectOption("California");
  await form.getByLabel(/Certificate \(PDF/).setInputFiles({
    name: "ca-resale.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n% CA resale certificate\n"),
  });
  await form.getByRole("button", { name: "Upload certificate" }).click();
  await expect(buyer.getByRole("status")).toContainText("Certificate uploaded.");
  await expect(buyer.getByText("Awaiting verification")).toBeVisible();
  await expectAccessible(buyer);
  await screenshotBothWidths(buyer, "account-tax-exemption");
  const fileHref = (await buyer.getByRole("link", { name: "ca-resale.pdf" }).getAttribute("href")) ?? "";

  const staff = await pageWith(browser, cookies.staff);
  await staff.goto("/admin/tax-certificates");
  await staff.getByRole("button", { name: "Verify Greenleaf Farms California" }).click();
  await expect(staff.getByRole("status")).toHaveText("Certificate verified.");
  await expectAccessible(staff);
  await screenshotBothWidths(staff, "admin-tax-certificates");
  expect((await staff.request.get(fileHref)).status()).toBe(200);

  const other = await pageWith(browser, cookies.other);
  expect((await other.request.get(fileHref)).status()).toBe(404);
  const own = await buyer.request.get(fileHref);
  expect(own.headers()["content-type"]).toBe("application/pdf");

  // Checkout to California now shows no tax.
  await addOneProduct(buyer);
  await buyer.goto("/checkout");
  await expect(buyer.getByText("Tax (exempt)")).toBeVisible();
});

test("staff ship an order on account in two parts; the buyer sees both shipments with tracking and two invoices", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const buyer = await pageWith(browser, cookies.net30);
  // The cart may hold the earlier test's product: a line of at least 2 either way, to ship in two parts.
  await buyer.goto("/grow-lights");
  await waitForHydration(buyer);
  await buyer
    .getByRole("main")
    .getByRole("button", { name: /ADD TO CART/ })
    .first()
    .click();
  await buyer.goto("/cart");
  await waitForHydration(buyer);
  const increase = buyer.getByRole("button", { name: "Increase quantity" }).first();
  if ((await increase.getAttribute("value")) === "2") {
    await increase.click();
    await expect(increase).toHaveAttribute("value", "3");
  }
  await buyer.goto("/checkout");
  await waitForHydration(buyer);
  await expect(buyer.locator("#shipping-address")).toHaveValue("1450 Orchard Rd");
  await buyer.getByLabel("Phone").fill("(831) 555-0142");
  await buyer.getByRole("radio", { name: /Pay on account \(net 30\)/ }).check();
  await buyer.getByLabel(/I have read and accept/).check();
  await buyer.getByRole("button", { name: "Complete Order" }).click();
  await expect(buyer).toHaveURL(/\/order-confirmation\?order=ORD-/);
  const orderNumber = (await buyer.getByTestId("order-number").textContent()) ?? "";

  // Staff ship one now and the other later: two shipments, partly shipped then shipped.
  const staff = await pageWith(browser, cookies.staff);
  await staff.goto(`/admin/orders?q=${orderNumber}`);
  await staff.getByRole("link", { name: orderNumber }).click();
  await staff.getByRole("button", { name: "Start processing" }).click();
  await expect(staff.getByRole("status")).toHaveText("The order is processing.");
  await staff.locator("#qty-1").fill("1");
  const first = `1Z${Date.now()}A`;
  await staff.getByLabel("Carrier").fill("UPS Freight");
  await staff.getByLabel("Tracking number").fill(first);
  await staff.getByRole("button", { name: "Record shipment and mail the buyer" }).click();
  await expect(staff.getByRole("status")).toContainText("Part of the order shipped with UPS Freight");
  await expect(staff.getByText("Status: Partly shipped")).toBeVisible();
  const second = `1Z${Date.now()}B`;
  await staff.getByLabel("Carrier").fill("FedEx Freight");
  await staff.getByLabel("Tracking number").fill(second);
  await staff.getByRole("button", { name: "Record shipment and mail the buyer" }).click();
  await expect(staff.getByRole("status")).toContainText("Shipped with FedEx Freight");
  await expect(staff.getByTestId("shipment")).toHaveCount(2);
  await screenshotBothWidths(staff, "admin-order-shipments");

  // The buyer's order page lists both shipments with their tracking numbers and invoices.
  const code = orderNumber.replace(/^ORD-/, "");
  await buyer.goto(`/quotations/${orderNumber}`);
  const shipments = buyer.getByTestId("shipment");
  await expect(shipments).toHaveCount(2);
  await expect(shipments.nth(0)).toContainText(first);
  await expect(shipments.nth(0)).toContainText("UPS Freight");
  await expect(shipments.nth(1)).toContainText(second);
  await expect(shipments.nth(0).getByRole("link", { name: `INV-${code}`, exact: true })).toBeVisible();
  await expect(shipments.nth(1).getByRole("link", { name: `INV-${code}-2` })).toBeVisible();
  await expectAccessible(buyer);
  await screenshotBothWidths(buyer, "order-shipments");
  await buyer.goto(`/commercial-view/invoices?q=${code}`);
  await expect(buyer.getByRole("row", { name: new RegExp(orderNumber) })).toHaveCount(2);
});
