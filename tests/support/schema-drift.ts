import { getTableConfig, PgTable, type PgColumn } from "drizzle-orm/pg-core";
import { is } from "drizzle-orm";
import { sql, type Db } from "../../server/db/client.ts";
import { queryRows } from "./query-rows.ts";

/** One column as both sides describe it. */
export interface ColumnShape {
  type: string;
  notNull: boolean;
  hasDefault: boolean;
}

/** One table as both sides describe it: columns by name, the primary key and unique column sets. */
export interface TableShape {
  columns: Map<string, ColumnShape>;
  primaryKey: string[];
  uniques: string[][];
}

/** serial types are integers with a sequence default in the catalogue. */
const SERIAL_TYPES: Record<string, string> = {
  serial: "integer",
  bigserial: "bigint",
  smallserial: "smallint",
};

function columnShape(column: PgColumn): ColumnShape {
  const type = column.getSQLType();
  return {
    type: SERIAL_TYPES[type] ?? type,
    notNull: column.notNull,
    // Only a default the database holds: serials, .default(…), .defaultNow(), and a generated column's
    // expression (PostgreSQL keeps it as the column's default); not $defaultFn (JS side).
    hasDefault: type in SERIAL_TYPES || column.default !== undefined || column.generated !== undefined,
  };
}

const sortedSet = (columns: string[]) => [...columns].sort();
const byKey = (sets: string[][]) => sets.map(sortedSet).sort((a, b) => a.join().localeCompare(b.join()));

/** What the Drizzle definitions say, by table name. */
export function definedShapes(schema: Record<string, unknown>): Map<string, TableShape> {
  const shapes = new Map<string, TableShape>();
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable)) continue;
    const config = getTableConfig(table);
    const primaryKey = config.columns.filter((c) => c.primary).map((c) => c.name);
    for (const pk of config.primaryKeys) primaryKey.push(...pk.columns.map((c) => c.name));
    const uniques = config.columns.filter((c) => c.isUnique).map((c) => [c.name]);
    for (const unique of config.uniqueConstraints) uniques.push(unique.columns.map((c) => c.name));
    shapes.set(config.name, {
      columns: new Map(config.columns.map((c) => [c.name, columnShape(c)])),
      primaryKey: sortedSet(primaryKey),
      uniques: byKey(uniques),
    });
  }
  return shapes;
}

interface CatalogColumn {
  table_name: string;
  column_name: string;
  type: string;
  not_null: boolean;
  has_default: boolean;
}

interface CatalogConstraint {
  table_name: string;
  kind: "p" | "u";
  columns: string[];
}

/** What the migrated database holds in its current schema (tables only, not views or sequences). */
export async function migratedShapes(db: Db): Promise<Map<string, TableShape>> {
  const columns = await queryRows<CatalogColumn>(
    db,
    sql`select c.relname as table_name, a.attname as column_name, format_type(a.atttypid, a.atttypmod) as type,
               a.attnotnull as not_null, a.atthasdef as has_default
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
        where n.nspname = current_schema() and c.relkind in ('r', 'p')
        order by c.relname, a.attnum`,
  );
  // Uniqueness from the indexes, so a unique constraint and a unique index (what a migration may add
  // later) read the same; partial and expression indexes are beyond Drizzle's .unique() and skipped.
  const constraints = await queryRows<CatalogConstraint>(
    db,
    sql`select c.relname as table_name, case when i.indisprimary then 'p' else 'u' end as kind,
               array(select a.attname from unnest(i.indkey) as key(attnum)
                     join pg_attribute a on a.attrelid = c.oid and a.attnum = key.attnum)::text[] as columns
        from pg_index i
        join pg_class c on c.oid = i.indrelid
        join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = current_schema() and i.indisunique and i.indpred is null and 0 <> all(i.indkey)`,
  );
  const shapes = new Map<string, TableShape>();
  for (const row of columns) {
    let shape = shapes.get(row.table_name);
    if (!shape) {
      shape = { columns: new Map(), primaryKey: [], uniques: [] };
      shapes.set(row.table_name, shape);
    }
    shape.columns.set(row.column_name, {
      type: row.type,
      notNull: row.not_null,
      hasDefault: row.has_default,
    });
  }
  for (const row of constraints) {
    const shape = shapes.get(row.table_name);
    if (!shape) continue;
    if (row.kind === "p") shape.primaryKey = sortedSet(row.columns);
    else shape.uniques = byKey([...shape.uniques, row.columns]);
  }
  return shapes;
}

/** Every difference between the definitions and the database, one readable line each; [] when none. */
export function shapeDrift(defined: Map<string, TableShape>, migrated: Map<string, TableShape>): string[] {
  const drift: string[] = [];
  for (const name of migrated.keys()) {
    if (!defined.has(name)) drift.push(`${name}: in the migrations, without a Drizzle definition`);
  }
  for (const [name, definition] of defined) {
    const table = migrated.get(name);
    if (!table) {
      drift.push(`${name}: defined, but no migration creates it`);
      continue;
    }
    for (const [column, want] of definition.columns) {
      const have = table.columns.get(column);
      if (!have) {
        drift.push(`${name}.${column}: defined, but not in the migrations`);
        continue;
      }
      for (const key of ["type", "notNull", "hasDefault"] as const) {
        if (want[key] !== have[key]) {
          drift.push(
            `${name}.${column}: ${key} is ${have[key]} in the migrations, ${want[key]} in the definition`,
          );
        }
      }
    }
    for (const column of table.columns.keys()) {
      if (!definition.columns.has(column)) drift.push(`${name}.${column}: in the migrations, not defined`);
    }
    if (definition.primaryKey.join() !== table.primaryKey.join()) {
      drift.push(
        `${name}: primary key (${table.primaryKey.join(", ")}) in the migrations, (${definition.primaryKey.join(", ")}) defined`,
      );
    }
    const uniques = (sets: string[][]) => sets.map((s) => `(${s.join(", ")})`).join(" ");
    if (uniques(definition.uniques) !== uniques(table.uniques)) {
      drift.push(
        `${name}: unique ${uniques(table.uniques) || "none"} in the migrations, ${uniques(definition.uniques) || "none"} defined`,
      );
    }
  }
  return drift;
}
