/**
 * `npm run restore FILE` (docs/decisions/094-backups.md, 130, 131): brings an empty data folder (PGlite) or an empty
 * Postgres database back to exactly the state a backup holds, its secrets into DATA_DIR, and the content's history
 * into this checkout. Everything is checked first (the file decrypts with BACKUP_KEY, which authenticates every byte;
 * it holds our parts and nothing else; the content holds no symlink; the target is empty and of the backup's kind), so
 * a refusal changes nothing and leaves no temporary file.
 */
import { spawn } from "node:child_process";
import { createReadStream, existsSync, readdirSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, join, resolve } from "node:path";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import pg from "pg";
import * as tar from "tar";
import { auditEvents, editingServer, siteArtifacts } from "../../db/schema.ts";
import { DATA_SECRETS, writeDataSecret, type DataSecrets } from "../client-address.ts";
import { tightenDataFolder } from "../data-folder.ts";
import { openDatabase, type Database } from "../database.ts";
import { voidSignInLinks } from "../inbox/sign-in-links.ts";
import { createPersonalData } from "../privacy/personal-data.ts";
import type { ContentHistory } from "../publishing/content-history.ts";
import {
  BACKUP_FORMAT,
  BACKUP_PARTS,
  BACKUP_VERSION,
  DRAFTS_REF,
  rowCounts,
  sha256File,
  type BackupManifest,
} from "./backups.ts";
import { BackupUnreadable, decryptFile, looksEncrypted, MAKE_A_KEY } from "./encryption.ts";

/** Why a restore was refused, for a screen that says it in its own words (the setup page's restore). */
export type RefusalReason =
  | "no-file"
  | "no-key"
  | "not-a-backup"
  | "unencrypted"
  | "wrong-key"
  | "damaged"
  | "other-version"
  | "other-database"
  | "not-empty"
  | "shared-database"
  | "has-accounts"
  | "busy"
  | "stopping";

/** A refusal: said to the operator as it is, in one sentence, with nothing changed. */
export class RestoreRefused extends Error {
  readonly reason: RefusalReason;
  constructor(message: string, reason: RefusalReason) {
    super(message);
    this.reason = reason;
  }
}

export type OpenedBackup = {
  manifest: BackupManifest;
  dir: string;
  secrets: DataSecrets;
  close(): Promise<void>;
};

/** Whether a file is a tar archive at all (an unencrypted backup of an older version is one). */
async function isTar(file: string): Promise<boolean> {
  let entries = 0;
  try {
    await tar.list({ file, strict: true, onReadEntry: () => void entries++ });
    return entries > 0;
  } catch {
    return false;
  }
}

/**
 * The archive's entries, checked before anything is unpacked: only our parts, each once, each a plain file. A link,
 * a folder, a path with `..` or any other name is refused (a malformed archive is never half-unpacked).
 */
async function checkEntries(archive: string, name: string): Promise<void> {
  const seen = new Set<string>();
  let wrong: string | null = null;
  try {
    await tar.list({
      file: archive,
      strict: true,
      onReadEntry: (entry) => {
        const path = entry.path;
        if (wrong) return;
        if (!(BACKUP_PARTS as readonly string[]).includes(path) || entry.type !== "File" || seen.has(path))
          wrong = path;
        seen.add(path);
      },
    });
  } catch {
    throw new RestoreRefused(
      `${name} is damaged inside: its archive cannot be read. Nothing was restored.`,
      "damaged",
    );
  }
  if (wrong !== null)
    throw new RestoreRefused(
      `${name} holds something a backup never does (${JSON.stringify(String(wrong).slice(0, 80))}): nothing was restored.`,
      "damaged",
    );
  if (!seen.has("manifest.json"))
    throw new RestoreRefused(
      `${name} is not a Whisker Walks backup (it has no manifest): nothing was restored.`,
      "not-a-backup",
    );
}

/**
 * Decrypts a backup with the key into a private scratch folder, checks it whole and unpacks it there; refuses a
 * damaged, tampered or foreign file, or the wrong key, in one sentence, and leaves nothing behind.
 */
export async function openBackup(file: string, key: Buffer | null): Promise<OpenedBackup> {
  const name = basename(file);
  if (!existsSync(file)) throw new RestoreRefused(`There is no file ${file}.`, "no-file");
  if (!key)
    throw new RestoreRefused(
      `BACKUP_KEY is not set: a backup can be read only with the key it was made with (a new key is made with ${MAKE_A_KEY}, but it cannot read an old backup).`,
      "no-key",
    );
  // mkdtemp makes the folder 0700: the decrypted copy is readable by this user only, and removed whatever happens.
  const dir = await mkdtemp(join(tmpdir(), "ww-restore-"));
  const close = () => rm(dir, { recursive: true, force: true });
  try {
    let encrypted = false;
    try {
      encrypted = await looksEncrypted(file);
    } catch {
      throw new RestoreRefused(
        `${file} cannot be read (it is a folder, or not readable by this user).`,
        "no-file",
      );
    }
    if (!encrypted)
      throw (await isTar(file))
        ? new RestoreRefused(
            `${name} is an unencrypted backup from an older version: it cannot be checked against changes, so it is not restored (restore it with that version, or use a newer backup).`,
            "unencrypted",
          )
        : new RestoreRefused(`${file} is not a Whisker Walks backup.`, "not-a-backup");
    const archive = join(dir, "backup.tar");
    try {
      await decryptFile(file, archive, key);
    } catch (error) {
      if (!(error instanceof BackupUnreadable)) throw error;
      throw new RestoreRefused(
        `${name} does not open with this BACKUP_KEY: either it was made with another key, or it was changed or damaged since; nothing was restored.`,
        "wrong-key",
      );
    }
    await checkEntries(archive, name);
    const parts = join(dir, "parts");
    await mkdir(parts, { mode: 0o700 });
    try {
      await tar.extract({ file: archive, cwd: parts, strict: true, preservePaths: false });
    } catch {
      throw new RestoreRefused(
        `${name} is damaged inside: its archive cannot be unpacked. Nothing was restored.`,
        "damaged",
      );
    }
    await rm(archive, { force: true });
    let manifest: BackupManifest;
    try {
      manifest = JSON.parse(await readFile(join(parts, "manifest.json"), "utf8")) as BackupManifest;
    } catch {
      throw new RestoreRefused(
        `${name} is not a Whisker Walks backup (its manifest cannot be read).`,
        "not-a-backup",
      );
    }
    if (manifest?.format !== BACKUP_FORMAT)
      throw new RestoreRefused(`${name} is not a Whisker Walks backup.`, "not-a-backup");
    if (manifest.version !== BACKUP_VERSION)
      throw new RestoreRefused(
        `${name} is a backup of format ${manifest.version}; this version of the site reads format ${BACKUP_VERSION}.`,
        "other-version",
      );
    for (const part of [manifest.database, manifest.content, manifest.secrets]) {
      if (!part) continue;
      const path = join(parts, part.file);
      if (
        !(BACKUP_PARTS as readonly string[]).includes(part.file) ||
        !existsSync(path) ||
        (await sha256File(path)) !== part.sha256
      )
        throw new RestoreRefused(
          `${name} is damaged: its part ${part.file} does not match its manifest. Nothing was restored; use another backup.`,
          "damaged",
        );
    }
    let secrets: DataSecrets;
    try {
      secrets = JSON.parse(await readFile(join(parts, manifest.secrets.file), "utf8")) as DataSecrets;
    } catch {
      throw new RestoreRefused(
        `${name} is damaged: its secrets cannot be read. Nothing was restored.`,
        "damaged",
      );
    }
    for (const setting of Object.keys(DATA_SECRETS) as (keyof DataSecrets)[])
      if (typeof secrets[setting] !== "string" || secrets[setting].length < 16)
        throw new RestoreRefused(`${name} is damaged: it lacks ${setting}. Nothing was restored.`, "damaged");
    return { manifest, dir: parts, secrets, close };
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
  /** The erasure ledger beside the backups: what each address in it held at its erasure is erased again. */
  erasureLedger?: string;
  /** LINK_SECRET and CLIENT_HASH_SALT as set for this server, if they are: a value unlike the backup's is reported. */
  settings?: Partial<DataSecrets>;
};
export type RestoreOptions = {
  /** How it was asked for, as the Activity record says it (the restore command by default). */
  from?: "command" | "setup";
  /**
   * Called once the backup is known whole, ours and of this kind of database, before anything is written: a running
   * server stops using its data and moves it aside here (server/backup/restore-on-setup.ts).
   */
  makeRoom?: (manifest: BackupManifest) => Promise<void>;
};
export type RestoreResult = {
  /** When the backup was made (its manifest's time). */
  createdAt: string;
  tables: Record<string, number>;
  liveVersion: number | null;
  content: "restored" | "none in the backup" | "not a git checkout";
  drafts: "put back" | "kept as a ref (content/ had edits of its own)" | "none";
  /** Settings set here to another value than the backup's: links already sent fail until they are changed. */
  differingSettings: (keyof DataSecrets)[];
};

/** Where a backup's content refs wait while they are checked, before they join the checkout's own. */
const RESTORING_REFS = "refs/whiskerwalks-restoring/";

/**
 * What a restore changes in the database it brought back, in order, once every row is there: what belongs to the
 * deployment restored into rather than to the backup, the sign-in links the backup's time left open, and the record.
 */
async function afterRestore(
  db: Database,
  manifest: BackupManifest,
  name: string,
  from: NonNullable<RestoreOptions["from"]>,
): Promise<void> {
  // Which checkout edits is this deployment's own, not the backup's. The archives of site builds are caches, not the
  // company's data: an embedded database's copy held them, and they are dropped here as pg_dump leaves them out
  // (TABLES_NOT_BACKED_UP).
  await db.delete(editingServer);
  await db.delete(siteArtifacts);
  // Open invitations and reset links are void: whoever needs one is sent a new one (docs/decisions/130).
  await voidSignInLinks(db);
  await db.insert(auditEvents).values({
    action: "backup-restored",
    target: `backup:${name}`,
    summary: `The data was restored from the backup made ${manifest.createdAt} (${from === "setup" ? "on the setup page" : "npm run restore"}); open invitations and password-reset links were voided.`,
    createdAt: sql`now()`,
  });
}

/**
 * Restores `file` into the target (DATABASE_URL when set, else the PGlite folder in dataDir), its secrets into
 * dataDir and the content history into `history`'s checkout. Refuses, changing nothing, unless the file opens with
 * `key` and holds only what a backup holds, and the target is empty and of the backup's kind.
 */
export async function restoreBackup(
  file: string,
  target: RestoreTarget,
  history: ContentHistory,
  key: Buffer | null,
  options: RestoreOptions = {},
): Promise<RestoreResult> {
  const name = basename(file);
  const backup = await openBackup(resolve(file), key);
  let quarantined = false;
  try {
    const { manifest } = backup;
    const kind = target.databaseUrl ? "postgres" : "pglite";
    if (manifest.database.kind !== kind)
      throw new RestoreRefused(
        manifest.database.kind === "pglite"
          ? "This backup is of the embedded database (PGlite): restore it with DATABASE_URL unset, into an empty DATA_DIR."
          : "This backup is of a Postgres database: restore it with DATABASE_URL set to an empty Postgres database.",
        "other-database",
      );
    const dataDir = resolve(target.dataDir);
    const dbFolder = join(dataDir, "db");
    const hasGit = !(await history.unavailable());
    const bundle = manifest.content ? join(backup.dir, manifest.content.file) : null;
    if (bundle && hasGit) {
      if (!(await history.verifyBundle(bundle)))
        throw new RestoreRefused(
          "The backup's content history cannot be read by this checkout's git: nothing was restored.",
          "damaged",
        );
      // Its refs wait aside until every version and the drafts are known to hold files only: a link in content/
      // would be checked out, and read by builds, wherever it points.
      await history.deleteRefs(RESTORING_REFS);
      quarantined = true;
      await history.unbundle(bundle, RESTORING_REFS);
      for (const ref of await history.refsUnder(RESTORING_REFS)) {
        const [link] = await history.linksIn(ref);
        if (link)
          throw new RestoreRefused(
            `${name} holds a link where its content should hold a file (${link}): nothing was restored.`,
            "damaged",
          );
      }
    }

    // The backup is whole and ours: a running server makes room for it now (the screen's restore), and the target
    // must then be empty.
    await options.makeRoom?.(manifest);
    if (kind === "pglite" && existsSync(dbFolder) && readdirSync(dbFolder).length > 0)
      throw new RestoreRefused(
        `The data folder ${dataDir} already holds a database. Restore into an empty folder (set DATA_DIR), or move this one aside first.`,
        "not-empty",
      );
    if (kind === "postgres" && !(await postgresIsEmpty(target.databaseUrl!)))
      throw new RestoreRefused(
        "That Postgres database is not empty. Restore into a new, empty database (createdb), then point DATABASE_URL at it.",
        "not-empty",
      );

    // The database, with its own tools: PGlite loads its data folder's copy; Postgres runs pg_dump's SQL in one
    // transaction, so a failure leaves the database empty as it was.
    const dump = join(backup.dir, manifest.database.file);
    if (kind === "pglite") {
      await mkdir(dbFolder, { recursive: true, mode: 0o700 });
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
      await afterRestore(database.db, manifest, name, options.from ?? "command");
      // Erasures made after this backup (the ledger beside the backups) are applied again before anything serves it.
      await createPersonalData(database.db, { ledgerFile: target.erasureLedger }).reapplyLedger();
    } finally {
      await database.close();
    }

    // The secrets links were signed with and client hashes salted with: the server here reads them from DATA_DIR
    // (unless its settings say otherwise, which is reported).
    const differingSettings: RestoreResult["differingSettings"] = [];
    for (const setting of Object.keys(DATA_SECRETS) as (keyof DataSecrets)[]) {
      writeDataSecret(dataDir, DATA_SECRETS[setting], backup.secrets[setting]);
      const set = target.settings?.[setting];
      if (set && set !== backup.secrets[setting]) differingSettings.push(setting);
    }

    let content: RestoreResult["content"] = "none in the backup";
    let drafts: RestoreResult["drafts"] = "none";
    if (bundle && !hasGit) content = "not a git checkout";
    else if (bundle) {
      await history.moveRefs(RESTORING_REFS, "refs/whiskerwalks/");
      quarantined = false;
      content = "restored";
      if (manifest.content?.drafts) {
        if (await history.clean()) {
          await history.resetWorkingTree(DRAFTS_REF);
          drafts = "put back";
        } else drafts = "kept as a ref (content/ had edits of its own)";
      }
    }
    await tightenDataFolder(dataDir);
    return {
      createdAt: manifest.createdAt,
      tables,
      liveVersion: manifest.content?.liveVersion?.id ?? null,
      content,
      drafts,
      differingSettings,
    };
  } finally {
    if (quarantined) await history.deleteRefs(RESTORING_REFS).catch(() => undefined);
    await backup.close();
  }
}
