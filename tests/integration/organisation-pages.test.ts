import { and, eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { priceQuoteSchema } from "../../core/back-office-forms.ts";
import {
  LIMITS_SAVED_MESSAGE,
  OWN_ONLY_APPROVER_MESSAGE,
  REJECTED_MESSAGE,
} from "../../core/order-approval.ts";
import { checkoutSchema, orderRequestSchema } from "../../core/order-request.ts";
import { QUOTE_NOT_PRICED_MESSAGE } from "../../core/quote-summary.ts";
import { LIST_NAME_MESSAGE, QUANTITY_MESSAGE } from "../../core/order-lists.ts";
import type { BuyerViewer } from "../../core/viewer.ts";
import type { Database } from "../../server/db/client.ts";
import { companyMembers } from "../../server/db/schema/companies.ts";
import { outboxEmails } from "../../server/db/schema/email.ts";
import { seedCatalog } from "../factories/catalog.ts";
import { signedInBuyer, signedInStaff, type BuyerSession } from "../support/buyer-session.ts";
import { postForm } from "../support/form-post.ts";
import { buildStorefront } from "../support/page-build.ts";
import { databaseTargets } from "../support/test-database.ts";
import { startTestServer } from "../support/test-server.ts";
import { checkoutPayload, quotePayload, salesCatalog } from "./sales-fixtures.ts";

const PASSWORD = "Greenhouse#2026";
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const html = async (answer: Response) => (await answer.text()).replaceAll("<!-- -->", "");

async function pdfText(bytes: ArrayBuffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\s+/g, " ");
}

let build: ReturnType<typeof buildStorefront>;
beforeAll(() => {
  build = buildStorefront();
});
afterAll(() => build?.remove());

/**
 * Who may open the approvals page, decide, set limits and download a quote's PDF, over HTTP: anonymous,
 * a plain buyer, an approver, another company's admin, staff; and the company's order lists.
 */
describe.each(databaseTargets())("buying as an organisation, pages and files ($name)", (target) => {
  let database: Database;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let admin: BuyerSession;
  let buyer: BuyerSession;
  let other: BuyerSession;
  let staff: string;
  let buyerViewer: BuyerViewer;

  const get = (path: string, cookie?: string) =>
    fetch(`${server.baseUrl}${path}`, { redirect: "manual", headers: cookie ? { cookie } : {} });
  const post = (path: string, fields: [string, string][], cookie?: string) =>
    postForm(`${server.baseUrl}${path}`, fields, cookie);

  async function sessionOf(email: string, companyId: string, role: "buyer" | "approver" | "admin") {
    const { accounts } = server.services;
    const { id } = await accounts.createUser({ email, name: email.split("@")[0] });
    await accounts.setPassword(id, PASSWORD);
    await database.db.insert(companyMembers).values({ userId: id, companyId, role });
    const signed = await accounts.signIn(
      { email, password: PASSWORD, rememberMe: false },
      { ip: "127.0.0.1" },
    );
    if (!signed.ok) throw new Error(`${email} sign-in refused`);
    return { userId: id, companyId, cookie: signed.setCookies.map((c) => c.split(";")[0]).join("; ") };
  }

  beforeAll(async () => {
    database = await target.open();
    await seedCatalog(database.db, salesCatalog);
    server = await startTestServer(
      database,
      { RATE_LIMIT_WRITES_PER_MINUTE: "1000", RATE_LIMIT_READS_PER_MINUTE: "0", PAGE_CACHE_MB: "0" },
      build.dir,
    );
    const { accounts } = server.services;
    admin = await signedInBuyer(database.db, accounts, {
      email: "ana@greenleaf.example",
      password: PASSWORD,
      companyName: "Greenleaf Farms",
    });
    await database.db
      .update(companyMembers)
      .set({ role: "admin" })
      .where(eq(companyMembers.userId, admin.userId));
    buyer = await sessionOf("ben@greenleaf.example", admin.companyId, "buyer");
    other = await signedInBuyer(database.db, accounts, {
      email: "olga@othergrowers.example",
      password: PASSWORD,
      companyName: "Other Growers",
    });
    await database.db
      .update(companyMembers)
      .set({ role: "admin" })
      .where(eq(companyMembers.userId, other.userId));
    staff = await signedInStaff(accounts, {
      email: "sam@canopy.example",
      password: PASSWORD,
      role: "sales",
      name: "Sam",
    });
    buyerViewer = {
      kind: "buyer",
      userId: buyer.userId,
      email: "ben@greenleaf.example",
      name: "ben",
      companyId: admin.companyId,
      companyName: "Greenleaf Farms",
      companyRole: "buyer",
    };
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it("lets the company's admin set a member's limits on the users page, in the page's words when refused", async () => {
    const path = "/commercial-view/users";
    const limits = (userId: string, orderLimit: string): [string, string][] => [
      ["intent", "limits"],
      ["userId", userId],
      ["orderLimit", orderLimit],
      ["monthlyBudget", ""],
    ];
    const refused = await post(path, limits(buyer.userId, "-3"), admin.cookie);
    expect(refused.status).toBe(400);
    expect(await html(refused)).toContain("Enter an amount in dollars from 0 to $10,000,000.00");
    const own = await post(path, limits(other.userId, "100"), other.cookie);
    expect(own.status).toBe(409);
    expect(await html(own)).toContain(OWN_ONLY_APPROVER_MESSAGE);
    expect((await post(path, limits(buyer.userId, "1000"), buyer.cookie)).status).toBe(403);
    expect((await post(path, limits(buyer.userId, "1000"), other.cookie)).status).toBe(404);
    const saved = await post(path, limits(buyer.userId, "1000"), admin.cookie);
    expect(saved.status).toBe(200);
    expect(await html(saved)).toContain(LIMITS_SAVED_MESSAGE);
    expect(await html(await get("/commercial-view", buyer.cookie))).toContain("Order limit $1,000.00");
  });

  it("shows the approvals page to approvers only, and lets no one else decide", async () => {
    const { sales } = server.services;
    const { order } = await sales.orders.create(
      checkoutSchema.parse(checkoutPayload({ contact: { email: "ben@greenleaf.example", phone: "555" } })),
      undefined,
      buyerViewer,
    );
    expect(order.status).toBe("awaiting_approval");
    const path = "/commercial-view/approvals";
    expect((await get(path)).headers.get("location")).toMatch(/^\/login\?next=/);
    expect((await get(path, buyer.cookie)).status).toBe(403);
    expect((await get(path, staff)).status).toBe(403);
    expect(await html(await get(path, other.cookie))).toContain("No orders are awaiting approval.");
    const page = await html(await get(`${path}?order=${order.orderNumber}`, admin.cookie));
    expect(page).toContain(order.orderNumber);
    const reject: [string, string][] = [
      ["order", order.orderNumber],
      ["decision", "reject"],
      ["note", "Not this month"],
    ];
    expect((await post(path, reject, buyer.cookie)).status).toBe(403);
    expect((await post(path, reject, other.cookie)).status).toBe(404);
    expect((await sales.documents.byNumber(order.orderNumber))?.document.status).toBe("awaiting_approval");
    const decided = await post(path, reject, admin.cookie);
    expect(await html(decided)).toContain(REJECTED_MESSAGE);
    expect((await sales.documents.byNumber(order.orderNumber))?.document.status).toBe("rejected");
  });

  it("downloads a priced quote as a PDF for the company's users and staff only", async () => {
    const { sales } = server.services;
    const { quote } = await sales.quotes.create(
      orderRequestSchema.parse(quotePayload({ email: "ben@greenleaf.example" })),
      { viewer: buyerViewer },
    );
    const path = `/quotations/${quote.quoteNumber}/pdf`;
    const notPriced = await get(path, buyer.cookie);
    expect(notPriced.status).toBe(409);
    expect(await html(notPriced)).toContain(QUOTE_NOT_PRICED_MESSAGE);

    const found = (await sales.documents.byNumber(quote.quoteNumber))!;
    await sales.negotiation.priceAndSend(
      found.document.id,
      priceQuoteSchema.parse({
        lines: [
          { sku: "IL-Q1", quantity: "2", unitPrice: "1,150.00" },
          { sku: "SPD-Q1", quantity: "3", unitPrice: "50.00" },
        ],
        freight: "120",
        validUntil: day(10),
        note: "Lead time two weeks.",
      }),
      "staff:sam",
    );
    expect((await get(path)).headers.get("location")).toMatch(/^\/login\?next=/);
    expect((await get(path, other.cookie)).status).toBe(404);
    expect((await get(`/quotations/Q-NOPE/pdf`, buyer.cookie)).status).toBe(404);

    for (const cookie of [buyer.cookie, staff]) {
      const answer = await get(path, cookie);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-type")).toBe("application/pdf");
      expect(answer.headers.get("cache-control")).toBe("private, no-store");
      const text = await pdfText(await answer.arrayBuffer());
      expect(text).toContain(`Quote ${quote.quoteNumber}`);
      expect(text).toContain("Greenleaf Farms");
      expect(text).toContain("Valid until");
      expect(text).toContain("$2,300.00");
      expect(text).toContain("Lead time two weeks.");
      expect(text).toContain("Accepted by (name and signature)");
    }
    expect(await html(await get(`/quotations/${quote.quoteNumber}`, buyer.cookie))).toContain(
      "Download the quote as PDF",
    );

    const [mailed] = await database.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.template, "quote-priced"), eq(outboxEmails.refId, quote.quoteNumber)));
    expect(mailed).toMatchObject({
      toAddress: "ben@greenleaf.example",
      attachmentName: `${quote.quoteNumber}.pdf`,
    });
    expect(mailed.textBody).toContain("attached as a PDF");
    const attached = await pdfText(new Uint8Array(mailed.attachment!).buffer);
    expect(attached).toContain(`Quote ${quote.quoteNumber}`);
    expect(attached).toContain("Greenleaf Farms");
    expect(attached).toContain("$2,300.00");
    expect(attached).toContain("Accepted by (name and signature)");
  });

  it("serves order lists to the company's members only: pages, forms and the CSV", async () => {
    const path = "/commercial-view/lists";
    expect((await get(path)).headers.get("location")).toMatch(/^\/login\?next=/);
    expect((await get(path, staff)).status).toBe(403);
    const bad = await post(
      path,
      [
        ["intent", "create"],
        ["name", " "],
      ],
      buyer.cookie,
    );
    expect(bad.status).toBe(400);
    expect(await html(bad)).toContain(LIST_NAME_MESSAGE);
    const created = await post(
      path,
      [
        ["intent", "create"],
        ["name", "Monthly nutrients"],
      ],
      buyer.cookie,
    );
    expect(created.status).toBe(302);
    const listPath = created.headers.get("location") ?? "";
    expect(listPath).toMatch(/^\/commercial-view\/lists\/\d+$/);
    const added = await post(
      listPath,
      [
        ["intent", "add"],
        ["sku", "SPD-Q1"],
        ["quantity", "12"],
      ],
      admin.cookie,
    );
    expect(await html(added)).toContain("SPD-Q1 added to the list.");
    const tooMany = await post(
      listPath,
      [
        ["intent", "add"],
        ["sku", "SPD-Q1"],
        ["quantity", "0"],
      ],
      admin.cookie,
    );
    expect(tooMany.status).toBe(400);
    expect(await html(tooMany)).toContain(QUANTITY_MESSAGE);
    expect(await html(await get(listPath, buyer.cookie))).toContain("Monthly nutrients");

    const csv = await get(`${listPath}/csv`, buyer.cookie);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(await csv.text()).toBe('"sku","quantity","note"\r\n"SPD-Q1","12",""\r\n');
    for (const target of [listPath, `${listPath}/csv`]) {
      expect((await get(target, other.cookie)).status).toBe(404);
    }
    expect((await post(listPath, [["intent", "delete"]], other.cookie)).status).toBe(404);
    // The lines of a past quote of the company join the list; another company's member cannot use it.
    const listId = listPath.split("/").at(-1) ?? "";
    const { quote } = await server.services.sales.quotes.create(
      orderRequestSchema.parse(quotePayload({ email: "ben@greenleaf.example" })),
      { viewer: buyerViewer },
    );
    const fromQuote: [string, string][] = [
      ["intent", "add-document"],
      ["listId", listId],
      ["number", quote.quoteNumber],
    ];
    expect((await post(path, fromQuote, other.cookie)).status).toBe(404);
    expect(await html(await post(path, fromQuote, buyer.cookie))).toContain(
      `The lines of ${quote.quoteNumber} were added to the list.`,
    );
    expect(await html(await get(`/quotations/${quote.quoteNumber}`, buyer.cookie))).toContain(
      "Add these lines to an order list",
    );
    const toCart = await post(
      listPath,
      [
        ["intent", "to-cart"],
        ["all", "true"],
      ],
      buyer.cookie,
    );
    expect(await html(toCart)).toContain("2 lines added to your cart at today&#x27;s prices.");
  });
});
