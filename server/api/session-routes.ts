import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { SIGN_IN_FAILED_MESSAGE, SIGN_IN_THROTTLED_MESSAGE } from "../../core/account-forms.ts";
import { DomainError, UnauthorizedError } from "../errors.ts";
import { clientIp } from "../http/client-ip.ts";
import { cartCookie, cartFromCookies } from "../../core/cart-cookie.ts";
import type { ApiPluginOptions } from "./plugin-options.ts";
import { apiRoute } from "./route.ts";

const signInBody = z.object({
  email: z.email().max(254),
  password: z.string().min(1).max(256),
  rememberMe: z
    .boolean()
    .default(false)
    .meta({ description: "A 30-day session; else one for the browser session." }),
});

const viewerSchema = z
  .object({
    kind: z.enum(["staff", "buyer"]),
    userId: z.string(),
    email: z.string(),
    name: z.string(),
    staffRole: z.enum(["admin", "sales"]).optional(),
    companyId: z.string().optional(),
    companyName: z.string().optional(),
    companyRole: z.enum(["admin", "buyer", "approver"]).optional(),
  })
  .meta({ id: "Viewer" });

class ThrottledError extends DomainError {
  constructor() {
    super(SIGN_IN_THROTTLED_MESSAGE, "rate_limited", 429);
  }
}

const facts = (request: FastifyRequest) => ({
  ip: clientIp(request),
  cookie: request.headers.cookie,
  userAgent: request.headers["user-agent"],
});

const setCookies = (reply: FastifyReply, cookies: string[]) => {
  if (cookies.length) reply.header("set-cookie", cookies);
};

/**
 * POST /api/session, GET /api/session, POST /api/session/end: the sign-in page's service for API clients,
 * with the same cookie, throttle and cross-site refusal (server/identity/session-hooks.ts).
 */
export const sessionRoutes: FastifyPluginAsync<ApiPluginOptions> = async (app, options) => {
  const { accounts } = options.services;

  apiRoute(
    app,
    options,
    {
      method: "POST",
      url: "/api/session",
      operationId: "signIn",
      tag: "Accounts",
      summary: "Sign in: sets the session cookie",
      body: signInBody,
      response: {
        description: "Signed in; the Set-Cookie header carries the session.",
        schema: viewerSchema,
        caching: { cacheControl: "no-store" },
      },
      errors: {
        401: SIGN_IN_FAILED_MESSAGE,
        403: "Your commercial account is not active.",
        429: SIGN_IN_THROTTLED_MESSAGE,
      },
    },
    async ({ body }, request, reply) => {
      const result = await accounts.signIn(body, facts(request));
      if (!result.ok)
        throw result.reason === "throttled"
          ? new ThrottledError()
          : new UnauthorizedError(SIGN_IN_FAILED_MESSAGE);
      const cookie = result.setCookies.map((c) => c.split(";")[0]).join("; ");
      const viewer = await accounts.viewerFromCookie(cookie);
      if (!viewer) {
        await accounts.signOut({ ip: clientIp(request), cookie });
        throw new DomainError("Your commercial account is not active.", "forbidden", 403);
      }
      if (viewer.kind === "buyer") {
        // The cart follows the buyer (ADR 0094): the anonymous cookie cart joins the account's.
        await options.services.account.cart.mergeAnonymous(
          viewer.userId,
          cartFromCookies(request.headers.cookie ?? null),
        );
        setCookies(reply, [...result.setCookies, cartCookie([])]);
      } else setCookies(reply, result.setCookies);
      return viewer;
    },
  );

  apiRoute(
    app,
    options,
    {
      method: "GET",
      url: "/api/session",
      operationId: "whoAmI",
      tag: "Accounts",
      summary: "Who the session cookie belongs to",
      response: {
        description: "The signed-in staff member or buyer.",
        schema: viewerSchema,
        caching: { cacheControl: "private, no-store" },
      },
      errors: { 401: "Please sign in." },
    },
    async (_input, request) => {
      if (!request.viewer) throw new UnauthorizedError();
      return request.viewer;
    },
  );

  apiRoute(
    app,
    options,
    {
      method: "POST",
      url: "/api/session/end",
      operationId: "signOut",
      tag: "Accounts",
      summary: "Sign out: ends the session and clears its cookie",
      response: {
        description: "Signed out (also when there was no session).",
        schema: z.object({ signedOut: z.literal(true) }),
        caching: { cacheControl: "no-store" },
      },
    },
    async (_input, request, reply) => {
      setCookies(reply, await accounts.signOut(facts(request)));
      return { signedOut: true as const };
    },
  );
};
