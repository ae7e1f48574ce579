import pino from "pino";
import { sql, type Db } from "../server/db/client.ts";
import { createOutboxWorker } from "../server/email/outbox-worker.ts";
import { summarise, type LatencySummary } from "./stats.ts";

export interface OutboxPassFigures {
  /** Mails in the outbox, all pending (no SMTP_URL) and already logged: the steady state. */
  pending: number;
  /** A pass with nothing new to log. */
  idlePass: LatencySummary;
  /** A pass that logs a batch of 10 new mails. */
  loggingPass: LatencySummary;
}

const PASSES = 50;

async function fillOutbox(db: Db, pending: number): Promise<void> {
  await db.execute(sql`truncate outbox_emails`);
  await db.execute(
    sql`insert into outbox_emails (template, to_address, subject, html, text_body, ref_type, ref_id, logged_at)
        select 'form-confirmation', 'buyer' || i || '@farm.example', 'Thank you', '<p>Thank you</p>',
               'Thank you', 'bench', i::text, now()
        from generate_series(1, ${pending}) as i`,
  );
  await db.execute(sql`analyze outbox_emails`);
}

async function addUnlogged(db: Db, count: number): Promise<void> {
  await db.execute(
    sql`insert into outbox_emails (template, to_address, subject, html, text_body, ref_type, ref_id)
        select 'form-confirmation', 'new' || i || '@farm.example', 'Thank you', '<p>Thank you</p>',
               'Thank you', 'bench', 'new' || i
        from generate_series(1, ${count}) as i`,
  );
}

/** Times the outbox worker's pass without SMTP at each outbox size (issue: it must not grow with it). */
export async function timeOutboxPasses(db: Db, sizes: number[]): Promise<OutboxPassFigures[]> {
  const worker = createOutboxWorker({
    db,
    transport: null,
    from: "bench@canopy.example",
    log: pino({ level: "silent" }),
  });
  const figures: OutboxPassFigures[] = [];
  for (const pending of sizes) {
    await fillOutbox(db, pending);
    const idle: number[] = [];
    const logging: number[] = [];
    for (let i = 0; i < PASSES; i += 1) {
      let started = performance.now();
      await worker.runOnce();
      idle.push(performance.now() - started);
      await addUnlogged(db, 10);
      started = performance.now();
      await worker.runOnce();
      logging.push(performance.now() - started);
    }
    figures.push({ pending, idlePass: summarise(idle), loggingPass: summarise(logging) });
  }
  await db.execute(sql`truncate outbox_emails`);
  return figures;
}
