import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import {
  openApiDocument,
  type JsonSchema,
  type OpenApiDocument,
  type OpenApiOperation,
} from "./openapi-document.ts";
import type { ErrorBody } from "./error-handler.ts";
import type { ApiPluginOptions } from "./plugin-options.ts";
import { apiRoute } from "./route.ts";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function schemaLabel(schema: JsonSchema): string {
  if (typeof schema.$ref === "string") return schema.$ref.split("/").pop() ?? "";
  if (Array.isArray(schema.enum)) return schema.enum.join(" | ");
  if (schema.type === "array" && schema.items) return `${schemaLabel(schema.items as JsonSchema)}[]`;
  if (schema.type === "object" && schema.properties) {
    const props = schema.properties as Record<string, JsonSchema>;
    return `{ ${Object.entries(props)
      .map(([k, v]) => `${k}: ${schemaLabel(v)}`)
      .join(", ")} }`;
  }
  return Array.isArray(schema.type) ? schema.type.join(" | ") : String(schema.type ?? "any");
}

function operationHtml(path: string, method: string, op: OpenApiOperation): string {
  const params = (op.parameters ?? [])
    .map(
      (p) =>
        `<tr><td><code>${escapeHtml(p.name)}</code>${p.required ? " (required)" : ""}</td><td>${p.in}</td><td><code>${escapeHtml(schemaLabel(p.schema))}</code></td><td>${escapeHtml(p.description ?? "")}</td></tr>`,
    )
    .join("");
  const body = op.requestBody?.content["application/json"]?.schema;
  const responses = Object.entries(op.responses)
    .map(([status, r]) => {
      const json = r.content?.["application/json"];
      const example = (json?.example as ErrorBody | undefined)?.error.message;
      return `<li><strong>${status}</strong> ${escapeHtml(r.description)}${json ? ` — <code>${escapeHtml(schemaLabel(json.schema))}</code>` : ""}${example ? `, e.g. “${escapeHtml(example)}”` : ""}</li>`;
    })
    .join("");
  return `<section id="${escapeHtml(`${method}-${path}`)}"><h3><span class="method">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
<p>${escapeHtml(op.summary)}</p>${op.description ? `<p>${escapeHtml(op.description)}</p>` : ""}
${body ? `<p>Body: <code>${escapeHtml(schemaLabel(body))}</code></p>` : ""}
${params ? `<table><thead><tr><th>Parameter</th><th>In</th><th>Type</th><th>Meaning</th></tr></thead><tbody>${params}</tbody></table>` : ""}
<ul>${responses}</ul></section>`;
}

/** A plain server-rendered reference page (no scripts, nothing from a CDN: the CSP allows only 'self'). */
export function docsHtml(document: OpenApiDocument): string {
  const sections = document.tags
    .map((tag) => {
      const ops = Object.entries(document.paths).flatMap(([path, item]) =>
        Object.entries(item)
          .filter(([, op]) => op.tags.includes(tag.name))
          .map(([method, op]) => operationHtml(path, method, op)),
      );
      return `<h2>${escapeHtml(tag.name)}</h2><p>${escapeHtml(tag.description)}</p>${ops.join("")}`;
    })
    .join("");
  const schemas = Object.entries(document.components.schemas)
    .map(
      ([name, s]) =>
        `<dt id="schema-${escapeHtml(name)}">${escapeHtml(name)}</dt><dd><code>${escapeHtml(schemaLabel(s))}</code></dd>`,
    )
    .join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)} reference</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1f2937}
section{border-top:1px solid #e5e7eb;padding:.5rem 0}table{border-collapse:collapse;width:100%}td,th{border:1px solid #e5e7eb;padding:.25rem .5rem;text-align:left;vertical-align:top}
.method{background:#166534;color:#fff;border-radius:4px;padding:0 .4rem;font-size:.8rem}code{font-size:.85rem}dt{font-weight:600;margin-top:.5rem}</style></head>
<body><main><h1>${escapeHtml(document.info.title)} ${escapeHtml(document.info.version)}</h1><p>${escapeHtml(document.info.description)}</p>
<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${document.openapi}).</p>
${sections}<h2>Schemas</h2><dl>${schemas}</dl></main></body></html>`;
}

const docsCache = { cacheControl: "public, max-age=300" };

/** The reference of every route registered through apiRoute, built once all of them are registered. */
export const openApiRoutes: FastifyPluginAsync<ApiPluginOptions> = async (app, options) => {
  let built: { document: OpenApiDocument; html: string } | undefined;
  const reference = () => {
    if (!built) {
      const document = openApiDocument(options.routes);
      built = { document, html: docsHtml(document) };
    }
    return built;
  };

  apiRoute(
    app,
    options,
    {
      method: "GET",
      url: "/api/openapi.json",
      operationId: "getOpenApiDocument",
      tag: "Documentation",
      summary: "This API as an OpenAPI 3.1 document",
      response: {
        description: "The document, generated from the routes' own schemas.",
        schema: z.record(z.string(), z.unknown()),
        caching: docsCache,
      },
    },
    async () => reference().document,
  );

  apiRoute(
    app,
    options,
    {
      method: "GET",
      url: "/api/docs",
      operationId: "getApiReference",
      tag: "Documentation",
      summary: "This API as a readable HTML page",
      response: {
        description: "A plain page without scripts.",
        schema: z.string(),
        contentType: "text/html; charset=utf-8",
        caching: docsCache,
      },
    },
    async () => reference().html,
  );
};
