import { NETWORK_ERROR_MESSAGE, serverErrorMessage } from "../../../core/form-messages.ts";

export type PostResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; kind: "server"; status: number; message: string | null; fields: Record<string, string> }
  | { ok: false; kind: "network" };

interface ErrorShape {
  error?: { message?: string; fields?: Record<string, string> };
  message?: string;
}

/** POSTs JSON to the shop's API; tells a server answer (with its message) from a network failure. */
export async function postJson<T>(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<PostResult<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json", ...headers },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, kind: "network" };
  }
  const json = (await response.json().catch(() => null)) as (T & ErrorShape) | null;
  if (response.ok && json) return { ok: true, status: response.status, data: json };
  return {
    ok: false,
    kind: "server",
    status: response.status,
    message: json?.error?.message ?? json?.message ?? null,
    fields: json?.error?.fields ?? {},
  };
}

/** Spec §8 forms: the server's message, else 'Server error ({status}). Please try again.'; network text otherwise. */
export function formErrorMessage(result: Exclude<PostResult<unknown>, { ok: true }>): string {
  if (result.kind === "network") return NETWORK_ERROR_MESSAGE;
  return result.message ?? serverErrorMessage(result.status);
}

/** A fresh key per submission; a retry of the same submission reuses it. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
