import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  passwordChangeSchema,
  PASSWORDS_DONT_MATCH_MESSAGE,
  profileSchema,
} from "../../core/account-settings.ts";
import { shipOrderSchema } from "../../core/back-office-forms.ts";
import { checkoutSchema } from "../../core/order-request.ts";
import {
  RETURN_REASON_CODE_MESSAGE,
  returnRequestSchema,
  RETURN_WINDOW_CLOSED_MESSAGE,
  type ReturnReason,
} from "../../core/returns.ts";
import type { BuyerViewer } from "../../core/viewer.ts";
import { sql, type Database } from "../../server/db/client.ts";
import { ConflictError, NotFoundError, ValidationError } from "../../server/errors.ts";
import { createReturnsService } from "../../server/returns/returns-service.ts";
import { createServices, type Services } from "../../server/services.ts";
import { seedCatalog } from "../factories/catalog.ts";
import { signedInBuyer } from "../support/buyer-session.ts";
import { queryRows } from "../support/query-rows.ts";
import { databaseTargets } from "../support/test-database.ts";
import { testEnv } from "../support/test-server.ts";
import { checkoutPayload, IL_Q1_CENTS, salesCatalog } from "./sales-fixtures.ts";

const PASSWORD = "Greenleaf#2026";
const DAY_MS = 86_400_000;
const staff = { userId: "staff-1", email: "ana@canopy.example" };

describe.each(databaseTargets())("account area services on $name", (target) => {
  let database: Database;
  let services: Services;
  let buyer: BuyerViewer;
  let buyerCookie: string;
  let rival: BuyerViewer;

  /** The viewer a session cookie resolves to, as every request sees it. */
  const viewerOf = async (cookie: string) => services.accounts.viewerFromCookie(cookie);

  async function newBuyer(email: string, companyName: string) {
    const session = await signedInBuyer(database.db, services.accounts, {
      email,
      password: PASSWORD,
      companyName,
    });
    const viewer = await viewerOf(session.cookie);
    if (viewer?.kind !== "buyer") throw new Error("not a buyer");
    return { viewer, cookie: session.cookie };
  }

  const mails = (template: string) =>
    queryRows<{ to_address: string; ref_id: string; subject: string; text_body: string }>(
      database.db,
      sql`select to_address, ref_id, subject, text_body from outbox_emails where template = ${template} order by id`,
    );

  /** An order of the buyer's company (1 × IL-Q1, 2 × SPD-Q1), shipped and, unless told, delivered. */
  async function companyOrder(viewer: BuyerViewer, { deliver = true } = {}) {
    const { sales } = services;
    const { order } = await sales.orders.create(
      checkoutSchema.parse(checkoutPayload({ contact: { email: viewer.email, phone: "(831) 555-0142" } })),
      undefined,
      viewer,
    );
    const { document } = (await sales.documents.byNumber(order.orderNumber))!;
    await sales.fulfilment.process(document.id, "staff:ana");
    await sales.fulfilment.ship(
      document.id,
      shipOrderSchema.parse({ carrier: "UPS", trackingNumber: `1Z${document.id}` }),
      "staff:ana",
    );
    if (deliver) await sales.fulfilment.deliver(document.id, "staff:ana");
    return document.number;
  }

  /** What the order charged for a line (the company's price, not the list price). */
  const unitPrice = async (order: string, lineNo: number) =>
    (await services.sales.documents.byNumber(order))!.lines.find((l) => l.lineNo === lineNo)!.unitPriceCents!;
  /** The tax the order charged on `subtotal` of its items: its tax in proportion to their share. */
  const taxOn = async (order: string, subtotal: number) => {
    const { document } = (await services.sales.documents.byNumber(order))!;
    return Math.round((document.taxCents * subtotal) / document.subtotalCents);
  };

  beforeAll(async () => {
    database = await target.open();
    await seedCatalog(database.db, salesCatalog);
    services = createServices(database, testEnv());
    ({ viewer: buyer, cookie: buyerCookie } = await newBuyer("maria@greenleaf.example", "Greenleaf Farms"));
    ({ viewer: rival } = await newBuyer("tom@rival.example", "Rival Growers"));
  });
  afterAll(async () => {
    await database?.close();
  });

  describe("profile and password", () => {
    it("shows defaults before a save and keeps what is saved; the name is the user's", async () => {
      const { settings } = services.account;
      expect(await settings.profile(buyer)).toMatchObject({
        workEmail: "maria@greenleaf.example",
        company: "Greenleaf Farms",
        phone: "",
        country: "USA",
      });
      const input = profileSchema.parse({
        fullName: "Maria Lopez",
        phone: "(831) 555-0142",
        country: "USA",
        state: "California",
        address: "1450 Orchard Rd",
        city: "Salinas",
        zipCode: "93901",
      });
      await settings.saveProfile(buyer, input);
      const viewer = (await viewerOf(buyerCookie)) as BuyerViewer;
      expect(viewer.name).toBe("Maria Lopez");
      expect(await settings.profile(viewer)).toMatchObject({ ...input, workEmail: buyer.email });
    });

    it("refuses a state of another country and a mismatched confirmation with the spec's words", () => {
      const profile = profileSchema.safeParse({
        fullName: "M",
        phone: "1",
        country: "Canada",
        state: "California",
      });
      expect(profile.error?.issues[0].path).toEqual(["state"]);
      const change = passwordChangeSchema.safeParse({
        currentPassword: PASSWORD,
        newPassword: "Harvest#2027",
        confirmPassword: "Harvest#2028",
      });
      expect(change.error?.issues.map((i) => i.message)).toEqual([PASSWORDS_DONT_MATCH_MESSAGE]);
      const weak = passwordChangeSchema.safeParse({
        currentPassword: PASSWORD,
        newPassword: "harvest2027",
        confirmPassword: "harvest2027",
      });
      expect(weak.error?.issues[0].path).toEqual(["newPassword"]);
    });

    it("changes the password only with the current one, ending the user's other sessions but not this one", async () => {
      const { accounts } = services;
      const { viewer, cookie } = await newBuyer("sam@greenleaf.example", "Sam's Farm");
      const other = await accounts.signIn(
        { email: viewer.email, password: PASSWORD, rememberMe: false },
        { ip: "127.0.0.2" },
      );
      if (!other.ok) throw new Error("second sign-in failed");
      const otherCookie = other.setCookies.map((c) => c.split(";")[0]).join("; ");
      const facts = { ip: "127.0.0.1", cookie };

      await expect(
        accounts.changePassword(
          viewer.userId,
          { currentPassword: "Wrong#2026", newPassword: "Harvest#2027" },
          facts,
        ),
      ).rejects.toBeInstanceOf(ValidationError);
      expect(await viewerOf(otherCookie)).not.toBeNull();

      const { endedSessions } = await accounts.changePassword(
        viewer.userId,
        { currentPassword: PASSWORD, newPassword: "Harvest#2027" },
        facts,
      );
      expect(endedSessions).toBe(1);
      expect(await viewerOf(otherCookie)).toBeNull();
      expect((await viewerOf(cookie))?.userId).toBe(viewer.userId);
      const again = await accounts.signIn(
        { email: viewer.email, password: "Harvest#2027", rememberMe: false },
        { ip: "127.0.0.3" },
      );
      expect(again.ok).toBe(true);
    });
  });

  describe("notification preferences", () => {
    it("leaves out the shipped mail for a buyer who turned order updates off, but never a password reset", async () => {
      const { viewer } = await newBuyer("quiet@greenleaf.example", "Quiet Farms");
      await services.account.settings.savePreferences(viewer.userId, {
        orderUpdates: false,
        promotions: false,
        newsletter: false,
        accountAlerts: true,
        emailChannel: true,
        smsChannel: false,
      });
      const quiet = await companyOrder(viewer);
      const loud = await companyOrder(buyer);
      const shipped = await mails("order-shipped");
      expect(shipped.some((m) => m.ref_id === loud)).toBe(true);
      expect(shipped.some((m) => m.ref_id === quiet)).toBe(false);
      expect((await mails("order-delivered")).some((m) => m.ref_id === quiet)).toBe(false);
      // A company's delivered mail links to the order and to the account's returns.
      const loudDelivered = (await mails("order-delivered")).find((m) => m.ref_id === loud);
      expect(loudDelivered?.text_body).toContain(`/order-confirmation?order=${loud}&token=`);
      expect(loudDelivered?.text_body).toContain("/commercial-view/returns");
      expect((await mails("order-confirmation")).some((m) => m.ref_id === quiet)).toBe(true);

      await services.accounts.requestPasswordReset(viewer.email);
      expect((await mails("password-reset")).some((m) => m.to_address === viewer.email)).toBe(true);
    });

    it("leaves out topic mails when email as a channel is off", async () => {
      const { viewer } = await newBuyer("nomail@greenleaf.example", "No Mail Farms");
      const prefs = await services.account.settings.preferences(viewer.userId);
      await services.account.settings.savePreferences(viewer.userId, { ...prefs, emailChannel: false });
      const order = await companyOrder(viewer);
      expect((await mails("order-shipped")).some((m) => m.ref_id === order)).toBe(false);
    });
  });

  describe("returns", () => {
    const request = (
      order: string,
      lines: [number, number][],
      intent: "preview" | "confirm" = "confirm",
      reasonCode: ReturnReason = "no_longer_needed",
    ) =>
      returnRequestSchema.parse({
        intent,
        order,
        reasonCode,
        reason: "Ordered too many for the room",
        lines: lines.map(([lineNo, quantity]) => ({ lineNo, quantity })),
      });

    it("prices a return at the order's prices less the 15% restocking fee, before and after confirming", async () => {
      const { returns } = services.account;
      const order = await companyOrder(buyer);
      expect((await returns.returnableOrders(buyer)).map((o) => o.number)).toContain(order);
      const [light, nutrient] = [await unitPrice(order, 1), await unitPrice(order, 2)];
      expect(light).toBeLessThanOrEqual(IL_Q1_CENTS);
      const preview = await returns.preview(buyer, request(order, [[2, 2]], "preview"));
      const tax = await taxOn(order, 2 * nutrient);
      expect(tax).toBeGreaterThan(0);
      expect(preview).toMatchObject({
        subtotalCents: 2 * nutrient,
        restockingFeeCents: Math.round(2 * nutrient * 0.15),
        taxCents: tax,
        refundCents: 2 * nutrient - Math.round(2 * nutrient * 0.15) + tax,
      });
      const saved = await returns.request(
        buyer,
        request(order, [
          [1, 1],
          [2, 1],
        ]),
      );
      expect(saved.subtotalCents).toBe(light + nutrient);
      const [listed] = await returns.forCompany(buyer);
      expect(listed).toMatchObject({ number: saved.number, orderNumber: order, status: "requested" });
      expect(listed.lines.map((l) => [l.sku, l.quantity])).toEqual([
        ["IL-Q1", 1],
        ["SPD-Q1", 1],
      ]);
      const [mail] = (await mails("return-update")).filter((m) => m.ref_id === saved.number);
      expect(mail).toMatchObject({
        to_address: buyer.email,
        subject: `Return ${saved.number} request received`,
      });
    });

    it("charges the 15% restocking fee only for the buyer's own reasons; damaged, wrong or defective items refund in full", async () => {
      const { returns } = services.account;
      const order = await companyOrder(buyer);
      const nutrient = await unitPrice(order, 2);
      const tax = await taxOn(order, nutrient);
      const priced = async (reasonCode: ReturnReason) =>
        returns.preview(buyer, request(order, [[2, 1]], "preview", reasonCode));
      for (const reasonCode of ["damaged_in_transit", "wrong_item", "defective"] as const)
        expect(await priced(reasonCode)).toMatchObject({
          reasonCode,
          restockingFeeCents: 0,
          refundCents: nutrient + tax,
        });
      for (const reasonCode of ["no_longer_needed", "other"] as const)
        expect(await priced(reasonCode)).toMatchObject({
          restockingFeeCents: Math.round(nutrient * 0.15),
          refundCents: nutrient - Math.round(nutrient * 0.15) + tax,
        });
      // A cracked lens: the saved return, its list row and its mail carry no fee.
      const saved = await returns.request(buyer, request(order, [[2, 1]], "confirm", "damaged_in_transit"));
      const listed = (await returns.forCompany(buyer)).find((r) => r.number === saved.number);
      expect(listed).toMatchObject({ reasonCode: "damaged_in_transit", restockingFeeCents: 0 });
      const [mail] = (await mails("return-update")).filter((m) => m.ref_id === saved.number);
      expect(mail.text_body).not.toContain("Restocking fee");
      expect(() =>
        returnRequestSchema.parse({ intent: "confirm", order, reason: "x", lines: [], reasonCode: "broken" }),
      ).toThrow(RETURN_REASON_CODE_MESSAGE);
    });

    it("a credit note gives back the tax charged on the returned lines, and never more than the order's tax", async () => {
      const { returns } = services.account;
      const order = await companyOrder(buyer);
      const { document, lines } = (await services.sales.documents.byNumber(order))!;
      expect(document.taxCents).toBeGreaterThan(0);
      // Every item back, in two returns: the two credits carry exactly the order's tax between them.
      const first = await returns.request(buyer, request(order, [[1, 1]], "confirm", "damaged_in_transit"));
      const rest = lines.map(
        (l) => [l.lineNo, l.lineNo === 1 ? l.quantity - 1 : l.quantity] as [number, number],
      );
      const second = await returns.request(buyer, request(order, rest, "confirm", "defective"));
      expect(first.subtotalCents + second.subtotalCents).toBe(document.subtotalCents);
      expect(first.taxCents + second.taxCents).toBe(document.taxCents);
      expect(first.refundCents).toBe(first.subtotalCents + first.taxCents);
      for (const { number } of [first, second]) {
        await returns.review({ intent: "approve", number }, staff);
        await returns.review({ intent: "receive", number }, staff);
      }
      const credits = await queryRows<{ amount_cents: string }>(
        database.db,
        sql`select amount_cents from credit_notes where order_id = ${document.id}`,
      );
      // What the company still owes on the order is its freight: goods and their tax are credited.
      expect(credits.reduce((sum, c) => sum + Number(c.amount_cents), 0)).toBe(
        document.totalCents - document.shippingCents,
      );
      const [mail] = (await mails("return-update")).filter((m) => m.ref_id === first.number);
      expect(mail.text_body).toContain("Tax on returned items");
    });

    it("mails sales a new return request and lists it on the overview until it is reviewed", async () => {
      const { returns } = services.account;
      const order = await companyOrder(buyer);
      const saved = await returns.request(buyer, request(order, [[1, 1]]));
      const [toSales] = (await mails("sales-notification")).filter((m) => m.ref_id === saved.number);
      expect(toSales).toMatchObject({
        to_address: services.env.SALES_EMAIL,
        subject: `Return ${saved.number} requested by Greenleaf Farms`,
      });
      expect(toSales.text_body).toContain("Ordered too many for the room");
      const waiting = async () =>
        (await services.backOffice.dashboard.overview(new Date())).pendingReturns.rows.map((r) => r.number);
      expect(await waiting()).toContain(saved.number);
      await returns.review({ intent: "approve", number: saved.number }, staff);
      expect(await waiting()).not.toContain(saved.number);
      // Only the request goes to sales; its later steps are the buyer's.
      expect((await mails("sales-notification")).filter((m) => m.ref_id === saved.number)).toHaveLength(1);
    });

    it("takes at most what was delivered less earlier returns; a rejected return gives its items back", async () => {
      const { returns } = services.account;
      const order = await companyOrder(buyer);
      await expect(returns.request(buyer, request(order, [[2, 3]]))).rejects.toBeInstanceOf(ValidationError);
      const first = await returns.request(buyer, request(order, [[2, 2]]));
      await expect(returns.request(buyer, request(order, [[2, 1]]))).rejects.toThrow("at most 0 of SPD-Q1");
      await expect(returns.request(buyer, request(order, [[2, 0]]))).rejects.toBeInstanceOf(ValidationError);
      await returns.review({ intent: "reject", number: first.number, reason: "Opened and used" }, staff);
      const left = await returns.returnableOrder(buyer, order);
      expect(left.lines.find((l) => l.lineNo === 2)).toMatchObject({ delivered: 2, returned: 0, left: 2 });
      await returns.request(buyer, request(order, [[2, 2]]));
    });

    it("refuses orders not delivered, and after the 15-day window", async () => {
      const { returns } = services.account;
      const shippedOnly = await companyOrder(buyer, { deliver: false });
      await expect(returns.request(buyer, request(shippedOnly, [[1, 1]]))).rejects.toBeInstanceOf(
        ValidationError,
      );
      const order = await companyOrder(buyer);
      const late = new Date(Date.now() + 16 * DAY_MS);
      await expect(returns.request(buyer, request(order, [[1, 1]]), late)).rejects.toThrow(
        RETURN_WINDOW_CLOSED_MESSAGE,
      );
      expect((await returns.returnableOrders(buyer, late)).map((o) => o.number)).not.toContain(order);
      const lastDay = new Date(Date.now() + 14 * DAY_MS);
      await expect(returns.request(buyer, request(order, [[1, 1]]), lastDay)).resolves.toMatchObject({
        subtotalCents: await unitPrice(order, 1),
      });
    });

    it("answers another company's order and returns as not found", async () => {
      const { returns } = services.account;
      const order = await companyOrder(buyer);
      await expect(returns.returnableOrder(rival, order)).rejects.toBeInstanceOf(NotFoundError);
      await expect(returns.request(rival, request(order, [[1, 1]]))).rejects.toBeInstanceOf(NotFoundError);
      expect(await returns.forCompany(rival)).toEqual([]);
    });

    it("a received return on a card order refunds its credit note's amount through the payments service, once", async () => {
      const refunds: { number: string; orderId: number; amountCents: number }[] = [];
      const returns = createReturnsService({
        db: database.db,
        emails: services.sales.emails,
        publicUrl: services.sales.emails.brand.publicUrl,
        refundCreditNote: async (creditNote) => refunds.push(creditNote),
      });
      const byCard = await companyOrder(buyer);
      await database.db.execute(
        sql`update sales_documents set payment_method = 'card' where number = ${byCard}`,
      );
      const onLink = await companyOrder(buyer);
      for (const order of [byCard, onLink]) {
        const { number } = await returns.request(buyer, request(order, [[1, 1]], "confirm", "defective"));
        await returns.review({ intent: "approve", number }, staff);
        await returns.review({ intent: "receive", number }, staff);
      }
      const [received] = (await returns.forStaff("received")).filter((r) => r.orderNumber === byCard);
      const { document } = (await services.sales.documents.byNumber(byCard))!;
      expect(refunds).toEqual([
        {
          number: `CN-${received.number.replace(/^R-/, "")}`,
          orderId: document.id,
          amountCents: received.refundCents,
        },
      ]);
      expect(received.refundCents).toBeGreaterThan(0);
    });

    it("lets staff approve then receive, or reject with a reason; each step audited and mailed", async () => {
      const { returns } = services.account;
      const order = await companyOrder(buyer);
      const { number } = await returns.request(buyer, request(order, [[1, 1]]));
      await expect(returns.review({ intent: "receive", number }, staff)).rejects.toBeInstanceOf(
        ConflictError,
      );
      await returns.review({ intent: "approve", number }, staff);
      await expect(
        returns.review({ intent: "reject", number, reason: "Late" }, staff),
      ).rejects.toBeInstanceOf(ConflictError);
      await returns.review({ intent: "receive", number }, staff);
      expect((await returns.forStaff("received")).map((r) => r.number)).toContain(number);
      const subjects = (await mails("return-update"))
        .filter((m) => m.ref_id === number)
        .map((m) => m.subject);
      expect(subjects).toEqual([
        `Return ${number} request received`,
        `Return ${number} approved`,
        `Return ${number} items received`,
      ]);
      const audited = await queryRows<{ action: string; actor_email: string }>(
        database.db,
        sql`select action, actor_email from staff_audit_log where subject_id = ${number} order by id`,
      );
      expect(audited).toEqual([
        { action: "return.approve", actor_email: staff.email },
        { action: "return.receive", actor_email: staff.email },
      ]);
      await expect(
        returns.review({ intent: "approve", number: "R-NOPE00000" }, staff),
      ).rejects.toBeInstanceOf(NotFoundError);
    });
  });
});
