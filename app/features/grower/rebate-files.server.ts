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
export async function packetPdfResponse(
  context: AppLoadContext,
  viewer: RebateViewer,
  id: number,
  request: Request,
) {
  // `?step=…`: the packet kept as it was when that step was taken (ADR 0290); else as the project is now.
  const step = new URL(request.url).searchParams.get("step");
  const { rebates } = context.services;
  const pdf = step
    ? await orNotFound(rebates.keptPacket(viewer, id, /^\d{1,15}$/.test(step) ? Number(step) : 0))
    : await orNotFound(rebates.packetPdf(viewer, id, context.services.clock.now()));
  if (!pdf) throw new Response("No packet was kept for that step.", { status: 404 });
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="rebate-project-${id}-application${step ? `-step-${step}` : ""}.pdf"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
