import type { FastifyPluginAsync } from "fastify";
import { CONTACT_SUCCESS_MESSAGE, REBATE_SUCCESS_MESSAGE } from "../../core/form-messages.ts";
import { contactSchema, rebateSchema } from "../../core/order-request.ts";
import type { ApiPluginOptions } from "./plugin-options.ts";
import { apiRoute } from "./route.ts";
import { acknowledgement, acknowledgementSchema } from "./schemas/sales.ts";

/** The specification: writes 1 and 2: rebate and contact requests (the newsletter, write 4, is newsletter-routes.ts). */
export const contactRoutes: FastifyPluginAsync<ApiPluginOptions> = async (app, options) => {
  const { forms } = options.services.sales;

  apiRoute(
    app,
    options,
    {
      method: "POST",
      url: "/api/contact",
      operationId: "sendContactRequest",
      tag: "Forms",
      summary: "Contact request (the specification write 2)",
      body: contactSchema,
      response: { status: 201, description: CONTACT_SUCCESS_MESSAGE, schema: acknowledgementSchema },
      errors: { 400: "Please fill in all required fields." },
      rateLimit: { bucket: "contact" },
    },
    async ({ body }) => {
      await forms.contact(body);
      return acknowledgement(CONTACT_SUCCESS_MESSAGE);
    },
  );

  apiRoute(
    app,
    options,
    {
      method: "POST",
      url: "/api/contact/rebate",
      operationId: "sendRebateRequest",
      tag: "Forms",
      summary: "Rebate request (the specification write 1)",
      body: rebateSchema,
      response: { status: 201, description: REBATE_SUCCESS_MESSAGE, schema: acknowledgementSchema },
      errors: { 400: "Please fill in all required fields." },
      rateLimit: { bucket: "rebate" },
    },
    async ({ body }) => {
      await forms.rebate(body);
      return acknowledgement(REBATE_SUCCESS_MESSAGE);
    },
  );
};
