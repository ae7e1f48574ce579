import type { FastifyPluginAsync } from "fastify";
import { catalogApiDocs } from "./catalog-api-docs.ts";
import type { ApiDocs, JsonSchema, OpenApiOperation } from "./openapi-types.ts";
import type { ApiPluginOptions } from "./plugins.ts";

/** Every documented API module; documenting another resource is one more entry here. */
export const apiDocs: ApiDocs[] = [catalogApiDocs];

const errorSchema: JsonSchema = {
  type: "object",
  required: ["error"],
  properties: {
    error: {
      type: "object",
      required: ["code", "message"],
      properties: {
        code: { type: "string" },
        message: { type: "string" },
        fields: { type: "object", additionalProperties: { type: "string" } },
      },
    },
  },
};

export function openApiDocument(docs: ApiDocs[] = apiDocs) {
  return {
    openapi: "3.1.0",
    info: {
      title: "Canopy API",
      version: "1.0.0",
      description:
        "JSON API of the Canopy storefront. Bad input answers 400 with { error: { code, message, fields } }.",
    },
    tags: docs.map((d) => d.tag),
    paths: Object.assign({}, ...docs.map((d) => d.paths)),
    components: { schemas: Object.assign({ Error: errorSchema }, ...docs.map((d) => d.schemas)) },
  };
}

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
  const responses = Object.entries(op.responses)
    .map(([status, r]) => {
      const schema = r.content?.["application/json"]?.schema;
      return `<li><strong>${status}</strong> ${escapeHtml(r.description)}${schema ? ` — <code>${escapeHtml(schemaLabel(schema))}</code>` : ""}</li>`;
    })
    .join("");
  return `<section id="${escapeHtml(`${method}-${path}`)}"><h3><span class="method">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
<p>${escapeHtml(op.summary)}</p>${op.description ? `<p>${escapeHtml(op.description)}</p>` : ""}
${params ? `<table><thead><tr><th>Parameter</th><th>In</th><th>Type</th><th>Meaning</th></tr></thead><tbody>${params}</tbody></table>` : ""}
<ul>${responses}</ul></section>`;
}

/** A plain server-rendered reference page (no scripts, nothing from a CDN: the CSP allows only 'self'). */
export function docsHtml(document: ReturnType<typeof openApiDocument>): string {
  const sections = document.tags
    .map((tag) => {
      const ops = Object.entries(document.paths as Record<string, Record<string, OpenApiOperation>>).flatMap(
        ([path, item]) =>
          Object.entries(item)
            .filter(([, op]) => op.tags.includes(tag.name))
            .map(([method, op]) => operationHtml(path, method, op)),
      );
      return `<h2>${escapeHtml(tag.name)}</h2><p>${escapeHtml(tag.description)}</p>${ops.join("")}`;
    })
    .join("");
  const schemas = Object.entries(document.components.schemas as Record<string, JsonSchema>)
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

export const openApiRoutes: FastifyPluginAsync<ApiPluginOptions> = async (app) => {
  const document = openApiDocument();
  const html = docsHtml(document);
  app.get("/api/openapi.json", async (_request, reply) =>
    reply.header("Cache-Control", "public, max-age=300").send(document),
  );
  app.get("/api/docs", async (_request, reply) =>
    reply.header("Cache-Control", "public, max-age=300").type("text/html; charset=utf-8").send(html),
  );
};
