import type { FastifyBaseLogger } from "fastify";
import type { PageWriteGuard } from "./api/write-guards.ts";
import type { PublicEnv } from "./env.ts";
import type { Services } from "./services.ts";
import type { Viewer } from "../core/viewer.ts";

/** What every React Router loader and action receives as `context` (app/ imports this type only). */
export interface CanopyLoadContext {
  services: Services;
  publicEnv: PublicEnv;
  cspNonce: string;
  /** Absolute origin used for canonical URLs, sitemaps and emails. */
  publicUrl: string;
  /** The JSON routes' rate limit and text checks, for this request's client, applied by page actions. */
  writeGuard: PageWriteGuard;
  /** The signed-in staff member or buyer of this request, resolved by the server from its session; null when anonymous. */
  viewer: Viewer;
  /** The client's address as the server trusts it (TRUST_PROXY), for throttles and session records. */
  clientIp: string;
  /** The request's id (x-request-id), shown on error pages. */
  requestId: string;
  /** The request's logger: every line carries the request's id. */
  log: FastifyBaseLogger;
}

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends CanopyLoadContext {}
}
