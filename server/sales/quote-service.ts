import { asc, eq } from "drizzle-orm";
import type { OrderRequest } from "../../core/order-request.ts";
import type { QuoteSummary } from "../../core/quote-summary.ts";
import type { Db } from "../db/client.ts";
import { quoteLines, quotes } from "../db/schema/sales.ts";
import type { EmailService } from "../email/email-service.ts";
import { enqueueEmails, type OutgoingEmail } from "../email/outbox.ts";
import { confirmationAllowed } from "../email/recipient-limit.ts";
import { ConflictError } from "../errors.ts";
import { formatEmailDate } from "./format-date.ts";
import { newQuoteNumber, requestHash } from "./identifiers.ts";
import { accessToken, confirmationPath, sameToken } from "./access-token.ts";
import { serverSecret } from "./server-secret.ts";
import { assertWithinOrderLimit, priceLines, pricedSubtotal, type CatalogPrices } from "./pricing.ts";
import type { PricedCartLine } from "../../core/cart-pricing.ts";

export const IDEMPOTENCY_CONFLICT_MESSAGE =
  "This Idempotency-Key was already used for a different request. Submit again to create a new one.";

export interface QuoteServiceDeps {
  db: Db;
  catalog: CatalogPrices;
  emails: EmailService;
  salesEmail: string;
  /** Confirmations one address may receive per hour (CONFIRMATIONS_PER_ADDRESS_PER_HOUR). */
  confirmationsPerHour: number;
}

export interface CreateQuoteResult {
  quote: QuoteSummary;
  /** False when an earlier submission with the same Idempotency-Key was returned instead. */
  created: boolean;
  /** The reload-safe thank-you page: /thankyou?quote={number}&token={token}. */
  confirmationPath: string;
}

const quoteResult = (quote: QuoteSummary, isNew: boolean): CreateQuoteResult => ({
  quote,
  created: isNew,
  confirmationPath: confirmationPath("quote", quote.quoteNumber, quote.token),
});

type QuoteRow = typeof quotes.$inferSelect;
type QuoteLineRow = typeof quoteLines.$inferSelect;

function toSummary(row: QuoteRow, lines: QuoteLineRow[], token: string): QuoteSummary {
  return {
    quoteNumber: row.quoteNumber,
    token,
    requestedAt: new Date(row.createdAt).toISOString(),
    customerInfo: {
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      phone: row.phone,
      company: row.companyName,
    },
    shipping: {
      address: row.streetAddress,
      apartment: row.apartment,
      city: row.city,
      state: row.state,
      zipCode: row.zipCode,
      country: row.country,
    },
    items: lines.map((l) => ({
      sku: l.sku,
      name: l.name,
      brand: l.brand,
      image: l.image,
      quantity: l.quantity,
      unitPriceCents: l.unitPriceCents,
      available: l.available,
    })),
    itemCount: row.itemCount,
    subtotalCents: row.subtotalCents,
    additionalNotes: row.specialRequirements,
  };
}

function addressLine(r: OrderRequest): string {
  return [r.streetAddress, r.apartment, r.city, `${r.state} ${r.zipCode}`, r.country]
    .filter(Boolean)
    .join(", ");
}

/** Quote requests (from /quote and checkout's Save Quote): re-priced, stored with line snapshots and emails. */
export function createQuoteService({
  db,
  catalog,
  emails,
  salesEmail,
  confirmationsPerHour,
}: QuoteServiceDeps) {
  // One server key signs both kinds of confirmation link; the token's message names the kind.
  const tokenKey = serverSecret(db, "order-token");

  async function load(
    where: ReturnType<typeof eq>,
    tx: Db = db,
  ): Promise<{ row: QuoteRow; summary: QuoteSummary } | null> {
    const [row] = await tx.select().from(quotes).where(where).limit(1);
    if (!row) return null;
    const lines = await tx
      .select()
      .from(quoteLines)
      .where(eq(quoteLines.quoteId, row.id))
      .orderBy(asc(quoteLines.lineNo));
    return { row, summary: toSummary(row, lines, accessToken(await tokenKey(), "quote", row.quoteNumber)) };
  }

  async function replay(
    idempotencyKey: string,
    hash: string,
    tx: Db = db,
  ): Promise<CreateQuoteResult | null> {
    const existing = await load(eq(quotes.idempotencyKey, idempotencyKey), tx);
    if (!existing) return null;
    if (existing.row.requestHash !== hash) throw new ConflictError(IDEMPOTENCY_CONFLICT_MESSAGE);
    return quoteResult(existing.summary, false);
  }

  async function renderMails(
    request: OrderRequest,
    quoteNumber: string,
    createdAt: string,
    lines: PricedCartLine[],
    subtotal: number,
    confirm: boolean,
  ): Promise<OutgoingEmail[]> {
    const emailLines = lines.map((l) => ({
      name: l.name,
      sku: l.sku,
      quantity: l.quantity,
      unitPriceCents: l.unitPriceCents,
    }));
    const date = formatEmailDate(createdAt);
    const ref = { refType: "quote", refId: quoteNumber };
    const customer = await emails.render("quote-received", {
      quoteNumber,
      date,
      customer: {
        firstName: request.firstName,
        lastName: request.lastName,
        email: request.email,
        phone: request.phone,
        company: request.companyName,
      },
      shipping: addressLine(request),
      items: emailLines,
      estimatedValueCents: subtotal,
      additionalNotes: request.specialRequirements,
    });
    const sales = await emails.render("sales-notification", {
      subject: `New quote request ${quoteNumber}`,
      title: `Quote request ${quoteNumber}`,
      intro: "A customer asked for a quote. Reply within 24 hours.",
      fields: [
        ["Submitted", date],
        ["Name", `${request.firstName} ${request.lastName}`],
        ["Company", request.companyName],
        ["Email", request.email],
        ["Phone", request.phone],
        ["Deliver to", addressLine(request)],
        ["Notes", request.specialRequirements],
      ],
      items: emailLines,
      totalLabel: "Estimated value",
      totalCents: subtotal,
    });
    const toSales = { ...sales, to: salesEmail, replyTo: request.email, ...ref };
    return confirm ? [{ ...customer, to: request.email, ...ref }, toSales] : [toSales];
  }

  /**
   * Creates a quote, or returns the one an earlier call with the same Idempotency-Key created. The quote,
   * its lines and its two emails commit together; the unique key (not a read-then-write check) decides
   * which of several concurrent retries wins.
   */
  async function create(
    request: OrderRequest,
    options: { idempotencyKey?: string; source?: "quote" | "checkout" } = {},
  ): Promise<CreateQuoteResult> {
    const { idempotencyKey, source = "quote" } = options;
    const { website: _honeypot, ...fields } = request;
    const hash = requestHash({ ...fields, source });
    if (idempotencyKey) {
      const earlier = await replay(idempotencyKey, hash);
      if (earlier) return earlier;
    }
    const lines = await priceLines(
      catalog,
      request.products.map((p) => ({ sku: p.sku, quantity: p.quantity, name: p.name, image: p.image })),
    );
    const subtotal = pricedSubtotal(lines);
    assertWithinOrderLimit(subtotal);
    const itemCount = lines.reduce((n, l) => n + l.quantity, 0);
    const key = await tokenKey();
    const confirm = await confirmationAllowed(db, request.email, confirmationsPerHour);

    for (let attempt = 0; attempt < 5; attempt++) {
      const quoteNumber = newQuoteNumber();
      const createdAt = new Date().toISOString();
      const mails = await renderMails(request, quoteNumber, createdAt, lines, subtotal, confirm);
      const result = await db.transaction(async (tx): Promise<CreateQuoteResult | "number-taken"> => {
        const [inserted] = await tx
          .insert(quotes)
          .values({
            quoteNumber,
            idempotencyKey: idempotencyKey ?? null,
            requestHash: hash,
            source,
            firstName: request.firstName,
            lastName: request.lastName,
            email: request.email,
            phone: request.phone,
            companyName: request.companyName,
            streetAddress: request.streetAddress,
            apartment: request.apartment,
            city: request.city,
            state: request.state,
            zipCode: request.zipCode,
            country: request.country,
            specialRequirements: request.specialRequirements,
            itemCount,
            subtotalCents: subtotal,
            createdAt,
          })
          .onConflictDoNothing()
          .returning();
        if (!inserted) {
          const earlier = idempotencyKey ? await replay(idempotencyKey, hash, tx as unknown as Db) : null;
          return earlier ?? "number-taken";
        }
        const lineRows = lines.map((l, i) => ({
          quoteId: inserted.id,
          lineNo: i + 1,
          sku: l.sku,
          name: l.name,
          brand: l.brand,
          image: l.image,
          quantity: l.quantity,
          unitPriceCents: l.unitPriceCents,
          available: l.available,
        }));
        await tx.insert(quoteLines).values(lineRows);
        await enqueueEmails(tx as unknown as Db, mails);
        return quoteResult(toSummary(inserted, lineRows, accessToken(key, "quote", quoteNumber)), true);
      });
      if (result !== "number-taken") return result;
    }
    throw new Error("Could not allocate a unique quote number.");
  }

  /** The quote behind a thank-you link, or null when the number or token does not match. */
  async function find(quoteNumber: string, token: string): Promise<QuoteSummary | null> {
    const found = await load(eq(quotes.quoteNumber, quoteNumber));
    return found && sameToken(found.summary.token, token) ? found.summary : null;
  }

  return { create, find };
}

export type QuoteService = ReturnType<typeof createQuoteService>;
