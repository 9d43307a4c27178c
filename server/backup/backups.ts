/**
 * Backups (docs/decisions/094-backups.md): one file with everything the company has collected and everything staff
 * wrote, written daily and on demand into BACKUP_DIR, the last BACKUP_KEEP kept. The file is an uncompressed tar of:
 * - manifest.json: what this is (format, version, when, which database), each part's size and SHA-256, every table's
 *   row count, and the live version;
 * - the database: PGlite's own dump of its data folder (database.tar.gz), or Postgres's pg_dump (database.sql.gz),
 *   never a hand-made serialisation;
 * - content.bundle: the content's git history (every published version, and the drafts as a commit of their own).
 * A partial file never carries the final name: it is written beside it and renamed once whole.
 */
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { createReadStream, createWriteStream, existsSync } from "node:fs";
import { mkdir, mkdtemp, open, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, join, resolve } from "node:path";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import { desc, getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import pg from "pg";
import * as tar from "tar";
import * as schema from "../../db/schema.ts";
import type { BackupTrigger } from "../../db/statuses.ts";
import type { Database, DatabaseHandle } from "../database.ts";
import type { ContentHistory } from "../publishing/content-history.ts";
import type { AuditTrail } from "../staff/audit.ts";

export const BACKUP_FORMAT = "whiskerwalks-backup";
export const BACKUP_VERSION = 1;
/** Backups' names, oldest first when sorted: whiskerwalks-backup-20261126-041500Z.tar. */
export const BACKUP_NAME = /^whiskerwalks-backup-\d{8}-\d{6}Z(-\d+)?\.tar$/;
/** Tables whose rows are not the company's data: rebuildable caches another server reads (site_artifacts). */
export const TABLES_NOT_BACKED_UP = ["site_artifacts"];
/** The drafts (content/ as staff left it, unpublished edits included) are kept in the backup as this ref. */
export const DRAFTS_REF = "refs/whiskerwalks/drafts";
const DAY_MS = 24 * 60 * 60_000;

export type BackupPart = { file: string; bytes: number; sha256: string };
export type BackupManifest = {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  database: BackupPart & { kind: "pglite" | "postgres"; tables: Record<string, number> };
  content:
    (BackupPart & { liveVersion: { id: number; commit: string } | null; drafts: string | null }) | null;
};

/** Every table of the schema, by name. */
export function schemaTables(): PgTable[] {
  return (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
}

/** The tables a backup holds (site_artifacts aside), by name. */
export function backedUpTables(): string[] {
  return schemaTables()
    .map((table) => getTableName(table))
    .filter((name) => !TABLES_NOT_BACKED_UP.includes(name))
    .sort();
}

/** Each table's row count, through any way of running one query: what a restore must bring back. */
export async function countRows(count: (query: string) => Promise<number>): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const name of backedUpTables())
    counts[name] = await count(`select count(*)::int as rows from "${name}"`);
  return counts;
}

export async function rowCounts(db: Database): Promise<Record<string, number>> {
  return countRows(async (query) => {
    const result = (await db.execute(sql.raw(query))) as unknown as { rows: { rows: number }[] };
    return Number(result.rows[0]?.rows ?? 0);
  });
}

export async function sha256File(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

/** A part of the backup as the manifest lists it: its name in the backup, size and checksum. */
async function part(file: string): Promise<BackupPart> {
  const { size } = await stat(file);
  return { file: basename(file), bytes: size, sha256: await sha256File(file) };
}

/** Runs a program, piping its output (gzipped) into a file; refuses in words when it fails. */
async function runToGzip(command: string, args: string[], file: string): Promise<void> {
  const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
  let errors = "";
  child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("close", resolve);
  });
  await pipeline(child.stdout, createGzip(), createWriteStream(file));
  const code = await exited;
  if (code !== 0) throw new Error(`${command} failed (exit code ${code}): ${errors.trim().slice(-500)}`);
}

/**
 * The database as one file, made with the database's own tools, and each table's row count in that very copy: PGlite
 * dumps its data folder (queries wait meanwhile) and the copy is opened in memory to count it, which also proves it
 * loads; Postgres counts inside a transaction whose snapshot pg_dump then dumps.
 */
async function dumpDatabase(
  database: DatabaseHandle,
  dir: string,
): Promise<{ file: string; tables: Record<string, number> }> {
  if (database.pglite) {
    // A checkpoint first, so the copy of the data folder needs no recovery.
    await database.pglite.query("checkpoint");
    const dump = await database.pglite.dumpDataDir("gzip");
    const file = join(dir, "database.tar.gz");
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    const copy = await PGlite.create({ loadDataDir: dump });
    try {
      const tables = await countRows(async (query) =>
        Number((await copy.query<{ rows: number }>(query)).rows[0]?.rows ?? 0),
      );
      return { file, tables };
    } finally {
      await copy.close();
    }
  }
  const file = join(dir, "database.sql.gz");
  const client = new pg.Client(database.databaseUrl);
  await client.connect();
  try {
    await client.query("begin isolation level repeatable read, read only");
    const snapshot = (await client.query<{ id: string }>("select pg_export_snapshot() as id")).rows[0]!.id;
    const tables = await countRows(async (query) =>
      Number((await client.query<{ rows: number }>(query)).rows[0]?.rows ?? 0),
    );
    await runToGzip(
      "pg_dump",
      [
        "--format=plain",
        "--no-owner",
        "--no-privileges",
        `--snapshot=${snapshot}`,
        ...TABLES_NOT_BACKED_UP.map((table) => `--exclude-table-data=${table}`),
        `--dbname=${database.databaseUrl}`,
      ],
      file,
    );
    await client.query("commit");
    return { file, tables };
  } finally {
    await client.end();
  }
}

function backupName(at: Date, taken: Set<string>): string {
  const stamp = at.toISOString().replace(/[-:]/g, "").replace(/\.\d+/, "").replace("T", "-");
  let name = `whiskerwalks-backup-${stamp}.tar`;
  for (let n = 2; taken.has(name); n++) name = `whiskerwalks-backup-${stamp}-${n}.tar`;
  return name;
}

export type BackupsOptions = {
  database: DatabaseHandle;
  history: ContentHistory;
  dir: string;
  keep: number;
  audit?: AuditTrail;
};

export type MadeBackup = {
  id: number;
  path: string;
  file: string;
  bytes: number;
  sha256: string;
  seconds: number;
};

export function createBackups(options: BackupsOptions) {
  const { database, history } = options;
  const dir = resolve(options.dir);
  const db = database.db;
  let daily: NodeJS.Timeout | undefined;
  let making: Promise<unknown> | null = null;

  async function files(): Promise<string[]> {
    if (!existsSync(dir)) return [];
    return (await readdir(dir)).filter((name) => BACKUP_NAME.test(name)).sort();
  }

  async function make(request: {
    trigger: BackupTrigger;
    by: { id: number; name: string; email: string } | null;
  }): Promise<MadeBackup> {
    const release = await database.tryLock("backup");
    if (!release) throw new BackupBusy("A backup is being made right now: try again in a minute.");
    const started = performance.now();
    const scratch = await mkdtemp(join(tmpdir(), "ww-backup-"));
    try {
      await mkdir(dir, { recursive: true });
      const dumped = await dumpDatabase(options.database, scratch);
      const databasePart = await part(dumped.file);
      let content: BackupManifest["content"] = null;
      const contentFile = join(scratch, "content.bundle");
      if (!(await history.unavailable())) {
        const drafts = await history.keepTree(
          await history.workingTree(),
          DRAFTS_REF,
          { name: "Whisker Walks site", email: "site@whiskerwalks.nyc" },
          "Drafts: content/ as staff left it when this backup was made",
        );
        await history.bundle(contentFile);
        const [live] = await db
          .select()
          .from(schema.siteVersions)
          .orderBy(desc(schema.siteVersions.id))
          .limit(1);
        content = {
          ...(await part(contentFile)),
          liveVersion: live ? { id: live.id, commit: live.commit } : null,
          drafts,
        };
      }
      const manifest: BackupManifest = {
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        createdAt: new Date().toISOString(),
        database: { ...databasePart, kind: options.database.kind, tables: dumped.tables },
        content,
      };
      await writeFile(join(scratch, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);

      const name = backupName(new Date(manifest.createdAt), new Set(await files()));
      const final = join(dir, name);
      const partial = `${final}.partial`;
      await tar.create({ file: partial, cwd: scratch, portable: true }, [
        "manifest.json",
        databasePart.file,
        ...(content ? [content.file] : []),
      ]);
      const handle = await open(partial, "r");
      await handle.sync();
      await handle.close();
      await rename(partial, final);
      const { size } = await stat(final);
      const sha256 = await sha256File(final);
      const seconds = Math.round((performance.now() - started) / 100) / 10;
      const [row] = await db
        .insert(schema.backups)
        .values({
          file: name,
          bytes: size,
          sha256,
          trigger: request.trigger,
          takenBy: request.by?.id ?? null,
          takenByName: request.by?.name ?? "",
          seconds,
        })
        .returning();
      await options.audit?.record({
        actor: request.by,
        action: "backup-made",
        target: `backup:${name}`,
        summary: `${request.by ? request.by.name : request.trigger === "daily" ? "The daily backup" : "npm run backup"} made ${name} (${megabytes(size)}).`,
      });
      await prune();
      return { id: row!.id, path: final, file: name, bytes: size, sha256, seconds };
    } finally {
      await rm(scratch, { recursive: true, force: true });
      await release();
    }
  }

  /** Keeps the newest `keep` backup files; older ones (and partial files of a crashed run) are deleted. */
  async function prune() {
    const names = await files();
    const old = names.slice(0, Math.max(0, names.length - options.keep));
    const partials = existsSync(dir)
      ? (await readdir(dir)).filter((name) => name.endsWith(".tar.partial"))
      : [];
    await Promise.all([...old, ...partials].map((name) => rm(join(dir, name), { force: true })));
  }

  /** The backups on disk, newest first, with what the database recorded of each. */
  async function list() {
    const present = new Set(await files());
    const rows = await db.select().from(schema.backups).orderBy(desc(schema.backups.id)).limit(200);
    return rows.filter((row) => present.has(row.file));
  }

  async function dueDaily(): Promise<boolean> {
    const [last] = await db.select().from(schema.backups).orderBy(desc(schema.backups.id)).limit(1);
    return !last || Date.now() - last.createdAt.getTime() >= DAY_MS || !(await files()).includes(last.file);
  }

  function runDaily() {
    if (making) return;
    making = dueDaily()
      .then((due) => (due ? make({ trigger: "daily", by: null }) : null))
      .then((made) => {
        if (made) console.log(`Daily backup written: ${made.path} (${megabytes(made.bytes)}).`);
      })
      .catch((error: unknown) => {
        if (!(error instanceof BackupBusy))
          console.error("Daily backup failed (trying again within the hour):", error);
      })
      .finally(() => {
        making = null;
      });
  }

  return {
    dir,
    make,
    list,
    /** The path of a kept backup by its name, or null (a name that is not a backup's is never a path). */
    async pathOf(name: string): Promise<string | null> {
      if (!BACKUP_NAME.test(name)) return null;
      return (await files()).includes(name) ? join(dir, name) : null;
    },
    /** Checks hourly, and a minute after start, whether a day has passed since the last backup. */
    startDaily() {
      const first = setTimeout(runDaily, 60_000);
      first.unref();
      daily = setInterval(runDaily, 60 * 60_000);
      daily.unref();
    },
    async stop() {
      clearInterval(daily);
      await making;
    },
  };
}

export type Backups = ReturnType<typeof createBackups>;

export class BackupBusy extends Error {}

export function megabytes(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
