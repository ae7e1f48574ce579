import { join } from "node:path";
import type { Provider } from "../../../core/catalog-types.ts";
import type { BackgroundJob, BackgroundJobContext } from "../../background-job.ts";
import type { Db } from "../../db/client.ts";
import { products } from "../../db/schema/catalog.ts";
import type { Env } from "../../env.ts";
import { importFeed, type ImportSummary } from "./import-service.ts";
import { failInterruptedRuns } from "./import-runs.ts";
import { PROVIDERS } from "../../../core/catalog-types.ts";
import { FEED_FILES } from "./sample/feed-generator.ts";
import { projectPath } from "../../project-root.ts";
import { repeatEvery } from "../../repeating-job.ts";

export const SAMPLE_FEED_DIR = projectPath("feeds", "sample");

/** Imports the bundled sample feeds when the catalogue is empty (first start on a new database). */
export async function importSampleCatalogIfEmpty(
  db: Db,
  feedDir = SAMPLE_FEED_DIR,
): Promise<ImportSummary[]> {
  if ((await db.$count(products)) > 0) return [];
  const summaries: ImportSummary[] = [];
  for (const provider of PROVIDERS) {
    summaries.push(
      await importFeed(db, { provider, input: { kind: "file", path: join(feedDir, FEED_FILES[provider]) } }),
    );
  }
  return summaries;
}

export function configuredFeedUrls(env: Env): [Provider, string][] {
  const urls: [Provider, string | undefined][] = [
    ["iluminar", env.FEED_ILUMINAR_URL],
    ["spd", env.FEED_SPD_URL],
    ["hydrofarm", env.FEED_HYDROFARM_URL],
  ];
  return urls.filter((entry): entry is [Provider, string] => entry[1] !== undefined);
}

/**
 * Marks failed the imports a stopped process left running, runs the first-run sample import (awaited,
 * so the shop opens with a catalogue; never in production, where the bundled sample's made-up products
 * would be for sale: an operator imports the suppliers' feeds), then, when both are set, a refresh of every FEED_<PROVIDER>_URL
 * right away and each FEED_REFRESH_MINUTES after that.
 */
export async function startFeedJobs({ services, env, log }: BackgroundJobContext): Promise<BackgroundJob> {
  const db = services.database.db;
  const interrupted = await failInterruptedRuns(db);
  if (interrupted > 0) log.warn({ interrupted }, "imports left running by a stopped process marked failed");
  const samples = env.NODE_ENV === "production" ? [] : await importSampleCatalogIfEmpty(db);
  for (const summary of samples) {
    log.info(
      { provider: summary.provider, read: summary.read, inserted: summary.inserted },
      "sample feed imported",
    );
  }
  const feeds = configuredFeedUrls(env);
  if (env.FEED_REFRESH_MINUTES <= 0 || feeds.length === 0) return { stop: async () => {} };

  const refresh = async (stopped: () => boolean) => {
    for (const [provider, url] of feeds) {
      if (stopped()) return;
      try {
        // Never allowDiscontinue: only an operator may confirm that a supplier dropped its products.
        const summary = await importFeed(db, {
          provider,
          input: { kind: "url", url },
          maxDiscontinuePercent: env.IMPORT_MAX_DISCONTINUE_PERCENT,
        });
        log.info({ ...summary, rejectedReasons: undefined }, "feed refreshed");
      } catch (error) {
        log.error({ provider, err: error }, "feed refresh failed; the catalogue is unchanged");
      }
    }
  };
  return repeatEvery(env.FEED_REFRESH_MINUTES * 60_000, refresh);
}
