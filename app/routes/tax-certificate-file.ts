import { orNotFound } from "../components/service-refusal.server.ts";
import type { Route } from "./+types/tax-certificate-file";

/**
 * A tax-exemption certificate's file, for staff and for the buyers of its company; anyone else gets 404
 * (never 403). The file lives in the database, not in a public folder; it is sent as an attachment with
 * its sniffed type, private and never cached.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const file = await orNotFound(
    context.services.billing.certificates.file(context.viewer, params.id),
    "Certificate not found.",
  );
  return new Response(new Uint8Array(file.content), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename="${file.fileName}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "X-Robots-Tag": "noindex",
    },
  });
}
