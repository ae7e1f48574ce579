import { describe, expect, it } from "vitest";
import { energySavings } from "./energy.ts";
import {
  fixtureEligibility,
  fixtureLineSchema,
  fixtureScheduleCsv,
  lineSavings,
  overdueReason,
  projectTotals,
  REBATE_STAGES,
  REBATE_STEPS,
  stepFormSchema,
  stepRefusal,
} from "./rebate-projects.ts";

const BASELINE = {
  fixtureType: "1000 W DE HPS",
  wallWatts: 1_100,
  count: 10,
  hoursPerDay: 12,
  daysPerYear: 365,
};
const LED = { sku: "IL-LED-650", watts: 650, dlcListed: true, efficacy: 2.7, unitPriceCents: 99_900 };

describe("the rebate project's step rules", () => {
  it("walk draft → submitted → pre-approved → ordered → installed → claimed → paid", () => {
    const path = ["draft", "submitted", "pre_approved", "ordered", "installed", "claimed", "paid"] as const;
    for (let i = 1; i < path.length; i++) expect(stepRefusal(path[i - 1], path[i])).toBeNull();
  });

  it("let a declined project be revised and submitted again, and nothing else move back or skip", () => {
    expect(stepRefusal("submitted", "declined")).toBeNull();
    expect(stepRefusal("declined", "draft")).toBeNull();
    expect(stepRefusal("draft", "pre_approved")).toBe(
      "A project that is draft cannot become pre-approved: it can become submitted.",
    );
    expect(stepRefusal("submitted", "ordered")).toMatch(/can become pre-approved or declined/);
    expect(stepRefusal("paid", "claimed")).toBe(
      "A project that is paid cannot become claimed: it is finished.",
    );
    for (const from of REBATE_STAGES)
      for (const to of REBATE_STAGES)
        expect(stepRefusal(from, to) === null).toBe(REBATE_STEPS[from].includes(to));
  });

  it("read each step's utility answer from the form, refusing what is missing or out of bounds", () => {
    const ok = stepFormSchema.safeParse({
      to: "pre_approved",
      amount: "$1,250.50",
      reference: "PA-2026-17",
      expiresOn: "2027-03-01",
    });
    expect(ok.success && ok.data).toMatchObject({ amount: 125_050, reference: "PA-2026-17" });
    const issue = (input: unknown) => stepFormSchema.safeParse(input).error?.issues[0].message;
    expect(issue({ to: "pre_approved", amount: "0", reference: "x", expiresOn: "2027-03-01" })).toMatch(
      /from \$0.01/,
    );
    expect(issue({ to: "pre_approved", amount: "10", reference: "x", expiresOn: "next week" })).toMatch(
      /YYYY-MM-DD/,
    );
    expect(issue({ to: "declined", note: " " })).toBe("The utility's reason is required.");
    expect(issue({ to: "paid", amount: "lots" })).toMatch(/Amount paid/);
    expect(stepFormSchema.safeParse({ to: "shipped" }).success).toBe(false);
  });
});

describe("a fixture line", () => {
  it("is bounded as the energy tool's inputs are", () => {
    const line = { fixtureType: "600 W HPS", watts: "660", count: "4", sku: "IL-LED-650", ledCount: "4" };
    expect(fixtureLineSchema.parse(line)).toMatchObject({ watts: 660, hours: 12, days: 365 });
    const issue = (over: Record<string, string>) =>
      fixtureLineSchema.safeParse({ ...line, ...over }).error?.issues[0].message;
    expect(issue({ watts: "9" })).toBe("Watts at the wall must be between 10 and 5000 W.");
    expect(issue({ count: "10001" })).toBe("Current fixtures must be between 1 and 10000.");
    expect(issue({ hours: "25" })).toBe("Hours a day must be between 1 and 24 h.");
    expect(issue({ days: "367" })).toBe("Days a year must be between 1 and 366.");
    expect(issue({ ledCount: "" })).toBe("LED fixtures is required.");
  });

  it("is eligible when DLC-listed at the programme's efficacy, else says why", () => {
    expect(fixtureEligibility({ dlcListed: true, efficacy: 2.7 }, 2.3)).toEqual({ eligible: true });
    expect(fixtureEligibility({ dlcListed: false, efficacy: 2.9 }, 2.3)).toEqual({
      eligible: false,
      reason: "Not DLC-listed",
    });
    expect(fixtureEligibility({ dlcListed: true, efficacy: 2.4 }, 2.6)).toEqual({
      eligible: false,
      reason: "Efficacy 2.4 µmol/J is below the 2.6 µmol/J the programme asks",
    });
    expect(fixtureEligibility({ dlcListed: true, efficacy: null }, 2.3).eligible).toBe(false);
  });

  it("has the energy tool's figures, and no rebate when not eligible", () => {
    const eligible = lineSavings(BASELINE, { fixture: LED, count: 10 }, 0.15, { eligible: true });
    const tool = energySavings({
      currentCount: 10,
      currentWatts: 1_100,
      ledCount: 10,
      ledWatts: 650,
      hoursPerDay: 12,
      daysPerYear: 365,
      ratePerKwh: 0.15,
      ledUnitPriceCents: 99_900,
      dlcListed: true,
    });
    expect(eligible).toEqual(tool);
    expect(eligible.lightingKwhSaved).toBe(19_710);
    const not = lineSavings(BASELINE, { fixture: LED, count: 10 }, 0.15, { eligible: false, reason: "x" });
    expect(not.rebate).toBeNull();
    expect(projectTotals([eligible, not, null])).toEqual({
      lightingKwhSaved: 39_420,
      lightingCentsSaved: 591_300,
      rebate: eligible.rebate,
    });
  });

  it("writes the fixture schedule as spreadsheet-safe CSV", () => {
    const csv = fixtureScheduleCsv([
      {
        baseline: { ...BASELINE, fixtureType: "=HYPERLINK()" },
        sku: "IL-LED-650",
        name: "Orion 650W",
        brand: "Orion",
        dlcId: "P-ABC123",
        dlcListed: true,
        efficacy: 2.7,
        ledWatts: 650,
        ledCount: 10,
        kwhSaved: 19_710,
        eligibility: { eligible: true },
      },
    ]);
    expect(csv.split("\r\n")[1]).toBe(
      `"'=HYPERLINK()","1100","10","12","365","IL-LED-650","Orion 650W","Orion","yes","P-ABC123","2.7","650","10","19710","yes",""`,
    );
  });
});

describe("an overdue project", () => {
  const now = "2026-11-27T12:00:00.000Z";
  it("is one whose pre-approval expires within two weeks or has expired", () => {
    const p = { stage: "pre_approved" as const, stageSince: now, preApprovalExpiresOn: "2026-12-05" };
    expect(overdueReason(p, now)).toBe("Pre-approval expires in 8 days");
    expect(overdueReason({ ...p, preApprovalExpiresOn: "2026-11-20" }, now)).toBe("Pre-approval expired");
    expect(overdueReason({ ...p, preApprovalExpiresOn: "2027-03-01" }, now)).toBeNull();
  });
  it("is one installed more than 30 days ago without a claim", () => {
    const p = { stage: "installed" as const, stageSince: "2026-10-20T00:00:00Z", preApprovalExpiresOn: null };
    expect(overdueReason(p, now)).toBe("Claim not filed 30 days after installation");
    expect(overdueReason({ ...p, stageSince: "2026-11-20T00:00:00Z" }, now)).toBeNull();
  });
});
