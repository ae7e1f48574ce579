import { and, asc, count, desc, eq, ilike, inArray, isNotNull, or, sql, type SQL } from "drizzle-orm";
import {
  fulfillmentOf,
  type DocumentListParams,
  type DocumentSort,
  type QuotationRow,
} from "../../core/company-documents.ts";
import type { DocumentKind } from "../../core/document-status.ts";
import {
  TRACKING_RECORD_LABELS,
  trackingRecordStatus,
  type TrackingRecordStatus,
} from "../../core/fulfilment.ts";
import type { Db } from "../db/client.ts";
import { salesDocumentEvents, salesDocuments } from "../db/schema/sales.ts";
import { contains } from "./back-office-queries.ts";

const customerName = sql<string>`${salesDocuments.firstName} || ' ' || ${salesDocuments.lastName}`;

const SORT_COLUMNS: Record<DocumentSort, SQL | typeof salesDocuments.number> = {
  id: salesDocuments.number,
  total: sql`${salesDocuments.totalCents}`,
  status: sql`${salesDocuments.status}`,
  customer: sql`lower(${customerName})`,
  customerCode: sql`lower(${salesDocuments.poNumber})`,
  date: sql`${salesDocuments.createdAt}`,
};

/** Most shipments the pane lists (the newest); older ones are found with the tracking box. */
export const SHIPMENTS_SHOWN = 60;

/** One row of the Shipping Tracking pane ('Tracking record', from a real order). */
export interface Shipment {
  orderNumber: string;
  status: TrackingRecordStatus;
  statusLabel: string;
  carrier: string;
  trackingNumber: string;
  shippedAt: string | null;
  estimatedDelivery: string | null;
  deliveredAt: string | null;
}

/** Whose documents a list shows: the company's, and of a member limited to sites only theirs (ADR 0270). */
export interface DocumentScope {
  companyId: string;
  siteIds?: readonly string[];
}

/** The conditions that keep a list to the scope's company and sites, and to the chosen site. */
export function siteConditions(scope: DocumentScope, site: string | undefined): (SQL | undefined)[] {
  const where: (SQL | undefined)[] = [];
  if (scope.siteIds && scope.siteIds.length > 0)
    where.push(inArray(salesDocuments.siteId, [...scope.siteIds]));
  if (site) where.push(eq(salesDocuments.siteId, site));
  return where;
}

export interface CompanyDocumentPage {
  rows: QuotationRow[];
  total: number;
  page: number;
  size: number;
}

/**
 * A company's quotes and orders for the account area's lists and GET /api/quotations: only
 * rows whose company_id is the buyer's (index sales_documents_company), searched by customer, number or
 * customer code, sorted by any column, a page at a time.
 */
export function createCompanyDocuments(db: Db) {
  async function list(
    scope: DocumentScope,
    kind: DocumentKind | null,
    params: DocumentListParams,
  ): Promise<CompanyDocumentPage> {
    const where: (SQL | undefined)[] = [
      eq(salesDocuments.companyId, scope.companyId),
      ...siteConditions(scope, params.site),
    ];
    if (kind) where.push(eq(salesDocuments.kind, kind));
    if (params.q) {
      const text = contains(params.q);
      where.push(
        or(
          ilike(salesDocuments.number, text),
          ilike(customerName, text),
          ilike(salesDocuments.poNumber, text),
        ),
      );
    }
    const condition = and(...where);
    const order = params.dir === "asc" ? asc : desc;
    const [rows, [{ total }]] = await Promise.all([
      db
        .select({
          number: salesDocuments.number,
          kind: salesDocuments.kind,
          status: salesDocuments.status,
          totalCents: salesDocuments.totalCents,
          customer: customerName,
          poNumber: salesDocuments.poNumber,
          createdAt: salesDocuments.createdAt,
        })
        .from(salesDocuments)
        .where(condition)
        .orderBy(order(SORT_COLUMNS[params.sort]), order(salesDocuments.id))
        .limit(params.size)
        .offset((params.page - 1) * params.size),
      db.select({ total: count() }).from(salesDocuments).where(condition),
    ]);
    return {
      rows: rows.map((r) => ({
        id: r.number,
        kind: r.kind,
        total: r.totalCents / 100,
        totalCents: r.totalCents,
        status: r.status,
        fulfillment: fulfillmentOf(r.kind, r.status),
        customer: r.customer,
        customerCode: r.poNumber,
        date: new Date(r.createdAt).toISOString(),
        pdf_path: null,
      })),
      total,
      page: params.page,
      size: params.size,
    };
  }

  /**
   * The Shipping Tracking pane: the company's orders that shipped, newest first, with the
   * day each shipped and was delivered (their first such event).
   */
  async function shipments(companyId: string, limit = SHIPMENTS_SHOWN): Promise<Shipment[]> {
    const orders = await db
      .select({
        id: salesDocuments.id,
        number: salesDocuments.number,
        status: salesDocuments.status,
        carrier: salesDocuments.carrier,
        trackingNumber: salesDocuments.trackingNumber,
        estimatedDelivery: salesDocuments.estimatedDelivery,
      })
      .from(salesDocuments)
      .where(
        and(
          eq(salesDocuments.companyId, companyId),
          eq(salesDocuments.kind, "order"),
          isNotNull(salesDocuments.trackingNumber),
        ),
      )
      .orderBy(desc(salesDocuments.createdAt), desc(salesDocuments.id))
      .limit(limit);
    if (orders.length === 0) return [];
    const events = await db
      .select({
        documentId: salesDocumentEvents.documentId,
        toStatus: salesDocumentEvents.toStatus,
        at: salesDocumentEvents.at,
      })
      .from(salesDocumentEvents)
      .where(
        and(
          inArray(
            salesDocumentEvents.documentId,
            orders.map((o) => o.id),
          ),
          inArray(salesDocumentEvents.toStatus, ["partly_shipped", "shipped", "delivered"]),
        ),
      )
      .orderBy(asc(salesDocumentEvents.id));
    const firstAt = (id: number, status: string) => {
      const event = events.find((e) => e.documentId === id && e.toStatus === status);
      return event ? new Date(event.at).toISOString() : null;
    };
    return orders.map((o) => {
      const status = trackingRecordStatus(o.status);
      return {
        orderNumber: o.number,
        status,
        statusLabel: TRACKING_RECORD_LABELS[status],
        carrier: o.carrier ?? "",
        trackingNumber: o.trackingNumber ?? "",
        // The first shipment: the order's first part to leave (ADR 0350), else its only one.
        shippedAt: firstAt(o.id, "partly_shipped") ?? firstAt(o.id, "shipped"),
        estimatedDelivery: o.estimatedDelivery,
        deliveredAt: firstAt(o.id, "delivered"),
      };
    });
  }

  return { list, shipments };
}
