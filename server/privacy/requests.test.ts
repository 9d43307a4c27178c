import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readContent } from "../../app/content/read-content.ts";
import type { ServerCopy } from "../../app/content/server-copy.server.ts";
import { auditEvents, outbox, privacyRequests, staff } from "../../db/schema.ts";
import type { DatabaseHandle } from "../database.ts";
import { createInbox, type Inbox } from "../inbox/inbox.ts";
import { openTestDatabase } from "../testing/database.ts";
import { createPrivacyRequestLinks } from "./request-links.ts";
import { ANSWER_DAYS, CONFIRM_HOURS } from "./requests.ts";

/** The words as the build reads them, from the privacy page and its e-mail. */
const content = readContent();
const words = (content.pages.privacy as unknown as { request: ServerCopy["privacyRequest"] }).request;
const copy = () =>
  ({ privacyRequest: words, privacyRequestConfirmation: content.privacyRequestConfirmation }) as ServerCopy;

let handle: DatabaseHandle;
let inbox: Inbox;
let server: Server;
let base: string;

beforeAll(async () => {
  handle = await openTestDatabase();
  inbox = createInbox(handle.db, {
    mailFrom: "x@y.z",
    siteUrl: "https://www.whiskerwalks.nyc",
    linkSecret: "test-secret",
  });
  const handler = createPrivacyRequestLinks({
    requests: inbox.privacyRequests,
    copy,
    stylesheets: [],
    clientHash: () => "client",
  });
  server = createServer((req, res) => {
    void Promise.resolve(handler(req, res, new URL(req.url ?? "/", "http://x"))).then((handled) => {
      if (!handled) res.writeHead(599).end();
    });
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  server?.close();
  await handle?.close();
});

/** As the page's button sends it: a form with no fields. */
const press = (path: string, method = "POST") =>
  fetch(`${base}${path}`, method === "POST" ? { method, body: new URLSearchParams() } : { method });

const ask = (fields: Record<string, string>) =>
  fetch(`${base}/privacy/request`, { method: "POST", body: new URLSearchParams(fields) });

/** The confirmation link in the newest e-mail to an address, as a path. */
async function linkFor(address: string): Promise<string> {
  const mails = await handle.db.select().from(outbox).where(eq(outbox.recipient, address));
  const match = /https:\/\/www\.whiskerwalks\.nyc(\/privacy\/confirm\/\S+)/.exec(mails.at(-1)?.body ?? "");
  expect(match, "a confirmation link in the e-mail").not.toBeNull();
  return match![1]!;
}

describe("a visitor's privacy request", () => {
  it("sends a confirmation link to the address typed (lower-cased), and says the same for any address", async () => {
    const answer = await ask({ email: "Nora.Quinn@Example.com", kind: "erase" });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain(words.sent.replace(/'/g, "&#39;").slice(0, 40));
    const [mail] = await handle.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, "nora.quinn@example.com"));
    expect(mail?.subject).toBe(content.privacyRequestConfirmation.subject);
    expect(mail?.body).toContain("erase everything we hold");
    expect(mail?.body).toContain(`${CONFIRM_HOURS} hours`);
    // Not in the staff list until confirmed.
    expect(await inbox.privacyRequests.open()).toEqual([]);
  });

  it.each([
    [{ email: "", kind: "see" }, 400],
    [{ email: "not an address", kind: "see" }, 400],
    [{ email: "nora@example.com", kind: "delete-everyone" }, 400],
  ])("refuses %j in words (%i) and stores nothing", async (fields, status) => {
    const before = (await handle.db.select().from(privacyRequests)).length;
    const answer = await ask(fields);
    expect(answer.status).toBe(status);
    expect(await answer.text()).toMatch(/e-mail address|see your data/);
    expect(await handle.db.select().from(privacyRequests)).toHaveLength(before);
  });

  it("shows one button on the link, confirms once, and lists the request with its deadline", async () => {
    const path = await linkFor("nora.quinn@example.com");
    const page = await fetch(`${base}${path}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(words.confirmButton);
    expect(await inbox.privacyRequests.open()).toEqual([]);

    const confirmed = await press(path);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain(words.confirmed.slice(0, 30));
    const [open] = await inbox.privacyRequests.open();
    expect(open).toMatchObject({ email: "nora.quinn@example.com", kind: "erase" });
    expect(open!.deadline.getTime() - open!.confirmedAt.getTime()).toBe(ANSWER_DAYS * 86_400_000);
    const [entry] = await handle.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "privacy-request"));
    expect(entry?.summary).not.toContain("nora");
  });

  it("refuses a replayed link in words, and changes nothing", async () => {
    const path = await linkFor("nora.quinn@example.com");
    for (const method of ["GET", "POST"]) {
      const again = await press(path, method);
      expect(again.status).toBe(410);
      expect(await again.text()).toContain(words.usedLink.slice(0, 30));
    }
    expect(await inbox.privacyRequests.open()).toHaveLength(1);
  });

  it("refuses a forged or altered link in words, and changes nothing", async () => {
    await ask({ email: "gus@example.com", kind: "see" });
    const path = await linkFor("gus@example.com");
    const [, token = ""] = /\/privacy\/confirm\/(.+)$/.exec(path)!;
    const [payload = "", signature = ""] = token.split(".");
    const forged = [
      // Another request's id with this link's signature.
      `/privacy/confirm/${payload.replace(/^\d+/, "1")}.${signature}`,
      `/privacy/confirm/${payload}.${"A".repeat(signature.length)}`,
      "/privacy/confirm/nonsense",
    ];
    for (const address of forged) {
      for (const method of ["GET", "POST"]) {
        const answer = await press(address, method);
        expect(answer.status, `${method} ${address}`).toBe(404);
        expect(await answer.text()).toContain(words.badLink.slice(0, 30));
      }
    }
    expect((await inbox.privacyRequests.open()).map((request) => request.email)).toEqual([
      "nora.quinn@example.com",
    ]);
    // The real link still works.
    expect((await press(path)).status).toBe(200);
  });

  it("refuses a link past its lifetime in words (410), confirms nothing, and still takes a new request", async () => {
    await ask({ email: "Late.Larry@example.com", kind: "see" });
    const path = await linkFor("late.larry@example.com");
    // The visitor opens the e-mail a day and an hour later.
    await handle.db
      .update(privacyRequests)
      .set({ createdAt: new Date(Date.now() - (CONFIRM_HOURS + 1) * 3_600_000) })
      .where(eq(privacyRequests.email, "late.larry@example.com"));
    for (const method of ["GET", "POST"]) {
      const late = await press(path, method);
      expect(late.status).toBe(410);
      expect(await late.text()).toContain(words.usedLink.slice(0, 30));
    }
    expect((await inbox.privacyRequests.open()).map((request) => request.email)).not.toContain(
      "late.larry@example.com",
    );
    expect((await ask({ email: "late.larry@example.com", kind: "see" })).status).toBe(200);
    expect((await press(await linkFor("late.larry@example.com"))).status).toBe(200);
  });

  it("answers a filled honeypot as any visitor, and stores and sends nothing", async () => {
    const before = await handle.db.select().from(outbox);
    const answer = await ask({ email: "bot@example.com", kind: "erase", website: "https://spam.example" });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain(words.sent.replace(/'/g, "&#39;").slice(0, 40));
    expect(
      await handle.db.select().from(privacyRequests).where(eq(privacyRequests.email, "bot@example.com")),
    ).toEqual([]);
    expect(await handle.db.select().from(outbox)).toEqual(before);
  });

  it("is marked answered once, in Activity by its number; an unknown or answered request changes nothing", async () => {
    const [margo] = await handle.db
      .insert(staff)
      .values({ name: "Margo Owner", email: "margo@whiskerwalks.nyc", role: "owner", passkeyUserId: "p1" })
      .returning();
    const by = { actor: { id: margo!.id, name: margo!.name, email: margo!.email }, clientHash: "h" };
    const [open] = await inbox.privacyRequests.open();
    expect(await inbox.privacyRequests.markDone(open!.id, by)).toBe(true);
    expect((await inbox.privacyRequests.open()).map((request) => request.id)).not.toContain(open!.id);
    for (const id of [open!.id, 999_999]) expect(await inbox.privacyRequests.markDone(id, by)).toBe(false);
    const answered = await handle.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "privacy-request-answered"));
    expect(answered).toHaveLength(1);
    expect(answered[0]!.summary).toContain(`request ${open!.id}`);
    expect(answered[0]!.summary).not.toContain(open!.email);
  });

  it("answers 405 to other methods on the form's address", async () => {
    expect((await fetch(`${base}/privacy/request`)).status).toBe(405);
  });
});
