import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  sql,
  sum,
} from "drizzle-orm";
import { isoDay } from "../../core/fulfilment.ts";
import { CLAIM_DUE_DAYS, overdueReason } from "../../core/grower/rebate-projects.ts";
import { dayPlus } from "../../core/payment-terms.ts";
import { STAFF_TIME_ZONE } from "../../core/staff-time-zone.ts";
import { result, selectRows, type Db } from "../db/client.ts";
import { companies } from "../db/schema/companies.ts";
import { invoices } from "../db/schema/billing.ts";
import { commercialApplications } from "../db/schema/companies.ts";
import { rebateProjects } from "../db/schema/rebates.ts";
import { returnRequests } from "../db/schema/returns.ts";
import { salesDocuments } from "../db/schema/sales.ts";

/** The site promises a reply to a quote request within 24 hours. */
export const QUOTE_REPLY_HOURS = 24;
/** An order not shipped this long after it was placed needs someone. */
export const SHIP_WITHIN_HOURS = 48;
export const CHART_DAYS = 30;
/** Rows shown per 'needs someone' list (its count says how many there are in all). */
const ATTENTION_ROWS = 10;
const HOUR_MS = 3_600_000;

export interface PeriodFigures {
  quotes: number;
  orders: number;
  applications: number;
  /** Orders' totals, canceled ones left out. */
  revenueCents: number;
}

export interface ChartDay {
  /** 'YYYY-MM-DD' in the staff time zone. */
  day: string;
  orders: number;
  quoteValueCents: number;
}

const NOT_SHIPPED = ["pending", "paid", "processing"] as const;

/**
 * The back office's overview: today's and this week's figures (staff time zone), orders
 * and quote value per day over 30 days, and what needs someone. Every statement reads a range of an
 * index: sales_documents (kind, created_at) or (kind, status, created_at), the applications' own, and
 * the unpaid invoices' (due_on), the rebate projects' (stage, stage_since).
 */
export function createDashboard(db: Db, { rebateExpiryWarningDays }: { rebateExpiryWarningDays: number }) {
  /** Midnight today, this week's Monday and the chart's first day, in the staff time zone, as instants. */
  async function bounds(now: Date) {
    const local = sql`(${now.toISOString()}::timestamptz at time zone ${STAFF_TIME_ZONE})`;
    const [row] = await selectRows(
      db,
      { today: result.text(), week: result.text(), chart: result.text() },
      sql`select to_json(date_trunc('day', ${local}) at time zone ${STAFF_TIME_ZONE}) #>> '{}' as today,
                 to_json(date_trunc('week', ${local}) at time zone ${STAFF_TIME_ZONE}) #>> '{}' as week,
                 to_json((date_trunc('day', ${local}) - ${CHART_DAYS - 1} * interval '1 day')
                   at time zone ${STAFF_TIME_ZONE}) #>> '{}' as chart`,
    );
    return row;
  }

  async function figures(since: string): Promise<PeriodFigures> {
    const from = (kind: "quote" | "order") =>
      and(eq(salesDocuments.kind, kind), gte(salesDocuments.createdAt, since));
    const [[quotes], [orders], [applications]] = await Promise.all([
      db.select({ n: count() }).from(salesDocuments).where(from("quote")),
      db
        .select({
          n: count(),
          cents: sum(
            sql`case when ${salesDocuments.status} <> 'canceled' then ${salesDocuments.totalCents} end`,
          ),
        })
        .from(salesDocuments)
        .where(from("order")),
      db
        .select({ n: count() })
        .from(commercialApplications)
        .where(gte(commercialApplications.createdAt, since)),
    ]);
    return {
      quotes: quotes.n,
      orders: orders.n,
      applications: applications.n,
      revenueCents: Number(orders.cents ?? 0),
    };
  }

  async function chart(since: string, days: string[]): Promise<ChartDay[]> {
    const rows = await selectRows(
      db,
      { day: result.text(), kind: salesDocuments.kind, n: result.int, cents: result.float },
      sql`select to_char(created_at at time zone ${STAFF_TIME_ZONE}, 'YYYY-MM-DD') as day, kind,
                 count(*)::int as n, coalesce(sum(total_cents), 0)::float8 as cents
          from sales_documents
          where kind in ('quote', 'order') and created_at >= ${since}
          group by 1, 2`,
    );
    return days.map((day) => ({
      day,
      orders: rows.find((r) => r.day === day && r.kind === "order")?.n ?? 0,
      quoteValueCents: rows.find((r) => r.day === day && r.kind === "quote")?.cents ?? 0,
    }));
  }

  const documentRow = {
    number: salesDocuments.number,
    status: salesDocuments.status,
    createdAt: salesDocuments.createdAt,
    email: salesDocuments.email,
    companyName: salesDocuments.companyName,
    totalCents: salesDocuments.totalCents,
  };

  /** Oldest first: the longest waiting at the top. */
  async function waiting(kind: "quote" | "order", statuses: readonly string[], before: Date) {
    const where = and(
      eq(salesDocuments.kind, kind),
      inArray(salesDocuments.status, statuses as never[]),
      lt(salesDocuments.createdAt, before.toISOString()),
    );
    const [rows, [{ n }]] = await Promise.all([
      db
        .select(documentRow)
        .from(salesDocuments)
        .where(where)
        .orderBy(asc(salesDocuments.createdAt))
        .limit(ATTENTION_ROWS),
      db.select({ n: count() }).from(salesDocuments).where(where),
    ]);
    return { rows, total: n };
  }

  async function pendingApplications() {
    const where = eq(commercialApplications.status, "pending");
    const [rows, [{ n }]] = await Promise.all([
      db
        .select({
          id: commercialApplications.id,
          companyName: commercialApplications.companyName,
          workEmail: commercialApplications.workEmail,
          createdAt: commercialApplications.createdAt,
        })
        .from(commercialApplications)
        .where(where)
        .orderBy(asc(commercialApplications.createdAt))
        .limit(ATTENTION_ROWS),
      db.select({ n: count() }).from(commercialApplications).where(where),
    ]);
    return { rows, total: n };
  }

  /** Returns the buyers asked for that no one has approved or rejected yet, the oldest first. */
  async function pendingReturns() {
    const where = eq(returnRequests.status, "requested");
    const [rows, [{ n }]] = await Promise.all([
      db
        .select({
          number: returnRequests.number,
          orderNumber: salesDocuments.number,
          companyName: companies.name,
          refundCents: returnRequests.refundCents,
          createdAt: returnRequests.createdAt,
        })
        .from(returnRequests)
        .innerJoin(salesDocuments, eq(salesDocuments.id, returnRequests.orderId))
        .innerJoin(companies, eq(companies.id, returnRequests.companyId))
        .where(where)
        .orderBy(asc(returnRequests.createdAt), asc(returnRequests.id))
        .limit(ATTENTION_ROWS),
      db.select({ n: count() }).from(returnRequests).where(where),
    ]);
    return { rows, total: n };
  }

  /** Unpaid invoices past their due day (UTC days, as invoices are dated), the longest overdue first. */
  async function overdueInvoices(today: string) {
    const where = and(isNull(invoices.paidAt), lt(invoices.dueOn, today));
    const [rows, [{ n }]] = await Promise.all([
      db
        .select({
          invoiceNumber: invoices.number,
          orderNumber: salesDocuments.number,
          dueOn: invoices.dueOn,
          companyName: companies.name,
          totalCents: invoices.totalCents,
        })
        .from(invoices)
        .innerJoin(salesDocuments, eq(salesDocuments.id, invoices.documentId))
        .innerJoin(companies, eq(companies.id, invoices.companyId))
        .where(where)
        .orderBy(asc(invoices.dueOn), asc(invoices.id))
        .limit(ATTENTION_ROWS),
      db.select({ n: count() }).from(invoices).where(where),
    ]);
    return { rows, total: n };
  }

  /** Priced quotes a net 30 buyer tried to accept beyond the company's credit left, the latest first. */
  async function refusedForCredit() {
    const where = and(
      eq(salesDocuments.kind, "quote"),
      inArray(salesDocuments.status, ["priced", "revised"]),
      isNotNull(salesDocuments.creditRefusedAt),
    );
    const [rows, [{ n }]] = await Promise.all([
      db
        .select({ ...documentRow, refusedAt: salesDocuments.creditRefusedAt })
        .from(salesDocuments)
        .where(where)
        .orderBy(desc(salesDocuments.creditRefusedAt))
        .limit(ATTENTION_ROWS),
      db.select({ n: count() }).from(salesDocuments).where(where),
    ]);
    return { rows, total: n };
  }

  /**
   * Rebate projects with a step overdue (ADR 0330): a pre-approval expiring within the warning days or
   * expired while not ordered, a claim not filed CLAIM_DUE_DAYS after installation; the longest in stage first.
   */
  async function overdueRebates(now: Date) {
    const claimDueBefore = new Date(now.getTime() - CLAIM_DUE_DAYS * 86_400_000).toISOString();
    const where = or(
      and(
        eq(rebateProjects.stage, "pre_approved"),
        lte(rebateProjects.preApprovalExpiresOn, dayPlus(isoDay(now), rebateExpiryWarningDays)),
      ),
      and(eq(rebateProjects.stage, "installed"), lt(rebateProjects.stageSince, claimDueBefore)),
    );
    const [rows, [{ n }]] = await Promise.all([
      db
        .select({
          id: rebateProjects.id,
          site: rebateProjects.site,
          utilityName: rebateProjects.utilityName,
          stage: rebateProjects.stage,
          stageSince: rebateProjects.stageSince,
          preApprovalExpiresOn: rebateProjects.preApprovalExpiresOn,
          companyName: companies.name,
        })
        .from(rebateProjects)
        .innerJoin(companies, eq(companies.id, rebateProjects.companyId))
        .where(where)
        .orderBy(asc(rebateProjects.stageSince), asc(rebateProjects.id))
        .limit(ATTENTION_ROWS),
      db.select({ n: count() }).from(rebateProjects).where(where),
    ]);
    const at = now.toISOString();
    return {
      rows: rows.map((r) => ({ ...r, reason: overdueReason(r, at, rebateExpiryWarningDays) ?? "" })),
      total: n,
    };
  }

  return {
    async overview(now: Date) {
      const { today, week, chart: chartStart } = await bounds(now);
      const days = Array.from({ length: CHART_DAYS }, (_, i) =>
        new Date(Date.parse(`${chartStart.slice(0, 10)}T12:00:00Z`) + i * 86_400_000)
          .toISOString()
          .slice(0, 10),
      );
      const [
        todayFigures,
        weekFigures,
        perDay,
        quotes,
        orders,
        applications,
        overdue,
        refused,
        returns,
        rebates,
      ] = await Promise.all([
        figures(today),
        figures(week),
        chart(chartStart, days),
        waiting("quote", ["pending"], new Date(now.getTime() - QUOTE_REPLY_HOURS * HOUR_MS)),
        waiting("order", NOT_SHIPPED, new Date(now.getTime() - SHIP_WITHIN_HOURS * HOUR_MS)),
        pendingApplications(),
        overdueInvoices(isoDay(now)),
        refusedForCredit(),
        pendingReturns(),
        overdueRebates(now),
      ]);
      return {
        today: todayFigures,
        week: weekFigures,
        chart: perDay,
        unansweredQuotes: quotes,
        unshippedOrders: orders,
        pendingApplications: applications,
        overdueInvoices: overdue,
        quotesRefusedForCredit: refused,
        pendingReturns: returns,
        overdueRebates: rebates,
      };
    },
  };
}

export type Dashboard = ReturnType<typeof createDashboard>;
export type DashboardOverview = Awaited<ReturnType<Dashboard["overview"]>>;
