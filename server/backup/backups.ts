/**
 * Backups (docs/decisions/094-backups.md, 130-backups-encrypted-and-whole.md): one file with everything the company
 * has collected, everything staff wrote and the secrets its links depend on, written daily and on demand into
 * BACKUP_DIR, the last BACKUP_KEEP kept. The file is a tar, encrypted whole with BACKUP_KEY (./encryption.ts), of:
 * - manifest.json: what this is (format, version, when, which database), each part's size and SHA-256, every table's
 *   row count, and the live version;
 * - the database: PGlite's own dump of its data folder (database.tar.gz), or Postgres's pg_dump (database.sql.gz),
 *   never a hand-made serialisation; no sign-in link of the outbox is in it;
 * - content.bundle: the content's git history (every published version, and the drafts as a commit of their own);
 * - secrets.json: LINK_SECRET and CLIENT_HASH_SALT as this server uses them, so links already sent keep working.
 * Files are 0600 in a 0700 folder. A partial file never carries the final name: it is written beside it and renamed
 * once whole.
 */
import { sizeInWords } from "../size-in-words.ts";
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { createReadStream, createWriteStream, existsSync } from "node:fs";
import { chmod, mkdir, mkdtemp, open, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, join, resolve } from "node:path";
import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import { desc, getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import pg from "pg";
import * as tar from "tar";
import * as schema from "../../db/schema.ts";
import type { BackupTrigger } from "../../db/statuses.ts";
import type { DataSecrets } from "../client-address.ts";
import type { Database, DatabaseHandle } from "../database.ts";
import { signInLinkFilter, SIGN_IN_LINK_REMOVED, SIGN_IN_LINK_SQL } from "../inbox/sign-in-links.ts";
import type { ContentHistory } from "../publishing/content-history.ts";
import type { AuditTrail } from "../staff/audit.ts";
import { encryptFile, MAKE_A_KEY } from "./encryption.ts";

export const BACKUP_FORMAT = "whiskerwalks-backup";
export const BACKUP_VERSION = 2;
/** Backups' names, oldest first when sorted: whiskerwalks-backup-20261126-041500Z.wwbackup (encrypted). */
export const BACKUP_NAME = /^whiskerwalks-backup-\d{8}-\d{6}Z(-\d+)?\.wwbackup$/;
export const BACKUP_EXTENSION = ".wwbackup";
/** The parts a backup may hold, and nothing else (a restore refuses any other entry). */
export const BACKUP_PARTS = [
  "manifest.json",
  "database.tar.gz",
  "database.sql.gz",
  "content.bundle",
  "secrets.json",
] as const;
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
  /** secrets.json: the settings links and client hashes depend on (DataSecrets), by setting name. */
  secrets: BackupPart;
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

/**
 * Splits a stream into lines and passes each through `change` (pg_dump's text: one row a line). The bytes are decoded
 * across chunks: a character whose bytes a chunk splits is kept whole, not turned into two replacement marks.
 */
export function eachLine(change: (line: string) => string): Transform {
  const decoder = new StringDecoder("utf8");
  let rest = "";
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const lines = (rest + decoder.write(chunk)).split("\n");
      rest = lines.pop()!;
      done(null, lines.length ? `${lines.map(change).join("\n")}\n` : "");
    },
    flush(done) {
      rest += decoder.end();
      done(null, rest ? change(rest) : "");
    },
  });
}

/** Runs a program, piping its output (each line through `change`, gzipped) into a file; refuses in words when it fails. */
async function runToGzip(
  command: string,
  args: string[],
  file: string,
  change: (line: string) => string,
): Promise<void> {
  const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
  let errors = "";
  child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("close", resolve);
  });
  await pipeline(child.stdout, eachLine(change), createGzip(), createWriteStream(file, { mode: 0o600 }));
  const code = await exited;
  if (code !== 0) throw new Error(`${command} failed (exit code ${code}): ${errors.trim().slice(-500)}`);
}

/**
 * The database as one file, made with the database's own tools, and each table's row count in that very copy: PGlite
 * dumps its data folder (queries wait meanwhile), the copy is opened in memory, its outbox's sign-in links are cut out
 * and it is dumped again, and counted, which also proves it loads; Postgres counts inside a transaction whose snapshot
 * pg_dump then dumps, its outbox's sign-in links cut out of the text as it streams.
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
    const copy = await PGlite.create({ loadDataDir: dump });
    try {
      await copy.query("update outbox set body = regexp_replace(body, $1, $2, 'g') where account_link", [
        SIGN_IN_LINK_SQL,
        SIGN_IN_LINK_REMOVED,
      ]);
      // The old text must not linger in the copy's files: the table is rewritten, and the write-ahead log that still
      // holds it is switched away from and deleted rather than kept for reuse.
      await copy.query("vacuum full outbox");
      await copy.query("set wal_recycle = off");
      for (let round = 0; round < 3; round++) {
        await copy.query("select pg_switch_wal()");
        await copy.query("checkpoint");
      }
      const tables = await countRows(async (query) =>
        Number((await copy.query<{ rows: number }>(query)).rows[0]?.rows ?? 0),
      );
      const cleaned = await copy.dumpDataDir("gzip");
      await writeFile(file, Buffer.from(await cleaned.arrayBuffer()), { mode: 0o600 });
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
      signInLinkFilter(),
    );
    await client.query("commit");
    return { file, tables };
  } finally {
    await client.end();
  }
}

function backupName(at: Date, taken: Set<string>): string {
  const stamp = at.toISOString().replace(/[-:]/g, "").replace(/\.\d+/, "").replace("T", "-");
  let name = `whiskerwalks-backup-${stamp}${BACKUP_EXTENSION}`;
  for (let n = 2; taken.has(name); n++) name = `whiskerwalks-backup-${stamp}-${n}${BACKUP_EXTENSION}`;
  return name;
}

export type BackupsOptions = {
  database: DatabaseHandle;
  history: ContentHistory;
  dir: string;
  keep: number;
  /** BACKUP_KEY's bytes; without one no backup is made. */
  key: Buffer | null;
  /** The secrets this server signs links and salts hashes with (they travel in the backup). */
  secrets: DataSecrets;
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
  let first: NodeJS.Timeout | undefined;
  let making: Promise<unknown> | null = null;
  let dailyOn = false;

  async function files(): Promise<string[]> {
    if (!existsSync(dir)) return [];
    return (await readdir(dir)).filter((name) => BACKUP_NAME.test(name)).sort();
  }

  async function make(request: {
    trigger: BackupTrigger;
    by: { id: number; name: string; email: string } | null;
  }): Promise<MadeBackup> {
    if (!options.key) throw new BackupNeedsKey(NEEDS_KEY);
    const key = options.key;
    const release = await database.tryLock("backup");
    if (!release) throw new BackupBusy("A backup is being made right now: try again in a minute.");
    const started = performance.now();
    const scratch = await mkdtemp(join(tmpdir(), "ww-backup-"));
    try {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      // The operator's folder may have been made by hand: backups are for its owner alone.
      await chmod(dir, 0o700);
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
      const secretsFile = join(scratch, "secrets.json");
      await writeFile(secretsFile, `${JSON.stringify(options.secrets, null, 2)}\n`, { mode: 0o600 });
      const manifest: BackupManifest = {
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        createdAt: new Date().toISOString(),
        database: { ...databasePart, kind: options.database.kind, tables: dumped.tables },
        content,
        secrets: await part(secretsFile),
      };
      await writeFile(join(scratch, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);

      const name = backupName(new Date(manifest.createdAt), new Set(await files()));
      const final = join(dir, name);
      const partial = `${final}.partial`;
      const plain = join(scratch, "backup.tar");
      await tar.create({ file: plain, cwd: scratch, portable: true }, [
        "manifest.json",
        databasePart.file,
        ...(content ? [content.file] : []),
        "secrets.json",
      ]);
      await rm(partial, { force: true });
      await encryptFile(plain, partial, key);
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
        summary: `${request.by ? request.by.name : request.trigger === "daily" ? "The daily backup" : "npm run backup"} made ${name} (${sizeInWords(size)}).`,
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
      ? (await readdir(dir)).filter((name) => name.endsWith(`${BACKUP_EXTENSION}.partial`))
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
        if (made) console.log(`Daily backup written: ${made.path} (${sizeInWords(made.bytes)}).`);
      })
      .catch((error: unknown) => {
        if (error instanceof BackupNeedsKey) console.error(`Daily backup not made: ${error.message}`);
        else if (!(error instanceof BackupBusy))
          console.error("Daily backup failed (trying again within the hour):", error);
      })
      .finally(() => {
        making = null;
      });
  }

  return {
    dir,
    /** Whether backups can be made here (BACKUP_KEY is set). */
    hasKey: Boolean(options.key),
    make,
    list,
    /** The path of a kept backup by its name, or null (a name that is not a backup's is never a path). */
    async pathOf(name: string): Promise<string | null> {
      if (!BACKUP_NAME.test(name)) return null;
      return (await files()).includes(name) ? join(dir, name) : null;
    },
    /** Whether this server makes the daily backup (BACKUP_DAILY on, and it holds the content's history). */
    get daily(): boolean {
      return dailyOn;
    },
    /** Checks hourly, and a minute after start, whether a day has passed since the last backup. */
    startDaily() {
      dailyOn = true;
      first = setTimeout(runDaily, 60_000);
      first.unref();
      daily = setInterval(runDaily, 60 * 60_000);
      daily.unref();
    },
    async stop() {
      dailyOn = false;
      clearTimeout(first);
      clearInterval(daily);
      await making;
    },
  };
}

export type Backups = ReturnType<typeof createBackups>;

export class BackupBusy extends Error {}

/** No BACKUP_KEY: no backup is made (an unencrypted one would hand everything to whoever reads the file). */
export class BackupNeedsKey extends Error {}
const NEEDS_KEY = `Backups are encrypted, and BACKUP_KEY is not set: make a key with ${MAKE_A_KEY}, keep a copy away from this machine, and set BACKUP_KEY.`;
