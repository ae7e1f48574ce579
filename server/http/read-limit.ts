import type { FastifyReply, FastifyRequest } from "fastify";
import { RATE_LIMIT_MESSAGE } from "../api/rate-limit.ts";
import { clientIp } from "./client-ip.ts";
import { isAsset, isProbe } from "./route-kind.ts";

const WINDOW_MS = 60_000;
/** Addresses remembered per window at most; beyond it the window restarts early rather than grow. */
const MAX_TRACKED = 100_000;

/**
 * A generous per-IP budget for reads (pages and API GETs), counted in this process's memory: reads are
 * the cheap, frequent requests, and a database write for each would cost more than the read. Built
 * assets and images (the static plugin's routes) are not counted: one page view loads a dozen of them;
 * nor are the health probes.
 */
export function readLimit(perMinute: number) {
  let counts = new Map<string, number>();
  let windowEnds = 0;
  return async function readLimitHook(request: FastifyRequest, reply: FastifyReply) {
    if (perMinute <= 0 || (request.method !== "GET" && request.method !== "HEAD")) return;
    if (isAsset(request) || isProbe(request)) return;
    const now = Date.now();
    if (now >= windowEnds || counts.size >= MAX_TRACKED) {
      counts = new Map();
      windowEnds = now + WINDOW_MS;
    }
    const ip = clientIp(request);
    const hits = (counts.get(ip) ?? 0) + 1;
    counts.set(ip, hits);
    if (hits <= perMinute) return;
    reply.header("retry-after", Math.ceil((windowEnds - now) / 1000));
    return reply.status(429).send({ error: { code: "rate_limited", message: RATE_LIMIT_MESSAGE } });
  };
}
