import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { RouterContextProvider } from "react-router";
import { afterAll, describe, expect, it, vi } from "vitest";
import { inboxContext, type InboxRequest } from "#app/features/admin/inbox-context.ts";
import { encryptFile } from "#server/backup/encryption.ts";
import { createSetupRestore } from "#server/backup/restore-on-setup.ts";
import { RestoreRefused } from "#server/backup/restore.ts";
import type { ContentHistory } from "#server/publishing/content-history.ts";
import { RESTORE_REFUSALS, restoreFromSetup } from "./setup-restore.server.ts";

/**
 * The setup page's "Restore from a backup file" (issue 39): on a new server, after the setup password, with the file
 * and its key. Every refusal is one sentence in words, with nothing restored and no uploaded file left behind.
 */
const CSRF = "setup-csrf-token";
const KEY = randomBytes(32);
// A temporary folder of this file's own, so the checks for leftovers never see another test file's (restore.test.ts
// makes restores' folders side by side with this one).
const ownTmp = mkdtempSync(join(tmpdir(), "setup-restore-tmp-"));
vi.stubEnv("TMPDIR", ownTmp);
const scratch = mkdtempSync(join(tmpdir(), "setup-restore-test-"));
afterAll(() => {
  vi.unstubAllEnvs();
  rmSync(ownTmp, { recursive: true, force: true });
});

/** The uploads' scratch folders this process has left in the system's temporary folder. */
const uploadsLeft = () => readdirSync(tmpdir()).filter((name) => name.startsWith("ww-upload-"));

type Restore = Pick<InboxRequest["setupRestore"], "restore" | "hasServerKey" | "uploadLimit">;

function contextWith(options: { accounts?: boolean; session?: boolean; restore?: Partial<Restore> }) {
  const restore = vi.fn<Restore["restore"]>(async () => {
    throw new Error("not expected");
  });
  const setupRestore: Restore = {
    restore,
    hasServerKey: false,
    uploadLimit: 1024 * 1024,
    ...options.restore,
  };
  const context = new RouterContextProvider();
  context.set(inboxContext, {
    secure: false,
    clientHash: "test",
    setupRestore,
    inbox: {
      auth: {
        setupEnabled: true,
        hasAccounts: async () => options.accounts ?? false,
        session: async (token?: string) =>
          (options.session ?? true) && token === "setup-session"
            ? { id: 7, csrfToken: CSRF, expiresAt: new Date(Date.now() + 60_000), staff: null }
            : null,
      },
    },
  } as unknown as InboxRequest);
  return { context, restore: setupRestore.restore as typeof restore };
}

/** The restore form as a browser posts it: the CSRF token, the key and the chosen file (or none). */
function restorePost(fields: { key?: string; file?: { name: string; bytes: Buffer } | null; csrf?: string }) {
  const form = new FormData();
  form.set("csrf", fields.csrf ?? CSRF);
  form.set("backupKey", fields.key ?? "");
  const file = fields.file === undefined ? { name: "b.wwbackup", bytes: Buffer.from("x") } : fields.file;
  form.set("backupFile", file ? new File([new Uint8Array(file.bytes)], file.name) : new File([], ""));
  return new Request("http://127.0.0.1/admin/setup?restore", {
    method: "POST",
    headers: { cookie: "ww_staff=setup-session" },
    body: form,
  });
}

async function answer(request: Request, context: RouterContextProvider) {
  const before = uploadsLeft();
  try {
    const result = (await restoreFromSetup(request, context)) as unknown as {
      init: ResponseInit;
      data: { error: string };
    };
    return { status: result.init.status, error: result.data.error, left: diff(before) };
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, location: thrown.headers.get("location"), left: diff(before) };
    throw thrown;
  }
}
const diff = (before: string[]) => uploadsLeft().filter((name) => !before.includes(name));

describe("restoring a backup from the setup page", () => {
  it("is refused with a 403 in words on a server that already has staff accounts, before reading the upload", async () => {
    const { context, restore } = contextWith({ accounts: true });
    const result = await answer(restorePost({ key: KEY.toString("base64") }), context);
    expect(result.status).toBe(403);
    expect(result.error).toContain("already has its staff accounts");
    expect(restore).not.toHaveBeenCalled();
    expect(result.left).toEqual([]);
  });

  it("needs the setup password first, and the form's own token", async () => {
    const signedOut = contextWith({ session: false });
    const noSession = await answer(restorePost({ key: KEY.toString("base64") }), signedOut.context);
    expect(noSession.status).toBe(403);
    expect(noSession.error).toContain("Type the setup password first");
    const forged = contextWith({});
    const wrongToken = await answer(
      restorePost({ key: KEY.toString("base64"), csrf: "other" }),
      forged.context,
    );
    expect(wrongToken.status).toBe(403);
    expect(wrongToken.error).toContain("This form has expired");
    expect(signedOut.restore).not.toHaveBeenCalled();
    expect(forged.restore).not.toHaveBeenCalled();
    expect(wrongToken.left).toEqual([]);
  });

  it("asks for the file, for the key (unless the server has one of its own) and for a key that is one", async () => {
    const { context, restore } = contextWith({});
    const noFile = await answer(restorePost({ key: KEY.toString("base64"), file: null }), context);
    expect(noFile).toMatchObject({ status: 400, error: RESTORE_REFUSALS["no-file"], left: [] });
    const noKey = await answer(restorePost({ key: "" }), context);
    expect(noKey).toMatchObject({ status: 400, error: RESTORE_REFUSALS["no-key"], left: [] });
    const notAKey = await answer(restorePost({ key: "my cat's name is Mittens" }), context);
    expect(notAKey.status).toBe(400);
    expect(notAKey.error).toContain("That is not a backup key");
    expect(restore).not.toHaveBeenCalled();
  });

  it("refuses a file over the limit with a 413 in words, as it streams, leaving nothing on disk", async () => {
    const { context, restore } = contextWith({ restore: { uploadLimit: 64 * 1024 } });
    const big = { name: "whiskerwalks-backup-20261101-040000Z.wwbackup", bytes: randomBytes(200 * 1024) };
    const result = await answer(restorePost({ key: KEY.toString("base64"), file: big }), context);
    expect(result.status).toBe(413);
    expect(result.error).toBe("The file is too large: the limit is 64 KB.");
    expect(result.left).toEqual([]);
    expect(restore).not.toHaveBeenCalled();
  });

  it("says a wrong key or a changed file in one sentence, having stopped nothing and written nothing", async () => {
    // The real restore behind the page, over an empty data folder: the backup is checked before the site stops.
    const plain = join(scratch, "plain.tar");
    writeFileSync(plain, randomBytes(4096));
    const sealed = join(scratch, "sealed.wwbackup");
    await encryptFile(plain, sealed, KEY);
    const stopSite = vi.fn(async () => undefined);
    const startSite = vi.fn(async () => undefined);
    const dataDir = mkdtempSync(join(scratch, "data-"));
    const setupRestore = createSetupRestore({
      target: { dataDir },
      history: {} as ContentHistory,
      serverKey: null,
      stopSite,
      startSite,
    });
    const { context } = contextWith({ restore: setupRestore });
    const bytes = readFileSync(sealed);
    const otherKey = await answer(
      restorePost({ key: randomBytes(32).toString("base64"), file: { name: "b.wwbackup", bytes } }),
      context,
    );
    expect(otherKey).toMatchObject({ status: 400, error: RESTORE_REFUSALS["wrong-key"], left: [] });
    const changed = Buffer.from(bytes);
    changed[changed.length >> 1]! ^= 0x01;
    const tampered = await answer(
      restorePost({ key: KEY.toString("hex"), file: { name: "b.wwbackup", bytes: changed } }),
      context,
    );
    expect(tampered).toMatchObject({ status: 400, error: RESTORE_REFUSALS["wrong-key"], left: [] });
    const foreign = await answer(
      restorePost({ key: KEY.toString("base64"), file: { name: "cats.jpg", bytes: randomBytes(2048) } }),
      context,
    );
    expect(foreign).toMatchObject({ status: 400, error: RESTORE_REFUSALS["not-a-backup"], left: [] });
    expect(stopSite).not.toHaveBeenCalled();
    expect(startSite).not.toHaveBeenCalled();
    expect(readdirSync(dataDir)).toEqual([]);
    expect(readdirSync(tmpdir()).filter((name) => name.startsWith("ww-restore-"))).toEqual([]);
  });

  it("asks again, once the backup is checked, that the server has no account: an owner made meanwhile is kept", async () => {
    const { context, restore } = contextWith({ restore: { hasServerKey: true } });
    // The restore asks as it would once the backup is checked: by then another tab has made the owner.
    restore.mockImplementationOnce(async (_file, _key, stillNew) => {
      accounts = true;
      if (!(await stillNew!())) throw new RestoreRefused("made meanwhile", "has-accounts");
      throw new Error("not expected");
    });
    let accounts = false;
    const hasAccounts = vi.fn(async () => accounts);
    (context.get(inboxContext).inbox.auth as { hasAccounts: () => Promise<boolean> }).hasAccounts =
      hasAccounts;
    const refused = await answer(restorePost({ key: "" }), context);
    expect(refused).toMatchObject({ status: 403, error: RESTORE_REFUSALS["has-accounts"], left: [] });
    expect(hasAccounts).toHaveBeenCalledTimes(2);
  });

  it("says in words why a checked backup is not restored, and sends a restored one to sign in", async () => {
    const { context, restore } = contextWith({ restore: { hasServerKey: true } });
    restore.mockRejectedValueOnce(new RestoreRefused("format 3", "other-version"));
    const refused = await answer(restorePost({ key: "" }), context);
    expect(refused).toMatchObject({ status: 400, error: RESTORE_REFUSALS["other-version"], left: [] });
    // Left empty, the key is this server's own (null: the restore uses it).
    expect(restore).toHaveBeenLastCalledWith(expect.any(String), null, expect.any(Function));

    restore.mockResolvedValueOnce({ createdAt: "2026-11-20T09:15:00.000Z" } as Awaited<
      ReturnType<Restore["restore"]>
    >);
    const done = await answer(
      restorePost({
        key: KEY.toString("base64"),
        file: { name: "whiskerwalks-backup-20261120-091500Z.wwbackup", bytes: Buffer.from("backup") },
      }),
      context,
    );
    expect(done).toMatchObject({
      status: 302,
      location: "/admin/login?restored=2026-11-20T09%3A15%3A00.000Z",
      left: [],
    });
    // The backup's own name reaches the restore (the activity record names it); the key as typed.
    const [file, key] = restore.mock.calls.at(-1)!;
    expect(file).toMatch(/whiskerwalks-backup-20261120-091500Z\.wwbackup$/);
    expect(key).toEqual(KEY);
  });
});
