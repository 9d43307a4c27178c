/**
 * `npm run restore FILE` (docs/decisions/094-backups.md): brings an empty data folder (PGlite) or an empty Postgres
 * database back to exactly the state a backup holds, and the content's history into this checkout. Everything is
 * checked first (the file is a backup of ours, whole, each part matching its checksum; the target is empty and of the
 * backup's kind), so a refusal changes nothing.
 */
import { spawn } from "node:child_process";
import { createReadStream, existsSync, readdirSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import pg from "pg";
import * as tar from "tar";
import { auditEvents, editingServer, siteArtifacts } from "../../db/schema.ts";
import { openDatabase } from "../database.ts";
import { createPersonalData } from "../privacy/personal-data.ts";
import type { ContentHistory } from "../publishing/content-history.ts";
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  DRAFTS_REF,
  rowCounts,
  sha256File,
  type BackupManifest,
} from "./backups.ts";

/** A refusal: said to the operator as it is, with nothing changed. */
export class RestoreRefused extends Error {}

export type OpenedBackup = { manifest: BackupManifest; dir: string; close(): Promise<void> };

/** Unpacks a backup into a scratch folder and checks it whole; refuses a damaged or foreign file in words. */
export async function openBackup(file: string): Promise<OpenedBackup> {
  if (!existsSync(file)) throw new RestoreRefused(`There is no file ${file}.`);
  const dir = await mkdtemp(join(tmpdir(), "ww-restore-"));
  const close = () => rm(dir, { recursive: true, force: true });
  try {
    try {
      await tar.extract({ file, cwd: dir, strict: true, filter: (path) => !path.includes("..") });
    } catch {
      throw new RestoreRefused(
        `${file} is not a Whisker Walks backup (it is not a backup archive), or it is damaged.`,
      );
    }
    let manifest: BackupManifest;
    try {
      manifest = JSON.parse(await readFile(join(dir, "manifest.json"), "utf8")) as BackupManifest;
    } catch {
      throw new RestoreRefused(
        `${file} is not a Whisker Walks backup (it has no readable manifest), or it is damaged.`,
      );
    }
    if (manifest?.format !== BACKUP_FORMAT)
      throw new RestoreRefused(`${file} is not a Whisker Walks backup.`);
    if (manifest.version !== BACKUP_VERSION)
      throw new RestoreRefused(
        `${file} is a backup of format ${manifest.version}; this version of the site reads format ${BACKUP_VERSION}.`,
      );
    for (const part of [manifest.database, manifest.content]) {
      if (!part) continue;
      const path = join(dir, part.file);
      if (!/^[\w.-]+$/.test(part.file) || !existsSync(path) || (await sha256File(path)) !== part.sha256)
        throw new RestoreRefused(
          `${file} is damaged: its part ${part.file} does not match its checksum. Nothing was restored; use another backup.`,
        );
    }
    return { manifest, dir, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Whether a Postgres database has anything of ours (or anything at all) in it. */
async function postgresIsEmpty(url: string): Promise<boolean> {
  const client = new pg.Client(url);
  await client.connect();
  try {
    const { rows } = await client.query<{ tables: number }>(
      `select count(*)::int as tables from information_schema.tables
       where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    return rows[0]!.tables === 0;
  } finally {
    await client.end();
  }
}

function run(command: string, args: string[], input?: NodeJS.ReadableStream): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { stdio: [input ? "pipe" : "ignore", "ignore", "pipe"] });
    let errors = "";
    child.stderr?.on("data", (chunk: Buffer) => (errors += chunk.toString()));
    child.once("error", reject);
    child.once("close", (code) =>
      code === 0
        ? resolvePromise()
        : reject(new Error(`${command} failed (exit code ${code}): ${errors.trim().slice(-800)}`)),
    );
    if (input && child.stdin) void pipeline(input, child.stdin).catch(reject);
  });
}

export type RestoreTarget = {
  dataDir: string;
  databaseUrl?: string;
  /** The erasure ledger beside the backups: every address in it is erased again once the data is in. */
  erasureLedger?: string;
};
export type RestoreResult = {
  tables: Record<string, number>;
  liveVersion: number | null;
  content: "restored" | "none in the backup" | "not a git checkout";
  drafts: "put back" | "kept as a ref (content/ had edits of its own)" | "none";
};

/**
 * Restores `file` into the target (DATABASE_URL when set, else the PGlite folder in dataDir) and the content history
 * into `history`'s checkout. Refuses, changing nothing, unless the target is empty and of the backup's kind.
 */
export async function restoreBackup(
  file: string,
  target: RestoreTarget,
  history: ContentHistory,
): Promise<RestoreResult> {
  const backup = await openBackup(resolve(file));
  try {
    const { manifest } = backup;
    const kind = target.databaseUrl ? "postgres" : "pglite";
    if (manifest.database.kind !== kind)
      throw new RestoreRefused(
        manifest.database.kind === "pglite"
          ? "This backup is of the embedded database (PGlite): restore it with DATABASE_URL unset, into an empty DATA_DIR."
          : "This backup is of a Postgres database: restore it with DATABASE_URL set to an empty Postgres database.",
      );
    const dbFolder = join(resolve(target.dataDir), "db");
    if (kind === "pglite" && existsSync(dbFolder) && readdirSync(dbFolder).length > 0)
      throw new RestoreRefused(
        `The data folder ${resolve(target.dataDir)} already holds a database. Restore into an empty folder (set DATA_DIR), or move this one aside first.`,
      );
    if (kind === "postgres" && !(await postgresIsEmpty(target.databaseUrl!)))
      throw new RestoreRefused(
        "That Postgres database is not empty. Restore into a new, empty database (createdb), then point DATABASE_URL at it.",
      );
    const hasGit = !(await history.unavailable());
    const bundle = manifest.content ? join(backup.dir, manifest.content.file) : null;
    if (bundle && hasGit && !(await history.verifyBundle(bundle)))
      throw new RestoreRefused(
        "The backup's content history cannot be read by this checkout's git: nothing was restored.",
      );

    // The database, with its own tools: PGlite loads its data folder's copy; Postgres runs pg_dump's SQL in one
    // transaction, so a failure leaves the database empty as it was.
    const dump = join(backup.dir, manifest.database.file);
    if (kind === "pglite") {
      await mkdir(dbFolder, { recursive: true });
      try {
        const client = await PGlite.create(dbFolder, { loadDataDir: new Blob([await readFile(dump)]) });
        await client.close();
      } catch (error) {
        await rm(dbFolder, { recursive: true, force: true });
        throw error;
      }
    } else {
      await run(
        "psql",
        [
          "--quiet",
          "--no-psqlrc",
          "--single-transaction",
          "-v",
          "ON_ERROR_STOP=1",
          `--dbname=${target.databaseUrl}`,
        ],
        createReadStream(dump).pipe(createGunzip()),
      );
    }

    // Opened as the server opens it (newer migrations apply here); every table must hold what the backup counted.
    const database = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
    let tables: Record<string, number>;
    try {
      tables = await rowCounts(database.db);
      for (const [table, rows] of Object.entries(manifest.database.tables)) {
        if (tables[table] !== rows)
          throw new Error(
            `The restored table ${table} has ${tables[table]} rows; the backup counted ${rows}.`,
          );
      }
      // Which checkout edits is this deployment's own, not the backup's; the restore itself is in the record. The
      // archives of site builds are caches, not the company's data: an embedded database's copy held them, and they
      // are dropped here as pg_dump leaves them out (TABLES_NOT_BACKED_UP).
      await database.db.delete(editingServer);
      await database.db.delete(siteArtifacts);
      await database.db.insert(auditEvents).values({
        action: "backup-restored",
        target: `backup:${file.split("/").pop()}`,
        summary: `The data was restored from the backup made ${manifest.createdAt} (npm run restore).`,
        createdAt: sql`now()`,
      });
      // Erasures made after this backup (the ledger beside the backups) are applied again before anything serves it.
      await createPersonalData(database.db, { ledgerFile: target.erasureLedger }).reapplyLedger();
    } finally {
      await database.close();
    }

    let content: RestoreResult["content"] = "none in the backup";
    let drafts: RestoreResult["drafts"] = "none";
    if (bundle && !hasGit) content = "not a git checkout";
    else if (bundle) {
      await history.unbundle(bundle);
      content = "restored";
      if (manifest.content?.drafts) {
        if (await history.clean()) {
          await history.resetWorkingTree(DRAFTS_REF);
          drafts = "put back";
        } else drafts = "kept as a ref (content/ had edits of its own)";
      }
    }
    return { tables, liveVersion: manifest.content?.liveVersion?.id ?? null, content, drafts };
  } finally {
    await backup.close();
  }
}
