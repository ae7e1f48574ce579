import { useShopName } from "../layout/shop-name.ts";
import { Form } from "react-router";
import { shopDate } from "../../../core/shop-time.ts";
import type { EnergyResult } from "../../../core/grower/energy.ts";
import { grouped, groupedUpTo } from "../../../core/grower/number-format.ts";
import {
  REBATE_NEXT_ACTION,
  REBATE_STAGE_LABELS,
  REBATE_STEPS,
  type Eligibility,
  type RebateStage,
} from "../../../core/grower/rebate-projects.ts";
import type { ToolProduct } from "../../../core/grower/tool-product.ts";
import { formatMoney } from "../../../core/money.ts";
import {
  FormBanner,
  primaryButtonClass,
  secondaryButtonClass,
  SelectField,
  TextField,
} from "../forms/fields.tsx";
import type { FormResult } from "../forms/form-result.ts";
import { StatusBadge } from "../sales/status-badge.tsx";

export interface ProjectDetailsValues {
  site: string;
  siteId: string;
  utilityName: string;
  utilityAccount: string;
  state: string;
  rate: string;
}

interface ComputedLine {
  id: number;
  baseline: {
    fixtureType: string;
    wallWatts: number;
    count: number;
    hoursPerDay: number;
    daysPerYear: number;
  };
  sku: string;
  ledCount: number;
  fixture: {
    name: string;
    brand: string;
    watts: number;
    dlcListed: boolean;
    dlcProductId: string | null;
    efficacy: number | null;
  } | null;
  eligibility: Eligibility;
  result: EnergyResult | null;
}

export interface RebateProjectDetail {
  project: {
    id: number;
    site: string;
    siteId: string | null;
    utilityName: string;
    utilityAccount: string;
    state: string;
    ratePerKwh: number;
    stage: RebateStage;
    stageSince: string;
    preApprovedCents: number | null;
    preApprovalReference: string | null;
    preApprovalExpiresOn: string | null;
    paidCents: number | null;
  };
  companyName: string;
  lines: ComputedLine[];
  totals: {
    lightingKwhSaved: number;
    lightingCentsSaved: number;
    rebate: { lowCents: number; highCents: number };
  };
  steps: {
    id: number;
    fromStage: RebateStage | null;
    toStage: RebateStage;
    actorEmail: string;
    actorKind: "buyer" | "staff";
    note: string;
    detail: Record<string, unknown>;
    at: string;
  }[];
  order: { number: string; status: string } | null;
  /** The quotes and orders placed, held or accepted for the project (ADR 0290). */
  documents: { kind: string; number: string; status: string; totalCents: number }[];
  /** The steps whose application packet, as it was then, is kept. */
  packetSteps: number[];
  utilityNote: string | null;
  minEfficacy: number;
}

const CELL = "px-3 py-2 text-left align-top";
const INPUT = "h-11 w-full rounded-md border border-slate-300 px-2 text-sm text-slate-900";

/** A company's site a project may be for. */
export interface SiteChoice {
  id: string;
  name: string;
}

/**
 * The project's header fields, for a new project and a draft's details: the site chosen from the
 * company's sites when it has any, else typed.
 */
export function ProjectDetailsFields({
  values,
  errors,
  sites,
}: {
  values: Partial<ProjectDetailsValues>;
  errors: Record<string, string>;
  sites: readonly SiteChoice[];
}) {
  const names = new Map(sites.map((s) => [s.id, s.name]));
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {sites.length > 0 ? (
        <SelectField
          id="siteId"
          label="Site"
          required
          options={sites.map((s) => s.id)}
          optionLabel={(id) => names.get(id) ?? id}
          placeholder="Choose a site"
          defaultValue={values.siteId ?? ""}
          error={errors.siteId ?? errors.site}
        />
      ) : (
        <TextField
          id="site"
          label="Site"
          required
          maxLength={120}
          defaultValue={values.site}
          error={errors.site}
        />
      )}
      <TextField
        id="state"
        label="State (two letters)"
        required
        maxLength={2}
        defaultValue={values.state}
        error={errors.state}
      />
      <TextField
        id="utilityName"
        label="Utility"
        required
        maxLength={120}
        defaultValue={values.utilityName}
        error={errors.utilityName}
      />
      <TextField
        id="utilityAccount"
        label="Utility account number"
        required
        maxLength={60}
        defaultValue={values.utilityAccount}
        error={errors.utilityAccount}
      />
      <TextField
        id="rate"
        label="Electricity rate ($/kWh)"
        inputMode="decimal"
        defaultValue={values.rate}
        error={errors.rate}
      />
    </div>
  );
}

/** A fixture line's inputs: the baseline fixtures and the catalogue LED replacing them. */
export function FixtureLineFields({
  values,
  errors,
  fixtures,
}: {
  values: Record<string, string | undefined>;
  errors: Record<string, string>;
  fixtures: readonly Pick<ToolProduct, "sku" | "name">[];
}) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
      <TextField
        id="fixtureType"
        label="Existing fixture type"
        maxLength={80}
        defaultValue={values.fixtureType ?? "1000 W DE HPS"}
        error={errors.fixtureType}
      />
      <TextField
        id="watts"
        label="Watts at the wall (each)"
        inputMode="decimal"
        defaultValue={values.watts}
        error={errors.watts}
      />
      <TextField
        id="count"
        label="Existing fixtures"
        inputMode="numeric"
        defaultValue={values.count}
        error={errors.count}
      />
      <TextField
        id="hours"
        label="Hours a day"
        inputMode="decimal"
        defaultValue={values.hours}
        error={errors.hours}
      />
      <TextField
        id="days"
        label="Days a year"
        inputMode="numeric"
        defaultValue={values.days}
        error={errors.days}
      />
      <div className="min-w-0">
        <label htmlFor="sku" className="block text-sm font-medium text-slate-900">
          Proposed LED fixture
        </label>
        <select
          id="sku"
          name="sku"
          defaultValue={values.sku ?? ""}
          className={`${INPUT} mt-1`}
          aria-invalid={errors.sku ? true : undefined}
          aria-describedby={errors.sku ? "sku-error" : undefined}
        >
          <option value="">Choose a fixture</option>
          {fixtures.map((f) => (
            <option key={f.sku} value={f.sku}>
              {f.name} ({f.sku})
            </option>
          ))}
        </select>
        {errors.sku ? (
          <p id="sku-error" className="mt-1 text-sm text-red-700">
            {errors.sku}
          </p>
        ) : null}
      </div>
      <TextField
        id="ledCount"
        label="LED fixtures"
        inputMode="numeric"
        defaultValue={values.ledCount}
        error={errors.ledCount}
      />
    </div>
  );
}

function eligibilityText(e: Eligibility) {
  return e.eligible ? "Eligible" : `Not eligible: ${e.reason}`;
}

function ScheduleTable({ lines, editable }: { lines: ComputedLine[]; editable: boolean }) {
  return (
    // Focusable, so a keyboard can scroll the table sideways on a phone; positioned, so the visually
    // hidden words inside its cells are clipped with the table instead of widening the page.
    <div
      className="relative mt-3 overflow-x-auto rounded-lg border border-slate-200 bg-white"
      tabIndex={0}
      role="region"
      aria-label="Fixture schedule, scrolls sideways"
    >
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">
          Fixture schedule: existing fixtures and their proposed replacements
        </caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className={CELL}>
              Existing
            </th>
            <th scope="col" className={CELL}>
              Proposed
            </th>
            <th scope="col" className={CELL}>
              DLC and efficacy
            </th>
            <th scope="col" className={CELL}>
              Saved a year
            </th>
            <th scope="col" className={CELL}>
              Estimated rebate
            </th>
            {editable ? (
              <th scope="col" className={CELL}>
                <span className="sr-only">Remove</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {lines.map((l) => (
            <tr key={l.id}>
              <td className={CELL}>
                {grouped(l.baseline.count)} × {l.baseline.fixtureType}, {grouped(l.baseline.wallWatts)} W at
                the wall
                <br />
                <span className="text-slate-600">
                  {groupedUpTo(l.baseline.hoursPerDay, 1)} h/day, {grouped(l.baseline.daysPerYear)} days/year
                </span>
              </td>
              <td className={CELL}>
                {grouped(l.ledCount)} × {l.fixture?.name ?? "No longer sold"}
                <br />
                <span className="font-mono text-slate-600">{l.sku}</span>
                {l.fixture ? <span className="text-slate-600">, {grouped(l.fixture.watts)} W</span> : null}
              </td>
              <td className={CELL}>
                {l.fixture?.dlcListed
                  ? `DLC-listed${l.fixture.dlcProductId ? ` (${l.fixture.dlcProductId})` : ""}`
                  : "Not DLC-listed"}
                <br />
                <span className="text-slate-600">
                  {l.fixture?.efficacy ? `${l.fixture.efficacy} µmol/J` : "Efficacy not stated"}
                </span>
                <br />
                <span className={l.eligibility.eligible ? "text-brand-800" : "font-medium text-red-800"}>
                  {eligibilityText(l.eligibility)}
                </span>
              </td>
              <td className={CELL}>
                {l.result
                  ? `${grouped(l.result.lightingKwhSaved)} kWh, ${formatMoney(l.result.lightingCentsSaved)}`
                  : "—"}
              </td>
              <td className={CELL}>
                {l.result?.rebate
                  ? `${formatMoney(l.result.rebate.lowCents)} – ${formatMoney(l.result.rebate.highCents)}`
                  : "None"}
              </td>
              {editable ? (
                <td className={CELL}>
                  <Form method="post">
                    <input type="hidden" name="lineId" value={l.id} />
                    <button type="submit" name="intent" value="remove-line" className={secondaryButtonClass}>
                      Remove<span className="sr-only"> the line of {l.baseline.fixtureType}</span>
                    </button>
                  </Form>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The form that records one step, with the utility's answer it needs. */
function StepForm({
  to,
  refused,
  start = {},
}: {
  to: RebateStage;
  refused: Extract<FormResult, { ok: false }> | null;
  /** What the form starts with (the order linked to the project for the ordered step). */
  start?: Record<string, string>;
}) {
  const errors = refused?.values.to === to ? refused.fields : {};
  const values = refused?.values.to === to ? refused.values : start;
  const id = (name: string) => `${to}-${name}`;
  const labels: Partial<Record<RebateStage, string>> = {
    submitted: "Mark submitted to the utility",
    pre_approved: "Record the pre-approval",
    declined: "Record the decline",
    draft: "Revise the project",
    ordered: "Link the order",
    installed: "Mark installed",
    claimed: "Mark the claim filed",
    paid: "Record the payment",
  };
  const field = (name: string, label: string, props: Record<string, unknown> = {}) => (
    <div>
      <label htmlFor={id(name)} className="block text-sm font-medium text-slate-900">
        {label}
      </label>
      <input
        id={id(name)}
        name={name}
        defaultValue={values[name]}
        className={`${INPUT} mt-1`}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id(name)}-error` : undefined}
        {...props}
      />
      {errors[name] ? (
        <p id={`${id(name)}-error`} className="mt-1 text-sm text-red-700">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );
  return (
    <Form method="post" aria-label={labels[to]} className="rounded-lg border border-slate-200 bg-white p-4">
      <input type="hidden" name="intent" value="step" />
      <input type="hidden" name="to" value={to} />
      <div className="grid gap-3 sm:grid-cols-2">
        {to === "pre_approved" ? (
          <>
            {field("amount", "Pre-approved amount ($)", { inputMode: "decimal" })}
            {field("reference", "Pre-approval reference", { maxLength: 60 })}
            {field("expiresOn", "Expires on", { type: "date" })}
          </>
        ) : null}
        {to === "ordered" ? field("orderNumber", "Order number", { maxLength: 40 }) : null}
        {to === "claimed" ? field("reference", "Claim reference", { maxLength: 60 }) : null}
        {to === "paid" ? field("amount", "Amount paid ($)", { inputMode: "decimal" }) : null}
        {field("note", to === "declined" ? "The utility's reason" : "Note", { maxLength: 500 })}
      </div>
      <button type="submit" className={`${primaryButtonClass} mt-3`}>
        {labels[to]}
      </button>
    </Form>
  );
}

/** The project's quotes and orders; a held order's buyer may release it before the pre-approval. */
function LinkedDocuments({
  documents,
  viewerKind,
}: {
  documents: RebateProjectDetail["documents"];
  viewerKind: "buyer" | "staff";
}) {
  return (
    <section aria-labelledby="linked-documents" className="mt-8">
      <h2 id="linked-documents" className="text-lg font-semibold text-slate-900">
        Orders and quotes for this project
      </h2>
      <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white text-sm">
        {documents.map((d) => (
          <li key={d.number} className="flex flex-wrap items-center gap-3 px-4 py-2">
            <span className="font-medium">
              {d.kind === "order" ? "Order" : "Quote"} {d.number}
            </span>
            <StatusBadge status={d.status} />
            <span>{formatMoney(d.totalCents)}</span>
            {d.status === "held_for_rebate" ? (
              <span className="text-slate-700">
                Not charged or shipped until the pre-approval releases it.
              </span>
            ) : null}
            {d.status === "held_for_rebate" && viewerKind === "buyer" ? (
              <Form method="post" className="ml-auto">
                <input type="hidden" name="orderNumber" value={d.number} />
                <button type="submit" name="intent" value="release" className={secondaryButtonClass}>
                  Release now
                </button>
              </Form>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function stepDetail(detail: Record<string, unknown>): string {
  const parts: string[] = [];
  if (typeof detail.amountCents === "number") parts.push(formatMoney(detail.amountCents));
  if (typeof detail.reference === "string") parts.push(`reference ${detail.reference}`);
  if (typeof detail.expiresOn === "string") parts.push(`expires ${detail.expiresOn}`);
  if (typeof detail.order === "string") parts.push(`order ${detail.order}`);
  return parts.join(", ");
}

/**
 * A rebate project's page body, the buyer's and the rebate desk's: details, the fixture schedule with
 * the energy tool's figures and each line's eligibility, the steps the rules allow next and the history.
 */
export function RebateProjectView({
  detail,
  result,
  fixtures,
  viewerKind,
  basePath,
  sites = [],
}: {
  detail: RebateProjectDetail;
  result: FormResult | undefined;
  fixtures: readonly Pick<ToolProduct, "sku" | "name">[];
  viewerKind: "buyer" | "staff";
  basePath: string;
  /** The company's sites the buyer may choose the project's site from (none: typed). */
  sites?: readonly SiteChoice[];
}) {
  const { project, lines, totals } = detail;
  const shopName = useShopName();
  const refused = result && !result.ok ? result : null;
  const editable = project.stage === "draft";
  // The ordered step starts with the order placed or held for the project.
  const linkedOrder = detail.documents.find((d) => d.kind === "order" && d.status !== "canceled")?.number;
  const who = (s: RebateProjectDetail["steps"][number]) =>
    viewerKind === "staff" || s.actorKind === "buyer" ? s.actorEmail : `${shopName} rebate desk`;
  return (
    <div className="max-w-5xl">
      <h1 className="text-2xl font-bold text-slate-900">Rebate project: {project.site}</h1>
      <p className="mt-1 text-sm text-slate-700">
        {viewerKind === "staff" ? `${detail.companyName} · ` : ""}
        {project.utilityName}, account {project.utilityAccount}, {project.state} · $
        {groupedUpTo(project.ratePerKwh, 3)}/kWh
      </p>
      <p className="mt-2 text-sm">
        <span className="rounded bg-brand-50 px-2 py-1 font-semibold text-brand-900">
          {REBATE_STAGE_LABELS[project.stage]}
        </span>{" "}
        <span className="text-slate-700">Next: {REBATE_NEXT_ACTION[project.stage]}.</span>
      </p>
      {project.preApprovedCents !== null ? (
        <p className="mt-2 text-sm text-slate-800">
          Pre-approved {formatMoney(project.preApprovedCents)}, reference {project.preApprovalReference},
          expires {project.preApprovalExpiresOn}.
        </p>
      ) : null}
      {detail.order ? (
        <p className="mt-1 text-sm text-slate-800">
          Order {detail.order.number} ({detail.order.status}).
        </p>
      ) : null}
      {project.paidCents !== null ? (
        <p className="mt-1 text-sm text-slate-800">Paid {formatMoney(project.paidCents)}.</p>
      ) : null}
      {result ? (
        <div className="mt-4">
          <FormBanner tone={result.ok ? "success" : "error"}>{result.message}</FormBanner>
        </div>
      ) : null}
      {detail.utilityNote ? (
        <section
          aria-labelledby="utility-note"
          className="mt-4 rounded-md bg-slate-50 px-4 py-3 text-sm text-slate-800"
        >
          <h2 id="utility-note" className="font-semibold">
            What {project.utilityName} asks for
          </h2>
          <p className="mt-1 whitespace-pre-line">{detail.utilityNote}</p>
        </section>
      ) : null}

      <section aria-labelledby="schedule" className="mt-8">
        <h2 id="schedule" className="text-lg font-semibold text-slate-900">
          Fixture schedule
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Figures as the energy tool computes them. A fixture is eligible when DLC-listed with an efficacy of
          at least {detail.minEfficacy} µmol/J.
        </p>
        {lines.length === 0 ? (
          <p className="mt-3 text-slate-700">No fixture lines yet.</p>
        ) : (
          <ScheduleTable lines={lines} editable={editable && viewerKind === "buyer"} />
        )}
        <p className="mt-3 text-sm font-medium text-slate-900">
          Total: {grouped(totals.lightingKwhSaved)} kWh and {formatMoney(totals.lightingCentsSaved)} saved a
          year; estimated rebate {formatMoney(totals.rebate.lowCents)} –{" "}
          {formatMoney(totals.rebate.highCents)}.
        </p>
        <p className="mt-2 flex flex-wrap gap-4 text-sm">
          <a href={`${basePath}/schedule.csv`} className="font-semibold text-brand-700 underline">
            Fixture schedule (CSV)
          </a>
          <a href={`${basePath}/packet.pdf`} className="font-semibold text-brand-700 underline">
            Application packet (PDF)
          </a>
        </p>
      </section>

      {editable && viewerKind === "buyer" ? (
        <section aria-labelledby="add-line" className="mt-8 rounded-lg border border-slate-200 bg-white p-5">
          <h2 id="add-line" className="text-lg font-semibold text-slate-900">
            Add a fixture line
          </h2>
          <Form method="post" noValidate className="mt-3">
            <FixtureLineFields
              values={refused?.values.intent === "add-line" ? refused.values : {}}
              errors={refused?.values.intent === "add-line" ? refused.fields : {}}
              fixtures={fixtures}
            />
            <button type="submit" name="intent" value="add-line" className={`${primaryButtonClass} mt-4`}>
              Add the line
            </button>
          </Form>
        </section>
      ) : null}

      {editable && viewerKind === "buyer" ? (
        <section aria-labelledby="details" className="mt-8 rounded-lg border border-slate-200 bg-white p-5">
          <h2 id="details" className="text-lg font-semibold text-slate-900">
            Project details
          </h2>
          <Form method="post" noValidate className="mt-3">
            <ProjectDetailsFields
              values={
                refused?.values.intent === "details"
                  ? refused.values
                  : { ...project, siteId: project.siteId ?? "", rate: String(project.ratePerKwh) }
              }
              errors={refused?.values.intent === "details" ? refused.fields : {}}
              sites={sites}
            />
            <button type="submit" name="intent" value="details" className={`${secondaryButtonClass} mt-4`}>
              Save details
            </button>
          </Form>
        </section>
      ) : null}

      {REBATE_STEPS[project.stage].length > 0 ? (
        <section aria-labelledby="next-step" className="mt-8">
          <h2 id="next-step" className="text-lg font-semibold text-slate-900">
            Record the next step
          </h2>
          <div className="mt-3 grid gap-4 lg:grid-cols-2">
            {REBATE_STEPS[project.stage].map((to) => (
              <StepForm
                key={to}
                to={to}
                refused={refused}
                start={linkedOrder ? { orderNumber: linkedOrder } : {}}
              />
            ))}
          </div>
        </section>
      ) : null}

      {detail.documents.length > 0 ? (
        <LinkedDocuments documents={detail.documents} viewerKind={viewerKind} />
      ) : null}

      <section aria-labelledby="history" className="mt-8">
        <h2 id="history" className="text-lg font-semibold text-slate-900">
          History
        </h2>
        <ol className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white text-sm">
          {detail.steps.map((s) => (
            <li key={s.id} className="px-4 py-2">
              <span className="font-medium">{REBATE_STAGE_LABELS[s.toStage]}</span>{" "}
              <time dateTime={new Date(s.at).toISOString()}>{shopDate(new Date(s.at).toISOString())}</time> by{" "}
              {who(s)}
              {stepDetail(s.detail) ? ` — ${stepDetail(s.detail)}` : ""}
              {s.note ? ` — "${s.note}"` : ""}
              {detail.packetSteps.includes(s.id) ? (
                <>
                  {" "}
                  <a href={`${basePath}/packet.pdf?step=${s.id}`} className="text-brand-700 underline">
                    Packet as of {REBATE_STAGE_LABELS[s.toStage].toLowerCase()} (PDF)
                  </a>
                </>
              ) : null}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
