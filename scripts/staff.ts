import { parseArgs } from "node:util";
import { ADMIN_SECRET_HEADER, readLiveAdminFile } from "../server/catalog/import/data-dir-guard.ts";
import { openDatabase, type Database } from "../server/db/client.ts";
import { migrate } from "../server/db/migrate.ts";
import { readEnvOrExit, type Env } from "../server/env.ts";
import { DomainError } from "../server/errors.ts";
import { createAccountsService } from "../server/identity/accounts-service.ts";
import { staffRequest, type StaffRequest } from "../server/identity/staff-command.ts";

// `npm run staff -- add --email E --password P [--role admin|sales] [--name N]`: a staff member who signs
// in at /login and lands on /admin. Run again for an existing address to change its password or role.
const USAGE =
  "usage: npm run staff -- add --email EMAIL --password PASSWORD [--role admin|sales] [--name NAME]";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    email: { type: "string" },
    password: { type: "string" },
    role: { type: "string" },
    name: { type: "string" },
  },
});
const parsed = staffRequest.safeParse(values);
if (positionals[0] !== "add" || positionals.length !== 1 || !parsed.success) {
  process.stderr.write(`${USAGE}\n`);
  process.exit(2);
}

async function addDirectly(database: Database, env: Env, request: StaffRequest) {
  try {
    await migrate(database.db);
    return await createAccountsService(database, env).addStaff(request);
  } finally {
    await database.close();
  }
}

async function add(request: StaffRequest): Promise<{ id: string; created: boolean }> {
  const env = readEnvOrExit();
  if (env.DATABASE_URL)
    return addDirectly(await openDatabase({ url: env.DATABASE_URL, poolSize: 1 }), env, request);
  const server = readLiveAdminFile(env.DATA_DIR);
  if (!server)
    return addDirectly(await openDatabase({ dataDir: env.DATA_DIR, role: "staff command" }), env, request);
  if (server.port === null) {
    throw new Error(
      `the server (pid ${server.pid}) holding ${env.DATA_DIR} is still starting; try again shortly`,
    );
  }
  process.stderr.write(
    `Handing the account to the running server (pid ${server.pid}, port ${server.port})…\n`,
  );
  const response = await fetch(`http://127.0.0.1:${server.port}/api/admin/staff`, {
    method: "POST",
    headers: { "content-type": "application/json", [ADMIN_SECRET_HEADER]: server.secret },
    body: JSON.stringify(request),
  });
  const body = (await response.json()) as { id: string; created: boolean } | { error: { message: string } };
  if ("error" in body) throw new DomainError(body.error.message, "refused", response.status);
  return body;
}

try {
  const request = parsed.data;
  const { created } = await add(request);
  process.stdout.write(
    `${created ? "Added" : "Updated"} ${request.role} staff member ${request.email}; sign in at /login.\n`,
  );
} catch (error) {
  process.stderr.write(`Could not add the staff member: ${(error as Error).message}\n`);
  process.exit(1);
}
