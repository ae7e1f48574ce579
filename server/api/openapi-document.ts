import { scopeOfRoute } from "../api-keys/api-key-hooks.ts";
import { z } from "zod";
import { errorBodySchema } from "./error-handler.ts";
import { RATE_LIMIT_MESSAGE } from "./rate-limit.ts";
import { API_TAGS, type AnyApiRoute, type ApiTag } from "./route-spec.ts";

export type JsonSchema = Record<string, unknown>;

export interface OpenApiParameter {
  name: string;
  in: "query" | "path" | "header";
  required: boolean;
  description?: string;
  schema: JsonSchema;
  explode?: boolean;
}

interface MediaType {
  schema: JsonSchema;
  example?: unknown;
}

export interface OpenApiResponse {
  description: string;
  headers?: Record<string, { description: string; schema: JsonSchema }>;
  content?: Record<string, MediaType>;
}

export interface OpenApiOperation {
  operationId: string;
  tags: ApiTag[];
  summary: string;
  description?: string;
  parameters?: OpenApiParameter[];
  requestBody?: { required: true; content: Record<string, MediaType> };
  responses: Record<string, OpenApiResponse>;
  /** Who may call it: anyone (or a session cookie), or an API key with the scope named. */
  security?: Record<string, string[]>[];
}

export type OpenApiDocument = {
  openapi: "3.1.0";
  info: { title: string; version: string; description: string };
  tags: { name: ApiTag; description: string }[];
  paths: Record<string, Partial<Record<"get" | "post", OpenApiOperation>>>;
  components: {
    schemas: Record<string, JsonSchema>;
    securitySchemes: Record<string, { type: "http"; scheme: "bearer"; description: string }>;
  };
};

/** The API keys a company admin makes at /commercial-view/api-keys (docs/decisions/0172). */
const API_KEY_SCHEME = {
  type: "http" as const,
  scheme: "bearer" as const,
  description:
    "Authorization: Bearer ck_…, a key a company admin made at /commercial-view/api-keys. It acts for that company only (another company's documents answer 404), on the operations that list its scope (catalog:read, orders:read, orders:write, invoices:read); writes need an Idempotency-Key. A bad or revoked key answers 401, a missing scope 403, more than API_KEY_REQUESTS_PER_MINUTE requests a minute 429.",
};

/** Zod schemas to JSON Schema; those named with .meta({ id }) become components and are referenced. */
class SchemaConverter {
  readonly components: Record<string, JsonSchema> = {};

  convert(schema: z.ZodType, io: "input" | "output"): JsonSchema {
    const converted = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as JsonSchema;
    const { $schema: _dialect, $defs, ...json } = toComponentRefs(converted);
    for (const [id, definition] of Object.entries(($defs ?? {}) as Record<string, JsonSchema>)) {
      const known = this.components[id];
      if (known && JSON.stringify(known) !== JSON.stringify(definition)) {
        throw new Error(`Two different schemas are named '${id}'.`);
      }
      this.components[id] = definition;
    }
    return json;
  }
}

function toComponentRefs(schema: JsonSchema): JsonSchema {
  return JSON.parse(JSON.stringify(schema).replaceAll('"#/$defs/', '"#/components/schemas/')) as JsonSchema;
}

const ERROR_CODES = {
  400: "validation_error",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  409: "conflict",
  413: "fst_err_ctp_body_too_large",
  415: "fst_err_ctp_invalid_media_type",
  429: "rate_limited",
} as const;

const ERROR_MEANINGS: Record<keyof typeof ERROR_CODES, string> = {
  400: "Invalid input: `message` is the first problem, `fields` names each invalid field with its message.",
  401: "Not signed in, or wrong credentials.",
  403: "Refused.",
  404: "Not found.",
  409: "Conflict.",
  413: "The body is over 64 KB.",
  415: "The body is not JSON.",
  429: "Over the per-IP write budget; Retry-After gives the seconds to wait.",
};

const ERROR_EXAMPLES: Partial<Record<keyof typeof ERROR_CODES, string>> = {
  400: "Must be 200 characters or fewer.",
  413: "Request body is too large.",
  415: "Unsupported content type; send JSON.",
  429: RATE_LIMIT_MESSAGE,
};

const CACHE_HEADERS = {
  ETag: {
    description: "Weak validator of the body; send it back as If-None-Match.",
    schema: { type: "string" },
  },
  "Cache-Control": {
    description: "public, max-age=60, stale-while-revalidate=300",
    schema: { type: "string" },
  },
};

function parameters(
  converter: SchemaConverter,
  location: OpenApiParameter["in"],
  schema: z.ZodObject | undefined,
): OpenApiParameter[] {
  if (!schema) return [];
  const json = converter.convert(schema, "input");
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries((json.properties ?? {}) as Record<string, JsonSchema>).map(([name, property]) => {
    const { description, ...propertySchema } = property;
    return {
      name,
      in: location,
      required: location === "path" || required.has(name),
      ...(typeof description === "string" && { description }),
      schema: propertySchema,
      ...(propertySchema.type === "array" && { explode: true }),
    };
  });
}

function errorResponses(route: AnyApiRoute): Record<string, OpenApiResponse> {
  const statuses = new Map<keyof typeof ERROR_CODES, string | undefined>();
  if (route.params || route.query || route.headers || route.body) statuses.set(400, ERROR_EXAMPLES[400]);
  for (const [status, message] of Object.entries(route.errors ?? {})) {
    statuses.set(Number(status) as keyof typeof ERROR_CODES, message);
  }
  if (route.body) {
    statuses.set(413, ERROR_EXAMPLES[413]);
    statuses.set(415, ERROR_EXAMPLES[415]);
  }
  if (route.rateLimit) statuses.set(429, ERROR_EXAMPLES[429]);
  const responses: Record<string, OpenApiResponse> = {};
  for (const [status, message] of [...statuses].sort(([a], [b]) => a - b)) {
    const example = message && { error: { code: ERROR_CODES[status], message } };
    responses[status] = {
      description: ERROR_MEANINGS[status],
      content: {
        "application/json": { schema: { $ref: "#/components/schemas/Error" }, ...(example && { example }) },
      },
    };
  }
  return responses;
}

function operation(converter: SchemaConverter, route: AnyApiRoute): OpenApiOperation {
  const { response } = route;
  const catalogue = response.caching === "catalogue";
  const success: OpenApiResponse = {
    description: response.description,
    ...(catalogue && { headers: CACHE_HEADERS }),
    content: {
      [response.contentType ?? "application/json"]: { schema: converter.convert(response.schema, "output") },
    },
  };
  const params = [
    ...parameters(converter, "path", route.params),
    ...parameters(converter, "query", route.query),
    ...parameters(converter, "header", route.headers),
  ];
  const scope = scopeOfRoute(route.method, route.url);
  return {
    ...(scope && { security: [{}, { apiKey: [scope] }] }),
    operationId: route.operationId,
    tags: [route.tag],
    summary: route.summary,
    ...(route.description && { description: route.description }),
    ...(params.length > 0 && { parameters: params }),
    ...(route.body && {
      requestBody: {
        required: true,
        content: { "application/json": { schema: converter.convert(route.body, "input") } },
      },
    }),
    responses: {
      [String(response.status ?? 200)]: success,
      ...(catalogue && { "304": { description: "Not modified: If-None-Match matched the ETag." } }),
      ...errorResponses(route),
    },
  };
}

/** ':sku' in Fastify's syntax is '{sku}' in OpenAPI's. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, "{$1}");

/** The OpenAPI 3.1 document of the routes registered through apiRoute (route.ts). */
export function openApiDocument(routes: readonly AnyApiRoute[]): OpenApiDocument {
  const converter = new SchemaConverter();
  converter.convert(errorBodySchema, "output");
  const paths: OpenApiDocument["paths"] = {};
  for (const route of routes) {
    const item = (paths[openApiPath(route.url)] ??= {});
    item[route.method === "GET" ? "get" : "post"] = operation(converter, route);
  }
  const used = new Set(routes.map((r) => r.tag));
  return {
    openapi: "3.1.0",
    info: {
      title: "Canopy API",
      version: "1.0.0",
      description:
        "JSON API of the Canopy storefront. Every error answers { error: { code, message, fields } }; bad input is a 400 whose `fields` names each invalid field.",
    },
    tags: (Object.keys(API_TAGS) as ApiTag[])
      .filter((name) => used.has(name))
      .map((name) => ({ name, description: API_TAGS[name] })),
    paths,
    components: { schemas: converter.components, securitySchemes: { apiKey: API_KEY_SCHEME } },
  };
}
