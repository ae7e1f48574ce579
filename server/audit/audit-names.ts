import { eq, inArray } from "drizzle-orm";
import type { NamedAuditEntry } from "../../core/audit-sentence.ts";
import type { Db } from "../db/client.ts";
import {
  apiKeys,
  commercialApplications,
  companies,
  importRuns,
  priceLists,
  rebateProjects,
  taxCertificates,
  users,
  webhookEndpoints,
} from "../db/schema/all.ts";
import type { staffAuditLog } from "../db/schema/audit.ts";

type AuditRow = typeof staffAuditLog.$inferSelect;

const numericIds = (ids: string[]) => ids.map(Number).filter((n) => Number.isSafeInteger(n) && n > 0);

/** Each kind of subject's names by id, read in one query per kind present on the page. */
const NAMERS: Record<string, (db: Db, ids: string[]) => Promise<[string, string][]>> = {
  company: async (db, ids) =>
    (
      await db
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(inArray(companies.id, ids))
    ).map((r) => [r.id, r.name]),
  commercial_application: async (db, ids) =>
    (
      await db
        .select({ id: commercialApplications.id, name: commercialApplications.companyName })
        .from(commercialApplications)
        .where(inArray(commercialApplications.id, numericIds(ids)))
    ).map((r) => [String(r.id), r.name]),
  price_list: async (db, ids) =>
    (
      await db
        .select({ id: priceLists.id, name: priceLists.name })
        .from(priceLists)
        .where(inArray(priceLists.id, numericIds(ids)))
    ).map((r) => [String(r.id), r.name]),
  webhook: async (db, ids) =>
    (
      await db
        .select({ id: webhookEndpoints.id, name: webhookEndpoints.url })
        .from(webhookEndpoints)
        .where(inArray(webhookEndpoints.id, numericIds(ids)))
    ).map((r) => [String(r.id), r.name]),
  api_key: async (db, ids) =>
    (
      await db
        .select({ id: apiKeys.id, name: apiKeys.name, company: companies.name })
        .from(apiKeys)
        .innerJoin(companies, eq(companies.id, apiKeys.companyId))
        .where(inArray(apiKeys.id, numericIds(ids)))
    ).map((r) => [String(r.id), `"${r.name}" of ${r.company}`]),
  tax_certificate: async (db, ids) =>
    (
      await db
        .select({ id: taxCertificates.id, name: companies.name })
        .from(taxCertificates)
        .innerJoin(companies, eq(companies.id, taxCertificates.companyId))
        .where(inArray(taxCertificates.id, ids))
    ).map((r) => [r.id, r.name]),
  rebate_project: async (db, ids) =>
    (
      await db
        .select({ id: rebateProjects.id, site: rebateProjects.site })
        .from(rebateProjects)
        .where(inArray(rebateProjects.id, numericIds(ids)))
    ).map((r) => [String(r.id), r.site]),
  import_run: async (db, ids) =>
    (
      await db
        .select({ id: importRuns.id, provider: importRuns.provider, source: importRuns.source })
        .from(importRuns)
        .where(inArray(importRuns.id, numericIds(ids)))
    ).map((r) => [String(r.id), `${r.source.replace(/^upload: /, "")} (${r.provider})`]),
};

/** A subject gone since (a deleted list, a removed endpoint) keeps the name its entry recorded. */
function recordedName(row: AuditRow): string | null {
  for (const side of [row.before, row.after]) {
    if (side && typeof side === "object") {
      const { name, url } = side as { name?: unknown; url?: unknown };
      if (typeof name === "string" && name) return name;
      if (typeof url === "string" && url) return url;
    }
  }
  return null;
}

/**
 * The audit trail's rows with the staff member and the subject by name: the person's account name
 * (their address when it has none), the company, list, endpoint or key, and documents by number.
 */
export async function namedAuditEntries(
  db: Db,
  rows: readonly AuditRow[],
): Promise<(NamedAuditEntry & { id: number; at: string })[]> {
  const actorIds = [...new Set(rows.map((r) => r.actorUserId))];
  const actors = new Map(
    actorIds.length === 0
      ? []
      : (
          await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, actorIds))
        ).map((u) => [u.id, u.name.trim()]),
  );
  const subjects = new Map<string, string>();
  for (const [type, namer] of Object.entries(NAMERS)) {
    const ids = [...new Set(rows.filter((r) => r.subjectType === type).map((r) => r.subjectId))];
    if (ids.length === 0) continue;
    for (const [id, name] of await namer(db, ids)) subjects.set(`${type}:${id}`, name);
  }
  return rows.map((row) => ({
    id: row.id,
    at: row.at,
    actor: actors.get(row.actorUserId) || row.actorEmail,
    action: row.action,
    subjectType: row.subjectType,
    subject:
      subjects.get(`${row.subjectType}:${row.subjectId}`) ??
      (NAMERS[row.subjectType] ? (recordedName(row) ?? `#${row.subjectId}`) : row.subjectId),
    before: row.before,
    after: row.after,
  }));
}
