import { COUNTRIES } from "./constants.ts";
import { isRegionOf, regionMismatchMessage } from "./regions.ts";
import { z } from "./zod.ts";

export const MAX_COMPANY_ADDRESSES = 50;
export const ADDRESS_SAVED_MESSAGE = "Address saved.";
export const ADDRESS_REMOVED_MESSAGE = "Address removed.";
export const ADDRESS_DEFAULT_MESSAGE = "Default address changed.";
export const TOO_MANY_ADDRESSES_MESSAGE = `A company can keep at most ${MAX_COMPANY_ADDRESSES} addresses.`;

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);
const optional = (max: number) =>
  z.string().trim().max(max, `Must be at most ${max} characters.`).optional().default("");

/** A ship-to address as the account area's form and checkout's address fields name its parts. */
export const companyAddressSchema = z
  .object({
    label: optional(60),
    firstName: required("First name", 100),
    lastName: required("Last name", 100),
    address: required("Address", 200),
    apartment: optional(100),
    city: required("City", 100),
    state: required("State", 100),
    zipCode: required("ZIP code", 20),
    country: z.enum(COUNTRIES, { error: "Choose United States, Canada or Mexico." }),
    isDefault: z.boolean().default(false),
    /** The site it ships to (ADR 0270): empty is the company's, for every site. */
    siteId: z
      .string()
      .trim()
      .max(60)
      .optional()
      .transform((v) => (v ? v : null))
      .optional(),
  })
  .refine((a) => isRegionOf(a.country, a.state), {
    path: ["state"],
    error: ({ input }) => {
      const a = input as { country: string; state: string };
      return regionMismatchMessage(a.country, a.state);
    },
  });
export type CompanyAddressInput = z.infer<typeof companyAddressSchema>;

/** The addresses pane's forms: add one, remove one, make one the default. */
export const addressActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add"), address: companyAddressSchema }),
  z.object({ intent: z.literal("remove"), id: z.string().trim().min(1).max(60) }),
  z.object({ intent: z.literal("default"), id: z.string().trim().min(1).max(60) }),
]);
