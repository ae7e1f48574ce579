import { performance } from "node:perf_hooks";
import type { Provider } from "../../../core/catalog-types.ts";
import { eq } from "drizzle-orm";
import { sql, type Db } from "../../db/client.ts";
import { products } from "../../db/schema/catalog.ts";
import { ImportedEntries } from "../read-model/catalog-entries.ts";
import { refreshDerivedData, type WrittenProducts } from "../read-model/derived.ts";
import { MalformedCsvRecord } from "./csv.ts";
import { describeFeedInput, FeedError, readFeed, type FeedInput } from "./feed-reader.ts";
import { feedMismatch, skuEvidence } from "./importers/feed-fingerprint.ts";
import { importers } from "./importers/providers.ts";
import { failInterruptedRuns, finishRun, runProgress, startRun } from "./import-runs.ts";
import { productRow } from "./normalise.ts";
import { discontinueProducts, insertProducts, updateProducts } from "./product-writes.ts";
import { forEachYielding } from "../read-model/yielding.ts";
import { shownSku } from "../../../core/sku.ts";

/** 'more than 20% of records are rejected fails the whole import'. */
export const MAX_REJECTED_SHARE = 0.2;
/** An import may discontinue at most this share of a supplier's listed products unless allowed. */
export const DEFAULT_MAX_DISCONTINUE_PERCENT = 10;
const BATCH_SIZE = 2_000;
/** Records normalised between two turns of the event loop, so the previous batch's COPY data goes out. */
const NORMALISE_CHUNK = 250;
const TOP_REASONS = 10;
const DUPLICATE_REASON = "duplicate sku in feed (first record kept)";

export interface ImportProgress {
  phase: "read" | "write" | "derive";
  done: number;
  total: number;
}

export interface ImportOptions {
  provider: Provider;
  input: FeedInput;
  onProgress?: (progress: ImportProgress) => void;
  /** The operator confirmed that the supplier dropped the products (`--allow-discontinue`). */
  allowDiscontinue?: boolean;
  /** The operator confirmed that the feed is this supplier's though its skus say otherwise (`--allow-provider-mismatch`). */
  allowProviderMismatch?: boolean;
  /** IMPORT_MAX_DISCONTINUE_PERCENT; DEFAULT_MAX_DISCONTINUE_PERCENT when not given. */
  maxDiscontinuePercent?: number;
  /**
   * Told the run's id as soon as the run is recorded, and awaited before the feed is read (the back
   * office records who started it and shows the run while it runs).
   */
  onRun?: (runId: number) => Promise<void> | void;
}

/** Of the feed being written: the discontinue guard's settings. */
type DiscontinueGuard = Pick<ImportOptions, "allowDiscontinue" | "maxDiscontinuePercent">;

export interface RejectedReason {
  reason: string;
  count: number;
}

export interface ImportSummary {
  runId: number;
  provider: Provider;
  source: string;
  read: number;
  inserted: number;
  updated: number;
  unchanged: number;
  rejected: number;
  rejectedReasons: RejectedReason[];
  discontinued: number;
  /**
   * Products whose record had no sku, as 'name (identifier)': kept under a generated identifier that
   * buyers are never shown as a SKU (core/sku.ts).
   */
  withoutSku: string[];
  seconds: number;
  productsPerSecond: number;
}

/** The import failed and changed nothing (the run is recorded as failed). */
export class ImportFailedError extends Error {
  constructor(
    message: string,
    readonly runId: number,
  ) {
    super(message);
    this.name = "ImportFailedError";
  }
}

function topReasons(counts: Map<string, number>): RejectedReason[] {
  return [...counts]
    .map(([reason, count]) => ({ reason, count }))
    .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason))
    .slice(0, TOP_REASONS);
}

/** What validation has seen of a feed: its records, how many were invalid and why. */
interface FeedTally {
  read: number;
  invalid: number;
  reasons: Map<string, number>;
}

const count = (reasons: Map<string, number>, reason: string) =>
  reasons.set(reason, (reasons.get(reason) ?? 0) + 1);

/** Why discontinuing `absent` of `listed` products is refused, or null when it is within the guard. */
function discontinueFailure(
  provider: Provider,
  absent: number,
  listed: number,
  { allowDiscontinue, maxDiscontinuePercent = DEFAULT_MAX_DISCONTINUE_PERCENT }: DiscontinueGuard,
): string | null {
  if (allowDiscontinue || absent === 0 || absent * 100 <= listed * maxDiscontinuePercent) return null;
  const share = Math.round((absent / listed) * 1000) / 10;
  return (
    `the feed would discontinue ${absent} of ${listed} listed ${provider} products (${share}%, more than ` +
    `${maxDiscontinuePercent}%); check that the feed is complete, or run the import with ` +
    "--allow-discontinue if the supplier really dropped them"
  );
}

function rejectionFailure(feed: FeedTally): string | null {
  if (feed.invalid / feed.read <= MAX_REJECTED_SHARE) return null;
  const share = Math.round((feed.invalid / feed.read) * 1000) / 10;
  const reasons = topReasons(feed.reasons)
    .slice(0, 3)
    .map((r) => `${r.reason} (${r.count})`)
    .join("; ");
  return `${feed.invalid} of ${feed.read} records rejected (${share}%, more than ${MAX_REJECTED_SHARE * 100}%): ${reasons}`;
}

interface WriteCounts {
  inserted: number;
  updated: number;
  unchanged: number;
  duplicates: number;
  discontinued: number;
  withoutSku: string[];
  written: WrittenProducts;
}

/**
 * Writes one full feed of a provider inside `tx`: validates and normalises the records batch by batch
 * (the first record of a sku wins), upserts what changed and discontinues what is absent. The next batch
 * is validated and normalised while the database writes the previous one. A feed over the 20% rule is
 * refused once every record has been seen, and the transaction rolls back what was written.
 */
async function writeFeed(
  tx: Db,
  provider: Provider,
  inputs: readonly unknown[],
  tally: FeedTally,
  guard: DiscontinueGuard,
  progress: (done: number, total: number) => void,
): Promise<WriteCounts> {
  const importer = importers[provider];
  // One import at a time: derived data is rebuilt from all providers at the end.
  await tx.execute(sql`select pg_advisory_xact_lock(7004222)`);
  const existing = new Map(
    (
      await tx
        .select({ sku: products.sku, contentHash: products.contentHash, discontinued: products.discontinued })
        .from(products)
        .where(eq(products.provider, provider))
    ).map((row) => [row.sku, row]),
  );
  const inFeed = new Set<string>();
  const rewrittenSkus: string[] = [];
  // A full feed: about as many products are new as it has records beyond the supplier's current ones.
  const entries = await ImportedEntries.start(tx, provider, inputs.length - existing.size);
  const counts: WriteCounts = {
    inserted: 0,
    updated: 0,
    unchanged: 0,
    duplicates: 0,
    discontinued: 0,
    withoutSku: [],
    written: { rewrittenSkus, entries },
  };
  let writing: Promise<unknown> = Promise.resolve();
  for (let start = 0; start < inputs.length; start += BATCH_SIZE) {
    const inserted: string[] = [];
    const updated: string[] = [];
    await forEachYielding(
      inputs.slice(start, start + BATCH_SIZE),
      (input) => {
        const parsed =
          input instanceof MalformedCsvRecord
            ? { ok: false as const, reason: input.reason }
            : importer.parse(input);
        if (!parsed.ok) {
          tally.invalid += 1;
          count(tally.reasons, parsed.reason);
          return;
        }
        const row = productRow(parsed.record, importer.rules);
        if (inFeed.has(row.sku)) {
          counts.duplicates += 1;
          return;
        }
        inFeed.add(row.sku);
        if (shownSku(row.sku) === null) {
          counts.withoutSku.push(`${parsed.record.item_name ?? "Unknown Product"} (${row.sku})`);
        }
        const before = existing.get(row.sku);
        if (!before) {
          counts.inserted += 1;
          inserted.push(row.line);
        } else if (before.contentHash !== row.contentHash || before.discontinued) {
          counts.updated += 1;
          rewrittenSkus.push(row.sku);
          updated.push(row.line);
        } else {
          counts.unchanged += 1;
          return;
        }
      },
      NORMALISE_CHUNK,
    );
    await writing;
    progress(start, inputs.length);
    // Queued in this order on the transaction's connection: the entries are read from the inserted rows.
    writing = Promise.all([
      inserted.length > 0 && insertProducts(tx, inserted),
      inserted.length > 0 && entries.listInserted(tx, inserted.length),
      updated.length > 0 && updateProducts(tx, updated),
    ]);
    // Awaited on the next turn; this keeps a failure meanwhile from counting as unhandled.
    writing.catch(() => undefined);
  }
  await writing;
  progress(inputs.length, inputs.length);
  const failure = rejectionFailure(tally);
  if (failure) throw new FeedError(failure);
  const listed = [...existing.values()].filter((row) => !row.discontinued);
  const absent = listed.filter((row) => !inFeed.has(row.sku)).map((row) => row.sku);
  const tooMany = discontinueFailure(provider, absent.length, listed.length, guard);
  if (tooMany) throw new FeedError(tooMany);
  for (let start = 0; start < absent.length; start += BATCH_SIZE) {
    await discontinueProducts(tx, provider, absent.slice(start, start + BATCH_SIZE));
  }
  for (const sku of absent) rewrittenSkus.push(sku);
  return { ...counts, discontinued: absent.length };
}

/** The database's own words: drizzle wraps driver errors in 'Failed query: <sql + every parameter>'. */
function errorMessage(error: unknown): string {
  let current = error;
  while (current instanceof Error && current.cause instanceof Error) current = current.cause;
  return current instanceof Error ? current.message : String(current);
}

/**
 * Imports one provider's full feed in one transaction: the catalogue changes completely or not at all.
 * Every run is recorded in import_runs; a failed run is recorded outside the rolled-back transaction.
 * Runs an earlier, killed process left 'running' are marked failed first.
 */
export async function importFeed(db: Db, options: ImportOptions): Promise<ImportSummary> {
  const { provider, input } = options;
  const started = performance.now();
  const source = describeFeedInput(input);
  await failInterruptedRuns(db);
  const runId = await startRun(db, provider, source);
  const onProgress = (progress: ImportProgress) => {
    runProgress.set(runId, progress);
    options.onProgress?.(progress);
  };
  await options.onRun?.(runId);
  const elapsed = () => (performance.now() - started) / 1000;
  let tally: FeedTally | undefined;
  try {
    onProgress({ phase: "read", done: 0, total: 0 });
    const inputs = await readFeed(input);
    // An empty full feed would discontinue everything.
    if (inputs.length === 0) throw new FeedError("feed holds no records");
    const mismatch = options.allowProviderMismatch
      ? null
      : feedMismatch(provider, await skuEvidence(db, inputs));
    if (mismatch) throw new FeedError(mismatch);
    const feed: FeedTally = { read: inputs.length, invalid: 0, reasons: new Map() };
    tally = feed;
    const { duplicates, ...written } = await db.transaction(async (tx) => {
      const { written, ...counts } = await writeFeed(tx, provider, inputs, feed, options, (done, total) =>
        onProgress({ phase: "write", done, total }),
      );
      onProgress({ phase: "derive", done: 0, total: 1 });
      await refreshDerivedData(tx, written);
      return counts;
    });
    if (duplicates > 0) feed.reasons.set(DUPLICATE_REASON, duplicates);
    const seconds = elapsed();
    const summary: ImportSummary = {
      runId,
      provider,
      source,
      read: feed.read,
      ...written,
      rejected: feed.invalid + duplicates,
      rejectedReasons: topReasons(feed.reasons),
      seconds,
      productsPerSecond: seconds > 0 ? feed.read / seconds : 0,
    };
    await finishRun(db, runId, "succeeded", summary);
    return summary;
  } catch (error) {
    const message = errorMessage(error);
    const counted = tally && {
      read: tally.read,
      rejected: tally.invalid,
      rejectedReasons: topReasons(tally.reasons),
    };
    await finishRun(db, runId, "failed", { ...counted, seconds: elapsed() }, message);
    throw new ImportFailedError(`${provider} import failed: ${message}`, runId);
  } finally {
    runProgress.end(runId);
  }
}
