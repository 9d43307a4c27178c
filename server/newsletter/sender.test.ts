import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { eq, inArray } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsletterDeliveries, newsletterSends, staff, subscribers } from "../../db/schema.ts";
import type { DatabaseHandle } from "../database.ts";
import { openTestDatabase } from "../testing/database.ts";
import { createLinkSigner } from "../signed-links.ts";
import { createNewsletter } from "../inbox/newsletter.ts";
import { createNewsletterSends, type NewsletterSends } from "./sends.ts";
import {
  createNewsletterSender,
  fixedNewsletterMail,
  messageIdFor,
  newsletterTransport,
  type NewsletterSender,
} from "./sender.ts";
import { UNSUBSCRIBE_PLACEHOLDER } from "../../app/features/newsletter/email.ts";
import { fixedSiteUrl } from "../site-address.ts";
import { keepReceived, type Received } from "../testing/smtp-capture.ts";

const SITE = "https://www.whiskerwalks.nyc";
const received: Received[] = [];
/** Addresses the mail server refuses for good, and for now (every time). */
const refusedForGood = new Set(["gone@example.com"]);
const refusedForNow = new Set(["full@example.com"]);

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  onRcptTo(address, _session, callback) {
    if (refusedForGood.has(address.address)) {
      const error = Object.assign(new Error("5.1.1 No such mailbox"), { responseCode: 550 });
      return callback(error);
    }
    if (refusedForNow.has(address.address)) {
      const error = Object.assign(new Error("4.2.2 Mailbox full, try later"), { responseCode: 452 });
      return callback(error);
    }
    callback();
  },
  onData: keepReceived(received),
});

let handle: DatabaseHandle;
let sends: NewsletterSends;
let sender: NewsletterSender;
let owner: { id: number; name: string; email: string };
const signer = createLinkSigner("a link secret for the tests");

async function addReaders(
  rows: { email: string; status: "subscribed" | "pending" | "unsubscribed" | "bounced" }[],
) {
  await handle.db.insert(subscribers).values(rows.map((row) => ({ ...row, clientHash: "test" })));
}

async function until(check: () => Promise<boolean>, ms = 20_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("Timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  smtp.listen(0, "127.0.0.1");
  await once(smtp.server, "listening");
  const port = (smtp.server.address() as AddressInfo).port;
  handle = await openTestDatabase();
  const [person] = await handle.db
    .insert(staff)
    .values({ name: "Olive Owner", email: "olive@example.com", role: "owner", passkeyUserId: "x" })
    .returning();
  owner = { id: person!.id, name: person!.name, email: person!.email };
  const newsletter = createNewsletter(handle.db, {
    signer,
    siteUrl: fixedSiteUrl(SITE),
    onOutboxQueued: () => {},
  });
  sends = createNewsletterSends(handle.db, { onChange: () => void sender.kick() });
  sender = createNewsletterSender(handle.db, {
    mail: fixedNewsletterMail(
      newsletterTransport(`smtp://127.0.0.1:${port}`, 3),
      "Whisker Walks NYC <hello@whiskerwalks.nyc>",
    ),
    siteUrl: fixedSiteUrl(SITE),
    rate: 0,
    connections: 3,
    soleProcess: true,
    retryDelays: [0.2, 0.2],
    pollMs: 200,
    unsubscribeLinks: () => newsletter.unsubscribeLinks(),
    prepare: async (slug) => ({
      ok: true,
      subject: `Letter ${slug}`,
      html: `<p>Hello from ${slug}. <a href="${UNSUBSCRIBE_PLACEHOLDER}">Unsubscribe</a></p>`,
      text: `Hello from ${slug}. Unsubscribe: ${UNSUBSCRIBE_PLACEHOLDER}`,
    }),
  });
  sender.start();
  // A fresh embedded database takes a while on a busy machine.
}, 120_000);

afterAll(async () => {
  await sender?.stop();
  await handle?.close();
  smtp.close();
}, 60_000);

describe("the newsletter sender", { timeout: 90_000 }, () => {
  it("sends to every confirmed reader once, bounces a refused address for good and gives up on a full one", async () => {
    const readers = Array.from({ length: 30 }, (_, i) => ({
      email: `reader${i}@example.com`,
      status: "subscribed" as const,
    }));
    await addReaders([
      ...readers,
      { email: "gone@example.com", status: "subscribed" },
      { email: "full@example.com", status: "subscribed" },
      { email: "pending@example.com", status: "pending" },
      { email: "left@example.com", status: "unsubscribed" },
      { email: "bounced-before@example.com", status: "bounced" },
    ]);
    const by = { actor: owner, clientHash: "test" };
    expect(await sends.schedule("first-letter", null, by, { subject: "Letter" })).toBe("scheduled");
    // Asking again, as a double click or a second server would, sends nothing more.
    expect(await sends.schedule("first-letter", null, by, { subject: "Letter" })).toBe("already");
    const send = (await sends.forIssue("first-letter"))!;
    await until(async () => (await sends.byId(send.id))?.status === "sent");

    const progress = (await sends.progress([send.id])).get(send.id)!;
    expect(progress).toMatchObject({ recipients: 32, sent: 30, bounced: 1, failed: 1, waiting: 0 });
    const to = received.filter((mail) => mail.raw.includes("first-letter")).map((mail) => mail.to);
    expect(new Set(to).size).toBe(to.length);
    expect(to.sort()).toEqual(readers.map((reader) => reader.email).sort());

    // Each copy carries the reader's own one-click unsubscribe link (RFC 8058) and a stable Message-ID.
    const [reader] = await handle.db
      .select()
      .from(subscribers)
      .where(eq(subscribers.email, "reader3@example.com"));
    const mail = received.find((each) => each.to === "reader3@example.com")!;
    const headers = mail.raw.split("\r\n\r\n")[0]!.replace(/\r\n[ \t]+/g, " ");
    const link = /^List-Unsubscribe: <([^>]+)>$/m.exec(headers)?.[1] ?? "";
    expect(link).toMatch(new RegExp(`^${SITE}/newsletter/unsubscribe/${reader!.id}-${send.id}\\.`));
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(headers).toContain(`Message-ID: ${messageIdFor(send.id, reader!.id, new URL(SITE).hostname)}`);
    expect(mail.raw).not.toContain(UNSUBSCRIBE_PLACEHOLDER);

    const [gone] = await handle.db
      .select()
      .from(subscribers)
      .where(eq(subscribers.email, "gone@example.com"));
    expect(gone).toMatchObject({ status: "bounced" });
    expect(gone!.bounceReason).toContain("No such mailbox");
    const problems = await sends.problems(send.id);
    expect(problems.find((row) => row.email === "full@example.com")).toMatchObject({
      status: "failed",
      attempts: 3,
    });
    expect(problems.find((row) => row.email === "full@example.com")!.error).toMatch(
      /^Gave up after 3 tries: .*Mailbox full/,
    );
  });

  it("hands a message a crash cut off to the mail server again, as the same message, and skips readers who left", async () => {
    const before = received.length;
    await addReaders([
      { email: "crash1@example.com", status: "subscribed" },
      { email: "crash2@example.com", status: "subscribed" },
      { email: "leaves@example.com", status: "subscribed" },
    ]);
    const ids = await handle.db
      .select({ id: subscribers.id, email: subscribers.email })
      .from(subscribers)
      .where(inArray(subscribers.email, ["crash1@example.com", "crash2@example.com", "leaves@example.com"]));
    // A send a dead process was working: one message handed over when it died, two waiting; its lease still held.
    const [send] = await handle.db
      .insert(newsletterSends)
      .values({
        slug: "second-letter",
        subject: "Letter second-letter",
        html: `<p>second-letter <a href="${UNSUBSCRIBE_PLACEHOLDER}">x</a></p>`,
        text: `second-letter ${UNSUBSCRIBE_PLACEHOLDER}`,
        status: "paused",
        scheduledAt: new Date(),
        startedAt: new Date(),
        workerId: "a-process-that-died",
        leaseUntil: new Date(Date.now() + 60_000),
      })
      .returning();
    await handle.db.insert(newsletterDeliveries).values(
      ids.map((row) => ({
        sendId: send!.id,
        subscriberId: row.id,
        email: row.email,
        status: row.email === "crash1@example.com" ? ("handing" as const) : ("waiting" as const),
      })),
    );
    await handle.db
      .update(subscribers)
      .set({ status: "unsubscribed" })
      .where(eq(subscribers.email, "leaves@example.com"));
    await handle.db
      .update(newsletterSends)
      .set({ status: "sending" })
      .where(eq(newsletterSends.id, send!.id));
    void sender.kick();
    await until(async () => (await sends.byId(send!.id))?.status === "sent");
    const progress = (await sends.progress([send!.id])).get(send!.id)!;
    expect(progress).toMatchObject({ sent: 2, skipped: 1, handedAgain: 1 });
    expect(
      received
        .slice(before)
        .map((mail) => mail.to)
        .sort(),
    ).toEqual(["crash1@example.com", "crash2@example.com"]);
  });
});
