import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readContent } from "../../app/content/read-content.ts";
import { dollars } from "../../app/content/tokens.ts";
import { outbox } from "../../db/schema.ts";
import type { DatabaseHandle } from "../database.ts";
import { openTestDatabase } from "../testing/database.ts";
import { createInbox, type Inbox } from "./inbox.ts";

/** The notes as the build reads them: the server hands the live build's to the inbox. */
const content = readContent();
let handle: DatabaseHandle;
let inbox: Inbox;

beforeAll(async () => {
  handle = await openTestDatabase();
  // Mail is off (no SMTP): each acknowledgement waits in the outbox for staff.
  inbox = createInbox(handle.db, {
    mailFrom: "Whisker Walks NYC <hello@whiskerwalks.nyc>",
    siteUrl: "https://www.whiskerwalks.nyc",
    linkSecret: "a link secret for the tests",
    transport: null,
    acknowledgements: () => ({
      contact: content.contactAcknowledgement,
      privateTour: content.privateTourAcknowledgement,
    }),
  });
}, 60_000);

afterAll(async () => {
  await inbox.outbox.stop();
  await handle.close();
});

const queuedTo = async (recipient: string) =>
  (await handle.db.select().from(outbox)).filter((row) => row.recipient === recipient);

describe("a visitor who writes is told we have it", () => {
  it("a contact message: what they sent and when we answer, queued in the outbox to their address", async () => {
    const message = {
      name: "Grace Hopper",
      email: "grace@example.com",
      phone: "Not provided",
      message: "Do the post-office cats have names we can look up?",
    };
    await inbox.submissions.saveMessage(message, "client-a");
    const [note, ...more] = await queuedTo(message.email);
    expect(more).toEqual([]);
    expect(note?.status).toBe("queued");
    expect(note?.subject).toContain(message.name);
    expect(note?.body).toContain(message.message);
    expect(note?.body).toContain(content.tokens.contactReplyTime);
    expect(note?.body).not.toMatch(/\{\w+\}/);
  });

  it("a private-tour request: its dates, guests and estimate, and the reply time it was promised", async () => {
    const request = {
      name: "Ada Lovelace",
      email: "ada@example.com",
      phone: "",
      date1: "2027-03-09",
      date2: "2027-03-13",
      date3: "",
      guests: 12,
      occasion: "corporate" as const,
      neighborhood: "financial-district",
      accessibility: "",
      message: "",
      consent: true as const,
    };
    await inbox.submissions.saveTourRequest(request, 480, "client-b");
    const [note, ...more] = await queuedTo(request.email);
    expect(more).toEqual([]);
    expect(note?.body).toContain("Mar 9, 2027");
    expect(note?.body).toContain("Mar 13, 2027");
    expect(note?.body).toContain(dollars(480));
    expect(note?.body).toContain(content.tokens.replyTime);
    expect(note?.body).not.toMatch(/\{\w+\}/);
  });
});
