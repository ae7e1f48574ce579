import type { FastifyPluginAsync } from "fastify";
import {
  APPLICATION_PENDING_MESSAGE,
  APPLICATION_RECEIVED_MESSAGE,
  commercialApplicationSchema,
} from "../../core/commercial-application.ts";
import type { ApiPluginOptions } from "./plugin-options.ts";
import { apiRoute } from "./route.ts";
import { acknowledgement, acknowledgementSchema } from "./schemas/sales.ts";

/** A commercial account application, as the /commercial form sends it. */
export const commercialRoutes: FastifyPluginAsync<ApiPluginOptions> = async (app, options) => {
  const { applications } = options.services.commercial;

  apiRoute(
    app,
    options,
    {
      method: "POST",
      url: "/api/commercial/applications",
      operationId: "applyForCommercialAccount",
      tag: "Forms",
      summary: "Commercial account application ('Commercial account form')",
      description:
        "Creates a pending application, reviewed by staff in 1-2 business days; the applicant and sales are mailed. A work email with a pending or approved application is answered 409.",
      body: commercialApplicationSchema,
      response: { status: 201, description: APPLICATION_RECEIVED_MESSAGE, schema: acknowledgementSchema },
      errors: { 400: "Please fill in all required fields.", 409: APPLICATION_PENDING_MESSAGE },
      rateLimit: { bucket: "commercial" },
    },
    async ({ body }) => {
      await applications.apply(body);
      return acknowledgement(APPLICATION_RECEIVED_MESSAGE);
    },
  );
};
