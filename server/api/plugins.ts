import type { FastifyPluginAsync } from "fastify";
import type { Env } from "../env.ts";
import type { Services } from "../services.ts";

export interface ApiPluginOptions {
  services: Services;
  env: Env;
}

/** Every /api plugin, registered in this order by server/app.ts. */
export const apiPlugins: FastifyPluginAsync<ApiPluginOptions>[] = [];
