import { sql } from "drizzle-orm";
import type { LeadTime, StockPolicy } from "../../core/availability.ts";
import { PROVIDERS, type Provider } from "../../core/providers.ts";
import type { StockSettingsInput } from "../../core/stock-settings-form.ts";
import { audit, type AuditActor } from "../audit/audit-log.ts";
import type { Db } from "../db/client.ts";
import { stockSettings, supplierLeadTimes } from "../db/schema/stock.ts";
import { setStockPolicy } from "./stock-policy.ts";

export interface StockSettingsView {
  policy: StockPolicy;
  /** The configuration's policy: what holds until staff save their own. */
  defaults: StockPolicy;
  /** When staff last saved, and who; null while the configuration's values hold. */
  updatedAt: string | null;
  updatedBy: string | null;
}

const sameLeadTime = (a: LeadTime, b: LeadTime) => a.min === b.min && a.max === b.max;

/**
 * The stock policy staff set on the lead-time screen (ADR 0280), over the configuration's defaults. The
 * policy in force is this process's (`setStockPolicy`); `refresh` reads the stored revision and, when
 * another instance saved, loads the new policy before the next page is rendered.
 */
export function createStockSettings(db: Db, defaults: StockPolicy) {
  let loadedRevision: string | null = null;

  async function read(tx: Db = db): Promise<StockSettingsView> {
    const [[settings], leadRows] = await Promise.all([
      tx.select().from(stockSettings).limit(1),
      tx.select().from(supplierLeadTimes),
    ]);
    const stored = new Map(leadRows.map((r) => [r.provider, { min: r.minDays, max: r.maxDays }]));
    const leadTimes = Object.fromEntries(
      PROVIDERS.map((p) => [p, stored.get(p) ?? defaults.leadTimes[p]]),
    ) as Record<Provider, LeadTime>;
    return {
      policy: { ...defaults, shownUpTo: settings?.shownUpTo ?? defaults.shownUpTo, leadTimes },
      defaults,
      updatedAt: settings ? new Date(settings.updatedAt).toISOString() : null,
      updatedBy: settings?.updatedBy ?? null,
    };
  }

  /** The stored revision ("" before any save), loading the stored policy when it moved. */
  async function refresh(): Promise<string> {
    const [row] = await db.select({ at: sql<string>`${stockSettings.updatedAt}::text` }).from(stockSettings);
    const revision = row?.at ?? "";
    if (revision !== loadedRevision) {
      setStockPolicy((await read()).policy);
      loadedRevision = revision;
    }
    return revision;
  }

  /** Staff save the whole policy; it is audited (before → after) and in force on the next read. */
  async function save(actor: AuditActor, input: StockSettingsInput): Promise<StockSettingsView> {
    await db.transaction(async (tx) => {
      // Each save writes the whole policy: of two at once the later one holds, and both are audited.
      const before = await read(tx);
      await tx
        .insert(stockSettings)
        .values({ shownUpTo: input.shownUpTo, updatedBy: actor.email })
        .onConflictDoUpdate({
          target: stockSettings.id,
          set: { shownUpTo: input.shownUpTo, updatedBy: actor.email, updatedAt: sql`now()` },
        });
      for (const provider of PROVIDERS) {
        const { min, max } = input.leadTimes[provider];
        await tx
          .insert(supplierLeadTimes)
          .values({ provider, minDays: min, maxDays: max, updatedBy: actor.email })
          .onConflictDoUpdate({
            target: supplierLeadTimes.provider,
            set: { minDays: min, maxDays: max, updatedBy: actor.email, updatedAt: sql`now()` },
          });
      }
      const changed = PROVIDERS.filter((p) => !sameLeadTime(before.policy.leadTimes[p], input.leadTimes[p]));
      await audit.record(tx, {
        actor,
        action: "stock.settings",
        subject: { type: "stock", id: "policy" },
        before: {
          shownUpTo: before.policy.shownUpTo,
          ...Object.fromEntries(changed.map((p) => [p, daysText(before.policy.leadTimes[p])])),
        },
        after: {
          shownUpTo: input.shownUpTo,
          ...Object.fromEntries(changed.map((p) => [p, daysText(input.leadTimes[p])])),
        },
      });
    });
    await refresh();
    return read();
  }

  return { view: () => read(), refresh, save };
}

const daysText = ({ min, max }: LeadTime) => (min === max ? `${min} days` : `${min}-${max} days`);

export type StockSettings = ReturnType<typeof createStockSettings>;
