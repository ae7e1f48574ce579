import type { FastifyRequest } from "fastify";
import type { BuyerViewer, StaffRole, StaffViewer } from "../../core/viewer.ts";
import { ForbiddenError, UnauthorizedError } from "../errors.ts";

/** The request's staff member (with `role` when given), else 401 (anonymous) or 403 (anyone else). */
export function requireStaffApi(request: FastifyRequest, role?: StaffRole): StaffViewer {
  const { viewer } = request;
  if (!viewer) throw new UnauthorizedError();
  if (viewer.kind !== "staff" || (role === "admin" && viewer.staffRole !== "admin"))
    throw new ForbiddenError();
  return viewer;
}

/** The request's buyer, else 401 (anonymous) or 403 (staff). */
export function requireBuyerApi(request: FastifyRequest): BuyerViewer {
  const { viewer } = request;
  if (!viewer) throw new UnauthorizedError();
  if (viewer.kind !== "buyer") throw new ForbiddenError();
  return viewer;
}
