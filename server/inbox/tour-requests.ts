import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import { outbox, tourRequestEvents, tourRequests } from "../../db/schema.ts";
import { TOUR_REQUEST_STATUSES, type TourRequestStatus } from "../../db/statuses.ts";
import type { Database } from "../database.ts";
import type { LinkSigner } from "../signed-links.ts";
import { recordAudit, type ChangedBy } from "../staff/audit.ts";
import { toCsv } from "./csv.ts";

/** A request's confirmation page can be opened this many days after it was sent. */
export const CONFIRMATION_DAYS = 30;

/** Where a guide may move a request by hand; replied comes from its reply leaving (outbox: sent, or marked sent). */
const MOVES: Record<"booked" | "declined", readonly TourRequestStatus[]> = {
  booked: ["new", "replied"],
  declined: ["new", "replied"],
};

export type MoveOutcome =
  { ok: true } | { ok: false; reason: "not-found" | "not-allowed"; status?: TourRequestStatus };

export type DraftOutcome =
  | { ok: true; outboxId: number }
  | { ok: false; reason: "not-found" | "not-a-date" | "already-drafted" | "closed" };

/** The reply a guide drafts, written by the caller from the content template for the chosen date. */
export type ReplyDraft = (
  request: typeof tourRequests.$inferSelect,
  chosenDate: string,
) => {
  subject: string;
  body: string;
};

/**
 * Private-tour requests in the staff inbox (issue 15): the pipeline new → replied → booked, or declined, each move
 * recorded with who made it and when; a reply drafted into the outbox for the guide to edit and send; CSV.
 */
export function createTourRequests(db: Database, options: { signer: LinkSigner }) {
  const { signer } = options;

  return {
    /** The confirmation page of a stored request: a signed token, so nobody can open another's. */
    confirmationToken: (id: number) => signer.sign("tour-request", String(id)),

    /** The request a confirmation token names, while its page is still shown. */
    async findByToken(token: string) {
      const payload = signer.verify("tour-request", token);
      if (!payload || !/^\d{1,9}$/.test(payload)) return null;
      const [row] = await db
        .select()
        .from(tourRequests)
        .where(
          and(
            eq(tourRequests.id, Number(payload)),
            sql`${tourRequests.createdAt} > now() - make_interval(days => ${CONFIRMATION_DAYS})`,
          ),
        );
      return row ?? null;
    },

    async counts(): Promise<Record<TourRequestStatus, number>> {
      const rows = await db
        .select({ status: tourRequests.status, total: count() })
        .from(tourRequests)
        .groupBy(tourRequests.status);
      const totals = Object.fromEntries(TOUR_REQUEST_STATUSES.map((status) => [status, 0])) as Record<
        TourRequestStatus,
        number
      >;
      for (const row of rows) totals[row.status] = row.total;
      return totals;
    },

    /** The requests in one state (new ones oldest first: that is the order to answer them), with their history. */
    async list(status: TourRequestStatus) {
      const rows = await db
        .select()
        .from(tourRequests)
        .where(eq(tourRequests.status, status))
        .orderBy(
          status === "new" ? asc(tourRequests.createdAt) : desc(tourRequests.updatedAt),
          tourRequests.id,
        )
        .limit(200);
      const ids = rows.map((row) => row.id);
      const [events, drafts] = ids.length
        ? await Promise.all([
            db
              .select()
              .from(tourRequestEvents)
              .where(inArray(tourRequestEvents.requestId, ids))
              .orderBy(asc(tourRequestEvents.createdAt), asc(tourRequestEvents.id)),
            db
              .select({ id: outbox.id, tourRequestId: outbox.tourRequestId })
              .from(outbox)
              .where(and(inArray(outbox.tourRequestId, ids), eq(outbox.status, "draft"))),
          ])
        : [[], []];
      return rows.map((row) => ({
        request: row,
        events: events.filter((event) => event.requestId === row.id),
        draftId: drafts.find((draft) => draft.tourRequestId === row.id)?.id ?? null,
      }));
    },

    /**
     * Drafts the reply for one of the request's preferred dates into the outbox, unsent: the guide edits and sends
     * it there. One draft at a time per request.
     */
    async draftReply(id: number, chosenDate: string, write: ReplyDraft): Promise<DraftOutcome> {
      return db.transaction(async (tx) => {
        const [request] = await tx.select().from(tourRequests).where(eq(tourRequests.id, id)).for("update");
        if (!request) return { ok: false, reason: "not-found" } as const;
        if (request.status === "booked" || request.status === "declined") {
          return { ok: false, reason: "closed" } as const;
        }
        if (!request.preferredDates.includes(chosenDate)) return { ok: false, reason: "not-a-date" } as const;
        const [existing] = await tx
          .select({ id: outbox.id })
          .from(outbox)
          .where(and(eq(outbox.tourRequestId, id), eq(outbox.status, "draft")));
        if (existing) return { ok: false, reason: "already-drafted" } as const;
        await tx
          .update(tourRequests)
          .set({ chosenDate, updatedAt: sql`now()` })
          .where(eq(tourRequests.id, id));
        const email = write(request, chosenDate);
        const [draft] = await tx
          .insert(outbox)
          .values({
            recipient: request.email,
            subject: email.subject,
            body: email.body,
            status: "draft",
            tourRequestId: id,
          })
          .returning({ id: outbox.id });
        return { ok: true, outboxId: draft!.id } as const;
      });
    },

    /** Moves a request to booked or declined, recording who and when; a move the pipeline does not have is refused. */
    async move(id: number, to: "booked" | "declined", staff: string): Promise<MoveOutcome> {
      return db.transaction(async (tx) => {
        const [moved] = await tx
          .update(tourRequests)
          .set({ status: to, updatedAt: sql`now()` })
          .where(and(eq(tourRequests.id, id), inArray(tourRequests.status, MOVES[to])))
          .returning({ id: tourRequests.id });
        if (moved) {
          await tx.insert(tourRequestEvents).values({ requestId: id, status: to, staff });
          return { ok: true } as const;
        }
        const [existing] = await tx
          .select({ status: tourRequests.status })
          .from(tourRequests)
          .where(eq(tourRequests.id, id));
        return existing
          ? ({ ok: false, reason: "not-allowed", status: existing.status } as const)
          : ({ ok: false, reason: "not-found" } as const);
      });
    },

    /**
     * Undoes a booked or declined by mistake: the request goes back to where it stood before (replied if its reply
     * left, else new), recorded like any move, with who undid it.
     */
    async reopen(id: number, by: ChangedBy): Promise<MoveOutcome> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(tourRequests).where(eq(tourRequests.id, id)).for("update");
        if (!row) return { ok: false, reason: "not-found" } as const;
        if (row.status !== "booked" && row.status !== "declined")
          return { ok: false, reason: "not-allowed", status: row.status } as const;
        const [wasReplied] = await tx
          .select({ id: tourRequestEvents.id })
          .from(tourRequestEvents)
          .where(and(eq(tourRequestEvents.requestId, id), eq(tourRequestEvents.status, "replied")))
          .limit(1);
        const back = wasReplied ? "replied" : "new";
        await tx
          .update(tourRequests)
          .set({ status: back, updatedAt: sql`now()` })
          .where(eq(tourRequests.id, id));
        await tx.insert(tourRequestEvents).values({ requestId: id, status: back, staff: by.actor.name });
        await recordAudit(tx, {
          actor: by.actor,
          action: "request-reopened",
          target: `tour-request:${id}`,
          summary: `${by.actor.name} undid "${row.status}" on ${row.name}'s private-tour request: it is ${back} again.`,
          clientHash: by.clientHash,
        });
        return { ok: true } as const;
      });
    },

    /** The guides' notes on a request, replaced as a whole (the form shows them all), recorded in the audit trail. */
    async saveNotes(id: number, notes: string, by: ChangedBy): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(tourRequests)
          .set({ notes, updatedAt: sql`now()` })
          .where(eq(tourRequests.id, id))
          .returning({ name: tourRequests.name });
        if (!row) return false;
        await recordAudit(tx, {
          actor: by.actor,
          action: "request-notes-saved",
          target: `tour-request:${id}`,
          summary: `${by.actor.name} ${notes ? "updated" : "cleared"} the notes on ${row.name}'s private-tour request.`,
          clientHash: by.clientHash,
        });
        return true;
      });
    },

    /** Every request as CSV, oldest first, safe to open in a spreadsheet. */
    async exportCsv(): Promise<string> {
      const rows = await db
        .select()
        .from(tourRequests)
        .orderBy(asc(tourRequests.createdAt), asc(tourRequests.id));
      return toCsv(
        [
          "id",
          "received_at",
          "status",
          "name",
          "email",
          "phone",
          "preferred_dates",
          "chosen_date",
          "guests",
          "estimate_usd",
          "occasion",
          "neighborhood",
          "accessibility",
          "message",
          "notes",
          "updated_at",
        ],
        rows.map((row) => [
          row.id,
          row.createdAt,
          row.status,
          row.name,
          row.email,
          row.phone,
          row.preferredDates.join(" "),
          row.chosenDate,
          row.guests,
          row.estimate,
          row.occasion,
          row.neighborhood,
          row.accessibility,
          row.message,
          row.notes,
          row.updatedAt,
        ]),
      );
    },
  };
}

export type TourRequests = ReturnType<typeof createTourRequests>;
