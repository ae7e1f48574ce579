import { CLAIM_DUE_DAYS, type RebateReminderKind } from "../../core/grower/rebate-projects.ts";
import { formatDay } from "../sales/format-date.ts";

/** What a reminder names of its project. */
export interface RemindedProject {
  id: number;
  site: string;
  utilityName: string;
  preApprovalExpiresOn: string | null;
}

/** The words of each reminder: subject, what happened and what to do. */
function reminderText(kind: RebateReminderKind, project: RemindedProject) {
  const { site, utilityName: utility } = project;
  if (kind === "pre_approval_expiring") {
    const until = project.preApprovalExpiresOn ? formatDay(project.preApprovalExpiresOn) : "soon";
    return {
      subject: `Rebate pre-approval for ${site} expires ${until}`,
      paragraphs: [
        `${utility}'s pre-approval of your rebate project for ${site} expires on ${until}, and the fixtures are not ordered yet.`,
        "Order them before then (and record the order on the project), or ask the utility to extend the pre-approval: an expired one may forfeit the rebate.",
      ],
    };
  }
  return {
    subject: `File the rebate claim for ${site}`,
    paragraphs: [
      `The fixtures of your rebate project for ${site} were installed more than ${CLAIM_DUE_DAYS} days ago, and the claim with ${utility} is not filed yet.`,
      "File it with the invoices and proof of installation (the project's packet has the fixture schedule and figures), then record the claim on the project.",
    ],
  };
}

/** The `rebate-reminder` mail's data for one project: what is due and a link to the project. */
export function rebateReminderData(kind: RebateReminderKind, project: RemindedProject, publicUrl: string) {
  const text = reminderText(kind, project);
  return {
    ...text,
    heading: text.subject,
    action: { label: "Open the project", href: `${publicUrl}/commercial-view/rebates/${project.id}` },
  };
}
