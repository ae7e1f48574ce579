import type { LoadResult } from "./http-load.ts";
import type { PageScores } from "./lighthouse.ts";

/** What the pages must meet; the relative ones compare this checkout with the baseline of the same run. */
export const PAGE_BUDGETS = {
  /** Initial JavaScript (entry and modulepreloads, gzip -9) of an anonymous page type. */
  anonymousInitialJsKb: 70,
  /** … and of an account page (checkout, the account home). */
  accountInitialJsKb: 90,
  /** Uncompressed HTML of a category page of 24 products, and of a product page. */
  categoryHtmlKb: 60,
  productHtmlKb: 50,
  /** Lighthouse mobile Total Blocking Time: at most this share of the baseline's, per page. */
  tbtShareOfBaseline: 0.5,
  /** Requests per second relative to bare node:http with the page cache off: at least this many times the baseline's. */
  uncachedThroughputFactor: 2,
  /** A signed-in buyer's page p99 at most this many times the anonymous page's (same page, same run). */
  signedInP99Factor: 1.2,
};

export interface LoadFigure extends LoadResult {
  /** Bare node:http's req/s measured in the same round. */
  bareRequestsPerSecond: number;
}

export interface TreeFigures {
  tree: string;
  sizes?: { initialJsGzipBytes: Record<string, number>; htmlBytes: { category: number; product: number } };
  /** Per database, per page: one figure per round. */
  load: Partial<Record<"pglite" | "postgres", Record<string, LoadFigure[]>>>;
  /** Per page: one Lighthouse run per round. */
  lighthouse: Record<string, PageScores[]>;
}

export interface PagesResults {
  startedAt: string;
  seconds: number;
  machine: { cpus: number; node: string; loadAverage: number[] };
  options: { rounds: number; seconds: number; count: number; connections: number };
  budgets: typeof PAGE_BUDGETS;
  trees: Record<string, TreeFigures>;
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const pct = (v: number) => `${(v * 100).toFixed(2)}%`;
const verdict = (ok: boolean) => (ok ? "ok" : "OVER");

function table(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  return [line(head), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(line)].join("\n");
}

const ANONYMOUS_PAGES = new Set(["home", "category", "product", "cart"]);

/** The human summary: every figure beside its budget; `median` folds the rounds. */
export function formatPagesReport(results: PagesResults, median: (xs: number[]) => number): string {
  const { budgets } = results;
  const [current, baseline] = Object.entries(results.trees);
  const out: string[] = [
    `Pages: ${results.machine.cpus} CPUs, load average ${results.machine.loadAverage.map((l) => l.toFixed(2)).join(" ")}, ` +
      `${results.options.rounds} interleaved rounds, ${results.options.seconds} s per load test, ` +
      `${results.options.connections} connections, ${results.options.count} generated products besides the sample catalogue`,
  ];
  const names = Object.keys(results.trees);

  const sizes = names.map((name) => results.trees[name].sizes);
  if (sizes[0]) {
    const pages = Object.keys(sizes[0].initialJsGzipBytes);
    out.push(
      "",
      "Initial JavaScript (gzip -9, KB)",
      table(
        ["page", ...names, "budget", ""],
        pages.map((page) => {
          const budget = ANONYMOUS_PAGES.has(page)
            ? budgets.anonymousInitialJsKb
            : budgets.accountInitialJsKb;
          const mine = sizes[0]!.initialJsGzipBytes[page];
          return [
            page,
            ...sizes.map((s) => (s ? kb(s.initialJsGzipBytes[page]) : "-")),
            `≤ ${budget}`,
            verdict(mine / 1000 <= budget),
          ];
        }),
      ),
      "",
      "HTML, uncompressed (KB)",
      table(
        ["page", ...names, "budget", ""],
        (["category", "product"] as const).map((page) => {
          const budget = page === "category" ? budgets.categoryHtmlKb : budgets.productHtmlKb;
          return [
            page,
            ...sizes.map((s) => (s ? kb(s.htmlBytes[page]) : "-")),
            `≤ ${budget}`,
            verdict(sizes[0]!.htmlBytes[page] / 1000 <= budget),
          ];
        }),
      ),
    );
  }

  const lighthousePages = Object.keys(current[1].lighthouse);
  if (lighthousePages.length) {
    const row = (scores: PageScores[] | undefined) =>
      scores?.length
        ? `${median(scores.map((s) => s.performance))} / ${median(scores.map((s) => s.tbtMs))} ms / ${(median(scores.map((s) => s.lcpMs)) / 1000).toFixed(2)} s`
        : "-";
    out.push(
      "",
      "Lighthouse mobile, median of the rounds: performance / TBT / LCP",
      table(
        ["page", ...names, "TBT budget", "perf ≥ baseline", ""],
        lighthousePages.map((page) => {
          const mine = current[1].lighthouse[page];
          const theirs = baseline?.[1].lighthouse[page];
          const tbtBudget = theirs
            ? median(theirs.map((s) => s.tbtMs)) * budgets.tbtShareOfBaseline
            : Number.NaN;
          const tbtOk = median(mine.map((s) => s.tbtMs)) <= tbtBudget;
          const perfOk = theirs
            ? median(mine.map((s) => s.performance)) >= median(theirs.map((s) => s.performance))
            : true;
          return [
            page,
            ...names.map((name) => row(results.trees[name].lighthouse[page])),
            Number.isFinite(tbtBudget) ? `≤ ${Math.round(tbtBudget)} ms` : "-",
            theirs ? String(perfOk) : "-",
            theirs ? verdict(tbtOk && perfOk) : "",
          ];
        }),
      ),
    );
  }

  for (const database of ["pglite", "postgres"] as const) {
    const mine = current[1].load[database];
    if (!mine) continue;
    const theirs = baseline?.[1].load[database];
    const share = (runs: LoadFigure[] | undefined) =>
      runs?.length ? median(runs.map((r) => r.requestsPerSecond / r.bareRequestsPerSecond)) : Number.NaN;
    const p99 = (runs: LoadFigure[] | undefined) =>
      runs?.length ? median(runs.map((r) => r.p99)) : Number.NaN;
    const rps = (runs: LoadFigure[] | undefined) =>
      runs?.length ? median(runs.map((r) => r.requestsPerSecond)).toFixed(0) : "-";
    const errors = (runs: LoadFigure[] | undefined) =>
      runs ? String(runs.reduce((n, r) => n + r.errors + r.non2xx, 0)) : "-";
    out.push(
      "",
      `Page cache off, ${database}: req/s (share of bare node:http), p99 ms, errors — median of the rounds`,
      table(
        ["page", ...names.flatMap((n) => [`${n} req/s`, "share", "p99", "err"]), "budget", ""],
        Object.keys(mine).map((page) => {
          const signedIn = page.endsWith(", signed-in buyer");
          let budget = "-";
          let ok = true;
          if (signedIn) {
            const anonymous = p99(mine[page.replace(", signed-in buyer", "")]);
            budget = `p99 ≤ ${(anonymous * budgets.signedInP99Factor).toFixed(0)}`;
            ok = p99(mine[page]) <= anonymous * budgets.signedInP99Factor;
          } else if (theirs) {
            const wanted = share(theirs[page]) * budgets.uncachedThroughputFactor;
            budget = `share ≥ ${pct(wanted)}`;
            ok = share(mine[page]) >= wanted;
          }
          const cells = (runs: LoadFigure[] | undefined) => [
            rps(runs),
            pct(share(runs)),
            p99(runs).toFixed(0),
            errors(runs),
          ];
          return [page, ...cells(mine[page]), ...(theirs ? cells(theirs[page]) : []), budget, verdict(ok)];
        }),
      ),
    );
  }
  return out.join("\n");
}
