import { and, asc, eq, gte, isNotNull, lte, or, sql } from "drizzle-orm";
import {
  CLAIM_DUE_DAYS,
  rebateReminderDue,
  type RebateReminderKind,
} from "../../core/grower/rebate-projects.ts";
import { dayPlus } from "../../core/payment-terms.ts";
import type { Db } from "../db/client.ts";
import { companyMembers } from "../db/schema/companies.ts";
import { users } from "../db/schema/identity.ts";
import { rebateProjectReminders, rebateProjects } from "../db/schema/rebates.ts";
import type { EmailService } from "../email/email-service.ts";
import { mailOnce } from "../email/mail-once.ts";
import { rebateReminderData } from "./rebate-reminder-mail.ts";

const DAY_MS = 86_400_000;

/** Who a project's reminders go to: the buyer who started it, or the company's admins if they are gone. */
async function recipients(tx: Db, companyId: string, createdBy: string | null): Promise<string[]> {
  const creator = createdBy
    ? await tx
        .select({ email: users.email })
        .from(companyMembers)
        .innerJoin(users, eq(users.id, companyMembers.userId))
        .where(and(eq(companyMembers.userId, createdBy), eq(companyMembers.companyId, companyId)))
    : [];
  const rows =
    creator.length > 0
      ? creator
      : await tx
          .select({ email: users.email })
          .from(companyMembers)
          .innerJoin(users, eq(users.id, companyMembers.userId))
          .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.role, "admin")));
  return [...new Set(rows.map((r) => r.email.trim().toLowerCase()))];
}

/**
 * One pass of rebate reminders at `now` (ADR 0330): a project pre-approved and not yet ordered whose
 * pre-approval expires within `warningDays`, and an installed project whose claim is not filed
 * CLAIM_DUE_DAYS after the installed step, mail their buyer through the outbox (whose "Account alerts"
 * preference is honoured). Each goes out once per project and kind (its row is written in the mail's
 * transaction); a project past that stage gets none. Returns how many reminders were sent.
 */
export async function sendRebateReminders(
  db: Db,
  emails: EmailService,
  now: Date,
  warningDays: number,
): Promise<number> {
  const today = now.toISOString().slice(0, 10);
  const claimDueBefore = new Date(now.getTime() - CLAIM_DUE_DAYS * DAY_MS).toISOString();
  const notSent = (kind: RebateReminderKind) =>
    sql`not exists (select 1 from ${rebateProjectReminders} r where r.project_id = ${rebateProjects.id} and r.kind = ${kind})`;
  const candidates = await db
    .select()
    .from(rebateProjects)
    .where(
      or(
        and(
          eq(rebateProjects.stage, "pre_approved"),
          isNotNull(rebateProjects.preApprovalExpiresOn),
          gte(rebateProjects.preApprovalExpiresOn, today),
          lte(rebateProjects.preApprovalExpiresOn, dayPlus(today, warningDays)),
          notSent("pre_approval_expiring"),
        ),
        and(
          eq(rebateProjects.stage, "installed"),
          lte(rebateProjects.stageSince, claimDueBefore),
          notSent("claim_due"),
        ),
      ),
    )
    .orderBy(asc(rebateProjects.id));
  let sent = 0;
  for (const project of candidates) {
    const kind = rebateReminderDue(project, now.toISOString(), warningDays);
    if (!kind) continue;
    const mailed = await mailOnce(
      db,
      async (tx) => {
        // The project is read again, locked, in the mail's transaction: a step taken since the list was
        // read (ordered, claimed) means the reminder is no longer owed.
        const [current] = await tx
          .select()
          .from(rebateProjects)
          .where(eq(rebateProjects.id, project.id))
          .for("update");
        if (!current || rebateReminderDue(current, now.toISOString(), warningDays) !== kind) return false;
        const claimed = await tx
          .insert(rebateProjectReminders)
          .values({ projectId: project.id, kind, sentAt: now.toISOString() })
          .onConflictDoNothing()
          .returning();
        return claimed.length > 0;
      },
      async (tx) => {
        const mail = await emails.render(
          "rebate-reminder",
          rebateReminderData(kind, project, emails.brand.publicUrl),
        );
        const to = await recipients(tx, project.companyId, project.createdBy);
        return to.map((address) => ({
          ...mail,
          to: address,
          refType: "rebate_project",
          refId: String(project.id),
        }));
      },
    );
    if (mailed) sent += 1;
  }
  return sent;
}
