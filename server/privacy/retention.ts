import { and, eq, inArray, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { applications, codes, messages, outbox, tourRequestEvents, tourRequests } from "../../db/schema.ts";
import type { PrivacySettings, RetentionKey } from "../../app/content/schema.ts";
import { cutoff, periodWords, RETENTION_LABELS } from "../../app/features/privacy/retention.ts";
import type { Database } from "../database.ts";
import { recordAudit } from "../staff/audit.ts";

export type Retention = PrivacySettings["retention"];
export type Deleted = Record<RetentionKey, number>;

const DAY_MS = 86_400_000;

/** A period as whole days back from `now` (months counted on the calendar), for the day-based insights upkeep. */
export function retentionDays(period: Retention[RetentionKey], now: Date): number {
  return Math.max(1, Math.round((now.getTime() - cutoff(period, now).getTime()) / DAY_MS));
}

/**
 * The privacy notice's retention limits, enforced (issue 40): once a day every record older than its limit in
 * content/settings/privacy.yaml is deleted, on PGlite and Postgres alike (plain SQL, idempotent, so two servers
 * sharing a database may both run it). The Activity record says how many of each kind went, never what they held.
 *
 * `newsletter` and `insights` are the services that already forget unconfirmed sign-ups and raw visit events: they
 * are handed the same limits, so there is one rule for each kind of record.
 */
export function createRetention(
  db: Database,
  services: {
    expireSignups: (before: Date) => Promise<number>;
    expireInsightEvents: (keepDays: number) => Promise<number>;
  },
) {
  return {
    async enforce(retention: Retention, now: Date = new Date()): Promise<Deleted> {
      const before = (key: RetentionKey) => cutoff(retention[key], now);
      const deleted: Deleted = {
        messages: 0,
        tourRequests: 0,
        applications: 0,
        unconfirmedSignups: 0,
        outbox: 0,
        insightEvents: 0,
      };

      deleted.messages = (
        await db
          .delete(messages)
          .where(lt(messages.createdAt, before("messages")))
          .returning({ id: messages.id })
      ).length;

      // A request's tour date: the date the guide offered, or else the last date the visitor asked for.
      const tourDay = before("tourRequests").toISOString().slice(0, 10);
      await db.transaction(async (tx) => {
        const old = await tx
          .select({ id: tourRequests.id })
          .from(tourRequests)
          .where(
            sql`coalesce(${tourRequests.chosenDate}, (select max(d) from unnest(${tourRequests.preferredDates}) as d)) < ${tourDay}::date`,
          );
        const ids = old.map((row) => row.id);
        if (!ids.length) return;
        await tx.delete(tourRequestEvents).where(inArray(tourRequestEvents.requestId, ids));
        await tx.delete(outbox).where(inArray(outbox.tourRequestId, ids));
        deleted.tourRequests = (
          await tx
            .delete(tourRequests)
            .where(inArray(tourRequests.id, ids))
            .returning({ id: tourRequests.id })
        ).length;
      });

      // Applications count from their decision; one still waiting for the weekly review is kept until it is decided.
      // An approved cat's code never expires (spec), so its application, which staff read when the code is given at
      // a booking, is kept while the code is unused, and counts from the code's use (docs/decisions/178).
      await db.transaction(async (tx) => {
        const old = await tx
          .select({ id: applications.id })
          .from(applications)
          .leftJoin(codes, eq(codes.applicationId, applications.id))
          .where(
            and(
              isNotNull(applications.reviewedAt),
              lt(applications.reviewedAt, before("applications")),
              or(isNull(codes.id), lt(codes.redeemedAt, before("applications"))),
            ),
          );
        const ids = old.map((row) => row.id);
        if (!ids.length) return;
        await tx.delete(codes).where(inArray(codes.applicationId, ids));
        await tx.delete(outbox).where(inArray(outbox.applicationId, ids));
        deleted.applications = (
          await tx
            .delete(applications)
            .where(inArray(applications.id, ids))
            .returning({ id: applications.id })
        ).length;
      });

      deleted.unconfirmedSignups = await services.expireSignups(before("unconfirmedSignups"));

      // Only e-mails that are done with (sent, or withdrawn): a draft or one waiting to go is never lost.
      deleted.outbox = (
        await db
          .delete(outbox)
          .where(and(inArray(outbox.status, ["sent", "withdrawn"]), lt(outbox.createdAt, before("outbox"))))
          .returning({ id: outbox.id })
      ).length;

      deleted.insightEvents = await services.expireInsightEvents(retentionDays(retention.insightEvents, now));

      const parts = (Object.keys(deleted) as RetentionKey[])
        .filter((key) => deleted[key] > 0)
        .map(
          (key) => `${RETENTION_LABELS[key]}: ${deleted[key]} (older than ${periodWords(retention[key])})`,
        );
      if (parts.length)
        await recordAudit(db, {
          actor: null,
          action: "retention-applied",
          target: "",
          summary: `The nightly clean-up deleted what the privacy notice says we no longer keep. ${parts.join("; ")}.`,
        });
      return deleted;
    },
  };
}
