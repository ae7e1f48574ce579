import { randomBytes, timingSafeEqual } from "node:crypto";
import { resolve } from "node:path";
import { PassThrough, Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { z } from "zod";
import { importFeed, type ImportProgress, type ImportSummary } from "../catalog/import/import-service.ts";
import { PROVIDERS } from "../../core/catalog-types.ts";
import { ADMIN_SECRET_HEADER, removeAdminFile, writeAdminFile } from "../catalog/import/data-dir-guard.ts";
import { ForbiddenError } from "../errors.ts";
import { staffRequest } from "../identity/staff-command.ts";
import { latestMails, mailQuery, type ReadMail } from "../email/mail-reader.ts";
import type { ApiPluginOptions } from "./plugin-options.ts";
import { apiRoute } from "./route.ts";

const importRequest = z
  .object({
    provider: z.enum(PROVIDERS),
    file: z.string().min(1).optional(),
    url: z.url({ protocol: /^https?$/ }).optional(),
    allowDiscontinue: z.boolean().optional(),
    allowProviderMismatch: z.boolean().optional(),
  })
  .refine((body) => (body.file === undefined) !== (body.url === undefined), {
    error: "give exactly one of file or url",
  });

const adminHeaders = z.object({
  [ADMIN_SECRET_HEADER]: z
    .string()
    .optional()
    .meta({ description: "The secret the running server wrote to DATA_DIR/admin.json." }),
});

const readMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(["pending", "sent", "failed"]),
  createdAt: z.string(),
  text: z.string(),
  links: z.array(z.string()),
}) satisfies z.ZodType<ReadMail>;

const importSummarySchema = z.object({
  runId: z.number().int(),
  provider: z.enum(PROVIDERS),
  source: z.string(),
  read: z.number().int(),
  inserted: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  rejected: z.number().int(),
  rejectedReasons: z.array(z.object({ reason: z.string(), count: z.number().int() })),
  discontinued: z.number().int(),
  withoutSku: z.array(z.string()),
  seconds: z.number(),
  productsPerSecond: z.number(),
}) satisfies z.ZodType<ImportSummary>;

const importLineSchema = z.union([
  z.object({
    progress: z.object({
      phase: z.enum(["read", "write", "derive"]),
      done: z.number().int(),
      total: z.number().int(),
    }) satisfies z.ZodType<ImportProgress>,
  }),
  z.object({ summary: importSummarySchema }),
  z.object({ error: z.string().meta({ description: "Why the import failed; nothing was changed." }) }),
]);

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/** Direct loopback connections only: a request relayed by a proxy on this host is not local. */
export function isLocal(request: FastifyRequest): boolean {
  const headers = request.headers;
  if (headers["x-forwarded-for"] || headers.forwarded || headers["x-real-ip"]) return false;
  return LOOPBACK.has(request.raw.socket.remoteAddress ?? "");
}

function sameSecret(given: unknown, secret: string): boolean {
  if (typeof given !== "string") return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * POST /api/admin/import and GET /api/admin/mail: the import and mail commands go through the running
 * server, because PGlite allows one process per data directory. Published only for an embedded
 * database: the server writes its pid, port and a fresh secret to DATA_DIR/admin.json (mode 0600) and
 * answers only loopback requests carrying that secret. The import's reply is NDJSON: progress lines,
 * then {summary} or {error}.
 */
export const adminRoutes: FastifyPluginAsync<ApiPluginOptions> = async (app, options) => {
  const { services, env } = options;
  if (services.database.kind !== "pglite" || env.DATABASE_URL || env.NODE_ENV === "test") return;
  const secret = randomBytes(32).toString("hex");
  writeAdminFile(env.DATA_DIR, { pid: process.pid, port: null, secret });
  app.addHook("onListen", async () => {
    const address = app.server.address();
    const port = typeof address === "object" && address ? address.port : null;
    writeAdminFile(env.DATA_DIR, { pid: process.pid, port, secret });
  });
  app.addHook("onClose", async () => removeAdminFile(env.DATA_DIR));

  const localWithSecret = async (request: FastifyRequest) => {
    if (!isLocal(request)) throw new ForbiddenError("The admin endpoint answers local requests only.");
    if (!sameSecret(request.headers[ADMIN_SECRET_HEADER], secret)) {
      throw new ForbiddenError("Wrong or missing admin secret.");
    }
  };

  /** The outbox for `npm run mail` (server/email/mail-reader.ts), which cannot open the directory itself. */
  apiRoute(
    app,
    options,
    {
      method: "GET",
      url: "/api/admin/mail",
      operationId: "readOutbox",
      tag: "Admin",
      summary: "The latest mails of the outbox (npm run mail)",
      headers: adminHeaders,
      query: mailQuery,
      response: {
        description: "Newest first.",
        schema: z.object({ mails: z.array(readMailSchema) }),
        caching: { cacheControl: "no-store" },
      },
      errors: { 403: "Wrong or missing admin secret." },
      preHandler: localWithSecret,
    },
    async ({ query }) => ({ mails: await latestMails(services.database.db, query) }),
  );

  apiRoute(
    app,
    options,
    {
      method: "POST",
      url: "/api/admin/import",
      operationId: "importFeed",
      tag: "Admin",
      summary: "Import a supplier feed (npm run import)",
      description: "The answer streams one JSON object a line: progress, then the summary or the error.",
      headers: adminHeaders,
      body: importRequest,
      response: {
        description: "NDJSON: {progress} lines, then {summary} or {error}.",
        schema: importLineSchema,
        contentType: "application/x-ndjson",
        caching: { cacheControl: "no-store" },
        stream: true,
      },
      errors: { 403: "The admin endpoint answers local requests only." },
      preHandler: localWithSecret,
      compress: false,
    },
    async ({ body }) => {
      const stream = new PassThrough();
      const line = (value: z.input<typeof importLineSchema>) => stream.write(`${JSON.stringify(value)}\n`);
      const input = body.file
        ? { kind: "file" as const, path: resolve(body.file) }
        : { kind: "url" as const, url: body.url ?? "" };
      importFeed(services.database.db, {
        provider: body.provider,
        input,
        onProgress: (progress) => line({ progress }),
        allowDiscontinue: body.allowDiscontinue,
        allowProviderMismatch: body.allowProviderMismatch,
        maxDiscontinuePercent: env.IMPORT_MAX_DISCONTINUE_PERCENT,
      })
        .then((summary) => line({ summary }))
        .catch((error: Error) => line({ error: error.message }))
        .finally(() => stream.end());
      return stream;
    },
  );

  /** `npm run backup` while the server holds the embedded database (server/backup/pglite-backup.ts). */
  apiRoute(
    app,
    options,
    {
      method: "POST",
      url: "/api/admin/backup",
      operationId: "backUpDatabase",
      tag: "Admin",
      summary: "A consistent copy of the embedded database (npm run backup)",
      description: "Taken between two transactions; `npm run restore` makes it an empty DATA_DIR's database.",
      headers: adminHeaders,
      response: {
        description: "DATA_DIR as a gzipped tarball.",
        schema: z.string().meta({ format: "binary" }),
        contentType: "application/gzip",
        caching: { cacheControl: "no-store" },
        stream: true,
      },
      errors: { 403: "Wrong or missing admin secret." },
      preHandler: localWithSecret,
      compress: false,
    },
    async () => {
      const dump = await services.database.dumpDataDir!();
      return Readable.fromWeb(dump.stream() as WebReadableStream);
    },
  );

  /** `npm run staff -- add` while the server holds the embedded database (scripts/staff.ts). */
  apiRoute(
    app,
    options,
    {
      method: "POST",
      url: "/api/admin/staff",
      operationId: "addStaff",
      tag: "Admin",
      summary: "Add a staff member or change one's password and role (npm run staff)",
      headers: adminHeaders,
      body: staffRequest,
      response: {
        description: "The staff member's id, and whether the account is new.",
        schema: z.object({ id: z.string(), created: z.boolean() }),
        caching: { cacheControl: "no-store" },
      },
      errors: { 400: "The password breaks the strength rule.", 403: "Wrong or missing admin secret." },
      preHandler: localWithSecret,
    },
    async ({ body }) => services.accounts.addStaff(body),
  );
};
