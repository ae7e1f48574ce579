import { z } from "zod";

/** What `npm run staff -- add` sends, directly or through the running server's /api/admin/staff. */
export const staffRequest = z.object({
  email: z.email().max(254),
  password: z.string().min(1).max(256),
  role: z.enum(["admin", "sales"]).default("admin"),
  name: z.string().trim().max(200).optional(),
});
export type StaffRequest = z.infer<typeof staffRequest>;
