import { and, eq, isNull } from "drizzle-orm";
import type { StaffQuote } from "../../core/back-office-forms.ts";
import type { BuyerDetails } from "../../core/buyer-details.ts";
import type { PricedCartLine } from "../../core/cart-pricing.ts";
import { orderRequestSchema } from "../../core/order-request.ts";
import { SHOP_AS_INACTIVE_MESSAGE, SHOP_AS_NOT_MEMBER_MESSAGE } from "../../core/shop-as.ts";
import type { BuyerViewer, StaffViewer } from "../../core/viewer.ts";
import type { Db } from "../db/client.ts";
import { companies, companyMembers } from "../db/schema/companies.ts";
import { users } from "../db/schema/identity.ts";
import { ConflictError, NotFoundError, ValidationError } from "../errors.ts";
import type { createNegotiationService } from "./negotiation-service.ts";
import type { createQuoteService } from "./quote-service.ts";

export const STAFF_QUOTE_NO_ADDRESS_MESSAGE =
  "This company has no ship-to address yet: add one with the buyer first, then make the quote.";
export const staffQuoteUnsoldMessage = (skus: string[]) =>
  `These SKUs are not sold: ${skus.join(", ")}. Remove them or check the SKU.`;
export const staffQuoteOnRequestMessage = (skus: string[]) =>
  `These SKUs have no price for this company: ${skus.join(", ")}. Type a unit price for them.`;

export interface StaffQuotesDeps {
  db: Db;
  /** Lines at the buyer's company prices today: the one pricing (services.sales.priceLines). */
  priceLines(
    lines: readonly { sku: string; quantity: number }[],
    viewer: BuyerViewer,
  ): Promise<PricedCartLine[]>;
  /** The buyer's name, phone and the company's default address. */
  details(viewer: BuyerViewer): Promise<BuyerDetails>;
  quotes: Pick<ReturnType<typeof createQuoteService>, "create">;
  negotiation: Pick<ReturnType<typeof createNegotiationService>, "priceAndSend">;
  /** A sales document's id by its number. */
  idOf(number: string): Promise<number>;
}

/**
 * Staff make a quote for a company's buyer in the back office: a quote of the buyer's (their company's
 * documents, their accept link) whose history says sales made it, priced at the company's prices unless
 * staff typed a price, and sent at once through the usual pricing step (the priced-quote mail with its PDF).
 */
export function createStaffQuotes(deps: StaffQuotesDeps) {
  const { db } = deps;

  /** The company's buyer, as the pricing and the quote see them; 404 for anyone else, 409 when inactive. */
  async function buyerOf(companyId: string, userId: string): Promise<BuyerViewer> {
    const [row] = await db
      .select({
        userId: users.id,
        email: users.email,
        name: users.name,
        companyId: companies.id,
        companyName: companies.name,
        companyRole: companyMembers.role,
        status: companies.status,
      })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .innerJoin(companies, eq(companies.id, companyMembers.companyId))
      .where(and(eq(companyMembers.companyId, companyId), eq(users.id, userId), isNull(users.staffRole)));
    if (!row) throw new NotFoundError(SHOP_AS_NOT_MEMBER_MESSAGE);
    if (row.status !== "active") throw new ConflictError(SHOP_AS_INACTIVE_MESSAGE);
    const { status: _status, ...buyer } = row;
    return { kind: "buyer", ...buyer };
  }

  return {
    /** Makes, prices and sends the quote; answers its number. Audited (the document store's entry). */
    async create(staff: StaffViewer, companyId: string, input: StaffQuote, now = new Date()) {
      const buyer = await buyerOf(companyId, input.buyerUserId);
      const priced = await deps.priceLines(
        input.lines.map((l) => ({ sku: l.sku, quantity: l.quantity })),
        buyer,
      );
      const unsold = priced.filter((l) => !l.available).map((l) => l.sku);
      if (unsold.length > 0) throw new ValidationError(staffQuoteUnsoldMessage(unsold), { lines: "unsold" });
      const unpriced = input.lines.filter(
        (l, i) => l.unitPrice === null && priced[i].unitPriceCents === null,
      );
      if (unpriced.length > 0)
        throw new ValidationError(staffQuoteOnRequestMessage(unpriced.map((l) => l.sku)), {
          lines: "price_on_request",
        });
      const details = await deps.details(buyer);
      if (!details.address) throw new ValidationError(STAFF_QUOTE_NO_ADDRESS_MESSAGE);
      const { quote } = await deps.quotes.create(
        orderRequestSchema.parse({
          firstName: details.firstName || buyer.name,
          lastName: details.lastName || "-",
          email: buyer.email,
          phone: details.phone || "Not given",
          companyName: buyer.companyName,
          streetAddress: details.address.address,
          apartment: details.address.apartment,
          city: details.address.city,
          state: details.address.state,
          zipCode: details.address.zipCode,
          country: details.address.country,
          specialRequirements: "",
          products: priced.map((l) => ({ sku: l.sku, quantity: l.quantity })),
        }),
        {
          viewer: buyer,
          madeBySales: {
            staff: { userId: staff.userId, email: staff.email },
            text: `Made by ${staff.name} (${staff.email}) of sales for ${buyer.name} (${buyer.email})`,
          },
        },
      );
      await deps.negotiation.priceAndSend(
        await deps.idOf(quote.quoteNumber),
        {
          lines: input.lines.map((l, i) => ({
            sku: l.sku,
            name: priced[i].name,
            quantity: l.quantity,
            unitPrice: l.unitPrice ?? priced[i].unitPriceCents ?? 0,
          })),
          freight: input.freight,
          note: input.note,
          validUntil: input.validUntil,
        },
        `staff:${staff.email}`,
        now,
      );
      return { quoteNumber: quote.quoteNumber };
    },
  };
}

export type StaffQuotes = ReturnType<typeof createStaffQuotes>;
