import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "../database.ts";
import { openTestDatabase } from "../testing/database.ts";
import { sql } from "drizzle-orm";
import { createInbox, type Inbox } from "../inbox/inbox.ts";
import { forgetSpentSignInLinks, SIGN_IN_LINK_REMOVED } from "../inbox/sign-in-links.ts";
import type { StaffMember } from "../inbox/staff-auth.ts";
import { createPeople, RESET_REQUEST_LIMITS } from "./people.ts";
import { challengeOf, relyingParty } from "./passkeys.ts";
import { fixedSiteUrl } from "../site-address.ts";

const SETUP = "correct horse battery";
const SITE = "https://www.whiskerwalks.nyc";
let handle: DatabaseHandle;
let inbox: Inbox;
let owner: StaffMember;
const client = (clientHash: string) => ({ clientHash, userAgent: "Mozilla/5.0 (Macintosh) Chrome/131.0" });

/** The sign-in link in the newest outbox e-mail to an address (the token is the last path segment). */
async function linkTo(email: string): Promise<string> {
  const mail = (await inbox.outbox.list("waiting")).find((row) => row.recipient === email);
  return /\/admin\/(?:join|reset)\/([\w-]{43})/.exec(mail?.body ?? "")?.[1] ?? "";
}

async function actions(): Promise<string[]> {
  return (await inbox.audit.list({}, 1)).rows.map((row) => `${row.action}: ${row.summary}`);
}

beforeAll(async () => {
  handle = await openTestDatabase();
  inbox = createInbox(handle.db, {
    adminPassword: SETUP,
    mailFrom: "hello@whiskerwalks.nyc",
    siteUrl: SITE,
    linkSecret: "a link secret for the tests",
  });
}, 60_000);

afterAll(async () => {
  await inbox.outbox.stop();
  await handle.close();
});

// Every sign-in hashes a password with scrypt (a quarter of a second here).
vi.setConfig({ testTimeout: 20_000 });

describe("the first owner", () => {
  it("is created from the setup password's session, which can do nothing else", async () => {
    expect(await inbox.auth.hasAccounts()).toBe(false);
    expect(await inbox.auth.enabled()).toBe(true);
    const wrong = await inbox.auth.signInWithSetupPassword("not it", client("setup-client"));
    expect(wrong).toMatchObject({ ok: false, reason: "wrong" });
    const setup = await inbox.auth.signInWithSetupPassword(SETUP, client("setup-client"));
    expect(setup.ok).toBe(true);
    const session = await inbox.auth.session(setup.ok ? setup.token : "");
    expect(session).toMatchObject({ staff: null });

    const created = await inbox.people.createOwner(
      { name: "Olive Owner", email: " Olive@Example.com ", password: "marmalade cats of wall street" },
      "setup-client",
    );
    expect(created.ok).toBe(true);
    owner = created.ok ? created.person : owner;
    expect(owner).toMatchObject({ name: "Olive Owner", email: "olive@example.com", role: "owner" });
    expect(await inbox.auth.hasAccounts()).toBe(true);
    expect(await actions()).toEqual([
      "owner-created: Olive Owner created an owner account with the setup password.",
      "setup: The setup password was used to set up the staff area.",
      "sign-in-failed: The setup password was tried and was wrong.",
    ]);
    // The export says it in the page's words, at New York's time, which its column names.
    const [header, newest] = (await inbox.audit.exportCsv({})).split("\r\n");
    expect(header).toBe("When (New York time),Who,Their e-mail,What,Details");
    expect(newest).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},Olive Owner,olive@example\.com,/);
  });
});

describe("signing in with a password", () => {
  it("opens a session with the person in it, and signs out for good", async () => {
    const result = await inbox.auth.signIn(
      "OLIVE@example.com",
      "marmalade cats of wall street",
      client("c1"),
    );
    expect(result.ok).toBe(true);
    const token = result.ok ? result.token : "";
    expect(await inbox.auth.session(token)).toMatchObject({ staff: { id: owner.id, role: "owner" } });
    await inbox.auth.signOut(token, client("c1"));
    expect(await inbox.auth.session(token)).toBeNull();
  });

  it("answers a wrong password and an unknown e-mail alike", async () => {
    const wrong = await inbox.auth.signIn("olive@example.com", "not the password at all", client("c2"));
    const nobody = await inbox.auth.signIn("nobody@example.com", "not the password at all", client("c3"));
    expect(wrong).toEqual({ ok: false, reason: "wrong", failuresLeft: 4 });
    expect(nobody).toEqual(wrong);
  });

  it("throttles a client after five failures, even with the right password; others are unaffected", async () => {
    for (let i = 0; i < 5; i++) await inbox.auth.signIn("olive@example.com", `guess ${i}`, client("c4"));
    const throttled = await inbox.auth.signIn(
      "olive@example.com",
      "marmalade cats of wall street",
      client("c4"),
    );
    expect(throttled).toEqual({ ok: false, reason: "throttled", retryMinutes: 15, scope: "client" });
    const other = await inbox.auth.signIn("olive@example.com", "marmalade cats of wall street", client("c5"));
    expect(other.ok).toBe(true);
  });

  it("throttles an account after ten failures from any clients, whether or not it exists", async () => {
    await inbox.people.invite({ name: "Tess", email: "tess@example.com", role: "guide" }, owner, "t0");
    await inbox.people.acceptInvitation(
      await linkTo("tess@example.com"),
      { password: "tabby in the tenement" },
      "t0",
    );
    for (const email of ["tess@example.com", "ghost@example.com"]) {
      for (let i = 0; i < 10; i++)
        await inbox.auth.signIn(email, `guess ${i}`, client(`spread-${email}-${i}`));
      const next = await inbox.auth.signIn(email, "tabby in the tenement", client(`fresh-${email}`));
      expect(next).toMatchObject({ ok: false, reason: "throttled", scope: "account" });
    }
  }, 60_000);
});

describe("invitations", () => {
  it("send a single-use link through the outbox naming the inviter, and make an account once", async () => {
    const sent = await inbox.people.invite(
      { name: "Gus Guide", email: "gus@example.com", role: "guide" },
      owner,
      "c6",
    );
    expect(sent.ok).toBe(true);
    const mail = (await inbox.outbox.list("waiting")).find((row) => row.recipient === "gus@example.com");
    expect(mail).toMatchObject({
      accountLink: true,
      subject: "Olive Owner invited you to the Whisker Walks staff area",
    });
    expect(mail?.body).toContain(`${SITE}/admin/join/`);
    const token = await linkTo("gus@example.com");
    expect(await inbox.people.invitation(token)).toMatchObject({
      name: "Gus Guide",
      inviterName: "Olive Owner",
    });

    const gus = await inbox.people.acceptInvitation(token, { password: "tuxedo cat on a stoop" }, "c7");
    expect(gus).toMatchObject({ name: "Gus Guide", role: "guide" });
    expect(
      await inbox.people.acceptInvitation(token, { password: "tuxedo cat on a stoop" }, "c7"),
    ).toBeNull();
    expect(await inbox.people.invitation(token)).toBeNull();
    const again = await inbox.people.invite(
      { name: "Gus", email: "GUS@example.com", role: "guide" },
      owner,
      "c6",
    );
    expect(again).toEqual({ ok: false, text: "gus@example.com already has an account.", reason: "refused" });
  });

  it("can be revoked, and expire after seven days", async () => {
    await inbox.people.invite({ name: "Rita", email: "rita@example.com", role: "guide" }, owner, "c8");
    const [open] = (await inbox.people.openInvitations()).filter((row) => row.email === "rita@example.com");
    const token = await linkTo("rita@example.com");
    expect((await inbox.people.revokeInvitation(open!.id, owner, "c8")).ok).toBe(true);
    expect(await inbox.people.invitation(token)).toBeNull();

    await inbox.people.invite({ name: "Lou", email: "lou@example.com", role: "guide" }, owner, "c8");
    const later = createPeople(handle.db, {
      siteUrl: fixedSiteUrl(SITE),
      onOutboxQueued: () => undefined,
      now: () => new Date(Date.now() + 7 * 24 * 60 * 60_000 + 60_000),
    });
    const lou = await linkTo("lou@example.com");
    expect(await inbox.people.invitation(lou)).not.toBeNull();
    expect(await later.invitation(lou)).toBeNull();
  });

  it("leave no sign-in link in the outbox once their e-mail is sent, withdrawn or past the link's life", async () => {
    const bodyTo = async (email: string) =>
      (await inbox.outbox.list("done")).find((row) => row.recipient === email);
    // Rita's was revoked before it was sent.
    expect((await bodyTo("rita@example.com"))?.body).toContain(SIGN_IN_LINK_REMOVED);
    expect((await bodyTo("rita@example.com"))?.body).not.toMatch(/\/admin\/join\//);
    // Mo's was copied into the owner's own e-mail and marked sent.
    await inbox.people.invite({ name: "Mo", email: "mo@example.com", role: "guide" }, owner, "c8");
    const mo = (await inbox.outbox.list("waiting")).find((row) => row.recipient === "mo@example.com")!;
    const marked = await inbox.outbox.markSent(mo.id, { actor: owner, clientHash: "c8" });
    expect(marked?.body).not.toMatch(/\/admin\/join\//);
    expect(marked?.body).toContain(SIGN_IN_LINK_REMOVED);
    // Lou's link ran out while the e-mail waited: the hourly sweep withdraws it.
    await handle.db.execute(
      sql`update staff_invitations set expires_at = now() - interval '1 minute' where email = 'lou@example.com'`,
    );
    expect(await forgetSpentSignInLinks(handle.db)).toBeGreaterThan(0);
    expect(await bodyTo("lou@example.com")).toMatchObject({
      status: "withdrawn",
      note: "its sign-in link expired before it was sent",
    });
    expect((await bodyTo("lou@example.com"))?.body).not.toMatch(/\/admin\/join\//);
  });

  it("withdraw an unsent e-mail once a newer invitation replaces it, and leave none waiting once accepted", async () => {
    const jamie = "jamie.park@example.com";
    const waitingTo = async () =>
      (await inbox.outbox.list("waiting")).filter((row) => row.recipient === jamie);
    const before = await inbox.outbox.counts();
    for (const client of ["j1", "j2", "j3"])
      await inbox.people.invite({ name: "Jamie Park", email: jamie, role: "guide" }, owner, client);
    // One open invitation, one e-mail waiting: the newest, whose link works.
    expect((await inbox.people.openInvitations()).filter((row) => row.email === jamie)).toHaveLength(1);
    expect(await waitingTo()).toMatchObject([
      { invited: "Jamie Park", invitationOpen: true, resetFor: null },
    ]);
    expect(await inbox.outbox.counts()).toEqual({ ...before, waiting: before.waiting + 1 });
    const token = await linkTo(jamie);
    expect(await inbox.people.invitation(token)).toMatchObject({ email: jamie });
    const replaced = (await inbox.outbox.list("done")).filter((row) => row.recipient === jamie);
    expect(replaced).toHaveLength(2);
    for (const row of replaced) {
      expect(row).toMatchObject({
        status: "withdrawn",
        note: `${owner.name} sent a newer invitation before this one was sent.`,
        invited: "Jamie Park",
        invitationOpen: false,
      });
      expect(row.body).toContain(SIGN_IN_LINK_REMOVED);
      expect(row.body).not.toMatch(/\/admin\/join\//);
    }

    expect(
      await inbox.people.acceptInvitation(token, { password: "a calico on canal street" }, "j4"),
    ).toMatchObject({ email: jamie });
    expect(await waitingTo()).toEqual([]);
    expect(await inbox.outbox.counts()).toEqual(before);
    expect((await inbox.outbox.list("done")).filter((row) => row.recipient === jamie)).toHaveLength(3);
  });

  it("are withdrawn by the sweep when an older version left them waiting after their invitation ended", async () => {
    const before = await inbox.outbox.counts();
    await inbox.people.invite({ name: "Kit", email: "kit@example.com", role: "guide" }, owner, "k1");
    await inbox.people.invite({ name: "Kit", email: "kit@example.com", role: "guide" }, owner, "k2");
    // As an older version left them: the first invitation replaced, its e-mail still waiting.
    await handle.db.execute(
      sql`update outbox set status = 'queued', body = 'https://www.whiskerwalks.nyc/admin/join/abc' where recipient = 'kit@example.com'`,
    );
    expect(await inbox.outbox.counts()).toEqual({ ...before, waiting: before.waiting + 2 });
    expect(await forgetSpentSignInLinks(handle.db)).toBeGreaterThan(0);
    expect(await inbox.outbox.counts()).toEqual({ ...before, waiting: before.waiting + 1 });
    expect(
      (await inbox.outbox.list("done")).find((row) => row.recipient === "kit@example.com"),
    ).toMatchObject({
      status: "withdrawn",
      note: "the invitation was revoked or replaced by a newer one before it was sent",
      body: SIGN_IN_LINK_REMOVED,
    });
  });
});

describe("roles, status and resets", () => {
  it("keeps the last owner an owner, and ends a disabled person's sessions at once", async () => {
    expect(await inbox.people.setRole(owner.id, "guide", owner, "c9")).toMatchObject({ ok: false });
    expect(await inbox.people.setStatus(owner.id, "disabled", owner, "c9")).toMatchObject({ ok: false });
    const gus = (await inbox.people.list()).find((person) => person.email === "gus@example.com")!;
    const signedIn = await inbox.auth.signIn("gus@example.com", "tuxedo cat on a stoop", client("c10"));
    const token = signedIn.ok ? signedIn.token : "";
    expect(await inbox.auth.session(token)).not.toBeNull();
    expect((await inbox.people.setStatus(gus.id, "disabled", owner, "c9")).ok).toBe(true);
    expect(await inbox.auth.session(token)).toBeNull();
    const refused = await inbox.auth.signIn("gus@example.com", "tuxedo cat on a stoop", client("c11"));
    expect(refused).toMatchObject({ ok: false, reason: "wrong" });
    expect((await inbox.people.setStatus(gus.id, "active", owner, "c9")).ok).toBe(true);
    expect((await inbox.people.setRole(gus.id, "owner", owner, "c9")).text).toBe(
      "Gus Guide is now an owner.",
    );
    expect((await inbox.people.setRole(gus.id, "guide", owner, "c9")).ok).toBe(true);
  });

  it("sends a reset link only for an active account, saying nothing either way", async () => {
    const before = (await inbox.outbox.list("waiting")).length;
    expect(await inbox.people.requestReset("nobody-here@example.com", "c12")).toEqual({ ok: true });
    await inbox.people.idle();
    expect((await inbox.outbox.list("waiting")).length).toBe(before);
    expect(await inbox.people.requestReset("Gus@Example.com", "c12")).toEqual({ ok: true });
    await inbox.people.idle();
    // The newest e-mail to Gus: the reset link.
    const token = await linkTo("gus@example.com");
    const open = await inbox.auth.signIn("gus@example.com", "tuxedo cat on a stoop", client("c13"));
    const person = await inbox.people.completeReset(token, "a calico named penny", "c12");
    expect(person).toMatchObject({ name: "Gus Guide" });
    expect(await inbox.people.completeReset(token, "a calico named penny", "c12")).toBeNull();
    // Every session the person had has ended; the new password works.
    expect(await inbox.auth.session(open.ok ? open.token : "")).toBeNull();
    expect((await inbox.auth.signIn("gus@example.com", "a calico named penny", client("c14"))).ok).toBe(true);
  });
});

describe("reset links", () => {
  /** Gus's newest reset link, asked for on the sign-in page. */
  async function askForReset(clientHash: string, people = inbox.people): Promise<string> {
    expect(await people.requestReset("gus@example.com", clientHash)).toEqual({ ok: true });
    await people.idle();
    return linkTo("gus@example.com");
  }

  /** Gus's newest reset link, sent by the owner from People. */
  async function ownerSendsReset(): Promise<string> {
    const gus = (await inbox.people.list()).find((person) => person.email === "gus@example.com")!;
    expect((await inbox.people.sendReset(gus.id, owner, "owner-client")).ok).toBe(true);
    return linkTo("gus@example.com");
  }

  it("work once, and not after 24 hours (the clock moved on)", async () => {
    const token = await ownerSendsReset();
    const later = (hours: number) =>
      createPeople(handle.db, {
        siteUrl: fixedSiteUrl(SITE),
        onOutboxQueued: () => undefined,
        now: () => new Date(Date.now() + hours * 60 * 60_000),
      });
    expect(await later(23.9).resetFor(token)).toMatchObject({ name: "Gus Guide" });
    expect(await later(24.1).resetFor(token)).toBeNull();
    expect(await later(24.1).completeReset(token, "a ginger on the ferry", "r1")).toBeNull();
    expect(await inbox.people.completeReset(token, "a ginger on the ferry", "r1")).toMatchObject({
      name: "Gus Guide",
    });
    expect(await inbox.people.completeReset(token, "a ginger on the ferry", "r1")).toBeNull();
  });

  it("all die with a password change, on the account page or through one of them, and with a newer link", async () => {
    const gus = (await inbox.people.list()).find((person) => person.email === "gus@example.com")!;
    const member = { id: gus.id, name: gus.name, email: gus.email, role: gus.role };
    // Two links, the first replaced by the second: only the newest works.
    const first = await askForReset("r2");
    const owners = await inbox.people.sendReset(gus.id, owner, "r2");
    expect(owners.ok).toBe(true);
    const second = await linkTo("gus@example.com");
    expect(second).not.toBe(first);
    expect(await inbox.people.resetFor(first)).toBeNull();
    expect(await inbox.people.resetFor(second)).not.toBeNull();

    // A change on the account page ends the open link, and every other session of the person.
    const here = await inbox.auth.signIn("gus@example.com", "a ginger on the ferry", client("r3"));
    const there = await inbox.auth.signIn("gus@example.com", "a ginger on the ferry", client("r4"));
    if (!here.ok || !there.ok) throw new Error("sign-in failed");
    await inbox.people.changePassword(member, "the ferry cat of staten island", here.session.id, "r3");
    expect(await inbox.people.resetFor(second)).toBeNull();
    expect(await inbox.people.completeReset(second, "a link that should be dead", "r2")).toBeNull();
    expect(await inbox.auth.session(here.token)).not.toBeNull();
    expect(await inbox.auth.session(there.token)).toBeNull();

    // A reset through one link ends the others (asked for from two clients, the newest kept by the owner).
    const third = await ownerSendsReset();
    const fourth = await ownerSendsReset();
    expect(await inbox.people.resetFor(third)).toBeNull();
    expect(await inbox.people.completeReset(fourth, "a tabby named fig", "r6")).not.toBeNull();
    expect(await inbox.people.resetFor(fourth)).toBeNull();
    expect((await inbox.auth.signIn("gus@example.com", "a tabby named fig", client("r7"))).ok).toBe(true);
  });

  it("die when the account is disabled, and stay dead when it is enabled again", async () => {
    const gus = (await inbox.people.list()).find((person) => person.email === "gus@example.com")!;
    const token = await ownerSendsReset();
    expect((await inbox.people.setStatus(gus.id, "disabled", owner, "r8")).ok).toBe(true);
    expect((await inbox.people.setStatus(gus.id, "active", owner, "r8")).ok).toBe(true);
    expect(await inbox.people.resetFor(token)).toBeNull();
  });

  /** The e-mails to Gus written after the one numbered `after`, the oldest first, waiting or done. */
  async function gusEmailsAfter(after: number, show: "waiting" | "done") {
    return (await inbox.outbox.list(show))
      .filter((row) => row.recipient === "gus@example.com" && row.id > after)
      .sort((a, b) => a.id - b.id);
  }
  const newestEmailId = async () =>
    Math.max(
      0,
      ...[...(await inbox.outbox.list("waiting")), ...(await inbox.outbox.list("done"))].map((row) => row.id),
    );

  it("replaced by a newer one withdraw the e-mail still waiting, saying who replaced it, on any server", async () => {
    const gus = (await inbox.people.list()).find((person) => person.email === "gus@example.com")!;
    // A second server on the same database: it holds nothing of the first in memory.
    const elsewhere = createPeople(handle.db, {
      siteUrl: fixedSiteUrl(SITE),
      onOutboxQueued: () => undefined,
    });
    const after = await newestEmailId();
    const before = await inbox.outbox.counts();
    const first = await ownerSendsReset();
    const second = await askForReset("w1", elsewhere);
    const third = await ownerSendsReset();
    // One e-mail waits: the newest, whose link alone works, named as Gus's reset.
    const waiting = await gusEmailsAfter(after, "waiting");
    expect(waiting).toHaveLength(1);
    expect(waiting[0]).toMatchObject({ resetFor: { id: gus.id, name: "Gus Guide" }, invited: null });
    expect(waiting[0]?.body).toContain(`/admin/reset/${third}`);
    expect(await inbox.outbox.counts()).toEqual({ ...before, waiting: before.waiting + 1 });
    for (const replaced of [first, second]) {
      expect(await inbox.people.resetFor(replaced)).toBeNull();
      expect(await elsewhere.resetFor(replaced)).toBeNull();
    }
    expect(await elsewhere.resetFor(third)).toMatchObject({ name: "Gus Guide" });
    const withdrawn = await gusEmailsAfter(after, "done");
    expect(withdrawn.map((row) => row.note)).toEqual([
      "A newer reset link was asked for on the sign-in page before this one was sent.",
      `${owner.name} sent a newer reset link before this one was sent.`,
    ]);
    for (const row of withdrawn) {
      expect(row).toMatchObject({ status: "withdrawn", resetFor: { id: gus.id, name: "Gus Guide" } });
      expect(row.body).toContain(SIGN_IN_LINK_REMOVED);
      expect(row.body).not.toMatch(/\/admin\/reset\//);
    }
  });

  it("keep the waiting e-mail, and its link, when the newer one could not be written (one transaction)", async () => {
    const gus = (await inbox.people.list()).find((person) => person.email === "gus@example.com")!;
    const after = await newestEmailId();
    const token = await ownerSendsReset();
    await handle.db.execute(
      sql`create function refuse_outbox() returns trigger language plpgsql as $$ begin raise exception 'the disk is full'; end $$`,
    );
    await handle.db.execute(
      sql`create trigger refuse_outbox before insert on outbox for each row execute function refuse_outbox()`,
    );
    try {
      await expect(inbox.people.sendReset(gus.id, owner, "w2")).rejects.toThrow();
    } finally {
      await handle.db.execute(sql`drop trigger refuse_outbox on outbox`);
      await handle.db.execute(sql`drop function refuse_outbox()`);
    }
    expect(await inbox.people.resetFor(token)).toMatchObject({ name: "Gus Guide" });
    expect((await gusEmailsAfter(after, "waiting")).map((row) => row.status)).toEqual(["queued"]);
    expect(await gusEmailsAfter(after, "done")).toEqual([]);
  });

  it("used, or ended by a password change or a disabled account, withdraw their e-mail still waiting", async () => {
    const gus = (await inbox.people.list()).find((person) => person.email === "gus@example.com")!;
    const member = { id: gus.id, name: gus.name, email: gus.email, role: gus.role };
    const after = await newestEmailId();
    // The owner copied the link into their own e-mail without marking it sent; Gus used it.
    const token = await ownerSendsReset();
    expect(await inbox.people.completeReset(token, "a calico at the ferry", "w3")).not.toBeNull();
    await ownerSendsReset();
    await inbox.people.changePassword(member, "a calico at the ferry again", 0, "w3");
    await ownerSendsReset();
    expect((await inbox.people.setStatus(gus.id, "disabled", owner, "w3")).ok).toBe(true);
    expect((await inbox.people.setStatus(gus.id, "active", owner, "w3")).ok).toBe(true);
    expect(await gusEmailsAfter(after, "waiting")).toEqual([]);
    expect((await gusEmailsAfter(after, "done")).map((row) => row.note)).toEqual([
      "Gus Guide chose a new password before this one was sent.",
      "Gus Guide chose a new password before this one was sent.",
      `${owner.name} disabled the account before this one was sent.`,
    ]);
  });

  it("left waiting by an older version are named by their link, and withdrawn by the sweep once it no longer works", async () => {
    const gus = (await inbox.people.list()).find((person) => person.email === "gus@example.com")!;
    const after = await newestEmailId();
    // Sent by the owner: the tests above used up the hour's asks from the sign-in page for this address.
    await ownerSendsReset();
    const [older] = await gusEmailsAfter(after, "waiting");
    await ownerSendsReset();
    const [newer] = await gusEmailsAfter(after, "waiting");
    // As an older version left them: neither names its reset, and the replaced one still waits with its link.
    await handle.db.execute(
      sql`update outbox set status = 'queued', note = '', body = ${older!.body}, password_reset_id = null where id = ${older!.id}`,
    );
    await handle.db.execute(sql`update outbox set password_reset_id = null where id = ${newer!.id}`);
    expect((await gusEmailsAfter(after, "waiting")).map((row) => row.resetFor)).toEqual([null, null]);

    expect(await forgetSpentSignInLinks(handle.db)).toBeGreaterThan(0);
    // The newer one still works: it stays, now named as Gus's reset.
    expect(await gusEmailsAfter(after, "waiting")).toMatchObject([
      { id: newer!.id, resetFor: { id: gus.id, name: "Gus Guide" } },
    ]);
    expect(await gusEmailsAfter(after, "done")).toMatchObject([
      {
        id: older!.id,
        status: "withdrawn",
        note: "the reset link was used, replaced by a newer one or ended by a password change before it was sent",
        body: expect.not.stringMatching(/\/admin\/reset\//) as unknown,
        resetFor: { id: gus.id, name: "Gus Guide" },
      },
    ]);

    // The newer one's link runs out while it waits: withdrawn as expired.
    await handle.db.execute(
      sql`update password_resets set expires_at = now() - interval '1 minute' where id = (select password_reset_id from outbox where id = ${newer!.id})`,
    );
    expect(await forgetSpentSignInLinks(handle.db)).toBeGreaterThan(0);
    expect(await gusEmailsAfter(after, "waiting")).toEqual([]);
    expect((await gusEmailsAfter(after, "done")).find((row) => row.id === newer!.id)).toMatchObject({
      status: "withdrawn",
      note: "its sign-in link expired before it was sent",
    });
  });

  it("asked for too often are refused per client and not sent per address, counted in the database", async () => {
    const { perClient, perAddress } = RESET_REQUEST_LIMITS;
    // Two days on, so the counts of the tests above have aged out; two services, as two servers on one database.
    const options = {
      siteUrl: fixedSiteUrl(SITE),
      onOutboxQueued: () => undefined,
      now: () => new Date(Date.now() + 48 * 3600_000),
    };
    const people = createPeople(handle.db, options);
    const elsewhere = createPeople(handle.db, options);
    // Every e-mail written to the address: only the newest waits, the ones it replaced are withdrawn.
    const outboxTo = async (email: string) =>
      [...(await inbox.outbox.list("waiting")), ...(await inbox.outbox.list("done"))].filter(
        (row) => row.recipient === email,
      ).length;
    // One client, many addresses: refused once over its limit, whatever the address.
    for (let ask = 0; ask < perClient.limit; ask++) {
      expect(await people.requestReset(`someone-${ask}@example.com`, "flood")).toEqual({ ok: true });
    }
    const refused = await people.requestReset("gus@example.com", "flood");
    expect(refused).toMatchObject({ ok: false });
    expect(refused.ok ? 0 : refused.retryMinutes).toBeGreaterThanOrEqual(1);
    expect(refused.ok ? 99 : refused.retryMinutes).toBeLessThanOrEqual(15);
    // The other server sees the same count.
    expect(await elsewhere.requestReset("gus@example.com", "flood")).toMatchObject({ ok: false });

    // One address from many clients: answered alike each time, sent only up to its limit.
    const before = await outboxTo("gus@example.com");
    for (let ask = 0; ask < perAddress.limit + 4; ask++) {
      const service = ask % 2 ? elsewhere : people;
      expect(await service.requestReset("GUS@example.com", `many-${ask}`)).toEqual({ ok: true });
      await service.idle();
    }
    expect((await outboxTo("gus@example.com")) - before).toBe(perAddress.limit);
    // An address without an account is counted the same way, so the limit says nothing about who works here.
    for (let ask = 0; ask < perAddress.limit + 1; ask++) {
      expect(await people.requestReset("nobody@example.com", `other-${ask}`)).toEqual({ ok: true });
    }
  });

  it("are answered before the address is looked up, so the answer's timing says nothing", async () => {
    // Every transaction (the look-up and the e-mail) waits until the test lets it go.
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const gated = new Proxy(handle.db, {
      get(target, property, receiver) {
        if (property !== "transaction") return Reflect.get(target, property, receiver) as unknown;
        return async (...args: Parameters<typeof target.transaction>) => {
          await gate;
          return target.transaction(...args);
        };
      },
    });
    const people = createPeople(gated, { siteUrl: fixedSiteUrl(SITE), onOutboxQueued: () => undefined });
    const answered = (email: string, clientHash: string) =>
      Promise.race([
        people.requestReset(email, clientHash).then(() => "answered"),
        new Promise((resolve) => setTimeout(() => resolve("waited for the e-mail"), 3_000)),
      ]);
    const before = (await inbox.outbox.list("waiting")).length;
    expect(await answered("olive@example.com", "gate-1")).toBe("answered");
    expect(await answered("nobody-at-all@example.com", "gate-2")).toBe("answered");
    expect((await inbox.outbox.list("waiting")).length).toBe(before);
    release();
    await people.idle();
    expect((await inbox.outbox.list("waiting")).length).toBe(before + 1);
  });
});

describe("sessions", () => {
  it("are listed for their person, who can end one or all but the current", async () => {
    const a = await inbox.auth.signIn("olive@example.com", "marmalade cats of wall street", client("s1"));
    const b = await inbox.auth.signIn("olive@example.com", "marmalade cats of wall street", client("s2"));
    const c = await inbox.auth.signIn("olive@example.com", "marmalade cats of wall street", client("s3"));
    if (!a.ok || !b.ok || !c.ok) throw new Error("sign-in failed");
    const listed = await inbox.auth.sessionsOf(owner.id);
    expect(listed.map((session) => session.id)).toEqual(expect.arrayContaining([a.session.id, b.session.id]));
    expect(listed[0]?.userAgent).toContain("Chrome");
    const listedOwner = (await inbox.people.list()).find((person) => person.id === owner.id);
    expect(listedOwner).toMatchObject({ hasPassword: true, passkeys: 0, lastSeenAt: expect.any(Date) });
    const tess = (await inbox.people.list()).find((person) => person.email === "tess@example.com");
    expect(tess).toMatchObject({ lastSeenAt: null });
    expect(await inbox.auth.endSessions(owner, { only: b.session.id }, "s1")).toBe(1);
    expect(await inbox.auth.session(b.token)).toBeNull();
    await inbox.auth.endSessions(owner, { keep: a.session.id }, "s1");
    expect(await inbox.auth.session(c.token)).toBeNull();
    expect(await inbox.auth.session(a.token)).not.toBeNull();
    // Nobody ends another person's session: the person is part of the condition.
    const gus = (await inbox.people.list()).find((person) => person.email === "gus@example.com")!;
    expect(await inbox.auth.endSessions(gus, { only: a.session.id }, "s9")).toBe(0);
    expect(await inbox.auth.session(a.token)).not.toBeNull();
  });
});

describe("passkeys", () => {
  it("belong to PUBLIC_SITE_URL's host, or localhost when developing", () => {
    expect(relyingParty(SITE, "https://www.whiskerwalks.nyc/admin/login")).toEqual({
      id: "www.whiskerwalks.nyc",
      origins: ["https://www.whiskerwalks.nyc"],
    });
    expect(relyingParty(SITE, "http://localhost:3000/admin/login")).toEqual({
      id: "localhost",
      origins: ["http://localhost:3000"],
    });
    // Any other host (a proxy's, an attacker's Host header) still gets the site's own.
    expect(relyingParty(SITE, "http://127.0.0.1:3000/admin").id).toBe("www.whiskerwalks.nyc");
  });

  it("hand out single-use challenges that a sign-in answer must carry", async () => {
    const options = await inbox.passkeys.signInOptions(relyingParty(SITE, `${SITE}/admin/login`));
    const clientData = Buffer.from(
      JSON.stringify({ type: "webauthn.get", challenge: options.challenge }),
    ).toString("base64url");
    expect(challengeOf(clientData)).toBe(options.challenge);
    const forged = {
      id: "unknown-credential",
      rawId: "unknown-credential",
      type: "public-key" as const,
      clientExtensionResults: {},
      response: { clientDataJSON: clientData, authenticatorData: "", signature: "" },
    };
    expect(await inbox.passkeys.signIn(forged, relyingParty(SITE, `${SITE}/admin/login`))).toEqual({
      ok: false,
      why: "that passkey is not known here (it may have been removed)",
    });
    // The challenge was used up by that try.
    expect(await inbox.passkeys.signIn(forged, relyingParty(SITE, `${SITE}/admin/login`))).toEqual({
      ok: false,
      why: "the sign-in took too long or was already used",
    });
  });
});
