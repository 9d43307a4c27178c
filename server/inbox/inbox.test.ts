import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readContent } from "../../app/content/read-content.ts";
import { fillLaterTokens } from "../../app/content/tokens.ts";
import type { DatabaseHandle } from "../database.ts";
import { openTestDatabase } from "../testing/database.ts";
import { createInbox, type Inbox } from "./inbox.ts";
import type { MailTransport } from "./outbox.ts";
import { newAdventureCatCode, normaliseCode } from "./applications.ts";
import { retryDelayMinutes } from "./outbox.ts";
import { containsPattern } from "./subscribers.ts";

/** The welcome e-mail as the build reads it; approving hands it to the inbox. */
const welcome = readContent().adventureCatWelcome;
let handle: DatabaseHandle;
let inbox: Inbox;
const sent: { to: string; subject: string; text: string }[] = [];
let smtpUp = false;
const transport: MailTransport = {
  async sendMail(message) {
    if (!smtpUp) throw new Error("connect ECONNREFUSED 127.0.0.1:2525");
    sent.push(message);
  },
};

const application = {
  first_name: "Ada",
  last_name: "Lovelace",
  email: "ada@example.com",
  mobile: "+12125550100",
  cat_name: "Tom",
  rules_accept: true as const,
  waiver_accept: true as const,
};

beforeAll(async () => {
  handle = await openTestDatabase();
  inbox = createInbox(handle.db, {
    adminPassword: "correct horse battery",
    mailFrom: "Whisker Walks NYC <hello@whiskerwalks.nyc>",
    siteUrl: "https://www.whiskerwalks.nyc",
    linkSecret: "a link secret for the tests",
    transport,
  });
}, 60_000);

afterAll(async () => {
  await inbox.outbox.stop();
  await handle.close();
});

describe("subscriber search", () => {
  it("searches literally: a search's own % and _ are not wildcards", () => {
    expect(containsPattern("50%_off")).toBe("%50\\%\\_off%");
  });
});

describe("messages", () => {
  it("lists newest first and tracks read and unread", async () => {
    await inbox.submissions.saveMessage(
      { name: "First", email: "a@b.co", phone: "Not provided", message: "one" },
      "c",
    );
    await inbox.submissions.saveMessage(
      { name: "Second", email: "a@b.co", phone: "Not provided", message: "two" },
      "c",
    );
    const list = await inbox.messages.list({ page: 1, unreadOnly: false });
    expect(list.rows.map((row) => row.name)).toEqual(["Second", "First"]);
    expect(list.unread).toBe(2);
    expect(await inbox.messages.setRead(list.rows[0]!.id, true)).toBe(true);
    expect((await inbox.messages.list({ page: 1, unreadOnly: true })).rows.map((row) => row.name)).toEqual([
      "First",
    ]);
    expect(await inbox.messages.setRead(999_999, true)).toBe(false);
  });
});

describe("applications, codes and the outbox", () => {
  it("approves once: a code, the status and the welcome e-mail together", async () => {
    const id = await inbox.submissions.saveApplication(
      application,
      { utm_source: "instagram" },
      "/adventure-cats/thanks",
      "c",
    );
    const approved = await inbox.applications.approve(id, welcome);
    expect(approved.ok && approved.code).toMatch(/^CAT-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);
    expect(await inbox.applications.approve(id, welcome)).toEqual({
      ok: false,
      reason: "already-reviewed",
      status: "approved",
    });
    expect(await inbox.applications.reject(id, "late")).toEqual({
      ok: false,
      reason: "already-reviewed",
      status: "approved",
    });
    const [email] = await inbox.outbox.list("waiting");
    expect(email).toMatchObject({
      recipient: "ada@example.com",
      subject: fillLaterTokens(welcome.subject, { catName: "Tom" }),
    });
    expect(email!.subject).toContain("Tom");
    expect(email!.body).toBe(
      fillLaterTokens(welcome.body, {
        firstName: "Ada",
        catName: "Tom",
        code: approved.ok ? approved.code! : "missing",
        bookingLink: "https://www.whiskerwalks.nyc/booking",
      }),
    );
    expect(email!.body).toContain(approved.ok ? approved.code! : "missing");
    expect(email!.body).not.toMatch(/\{\w+\}/);
  });

  it("redeems a code once, and says when when it is used again", async () => {
    const id = await inbox.submissions.saveApplication(
      { ...application, cat_name: "Mittens" },
      {},
      "/x",
      "c",
    );
    const approved = await inbox.applications.approve(id, welcome);
    const code = approved.ok ? approved.code! : "";
    const lowerCaseNoDashes = code.toLowerCase().replace(/-/g, "");
    const first = await inbox.applications.redeem(lowerCaseNoDashes, "FH-123");
    expect(first.ok).toBe(true);
    const second = await inbox.applications.redeem(code, "FH-456");
    expect(second).toMatchObject({ ok: false, reason: "already-redeemed", bookingReference: "FH-123" });
    expect(second.ok === false && second.reason === "already-redeemed" && second.redeemedAt).toBeInstanceOf(
      Date,
    );
    expect(await inbox.applications.redeem("CAT-AAAA-AAAA", "")).toEqual({ ok: false, reason: "not-found" });
    expect((await inbox.applications.findCode(code))?.catName).toBe("Mittens");
  });

  it("rejects with a note", async () => {
    const id = await inbox.submissions.saveApplication({ ...application, cat_name: "Shadow" }, {}, "/x", "c");
    expect(await inbox.applications.reject(id, "  Not a cat: a raccoon.  ")).toEqual({
      ok: true,
      catName: "Shadow",
    });
    const [rejected] = await inbox.applications.list("rejected");
    expect(rejected?.application).toMatchObject({ catName: "Shadow", reviewNote: "Not a cat: a raccoon." });
    expect(await inbox.applications.counts()).toEqual({ pending: 0, approved: 2, rejected: 1 });
  });

  it("undoes a rejection, once, with who undid it in the audit trail; an approval stays", async () => {
    const owner = await inbox.people.createOwner(
      { name: "Margo Reyes", email: "margo@example.com", password: "margo walks the promenade daily" },
      "client-staff",
    );
    if (!owner.ok) throw new Error(owner.text);
    const by = { actor: owner.person, clientHash: "client-staff" };
    const [rejected] = await inbox.applications.list("rejected");
    const id = rejected!.application.id;
    expect(await inbox.applications.reopen(id, by)).toEqual({ ok: true, catName: "Shadow" });
    expect(await inbox.applications.reopen(id, by)).toEqual({
      ok: false,
      reason: "already-reviewed",
      status: "pending",
    });
    const [pending] = await inbox.applications.list("pending");
    expect(pending?.application).toMatchObject({ id, reviewNote: "", reviewedAt: null });
    const [approved] = await inbox.applications.list("approved");
    expect(await inbox.applications.reopen(approved!.application.id, by)).toMatchObject({
      ok: false,
      status: "approved",
    });
    const [entry] = (await inbox.audit.list({ action: "application-reopened" }, 1)).rows;
    expect(entry?.summary).toBe(
      "Margo Reyes undid the rejection of Shadow (Ada Lovelace): the application is pending again.",
    );
    // As it was for the tests after this one.
    expect(await inbox.applications.reject(id, "Not a cat: a raccoon.")).toMatchObject({ ok: true });
  });

  it("keeps a failed e-mail with its error, retries it, and marks it sent", async () => {
    inbox.outbox.start();
    await inbox.outbox.kick();
    const [failed] = await inbox.outbox.list("waiting");
    // Staff read what went wrong in words, not the socket's error code.
    expect(failed).toMatchObject({ status: "queued", attempts: 1 });
    expect(failed?.lastError).toMatch(
      /^The mail server refused the connection: nothing takes e-mail on that port\./,
    );
    smtpUp = true;
    for (const email of await inbox.outbox.list("waiting")) await inbox.outbox.retryNow(email.id);
    expect(await inbox.outbox.counts()).toEqual({ drafts: 0, waiting: 0 });
    expect(sent.map((message) => message.to)).toEqual(["ada@example.com", "ada@example.com"]);
  });
});

describe("codes and retries", () => {
  it("makes codes from an unambiguous alphabet, and reads them back however typed", () => {
    const codes = new Set(Array.from({ length: 500 }, newAdventureCatCode));
    expect(codes.size).toBe(500);
    for (const code of codes) expect(code).not.toMatch(/[01OIL]/);
    expect(normaliseCode(" cat abcd efgh ")).toBe("CAT-ABCD-EFGH");
    expect(normaliseCode("abcdefgh")).toBe("CAT-ABCD-EFGH");
  });

  it("waits longer after each failure, never giving up", () => {
    expect([1, 2, 3, 4, 5, 50].map(retryDelayMinutes)).toEqual([1, 5, 15, 60, 180, 180]);
  });
});
