import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readContent } from "#app/content/read-content.ts";
import { inboxContext, type InboxRequest } from "#app/features/admin/inbox-context.ts";
import { staffSessionContext } from "#app/features/admin/staff.server.ts";
import { staff } from "#db/schema.ts";
import type { DatabaseHandle } from "#server/database.ts";
import { createInbox, type Inbox } from "#server/inbox/inbox.ts";
import type { NewsletterSending } from "#server/newsletter/sending.ts";
import { openTestDatabase } from "#server/testing/database.ts";
import { testNewsletterSending } from "#server/testing/newsletter-sending.ts";
import { loader as layoutLoader } from "./admin.tsx";
import { action as outboxAction, loader as outboxLoader } from "./admin.outbox.tsx";

/**
 * A newsletter test is for the person who asked for it (decision 187). While e-mail is not set up it waits in the
 * outbox: for them, counted and listed with a copy button named for each link; for everyone else, neither counted
 * (the header, the Overview) nor listed as waiting, until it is done.
 */

const SITE = "https://www.whiskerwalks.nyc";
const issue = readContent().newsletterIssues[0]!;
type Person = { id: number; name: string; email: string; role: "owner" | "guide" };
let handle: DatabaseHandle;
let inbox: Inbox;
let newsletterSending: NewsletterSending;
let owner: Person;
let guide: Person;

beforeAll(async () => {
  handle = await openTestDatabase();
  inbox = createInbox(handle.db, {
    mailFrom: "hello@whiskerwalks.nyc",
    siteUrl: SITE,
    linkSecret: "a secret",
  });
  newsletterSending = testNewsletterSending(handle.db, inbox);
  const rows = await handle.db
    .insert(staff)
    .values([
      { name: "Olive Owner", email: "olive@example.com", role: "owner", passkeyUserId: "olive" },
      { name: "Gus Guide", email: "gus@example.com", role: "guide", passkeyUserId: "gus" },
    ])
    .returning();
  [owner, guide] = rows.map((row) => ({ id: row.id, name: row.name, email: row.email, role: row.role })) as [
    Person,
    Person,
  ];
  // E-mail is not set up: the owner's test waits in the outbox, beside an invitation that waits for whoever sends it.
  expect(await newsletterSending.testSend(issue.slug, { actor: owner, clientHash: "c" })).toMatchObject({
    ok: true,
    via: "outbox",
  });
  expect(
    (await inbox.people.invite({ name: "Ida", email: "ida@example.com", role: "guide" }, owner, "c")).ok,
  ).toBe(true);
});

afterAll(async () => {
  await handle?.close();
});

/** A request's context, signed in as a person. */
function as(person: Person) {
  const context = new RouterContextProvider();
  context.set(inboxContext, { clientHash: "c", inbox, newsletterSending } as unknown as InboxRequest);
  context.set(staffSessionContext, { id: person.id, csrfToken: "t", expiresAt: new Date(), staff: person });
  return context;
}

const args = (person: Person, url: string, init?: RequestInit) =>
  ({ request: new Request(url, init), context: as(person), params: {} }) as never;

const layout = (person: Person) => layoutLoader(args(person, `${SITE}/admin`));
const outbox = (person: Person, show = "") => outboxLoader(args(person, `${SITE}/admin/outbox${show}`));

describe("a newsletter test waiting in the outbox", () => {
  it("is counted and listed for the person who asked for it, each link's copy button named for what it is", async () => {
    expect((await layout(owner)).outbox).toEqual({ drafts: 0, waiting: 2 });
    expect((await layout(owner)).badges.outbox).toBe(2);
    const { emails } = await outbox(owner);
    const test = emails.find((email) => email.subject === `[TEST] ${issue.meta.subject}`)!;
    expect(test.about?.text).toMatch(/^Your test of the newsletter/);
    const labels = test.links.map((link) => link.label);
    expect(labels).toContain("Copy the archive link");
    expect(labels).toContain("Copy the unsubscribe link");
    if (issue.meta.featuredPosts.length)
      expect(labels.filter((label) => / blog post link$/.test(label)).length).toBeGreaterThan(0);
    expect(labels.filter((label) => /link \d/.test(label))).toEqual([]);
  });

  it("is neither counted nor listed as waiting for anyone else; done, it is in everyone's Sent and done", async () => {
    // Nor is the invitation, which only an owner can open (decision 189); the outbox still lists it, whose it is.
    expect((await layout(guide)).outbox).toEqual({ drafts: 0, waiting: 0 });
    expect((await layout(guide)).badges.outbox).toBe(0);
    expect((await outbox(guide)).emails.map((email) => email.recipient)).toEqual(["ida@example.com"]);

    const test = (await outbox(owner)).emails.find((email) => email.subject.startsWith("[TEST] "))!;
    const marked = await outboxAction(
      args(owner, `${SITE}/admin/outbox`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ id: String(test.id), intent: "mark-sent" }).toString(),
      }),
    );
    expect(marked).toMatchObject({ notice: { tone: "success" } });
    expect((await layout(owner)).outbox).toEqual({ drafts: 0, waiting: 1 });
    const done = await outbox(guide, "?show=done");
    expect(done.emails.map((email) => email.subject)).toEqual([`[TEST] ${issue.meta.subject}`]);
  });
});
