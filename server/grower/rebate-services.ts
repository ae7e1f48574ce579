import { renderRebatePacket } from "./rebate-packet-pdf.tsx";
import { createRebateProjects, type RebateProjectsDeps, type RebateViewer } from "./rebate-projects.ts";

/** Rebate projects, and each project's application packet as a PDF. */
export function createRebateServices(deps: RebateProjectsDeps & { shopName: string }) {
  const projects = createRebateProjects(deps);
  return {
    ...projects,
    /** The application packet as a PDF (the project's company and staff only). */
    packetPdf: async (viewer: RebateViewer, id: number, now: Date) =>
      renderRebatePacket(await projects.packetData(viewer, id), now, deps.shopName),
  };
}
