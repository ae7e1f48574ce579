import { parseArgs } from "node:util";
import { readLiveAdminFile, ADMIN_SECRET_HEADER } from "../server/catalog/import/data-dir-guard.ts";
import { openDatabase, type Database } from "../server/db/client.ts";
import { migrate } from "../server/db/migrate.ts";
import {
  formatMail,
  latestMails,
  mailQuery,
  type MailQuery,
  type ReadMail,
} from "../server/email/mail-reader.ts";
import { readEnvOrExit } from "../server/env.ts";

// `npm run mail -- [--to ADDRESS] [--limit N] [--full]`: the latest mails of the shop's outbox with their
// links, so that an activation or reset link can be followed on a machine without SMTP.
const USAGE = "usage: npm run mail -- [--to ADDRESS] [--limit 1-100] [--full]";
const { values } = parseArgs({
  options: { to: { type: "string" }, limit: { type: "string" }, full: { type: "boolean", default: false } },
});
const query = mailQuery.safeParse({ to: values.to, limit: values.limit });
if (!query.success) {
  process.stderr.write(`${USAGE}\n`);
  process.exit(2);
}

async function readFrom(database: Database, request: MailQuery): Promise<ReadMail[]> {
  try {
    await migrate(database.db);
    return await latestMails(database.db, request);
  } finally {
    await database.close();
  }
}

async function read(request: MailQuery): Promise<ReadMail[]> {
  const env = readEnvOrExit();
  if (env.DATABASE_URL) return readFrom(await openDatabase({ url: env.DATABASE_URL, poolSize: 1 }), request);
  const server = readLiveAdminFile(env.DATA_DIR);
  if (!server?.port)
    return readFrom(await openDatabase({ dataDir: env.DATA_DIR, role: "mail reader" }), request);
  const params = new URLSearchParams({
    limit: String(request.limit),
    ...(request.to ? { to: request.to } : {}),
  });
  const response = await fetch(`http://127.0.0.1:${server.port}/api/admin/mail?${params}`, {
    headers: { [ADMIN_SECRET_HEADER]: server.secret },
  });
  if (!response.ok) throw new Error(`the server answered ${response.status}`);
  return ((await response.json()) as { mails: ReadMail[] }).mails;
}

try {
  const mails = await read(query.data);
  const whose = query.data.to ? ` to ${query.data.to}` : "";
  process.stdout.write(
    mails.length === 0
      ? `No mail${whose} in the outbox.\n`
      : `${mails.map((mail) => formatMail(mail, values.full)).join("\n\n")}\n`,
  );
} catch (error) {
  process.stderr.write(`Could not read the outbox: ${(error as Error).message}\n`);
  process.exit(1);
}
