import {
  documentListParams,
  type DocumentListParams,
  type QuotationRow,
} from "../../../core/company-documents.ts";
import type { DocumentKind } from "../../../core/document-status.ts";
import { requireBuyer, type GuardArgs } from "../identity/guards.ts";

export interface DocumentListData {
  params: DocumentListParams;
  rows: QuotationRow[];
  total: number;
  /** The sites the viewer may filter by (ADR 0270); the filter shows when there are two or more. */
  sites: { id: string; name: string }[];
  /** 'Quotations list': the message of the red box, or null. */
  error: string | null;
}

/** A failed read shows 'API request failed with status {status}' (the server's status: 500). */
export const LIST_FAILED_MESSAGE = "API request failed with status 500";

/** A pane's list from its URL (?q=&sort=&dir=&page=&size=): the signed-in buyer's company's documents of `kind`. */
export async function loadDocumentList(args: GuardArgs, kind: DocumentKind): Promise<DocumentListData> {
  const buyer = requireBuyer(args);
  const params = documentListParams(new URL(args.request.url).searchParams);
  const sites = await args.context.services.commercial.sites.visible(buyer);
  try {
    const page = await args.context.services.sales.company.list(buyer, kind, params);
    return { params, rows: page.rows, total: page.total, error: null, sites };
  } catch (error) {
    args.context.log.error({ err: error }, "account document list failed");
    return { params, rows: [], total: 0, error: LIST_FAILED_MESSAGE, sites };
  }
}
