import { csvCell } from "../submission-lists.ts";
import { z } from "../zod.ts";
import { energySavings, type EnergyResult } from "./energy.ts";
import { energyFormSchema, ENERGY_DEFAULTS } from "./energy-form.ts";
import { leadingNumber } from "./tool-product.ts";

/**
 * A rebate project: one company's lighting upgrade carried from the energy estimate through the utility's
 * pre-approval, the purchase and installation to the claim and the payout (docs/decisions/0190).
 */
export const REBATE_STAGES = [
  "draft",
  "submitted",
  "pre_approved",
  "declined",
  "ordered",
  "installed",
  "claimed",
  "paid",
] as const;
export type RebateStage = (typeof REBATE_STAGES)[number];

/**
 * The step machine: each stage lists the stages it may move to. A declined project may be revised
 * (back to draft) and submitted again; nothing moves backwards otherwise.
 */
export const REBATE_STEPS: Record<RebateStage, readonly RebateStage[]> = {
  draft: ["submitted"],
  submitted: ["pre_approved", "declined"],
  pre_approved: ["ordered"],
  declined: ["draft"],
  ordered: ["installed"],
  installed: ["claimed"],
  claimed: ["paid"],
  paid: [],
};

export const REBATE_STAGE_LABELS: Record<RebateStage, string> = {
  draft: "Draft",
  submitted: "Submitted",
  pre_approved: "Pre-approved",
  declined: "Declined",
  ordered: "Ordered",
  installed: "Installed",
  claimed: "Claimed",
  paid: "Paid",
};

/** What the desk says to do next in each stage (and who does it). */
export const REBATE_NEXT_ACTION: Record<RebateStage, string> = {
  draft: "Finish the fixture schedule and submit it to the utility",
  submitted: "Record the utility's pre-approval or decline",
  pre_approved: "Order the fixtures before the pre-approval expires",
  declined: "Revise the project and submit again",
  ordered: "Record the installation",
  installed: "File the claim with invoices and proof of installation",
  claimed: "Record the utility's payment",
  paid: "Nothing: the rebate is paid",
};

/** The stages in which the fixture schedule may still change. */
export const EDITABLE_STAGES: readonly RebateStage[] = ["draft"];
/** The stages before the purchase, when buying the project's fixtures may forfeit the rebate. */
export const BEFORE_PRE_APPROVAL: readonly RebateStage[] = ["draft", "submitted"];

/** A claim not filed this many days after installation is overdue. */
export const CLAIM_DUE_DAYS = 30;
/** A pre-approval expiring within this many days is flagged on the desk (the shop may configure it). */
export const EXPIRY_WARNING_DAYS = 14;
/** DLC's horticultural list asks at least this photosynthetic efficacy, µmol/J; the shop may ask more. */
export const DEFAULT_MIN_EFFICACY = 2.3;

export const REBATE_PROJECT_MAX_LINES = 50;
export const REBATE_PROJECTS_PER_COMPANY = 200;
export const REBATE_AMOUNT_MAX_CENTS = 1_000_000_000;

export const STEP_REFUSED_MESSAGE = "That step does not follow the project's current stage.";
export const NOT_EDITABLE_MESSAGE = "The fixture schedule can only change while the project is a draft.";
export const NO_LINES_MESSAGE = "Add at least one fixture line with a proposed product before submitting.";
export const TOO_MANY_LINES_MESSAGE = `A project holds at most ${REBATE_PROJECT_MAX_LINES} fixture lines.`;
export const TOO_MANY_PROJECTS_MESSAGE = `A company keeps at most ${REBATE_PROJECTS_PER_COMPANY} rebate projects.`;
export const UNKNOWN_FIXTURE_MESSAGE = "Choose an LED fixture the catalogue sells.";
export const ORDER_NOT_FOUND_MESSAGE = "No order of your company has that number.";

/** Null when `from` may move to `to`, else the reason it may not, in words a person can act on. */
export function stepRefusal(from: RebateStage, to: RebateStage): string | null {
  if (REBATE_STEPS[from].includes(to)) return null;
  const next = REBATE_STEPS[from].map((s) => REBATE_STAGE_LABELS[s].toLowerCase());
  const options = next.length > 0 ? `it can become ${next.join(" or ")}` : "it is finished";
  return `A project that is ${REBATE_STAGE_LABELS[from].toLowerCase()} cannot become ${REBATE_STAGE_LABELS[to].toLowerCase()}: ${options}.`;
}

/** A fixture line's eligibility for a rebate: eligible, or the reason it is not. */
export type Eligibility = { eligible: true } | { eligible: false; reason: string };

/** The proposed fixture's eligibility: DLC-listed, and its efficacy stated and at least `minEfficacy`. */
export function fixtureEligibility(
  fixture: { dlcListed: boolean; efficacy: number | null },
  minEfficacy: number,
): Eligibility {
  if (!fixture.dlcListed) return { eligible: false, reason: "Not DLC-listed" };
  if (fixture.efficacy === null)
    return { eligible: false, reason: "The supplier states no efficacy to check against the programme" };
  if (fixture.efficacy < minEfficacy)
    return {
      eligible: false,
      reason: `Efficacy ${fixture.efficacy} µmol/J is below the ${minEfficacy} µmol/J the programme asks`,
    };
  return { eligible: true };
}

/** The feed's efficacy text ('2.7 µmol/J') as a number; null when not given. */
export const efficacyOf = (text: string | null | undefined) => leadingNumber(text);

export interface BaselineLine {
  fixtureType: string;
  wallWatts: number;
  count: number;
  hoursPerDay: number;
  daysPerYear: number;
}

export interface ProposedFixture {
  sku: string;
  watts: number;
  dlcListed: boolean;
  efficacy: number | null;
  /** The company's unit price in cents (0 when priced on request). */
  unitPriceCents: number;
}

/**
 * One line's figures: the energy tool's own computation of the baseline fixtures replaced by the
 * proposed ones, with the rebate range only for an eligible fixture.
 */
export function lineSavings(
  baseline: BaselineLine,
  proposed: { fixture: ProposedFixture; count: number },
  ratePerKwh: number,
  eligibility: Eligibility,
): EnergyResult {
  return energySavings({
    currentCount: baseline.count,
    currentWatts: baseline.wallWatts,
    ledCount: proposed.count,
    ledWatts: proposed.fixture.watts,
    hoursPerDay: baseline.hoursPerDay,
    daysPerYear: baseline.daysPerYear,
    ratePerKwh,
    ledUnitPriceCents: proposed.fixture.unitPriceCents,
    dlcListed: eligibility.eligible,
  });
}

/** The project's totals: kWh and dollars saved a year, and the rebate range of its eligible lines. */
export function projectTotals(results: readonly (EnergyResult | null)[]) {
  let kwh = 0;
  let cents = 0;
  let low = 0;
  let high = 0;
  for (const r of results) {
    if (!r) continue;
    kwh += r.lightingKwhSaved;
    cents += r.lightingCentsSaved;
    low += r.rebate?.lowCents ?? 0;
    high += r.rebate?.highCents ?? 0;
  }
  return { lightingKwhSaved: kwh, lightingCentsSaved: cents, rebate: { lowCents: low, highCents: high } };
}

const DAY_MS = 86_400_000;

/** Whole days from `from` to `to` (ISO instants), never negative. */
export function daysBetween(from: string, to: string): number {
  return Math.max(0, Math.floor((Date.parse(to) - Date.parse(from)) / DAY_MS));
}

/** Whole days from `now` to the end of the pre-approval's last day (negative once it has passed). */
function daysLeft(expiresOn: string, now: string): number {
  return Math.floor((Date.parse(`${expiresOn}T23:59:59Z`) - Date.parse(now)) / DAY_MS);
}

type OverdueFacts = { stage: RebateStage; stageSince: string; preApprovalExpiresOn: string | null };

/** The claim of an installed project is late: more than CLAIM_DUE_DAYS since the installed step. */
const claimLate = (project: OverdueFacts, now: string) =>
  project.stage === "installed" && daysBetween(project.stageSince, now) > CLAIM_DUE_DAYS;

/**
 * Why a project is overdue now, or null: its pre-approval expires within `warningDays` (or has), or its
 * claim is late.
 */
export function overdueReason(
  project: OverdueFacts,
  now: string,
  warningDays = EXPIRY_WARNING_DAYS,
): string | null {
  if (project.stage === "pre_approved" && project.preApprovalExpiresOn) {
    const left = daysLeft(project.preApprovalExpiresOn, now);
    if (left < 0) return "Pre-approval expired";
    if (left <= warningDays) return `Pre-approval expires in ${left} days`;
  }
  if (claimLate(project, now)) return `Claim not filed ${CLAIM_DUE_DAYS} days after installation`;
  return null;
}

/** The reminders a project's buyer is mailed, each once (ADR 0330). */
export const REBATE_REMINDER_KINDS = ["pre_approval_expiring", "claim_due"] as const;
export type RebateReminderKind = (typeof REBATE_REMINDER_KINDS)[number];

/**
 * The reminder a project's buyer is owed now, or null: its pre-approval expires within `warningDays`
 * (not yet passed) while it is pre-approved and not ordered, or its claim is late. A project past that
 * stage is owed none.
 */
export function rebateReminderDue(
  project: OverdueFacts,
  now: string,
  warningDays: number,
): RebateReminderKind | null {
  if (project.stage === "pre_approved" && project.preApprovalExpiresOn) {
    const left = daysLeft(project.preApprovalExpiresOn, now);
    if (left >= 0 && left <= warningDays) return "pre_approval_expiring";
  }
  return claimLate(project, now) ? "claim_due" : null;
}

// ——— forms ———

const text = (label: string, max: number) =>
  z
    .string(`${label} is required.`)
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);
const optionalText = (label: string, max: number) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters.`).default("");
const required = <T>(schema: z.ZodType<T | undefined, string | undefined>, label: string) =>
  schema.refine((v) => v !== undefined, `${label} is required.`).transform((v) => v as T);

const { count, watts, hours, days, rate } = energyFormSchema.shape;
const US_STATE = /^[A-Z]{2}$/;

export const SITE_REQUIRED_MESSAGE = "Site is required.";
export const CHOOSE_SITE_MESSAGE = "Choose one of your company's sites.";

/**
 * The project's header: site, utility, account number, state and electricity rate. The site is one of
 * the company's sites (`siteId`) when it has any, else its name as typed (ADR 0330); the server checks which.
 */
export const projectDetailsSchema = z.object({
  site: optionalText("Site", 120),
  siteId: z.string().trim().max(60, CHOOSE_SITE_MESSAGE).default(""),
  utilityName: text("Utility", 120),
  utilityAccount: text("Utility account number", 60),
  state: z
    .string()
    .trim()
    .toUpperCase()
    .regex(US_STATE, "Choose the state of the site as two letters (OR, CA …)."),
  rate: rate.transform((v) => v ?? ENERGY_DEFAULTS.rate),
});
export type ProjectDetails = z.infer<typeof projectDetailsSchema>;

/** A fixture line: the baseline fixtures and the catalogue product replacing them. */
export const fixtureLineSchema = z.object({
  fixtureType: text("Existing fixture type", 80),
  watts: required(watts, "Watts at the wall"),
  count: required(count, "Current fixtures"),
  hours: hours.transform((v) => v ?? ENERGY_DEFAULTS.hours),
  days: days.transform((v) => v ?? ENERGY_DEFAULTS.days),
  sku: text("Proposed fixture", 100),
  ledCount: required(count, "LED fixtures"),
});
export type FixtureLineForm = z.infer<typeof fixtureLineSchema>;

const money = (label: string) =>
  z
    .string(`${label} is required.`)
    .trim()
    .transform((v, ctx) => {
      const dollars = Number(v.replace(/[$,]/g, ""));
      const cents = Math.round(dollars * 100);
      if (v === "" || !Number.isFinite(dollars) || cents < 1 || cents > REBATE_AMOUNT_MAX_CENTS) {
        ctx.addIssue({ code: "custom", message: `${label} must be an amount from $0.01 to $10,000,000.` });
        return z.NEVER;
      }
      return cents;
    });
const isoDate = z
  .string("Give the expiry date.")
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Give the expiry date as YYYY-MM-DD.")
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), "Give the expiry date as YYYY-MM-DD.");
const note = optionalText("Note", 500);

/** A step as a form records it: the stage moved to and what the utility answered. */
export const stepFormSchema = z.discriminatedUnion("to", [
  z.object({ to: z.literal("submitted"), note }),
  z.object({
    to: z.literal("pre_approved"),
    amount: money("Pre-approved amount"),
    reference: text("Pre-approval reference", 60),
    expiresOn: isoDate,
    note,
  }),
  z.object({ to: z.literal("declined"), note: text("The utility's reason", 500) }),
  z.object({ to: z.literal("draft"), note }),
  z.object({ to: z.literal("ordered"), orderNumber: text("Order number", 40), note }),
  z.object({ to: z.literal("installed"), note }),
  z.object({ to: z.literal("claimed"), reference: optionalText("Claim reference", 60), note }),
  z.object({ to: z.literal("paid"), amount: money("Amount paid"), note }),
]);
export type StepForm = z.infer<typeof stepFormSchema>;

export interface ScheduleRow {
  baseline: BaselineLine;
  sku: string;
  name: string;
  brand: string;
  dlcId: string;
  dlcListed: boolean;
  efficacy: number | null;
  ledWatts: number;
  ledCount: number;
  kwhSaved: number;
  eligibility: Eligibility;
}

/** The fixture schedule as CSV (baseline vs proposed, DLC and efficacy, kWh saved), spreadsheet-safe. */
export function fixtureScheduleCsv(rows: readonly ScheduleRow[]): string {
  const row = (cells: (string | number)[]) => `${cells.map((c) => csvCell(String(c))).join(",")}\r\n`;
  const head = [
    "existing_fixture",
    "existing_wall_watts",
    "existing_count",
    "hours_per_day",
    "days_per_year",
    "proposed_sku",
    "proposed_fixture",
    "manufacturer",
    "dlc_listed",
    "dlc_id",
    "efficacy_umol_per_j",
    "proposed_watts",
    "proposed_count",
    "kwh_saved_per_year",
    "eligible",
    "reason",
  ];
  return (
    row(head) +
    rows
      .map((r) =>
        row([
          r.baseline.fixtureType,
          r.baseline.wallWatts,
          r.baseline.count,
          r.baseline.hoursPerDay,
          r.baseline.daysPerYear,
          r.sku,
          r.name,
          r.brand,
          r.dlcListed ? "yes" : "no",
          r.dlcId,
          r.efficacy ?? "",
          r.ledWatts,
          r.ledCount,
          Math.round(r.kwhSaved),
          r.eligibility.eligible ? "yes" : "no",
          r.eligibility.eligible ? "" : r.eligibility.reason,
        ]),
      )
      .join("")
  );
}

/** The project page's forms other than a step: its details, a fixture line added or removed. */
export const projectFormSchema = z.discriminatedUnion("intent", [
  projectDetailsSchema.extend({ intent: z.literal("details") }),
  fixtureLineSchema.extend({ intent: z.literal("add-line") }),
  z.object({
    intent: z.literal("remove-line"),
    lineId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  }),
  // The buyer releases an order held for the project's pre-approval (ADR 0290).
  z.object({ intent: z.literal("release"), orderNumber: text("Order number", 40) }),
]);

/** A new project: its details and, when a fixture is chosen (the energy tool's result), its first line. */
export const newProjectFormSchema = projectDetailsSchema.extend({
  line: fixtureLineSchema.optional(),
  // The company's quote the project starts from (ADR 0290): linked to it, its order too once accepted.
  quote: z
    .string()
    .trim()
    .max(40)
    .optional()
    .transform((n) => n || undefined),
});

/** The new-project form's fields as the schema takes them: the line's only when a fixture is chosen. */
export const newProjectInput = (fields: Record<string, string>) => ({
  ...fields,
  line: (fields.sku ?? "").trim() ? fields : undefined,
});

/** The form's names of the schema's fields (a line's fields are the form's own). */
export const newProjectFieldNames = (errors: Record<string, string>) =>
  Object.fromEntries(Object.entries(errors).map(([name, message]) => [name.replace(/^line\./, ""), message]));

/** Staff's note of what a utility's programme wants. */
export const utilityNoteSchema = z.object({
  utilityName: text("Utility", 120),
  note: optionalText("Note", 2000),
});
