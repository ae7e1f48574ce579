/** The slice of OpenAPI 3.1 Canopy's documents use. */
export interface OpenApiParameter {
  name: string;
  in: "query" | "path" | "header";
  required?: boolean;
  description?: string;
  schema: JsonSchema;
  explode?: boolean;
}

export type JsonSchema = Record<string, unknown>;

export interface OpenApiOperation {
  summary: string;
  description?: string;
  tags: string[];
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>;
}

export type OpenApiPaths = Record<
  string,
  Partial<Record<"get" | "post" | "put" | "patch" | "delete", OpenApiOperation>>
>;

/** What one API module documents: its paths and the component schemas they reference. */
export interface ApiDocs {
  tag: { name: string; description: string };
  paths: OpenApiPaths;
  schemas: Record<string, JsonSchema>;
}

export const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });

export const json = (schema: JsonSchema) => ({ "application/json": { schema } });

/** The shared 400/404 error body of server/api/error-handler.ts. */
export const errorResponse = (description: string) => ({ description, content: json(ref("Error")) });
