import { statusMachine } from "./status-moves.ts";
import { US_STATES } from "./us-states.ts";
import { z } from "./zod.ts";

/** What a certificate file may be, told by its first bytes (never by its name or the browser's word). */
export const CERTIFICATE_TYPES = ["application/pdf", "image/png", "image/jpeg"] as const;
export type CertificateType = (typeof CERTIFICATE_TYPES)[number];
export type CertificateStatus = "pending" | "verified" | "rejected";

export const CERTIFICATE_MAX_BYTES = 4 * 1024 * 1024;
/** The page that takes the upload (the server lets its body be that large; every other page 64 KB). */
export const CERTIFICATE_UPLOAD_PATH = "/commercial-view/tax-exemption";
export const CERTIFICATE_STATUS_LABELS: Record<CertificateStatus, string> = {
  pending: "Awaiting verification",
  verified: "Verified",
  rejected: "Rejected",
};
/** Staff verify or reject an uploaded certificate, and may change their mind; none goes back to pending. */
export const certificateStatusMachine = statusMachine<CertificateStatus>(
  { pending: ["verified", "rejected"], verified: ["rejected"], rejected: ["verified"] },
  {
    noun: "certificate",
    labels: CERTIFICATE_STATUS_LABELS,
    explain: (from, to) =>
      from === to
        ? `This certificate is already ${to}.`
        : "A reviewed certificate cannot go back to awaiting verification.",
  },
);

export const CERTIFICATE_FILE_FIELD = "certificate";
export const CERTIFICATE_TOO_LARGE_MESSAGE = "The certificate must be at most 4 MB.";
export const CERTIFICATE_TYPE_MESSAGE = "Upload the certificate as a PDF, PNG or JPEG file.";
export const CERTIFICATE_MISSING_MESSAGE = "Choose the certificate file to upload.";
export const CERTIFICATE_UPLOADED_MESSAGE =
  "Certificate uploaded. Our team verifies it, usually within one business day.";

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  signature.every((b, i) => bytes[i] === b);

/** The file's type from its magic number: '%PDF-', PNG's 8-byte signature, JPEG's FF D8 FF; else null. */
export function sniffCertificateType(bytes: Uint8Array): CertificateType | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return "application/pdf";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  return null;
}

/** The upload form's text field: the US state the certificate exempts purchases in. */
export const certificateUploadSchema = z.object({
  state: z.enum(US_STATES, { error: "Choose the state the certificate is for." }),
  /** The company's site the certificate is for (ADR 0270); blank is every site. */
  siteId: z
    .string()
    .trim()
    .max(60, "Choose one of your company's sites.")
    .optional()
    .transform((v) => v || null),
});

/** Staff's decision on a certificate (/admin/tax-certificates). */
export const certificateReviewSchema = z.object({
  id: z.string().trim().min(1).max(60),
  decision: z.enum(["verified", "rejected"], { error: "Choose verify or reject." }),
});
