// `npm run db:declare -- NNNN_key_names` brings server/db/schema/ level with migrations written by hand
// (branches started before ADR 0106): every check and index only the migrations build is declared in its
// table's pgTable call, and the keys whose names alone differ are renamed to the declared names by the
// migration NNNN_key_names.sql (written only when there are some). Then the drift test passes again.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { openDatabase } from "../server/db/client.ts";
import { migrate } from "../server/db/migrate.ts";
import { projectPath } from "../server/project-root.ts";
import * as schema from "../server/db/schema/all.ts";
import { buildDeclared, catalogDifferences, catalogLines } from "../tests/support/schema-drift.ts";

const name = process.argv[2];
if (!name || !/^\d{4}_[a-z0-9_]+$/.test(name)) {
  console.error("Usage: npm run db:declare -- NNNN_key_names  (the migration that renames keys, if any)");
  process.exit(1);
}

const { schemaMigrations: _runnersOwn, ...declarations } = schema;
const migrated = await openDatabase({ memory: true });
await migrate(migrated.db);
const declared = await openDatabase({ memory: true });
await migrate(declared.db, { through: "0000_extensions.sql" });
await buildDeclared(declared.db, declarations);
const differences = catalogDifferences(await catalogLines(migrated.db), await catalogLines(declared.db));
await Promise.all([migrated.close(), declared.close()]);

const template = (text: string) => `sql\`${text.replace(/[\\`]/g, "\\$&").replace(/\$\{/g, "\\${")}\``;

/** Index of the bracket closing the one at `open`, skipping strings and comments. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (c === '"' || c === "'" || c === "`") {
      for (i++; text[i] !== c; i++) if (text[i] === "\\") i++;
    } else if (text.startsWith("//", i)) i = text.indexOf("\n", i);
    else if (text.startsWith("/*", i)) i = text.indexOf("*/", i) + 1;
    else if ("([{".includes(c)) depth++;
    else if (")]}".includes(c) && --depth === 0) return i;
  }
  throw new Error("unbalanced brackets");
}

const additions = new Map<string, string[]>();
const keysByDefinition = new Map<string, { migrated?: string; declared?: string }>();
const left: string[] = [];
for (const line of differences) {
  const check = /^- migrations: constraint (\w+)\.(\w+): CHECK \((.*)\)$/.exec(line);
  const index = /^- migrations: index CREATE (UNIQUE )?INDEX (\w+) ON (\w+) USING (\w+) \((.*)$/.exec(line);
  const key =
    /^([-+]) (?:migrations|declared): constraint (\w+)\.(\w+): ((?:FOREIGN KEY|PRIMARY KEY|UNIQUE) .*)$/.exec(
      line,
    );
  if (check) {
    const [, table, constraint, expression] = check;
    additions.set(table, [
      ...(additions.get(table) ?? []),
      `check("${constraint}", ${template(expression)})`,
    ]);
  } else if (index) {
    const [, unique, indexName, table, method, rest] = index;
    const end = closing(`(${rest}`, 0) - 1;
    const where = rest.slice(end + 1).trim();
    let code = `${unique ? "uniqueIndex" : "index"}("${indexName}").using("${method}", ${template(rest.slice(0, end))})`;
    if (where) code += `.where(${template(where.replace(/^WHERE /, ""))})`;
    additions.set(table, [...(additions.get(table) ?? []), code]);
  } else if (key) {
    const [, side, table, constraint, definition] = key;
    const pair = keysByDefinition.get(`${table} ${definition}`) ?? {};
    pair[side === "-" ? "migrated" : "declared"] = constraint;
    keysByDefinition.set(`${table} ${definition}`, pair);
  } else left.push(line);
}

const schemaDir = projectPath("server", "db", "schema");
const changedFiles: string[] = [];
for (const file of readdirSync(schemaDir).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))) {
  const path = `${schemaDir}/${file}`;
  let text = readFileSync(path, "utf8");
  for (const [table, codes] of additions) {
    const at = new RegExp(`pgTable\\(\\s*"${table}"`).exec(text);
    if (!at) continue;
    const open = text.indexOf("(", at.index);
    const close = closing(text, open);
    const call = text.slice(open, close);
    const extra = /\(\w*\) => \[/.exec(call);
    if (extra) {
      const arrayClose = open + closing(call, extra.index + extra[0].length - 1);
      text = `${text.slice(0, arrayClose).replace(/,?\s*$/, "")}, ${codes.join(", ")}${text.slice(arrayClose)}`;
    } else {
      text = `${text.slice(0, close).replace(/,?\s*$/, "")}, () => [${codes.join(", ")}]${text.slice(close)}`;
    }
    additions.delete(table);
  }
  if (text === readFileSync(path, "utf8")) continue;
  const core = /import \{([^}]*)\} from "drizzle-orm\/pg-core";/.exec(text)!;
  const names = new Set(
    core[1]
      .split(",")
      .map((n) => n.trim())
      .filter(Boolean),
  );
  for (const helper of ["check", "index", "uniqueIndex"]) if (text.includes(`${helper}("`)) names.add(helper);
  const sorted = [...names].sort((a, b) => a.replace("type ", "").localeCompare(b.replace("type ", "")));
  text = text.replace(core[0], `import { ${sorted.join(", ")} } from "drizzle-orm/pg-core";`);
  if (!/import \{[^}]*\bsql\b[^}]*\} from "drizzle-orm";/.test(text))
    text = `import { sql } from "drizzle-orm";\n${text}`;
  writeFileSync(path, text);
  changedFiles.push(path);
}

const renames: string[] = [];
for (const [tableAndDefinition, pair] of keysByDefinition) {
  const table = tableAndDefinition.split(" ")[0];
  if (pair.migrated && pair.declared) {
    renames.push(`alter table ${table} rename constraint ${pair.migrated} to ${pair.declared};`);
  } else {
    left.push(`${pair.migrated ? "- migrations" : "+ declared"}: key ${tableAndDefinition}`);
  }
}
if (renames.length > 0) {
  const file = projectPath("server", "db", "migrations", `${name}.sql`);
  writeFileSync(
    file,
    `-- Keys written by hand take the names their Drizzle declarations give them (ADR 0106).\n${renames.join("\n--> statement-breakpoint\n")}\n`,
  );
  changedFiles.push(file);
}
if (changedFiles.some((f) => f.endsWith(".ts"))) {
  execFileSync("npx", ["prettier", "--write", ...changedFiles.filter((f) => f.endsWith(".ts"))], {
    stdio: "ignore",
  });
}
console.log(
  `Declared the checks and indexes of ${changedFiles.filter((f) => f.endsWith(".ts")).length} schema files; ${renames.length} keys renamed.`,
);
for (const table of additions.keys()) left.push(`no pgTable("${table}") declaration to add to`);
if (left.length > 0) {
  console.error(`Left for a person (declare or migrate by hand):\n${left.join("\n")}`);
  process.exit(1);
}
