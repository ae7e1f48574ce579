import { globSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { auditChanges, auditSentence, type NamedAuditEntry } from "./audit-sentence.ts";

const entry = (change: Partial<NamedAuditEntry>): NamedAuditEntry => ({
  actor: "Ana Ruiz",
  action: "application.approve",
  subjectType: "commercial_application",
  subject: "Acme Growers",
  before: null,
  after: null,
  ...change,
});

describe("auditSentence", () => {
  it("says who did what to which company or document, by name", () => {
    expect(auditSentence(entry({}))).toBe("Ana Ruiz approved Acme Growers' account");
    expect(
      auditSentence(entry({ action: "company.terms", subjectType: "company", subject: "Green Roots Farm" })),
    ).toBe("Ana Ruiz changed Green Roots Farm's payment terms");
    expect(
      auditSentence(entry({ action: "order.shipped", subjectType: "order", subject: "ORD-5TQ8ZL3WA" })),
    ).toBe("Ana Ruiz moved order ORD-5TQ8ZL3WA to shipped");
    expect(
      auditSentence(entry({ action: "price_list.rule.set", subjectType: "price_list", subject: "Gold" })),
    ).toBe("Ana Ruiz set a rule of the price list Gold");
    expect(
      auditSentence(
        entry({ action: "rebate_project.pre_approved", subjectType: "rebate_project", subject: "North" }),
      ),
    ).toBe("Ana Ruiz moved rebate project North to pre approved");
  });

  it("has a sentence for every action the server records, never the generic one", () => {
    const recorded = new Set<string>();
    for (const file of globSync("server/**/*.ts", { exclude: (f) => f.endsWith(".test.ts") })) {
      const source = readFileSync(file, "utf8");
      if (!source.includes("audit.record(")) continue;
      for (const [, action] of source.matchAll(/action: "([a-z_]+\.[a-z_.]+)"/g)) recorded.add(action);
    }
    expect(recorded.size).toBeGreaterThan(30);
    const generic = [...recorded].filter((action) =>
      auditSentence(entry({ action, subjectType: "company", subject: "Acme Growers" })).includes(" did "),
    );
    expect(generic).toEqual([]);
  });
});

describe("auditChanges", () => {
  it("lists only what changed, without internal ids or empty pairs", () => {
    expect(
      auditChanges(
        { status: "pending", reason: null, reviewedBy: null, companyId: null },
        { status: "approved", reason: null, reviewedBy: "u-1", companyId: "c-9", userId: "u-2" },
      ),
    ).toEqual(["Status: pending → approved"]);
    expect(auditChanges(null, { paymentTerms: "net30", creditLimitCents: 500000 })).toEqual([
      "Payment terms: net30",
      "Credit limit: $5,000.00",
    ]);
    expect(auditChanges({ url: "https://hooks.example/a" }, null)).toEqual([
      "Url: https://hooks.example/a (removed)",
    ]);
    expect(auditChanges({ status: "" }, { status: null })).toEqual([]);
  });
});
