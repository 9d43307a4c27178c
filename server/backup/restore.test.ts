/**
 * Backups and restores end to end below the server (docs/decisions/130, 131): encrypted and private, holding the
 * secrets and no sign-in link, restored exactly (drafts with the files they added) into a data folder of the owner's
 * alone, and refusing anything changed, damaged or malformed in one sentence, with nothing written and nothing left.
 * Runs on PGlite, and on Postgres in the unit tests' postgres project (vitest.config.ts).
 */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import * as tar from "tar";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DataSecrets } from "../client-address.ts";
import { openDatabase, type DatabaseHandle } from "../database.ts";
import { createContentHistory } from "../publishing/content-history.ts";
import { freshDatabaseUrl, openTestDatabase } from "../testing/database.ts";
import { createBackups, DRAFTS_REF, type MadeBackup } from "./backups.ts";
import { decryptFile, encryptFile } from "./encryption.ts";
import { openBackup, restoreBackup, RestoreRefused, type RestoreTarget } from "./restore.ts";

const TOKEN = "Zm9vYmFyYmF6cXV4X2ludml0YXRpb25fdG9rZW4";
const SECRETS: DataSecrets = {
  LINK_SECRET: "the backed-up link secret, 16+ characters",
  CLIENT_HASH_SALT: "the backed-up client hash salt",
};

let scratch: string;
let key: Buffer;
let root: string;
let source: DatabaseHandle;
let made: MadeBackup;
let backupDir: string;
const git = (...args: string[]) => execFileSync("git", args, { cwd: root }).toString().trim();

/** Every path under `dir` that anyone but its owner may use (folders entered, files read or written). */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  const walk = (path: string) => {
    const info = statSync(path, { throwIfNoEntry: false });
    if (!info) return;
    if (info.mode & 0o077) found.push(path);
    if (info.isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
  };
  walk(dir);
  return found;
}

/** Files and folders under the system's temporary folder that a restore might have left. */
const leftovers = () => readdirSync(tmpdir()).filter((name) => name.startsWith("ww-restore-"));

/** A target nobody has used: an empty data folder, and on Postgres an empty database. */
async function emptyTarget(): Promise<RestoreTarget> {
  return { dataDir: mkdtempSync(join(scratch, "data-")), databaseUrl: await freshDatabaseUrl() };
}

/** An encrypted archive of these entries, as a backup of ours would be if someone made it by hand. */
async function handMade(name: string, build: (dir: string) => void, entries: string[]): Promise<string> {
  const dir = mkdtempSync(join(scratch, "hand-"));
  build(dir);
  const plain = join(scratch, `${name}.tar`);
  await tar.create({ file: plain, cwd: dir, portable: true, preservePaths: true }, entries);
  const sealed = join(scratch, `${name}.wwbackup`);
  await encryptFile(plain, sealed, key);
  return sealed;
}

let ownTmp = "";
beforeAll(async () => {
  // A temporary folder of this file's own, so the checks for leftovers never see another test file's restore
  // (setup-restore.server.test.ts restores side by side with this one).
  ownTmp = mkdtempSync(join(tmpdir(), "restore-test-tmp-"));
  vi.stubEnv("TMPDIR", ownTmp);
  scratch = mkdtempSync(join(tmpdir(), "ww-restore-test-"));
  key = randomBytes(32);
  root = join(scratch, "site");
  mkdirSync(join(root, "content/posts"), { recursive: true });
  writeFileSync(join(root, "content/posts/kept.md"), "published\n");
  git("init", "--quiet", "--initial-branch=main");
  git("-c", "user.name=Dev", "-c", "user.email=dev@example.com", "add", "--all");
  git("-c", "user.name=Dev", "-c", "user.email=dev@example.com", "commit", "--quiet", "-m", "start");

  source = await openTestDatabase();
  await source.db.execute(sql`
    insert into staff (name, email, role, passkey_user_id) values ('Olive', 'olive@example.com', 'owner', 'u1')`);
  await source.db.execute(sql`
    insert into staff_invitations (email, name, role, token_hash, invited_by, expires_at)
    values ('guide@example.com', 'Gus', 'guide', 'hash', 1, now() + interval '7 days')`);
  await source.db.execute(sql`
    insert into password_resets (staff_id, token_hash, expires_at) values (1, 'reset-hash', now() + interval '1 day')`);
  await source.db.execute(sql`
    insert into outbox (recipient, subject, body, account_link, invitation_id)
    values ('guide@example.com', 'Invited', ${`Hello\n\nhttps://www.whiskerwalks.nyc/admin/join/${TOKEN}\n\nBye`}, true, 1)`);
  await source.db.execute(sql`
    insert into outbox (recipient, subject, body) values ('a@example.com', 'Reply', 'See /admin/join/notatoken here')`);

  // Drafts: a changed file and an added one.
  writeFileSync(join(root, "content/posts/kept.md"), "edited, unpublished\n");
  writeFileSync(join(root, "content/posts/added.md"), "a new draft post\n");
  backupDir = join(scratch, "backups");
  made = await createBackups({
    database: source,
    history: createContentHistory(root),
    dir: backupDir,
    keep: 5,
    key,
    secrets: SECRETS,
  }).make({ trigger: "command", by: null });
}, 120_000);

afterAll(async () => {
  await source?.close();
  vi.unstubAllEnvs();
  rmSync(ownTmp, { recursive: true, force: true });
});

describe("a backup", () => {
  it("is encrypted, its owner's alone (0600 in a 0700 folder), and holds the secrets but no sign-in link", async () => {
    expect(statSync(backupDir).mode & 0o777).toBe(0o700);
    expect(statSync(made.path).mode & 0o777).toBe(0o600);
    const bytes = readFileSync(made.path);
    expect(bytes.subarray(0, 8).toString()).toBe("WWBACKUP");
    for (const plain of ["manifest.json", SECRETS.LINK_SECRET, "olive@example.com"])
      expect(bytes.includes(plain), `${plain} is not readable in the file`).toBe(false);

    const opened = join(scratch, "opened.tar");
    await decryptFile(made.path, opened, key);
    const parts = mkdtempSync(join(scratch, "parts-"));
    await tar.extract({ file: opened, cwd: parts });
    expect(JSON.parse(readFileSync(join(parts, "secrets.json"), "utf8"))).toEqual(SECRETS);
    const database = readdirSync(parts).find((name) => name.startsWith("database."))!;
    const dump = gunzipSync(readFileSync(join(parts, database)));
    expect(dump.includes("olive@example.com"), "the dump is readable as such").toBe(true);
    expect(dump.includes(TOKEN), "no sign-in link anywhere in the database's files").toBe(false);
    expect(dump.includes("(sign-in link removed for safety)")).toBe(true);
    expect(dump.includes("See /admin/join/notatoken here"), "other e-mail is untouched").toBe(true);
  });
});

describe("npm run restore", () => {
  it("on a new machine: every row, the secrets, the drafts with the files they added, sign-in links void, nothing open to others", async () => {
    // A new machine's checkout: the same history, no drafts, none of the backup's refs.
    const other = join(scratch, "other-site");
    execFileSync("git", ["clone", "--quiet", root, other]);
    const target = await emptyTarget();
    const result = await restoreBackup(
      made.path,
      { ...target, settings: { LINK_SECRET: "another server's own secret!!" } },
      createContentHistory(other),
      key,
    );
    expect(result.drafts).toBe("put back");
    expect(result.differingSettings).toEqual(["LINK_SECRET"]);
    expect(readFileSync(join(other, "content/posts/kept.md"), "utf8")).toBe("edited, unpublished\n");
    expect(readFileSync(join(other, "content/posts/added.md"), "utf8")).toBe("a new draft post\n");
    expect(readFileSync(join(target.dataDir, "link-secret"), "utf8").trim()).toBe(SECRETS.LINK_SECRET);
    expect(readFileSync(join(target.dataDir, "client-hash-salt"), "utf8").trim()).toBe(
      SECRETS.CLIENT_HASH_SALT,
    );
    expect(openToOthers(target.dataDir)).toEqual([]);
    expect(
      execFileSync("git", ["for-each-ref", "refs/whiskerwalks-restoring/"], { cwd: other }).toString(),
    ).toBe("");

    const restored = await openDatabase(target);
    try {
      const { rows: invitations } = (await restored.db.execute(
        sql`select count(*)::int as open from staff_invitations where expires_at > now()`,
      )) as unknown as { rows: { open: number }[] };
      expect(invitations[0]!.open, "no invitation is open").toBe(0);
      const { rows: resets } = (await restored.db.execute(
        sql`select count(*)::int as open from password_resets where expires_at > now()`,
      )) as unknown as { rows: { open: number }[] };
      expect(resets[0]!.open, "no reset link is open").toBe(0);
      const { rows: mail } = (await restored.db.execute(
        sql`select status, body from outbox where account_link`,
      )) as unknown as { rows: { status: string; body: string }[] };
      expect(mail).toEqual([
        { status: "withdrawn", body: "Hello\n\n(sign-in link removed for safety)\n\nBye" },
      ]);
      if (!target.databaseUrl) expect(openToOthers(target.dataDir), "once the server opened it").toEqual([]);
    } finally {
      await restored.close();
    }
  }, 120_000);

  it("refuses the wrong key, a changed byte, an old unencrypted backup or a stranger's file in one sentence, writing nothing and leaving nothing", async () => {
    const target = await emptyTarget();
    const before = leftovers();
    const bytes = readFileSync(made.path);
    const changed = Buffer.from(bytes);
    changed[Math.floor(bytes.length / 2)]! ^= 0x01;
    writeFileSync(join(scratch, "changed.wwbackup"), changed);
    const oldPlain = join(scratch, "old.tar");
    writeFileSync(join(scratch, "manifest.json"), "{}");
    await tar.create({ file: oldPlain, cwd: scratch }, ["manifest.json"]);
    writeFileSync(join(scratch, "holiday.jpg"), "not a backup at all");
    const history = createContentHistory(root);
    for (const [file, withKey, says] of [
      [made.path, randomBytes(32), "does not open with this BACKUP_KEY"],
      [join(scratch, "changed.wwbackup"), key, "was changed or damaged"],
      [oldPlain, key, "unencrypted backup from an older version"],
      [join(scratch, "holiday.jpg"), key, "is not a Whisker Walks backup"],
      [made.path, null, "BACKUP_KEY is not set"],
      [scratch, key, "cannot be read"],
    ] as const) {
      const refusal = await restoreBackup(file, target, history, withKey).then(
        () => null,
        (error: unknown) => error,
      );
      expect(refusal, file).toBeInstanceOf(RestoreRefused);
      expect((refusal as Error).message).toContain(says);
      expect((refusal as Error).message.split(/[.:;] [A-Z]/).length, "one sentence").toBeLessThanOrEqual(2);
      expect(readdirSync(target.dataDir), "nothing written").toEqual([]);
      expect(leftovers(), "no temporary files").toEqual(before);
    }
  });

  it("refuses malformed archives (a folder or link for a part, a .. name, a stranger's name, a part twice) cleanly", async () => {
    const before = leftovers();
    const cases = [
      await handMade("folder", (dir) => mkdirSync(join(dir, "manifest.json")), ["manifest.json"]),
      await handMade("link", (dir) => symlinkSync("/etc/passwd", join(dir, "manifest.json")), [
        "manifest.json",
      ]),
      await handMade("dotdot", (dir) => writeFileSync(join(dir, "..", "escape-me"), "{}"), ["../escape-me"]),
      await handMade("stranger", (dir) => writeFileSync(join(dir, "notes.txt"), "hi"), ["notes.txt"]),
      await handMade("twice", (dir) => writeFileSync(join(dir, "manifest.json"), "{}"), [
        "manifest.json",
        "manifest.json",
      ]),
    ];
    for (const file of cases) {
      const refusal = await openBackup(file, key).then(
        () => null,
        (error: unknown) => error,
      );
      expect(refusal, file).toBeInstanceOf(RestoreRefused);
      expect((refusal as Error).message, file).toContain("holds something a backup never does");
      expect(leftovers()).toEqual(before);
    }
  });

  it("never checks out a link: a backup whose drafts hold one is refused before anything is written", async () => {
    symlinkSync("/etc/hostname", join(root, "content/posts/sneaky.md"));
    try {
      const withLink = await createBackups({
        database: source,
        history: createContentHistory(root),
        dir: join(scratch, "backups-with-link"),
        keep: 5,
        key,
        secrets: SECRETS,
      }).make({ trigger: "command", by: null });
      const other = join(scratch, "third-site");
      execFileSync("git", ["clone", "--quiet", root, other]);
      const target = await emptyTarget();
      const refusal = await restoreBackup(withLink.path, target, createContentHistory(other), key).then(
        () => null,
        (error: unknown) => error,
      );
      expect(refusal).toBeInstanceOf(RestoreRefused);
      expect((refusal as Error).message).toContain("holds a link where its content should hold a file");
      expect(readdirSync(target.dataDir)).toEqual([]);
      expect(existsSync(join(other, "content/posts/sneaky.md"))).toBe(false);
      const refs = execFileSync("git", ["for-each-ref", "refs/whiskerwalks*"], { cwd: other }).toString();
      expect(refs, "no ref of the backup's was kept").toBe("");
    } finally {
      rmSync(join(root, "content/posts/sneaky.md"));
    }
  }, 120_000);
});

describe("the drafts ref", () => {
  it("holds the added file", () => {
    expect(git("ls-tree", "-r", "--name-only", DRAFTS_REF, "--", "content")).toContain(
      "content/posts/added.md",
    );
  });
});
