import { and, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import { isDocumentStatus, type DocumentKind } from "../../core/document-status.ts";
import type { Db } from "../db/client.ts";
import { salesDocuments } from "../db/schema/sales.ts";

export const BACK_OFFICE_PAGE_SIZE = 50;

export interface DocumentListQuery {
  status?: string;
  /** Part of the company name. */
  company?: string;
  /** Part of the number, the email or the company name. */
  q?: string;
  page?: number;
}

/** `%text%` for ILIKE with the user's own % and _ taken literally. */
export const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The back office's quote and order lists: filter by status and company, search, newest first, a page at a time. */
export function createBackOfficeQueries(db: Db) {
  async function list(kind: DocumentKind, query: DocumentListQuery) {
    const where: (SQL | undefined)[] = [eq(salesDocuments.kind, kind)];
    const status = query.status?.trim() ?? "";
    if (status && isDocumentStatus(kind, status)) where.push(eq(salesDocuments.status, status as never));
    const company = query.company?.trim() ?? "";
    if (company) where.push(ilike(salesDocuments.companyName, contains(company)));
    const q = query.q?.trim() ?? "";
    if (q) {
      where.push(
        or(
          ilike(salesDocuments.number, contains(q)),
          ilike(salesDocuments.email, contains(q)),
          ilike(salesDocuments.companyName, contains(q)),
        ),
      );
    }
    const page = Math.max(1, Math.floor(query.page ?? 1));
    const condition = and(...where);
    const [rows, [{ total }]] = await Promise.all([
      db
        .select({
          id: salesDocuments.id,
          number: salesDocuments.number,
          status: salesDocuments.status,
          createdAt: salesDocuments.createdAt,
          firstName: salesDocuments.firstName,
          lastName: salesDocuments.lastName,
          email: salesDocuments.email,
          companyName: salesDocuments.companyName,
          itemCount: salesDocuments.itemCount,
          totalCents: salesDocuments.totalCents,
          expiresAt: salesDocuments.expiresAt,
          trackingNumber: salesDocuments.trackingNumber,
        })
        .from(salesDocuments)
        .where(condition)
        .orderBy(desc(salesDocuments.createdAt), desc(salesDocuments.id))
        .limit(BACK_OFFICE_PAGE_SIZE)
        .offset((page - 1) * BACK_OFFICE_PAGE_SIZE),
      db.select({ total: count() }).from(salesDocuments).where(condition),
    ]);
    return { rows, total, page, pageSize: BACK_OFFICE_PAGE_SIZE };
  }

  /** The number of the order a quote was converted into, if any. */
  async function convertedFrom(quoteId: number): Promise<string | null> {
    const [row] = await db
      .select({ number: salesDocuments.number })
      .from(salesDocuments)
      .where(and(eq(salesDocuments.sourceDocumentId, quoteId), eq(salesDocuments.kind, "order")))
      .limit(1);
    return row?.number ?? null;
  }

  return { list, convertedFrom };
}

export type BackOfficeQueries = ReturnType<typeof createBackOfficeQueries>;
export type DocumentListRow = Awaited<ReturnType<BackOfficeQueries["list"]>>["rows"][number];
