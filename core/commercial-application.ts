import { z } from "./zod.ts";
import { REQUIRED_FIELDS_MESSAGE, SPAM_MESSAGE } from "./form-messages.ts";
import { isRegionOf } from "./regions.ts";
import { statusMachine } from "./status-moves.ts";

/** 'Commercial account form': country is USA or Canada, default USA. */
export const APPLICATION_COUNTRIES = ["USA", "Canada"] as const;
export const DEFAULT_APPLICATION_COUNTRY = APPLICATION_COUNTRIES[0];

/** Staff review a pending application once: approved (a company is made) or rejected (with a reason). */
const APPLICATION_MOVES = {
  pending: ["approved", "rejected"],
  approved: [],
  rejected: [],
} as const;
export type ApplicationStatus = keyof typeof APPLICATION_MOVES;
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  pending: "Pending",
  approved: "Approved",
  rejected: "Rejected",
};
export const ALREADY_APPROVED_MESSAGE = "This application has already been approved.";
export const ALREADY_REJECTED_MESSAGE =
  "This application was rejected; it can no longer be approved or rejected.";
export const applicationStatusMachine = statusMachine<ApplicationStatus>(APPLICATION_MOVES, {
  noun: "application",
  labels: APPLICATION_STATUS_LABELS,
  explain: (from) => (from === "approved" ? ALREADY_APPROVED_MESSAGE : ALREADY_REJECTED_MESSAGE),
});
export const APPLICATION_STATUSES = applicationStatusMachine.statuses;

/** What the applicant reads after applying (the specification lifecycle: reviewed by the team in 1-2 business days). */
export const APPLICATION_RECEIVED_MESSAGE =
  "Thank you! Your application has been received. Our team reviews applications in 1-2 business days and will email you as soon as your account is active.";
export const APPLICATION_PENDING_MESSAGE =
  "An application from this work email is already being reviewed. We will email you within 1-2 business days.";
export const APPLICATION_APPROVED_MESSAGE =
  "This work email already has a commercial account. Sign in, or reset your password if you forgot it.";

const required = (max: number) =>
  z.string({ error: REQUIRED_FIELDS_MESSAGE }).trim().min(1, REQUIRED_FIELDS_MESSAGE).max(max);

/** 'Registration form': every field required; work email an email address; state of the country. */
export const commercialApplicationSchema = z
  .object({
    fullName: required(200),
    cname: required(200),
    workEmail: required(254).pipe(z.email("Please enter a valid email address.")),
    phone: required(40),
    country: z.enum(APPLICATION_COUNTRIES, { error: REQUIRED_FIELDS_MESSAGE }),
    state: required(100),
    companyDescription: required(4000),
    website: z.string().max(0, SPAM_MESSAGE).optional(),
  })
  .refine((v) => isRegionOf(v.country, v.state), {
    path: ["state"],
    message: "Choose a state or province of the selected country.",
  });
export type CommercialApplicationRequest = z.infer<typeof commercialApplicationSchema>;

/** Staff's reason for a rejection, mailed to the applicant. */
export const REJECTION_REASON_MESSAGE = "Please give the applicant a reason.";
const applicationId = z.coerce
  .number({ error: "No such application." })
  .int("No such application.")
  .positive("No such application.");

/** The review buttons of /admin/applications: Approve, or Reject with its reason. */
export const reviewSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("approve"), id: applicationId }),
  z.object({
    intent: z.literal("reject"),
    id: applicationId,
    reason: z
      .string({ error: REJECTION_REASON_MESSAGE })
      .trim()
      .min(1, REJECTION_REASON_MESSAGE)
      .max(2000, "The reason must be at most 2000 characters."),
  }),
]);

export const approvedMessage = (company: string) =>
  `${company} is approved. The applicant has been emailed a link to set their password.`;
export const rejectedMessage = (company: string) =>
  `${company}'s application is rejected. The reason has been emailed to the applicant.`;
