import type { FastifyInstance } from "fastify";
import { buildServer } from "../../server/app.ts";
import type { Database } from "../../server/db/client.ts";
import { loadEnv, type Env } from "../../server/env.ts";
import { createServices } from "../../server/services.ts";

export function testEnv(overrides: Partial<Record<keyof Env, string>> = {}): Env {
  return loadEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", PORT: "0", ...overrides });
}

/** The real Fastify app on a free port: API only, or with pages when given a React Router build. */
export async function startTestServer(
  database: Database,
  envOverrides: Partial<Record<keyof Env, string>> = {},
  buildDir?: string,
) {
  const env = testEnv(envOverrides);
  const services = createServices(database, env);
  const app: FastifyInstance = await buildServer({ env, services, buildDir, logger: false });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return { app, services, env, baseUrl: `http://127.0.0.1:${port}`, close: () => app.close() };
}
