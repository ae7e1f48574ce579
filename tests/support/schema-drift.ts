import { generateDrizzleJson, generateMigration } from "drizzle-kit/api";
import { sql, type Db } from "../../server/db/client.ts";
import { queryRows } from "./query-rows.ts";

/**
 * The current schema as PostgreSQL itself prints it, one line per object: every relation and its
 * persistence, every column (type, nullability, default, generated expression), every constraint
 * (primary, unique, foreign keys with their actions, checks) and every other index, by name. Two
 * databases are the same schema when their lines are the same, whatever SQL built them.
 */
export async function catalogLines(db: Db): Promise<string[]> {
  const lines: string[] = [];
  const rows = async (query: ReturnType<typeof sql>) =>
    queryRows<Record<string, string | boolean | null>>(db, query);
  for (const r of await rows(sql`select c.relname, c.relkind, c.relpersistence from pg_class c
      where c.relnamespace = current_schema()::regnamespace and c.relkind in ('r', 'p', 'v', 'm')`)) {
    lines.push(`relation ${r.relname}: kind ${r.relkind}, persistence ${r.relpersistence}`);
  }
  for (const r of await rows(sql`select c.relname, a.attname, format_type(a.atttypid, a.atttypmod) as type,
        a.attnotnull as not_null, pg_get_expr(d.adbin, d.adrelid) as expr, a.attgenerated as generated
      from pg_class c
      join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      left join pg_attrdef d on d.adrelid = c.oid and d.adnum = a.attnum
      where c.relnamespace = current_schema()::regnamespace and c.relkind in ('r', 'p')`)) {
    const value =
      r.expr === null ? "" : r.generated ? ` generated always as ${r.expr}` : ` default ${r.expr}`;
    lines.push(`column ${r.relname}.${r.attname}: ${r.type}${r.not_null ? " not null" : ""}${value}`);
  }
  for (const r of await rows(sql`select c.relname, k.conname, pg_get_constraintdef(k.oid) as definition
      from pg_constraint k join pg_class c on c.oid = k.conrelid
      where k.connamespace = current_schema()::regnamespace`)) {
    lines.push(`constraint ${r.relname}.${r.conname}: ${r.definition}`);
  }
  for (const r of await rows(sql`select pg_get_indexdef(i.indexrelid) as definition
      from pg_index i join pg_class c on c.oid = i.indrelid
      where c.relnamespace = current_schema()::regnamespace
        and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)`)) {
    lines.push(`index ${String(r.definition).replace(/ ON \S+\./, " ON ")}`);
  }
  return lines.sort();
}

/** The lines only one side has, marked `- migrations:` or `+ declared:`; [] when the schemas are equal. */
export function catalogDifferences(migrated: string[], declared: string[]): string[] {
  const declaredSet = new Set(declared);
  const migratedSet = new Set(migrated);
  return [
    ...migrated.filter((line) => !declaredSet.has(line)).map((line) => `- migrations: ${line}`),
    ...declared.filter((line) => !migratedSet.has(line)).map((line) => `+ declared: ${line}`),
  ];
}

/** Builds in an empty database what `declarations` declare, with the SQL drizzle-kit generates for them. */
export async function buildDeclared(db: Db, declarations: Record<string, unknown>): Promise<void> {
  for (const statement of await generateMigration(
    generateDrizzleJson({}),
    generateDrizzleJson(declarations),
  )) {
    await db.execute(sql.raw(statement));
  }
}
