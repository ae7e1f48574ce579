import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerBuild } from "react-router";
import { pathToFileURL } from "node:url";
import { join } from "node:path";
import type { Database } from "../../server/db/client.ts";
import type { OpenApiDocument } from "../../server/api/openapi-document.ts";
import { defaultCatalogRecords, seedCatalog } from "../factories/catalog.ts";
import { databaseTargets } from "../support/test-database.ts";
import { buildStorefront } from "../support/page-build.ts";
import { startTestServer } from "../support/test-server.ts";
import { checkoutPayload, quotePayload, rebatePayload } from "./sales-fixtures.ts";

/**
 * Every route of the OpenAPI document, every write, and every page route of the React Router build,
 * sent hostile values on every parameter and field, odd methods and odd bodies. Anything answering
 * 5xx fails the test; 4xx in the error shape is the expected answer to nonsense.
 */

function deeplyNested(depth: number): string {
  return "[".repeat(depth) + "]".repeat(depth);
}

const HUGE = "x".repeat(100_000);
/** server/app.ts's body limit: a bigger body may be cut off with a 413 before it is fully sent. */
const MAX_BODY_BYTES = 64 * 1024;

/** Values for JSON fields: the text PostgreSQL cannot store, absurd numbers, wrong types. */
const HOSTILE_JSON: unknown[] = [
  "a\u0000b",
  "\ud800",
  "x\udc00y",
  1e308,
  2 ** 63,
  -1,
  0.5,
  HUGE,
  true,
  null,
  [],
  {},
  { $gt: "" },
  "' or 1=1 --",
  "<script>alert(1)</script>",
];

/** The same ideas as query-string and path text (already percent-encoded where needed). */
const HOSTILE_TEXT: string[] = [
  "a%00b",
  "%ED%A0%80",
  "%ff%fe",
  "%",
  "1e308",
  "9223372036854775808",
  "-1",
  "0.5",
  "x".repeat(8_000),
  "true",
  "null",
  "%5B%5D",
  "'%20or%201%3D1%20--",
  "%3Cscript%3E",
  "..%2F..%2Fetc%2Fpasswd",
];

const ODD_METHODS = ["TRACE", "PUT", "DELETE", "PATCH", "OPTIONS", "PROPFIND"];
const ODD_CONTENT_TYPES = [
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data",
  "application/xml",
];

/** Query parameters the pages' loaders read (listing, search, order confirmation, email previews). */
const PAGE_PARAMS = [
  "q",
  "category",
  "min",
  "max",
  "sort",
  "page",
  "sub",
  "brand",
  "watts",
  "voltage",
  "order",
  "token",
  "part",
  "template",
];

/** The documented JSON writes with a valid body each (from the fixtures), to spoil one field at a time. */
const WRITES: { path: string; body: Record<string, unknown> }[] = [
  { path: "/api/contact/order-request", body: quotePayload() as Record<string, unknown> },
  { path: "/api/contact/order-request?source=checkout", body: quotePayload() as Record<string, unknown> },
  { path: "/api/orders", body: checkoutPayload() as Record<string, unknown> },
  { path: "/api/cart/price", body: { items: [{ sku: "IL-D01", quantity: 1 }] } },
  { path: "/api/cart", body: { items: [{ sku: "IL-D01", quantity: 1 }] } },
  { path: "/api/favorites", body: { sku: "IL-D01", favorite: true } },
  {
    path: "/api/contact",
    body: {
      name: "Ana",
      company: "Leaf",
      workEmail: "ana@leaf.example",
      phone: "555",
      country: "United States",
      state: "California",
    },
  },
  {
    path: "/api/contact/rebate",
    body: rebatePayload(),
  },
  { path: "/api/contact/newsletter", body: { email: "ana@leaf.example" } },
  {
    path: "/api/session",
    body: { email: "ana@leaf.example", password: "Greenhouse#2026", rememberMe: true },
  },
  { path: "/api/order-tracking", body: { number: "O-FUZZ00000", email: "ana@leaf.example" } },
  { path: "/api/quotations/Q-FUZZ00000/decline?token=x", body: { reason: "Too dear" } },
  {
    path: "/api/commercial/applications",
    body: {
      fullName: "Ana Green",
      cname: "Leaf",
      workEmail: "ana@leaf.example",
      phone: "555",
      country: "USA",
      state: "California",
      companyDescription: "Lights for two rooms",
    },
  },
  // The staff forms of /admin/companies and /admin/price-lists (anonymous: sent to sign in, never a 5xx).
  { path: "/admin/companies/x", body: { intent: "terms", paymentTerms: "net30", creditLimit: "5000" } },
  { path: "/admin/price-lists", body: { name: "Contract", capsAtWholesale: "on" } },
  {
    path: "/admin/price-lists/1",
    body: { intent: "rule", kind: "sku", target: "IL-D01", fixedPrice: "999.00" },
  },
];

/** Whether a concrete path is an instance of an OpenAPI path template ('/api/quotations/{quoteNumber}'). */
function instanceOf(path: string, template: string): boolean {
  const pattern = template.split(/\{[^}]+\}/).map((part) => part.replace(/[.*+?^$()|[\]\\]/g, "\\$&"));
  return new RegExp(`^${pattern.join("[^/]+")}$`).test(path);
}

interface Probe {
  method: string;
  path: string;
  body?: string;
  contentType?: string;
}

interface Answer {
  status: number;
  body: string;
}

/** One connection per probe, so a connection the server closes on one probe cannot fail the next. */
function send(baseUrl: string, probe: Probe): Promise<Answer> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: probe.method,
        path: probe.path,
        agent: false,
        headers: {
          ...(probe.body !== undefined
            ? {
                "content-type": probe.contentType ?? "application/json",
                "content-length": Buffer.byteLength(probe.body),
              }
            : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (c: Buffer) => chunks.push(c));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString("utf8").slice(0, 300),
          }),
        );
        response.on("error", reject);
      },
    );
    // The server may close the socket while an oversize body is still being written (after its 413).
    request.on("error", (error) => resolve({ status: 0, body: error.message }));
    request.end(probe.body);
  });
}

/** '/api/catalog/products/{sku}' or '/product/:sku' with `value` in every parameter. */
function fillPath(template: string, value: string): string {
  return template.replace(/\{[^}]+\}|:[A-Za-z]+/g, value).replace(/\*$/, value);
}

function apiProbes(document: OpenApiDocument): Probe[] {
  const probes: Probe[] = [];
  for (const [template, item] of Object.entries(document.paths)) {
    const params = Object.values(item).flatMap((op) => op.parameters ?? []);
    const query = params.filter((p) => p.in === "query").map((p) => p.name);
    for (const value of HOSTILE_TEXT) {
      probes.push({ method: "GET", path: fillPath(template, value) });
      for (const name of query)
        probes.push({ method: "GET", path: `${fillPath(template, "x")}?${name}=${value}` });
    }
    for (const method of ODD_METHODS) probes.push({ method, path: fillPath(template, "x") });
    probes.push({ method: "POST", path: fillPath(template, "x"), body: "{}" });
  }
  for (const { path, body } of WRITES) {
    for (const field of Object.keys(body)) {
      for (const value of HOSTILE_JSON)
        probes.push({ method: "POST", path, body: JSON.stringify({ ...body, [field]: value }) });
    }
    for (const value of HOSTILE_JSON) {
      probes.push({ method: "POST", path, body: JSON.stringify(value) });
      probes.push({ method: "POST", path, body: JSON.stringify({ ...body, extra: value }) });
    }
    probes.push({ method: "POST", path, body: deeplyNested(10_000) });
    probes.push({ method: "POST", path, body: `{"a":${deeplyNested(10_000)}}` });
    probes.push({ method: "POST", path, body: "{" });
    probes.push({ method: "POST", path, body: "" });
    for (const contentType of ODD_CONTENT_TYPES)
      probes.push({ method: "POST", path, body: "a=1", contentType });
    for (const method of [...ODD_METHODS, "GET"]) probes.push({ method, path });
  }
  probes.push({ method: "GET", path: `/api/orders/a%00?token=x` });
  for (const value of HOSTILE_TEXT) {
    probes.push({ method: "GET", path: `/api/orders/${value}?token=${value}` });
    probes.push({ method: "GET", path: `/api/no-such-route/${value}` });
  }
  return probes;
}

function pageProbes(pagePaths: string[]): Probe[] {
  const probes: Probe[] = [];
  for (const template of pagePaths) {
    for (const value of HOSTILE_TEXT) {
      const query = PAGE_PARAMS.map((name) => `${name}=${value}`).join("&");
      probes.push({ method: "GET", path: `${fillPath(template, value)}?${query}` });
    }
    for (const method of ODD_METHODS) probes.push({ method, path: fillPath(template, "x") });
    // Pages with an action read a posted form; every content type, with a body that is none of them.
    for (const contentType of ODD_CONTENT_TYPES) {
      probes.push({ method: "POST", path: fillPath(template, "x"), body: "a=1&token=%00", contentType });
    }
    probes.push({ method: "HEAD", path: fillPath(template, "x") });
  }
  return probes;
}

async function runAll(baseUrl: string, probes: Probe[], concurrency = 6) {
  const failures: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < probes.length) {
      const probe = probes[next++];
      const answer = await send(baseUrl, probe);
      const oversize = Buffer.byteLength(probe.body ?? "") > MAX_BODY_BYTES;
      if (answer.status >= 500 || (answer.status === 0 && !oversize)) {
        failures.push(
          `${probe.method} ${probe.path.slice(0, 120)} ${probe.body?.slice(0, 120) ?? ""} -> ${answer.status} ${answer.body}`,
        );
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return failures;
}

let build: ReturnType<typeof buildStorefront>;
let pagePaths: string[];

beforeAll(async () => {
  build = buildStorefront();
  const serverBuild = (await import(
    pathToFileURL(join(build.dir, "server", "index.js")).href
  )) as ServerBuild;
  // One path per route module: the category pages (and the email previews) share theirs.
  const byModule = new Map<unknown, string>();
  for (const route of Object.values(serverBuild.routes)) {
    if (route && !byModule.has(route.module))
      byModule.set(route.module, `/${route.path ?? ""}`.replace(/^\/\//, "/"));
  }
  pagePaths = [...byModule.values()];
});
afterAll(() => build?.remove());

describe.each(databaseTargets())("hostile input on $name", (target) => {
  let database: Database;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    database = await target.open();
    await seedCatalog(database.db, defaultCatalogRecords());
    server = await startTestServer(
      database,
      { RATE_LIMIT_WRITES_PER_MINUTE: "1000000", RATE_LIMIT_READS_PER_MINUTE: "0", PAGE_CACHE_MB: "0" },
      build.dir,
    );
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it("answers unknown /api paths in the JSON error shape although pages claim every other path", async () => {
    for (const method of ["GET", "POST", "TRACE"]) {
      const answer = await send(server.baseUrl, { method, path: "/api/no-such-thing?x=1" });
      expect(answer.status).toBe(404);
      expect(JSON.parse(answer.body).error.code).toBe("not_found");
    }
    expect((await send(server.baseUrl, { method: "GET", path: "/" })).status).toBe(200);
  });

  it("keeps the order confirmation page out of every cache", async () => {
    const placed = await fetch(`${server.baseUrl}/api/orders`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(checkoutPayload({ items: [{ sku: "IL-D01", quantity: 1 }] })),
    });
    const { order } = await placed.json();
    const res = await fetch(
      `${server.baseUrl}/order-confirmation?order=${order.orderNumber}&token=${order.token}`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("answers no request of the corpus with a 5xx", async () => {
    const document = (await (await fetch(`${server.baseUrl}/api/openapi.json`)).json()) as OpenApiDocument;
    const documentedWrites = Object.entries(document.paths).flatMap(([path, item]) =>
      item.post?.requestBody ? [path] : [],
    );
    expect(
      documentedWrites.filter((path) => !WRITES.some((w) => instanceOf(w.path.split("?")[0], path))),
    ).toEqual([]);
    const probes = [...apiProbes(document), ...pageProbes(pagePaths)];
    const started = Date.now();
    const failures = await runAll(server.baseUrl, probes);
    console.info(`${Date.now() - started} ms`);
    console.info(`fuzz on ${target.name}: ${probes.length} requests, ${failures.length} answered 5xx`);
    expect(failures).toEqual([]);
  }, 300_000);
});
