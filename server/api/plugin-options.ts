import type { Env } from "../env.ts";
import type { Services } from "../services.ts";
import type { AnyApiRoute } from "./route-spec.ts";

/** What every /api plugin is registered with (plugins.ts). */
export interface ApiPluginOptions {
  services: Services;
  env: Env;
  /** Every route registered through apiRoute (route.ts), for /api/openapi.json. */
  routes: AnyApiRoute[];
}
