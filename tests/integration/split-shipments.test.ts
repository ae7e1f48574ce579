import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatMoney } from "../../core/money.ts";
import { checkoutSchema } from "../../core/order-request.ts";
import type { ShipOrder } from "../../core/back-office-forms.ts";
import type { BuyerViewer } from "../../core/viewer.ts";
import { sql } from "../../server/db/client.ts";
import { seedCatalog } from "../factories/catalog.ts";
import { signedInAdminViewer } from "../support/buyer-session.ts";
import { pdfLayoutText } from "../support/pdf-layout.ts";
import { queryRows } from "../support/query-rows.ts";
import { databaseTargets } from "../support/test-database.ts";
import { serverPerFile } from "../support/server-per-file.ts";
import { checkoutPayload, salesCatalog, salesStaff as staff } from "./sales-fixtures.ts";

const UPS = { carrier: "UPS", trackingNumber: "1Z999AA10000000001", estimatedDelivery: "" };
const FEDEX = { carrier: "FedEx Freight", trackingNumber: "7712 3456 9012", estimatedDelivery: "" };

// An order ships in parts (ADR 0350): each shipment under the order's row lock, an invoice per shipment on
// account summing to the order to the cent, partly shipped → shipped, mails, webhooks and the API.
describe.each(databaseTargets())("split shipments on $name", (target) => {
  const served = serverPerFile(target, { WEBHOOK_ALLOW_PRIVATE_URLS: "on" });
  let greenleaf: BuyerViewer;
  let hilltop: BuyerViewer;
  let greenleafKey: string;
  let hilltopKey: string;

  const services = () => served.server.services;
  const db = () => served.database.db;
  const viewerOf = async (email: string, companyName: string): Promise<BuyerViewer> => {
    const viewer = await signedInAdminViewer(db(), services().accounts, email, companyName);
    await db().execute(
      sql`update companies set payment_terms = 'net30', credit_limit_cents = 100000000 where id = ${viewer.companyId}`,
    );
    return viewer;
  };

  /** A processing order on account (3 × IL-Q1, 5 × SPD-Q1), or by card. */
  const placed = async (viewer: BuyerViewer, paymentMethod: "account" | "card" = "account") => {
    const payload = checkoutSchema.parse(
      checkoutPayload({
        ...(paymentMethod === "account" ? { paymentMethod, card: undefined } : {}),
        items: [
          { sku: "IL-Q1", quantity: 3 },
          { sku: "SPD-Q1", quantity: 5 },
        ],
      }),
    );
    const { order } = await services().sales.orders.create(payload, undefined, viewer);
    const { document } = (await services().sales.documents.byNumber(order.orderNumber))!;
    return { order, id: document.id };
  };
  const ship = (id: number, shipment: Partial<ShipOrder> = {}) =>
    services().sales.fulfilment.ship(id, { ...UPS, ...shipment }, staff);
  const counts = async (id: number) => {
    const [row] = await queryRows<{ shipments: number; lines: number; invoices: number; events: number }>(
      db(),
      sql`select (select count(*) from shipments where document_id = ${id})::int as shipments,
                 (select count(*) from shipment_lines where document_id = ${id})::int as lines,
                 (select count(*) from invoices where document_id = ${id})::int as invoices,
                 (select count(*) from sales_document_events where document_id = ${id})::int as events`,
    );
    return row;
  };
  const statusOf = async (id: number) =>
    (await services().sales.documents.byId(id))!.document.status as string;

  beforeAll(async () => {
    await seedCatalog(db(), salesCatalog);
    greenleaf = await viewerOf("ana@greenleaf.example", "Greenleaf Farms");
    hilltop = await viewerOf("bo@hilltop.example", "Hilltop Growers");
    greenleafKey = (await services().apiKeys.create(greenleaf, "Greenleaf ERP", ["orders:read"])).key;
    hilltopKey = (await services().apiKeys.create(hilltop, "Hilltop ERP", ["orders:read"])).key;
    await services().webhooks.register(staff, {
      url: "http://127.0.0.1:9/hooks",
      description: "ERP",
      events: ["shipment.created", "invoice.issued"],
    });
  });
  afterAll(() => undefined);

  it("ships an order on account in two shipments: two invoices summing to the order to the cent, partly shipped then shipped, a mail and webhooks per shipment, readable by the company's key only", async () => {
    const { order, id } = await placed(greenleaf);
    await services().sales.fulfilment.process(id, staff);

    await ship(id, {
      lines: [
        { lineNo: 1, quantity: 1 },
        { lineNo: 2, quantity: 2 },
      ],
    });
    expect(await statusOf(id)).toBe("partly_shipped");
    await ship(id, FEDEX); // no lines: everything that remains
    expect(await statusOf(id)).toBe("shipped");

    const invoices = await queryRows<{
      number: string;
      subtotal_cents: string;
      shipping_cents: string;
      tax_cents: string;
      total_cents: string;
    }>(
      db(),
      sql`select number, subtotal_cents, shipping_cents, tax_cents, total_cents from invoices
          where document_id = ${id} order by id`,
    );
    const code = order.orderNumber.replace(/^ORD-/, "");
    expect(invoices.map((i) => i.number)).toEqual([`INV-${code}`, `INV-${code}-2`]);
    const sum = (key: keyof (typeof invoices)[number]) => invoices.reduce((n, i) => n + Number(i[key]), 0);
    expect(sum("subtotal_cents")).toBe(order.subtotalCents);
    expect(sum("shipping_cents")).toBe(order.shippingCents);
    expect(sum("tax_cents")).toBe(order.taxCents);
    expect(sum("total_cents")).toBe(order.totalCents);
    // Each invoice owes its own total, not the order's.
    const first = (await services().billing.invoices.allForOrder(id))[0];
    expect(first.balanceCents).toBe(Number(invoices[0].total_cents));
    expect(first.balanceCents).toBeLessThan(order.totalCents);
    // The buyer's invoice list and each invoice's PDF show that invoice's own figures.
    for (const invoice of invoices) {
      const row = (
        await services().billing.invoices.list(
          greenleaf,
          { q: invoice.number, page: 1, size: 20 },
          "2099-01-01",
        )
      ).rows.find((r) => r.invoiceNumber === invoice.number);
      expect(row).toMatchObject({ invoiceNumber: invoice.number, totalCents: Number(invoice.total_cents) });
      const pdf = pdfLayoutText(
        await services().billing.invoices.pdf(greenleaf, invoice.number),
        `shipment-invoice-${target.name}-${invoice.number}`,
      );
      for (const cents of [
        invoice.subtotal_cents,
        invoice.shipping_cents,
        invoice.tax_cents,
        invoice.total_cents,
      ])
        expect(pdf).toContain(formatMoney(Number(cents)));
    }

    // The buyer is mailed per shipment: what it holds, the carrier, the tracking number, what is to come.
    const mails = await queryRows<{ subject: string; text_body: string }>(
      db(),
      sql`select subject, text_body from outbox_emails where ref_id = ${order.orderNumber}
          and template = 'order-shipped' order by id`,
    );
    expect(mails.map((m) => m.subject)).toEqual([
      `Part of your order ${order.orderNumber} has shipped`,
      `Your order ${order.orderNumber} has shipped`,
    ]);
    expect(mails[0].text_body).toContain("1Z999AA10000000001");
    expect(mails[0].text_body).toContain("Still to come");
    expect(mails[1].text_body).toContain("7712 3456 9012");
    expect(mails[1].text_body).not.toContain("Still to come");

    const hooks = await queryRows<{ event: string; payload: { data: Record<string, unknown> } }>(
      db(),
      sql`select event, payload from webhook_deliveries where ref_id = ${order.orderNumber} order by id`,
    );
    expect(hooks.map((h) => h.event)).toEqual([
      "shipment.created",
      "invoice.issued",
      "shipment.created",
      "invoice.issued",
    ]);
    expect(hooks[0].payload.data).toMatchObject({
      shipment: 1,
      carrier: "UPS",
      lines: [
        { sku: "IL-Q1", quantity: 1 },
        { sku: "SPD-Q1", quantity: 2 },
      ],
      complete: false,
    });
    expect(hooks[3].payload.data).toMatchObject({
      number: `INV-${code}-2`,
      totalCents: Number(invoices[1].total_cents),
    });

    // The API reads the shipments with the company's key; another company's key gets 404.
    const call = (key: string) =>
      fetch(`${served.server.baseUrl}/api/company/orders/${order.orderNumber}/shipments`, {
        headers: { authorization: `Bearer ${key}` },
      });
    const own = await call(greenleafKey);
    expect(own.status).toBe(200);
    const { shipments } = await own.json();
    expect(shipments).toHaveLength(2);
    expect(shipments[1]).toMatchObject({
      seq: 2,
      carrier: "FedEx Freight",
      trackingNumber: "7712 3456 9012",
      invoiceNumber: `INV-${code}-2`,
      lines: [
        { lineNo: 1, sku: "IL-Q1", quantity: 2 },
        { lineNo: 2, sku: "SPD-Q1", quantity: 3 },
      ],
    });
    expect((await call(hilltopKey)).status).toBe(404);
    expect(
      (await fetch(`${served.server.baseUrl}/api/company/orders/${order.orderNumber}/shipments`)).status,
    ).toBe(401);

    // Tracking by the first shipment's number finds the order and lists both shipments, without invoices.
    const tracking = await services().sales.fulfilment.track({ number: "1Z999AA10000000001", email: "" });
    expect(tracking.orderNumber).toBe(order.orderNumber);
    expect(tracking.shipments.map((s) => s.invoiceNumber)).toEqual([null, null]);
  });

  it("refuses shipping more than remains, nothing at all, a bad quantity or an order that cannot ship, with 400 and nothing written", async () => {
    const { id } = await placed(greenleaf);
    const refused = async (shipment: Partial<ShipOrder>, message: RegExp) => {
      const before = await counts(id);
      await expect(ship(id, shipment)).rejects.toMatchObject({
        status: 400,
        message: expect.stringMatching(message),
      });
      expect(await counts(id)).toEqual(before);
    };
    // Pending: not yet processing.
    await refused({}, /only an order in processing or partly shipped can ship/);
    await services().sales.fulfilment.process(id, staff);
    await refused(
      { lines: [{ lineNo: 1, quantity: 4 }] },
      /Only 3 of IL-Q1 remain to ship; 4 is more than that/,
    );
    await refused(
      {
        lines: [
          { lineNo: 1, quantity: 0 },
          { lineNo: 2, quantity: 0 },
        ],
      },
      /every quantity is 0/,
    );
    await refused({ lines: [{ lineNo: 1, quantity: 1.5 }] }, /whole number/);
    await refused({ lines: [{ lineNo: 2, quantity: -1 }] }, /whole number/);
    await refused({ lines: [{ lineNo: 9, quantity: 1 }] }, /Line 9 is not a line of this order/);
    await ship(id, { lines: [{ lineNo: 1, quantity: 3 }] });
    await refused({ lines: [{ lineNo: 1, quantity: 1 }] }, /Only 0 of IL-Q1 remain/);
    expect(await statusOf(id)).toBe("partly_shipped");

    const { id: cancelled } = await placed(greenleaf);
    await services().sales.fulfilment.cancel(cancelled, "Changed plans", staff);
    await expect(ship(cancelled)).rejects.toMatchObject({ status: 400 });
    expect((await counts(cancelled)).shipments).toBe(0);
  });

  it("lets one of two shipments racing for the same remaining quantity through; the other is refused", async () => {
    const { id } = await placed(greenleaf);
    await services().sales.fulfilment.process(id, staff);
    const all = {
      lines: [
        { lineNo: 1, quantity: 3 },
        { lineNo: 2, quantity: 5 },
      ],
    };
    const results = await Promise.allSettled([ship(id, all), ship(id, { ...all, ...FEDEX })]);
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    const rejected = results.find((r) => r.status === "rejected")!;
    expect(rejected.reason).toMatchObject({ status: 400 });
    const [shipped] = await queryRows<{ quantity: string }>(
      db(),
      sql`select coalesce(sum(quantity), 0) as quantity from shipment_lines where document_id = ${id}`,
    );
    expect(Number(shipped.quantity)).toBe(8);
    expect((await counts(id)).invoices).toBe(1);
    expect(await statusOf(id)).toBe("shipped");
  });

  it("issues no invoice for a card order shipped in parts", async () => {
    const { id } = await placed(greenleaf, "card");
    await services()
      .sales.fulfilment.process(id, staff)
      .catch(() => undefined);
    if ((await statusOf(id)) !== "processing") {
      await services().sales.documents.transition(id, "processing", staff, "Paid by phone");
    }
    await ship(id, { lines: [{ lineNo: 2, quantity: 1 }] });
    await ship(id, FEDEX);
    expect(await counts(id)).toMatchObject({ shipments: 2, invoices: 0 });
  });
});
