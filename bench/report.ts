import type { ImportFigures } from "./catalogue.ts";
import type { LoadResult } from "./http-load.ts";
import type { IntegrationFigures } from "./integrations.ts";
import type { OutboxPassFigures } from "./outbox-pass.ts";
import type { QueryTimings } from "./query-timing.ts";
import type { LatencySummary } from "./stats.ts";
import { RECALL_GOALS, RELEVANCE_KINDS, type Recall, type RelevanceKind } from "./relevance.ts";

export interface TargetResults {
  database: "pglite" | "postgres";
  sampleImport: ImportFigures;
  import: ImportFigures;
  queries: QueryTimings;
  outbox: OutboxPassFigures[];
  /** Recall@10 of the relevance set (bench/relevance.ts) on the generated catalogue. */
  relevance: Record<RelevanceKind, Recall>;
  api: Record<string, LoadResult>;
  ssr: Record<string, LoadResult>;
  /** The SSR pages again with PAGE_CACHE_MB=0: every request rendered. */
  ssrUncached?: Record<string, LoadResult>;
}

export interface BenchResults {
  startedAt: string;
  seconds: number;
  machine: { cpus: number; node: string; loadAverage: number[] };
  options: { count: number; seconds: number; apiConnections: number; ssrConnections: number };
  bare: LoadResult;
  targets: TargetResults[];
  /** Webhook delivery after commit and API reads with a key, per database. */
  integrations: IntegrationFigures[];
  /** Spec targets (issue): server-side p95 on PostgreSQL; PGlite within 2.5x. */
  budgets: {
    searchP95Ms: number;
    listingP95Ms: number;
    productP95Ms: number;
    companyPricesP95Ms: number;
    /** A signed-in buyer's category and product pages at 20 connections on PostgreSQL. */
    signedInPageP99Ms: number;
    pgliteFactor: number;
    importPerSecond: number;
    /** From an order's commit to its webhook's arrival (the worker polls each second). */
    webhookDeliveryP95Ms: number;
    /** A read made with an API key (key lookup, per-key counter and last use included). */
    apiKeyReadP95Ms: number;
  };
  lighthouse?: unknown;
  notes: string[];
}

const ms = (v: number) => (Number.isFinite(v) ? v.toFixed(1) : "-");
const int = (v: number) => (Number.isFinite(v) ? Math.round(v).toLocaleString("en-US") : "-");

function table(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  return [line(head), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(line)].join("\n");
}

/** The human summary printed at the end of a run. */
export function formatReport(results: BenchResults): string {
  const { bare, budgets } = results;
  const loadRow = (label: string, db: string, r: LoadResult): string[] => [
    label,
    db,
    int(r.requestsPerSecond),
    ms(r.p50),
    ms(r.p95),
    ms(r.p99),
    `${((r.requestsPerSecond / bare.requestsPerSecond) * 100).toFixed(1)}%`,
    String(r.errors + r.non2xx),
  ];
  const http = [
    loadRow("bare node:http", "-", bare),
    ...results.targets.flatMap((t) =>
      Object.entries(t.api).map(([k, r]) => loadRow(`api ${k}`, t.database, r)),
    ),
    ...results.targets.flatMap((t) =>
      Object.entries(t.ssr).map(([k, r]) => loadRow(`ssr ${k}`, t.database, r)),
    ),
    ...results.targets.flatMap((t) =>
      Object.entries(t.ssrUncached ?? {}).map(([k, r]) => loadRow(`ssr ${k}, page cache off`, t.database, r)),
    ),
  ];
  const budgetOf = {
    search: budgets.searchP95Ms,
    listing: budgets.listingP95Ms,
    product: budgets.productP95Ms,
    companyPrices: budgets.companyPricesP95Ms,
  };
  const queries = results.targets.flatMap((t) =>
    (Object.keys(budgetOf) as (keyof typeof budgetOf)[]).map((k) => {
      const q = t.queries[k];
      const budget = budgetOf[k] * (t.database === "pglite" ? budgets.pgliteFactor : 1);
      return [k, t.database, ms(q.p50), ms(q.p95), ms(q.p99), ms(budget), q.p95 <= budget ? "met" : "MISSED"];
    }),
  );
  const signedIn = results.targets
    .filter((t) => t.database === "postgres")
    .flatMap((t) =>
      (["category", "product"] as const).flatMap((page) => {
        const r = t.ssr[`${page}, signed-in buyer`];
        if (!r) return [];
        const met = r.p99 <= budgets.signedInPageP99Ms;
        return [[page, t.database, ms(r.p99), ms(budgets.signedInPageP99Ms), met ? "met" : "MISSED"]];
      }),
    );
  const imports = results.targets.flatMap((t) => [
    [
      "sample feeds",
      t.database,
      int(t.sampleImport.products),
      ms(t.sampleImport.seconds),
      int(t.sampleImport.productsPerSecond),
    ],
    [
      `${int(results.options.count)} generated`,
      t.database,
      int(t.import.products),
      ms(t.import.seconds),
      int(t.import.productsPerSecond),
    ],
  ]);
  const outbox = results.targets.flatMap((t) =>
    t.outbox.map((o) => [
      int(o.pending),
      t.database,
      ms(o.idlePass.p50),
      ms(o.idlePass.p95),
      ms(o.loggingPass.p50),
      ms(o.loggingPass.p95),
    ]),
  );
  const relevance = results.targets.flatMap((t) =>
    RELEVANCE_KINDS.map((kind) => {
      const r = t.relevance[kind];
      return [
        kind,
        t.database,
        int(r.queries),
        r.recall.toFixed(3),
        RECALL_GOALS[kind].toFixed(2),
        r.recall >= RECALL_GOALS[kind] ? "met" : "MISSED",
      ];
    }),
  );
  const latencyRow = (label: string, db: string, r: LatencySummary, budget: number) => [
    label,
    db,
    ms(r.p50),
    ms(r.p95),
    ms(r.p99),
    ms(budget),
    r.p95 <= budget ? "met" : "MISSED",
  ];
  const integrations = results.integrations.flatMap((f) => [
    latencyRow(
      `webhook after commit (${f.orders} orders)`,
      f.database,
      f.webhookLatencyMs,
      budgets.webhookDeliveryP95Ms,
    ),
    latencyRow("product, anonymous", f.database, f.productAnonymousMs, budgets.apiKeyReadP95Ms),
    latencyRow("product, API key", f.database, f.productWithKeyMs, budgets.apiKeyReadP95Ms),
    latencyRow("/api/quotations, API key", f.database, f.quotationsWithKeyMs, budgets.apiKeyReadP95Ms),
  ]);
  return [
    `Canopy bench — ${results.startedAt}, ${results.machine.cpus} CPUs, load average ${results.machine.loadAverage.map((l) => l.toFixed(1)).join(" ")}, ${ms(results.seconds)} s`,
    "",
    `HTTP (autocannon, ${results.options.seconds} s each; API ${results.options.apiConnections} connections, SSR ${results.options.ssrConnections}; latency ms; req/s as % of bare node:http)`,
    table(["endpoint", "db", "req/s", "p50", "p95", "p99", "vs bare", "errors"], http),
    "",
    "Server-side query time (service call in-process, ms)",
    table(["query", "db", "p50", "p95", "p99", "budget p95", ""], queries),
    ...(signedIn.length
      ? [
          "",
          `Signed-in buyer's pages (SSR, ${results.options.ssrConnections} connections, company prices)`,
          table(["page", "db", "p99", "budget p99", ""], signedIn),
        ]
      : []),
    "",
    "Search relevance (names reversed, with one typo, half-typed; recall@10)",
    table(["queries", "db", "count", "recall", "goal", ""], relevance),
    "",
    "Import (real importer, files → database, derived data included)",
    table(["feed", "db", "products", "seconds", "products/s"], imports),
    "",
    "Outbox pass without SMTP (ms; pending mails already logged; a logging pass logs 10 new ones)",
    table(["pending", "db", "idle p50", "idle p95", "logging p50", "logging p95"], outbox),
    ...(integrations.length
      ? [
          "",
          `Integrations (sequential requests, ${results.integrations[0].requests} per read; ms)`,
          table(["measure", "db", "p50", "p95", "p99", "budget p95", ""], integrations),
        ]
      : []),
    ...(results.notes.length ? ["", ...results.notes] : []),
  ].join("\n");
}
