import { and, asc, desc, eq } from "drizzle-orm";
import { maySeeSite } from "../../core/company-sites.ts";
import {
  CERTIFICATE_MAX_BYTES,
  CERTIFICATE_TOO_LARGE_MESSAGE,
  CERTIFICATE_TYPE_MESSAGE,
  CERTIFICATE_MISSING_MESSAGE,
  certificateStatusMachine,
  sniffCertificateType,
  type CertificateStatus,
} from "../../core/tax-certificate.ts";
import type { BuyerViewer, StaffViewer, Viewer } from "../../core/viewer.ts";
import { audit } from "../audit/audit-log.ts";
import type { Db } from "../db/client.ts";
import { companies } from "../db/schema/companies.ts";
import { companySites, taxCertificates } from "../db/schema/sites.ts";
import { ConflictError, NotFoundError, ValidationError } from "../errors.ts";
import { usableSite } from "./company-addresses.ts";

export interface CertificateUpload {
  state: string;
  fileName: string;
  bytes: Uint8Array;
  /** The site it is for (checked to be the company's and one the buyer may use); null is every site. */
  siteId?: string | null;
}

/** Certificate ids are UUIDs; anything else is no certificate (and never reaches a query). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const fileError = (message: string) => new ValidationError(message, { certificate: message });

/** What a list shows of a certificate (never its bytes). */
const summary = {
  id: taxCertificates.id,
  state: taxCertificates.state,
  siteId: taxCertificates.siteId,
  fileName: taxCertificates.fileName,
  contentType: taxCertificates.contentType,
  byteSize: taxCertificates.byteSize,
  status: taxCertificates.status,
  uploadedAt: taxCertificates.uploadedAt,
  reviewedBy: taxCertificates.reviewedBy,
  reviewedAt: taxCertificates.reviewedAt,
};

/** A file name safe to show and to send in Content-Disposition: printable ASCII, no quotes or slashes. */
const safeFileName = (name: string) =>
  name
    .replace(/[^\w .()-]/g, "_")
    .trim()
    .slice(0, 200) || "certificate";

/**
 * Tax-exemption certificates (ADR 0096): buyers upload one per state, for one of their sites or every
 * site (ADR 0340); the file's type is told by its first bytes and it is kept in the database, served only
 * to its company (a limited member: their sites' and the every-site ones) and to staff. Staff verify or
 * reject it; a verified one makes the company's orders shipped to that state tax free.
 */
export function createTaxCertificates(db: Db) {
  async function upload(viewer: BuyerViewer, upload: CertificateUpload): Promise<string> {
    if (upload.bytes.byteLength === 0) throw fileError(CERTIFICATE_MISSING_MESSAGE);
    if (upload.bytes.byteLength > CERTIFICATE_MAX_BYTES) throw fileError(CERTIFICATE_TOO_LARGE_MESSAGE);
    const contentType = sniffCertificateType(upload.bytes);
    if (!contentType) throw fileError(CERTIFICATE_TYPE_MESSAGE);
    const siteId = await usableSite(db, viewer, upload.siteId ?? null);
    const fileName = safeFileName(upload.fileName);
    return db.transaction(async (tx) => {
      const [row] = await tx
        .insert(taxCertificates)
        .values({
          companyId: viewer.companyId,
          siteId,
          state: upload.state,
          fileName,
          contentType,
          byteSize: upload.bytes.byteLength,
          content: upload.bytes,
          uploadedBy: viewer.userId,
        })
        .returning({ id: taxCertificates.id });
      await audit.record(tx, {
        actor: { userId: viewer.userId, email: viewer.email },
        action: "tax_certificate.upload",
        subject: { type: "tax_certificate", id: row.id },
        after: { state: upload.state, site: siteId, fileName, byteSize: upload.bytes.byteLength },
      });
      return row.id;
    });
  }

  /** The company's certificates the buyer may see: a limited member's sites' and the every-site ones. */
  const forCompany = async (viewer: BuyerViewer) =>
    (
      await db
        .select(summary)
        .from(taxCertificates)
        .where(eq(taxCertificates.companyId, viewer.companyId))
        .orderBy(asc(taxCertificates.state), desc(taxCertificates.uploadedAt))
    ).filter((c) => c.siteId === null || maySeeSite(viewer, c.siteId));

  /** Pending first (oldest first), then the latest reviewed ones; with the site's name, null for every site. */
  const forStaff = () =>
    db
      .select({ ...summary, companyName: companies.name, siteName: companySites.name })
      .from(taxCertificates)
      .innerJoin(companies, eq(companies.id, taxCertificates.companyId))
      .leftJoin(companySites, eq(companySites.id, taxCertificates.siteId))
      .orderBy(desc(eq(taxCertificates.status, "pending")), asc(taxCertificates.uploadedAt))
      .limit(200);

  async function review(staff: StaffViewer, id: string, decision: Exclude<CertificateStatus, "pending">) {
    if (!UUID.test(id)) throw new NotFoundError("Certificate not found.");
    await db.transaction(async (tx) => {
      const [current] = await tx
        .select(summary)
        .from(taxCertificates)
        .where(eq(taxCertificates.id, id))
        .for("update");
      if (!current) throw new NotFoundError("Certificate not found.");
      const refusal = certificateStatusMachine.refusal(current.status, decision);
      if (refusal) throw new ConflictError(refusal);
      await tx
        .update(taxCertificates)
        .set({ status: decision, reviewedBy: staff.email, reviewedAt: new Date().toISOString() })
        .where(eq(taxCertificates.id, id));
      await audit.record(tx, {
        actor: { userId: staff.userId, email: staff.email },
        action: `tax_certificate.${decision === "verified" ? "verify" : "reject"}`,
        subject: { type: "tax_certificate", id },
        before: { status: current.status, state: current.state },
        after: { status: decision, state: current.state },
      });
    });
  }

  /** The file, for staff or the certificate's own company; anyone else gets NotFound (never 403). */
  async function file(viewer: Viewer, id: string) {
    if (!viewer || !UUID.test(id)) throw new NotFoundError("Certificate not found.");
    const [found] = await db
      .select({
        siteId: taxCertificates.siteId,
        fileName: taxCertificates.fileName,
        contentType: taxCertificates.contentType,
        content: taxCertificates.content,
      })
      .from(taxCertificates)
      .where(
        viewer.kind === "staff"
          ? eq(taxCertificates.id, id)
          : and(eq(taxCertificates.id, id), eq(taxCertificates.companyId, viewer.companyId)),
      )
      .limit(1);
    // Another site's certificate is not found by a member limited to sites.
    if (!found || (found.siteId !== null && !maySeeSite(viewer, found.siteId)))
      throw new NotFoundError("Certificate not found.");
    const { siteId: _site, ...file } = found;
    return file;
  }

  return { upload, forCompany, forStaff, review, file };
}
