import type { FastifyBaseLogger } from "fastify";
import type { RouterContextProvider } from "react-router";
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

/**
 * React Router 8 hands loaders a `RouterContextProvider` (middleware is always on). The server creates
 * one per request with these fields set on it (server/ssr.ts), so loaders keep
 * reading `context.services`, `context.viewer` … typed by this declaration.
 */
declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface RouterContextProvider extends CanopyLoadContext {}
}
// React Router 8 publishes its declarations twice: "react-router" names the production copy, the route
// types that `react-router typegen` writes (`Route.LoaderArgs`) the development copy. Both get the fields.
declare module "../node_modules/react-router/dist/development/lib/router/utils.js" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface RouterContextProvider extends CanopyLoadContext {}
}

/** The `context` of a loader or action, for helpers that take it. */
export type AppLoadContext = Readonly<RouterContextProvider>;
