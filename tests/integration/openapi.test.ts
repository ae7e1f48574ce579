import { subscribe, unsubscribe } from "node:diagnostics_channel";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { JsonSchema, OpenApiDocument } from "../../server/api/openapi-document.ts";
import { buildServer } from "../../server/app.ts";
import { ADMIN_FILE, ADMIN_SECRET_HEADER } from "../../server/catalog/import/data-dir-guard.ts";
import { openDatabase, type Database } from "../../server/db/client.ts";
import { migrate } from "../../server/db/migrate.ts";
import { createServices } from "../../server/services.ts";
import { seedCatalog } from "../factories/catalog.ts";
import { databaseTargets } from "../support/test-database.ts";
import { startTestServer, testEnv } from "../support/test-server.ts";
import { checkoutPayload, postJson, quotePayload } from "./sales-fixtures.ts";

/**
 * /api/openapi.json against what Fastify really registered: every /api route is documented, every
 * documented operation is served, the document is well-formed OpenAPI 3.1, and real answers fit the
 * documented response schemas.
 */

type Method = "get" | "post";
interface RegisteredRoute {
  method: string;
  url: string;
}

/** Fastify announces each new instance on this channel; the hook then sees every route it registers. */
async function withRouteRecorder<T>(
  start: () => Promise<T>,
): Promise<{ value: T; routes: RegisteredRoute[] }> {
  const routes: RegisteredRoute[] = [];
  const onInstance = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook("onRoute", (route) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url });
    });
  };
  subscribe("fastify.initialization", onInstance);
  try {
    return { value: await start(), routes };
  } finally {
    unsubscribe("fastify.initialization", onInstance);
  }
}

/** The unknown-path fallback (server/api/plugins.ts) answers 404 for every method; it is no operation. */
const FALLBACK = "/api/*";

function registeredOperations(routes: RegisteredRoute[]): string[] {
  const gets = new Set(routes.filter((r) => r.method === "GET").map((r) => r.url));
  return routes
    .filter((r) => r.url.startsWith("/api/") && r.url !== FALLBACK)
    .filter((r) => !(r.method === "HEAD" && gets.has(r.url))) // Fastify's automatic HEAD twin of a GET
    .map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, "{$1}")}`)
    .sort();
}

function documentedOperations(document: OpenApiDocument): string[] {
  return Object.entries(document.paths)
    .flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`))
    .sort();
}

function resolvePointer(document: unknown, ref: string): unknown {
  if (!ref.startsWith("#/")) return undefined;
  return ref
    .slice(2)
    .split("/")
    .map((part) => part.replaceAll("~1", "/").replaceAll("~0", "~"))
    .reduce<unknown>(
      (node, key) => (node && typeof node === "object" ? (node as never)[key] : undefined),
      document,
    );
}

function collectRefs(node: unknown, refs: string[] = []): string[] {
  if (Array.isArray(node)) for (const item of node) collectRefs(item, refs);
  else if (node && typeof node === "object") {
    for (const [key, value] of Object.entries(node)) {
      if (key === "$ref" && typeof value === "string") refs.push(value);
      else collectRefs(value, refs);
    }
  }
  return refs;
}

/** Every structural rule of the document; an empty list means it holds. */
function structuralProblems(document: OpenApiDocument): string[] {
  const problems: string[] = [];
  if (document.openapi !== "3.1.0") problems.push(`openapi is ${document.openapi}`);
  if (!document.info?.title || !document.info?.version) problems.push("info needs title and version");
  for (const ref of collectRefs(document)) {
    if (resolvePointer(document, ref) === undefined) problems.push(`$ref ${ref} does not resolve`);
  }
  const referenced = new Set(collectRefs(document));
  for (const name of Object.keys(document.components.schemas)) {
    if (!referenced.has(`#/components/schemas/${name}`)) problems.push(`schema ${name} is never used`);
  }
  const tags = new Set(document.tags.map((t) => t.name));
  const operationIds = new Map<string, string>();
  for (const [path, item] of Object.entries(document.paths)) {
    const placeholders = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [method, operation] of Object.entries(item)) {
      const where = `${method.toUpperCase()} ${path}`;
      const seen = operationIds.get(operation.operationId);
      if (seen) problems.push(`${where} reuses operationId ${operation.operationId} of ${seen}`);
      operationIds.set(operation.operationId, where);
      const statuses = Object.keys(operation.responses ?? {});
      if (!statuses.some((s) => /^2\d\d$/.test(s))) problems.push(`${where} documents no success`);
      for (const status of statuses) {
        if (!operation.responses[status].description) problems.push(`${where} ${status} has no description`);
      }
      for (const tag of operation.tags)
        if (!tags.has(tag)) problems.push(`${where} has undeclared tag ${tag}`);
      const parameters = operation.parameters ?? [];
      const pathParams = parameters.filter((p) => p.in === "path");
      if (pathParams.some((p) => !p.required)) problems.push(`${where} has an optional path parameter`);
      const declared = pathParams.map((p) => p.name).sort();
      if (JSON.stringify(declared) !== JSON.stringify(placeholders)) {
        problems.push(`${where} declares path parameters ${declared} for ${placeholders}`);
      }
      const names = parameters.map((p) => `${p.in}:${p.name}`);
      if (new Set(names).size !== names.length) problems.push(`${where} repeats a parameter`);
    }
  }
  return problems;
}

/** A documented JSON Schema, its component references resolved, as a validator. */
function documentedSchema(document: OpenApiDocument, schema: JsonSchema) {
  const standalone = JSON.parse(
    JSON.stringify({ ...schema, $defs: document.components.schemas }).replaceAll(
      '"#/components/schemas/',
      '"#/$defs/',
    ),
  ) as Parameters<typeof z.fromJSONSchema>[0];
  return z.fromJSONSchema(standalone);
}

function responseSchema(document: OpenApiDocument, method: Method, path: string, status: number) {
  const response = document.paths[path]?.[method]?.responses[String(status)];
  const schema = response?.content?.["application/json"]?.schema;
  if (!schema) throw new Error(`${method} ${path} documents no JSON answer for ${status}`);
  return documentedSchema(document, schema);
}

async function expectDocumentedAnswer(
  document: OpenApiDocument,
  [method, path]: [Method, string],
  response: Response,
  status: number,
) {
  expect(response.status, `${method} ${path}`).toBe(status);
  const body: unknown = await response.json();
  const result = responseSchema(document, method, path, status).safeParse(body);
  expect(result.error?.issues ?? [], `${method} ${path} ${status}`).toEqual([]);
  return body;
}

describe.each(databaseTargets())("the generated OpenAPI document on $name", (target) => {
  let database: Database;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let registered: RegisteredRoute[];
  let document: OpenApiDocument;

  beforeAll(async () => {
    database = await target.open();
    await seedCatalog(database.db);
    const started = await withRouteRecorder(() => startTestServer(database));
    server = started.value;
    registered = started.routes;
    document = (await (await fetch(`${server.baseUrl}/api/openapi.json`)).json()) as OpenApiDocument;
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it("documents exactly the /api routes Fastify registered", () => {
    expect(registeredOperations(registered).length).toBeGreaterThan(20);
    expect(documentedOperations(document)).toEqual(registeredOperations(registered));
  });

  it("is well-formed OpenAPI 3.1", () => {
    expect(structuralProblems(document)).toEqual([]);
  });

  it("documents the writes with their bodies, and errors with the spec's messages", () => {
    const quote = document.paths["/api/contact/order-request"]?.post;
    expect(quote?.requestBody?.content["application/json"].schema).toMatchObject({
      type: "object",
      required: expect.arrayContaining(["firstName", "email", "products"]),
    });
    expect(quote?.parameters?.map((p) => `${p.in}:${p.name}`)).toEqual([
      "query:source",
      "header:idempotency-key",
    ]);
    expect(Object.keys(quote?.responses ?? {})).toEqual(["201", "400", "409", "413", "415", "429"]);
    expect(
      document.paths["/api/newsletter/unsubscribe"]?.post?.responses["404"].content?.["application/json"]
        .example,
    ).toEqual({ error: { code: "not_found", message: "This unsubscribe link is not valid." } });
  });

  it("answers the catalogue reads as documented", async () => {
    const reads: [string, string][] = [
      ["/api/catalog/search", "/api/catalog/search?q=led"],
      ["/api/catalog/listing", "/api/catalog/listing?slug=grow-lights&sort=priceLowToHigh"],
      ["/api/catalog/products", "/api/catalog/products?q=gavita"],
      ["/api/catalog/products/{sku}", "/api/catalog/products/IL-D01"],
      ["/api/catalog/brands", "/api/catalog/brands"],
      ["/api/catalog/best-sellers", "/api/catalog/best-sellers?day=2026-05-01"],
      ["/api/catalog/categories", "/api/catalog/categories"],
      ["/api/products", "/api/products?limit=2"],
      ["/api/productscat/", "/api/productscat/?category=lighting"],
      ["/api/categories/hierarchy", "/api/categories/hierarchy?source=iluminar"],
    ];
    for (const [path, url] of reads) {
      await expectDocumentedAnswer(document, ["get", path], await fetch(`${server.baseUrl}${url}`), 200);
    }
  });

  it("answers the writes and their errors as documented", async () => {
    const base = server.baseUrl;
    await expectDocumentedAnswer(
      document,
      ["post", "/api/cart/price"],
      await postJson(`${base}/api/cart/price`, {
        items: [
          { sku: "IL-D01", quantity: 2 },
          { sku: "GONE-1", quantity: 1 },
        ],
      }),
      200,
    );
    await expectDocumentedAnswer(
      document,
      ["post", "/api/contact/order-request"],
      await postJson(
        `${base}/api/contact/order-request`,
        quotePayload({ products: [{ sku: "IL-D01", quantity: 2 }] }),
      ),
      201,
    );
    const placed = (await expectDocumentedAnswer(
      document,
      ["post", "/api/orders"],
      await postJson(`${base}/api/orders`, checkoutPayload({ items: [{ sku: "IL-D01", quantity: 1 }] })),
      201,
    )) as { order: { orderNumber: string; token: string } };
    const { orderNumber, token } = placed.order;
    await expectDocumentedAnswer(
      document,
      ["get", "/api/orders/{orderNumber}"],
      await fetch(`${base}/api/orders/${orderNumber}?token=${token}`),
      200,
    );
    await expectDocumentedAnswer(
      document,
      ["get", "/api/orders/{orderNumber}"],
      await fetch(`${base}/api/orders/${orderNumber}?token=wrong`),
      404,
    );
    await expectDocumentedAnswer(
      document,
      ["post", "/api/contact/newsletter"],
      await postJson(`${base}/api/contact/newsletter`, { email: "no-at-sign" }),
      400,
    );
  });

  it("would notice an answer that strays from its documented schema", async () => {
    const detail = await (await fetch(`${server.baseUrl}/api/catalog/products/IL-D01`)).json();
    const schema = responseSchema(document, "get", "/api/catalog/products/{sku}", 200);
    expect(schema.safeParse(detail).success).toBe(true);
    expect(schema.safeParse({ ...detail, undocumented: 1 }).success).toBe(false);
    expect(schema.safeParse({ ...detail, related: [{ sku: "X" }] }).success).toBe(false);
  });
});

describe("the admin routes of an embedded database", () => {
  let database: Database;
  let app: FastifyInstance;
  let dataDir: string;
  let registered: RegisteredRoute[];

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "canopy-openapi-"));
    database = await openDatabase({ memory: true });
    await migrate(database.db);
    // Outside NODE_ENV=test the server publishes its admin routes for an embedded database.
    const env = testEnv({ NODE_ENV: "development", DATA_DIR: dataDir });
    const built = await withRouteRecorder(() =>
      buildServer({ env, services: createServices(database, env), logger: false }),
    );
    app = built.value;
    registered = built.routes;
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("documents them too, and the outbox answers as documented", async () => {
    const document = (await app.inject({ url: "/api/openapi.json" })).json<OpenApiDocument>();
    const operations = registeredOperations(registered);
    expect(operations).toEqual(expect.arrayContaining(["GET /api/admin/mail", "POST /api/admin/import"]));
    expect(documentedOperations(document)).toEqual(operations);
    expect(structuralProblems(document)).toEqual([]);

    const { secret } = JSON.parse(readFileSync(join(dataDir, ADMIN_FILE), "utf8")) as { secret: string };
    const mail = await app.inject({
      url: "/api/admin/mail?limit=3",
      headers: { [ADMIN_SECRET_HEADER]: secret },
    });
    expect(mail.statusCode).toBe(200);
    const schema = responseSchema(document, "get", "/api/admin/mail", 200);
    expect(schema.safeParse(mail.json()).error?.issues ?? []).toEqual([]);
    const refused = await app.inject({ url: "/api/admin/mail" });
    expect(refused.statusCode).toBe(403);
    expect(responseSchema(document, "get", "/api/admin/mail", 403).safeParse(refused.json()).success).toBe(
      true,
    );
  });
});
