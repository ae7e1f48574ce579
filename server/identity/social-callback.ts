import type { FastifyInstance } from "fastify";
import { toWebRequest } from "../http/web-request.ts";
import type { AccountsService } from "./accounts-service.ts";
import { AUTH_BASE_PATH } from "./social-providers.ts";

/**
 * GET and POST `/auth/callback/:provider`: the one path where better-auth's HTTP handler answers, for
 * the providers configured on /login (Apple posts its answer as a form; better-auth turns it into a GET).
 * better-auth checks the state against its signed cookie, exchanges the code, signs in an existing
 * account (sign-up is off) and redirects back to /login, which sends the viewer on (docs/decisions/0101).
 */
export async function registerSocialCallback(app: FastifyInstance, accounts: AccountsService) {
  if (accounts.socialProviders.length === 0) return;
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "buffer" },
      (_request, body, done) => done(null, body),
    );
    scope.route({
      method: ["GET", "POST"],
      url: `${AUTH_BASE_PATH}/callback/:provider`,
      handler: async (request, reply) => {
        const response = await accounts.handleAuthRequest(toWebRequest(request, reply));
        reply.status(response.status);
        for (const [key, value] of response.headers) if (key !== "set-cookie") reply.header(key, value);
        const cookies = response.headers.getSetCookie();
        if (cookies.length > 0) reply.header("set-cookie", cookies);
        return reply.send(Buffer.from(await response.arrayBuffer()));
      },
    });
  });
}
