import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../database.ts";
import { createInbox } from "../inbox/inbox.ts";
import type { StaffMember } from "../inbox/staff-auth.ts";

/**
 * What a newer reset link did to the e-mail of the one it replaced is kept in the database: a server started again
 * on the same data folder lists it as the first server left it, and its own newer link withdraws the first server's.
 */

const SITE = "https://www.whiskerwalks.nyc";
const folder = mkdtempSync(join(tmpdir(), "ww-reset-emails-"));
let handle: DatabaseHandle | undefined;

afterAll(async () => {
  await handle?.close();
  rmSync(folder, { recursive: true, force: true });
});

/** A server's services over the database in `folder`, as a start of the server opens them. */
async function start() {
  handle = await openDatabase({ dataDir: folder });
  return createInbox(handle.db, {
    adminPassword: "correct horse battery",
    mailFrom: "hello@whiskerwalks.nyc",
    siteUrl: SITE,
    linkSecret: "a link secret for the tests",
  });
}

it("a server started again sees which reset e-mail waits and which a newer link withdrew, and whose they are", async () => {
  let inbox = await start();
  const created = await inbox.people.createOwner(
    { name: "Olive Owner", email: "olive@example.com", password: "marmalade cats of wall street" },
    "client",
  );
  const owner: StaffMember = created.ok ? created.person : (undefined as never);
  const sends = async () => {
    const [olive] = await inbox.people.list();
    expect((await inbox.people.sendReset(olive!.id, owner, "client")).ok).toBe(true);
  };
  const emails = async () => ({
    waiting: await inbox.outbox.list("waiting"),
    done: await inbox.outbox.list("done"),
  });
  await sends();
  await sends();
  const before = await emails();
  expect(before.waiting).toHaveLength(1);
  expect(before.done).toMatchObject([
    {
      status: "withdrawn",
      note: "Olive Owner sent a newer reset link before this one was sent.",
      resetFor: { name: "Olive Owner" },
    },
  ]);
  await handle!.close();

  inbox = await start();
  expect(await emails()).toEqual(before);
  expect(await inbox.outbox.counts()).toEqual({ drafts: 0, waiting: 1 });
  // This server's newer link withdraws the e-mail the first server wrote.
  await sends();
  const after = await emails();
  expect(after.waiting).toHaveLength(1);
  expect(after.waiting[0]?.id).not.toBe(before.waiting[0]?.id);
  expect(after.done.find((row) => row.id === before.waiting[0]?.id)).toMatchObject({
    status: "withdrawn",
    resetFor: { name: "Olive Owner" },
  });
}, 60_000);
