import { and, desc, eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shopDay } from "../../core/shop-time.ts";
import { checkoutTotals } from "../../core/checkout-totals.ts";
import { formatMoney } from "../../core/money.ts";
import { checkoutSchema } from "../../core/order-request.ts";
import { returnRequestSchema } from "../../core/returns.ts";
import type { BuyerViewer, StaffViewer } from "../../core/viewer.ts";
import type { Database } from "../../server/db/client.ts";
import { companies, companyMembers } from "../../server/db/schema/companies.ts";
import { outboxEmails } from "../../server/db/schema/email.ts";
import { creditNotes } from "../../server/db/schema/returns.ts";
import { seedCatalog } from "../factories/catalog.ts";
import { signedInBuyer, type BuyerSession } from "../support/buyer-session.ts";
import { buildStorefront } from "../support/page-build.ts";
import { databaseTargets } from "../support/test-database.ts";
import { startTestServer } from "../support/test-server.ts";
import { checkoutPayload, postJson, salesCatalog } from "./sales-fixtures.ts";

const PASSWORD = "Greenhouse#2026";
const staff: StaffViewer = {
  kind: "staff",
  userId: "staff-1",
  email: "ana@canopy.example",
  name: "Ana",
  staffRole: "sales",
};
/**
 * The default Commercial list: grow lights 6% off $1,299.00 is $1,221.06 for 1–4 and $1,184.43 from 5;
 * nutrients 15% off $54.99 is $46.74 below 5.
 */
const IL_Q1_AT_5 = 118_443;
const SPD_Q1_AT_2 = 4_674;

const html = async (answer: Response) => (await answer.text()).replaceAll("<!-- -->", "");
async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\s+/g, " ");
}

let build: ReturnType<typeof buildStorefront>;
beforeAll(() => {
  build = buildStorefront();
});
afterAll(() => build?.remove());

describe.each(databaseTargets())("one price for a quantity, everywhere ($name)", (target) => {
  let database: Database;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let session: BuyerSession;
  let viewer: BuyerViewer;

  const get = (path: string) =>
    fetch(`${server.baseUrl}${path}`, { redirect: "manual", headers: { cookie: session.cookie } });

  beforeAll(async () => {
    database = await target.open();
    await seedCatalog(database.db, salesCatalog);
    server = await startTestServer(
      database,
      { RATE_LIMIT_WRITES_PER_MINUTE: "1000", RATE_LIMIT_READS_PER_MINUTE: "0", PAGE_CACHE_MB: "0" },
      build.dir,
    );
    session = await signedInBuyer(database.db, server.services.accounts, {
      email: "maria@greenleaf.example",
      password: PASSWORD,
      companyName: "Greenleaf Farms",
    });
    await database.db
      .update(companies)
      .set({ paymentTerms: "net30", creditLimitCents: 5_000_000 })
      .where(eq(companies.id, session.companyId));
    viewer = {
      kind: "buyer",
      userId: session.userId,
      email: "maria@greenleaf.example",
      name: "maria",
      companyId: session.companyId,
      companyName: "Greenleaf Farms",
      companyRole: "buyer",
    };
  }, 300_000);
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it("cart, checkout, confirmation, document list, invoice, its PDF and the mails show the same figures and payment terms", async () => {
    const items = [
      { sku: "IL-Q1", quantity: 5 },
      { sku: "SPD-Q1", quantity: 2 },
    ];
    const kept = await postJson(
      `${server.baseUrl}/api/cart`,
      { items },
      {
        cookie: session.cookie,
        origin: server.baseUrl,
      },
    );
    expect(kept.status).toBe(200);

    // The one server computation: 5 lights at the 5+ tier, 2 bottles at the one-unit price.
    const priced = await postJson(`${server.baseUrl}/api/cart/price`, { items }, { cookie: session.cookie });
    const body = (await priced.json()) as { lines: { unitPriceCents: number }[]; subtotalCents: number };
    expect(body.lines.map((l) => l.unitPriceCents)).toEqual([IL_Q1_AT_5, SPD_Q1_AT_2]);
    const expected = checkoutTotals([
      { unitPriceCents: IL_Q1_AT_5, quantity: 5 },
      { unitPriceCents: SPD_Q1_AT_2, quantity: 2 },
    ]);
    expect(body.subtotalCents).toBe(expected.subtotalCents);
    const subtotal = formatMoney(expected.subtotalCents);
    const total = formatMoney(expected.totalCents);

    const cart = await html(await get("/cart"));
    expect(cart).toContain(`data-testid="cart-subtotal">${subtotal}<`);
    expect(cart).toContain(formatMoney(IL_Q1_AT_5 * 5));
    const checkout = await html(await get("/checkout"));
    expect(checkout).toContain(`data-testid="checkout-total">${total}<`);

    const { order } = await server.services.sales.orders.create(
      checkoutSchema.parse(
        checkoutPayload({ items, paymentMethod: "account", poNumber: "PO-5521", jobName: "Room 7" }),
      ),
      undefined,
      viewer,
    );
    expect(order).toMatchObject({
      subtotalCents: expected.subtotalCents,
      taxCents: expected.taxCents,
      totalCents: expected.totalCents,
    });
    const confirmation = await html(
      await get(`/order-confirmation?order=${order.orderNumber}&token=${order.token}`),
    );
    expect(confirmation).toContain(`data-testid="order-total">${total}<`);
    // The payment truth of an order on account: terms, what happens to the money, the buyer's references.
    for (const words of [
      "Pay on account (net 30)",
      "nothing is charged now; we invoice your company when it ships",
      'data-testid="po-number">PO-5521<',
      'data-testid="job-name">Room 7<',
    ])
      expect(confirmation).toContain(words);
    expect(confirmation).not.toContain("card is charged");
    expect(await html(await get("/commercial-view/orders"))).toContain(total);

    const mails = await database.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.refType, "order"), eq(outboxEmails.refId, order.orderNumber)));
    expect(mails.length).toBeGreaterThanOrEqual(2);
    // Buyer's and sales' copies carry the same commercial facts.
    for (const mail of mails) {
      expect(mail.textBody).toContain(total);
      for (const fact of ["Pay on account (net 30)", "PO-5521", "Room 7"])
        expect(mail.textBody).toContain(fact);
    }

    const { id } = (await server.services.sales.documents.byNumber(order.orderNumber))!.document;
    await server.services.sales.fulfilment.process(id, staff);
    await server.services.sales.fulfilment.ship(
      id,
      { carrier: "UPS", trackingNumber: "1Z999AA10123456784", estimatedDelivery: "" },
      staff,
    );
    const today = shopDay(new Date());
    const [invoice] = (
      await server.services.billing.invoices.list(viewer, { q: order.orderNumber, page: 1, size: 20 }, today)
    ).rows;
    expect(invoice.totalCents).toBe(expected.totalCents);
    const invoicesPane = await html(await get("/commercial-view/invoices"));
    expect(invoicesPane).toContain(total);
    const pdf = await pdfText(await server.services.billing.invoices.pdf(viewer, invoice.invoiceNumber));
    for (const figure of [subtotal, formatMoney(expected.taxCents), total, formatMoney(IL_Q1_AT_5)])
      expect(pdf).toContain(figure);

    // A damaged line comes back: its credit note reads the same on the invoice, its PDF, the mail, the
    // statement page and the statement PDF, and the statement's closing balance is the invoice's balance.
    await server.services.sales.fulfilment.deliver(id, staff);
    const { returns } = server.services.account;
    const requested = await returns.request(
      viewer,
      returnRequestSchema.parse({
        intent: "confirm",
        order: order.orderNumber,
        reasonCode: "damaged_in_transit",
        reason: "Bottles cracked",
        lines: [{ lineNo: 2, quantity: 2 }],
      }),
    );
    expect(requested.restockingFeeCents).toBe(0);
    await returns.review({ intent: "approve", number: requested.number }, staff);
    await returns.review({ intent: "receive", number: requested.number }, staff);
    const creditNote = `CN-${requested.number.slice(2)}`;
    const credit = formatMoney(requested.refundCents);
    const owed = formatMoney(expected.totalCents - requested.refundCents);
    const [returnMail] = await database.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.refType, "return"), eq(outboxEmails.refId, requested.number)))
      .orderBy(desc(outboxEmails.id))
      .limit(1);
    expect(returnMail.textBody).toContain(`${creditNote}: ${credit}`);
    const credited = await pdfText(await server.services.billing.invoices.pdf(viewer, invoice.invoiceNumber));
    expect(credited).toContain(`Credits applied -${credit}`);
    expect(credited).toContain(`Amount due ${owed}`);
    const [listed] = (
      await server.services.billing.invoices.list(viewer, { q: order.orderNumber, page: 1, size: 20 }, today)
    ).rows;
    expect(listed.balanceCents).toBe(expected.totalCents - requested.refundCents);

    const notePdf = await get(`/commercial-view/credit-notes/${creditNote}/pdf`);
    expect(notePdf.headers.get("content-type")).toBe("application/pdf");
    const noteText = await pdfText(new Uint8Array(await notePdf.arrayBuffer()));
    expect(noteText).toContain(`Credit note ${creditNote}`);
    expect(noteText).toContain(`Credit ${credit}`);
    const statementPage = await html(await get("/commercial-view/statement"));
    for (const text of [invoice.invoiceNumber, creditNote, total, credit])
      expect(statementPage).toContain(text);
    expect(statementPage).toContain(`data-testid="statement-closing">${owed}<`);
    expect(statementPage).toContain(`data-testid="ageing-current">${owed}<`);
    const statementPdf = await get("/commercial-view/statement/pdf");
    expect(statementPdf.headers.get("content-type")).toBe("application/pdf");
    const statementText = await pdfText(new Uint8Array(await statementPdf.arrayBuffer()));
    for (const text of [invoice.invoiceNumber, creditNote, total, credit, `Closing balance ${owed}`])
      expect(statementText).toContain(text);
  });

  it("a statement is its company's own: another company's buyer sees theirs, anonymous signs in, staff read any, a bad period is 400", async () => {
    const other = await signedInBuyer(database.db, server.services.accounts, {
      email: "otto@elsewhere.example",
      password: PASSWORD,
      companyName: "Elsewhere Growers",
    });
    const page = (path: string, cookie = "") =>
      fetch(`${server.baseUrl}${path}`, { redirect: "manual", headers: { cookie } });
    const [mine] = (
      await server.services.billing.invoices.list(viewer, { q: "", page: 1, size: 20 }, shopDay(new Date()))
    ).rows;
    const theirs = await page("/commercial-view/statement", other.cookie);
    expect(theirs.status).toBe(200);
    const theirsHtml = await html(theirs);
    expect(theirsHtml).toContain("Elsewhere Growers");
    expect(theirsHtml).not.toContain(mine.invoiceNumber);
    expect(theirsHtml).toContain('data-testid="statement-closing">$0.00<');
    const [note] = await database.db
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.companyId, session.companyId));
    expect((await page(`/commercial-view/credit-notes/${note.number}/pdf`, other.cookie)).status).toBe(404);

    const anonymous = await page("/commercial-view/statement");
    expect([302, 303]).toContain(anonymous.status);
    expect(anonymous.headers.get("location")).toContain("/login");
    expect((await page("/commercial-view/statement/pdf")).status).not.toBe(200);
    expect((await page(`/admin/companies/${session.companyId}/statement`, session.cookie)).status).not.toBe(
      200,
    );

    for (const bad of ["from=2026-02-30", "to=2999-01-01", "from=%00"])
      expect((await page(`/commercial-view/statement?${bad}`, session.cookie)).status).toBe(400);

    await server.services.accounts.addStaff({
      email: "ana@canopy.example",
      password: PASSWORD,
      role: "sales",
      name: "Ana",
    });
    const staffIn = await server.services.accounts.signIn(
      { email: "ana@canopy.example", password: PASSWORD, rememberMe: false },
      { ip: "127.0.0.1" },
    );
    if (!staffIn.ok) throw new Error("staff sign-in refused");
    const staffCookie = staffIn.setCookies.map((c) => c.split(";")[0]).join("; ");
    const staffPage = await page(`/admin/companies/${session.companyId}/statement`, staffCookie);
    expect(staffPage.status).toBe(200);
    expect(await html(staffPage)).toContain(mine.invoiceNumber);
    const staffPdf = await page(`/admin/companies/${session.companyId}/statement/pdf`, staffCookie);
    expect(staffPdf.headers.get("content-type")).toBe("application/pdf");
    expect((await page("/admin/companies/no-such-company/statement", staffCookie)).status).toBe(404);

    // Staff open any company's credit note from the returns screen; a buyer cannot reach the staff route.
    const returnsPage = await html(await page("/admin/returns", staffCookie));
    expect(returnsPage).toContain(`href="/admin/credit-notes/${note.number}/pdf"`);
    const staffNote = await page(`/admin/credit-notes/${note.number}/pdf`, staffCookie);
    expect(staffNote.status).toBe(200);
    expect(staffNote.headers.get("content-type")).toBe("application/pdf");
    expect((await page(`/admin/credit-notes/${note.number}/pdf`, session.cookie)).status).not.toBe(200);
    expect((await page("/admin/credit-notes/CN-NOSUCH/pdf", staffCookie)).status).toBe(404);

    // Billing contacts: only the company's admin names them on the Invoices pane; staff on the company page.
    const postForm = (path: string, cookie: string, fields: Record<string, string>) =>
      fetch(`${server.baseUrl}${path}`, {
        method: "POST",
        redirect: "manual",
        headers: {
          cookie,
          origin: server.baseUrl,
          "content-type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams(fields).toString(),
      });
    const contact = { intent: "add-contact", name: "Pat Books", email: "pat@ledger.example" };
    expect((await postForm("/commercial-view/invoices", session.cookie, contact)).status).toBe(403);
    await database.db
      .update(companyMembers)
      .set({ role: "admin" })
      .where(eq(companyMembers.userId, session.userId));
    const bad = await postForm("/commercial-view/invoices", session.cookie, { ...contact, email: "nope" });
    expect(bad.status).toBe(400);
    expect(await html(bad)).toContain("Please enter a valid email address.");
    const added = await postForm("/commercial-view/invoices", session.cookie, contact);
    expect(added.status).toBe(200);
    expect(await html(added)).toContain("pat@ledger.example");
    const [listed] = await server.services.billing.contacts.list(session.companyId);
    expect(listed).toMatchObject({ name: "Pat Books", email: "pat@ledger.example" });
    const removed = await postForm(`/admin/companies/${session.companyId}`, staffCookie, {
      intent: "remove-contact",
      contactId: String(listed.id),
    });
    expect(removed.status).toBe(200);
    expect(await server.services.billing.contacts.list(session.companyId)).toEqual([]);
  });
});
