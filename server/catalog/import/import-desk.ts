import { desc, eq } from "drizzle-orm";
import type { Provider } from "../../../core/catalog-types.ts";
import { audit, type AuditActor } from "../../audit/audit-log.ts";
import type { Db } from "../../db/client.ts";
import { importRuns } from "../../db/schema/catalog.ts";
import { NotFoundError } from "../../errors.ts";
import { runProgress } from "./import-runs.ts";
import { importFeed } from "./import-service.ts";

export const IMPORT_RUNS_PAGE_SIZE = 25;

export interface UploadedFeed {
  provider: Provider;
  fileName: string;
  text: string;
  /** Staff confirmed that the supplier dropped the products the feed leaves out (the CLI's --allow-discontinue). */
  allowDiscontinue: boolean;
  /** Staff confirmed the feed is this supplier's though its skus say otherwise (the CLI's --allow-provider-mismatch). */
  allowProviderMismatch: boolean;
}

export type ImportRun = typeof importRuns.$inferSelect;

/**
 * The back office's imports: every run with its counts and top rejection reasons, and a
 * feed file staff upload, imported by the CLI's importer with the CLI's guards (one transaction: a
 * failed import leaves the catalogue as it was). The upload answers as soon as the run is recorded; the
 * import goes on in this process, whose progress the run's page shows.
 */
export function createImportDesk(db: Db, maxDiscontinuePercent: number) {
  return {
    /** Newest first; `more` when older runs follow. */
    async runs(page: number) {
      const rows = await db
        .select()
        .from(importRuns)
        .orderBy(desc(importRuns.id))
        .limit(IMPORT_RUNS_PAGE_SIZE + 1)
        .offset((page - 1) * IMPORT_RUNS_PAGE_SIZE);
      return { rows: rows.slice(0, IMPORT_RUNS_PAGE_SIZE), more: rows.length > IMPORT_RUNS_PAGE_SIZE };
    },

    /** One run, with how far it has got while it is running in this process. */
    async run(id: number) {
      const [row] = await db.select().from(importRuns).where(eq(importRuns.id, id)).limit(1);
      if (!row) throw new NotFoundError("Import run not found.");
      return { run: row, progress: row.status === "running" ? runProgress.of(id) : null };
    },

    /** Starts the import of an uploaded feed and answers its run id; the import's end is in the run. */
    upload(feed: UploadedFeed, actor: AuditActor): Promise<number> {
      return new Promise<number>((resolve, reject) => {
        let runId: number | undefined;
        importFeed(db, {
          provider: feed.provider,
          input: { kind: "text", text: feed.text, label: `upload: ${feed.fileName}` },
          allowDiscontinue: feed.allowDiscontinue,
          allowProviderMismatch: feed.allowProviderMismatch,
          maxDiscontinuePercent,
          onRun: async (id) => {
            await audit.record(db, {
              actor,
              action: "import.upload",
              subject: { type: "import_run", id: String(id) },
              after: {
                provider: feed.provider,
                file: feed.fileName,
                bytes: Buffer.byteLength(feed.text),
                allowDiscontinue: feed.allowDiscontinue,
                allowProviderMismatch: feed.allowProviderMismatch,
              },
            });
            runId = id;
            resolve(id);
          },
        }).catch((error: unknown) => {
          // A failed import is recorded in its run; only a failure before the run exists is the caller's.
          if (runId === undefined) reject(error instanceof Error ? error : new Error(String(error)));
        });
      });
    },
  };
}
