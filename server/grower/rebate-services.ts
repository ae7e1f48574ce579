import { and, eq } from "drizzle-orm";
import type { StepForm } from "../../core/grower/rebate-projects.ts";
import { rebateProjectPackets } from "../db/schema/rebates.ts";
import { renderRebatePacket } from "./rebate-packet-pdf.tsx";
import { sendRebateReminders } from "./rebate-reminders.ts";
import { createRebateProjects, type RebateProjectsDeps, type RebateViewer } from "./rebate-projects.ts";

/** The largest packet kept per step (the table's check says the same); a larger one is not kept. */
export const KEPT_PACKET_MAX_BYTES = 2_000_000;

/**
 * Rebate projects, and each project's application packet as a PDF: rendered as the project is now, and
 * kept as it was when each step was taken (ADR 0290).
 */
export function createRebateServices(
  deps: RebateProjectsDeps & { shopName: string; renderPacket?: typeof renderRebatePacket },
) {
  const { db, renderPacket = renderRebatePacket } = deps;
  const projects = createRebateProjects(deps);
  const render = async (viewer: RebateViewer, id: number, now: Date) =>
    renderPacket(await projects.packetData(viewer, id), now, deps.shopName);

  return {
    ...projects,

    /**
     * Takes the step (its own transaction), then keeps the packet as of that step, against the step's row.
     * The packet is a record for the buyer, not part of the step: when it cannot be rendered or kept the
     * step stands, and the failure is returned for the caller to log.
     */
    async step(
      viewer: RebateViewer,
      id: number,
      step: StepForm,
      now = new Date(),
    ): Promise<{ packetError: unknown }> {
      const stepId = await projects.step(viewer, id, step);
      try {
        const pdf = await render(viewer, id, now);
        if (pdf.byteLength <= KEPT_PACKET_MAX_BYTES) {
          await db
            .insert(rebateProjectPackets)
            .values({ stepId, projectId: id, pdf: new Uint8Array(pdf) })
            .onConflictDoNothing();
        }
        return { packetError: null };
      } catch (error) {
        return { packetError: error };
      }
    },

    /** One pass of the buyers' reminders at `now`: expiring pre-approvals, claims not filed (ADR 0330). */
    sendReminders: (now: Date) => sendRebateReminders(db, deps.emails, now, deps.expiryWarningDays),

    /** The application packet as a PDF, as the project is now (the project's company and staff only). */
    packetPdf: render,

    /** The packet kept when a step was taken; null when none was kept (another company's: not found). */
    async keptPacket(viewer: RebateViewer, id: number, stepId: number) {
      const { project } = await projects.detail(viewer, id);
      const [kept] = await db
        .select({ pdf: rebateProjectPackets.pdf })
        .from(rebateProjectPackets)
        .where(and(eq(rebateProjectPackets.projectId, project.id), eq(rebateProjectPackets.stepId, stepId)));
      return kept?.pdf ?? null;
    },
  };
}
