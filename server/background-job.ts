import type { FastifyBaseLogger } from "fastify";
import type { Env } from "./env.ts";
import type { Services } from "./services.ts";

/** What a job started with the server is given (background-jobs.ts starts them). */
export interface BackgroundJobContext {
  services: Services;
  env: Env;
  log: FastifyBaseLogger;
}

/** A running job: stop() ends it, after the pass in progress. */
export interface BackgroundJob {
  stop(): Promise<void>;
}
