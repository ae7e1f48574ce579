import type { FastifyError, FastifyInstance } from "fastify";
import { z, ZodError } from "zod";
import { formErrors } from "../../core/form-errors.ts";
import { DomainError } from "../errors.ts";

/** The one error shape of every /api answer from 400 to 500, documented as the 'Error' schema. */
export const errorBodySchema = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string().meta({ description: "The sentence to show." }),
      fields: z
        .record(z.string(), z.string())
        .optional()
        .meta({ description: "Each invalid field (dotted path) with its message." }),
      requestId: z.string().optional().meta({
        description: "On a 5xx answer, the request's id in the server's log (also `x-request-id`).",
      }),
    }),
  })
  .meta({ id: "Error" });
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** The one place errors become HTTP: domain errors keep their status and words, nothing leaks a stack. */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (error instanceof DomainError) {
      return reply.status(error.status).send({
        error: { code: error.code, message: error.message, fields: error.fields },
      } satisfies ErrorBody);
    }
    if (error instanceof ZodError) {
      const { message, fields } = formErrors(error.issues);
      return reply
        .status(400)
        .send({ error: { code: "validation_error", message, fields } } satisfies ErrorBody);
    }
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      const code = (error as FastifyError).code ?? "bad_request";
      const message =
        code === "FST_ERR_CTP_BODY_TOO_LARGE"
          ? "Request body is too large."
          : code === "FST_ERR_CTP_INVALID_MEDIA_TYPE"
            ? "Unsupported content type; send JSON."
            : status === 429
              ? error.message
              : code.startsWith("FST_ERR_CTP") || error instanceof SyntaxError
                ? "Request body is not valid JSON."
                : error.message;
      return reply.status(status).send({ error: { code: code.toLowerCase(), message } } satisfies ErrorBody);
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send({
      error: {
        code: "internal_error",
        message: "Something went wrong. Please try again.",
        requestId: request.id,
      },
    } satisfies ErrorBody);
  });
  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send({ error: { code: "not_found", message: `No route for ${request.method} ${request.url}` } }),
  );
}
