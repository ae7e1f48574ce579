import type { AppLoadContext } from "../../../server/app-context.ts";
import type { RebateViewer } from "../../../server/grower/rebate-projects.ts";
import { orNotFound } from "../../components/service-refusal.server.ts";

/** A project's fixture schedule as a CSV download, for its company's buyers and staff; private. */
export async function scheduleCsvResponse(context: AppLoadContext, viewer: RebateViewer, id: number) {
  const csv = await orNotFound(context.services.rebates.scheduleCsv(viewer, id));
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="rebate-project-${id}-fixture-schedule.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}

/** A project's application packet as a PDF download, for its company's buyers and staff; private. */
export async function packetPdfResponse(context: AppLoadContext, viewer: RebateViewer, id: number) {
  const pdf = await orNotFound(context.services.rebates.packetPdf(viewer, id, context.services.clock.now()));
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="rebate-project-${id}-application.pdf"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
