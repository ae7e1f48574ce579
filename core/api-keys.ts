import { z } from "./zod.ts";

/** What a key may do; every API route a key may call needs one of them (server/api-keys/api-key-hooks.ts). */
export const API_KEY_SCOPES = {
  "catalog:read": "Read the catalogue, availability and the company's prices",
  "orders:read": "List and read the company's quotes and orders",
  "orders:write": "Place orders and quote requests (an Idempotency-Key header is required)",
  "invoices:read": "List the company's invoices and download them as PDF",
} as const;

export type ApiKeyScope = keyof typeof API_KEY_SCOPES;

export const API_KEY_SCOPE_NAMES = Object.keys(API_KEY_SCOPES) as ApiKeyScope[];

export const CHOOSE_A_SCOPE = "Choose at least one permission.";

/** A company admin makes a key: a name to tell it by, and what it may do. */
export const apiKeyCreateSchema = z.object({
  name: z
    .string("Name the key.")
    .trim()
    .min(1, "Name the key.")
    .max(80, "The name is at most 80 characters."),
  scopes: z
    .array(z.enum(API_KEY_SCOPE_NAMES as [ApiKeyScope, ...ApiKeyScope[]], CHOOSE_A_SCOPE))
    .min(1, CHOOSE_A_SCOPE),
});
