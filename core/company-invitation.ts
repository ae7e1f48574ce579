import { z } from "./zod.ts";
import { newPasswordProblem } from "./account-forms.ts";

/** How long an invitation link works (docs/decisions/0075). */
export const INVITATION_DAYS = 7;

import { COMPANY_ROLES } from "./company-roles.ts";

export const INVITATION_SENT_MESSAGE = `Invitation sent. The link works once and expires in ${INVITATION_DAYS} days.`;
export const INVITATION_INVALID_MESSAGE =
  "This invitation has expired or has already been used. Ask your company's admin for a new one.";
export const ALREADY_MEMBER_MESSAGE =
  "This address already has a commercial account. Each person belongs to one company.";
export const ALREADY_INVITED_MESSAGE = "This address already has an open invitation.";
export const MEMBER_REMOVED_MESSAGE = "Removed. Their sessions have ended.";
export const CANNOT_REMOVE_SELF_MESSAGE = "You cannot remove yourself.";
export const ROLE_CHANGED_MESSAGE = "Role changed. It applies from their next page.";
/** An admin never changes their own role, so a company always keeps one admin. */
export const CANNOT_CHANGE_OWN_ROLE_MESSAGE = "You cannot change your own role; another admin can.";

export const invitationSchema = z.object({
  email: z
    .string({ error: "Please enter a valid email address." })
    .trim()
    .toLowerCase()
    .max(254, "Please enter a valid email address.")
    .pipe(z.email("Please enter a valid email address.")),
  role: z.enum(COMPANY_ROLES, { error: "Choose Admin, Approver or Buyer." }),
});
export type InvitationRequest = z.infer<typeof invitationSchema>;

const memberId = z.string().trim().min(1).max(100);

/** The company users page's forms: invite someone, change a member's role, or remove a member. */
export const companyUsersSchema = z.discriminatedUnion("intent", [
  invitationSchema.extend({ intent: z.literal("invite") }),
  z.object({ intent: z.literal("role"), userId: memberId, role: invitationSchema.shape.role }),
  z.object({ intent: z.literal("remove"), userId: memberId }),
]);

export const JOINED_MESSAGE = "You have joined. Sign in with your email and new password.";

/** The invitation page's form: the invitee's name and new password, twice ('Reset password' rules). */
export const joinSchema = z
  .object({
    token: z.string().trim().min(1, INVITATION_INVALID_MESSAGE).max(200, INVITATION_INVALID_MESSAGE),
    fullName: z.string().trim().min(1, "Please enter your name.").max(200),
    password: z.string().default(""),
    confirmPassword: z.string().default(""),
  })
  .check((ctx) => {
    const problem = newPasswordProblem(ctx.value.password, ctx.value.confirmPassword);
    if (problem)
      ctx.issues.push({ code: "custom", message: problem.message, input: ctx.value, path: [problem.field] });
  });
