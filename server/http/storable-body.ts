import type { FastifyInstance, FastifyRequest } from "fastify";
import { ValidationError } from "../errors.ts";
import { findUnstorable, UNSTORABLE_TEXT_MESSAGE, type UnstorableValue } from "./storable-text.ts";

/** A form's fields as one object (a repeated name keeps its last value: any bad one is found). */
function formObject(entries: Iterable<[string, FormDataEntryValue | string]>): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [name, value] of entries) fields[name] = typeof value === "string" ? value : value.name;
  return fields;
}

/**
 * What a request's body holds as text: the parsed JSON of an /api route, or the raw bytes a page action
 * reads, read the way the action will (urlencoded or multipart fields, whose files are only named).
 */
async function bodyText(request: FastifyRequest): Promise<unknown> {
  const body = request.body;
  if (!Buffer.isBuffer(body)) return body;
  const type = String(request.headers["content-type"] ?? "").toLowerCase();
  if (type.startsWith("application/x-www-form-urlencoded")) {
    return formObject(new URLSearchParams(body.toString("utf8")));
  }
  if (type.startsWith("multipart/form-data")) {
    const form = await new Response(new Uint8Array(body), { headers: { "content-type": type } })
      .formData()
      .catch(() => null);
    return form ? formObject(form) : null;
  }
  if (type.includes("json")) {
    try {
      return JSON.parse(body.toString("utf8"));
    } catch {
      return null;
    }
  }
  return type.startsWith("text/") ? body.toString("utf8") : null;
}

function refusal(unstorable: UnstorableValue): ValidationError {
  if (unstorable.reason === "depth") {
    return new ValidationError("The form is nested too deeply.", { [unstorable.path]: "too deep" });
  }
  return new ValidationError(UNSTORABLE_TEXT_MESSAGE, { [unstorable.path]: UNSTORABLE_TEXT_MESSAGE });
}

/**
 * The one check of every body the shop is sent, JSON routes, page forms and uploads alike (staff forms
 * included): text PostgreSQL cannot store (a NUL, a lone surrogate) or absurd nesting is answered 400
 * naming the field, before any route reads it.
 */
export function installStorableBodyCheck(app: FastifyInstance) {
  app.addHook("preValidation", async (request) => {
    if (request.body === undefined || request.body === null) return;
    const unstorable = findUnstorable(await bodyText(request));
    if (unstorable) throw refusal(unstorable);
  });
}
