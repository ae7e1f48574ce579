import { LogController, type FastifyReply, type FastifyRequest } from "fastify";
import { isAsset, isProbe } from "../http/route-kind.ts";

/**
 * Built assets, images and health probes are logged at debug level: a page view loads a dozen assets
 * and a proxy probes every few seconds, which would bury the requests worth reading. Pages and the API
 * are logged at info level, as Fastify does.
 */
const isQuietRequest = (request: FastifyRequest) => isAsset(request) || isProbe(request);

/** Fastify's request lines (incoming, completed), quieter for the requests isQuietRequest names. */
export class RequestLog extends LogController {
  override incomingRequest(request: FastifyRequest, reply: FastifyReply) {
    if (!isQuietRequest(request)) return super.incomingRequest(request, reply);
    request.log.debug({ req: request }, "incoming request");
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error || !isQuietRequest(request)) return super.requestCompleted(error, request, reply);
    reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, "request completed");
  }
}
