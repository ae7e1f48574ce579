/**
 * Crash test for quote submissions: 200 submissions from 20 concurrent clients, the server SIGKILLed
 * midway and restarted, clients retrying with the same Idempotency-Key. Verifies that every submission
 * acknowledged with a 2xx is in the database with its two emails and that nothing is duplicated.
 *
 *   npx tsx bench/crash-test.ts            # PostgreSQL when CRASH_DATABASE_URL is set, else PGlite
 *
 * Writes bench/results/crash-latest.json and exits non-zero when an invariant fails.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase, result, selectRows, sql, type Database } from "../server/db/client.ts";
import { salesDocuments } from "../server/db/schema/all.ts";
import { migrate } from "../server/db/migrate.ts";
import { seedCatalog } from "../tests/factories/catalog.ts";
import { startSmtpSink } from "../tests/e2e/support/smtp-sink.ts";
import { quotePayload, salesCatalog } from "../tests/integration/sales-fixtures.ts";

const SUBMISSIONS = Number(process.env.CRASH_SUBMISSIONS ?? 200);
const CLIENTS = Number(process.env.CRASH_CLIENTS ?? 20);
const KILL_AFTER = Number(process.env.CRASH_KILL_AFTER ?? Math.floor(SUBMISSIONS / 3));
const PORT = Number(process.env.CRASH_PORT ?? 3391);
const RETRY_DEADLINE_MS = 120_000;
const baseUrl = `http://127.0.0.1:${PORT}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface CrashDatabase {
  env: Record<string, string>;
  open: () => Promise<Database>;
  label: string;
  drop: () => Promise<void>;
}

async function prepareDatabase(): Promise<CrashDatabase> {
  const adminUrl = process.env.CRASH_DATABASE_URL;
  if (adminUrl) {
    const name = `crash_${randomUUID().slice(0, 8)}`;
    const admin = await openDatabase({ url: adminUrl, poolSize: 1 });
    await admin.db.execute(sql.raw(`create database ${name}`));
    await admin.close();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const open = () => openDatabase({ url: url.toString(), poolSize: 2 });
    const db = await open();
    await db.db.execute(sql`create extension if not exists pg_trgm`);
    await migrate(db.db);
    await seedCatalog(db.db, salesCatalog);
    await db.close();
    const drop = async () => {
      const again = await openDatabase({ url: adminUrl, poolSize: 1 });
      await again.db.execute(sql.raw(`drop database ${name}`));
      await again.close();
    };
    return { env: { DATABASE_URL: url.toString() }, open, label: `postgresql (${name})`, drop };
  }
  const dataDir = mkdtempSync(join(tmpdir(), "canopy-crash-"));
  const open = () => openDatabase({ dataDir, role: "crash test" });
  const db = await open();
  await migrate(db.db);
  await seedCatalog(db.db, salesCatalog);
  await db.close();
  const drop = async () => rmSync(dataDir, { recursive: true, force: true });
  return { env: { DATA_DIR: dataDir, DATABASE_URL: "" }, open, label: `pglite (${dataDir})`, drop };
}

function startServer(env: Record<string, string>, smtpUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "bench/api-server.ts"], {
    env: {
      ...process.env,
      ...env,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      LOG_LEVEL: "error",
      SMTP_URL: smtpUrl,
      RATE_LIMIT_WRITES_PER_MINUTE: "100000",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("server did not start within 90 s")), 90_000);
    child.stdout!.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes(`Canopy is ready at http://127.0.0.1:${PORT}`)) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.once("exit", (code) => reject(new Error(`server exited early (${code})`)));
  });
}

interface Outcome {
  key: string;
  firstName: string;
  quoteNumber: string | null;
  status: number | null;
  attempts: number;
  networkErrors: number;
  serverErrors: number;
}

async function main() {
  const { env, open, label, drop } = await prepareDatabase();
  const smtp = await startSmtpSink();
  let server = await startServer(env, smtp.url);
  console.log(
    `crash test on ${label}: ${SUBMISSIONS} submissions, ${CLIENTS} clients, SIGKILL after ${KILL_AFTER} acknowledgements`,
  );

  const outcomes: Outcome[] = Array.from({ length: SUBMISSIONS }, (_, i) => ({
    key: randomUUID(),
    firstName: `Crash${String(i).padStart(3, "0")}`,
    quoteNumber: null,
    status: null,
    attempts: 0,
    networkErrors: 0,
    serverErrors: 0,
  }));
  let acknowledged = 0;
  let killedAt: number | null = null;
  let restart: Promise<void> | null = null;
  const started = Date.now();

  async function crashAndRestart() {
    killedAt = Date.now() - started;
    server.kill("SIGKILL");
    await new Promise((r) => server.once("exit", r));
    console.log(`SIGKILL at ${killedAt} ms after ${acknowledged} acknowledgements; restarting`);
    server = await startServer(env, smtp.url);
    console.log(`restarted after ${Date.now() - started - killedAt} ms`);
  }

  async function submit(outcome: Outcome) {
    const body = quotePayload({ firstName: outcome.firstName });
    const deadline = Date.now() + RETRY_DEADLINE_MS;
    while (Date.now() < deadline) {
      outcome.attempts++;
      try {
        const res = await fetch(`${baseUrl}/api/contact/order-request`, {
          method: "POST",
          headers: { "content-type": "application/json", "idempotency-key": outcome.key },
          body: JSON.stringify(body),
        });
        if (res.ok) {
          outcome.status = res.status;
          outcome.quoteNumber = ((await res.json()) as { quote: { quoteNumber: string } }).quote.quoteNumber;
          acknowledged++;
          if (acknowledged === KILL_AFTER && !restart) restart = crashAndRestart();
          return;
        }
        outcome.serverErrors++;
      } catch {
        outcome.networkErrors++;
      }
      await sleep(250);
    }
  }

  let next = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next < outcomes.length) await submit(outcomes[next++]);
    }),
  );
  await restart;
  const submitMs = Date.now() - started;

  // Let the outbox drain, then stop the server cleanly before reading the database.
  const expectedMails = outcomes.filter((o) => o.quoteNumber).length * 2;
  // Mails a killed worker had claimed wait for their lease (2 minutes) to run out.
  const drainDeadline = Date.now() + 150_000;
  while (smtp.received.length < expectedMails && Date.now() < drainDeadline) await sleep(250);
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));

  const db = await open();
  const quotes = await selectRows(
    db.db,
    {
      quote_number: salesDocuments.number,
      idempotency_key: salesDocuments.idempotencyKey,
      first_name: salesDocuments.firstName,
      lines: result.int,
      mails: result.int,
      sent: result.int,
    },
    sql`select q.number as quote_number, q.idempotency_key, q.first_name,
               (select count(*)::int from sales_document_lines l where l.document_id = q.id) as lines,
               (select count(*)::int from outbox_emails e where e.ref_type = 'quote' and e.ref_id = q.number) as mails,
               (select count(*)::int from outbox_emails e where e.ref_type = 'quote' and e.ref_id = q.number and e.status = 'sent') as sent
        from sales_documents q where q.kind = 'quote'`,
  );
  await db.close();
  await drop();
  await smtp.close();

  const byKey = new Map(quotes.map((q) => [q.idempotency_key, q]));
  const acked = outcomes.filter((o) => o.quoteNumber !== null);
  const missing = acked.filter((o) => byKey.get(o.key)?.quote_number !== o.quoteNumber);
  const incomplete = acked.filter((o) => {
    const q = byKey.get(o.key);
    return !q || q.lines !== 2 || q.mails !== 2;
  });
  const perName = new Map<string, number>();
  for (const q of quotes) perName.set(q.first_name, (perName.get(q.first_name) ?? 0) + 1);
  const duplicates = [...perName.values()].filter((n) => n > 1).length;
  const messageIds = smtp.received.map((m) => /^Message-ID:\s*(.+)$/im.exec(m.raw)?.[1]?.trim() ?? "");
  const smtpDuplicates = messageIds.length - new Set(messageIds).size;

  const report = {
    database: label.split(" ")[0],
    submissions: SUBMISSIONS,
    clients: CLIENTS,
    killedAfterAcknowledgements: KILL_AFTER,
    killedAtMs: killedAt,
    durationMs: submitMs,
    acknowledged2xx: acked.length,
    acknowledgedAsReplay200: acked.filter((o) => o.status === 200).length,
    neverAcknowledged: outcomes.length - acked.length,
    submissionsThatSawNetworkErrors: outcomes.filter((o) => o.networkErrors > 0).length,
    totalRetries: outcomes.reduce((n, o) => n + o.attempts - 1, 0),
    quotesInDatabase: quotes.length,
    acknowledgedButMissing: missing.length,
    acknowledgedWithoutLinesOrEmails: incomplete.length,
    duplicatedSubmissions: duplicates,
    outboxEmails: quotes.reduce((n, q) => n + q.mails, 0),
    outboxSent: quotes.reduce((n, q) => n + q.sent, 0),
    smtpReceived: smtp.received.length,
    smtpDuplicateMessageIds: smtpDuplicates,
  };
  console.table(report);
  mkdirSync("bench/results", { recursive: true });
  writeFileSync(`bench/results/crash-latest-${report.database}.json`, `${JSON.stringify(report, null, 2)}\n`);

  const ok =
    report.acknowledged2xx === SUBMISSIONS &&
    report.acknowledgedButMissing === 0 &&
    report.acknowledgedWithoutLinesOrEmails === 0 &&
    report.duplicatedSubmissions === 0 &&
    report.quotesInDatabase === SUBMISSIONS &&
    killedAt !== null;
  console.log(ok ? "crash test passed" : "crash test FAILED");
  process.exit(ok ? 0 : 1);
}

await main();
