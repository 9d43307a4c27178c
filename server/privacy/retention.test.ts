import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readContent } from "../../app/content/read-content.ts";
import {
  applications,
  auditEvents,
  codes,
  insightEvents,
  messages,
  newsletterSignups,
  outbox,
  subscribers,
  tourRequests,
} from "../../db/schema.ts";
import type { DatabaseHandle } from "../database.ts";
import { createInbox, type Inbox } from "../inbox/inbox.ts";
import { createInsights } from "../insights/insights.ts";
import { openTestDatabase } from "../testing/database.ts";
import { createRetention, retentionDays } from "./retention.ts";
import { seedPerson } from "./seed-person.ts";

/** The limits as staff set them in the editor (content/settings/privacy.yaml), read as the build reads them. */
const retention = readContent().privacy.retention;
const NOW = new Date("2026-11-28T09:00:00Z");
const monthsAgo = (months: number, days = 0) => {
  const at = new Date(NOW);
  at.setUTCMonth(at.getUTCMonth() - months);
  at.setUTCDate(at.getUTCDate() - days);
  return at;
};

let handle: DatabaseHandle;
let inbox: Inbox;
let old: Awaited<ReturnType<typeof seedPerson>>;
let recent: Awaited<ReturnType<typeof seedPerson>>;
let unusedCode: number | undefined;
let usedCode: number | undefined;

beforeAll(async () => {
  handle = await openTestDatabase();
  inbox = createInbox(handle.db, {
    mailFrom: "x@y.z",
    siteUrl: "https://www.whiskerwalks.nyc",
    linkSecret: "s",
  });
  // Past every limit: received over 24 months ago, a tour date over 24 months ago, declined over 12 months ago.
  old = await seedPerson(handle.db, "old@example.com", {
    at: monthsAgo(retention.messages.length, 2),
    tourDate: monthsAgo(retention.tourRequests.length, 2).toISOString().slice(0, 10),
    reviewedAt: monthsAgo(retention.applications.length, 2),
    decision: "rejected",
  });
  // Two cats approved over 12 months ago: one code still unused (it never expires), one used over 12 months ago.
  const approvedAt = monthsAgo(retention.applications.length, 40);
  const approved = await handle.db
    .insert(applications)
    .values(
      ["unused", "used"].map((name) => ({
        firstName: "Iris",
        lastName: name,
        email: `${name}@example.com`,
        mobile: "+15550101",
        catName: "Mango",
        rulesAccepted: true,
        waiverAccepted: true,
        status: "approved" as const,
        reviewedAt: approvedAt,
        clientHash: "c",
        createdAt: approvedAt,
      })),
    )
    .returning();
  [unusedCode, usedCode] = approved.map((row) => row.id);
  await handle.db.insert(codes).values([
    { code: "CAT-UNUSED", applicationId: unusedCode! },
    { code: "CAT-USED", applicationId: usedCode!, redeemedAt: monthsAgo(retention.applications.length, 2) },
  ]);
  // Inside every limit, by a day or two.
  recent = await seedPerson(handle.db, "recent@example.com", {
    at: monthsAgo(retention.messages.length, -2),
    tourDate: monthsAgo(retention.tourRequests.length, -2).toISOString().slice(0, 10),
    reviewedAt: monthsAgo(retention.applications.length, -2),
    subscribed: "subscribed",
  });
}, 60_000);
afterAll(async () => handle?.close());

describe("the privacy notice's retention limits", () => {
  it("delete, at a given moment, each kind of record past its limit and nothing inside it", async () => {
    const insights = createInsights(handle.db, { now: () => NOW });
    const retentionJob = createRetention(handle.db, {
      expireSignups: (before) => inbox.newsletter.expirePending(before),
      expireInsightEvents: (days) => insights.maintain(days),
    });
    const deleted = await retentionJob.enforce(retention, NOW);
    expect(deleted).toMatchObject({ messages: 1, tourRequests: 1, applications: 2, unconfirmedSignups: 1 });

    const ids = async <T extends { id: number }>(rows: Promise<T[]>) => (await rows).map((row) => row.id);
    expect(await ids(handle.db.select({ id: messages.id }).from(messages))).toEqual([recent.message]);
    expect(await ids(handle.db.select({ id: tourRequests.id }).from(tourRequests))).toEqual([recent.request]);
    // The declined one and the one whose code was used went; the cat whose code is still unused keeps it.
    expect((await ids(handle.db.select({ id: applications.id }).from(applications))).toSorted()).toEqual(
      [recent.application, unusedCode].toSorted(),
    );
    expect((await handle.db.select().from(codes)).map((row) => row.code).toSorted()).toEqual(
      [`CAT-${recent.application}-NORA`, "CAT-UNUSED"].toSorted(),
    );
    // The old sign-up was never confirmed: forgotten with its address. The recent one was confirmed: kept.
    expect(await ids(handle.db.select({ id: subscribers.id }).from(subscribers))).toEqual([
      recent.subscriber,
    ]);
    expect(await ids(handle.db.select({ id: newsletterSignups.id }).from(newsletterSignups))).not.toContain(
      old.signup,
    );
    expect(await ids(handle.db.select({ id: outbox.id }).from(outbox))).not.toContain(old.mail);
  });

  it("record counts in the Activity record, never an address or a name", async () => {
    const [entry] = await handle.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "retention-applied"));
    expect(entry?.summary).toContain("Contact messages: 1");
    expect(entry?.summary).not.toMatch(/old@example\.com|Nora|Quinn/);
  });

  it("find nothing more to delete the same day, and record nothing then", async () => {
    const retentionJob = createRetention(handle.db, {
      expireSignups: (before) => inbox.newsletter.expirePending(before),
      expireInsightEvents: async () => 0,
    });
    const again = await retentionJob.enforce(retention, NOW);
    expect(Object.values(again).every((count) => count === 0)).toBe(true);
    const entries = await handle.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "retention-applied"));
    expect(entries).toHaveLength(1);
  });

  it("keep a draft or an e-mail waiting to go, however old", async () => {
    const [draft] = await handle.db
      .insert(outbox)
      .values({ recipient: "a@b.c", subject: "s", body: "b", status: "queued", createdAt: monthsAgo(60) })
      .returning();
    const retentionJob = createRetention(handle.db, {
      expireSignups: async () => 0,
      expireInsightEvents: async () => 0,
    });
    await retentionJob.enforce(retention, NOW);
    expect(await handle.db.select().from(outbox).where(eq(outbox.id, draft!.id))).toHaveLength(1);
  });

  it("delete single visit events past their limit, keeping the daily totals", async () => {
    const insights = createInsights(handle.db, { now: () => NOW });
    const keep = retentionDays(retention.insightEvents, NOW);
    const day = (back: number) => new Date(NOW.getTime() - back * 86_400_000).toISOString().slice(0, 10);
    await handle.db.insert(insightEvents).values([
      { day: day(keep + 3), visitor: "v1", kind: "pageview", path: "/" },
      { day: day(keep - 3), visitor: "v2", kind: "pageview", path: "/" },
    ]);
    expect(await insights.maintain(keep)).toBe(1);
    expect((await handle.db.select().from(insightEvents)).map((row) => row.visitor)).toEqual(["v2"]);
  });

  it("count months on the calendar and days as days", () => {
    expect(retentionDays({ length: 90, unit: "days" }, NOW)).toBe(90);
    expect(retentionDays({ length: 1, unit: "months" }, NOW)).toBe(31);
  });
});
