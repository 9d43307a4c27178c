import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readContent } from "../../app/content/read-content.ts";
import { dollars } from "../../app/content/tokens.ts";
import { outbox } from "../../db/schema.ts";
import type { DatabaseHandle } from "../database.ts";
import { openTestDatabase } from "../testing/database.ts";
import { tourFacts, tourSummaries } from "#app/content/site.ts";
import { createContactPagePost } from "../forms/contact-page.ts";
import { createRateLimit } from "../forms/rate-limit.ts";
import { createTourRequestPagePost, TOUR_REQUEST_TRAP } from "../forms/tour-request-page.ts";
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

describe("no acknowledgement goes where the form's checks did not pass", () => {
  const limit = () => createRateLimit({ limit: 100, windowMs: 60_000 });
  const formPost = (path: string, fields: Record<string, string>) =>
    new Request(`http://localhost${path}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    });

  it("a contact form refused, or sent by a bot into the trap, queues nothing; the same form checked gets its note", async () => {
    const post = createContactPagePost({ submissions: inbox.submissions, limit: limit() });
    const form = { name: "Eve Example", message: "Hello", consent: "yes", website: "" };
    const refused = "eve@example.com?cc=spy@evil.example";
    expect(await post(formPost("/contact", { ...form, email: refused }), "c1")).toMatchObject({
      sent: false,
    });
    expect(await queuedTo(refused)).toEqual([]);
    const bot = "bot@example.com";
    expect(
      await post(formPost("/contact", { ...form, email: bot, website: "https://spam.example" }), "c2"),
    ).toEqual({
      sent: true,
    });
    expect(await queuedTo(bot)).toEqual([]);
    expect(await post(formPost("/contact", { ...form, email: "eve@example.com" }), "c3")).toEqual({
      sent: true,
    });
    expect(await queuedTo("eve@example.com")).toHaveLength(1);
  });

  it("a private-tour request refused, or trapped, queues nothing; the same request checked gets its note", async () => {
    const post = createTourRequestPagePost({
      submissions: inbox.submissions,
      tourRequests: inbox.tourRequests,
      limit: limit(),
      today: () => "2027-01-04",
    });
    const rules = { facts: tourFacts, neighborhoods: tourSummaries.map((tour) => tour.slug) };
    const request = {
      name: "Lin Chen",
      phone: "",
      date1: "2027-03-09",
      date2: "2027-03-13",
      guests: "6",
      occasion: "birthday",
      neighborhood: tourSummaries[0]!.slug,
      consent: "yes",
      [TOUR_REQUEST_TRAP]: "",
    };
    const refused = "lin@example";
    const sent = (email: string, extra: Record<string, string> = {}) =>
      post(formPost("/tours/private-tours", { ...request, email, ...extra }), "c4", rules);
    expect(await sent(refused)).toMatchObject({ sent: false, errors: { email: expect.any(String) } });
    expect(await queuedTo(refused)).toEqual([]);
    expect(await sent("lin.bot@example.com", { [TOUR_REQUEST_TRAP]: "https://spam.example" })).toMatchObject({
      sent: true,
      stored: false,
    });
    expect(await queuedTo("lin.bot@example.com")).toEqual([]);
    expect(await sent("lin@example.com")).toMatchObject({ sent: true, stored: true });
    expect(await queuedTo("lin@example.com")).toHaveLength(1);
  });
});
