import { describe, expect, it } from "vitest";
import {
  NO_SITE_APPROVER_MESSAGE,
  OWN_ONLY_APPROVER_MESSAGE,
  strandedApprovalMessage,
  type ApprovalMember,
} from "./order-approval.ts";

const member = (userId: string, change: Partial<ApprovalMember> = {}): ApprovalMember => ({
  userId,
  approves: false,
  limited: false,
  siteIds: [],
  ...change,
});

describe("a member with a limit has someone else to approve each order they can place", () => {
  it("needs another approver than themselves", () => {
    const admin = member("ada", { approves: true, limited: true });
    expect(strandedApprovalMessage([admin, member("bo")])).toBe(OWN_ONLY_APPROVER_MESSAGE);
    expect(strandedApprovalMessage([admin, member("cy", { approves: true })])).toBeNull();
    expect(strandedApprovalMessage([member("bo"), member("cy", { approves: true })])).toBeNull();
  });

  it("needs an approver for every site when the member works for every site", () => {
    const buyer = member("bo", { limited: true });
    const denverApprover = member("cy", { approves: true, siteIds: ["denver"] });
    expect(strandedApprovalMessage([buyer, denverApprover])).toBe(NO_SITE_APPROVER_MESSAGE);
    expect(strandedApprovalMessage([buyer, denverApprover, member("ada", { approves: true })])).toBeNull();
  });

  it("needs, for a member limited to sites, an approver at each of them", () => {
    const buyer = member("bo", { limited: true, siteIds: ["denver", "salinas"] });
    const denverApprover = member("cy", { approves: true, siteIds: ["denver"] });
    expect(strandedApprovalMessage([buyer, denverApprover])).toBe(NO_SITE_APPROVER_MESSAGE);
    const salinasApprover = member("di", { approves: true, siteIds: ["salinas", "boulder"] });
    expect(strandedApprovalMessage([buyer, denverApprover, salinasApprover])).toBeNull();
  });
});
