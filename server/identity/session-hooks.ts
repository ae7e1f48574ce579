import type { FastifyInstance } from "fastify";
import { CROSS_SITE_MESSAGE, UNSOURCED_MESSAGE, writeSource } from "../http/cross-site.ts";
import { readCookie } from "./session-cookie.ts";
import type { AccountsService } from "./accounts-service.ts";

/** Paths whose writes are refused from other sites even without a session (no signing in as someone else). */
const SIGN_IN_PATHS = ["/login", "/email-validation", "/reset-password", "/api/session"];

const isSignInPath = (url: string) =>
  SIGN_IN_PATHS.some((path) => url === path || url.startsWith(`${path}?`));

/**
 * Resolves `request.viewer` from the session cookie before any handler runs, refuses cookie-carrying
 * writes from other sites or from nowhere (neither Origin nor Sec-Fetch-Site: a browser always sends
 * one, so a cookie without them is a script replaying it), refuses sign-ins posted from other sites,
 * and marks every answer to a signed-in viewer `private, no-store`.
 */
export function installSessionHooks(app: FastifyInstance, accounts: AccountsService, publicUrl: string) {
  const publicOrigin = new URL(publicUrl).origin;
  app.addHook("onRequest", async (request, reply) => {
    const hasSession = readCookie(request.headers.cookie, accounts.cookieName) !== undefined;
    const source = writeSource(request, publicOrigin);
    const refused = hasSession
      ? source !== "same-site"
      : isSignInPath(request.url) && source === "cross-site";
    if (refused) {
      const message = source === "unsourced" ? UNSOURCED_MESSAGE : CROSS_SITE_MESSAGE;
      return reply.status(403).send({ error: { code: "cross_site", message } });
    }
    if (hasSession) request.viewer = await accounts.viewerFromCookie(request.headers.cookie);
  });
  app.addHook("onSend", async (request, reply) => {
    const type = String(reply.getHeader("content-type") ?? "");
    if (request.viewer && /html|json/.test(type)) reply.header("cache-control", "private, no-store");
  });
}
