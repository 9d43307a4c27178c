import { PGlite } from "@electric-sql/pglite";
import pg from "pg";

/**
 * Every row of a database, whatever its schema, through one query function: for the tests that fill every table,
 * then check that a backup and restore, or an upgrade, kept each row (tests/e2e/backups.spec.ts, upgrade.spec.ts).
 * It reads the tables, columns and foreign keys from the database itself, so it needs no change when a table is added
 * and works on a database at any migration.
 */
export type Query = (text: string, values?: unknown[]) => Promise<Record<string, unknown>[]>;

export type Connection = { query: Query; close(): Promise<void> };

export async function connect(target: { dataDir?: string; databaseUrl?: string }): Promise<Connection> {
  if (target.databaseUrl) {
    const client = new pg.Client(target.databaseUrl);
    await client.connect();
    return {
      query: async (text, values) => (await client.query(text, values)).rows as Record<string, unknown>[],
      close: () => client.end(),
    };
  }
  const client = await PGlite.create(target.dataDir!);
  return {
    query: async (text, values) => (await client.query(text, values)).rows as Record<string, unknown>[],
    close: () => client.close(),
  };
}

type Column = {
  name: string;
  type: string;
  /** For an array, its element type's name ("_text", "_date"...). */
  udt: string;
  nullable: boolean;
  identity: boolean;
};

async function tables(query: Query): Promise<string[]> {
  const rows = await query(
    `select table_name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map((row) => String(row.table_name));
}

async function columns(query: Query, table: string): Promise<Column[]> {
  const rows = await query(
    `select column_name, data_type, udt_name, is_nullable, is_identity
     from information_schema.columns where table_schema = 'public' and table_name = $1 order by ordinal_position`,
    [table],
  );
  return rows.map((row) => ({
    name: String(row.column_name),
    type: String(row.data_type),
    udt: String(row.udt_name),
    nullable: row.is_nullable === "YES",
    identity: row.is_identity === "YES",
  }));
}

/** Each table's foreign keys: column → referenced table. */
async function foreignKeys(query: Query): Promise<Map<string, Map<string, string>>> {
  const rows = await query(
    `select source.relname as table_name, attribute.attname as column_name, target.relname as referenced
     from pg_constraint constraint_row
     join pg_class source on source.oid = constraint_row.conrelid
     join pg_class target on target.oid = constraint_row.confrelid
     join pg_namespace namespace on namespace.oid = source.relnamespace
     join pg_attribute attribute on attribute.attrelid = source.oid and attribute.attnum = any(constraint_row.conkey)
     where constraint_row.contype = 'f' and namespace.nspname = 'public'`,
  );
  const keys = new Map<string, Map<string, string>>();
  for (const row of rows) {
    const table = String(row.table_name);
    if (!keys.has(table)) keys.set(table, new Map());
    keys.get(table)!.set(String(row.column_name), String(row.referenced));
  }
  return keys;
}

/** Array columns' element types, by Postgres's name for the array type. */
const ELEMENT_TYPES: Record<string, string> = {
  _int4: "integer",
  _int8: "bigint",
  _date: "date",
  _timestamptz: "timestamp with time zone",
  _bool: "boolean",
  _jsonb: "jsonb",
};

/** A value of a column's type for row `n` of a table, distinct per row (unique indexes) and per column. */
function valueFor(column: Column, table: string, n: number): unknown {
  if (column.type === "ARRAY") {
    const element = { ...column, type: ELEMENT_TYPES[column.udt] ?? "text" };
    return [valueFor(element, table, n), valueFor(element, table, n + 1)];
  }
  switch (column.type) {
    case "integer":
    case "bigint":
    case "smallint":
      return n + 1;
    case "real":
    case "double precision":
    case "numeric":
      return n + 0.5;
    case "boolean":
      return n % 2 === 0;
    case "date":
      return `2026-10-${String(n + 1).padStart(2, "0")}`;
    case "timestamp with time zone":
    case "timestamp without time zone":
      return new Date(Date.UTC(2026, 9, n + 1, 12, 30, 15, 250)).toISOString();
    case "jsonb":
    case "json":
      return JSON.stringify({ table, row: n, words: ["a", "b"] });
    case "bytea":
      return Buffer.from([n, 1, 2, 3, 250]);
    default:
      return `${table}.${column.name} #${n} é ✓`;
  }
}

/**
 * Puts `rows` rows in every table, parents before children, each foreign key pointing at a row of its table. Answers
 * how many rows each table holds after.
 */
export async function fillEveryTable(query: Query, rows = 3): Promise<Record<string, number>> {
  const names = await tables(query);
  const keys = await foreignKeys(query);
  const done = new Set<string>();
  const ids = new Map<string, unknown[]>();
  const counts: Record<string, number> = {};
  while (done.size < names.length) {
    const ready = names.filter(
      (name) =>
        !done.has(name) &&
        [...(keys.get(name)?.values() ?? [])].every((parent) => parent === name || done.has(parent)),
    );
    if (!ready.length)
      throw new Error(`Foreign keys go round in circles among ${names.filter((n) => !done.has(n))}`);
    for (const table of ready) {
      const cols = await columns(query, table);
      for (let n = 0; n < rows; n++) {
        // Identity columns number themselves (GENERATED ALWAYS refuses a value).
        const insertable = cols.filter((column) => !column.identity);
        const values = insertable.map((column) => {
          const parent = keys.get(table)?.get(column.name);
          if (parent && parent !== table) {
            const parentIds = ids.get(parent) ?? [];
            return parentIds[n % parentIds.length] ?? null;
          }
          if (parent === table) return null;
          return valueFor(column, table, n);
        });
        const placeholders = insertable.map((_, index) => `$${index + 1}`).join(", ");
        const [inserted] = await query(
          `insert into "${table}" (${insertable.map((column) => `"${column.name}"`).join(", ")})
           values (${placeholders}) returning *`,
          values,
        );
        const id = inserted?.id;
        if (id !== undefined) ids.set(table, [...(ids.get(table) ?? []), id]);
      }
      done.add(table);
      counts[table] = Number((await query(`select count(*)::int as rows from "${table}"`))[0]!.rows);
    }
  }
  return counts;
}

/** Every row of every table (each table's rows in a stable order), as comparable JSON. */
export async function everyRow(query: Query, skip: string[] = []): Promise<Record<string, string[]>> {
  const all: Record<string, string[]> = {};
  for (const table of await tables(query)) {
    if (skip.includes(table)) continue;
    const rows = await query(`select * from "${table}"`);
    all[table] = rows
      .map((row) =>
        JSON.stringify(row, (_key, value: unknown) => (value instanceof Uint8Array ? [...value] : value)),
      )
      .sort();
  }
  return all;
}
