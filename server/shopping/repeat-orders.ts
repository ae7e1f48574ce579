import { and, asc, count, desc, eq, isNull, lte, sql } from "drizzle-orm";
import type { PricedCartLine } from "../../core/cart-pricing.ts";
import { formatMoney, isPricedOnRequest } from "../../core/money.ts";
import { checkoutSchema, type CheckoutRequest } from "../../core/order-request.ts";
import {
  addDays,
  dayOf,
  draftDayOf,
  isStartDay,
  nextRunAfter,
  REPEAT_NO_ADDRESS_MESSAGE,
  REPEAT_NO_DRAFT_MESSAGE,
  REPEAT_NOT_CONFIRMABLE_MESSAGE,
  REPEAT_NOTHING_SOLD_MESSAGE,
  REPEAT_SCHEDULES_PER_LIST,
  REPEAT_START_MESSAGE,
  REPEAT_STOPPED_MESSAGE,
  REPEAT_TOO_MANY_MESSAGE,
  repeatRhythm,
  type RepeatRunStatus,
  type RepeatScheduleInput,
} from "../../core/repeat-orders.ts";
import type { BuyerDetails } from "../../core/buyer-details.ts";
import type { BuyerViewer } from "../../core/viewer.ts";
import { audit } from "../audit/audit-log.ts";
import type { Db } from "../db/client.ts";
import { companies, companyMembers } from "../db/schema/companies.ts";
import { users } from "../db/schema/identity.ts";
import { orderListLines, orderLists } from "../db/schema/shopping.ts";
import { repeatRuns, repeatSchedules } from "../db/schema/repeat-orders.ts";
import type { EmailService } from "../email/email-service.ts";
import { enqueueEmails } from "../email/outbox.ts";
import { ConflictError, DomainError, NotFoundError, ValidationError } from "../errors.ts";
import type { CreateOrderResult } from "../sales/order-service.ts";

type ScheduleRow = typeof repeatSchedules.$inferSelect;

export interface RepeatOrdersDeps {
  db: Db;
  emails: EmailService;
  publicUrl: string;
  /** The server's clock (tests and browser journeys move it, ADR 0100). */
  now(): Date;
  /** Lines at the viewer's company prices today: the one pricing (services.sales.priceLines). */
  priceLines(
    lines: readonly { sku: string; quantity: number }[],
    viewer: BuyerViewer,
  ): Promise<PricedCartLine[]>;
  /** What checkout starts with for the buyer: name, phone, the company's default address. */
  details(viewer: BuyerViewer): Promise<BuyerDetails>;
  /** Places an order like checkout does, under the approval rules (services.sales.orders.create). */
  placeOrder(
    request: CheckoutRequest,
    idempotencyKey: string,
    viewer: BuyerViewer,
  ): Promise<CreateOrderResult>;
}

/** A schedule's draft: the list's lines at the day's company prices, and those no longer sold. */
export interface RepeatDraft {
  lines: { sku: string; name: string; quantity: number; unitPriceCents: number }[];
  leftOut: string[];
  subtotalCents: number;
}

/** How long a run may say 'placing' before the next pass takes it to have been left by a stopped instance. */
const STALE_PLACING_MS = 10 * 60_000;

const schedulePath = (id: number) => `/commercial-view/repeat-orders/${id}`;

/**
 * Repeat orders (ADR 0300): a shared order list ordered every N weeks. The background job drafts each
 * run `notice_days` before its day (the buyer is mailed the draft at that day's prices) and, on the day,
 * places it when the buyer chose automatic placing, or lets it lapse unconfirmed. One row per schedule
 * and run date, claimed by a conditional update, and the order's idempotency key, keep two instances
 * from drafting or placing a run twice.
 */
export function createRepeatOrders(deps: RepeatOrdersDeps) {
  const { db, emails, publicUrl } = deps;
  const today = () => dayOf(deps.now());

  async function scheduleOf(viewer: BuyerViewer, id: number, tx: Db = db): Promise<ScheduleRow> {
    const [row] = await tx
      .select()
      .from(repeatSchedules)
      .where(and(eq(repeatSchedules.id, id), eq(repeatSchedules.companyId, viewer.companyId)));
    if (!row) throw new NotFoundError("No such repeat order.");
    return row;
  }

  /** The schedule's buyer as the pricing and the order see them; null when no longer an active member. */
  async function buyerOf(schedule: ScheduleRow, tx: Db = db): Promise<BuyerViewer | null> {
    const [row] = await tx
      .select({
        userId: users.id,
        email: users.email,
        name: users.name,
        companyId: companies.id,
        companyName: companies.name,
        companyRole: companyMembers.role,
      })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .innerJoin(companies, eq(companies.id, companyMembers.companyId))
      .where(
        and(
          eq(companyMembers.userId, schedule.buyerId),
          eq(companyMembers.companyId, schedule.companyId),
          eq(companies.status, "active"),
        ),
      );
    return row ? { kind: "buyer", ...row } : null;
  }

  async function draftOf(schedule: ScheduleRow, viewer: BuyerViewer): Promise<RepeatDraft> {
    const listed = await db
      .select({ sku: orderListLines.sku, quantity: orderListLines.quantity })
      .from(orderListLines)
      .where(eq(orderListLines.listId, schedule.listId))
      .orderBy(asc(orderListLines.addedAt), asc(orderListLines.sku));
    const priced = await deps.priceLines(listed, viewer);
    const sold = priced.filter((l) => l.available && !isPricedOnRequest(l.unitPriceCents));
    const lines = sold.map((l) => ({
      sku: l.sku,
      name: l.name,
      quantity: l.quantity,
      unitPriceCents: l.unitPriceCents ?? 0,
    }));
    const soldSkus = new Set(lines.map((l) => l.sku));
    return {
      lines,
      leftOut: listed.filter((l) => !soldSkus.has(l.sku)).map((l) => l.sku),
      subtotalCents: lines.reduce((n, l) => n + l.unitPriceCents * l.quantity, 0),
    };
  }

  const listNameOf = async (tx: Db, listId: number) =>
    (await tx.select({ name: orderLists.name }).from(orderLists).where(eq(orderLists.id, listId)))[0]?.name ??
    "";

  /** The draft mail of a run: the lines at today's prices, what is left out, and how it is placed. */
  async function draftMail(schedule: ScheduleRow, buyer: BuyerViewer, draft: RepeatDraft, listName: string) {
    const runOn = schedule.nextRunOn;
    const url = `${publicUrl}${schedulePath(schedule.id)}?${new URLSearchParams({ run: runOn })}`;
    const mail = await emails.render("form-confirmation", {
      subject: `Repeat order "${listName}" for ${runOn}: your draft`,
      heading: `Your repeat order "${listName}" for ${runOn}`,
      paragraphs: [
        `${repeatRhythm(schedule.everyWeeks)} your company orders the list "${listName}". The next order, at today's prices for ${buyer.companyName}:`,
        ...draft.lines.map(
          (l) => `${l.quantity} × ${l.name} (${l.sku}) at ${formatMoney(l.unitPriceCents)} each`,
        ),
        `Subtotal ${formatMoney(draft.subtotalCents)}, before freight and tax.`,
        ...(draft.leftOut.length
          ? [`No longer sold, left out of the order: ${draft.leftOut.join(", ")}.`]
          : []),
        schedule.autoPlace
          ? `It is placed on ${runOn} at that day's prices unless you skip it. An order above your limits waits for your approvers.`
          : `Confirm it by ${runOn} to place it; unconfirmed, this run is left out. You can also skip it or stop the repeat order.`,
      ],
      action: { label: schedule.autoPlace ? "View or skip" : "Confirm the order", href: url },
    });
    return { ...mail, to: buyer.email, refType: "repeat_order", refId: String(schedule.id) };
  }

  /** Settles the schedule's current run: the next run moves on by its rhythm. */
  const advance = (tx: Db, schedule: ScheduleRow) =>
    tx
      .update(repeatSchedules)
      .set({ nextRunOn: nextRunAfter(schedule.nextRunOn, schedule.everyWeeks) })
      .where(and(eq(repeatSchedules.id, schedule.id), eq(repeatSchedules.nextRunOn, schedule.nextRunOn)));

  const setRun = (
    tx: Db,
    scheduleId: number,
    runOn: string,
    fields: Partial<typeof repeatRuns.$inferInsert>,
  ) =>
    tx
      .update(repeatRuns)
      .set({ ...fields, updatedAt: deps.now().toISOString() })
      .where(and(eq(repeatRuns.scheduleId, scheduleId), eq(repeatRuns.runOn, runOn)));

  /** Locks the schedule row (others pass it by), or null when another instance holds it or it is gone. */
  async function lockSchedule(tx: Db, id: number, skipLocked: boolean): Promise<ScheduleRow | null> {
    const query = tx.select().from(repeatSchedules).where(eq(repeatSchedules.id, id));
    const [row] = await (skipLocked ? query.for("update", { skipLocked: true }) : query.for("update"));
    return row ?? null;
  }

  async function runOf(tx: Db, scheduleId: number, runOn: string) {
    const [run] = await tx
      .select()
      .from(repeatRuns)
      .where(and(eq(repeatRuns.scheduleId, scheduleId), eq(repeatRuns.runOn, runOn)));
    return run ?? null;
  }

  /**
   * Places a claimed run (its row says 'placing') as `viewer`: the list's sold lines at the day's prices,
   * to the company's default address, under the approval rules. The idempotency key is the schedule and
   * run date, so a retry after a crash finds the same order. A refusal is kept on the run and mailed.
   */
  async function place(schedule: ScheduleRow, runOn: string, viewer: BuyerViewer) {
    const draft = await draftOf(schedule, viewer);
    const listName = await listNameOf(db, schedule.listId);
    try {
      if (draft.lines.length === 0) throw new ValidationError(REPEAT_NOTHING_SOLD_MESSAGE);
      const details = await deps.details(viewer);
      if (!details.address) throw new ValidationError(REPEAT_NO_ADDRESS_MESSAGE);
      const request = checkoutSchema.parse({
        contact: { email: viewer.email, phone: details.phone || "Not given" },
        shipping: {
          firstName: details.firstName || viewer.name,
          lastName: details.lastName || "-",
          ...details.address,
        },
        paymentMethod: schedule.payOnAccount ? "account" : "card",
        jobName: `Repeat order: ${listName}`.slice(0, 120),
        acceptTerms: true,
        items: draft.lines.map((l) => ({ sku: l.sku, quantity: l.quantity })),
      });
      const { order } = await deps.placeOrder(request, `repeat:${schedule.id}:${runOn}`, viewer);
      await setRun(db, schedule.id, runOn, {
        status: "placed",
        orderNumber: order.orderNumber,
        leftOut: draft.leftOut.join(","),
      });
      return { status: "placed" as const, orderNumber: order.orderNumber, leftOut: draft.leftOut };
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      const mail = await emails.render("form-confirmation", {
        subject: `Repeat order "${listName}" for ${runOn} was not placed`,
        heading: `Repeat order "${listName}" was not placed`,
        paragraphs: [
          error.message,
          "Change the list or your details, then confirm again or order it from the list.",
        ],
        action: { label: "View the repeat order", href: `${publicUrl}${schedulePath(schedule.id)}` },
      });
      await db.transaction(async (tx) => {
        await setRun(tx, schedule.id, runOn, { status: "failed", note: error.message.slice(0, 500) });
        await enqueueEmails(tx, [
          { ...mail, to: viewer.email, refType: "repeat_order", refId: String(schedule.id) },
        ]);
      });
      return { status: "failed" as const, message: error.message };
    }
  }

  /** Claims a drafted (or crashed while placing) run for this instance; false when another has it. */
  async function claim(tx: Db, scheduleId: number, runOn: string, from: RepeatRunStatus[]) {
    const run = await runOf(tx, scheduleId, runOn);
    if (!run || !from.includes(run.status)) return false;
    await setRun(tx, scheduleId, runOn, { status: "placing" });
    return true;
  }

  return {
    /**
     * A company's repeat orders (stopped ones last), with their list's name: its members' page, and
     * staff on the company screen.
     */
    async list(companyId: string) {
      return db
        .select({
          id: repeatSchedules.id,
          listId: repeatSchedules.listId,
          listName: orderLists.name,
          everyWeeks: repeatSchedules.everyWeeks,
          nextRunOn: repeatSchedules.nextRunOn,
          autoPlace: repeatSchedules.autoPlace,
          stopped: sql<boolean>`${repeatSchedules.stoppedAt} is not null`,
          buyerName: users.name,
        })
        .from(repeatSchedules)
        .innerJoin(orderLists, eq(orderLists.id, repeatSchedules.listId))
        .innerJoin(users, eq(users.id, repeatSchedules.buyerId))
        .where(eq(repeatSchedules.companyId, companyId))
        .orderBy(asc(repeatSchedules.stoppedAt), asc(repeatSchedules.nextRunOn), asc(repeatSchedules.id));
    },

    /** A new schedule on one of the company's lists, made by (and placed as) the viewer. Audited. */
    async create(viewer: BuyerViewer, listId: number, input: RepeatScheduleInput): Promise<number> {
      if (!isStartDay(input.startsOn, today()))
        throw new ValidationError(REPEAT_START_MESSAGE, { startsOn: REPEAT_START_MESSAGE });
      return db.transaction(async (tx) => {
        const [list] = await tx
          .select({ id: orderLists.id })
          .from(orderLists)
          .where(and(eq(orderLists.id, listId), eq(orderLists.companyId, viewer.companyId)))
          .for("update");
        if (!list) throw new NotFoundError("No such order list.");
        const [{ n }] = await tx
          .select({ n: count() })
          .from(repeatSchedules)
          .where(and(eq(repeatSchedules.listId, listId), isNull(repeatSchedules.stoppedAt)));
        if (n >= REPEAT_SCHEDULES_PER_LIST) throw new ConflictError(REPEAT_TOO_MANY_MESSAGE);
        const [row] = await tx
          .insert(repeatSchedules)
          .values({
            companyId: viewer.companyId,
            listId,
            buyerId: viewer.userId,
            everyWeeks: input.everyWeeks,
            noticeDays: input.noticeDays,
            autoPlace: input.autoPlace,
            payOnAccount: input.payOnAccount,
            nextRunOn: input.startsOn,
          })
          .returning({ id: repeatSchedules.id });
        await audit.record(tx, {
          actor: viewer,
          action: "repeat_order.create",
          subject: { type: "company", id: viewer.companyId },
          after: { scheduleId: row.id, listId, ...input },
        });
        return row.id;
      });
    },

    /** One schedule with its runs (newest first) and, when it is running, the next run's draft today. */
    async show(viewer: BuyerViewer, id: number) {
      const schedule = await scheduleOf(viewer, id);
      const runs = await db
        .select()
        .from(repeatRuns)
        .where(eq(repeatRuns.scheduleId, id))
        .orderBy(desc(repeatRuns.runOn))
        .limit(20);
      const next = runs.find((r) => r.runOn === schedule.nextRunOn) ?? null;
      return {
        schedule: { ...schedule, stopped: schedule.stoppedAt !== null },
        listName: await listNameOf(db, schedule.listId),
        today: today(),
        draftDay: draftDayOf(schedule.nextRunOn, schedule.noticeDays),
        next,
        draft: schedule.stoppedAt ? null : await draftOf(schedule, viewer),
        runs,
      };
    },

    /**
     * The buyer confirms the run on `runOn` (the mail's link): placed now at today's prices as the
     * viewer, under the approval rules. Only a drafted run before or on its day; another company's: 404.
     */
    async confirm(viewer: BuyerViewer, id: number, runOn: string) {
      const schedule = await scheduleOf(viewer, id);
      if (schedule.stoppedAt) throw new ConflictError(REPEAT_STOPPED_MESSAGE);
      const claimed = await db.transaction(async (tx) => {
        const locked = await lockSchedule(tx, id, false);
        if (!locked || locked.nextRunOn !== runOn || runOn < today()) return "late";
        const run = await runOf(tx, id, runOn);
        if (!run) return "early";
        return (await claim(tx, id, runOn, ["drafted"])) ? "claimed" : "late";
      });
      if (claimed === "early") throw new ConflictError(REPEAT_NO_DRAFT_MESSAGE);
      if (claimed === "late") throw new ConflictError(REPEAT_NOT_CONFIRMABLE_MESSAGE);
      const outcome = await place(schedule, runOn, viewer);
      await db.transaction(async (tx) => {
        const locked = await lockSchedule(tx, id, false);
        if (locked) await advance(tx, locked);
        await audit.record(tx, {
          actor: viewer,
          action: "repeat_order.confirm",
          subject: { type: "company", id: viewer.companyId },
          after: { scheduleId: id, runOn, ...outcome },
        });
      });
      return outcome;
    },

    /** Skips the next run (drafted or not yet): the schedule moves to the one after. Audited. */
    async skip(viewer: BuyerViewer, id: number) {
      return db.transaction(async (tx) => {
        await scheduleOf(viewer, id, tx);
        const locked = await lockSchedule(tx, id, false);
        if (!locked) throw new NotFoundError("No such repeat order.");
        if (locked.stoppedAt) throw new ConflictError(REPEAT_STOPPED_MESSAGE);
        const run = await runOf(tx, id, locked.nextRunOn);
        if (run && run.status !== "drafted") throw new ConflictError(REPEAT_NOT_CONFIRMABLE_MESSAGE);
        if (run) await setRun(tx, id, locked.nextRunOn, { status: "skipped" });
        else
          await tx.insert(repeatRuns).values({ scheduleId: id, runOn: locked.nextRunOn, status: "skipped" });
        await advance(tx, locked);
        await audit.record(tx, {
          actor: viewer,
          action: "repeat_order.skip",
          subject: { type: "company", id: viewer.companyId },
          after: { scheduleId: id, runOn: locked.nextRunOn },
        });
        return { skipped: locked.nextRunOn, next: nextRunAfter(locked.nextRunOn, locked.everyWeeks) };
      });
    },

    /**
     * Changes a running schedule: its rhythm, notice, placing and payment, and the day of its next run
     * (from tomorrow on). A draft already mailed for a run that moves is skipped; a run being placed
     * cannot move. Applies from the next run; audited.
     */
    async change(viewer: BuyerViewer, id: number, input: RepeatScheduleInput) {
      if (!isStartDay(input.startsOn, today()))
        throw new ValidationError(REPEAT_START_MESSAGE, { startsOn: REPEAT_START_MESSAGE });
      await db.transaction(async (tx) => {
        await scheduleOf(viewer, id, tx);
        const locked = await lockSchedule(tx, id, false);
        if (!locked) throw new NotFoundError("No such repeat order.");
        if (locked.stoppedAt) throw new ConflictError(REPEAT_STOPPED_MESSAGE);
        if (input.startsOn !== locked.nextRunOn) {
          const run = await runOf(tx, id, locked.nextRunOn);
          if (run && run.status !== "drafted") throw new ConflictError(REPEAT_NOT_CONFIRMABLE_MESSAGE);
          if (run) await setRun(tx, id, locked.nextRunOn, { status: "skipped" });
        }
        const { startsOn, ...rest } = input;
        await tx
          .update(repeatSchedules)
          .set({ ...rest, nextRunOn: startsOn })
          .where(eq(repeatSchedules.id, id));
        await audit.record(tx, {
          actor: viewer,
          action: "repeat_order.change",
          subject: { type: "company", id: viewer.companyId },
          before: {
            scheduleId: id,
            everyWeeks: locked.everyWeeks,
            nextRunOn: locked.nextRunOn,
            noticeDays: locked.noticeDays,
            autoPlace: locked.autoPlace,
            payOnAccount: locked.payOnAccount,
          },
          after: { scheduleId: id, ...rest, nextRunOn: startsOn },
        });
      });
    },

    /** Stops the schedule for good (a drafted run is not placed). Audited. */
    async stop(viewer: BuyerViewer, id: number) {
      await db.transaction(async (tx) => {
        await scheduleOf(viewer, id, tx);
        await tx
          .update(repeatSchedules)
          .set({ stoppedAt: sql`coalesce(${repeatSchedules.stoppedAt}, now())` })
          .where(eq(repeatSchedules.id, id));
        await audit.record(tx, {
          actor: viewer,
          action: "repeat_order.stop",
          subject: { type: "company", id: viewer.companyId },
          after: { scheduleId: id },
        });
      });
    },

    /**
     * The background pass at the server's day: drafts (and mails) every run whose notice day has come,
     * then settles every run whose day has come: placed when automatic, else lapsed. Schedules another
     * instance holds are passed by; the run rows and claims keep anything from happening twice.
     */
    async runDue(): Promise<{ drafted: number; placed: number; lapsed: number }> {
      const day = today();
      const counts = { drafted: 0, placed: 0, lapsed: 0 };
      // Only schedules whose draft day may have come: the latest notice is REPEAT_NOTICE_DAYS_MAX.
      const due = await db
        .select({ id: repeatSchedules.id })
        .from(repeatSchedules)
        .where(and(isNull(repeatSchedules.stoppedAt), lte(repeatSchedules.nextRunOn, addDays(day, 14))))
        .orderBy(asc(repeatSchedules.nextRunOn))
        .limit(500);
      for (const { id } of due) {
        // Priced and rendered before the transaction (the pricing reads with its own connection).
        const [seen] = await db.select().from(repeatSchedules).where(eq(repeatSchedules.id, id));
        if (!seen || seen.stoppedAt || draftDayOf(seen.nextRunOn, seen.noticeDays) > day) continue;
        const buyer = await buyerOf(seen);
        const drafted = buyer && !(await runOf(db, id, seen.nextRunOn)) ? await draftOf(seen, buyer) : null;
        const mail =
          buyer && drafted ? await draftMail(seen, buyer, drafted, await listNameOf(db, seen.listId)) : null;
        const toPlace = await db.transaction(async (tx) => {
          const schedule = await lockSchedule(tx, id, true);
          // Held by another instance, stopped or moved on since it was read: the next pass looks again.
          if (!schedule || schedule.stoppedAt || schedule.nextRunOn !== seen.nextRunOn) return null;
          const runOn = schedule.nextRunOn;
          let run = await runOf(tx, id, runOn);
          if (!run && buyer && drafted && mail) {
            const [inserted] = await tx
              .insert(repeatRuns)
              .values({ scheduleId: id, runOn, status: "drafted", leftOut: drafted.leftOut.join(",") })
              .onConflictDoNothing()
              .returning();
            if (inserted) {
              await enqueueEmails(tx, [mail]);
              counts.drafted++;
              run = inserted;
            }
          }
          if (runOn > day) return null;
          // The run's day: placed when the buyer chose so, else it lapses unconfirmed. A run left
          // 'placing' by an instance that stopped mid-way is placed again (its idempotency key finds
          // the order if it was made).
          const stale =
            run?.status === "placing" && Date.parse(run.updatedAt) < deps.now().getTime() - STALE_PLACING_MS;
          if (run && buyer && ((schedule.autoPlace && run.status === "drafted") || stale)) {
            await setRun(tx, id, runOn, { status: "placing" });
            return { schedule, runOn, buyer };
          }
          if (!run) {
            await tx
              .insert(repeatRuns)
              .values({ scheduleId: id, runOn, status: "lapsed", note: "The buyer is no longer a member." })
              .onConflictDoNothing();
          } else if (run.status === "drafted") {
            await setRun(tx, id, runOn, { status: "lapsed" });
            counts.lapsed++;
          } else if (run.status === "placing") {
            return null;
          }
          await advance(tx, schedule);
          return null;
        });
        if (!toPlace) continue;
        const outcome = await place(toPlace.schedule, toPlace.runOn, toPlace.buyer);
        if (outcome.status === "placed") counts.placed++;
        await db.transaction(async (tx) => {
          const locked = await lockSchedule(tx, id, false);
          if (locked && locked.nextRunOn === toPlace.runOn) await advance(tx, locked);
        });
      }
      return counts;
    },
  };
}

export type RepeatOrders = ReturnType<typeof createRepeatOrders>;
