import { execFile } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { expect, test } from "./fixtures.ts";
import { ROOT } from "../../scripts/lib/server-process.ts";
import { cloneRepository } from "./support/site-checkout.ts";
import { openDatabase } from "../../server/database.ts";
import { addressHash } from "../../server/privacy/personal-data.ts";
import { connect, everyRow, fillEveryTable } from "./support/database-rows.ts";
import { newStorage, startOwnServer, storageEnv, type Storage } from "./support/own-server.ts";
import { startServer } from "../../scripts/lib/server-process.ts";
import {
  ensureOwner,
  expectInReachOnAPhone,
  OWNER,
  signInInBrowser,
  STAFF_PASSWORD,
  STAFF_PHONE,
} from "./support/staff.ts";

const run = promisify(execFile);
/** The operator's key (README: openssl rand -base64 32): every backup is encrypted with it. */
const BACKUP_KEY = randomBytes(32).toString("base64");

/**
 * A throwaway clone of this repository for `npm run restore`: a restore resets content/ in its checkout, and in this
 * one it would change the developer's files and race any git command running here (a locked index). A backup only
 * reads its checkout, and asks a server running on the same checkout for the file (so it runs in this one, where the
 * tests' servers run).
 */
let restoreCheckout = "";
test.beforeAll(() => {
  restoreCheckout = cloneRepository();
});
test.afterAll(() => rmSync(restoreCheckout, { recursive: true, force: true }));

/** `npm run backup` or `npm run restore` as an operator runs them, with this storage's settings. */
async function script(name: "backup" | "restore", env: Record<string, string>, args: string[] = []) {
  const checkout = name === "restore" ? restoreCheckout : ROOT;
  return run(process.execPath, [join(checkout, `scripts/${name}.ts`), ...args], {
    cwd: checkout,
    env: { ...process.env, BACKUP_KEY, ...env },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, output: stdout + stderr }),
    (error: { code?: number; stdout?: string; stderr?: string }) => ({
      code: error.code ?? 1,
      output: `${error.stdout ?? ""}${error.stderr ?? ""}`,
    }),
  );
}

const newestBackup = (dir: string) =>
  readdirSync(dir)
    .filter((name) => name.endsWith(".wwbackup"))
    .sort()
    .at(-1)!;

/** Whether a storage holds no database yet (nothing a refused restore could have half-written). */
async function isEmpty(storage: Storage): Promise<boolean> {
  if (!storage.databaseUrl) return !existsSync(join(storage.dataDir, "db"));
  const database = await connect(storage);
  try {
    const [row] = await database.query(
      "select count(*)::int as tables from information_schema.tables where table_schema = 'public'",
    );
    return row!.tables === 0;
  } finally {
    await database.close();
  }
}

/** The database as the server made it (migrated), with rows in every table. */
async function filledStorage(testInfo: Parameters<typeof newStorage>[0]) {
  const storage = await newStorage(testInfo);
  await (await openDatabase(storage)).close();
  const database = await connect({ ...storage, dataDir: join(storage.dataDir, "db") });
  try {
    const counts = await fillEveryTable(database.query);
    return { storage, counts, rows: await everyRow(database.query) };
  } finally {
    await database.close();
  }
}

const pgliteFolder = (storage: Storage) => ({ ...storage, dataDir: join(storage.dataDir, "db") });

test.describe("backups", () => {
  // Each opens an embedded database several times: seconds each, a minute or more on a loaded machine.
  test.describe.configure({ timeout: 300_000 });

  // eslint-disable-next-line no-empty-pattern
  test("a backup holds every row of every table; npm run restore brings each back into an empty database, and refuses a damaged or foreign file, or a database that is not empty, changing nothing", async ({}, testInfo) => {
    const { storage, counts, rows } = await filledStorage(testInfo);
    expect(
      Object.values(counts).every((count) => count > 0),
      "every table has rows",
    ).toBe(true);
    const backupDir = testInfo.outputPath("backups");

    const made = await script("backup", { ...storageEnv(storage), BACKUP_DIR: backupDir });
    expect(made.code, made.output).toBe(0);
    const file = join(backupDir, newestBackup(backupDir));
    expect(made.output).toContain(`Backup written: ${file}`);

    // Into an empty database: every row of every table back (the archives of site builds are not backed up).
    const fresh = await newStorage(testInfo);
    const restored = await script("restore", storageEnv(fresh), [file]);
    expect(restored.code, restored.output).toBe(0);
    expect(restored.output).toMatch(/Restored \d+ rows in \d+ tables/);
    const database = await connect(fresh.databaseUrl ? fresh : pgliteFolder(fresh));
    const after = await everyRow(database.query);
    await database.close();
    const restoreRecord = (row: string) => row.includes('"action":"backup-restored"');
    expect(after.audit_events!.filter(restoreRecord), "the restore is in the record").toHaveLength(1);
    // Which checkout edits belongs to the deployment restored into, not to the backup.
    expect(after.editing_server).toEqual([]);
    for (const [table, before] of Object.entries(rows)) {
      if (table === "site_artifacts" || table === "editing_server") continue;
      const restoredRows =
        table === "audit_events" ? after[table]!.filter((row) => !restoreRecord(row)) : after[table];
      expect(restoredRows, `every row of ${table}`).toEqual(before);
    }
    expect(after.site_artifacts).toEqual([]);

    // An erasure made after the backup (its time and hash in the ledger beside the backups) is applied again by the
    // restore: the older backup's copy of that person is gone, and nobody else is touched (issue 40).
    const erased = "messages.email #1 é ✓";
    writeFileSync(join(backupDir, "erasure-ledger"), `${new Date().toISOString()} ${addressHash(erased)}\n`);
    const later = await newStorage(testInfo);
    const reapplied = await script("restore", { ...storageEnv(later), BACKUP_DIR: backupDir }, [file]);
    expect(reapplied.code, reapplied.output).toBe(0);
    const afterErasure = await connect(later.databaseUrl ? later : pgliteFolder(later));
    const kept = await everyRow(afterErasure.query);
    await afterErasure.close();
    expect(kept.messages!.filter((row) => row.includes(erased))).toEqual([]);
    expect(kept.messages).toHaveLength(rows.messages!.length - 1);
    expect(kept.erasures!.some((row) => row.includes(addressHash(erased)))).toBe(true);
    expect(kept.audit_events!.some((row) => row.includes('"action":"privacy-erased"'))).toBe(true);

    // A damaged copy (one byte changed in the middle), a file that is not a backup, a database that is not empty:
    // each refused in words, and the empty target is still empty.
    const damaged = testInfo.outputPath("damaged.tar");
    const bytes = readFileSync(file);
    const middle = Math.floor(bytes.length / 2);
    bytes[middle] = bytes[middle]! ^ 0xff;
    writeFileSync(damaged, bytes);
    const foreign = testInfo.outputPath("holiday-photos.wwbackup");
    writeFileSync(foreign, "These are not the backups you are looking for.\n".repeat(40));
    const empty = await newStorage(testInfo);
    for (const [bad, says] of [
      [damaged, "was changed or damaged"],
      [foreign, "is not a Whisker Walks backup"],
      [testInfo.outputPath("missing.tar"), "There is no file"],
    ] as const) {
      const refused = await script("restore", storageEnv(empty), [bad]);
      expect(refused.code, refused.output).toBe(1);
      expect(refused.output).toContain("Not restored:");
      expect(refused.output).toContain(says);
      expect(await isEmpty(empty), `${bad} changed nothing`).toBe(true);
    }
    const notEmpty = await script("restore", storageEnv(storage), [file]);
    expect(notEmpty.code, notEmpty.output).toBe(1);
    expect(notEmpty.output).toMatch(/already holds a database|is not empty/);
  });

  test("owners back up from the staff area, see the last backup's time and size, and download it (both in the Activity record); restored on a new machine, links already sent still work", async ({
    page,
  }, testInfo) => {
    testInfo.setTimeout(300_000);
    const backupDir = testInfo.outputPath("backups");
    mkdirSync(backupDir, { recursive: true, mode: 0o755 });
    const server = await startOwnServer(testInfo, {
      BACKUP_DIR: backupDir,
      ADMIN_PASSWORD: STAFF_PASSWORD,
      BACKUP_KEY,
    });
    // The operator's start log says where the backups go (test servers make no daily backup).
    await expect
      .poll(() => server.output())
      .toContain(`Backups: only when asked (no daily backup on this server), into ${backupDir} (the newest`);
    const reader = `reader-${randomBytes(4).toString("hex")}@example.com`;
    const saved = testInfo.outputPath("downloaded.wwbackup");
    try {
      // A reader signs up: the confirmation e-mail (with its one-click unsubscribe header) is signed with this
      // server's link secret.
      const signedUp = await page.request.post(`${server.url}/subscribe/post`, {
        headers: { "X-Forwarded-For": "203.0.113.77" },
        form: { EMAIL: reader },
      });
      expect(signedUp.status()).toBe(200);
      await signInInBrowser(page, server.url);
      const opened = await page.goto(`${server.url}/admin/backups`);
      // A staff page runs the inline scripts the app wrote (this response's nonce) and no script of another host.
      const policy = opened!.headers()["content-security-policy"] ?? "";
      expect(policy).toMatch(/script-src 'self' 'nonce-[\w+/=]{20,}';/);
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
      await expect(page.getByRole("heading", { name: "Last backup" })).toBeVisible();
      await expect(page.getByText("No backup yet.")).toBeVisible();
      await page.getByRole("button", { name: "Back up now" }).click();
      await expect(page.getByRole("status")).toContainText("Backup made: whiskerwalks-backup-", {
        timeout: 120_000,
      });
      const name = newestBackup(backupDir);
      const last = page.getByRole("region", { name: "Last backup" });
      await expect(last).toContainText(/\d+(\.\d)? (MB|KB)/);
      await expect(page.getByRole("region", { name: "Kept backups" })).toContainText(name);
      // On a phone each kept backup is a card, its file to download in reach.
      await page.setViewportSize(STAFF_PHONE);
      const card = page
        .getByRole("list", { name: "Kept backups" })
        .getByRole("listitem")
        .filter({ hasText: name });
      await expectInReachOnAPhone(
        page,
        card.getByRole("link", { name: `Download ${name}` }),
        "the backup's file",
      );
      await page.setViewportSize({ width: 1280, height: 720 });

      const download = page.waitForEvent("download");
      await last.getByRole("link", { name: "Download the last backup" }).click();
      await (await download).saveAs(saved);
      const sha = (path: string) => createHash("sha256").update(readFileSync(path)).digest("hex");
      expect(sha(saved)).toBe(sha(join(backupDir, name)));
      // The owner's alone, and encrypted: nothing in it reads as the data it holds.
      expect(statSync(backupDir).mode & 0o777).toBe(0o700);
      expect(statSync(join(backupDir, name)).mode & 0o777).toBe(0o600);
      expect(readFileSync(saved).includes(reader)).toBe(false);

      await page.goto(`${server.url}/admin/activity`);
      await expect(page.getByRole("main")).toContainText(`made ${name}`);
      await expect(page.getByRole("main")).toContainText(`downloaded the backup ${name}`);
      // A name that is not a kept backup's is never a path on the server.
      expect([400, 404]).toContain(
        (await page.request.get(`${server.url}/admin/backups/..%2F..%2Fpackage.json`)).status(),
      );
      expect(
        (
          await page.request.get(`${server.url}/admin/backups/whiskerwalks-backup-20000101-000000Z.wwbackup`)
        ).status(),
      ).toBe(404);
    } finally {
      await server.stop();
    }

    // A new machine: a new data folder (and database), the downloaded file and the key. The links in the e-mail
    // already sent (the confirmation, its unsubscribe link and its one-click header) work there.
    const fresh = await newStorage(testInfo);
    const restored = await script("restore", storageEnv(fresh), [saved]);
    expect(restored.code, restored.output).toBe(0);
    expect(statSync(fresh.dataDir).mode & 0o777).toBe(0o700);
    const database = await connect(fresh.databaseUrl ? fresh : pgliteFolder(fresh));
    const [mail] = await database.query("select body, unsubscribe_url from outbox where recipient = $1", [
      reader,
    ]);
    await database.close();
    const confirmPath = new URL(/https?:\/\/\S+\/newsletter\/confirm\/\S+/.exec(String(mail!.body))![0])
      .pathname;
    const oneClickPath = new URL(String(mail!.unsubscribe_url)).pathname;
    const newMachine = await startServer({ ...storageEnv(fresh), BACKUP_KEY });
    try {
      expect((await page.request.get(`${newMachine.url}${confirmPath}`)).status()).toBe(200);
      const confirmed = await page.request.post(`${newMachine.url}${confirmPath}`, {
        form: { confirm: "yes" },
      });
      expect(confirmed.status()).toBe(200);
      expect((await page.request.get(`${newMachine.url}${oneClickPath}`)).status()).toBe(200);
      const oneClick = await page.request.post(`${newMachine.url}${oneClickPath}`, {
        form: { "List-Unsubscribe": "One-Click" },
      });
      expect(oneClick.status()).toBe(200);
      expect(await oneClick.text()).toBe("Unsubscribed.\n");
    } finally {
      await newMachine.stop();
    }
  });

  test.describe("from the setup page", () => {
    // The wrong key is answered 400, which the browser logs as a failed request.
    test.use({ allowedConsoleError: /status of 400 .*\/admin\/setup\.data\?restore\)$/ });
    test("a new server takes over an old one's data from its setup page: the backup file and its key, then the owner signs in as before", async ({
      page,
    }, testInfo) => {
      test.skip(
        testInfo.project.name === "postgres",
        "A database several servers share is restored with the restore command, not from a page",
      );
      testInfo.setTimeout(300_000);
      // The old server: its owner, a reader who signed up, and a backup made with the operator's key.
      const backupDir = testInfo.outputPath("backups");
      const old = await startOwnServer(testInfo, {
        BACKUP_DIR: backupDir,
        ADMIN_PASSWORD: STAFF_PASSWORD,
        BACKUP_KEY,
      });
      const reader = `reader-${randomBytes(4).toString("hex")}@example.com`;
      try {
        await ensureOwner(old.url);
        const signedUp = await page.request.post(`${old.url}/subscribe/post`, { form: { EMAIL: reader } });
        expect(signedUp.status()).toBe(200);
        const made = await script("backup", { ...storageEnv(old.storage), BACKUP_DIR: backupDir });
        expect(made.code, made.output).toBe(0);
      } finally {
        await old.stop();
      }
      const file = join(backupDir, newestBackup(backupDir));

      // The new server: an empty data folder, the setup password, and no backup key of its own (it is typed).
      const fresh = await startOwnServer(testInfo, { ADMIN_PASSWORD: STAFF_PASSWORD, BACKUP_KEY: "" });
      try {
        await expect.poll(() => fresh.output()).toContain("Backups: none made until BACKUP_KEY is set");
        await page.goto(`${fresh.url}/admin/setup`);
        await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
        await page.getByLabel("Setup password").fill(STAFF_PASSWORD);
        await page.getByRole("button", { name: "Continue" }).click();
        const restore = page.getByRole("region", { name: "Restore from a backup file" });
        await restore.getByLabel("Backup file").setInputFiles(file);
        // A key of the right shape that is not the backup's: one sentence, and the page stays as it was.
        await restore.getByLabel("Backup key").fill(randomBytes(32).toString("base64"));
        await restore.getByRole("button", { name: "Restore this backup" }).click();
        await expect(restore.getByRole("alert")).toHaveText(/^That backup does not open with this key/, {
          timeout: 60_000,
        });
        await restore.getByLabel("Backup file").setInputFiles(file);
        await restore.getByLabel("Backup key").fill(BACKUP_KEY);
        await restore.getByRole("button", { name: "Restore this backup" }).click();
        await expect(page).toHaveURL(/\/admin\/login\?restored=/, { timeout: 120_000 });
        await expect(page.getByRole("status")).toHaveText(
          /^Restored the backup of .+: sign in with your usual account\.$/,
        );
        await page.getByLabel("E-mail").fill(OWNER.email);
        await page.getByLabel("Password").fill(OWNER.password);
        await page.getByRole("button", { name: "Sign in", exact: true }).click();
        await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
        // Without a backup key of its own it makes no backups: the owner is told, and Backups says what to ask for.
        const howTo = page.getByRole("link", { name: "How to turn backups on" });
        await expect(howTo).toBeVisible();
        await howTo.click();
        await expect(page.getByRole("region", { name: "Backups are off" })).toContainText("BACKUP_KEY");
        await expect(page.getByRole("button", { name: "Back up now" })).toBeDisabled();
        await page.goto(`${fresh.url}/admin/subscribers`);
        await expect(page.getByRole("main")).toContainText(reader);
        // The restored server runs on, without a restart: the same process, and its data folder holds nothing aside.
        expect(fresh.child.exitCode).toBeNull();
        expect(
          readdirSync(fresh.storage.dataDir).filter((name) => name.startsWith("before-restore")),
        ).toEqual([]);
      } finally {
        await fresh.stop();
      }
    });
  });

  // eslint-disable-next-line no-empty-pattern
  test("npm run backup asks the running server for the backup, since only it may open the embedded database", async ({}, testInfo) => {
    test.skip(
      testInfo.project.name === "postgres",
      "Postgres is open to any process: the script backs it up itself",
    );
    const backupDir = testInfo.outputPath("backups");
    const server = await startOwnServer(testInfo, { BACKUP_DIR: backupDir, BACKUP_KEY });
    try {
      const made = await script("backup", { ...storageEnv(server.storage), BACKUP_DIR: backupDir });
      expect(made.code, made.output).toBe(0);
      expect(made.output).toContain(`Asked the running server (process ${server.child.pid}) for a backup`);
      expect(made.output).toContain(`Backup written: ${join(backupDir, newestBackup(backupDir))}`);
    } finally {
      await server.stop();
    }
  });
});
