import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BuyerViewer } from "../../core/viewer.ts";
import type { Database } from "../../server/db/client.ts";
import { outboxEmails } from "../../server/db/schema/email.ts";
import { salesDocuments } from "../../server/db/schema/sales.ts";
import { STAFF_QUOTE_NO_ADDRESS_MESSAGE, staffQuoteUnsoldMessage } from "../../server/sales/staff-quotes.ts";
import { seedCatalog } from "../factories/catalog.ts";
import { signedInBuyer, signedInStaff, type BuyerSession } from "../support/buyer-session.ts";
import { postForm } from "../support/form-post.ts";
import { buildStorefront } from "../support/page-build.ts";
import { databaseTargets } from "../support/test-database.ts";
import { startTestServer } from "../support/test-server.ts";
import { salesCatalog } from "./sales-fixtures.ts";

const PASSWORD = "Greenhouse#2026";
const html = async (answer: Response) =>
  (await answer.text()).replaceAll("<!-- -->", "").replaceAll("&#x27;", "'");

let build: ReturnType<typeof buildStorefront>;
beforeAll(() => {
  build = buildStorefront();
});
afterAll(() => build?.remove());

/**
 * The company screen's "New quote" form over HTTP, as a browser without JavaScript sends it: sales price
 * and send a quote for one of the company's buyers; a company without a ship-to address, an unsold SKU
 * and another company's buyer are refused in the form's words; a buyer cannot post it.
 */
describe.each(databaseTargets())("the company screen's New quote form ($name)", (target) => {
  let database: Database;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let ana: BuyerSession;
  let olga: BuyerSession;
  let staff: string;

  const companyPath = () => `/admin/companies/${ana.companyId}`;
  const validUntil = () => new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  const postQuote = (buyerUserId: string, lines: string, cookie = staff) =>
    postForm(
      `${server.baseUrl}${companyPath()}`,
      [
        ["intent", "quote"],
        ["buyerUserId", buyerUserId],
        ["lines", lines],
        ["freight", "120"],
        ["validUntil", validUntil()],
        ["note", "Prices held for the spring flip."],
      ],
      cookie,
    );
  const quotesOf = (companyId: string) =>
    database.db
      .select({ number: salesDocuments.number, status: salesDocuments.status })
      .from(salesDocuments)
      .where(and(eq(salesDocuments.companyId, companyId), eq(salesDocuments.kind, "quote")));

  beforeAll(async () => {
    database = await target.open();
    await seedCatalog(database.db, salesCatalog);
    server = await startTestServer(
      database,
      { RATE_LIMIT_WRITES_PER_MINUTE: "1000", RATE_LIMIT_READS_PER_MINUTE: "0", PAGE_CACHE_MB: "0" },
      build.dir,
    );
    const { accounts } = server.services;
    ana = await signedInBuyer(database.db, accounts, {
      email: "ana@greenleaf.example",
      password: PASSWORD,
      companyName: "Greenleaf Farms",
    });
    olga = await signedInBuyer(database.db, accounts, {
      email: "olga@othergrowers.example",
      password: PASSWORD,
      companyName: "Other Growers",
    });
    staff = await signedInStaff(accounts, {
      email: "sam@canopy.example",
      password: PASSWORD,
      role: "sales",
      name: "Sam",
    });
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it("offers the form with the company's buyers, refuses what it cannot quote, then prices and sends the quote", async () => {
    const screen = await html(
      await fetch(`${server.baseUrl}${companyPath()}`, { headers: { cookie: staff } }),
    );
    expect(screen).toContain("New quote");
    expect(screen).toContain("(ana@greenleaf.example)");

    const noAddress = await postQuote(ana.userId, "IL-Q1 2");
    expect(noAddress.status).toBe(400);
    expect(await html(noAddress)).toContain(STAFF_QUOTE_NO_ADDRESS_MESSAGE);

    const anaViewer = (await server.services.accounts.viewerFromCookie(ana.cookie)) as BuyerViewer;
    await server.services.billing.addresses.add(anaViewer, {
      label: "Salinas greenhouse",
      firstName: "Ana",
      lastName: "Ortiz",
      address: "1450 Orchard Rd",
      apartment: "",
      city: "Salinas",
      state: "CA",
      zipCode: "93901",
      country: "United States",
      isDefault: true,
    });

    const unsold = await postQuote(ana.userId, "IL-Q1 2\nNOPE-1 3");
    expect(unsold.status).toBe(400);
    expect(await html(unsold)).toContain(staffQuoteUnsoldMessage(["NOPE-1"]));
    expect(await quotesOf(ana.companyId)).toEqual([]);

    const sent = await postQuote(ana.userId, "IL-Q1 2\nSPD-Q1 5 45.00");
    expect(sent.status).toBe(200);
    const [quote] = await quotesOf(ana.companyId);
    expect(quote.status).toBe("priced");
    expect(await html(sent)).toContain(
      `Quote ${quote.number} was priced and sent to the buyer, with its PDF.`,
    );
    const mails = await database.db
      .select({ to: outboxEmails.toAddress, template: outboxEmails.template })
      .from(outboxEmails)
      .where(eq(outboxEmails.refId, quote.number));
    expect(mails).toContainEqual({ to: "ana@greenleaf.example", template: expect.stringContaining("quote") });
  });

  it("refuses another company's buyer, and a buyer posting the staff form", async () => {
    const stranger = await postQuote(olga.userId, "IL-Q1 2");
    expect(stranger.status).toBe(404);
    expect(await quotesOf(olga.companyId)).toEqual([]);

    const fromBuyer = await postQuote(ana.userId, "IL-Q1 2", ana.cookie);
    expect([302, 403]).toContain(fromBuyer.status);
    expect(await quotesOf(ana.companyId)).toHaveLength(1);
  });
});
