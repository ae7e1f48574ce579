import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";
import { pathToFileURL } from "node:url";
import type { CanopyLoadContext } from "./app-context.ts";

interface SsrOptions {
  serverBuildPath: string;
  context: Omit<CanopyLoadContext, "cspNonce">;
}

function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const origin = `${request.protocol}://${request.host}`;
  const controller = new AbortController();
  reply.raw.on("close", () => controller.abort());
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else if (value !== undefined) headers.set(key, value);
  }
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  return new Request(new URL(request.url, origin), {
    method: request.method,
    headers,
    body: hasBody && request.body ? new Uint8Array(request.body as Buffer) : undefined,
    signal: controller.signal,
  });
}

/**
 * Every path not claimed by /api or a static file is rendered by React Router. It lives in its own
 * plugin scope so the raw body parser below applies to page actions only.
 */
export async function ssrPlugin(app: FastifyInstance, options: SsrOptions) {
  const build = (await import(pathToFileURL(options.serverBuildPath).href)) as ServerBuild;
  const handle = createRequestHandler(build, "production");

  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => done(null, body));

  app.all("/*", async (request, reply) => {
    const context: AppLoadContext = { ...options.context, cspNonce: reply.raw.cspNonce ?? "" };
    const response = await handle(toWebRequest(request, reply), context);
    reply.status(response.status);
    for (const [key, value] of response.headers) {
      if (key === "set-cookie") continue;
      reply.header(key, value);
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length) reply.header("set-cookie", cookies);
    return response.body ? reply.send(response.body) : reply.send();
  });
}
