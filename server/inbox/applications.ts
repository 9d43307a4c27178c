import { and, count, desc, eq, sql } from "drizzle-orm";
import { randomInt } from "node:crypto";
import { fillLaterTokens } from "../../app/content/tokens.ts";
import type { EmailTemplate } from "../../app/content/schema.ts";
import { applications, codes, outbox } from "../../db/schema.ts";
import type { ApplicationStatus } from "../../db/statuses.ts";
import type { Database } from "../database.ts";
import { recordAudit, type ChangedBy } from "../staff/audit.ts";
import { linkOn, type SiteUrl } from "../site-address.ts";

/** No 0/O, 1/I/L: a code read aloud over the phone or copied from a screen stays unambiguous. */
const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/** A new Adventure Cat Code, CAT-XXXX-XXXX, from the system's cryptographic random source (31^8 possibilities). */
export function newAdventureCatCode(): string {
  const pick = () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  const group = () => Array.from({ length: 4 }, pick).join("");
  return `CAT-${group()}-${group()}`;
}

/** What staff type into the look-up: any case, spaces or missing dashes. */
export function normaliseCode(input: string): string {
  const bare = input
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, "")
    .replace(/^CAT/, "");
  return bare.length === 8 ? `CAT-${bare.slice(0, 4)}-${bare.slice(4)}` : input.trim().toUpperCase();
}

export type ReviewOutcome =
  | { ok: true; code?: string; catName?: string }
  | { ok: false; reason: "not-found" | "already-reviewed"; status?: ApplicationStatus };

export type RedeemOutcome =
  | { ok: true; redeemedAt: Date }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "already-redeemed"; redeemedAt: Date; bookingReference: string };

export function createApplications(db: Database, options: { siteUrl: SiteUrl; onOutboxQueued: () => void }) {
  const codeDetails = {
    code: codes.code,
    issuedAt: codes.createdAt,
    redeemedAt: codes.redeemedAt,
    bookingReference: codes.bookingReference,
    applicationId: applications.id,
    firstName: applications.firstName,
    lastName: applications.lastName,
    email: applications.email,
    catName: applications.catName,
  };

  return {
    async list(status: ApplicationStatus) {
      return (
        db
          .select({ application: applications, code: codes.code, redeemedAt: codes.redeemedAt })
          .from(applications)
          .leftJoin(codes, eq(codes.applicationId, applications.id))
          .where(eq(applications.status, status))
          // The queue is worked oldest first; decisions are read newest first.
          .orderBy(
            status === "pending" ? applications.createdAt : desc(applications.reviewedAt),
            applications.id,
          )
      );
    },

    async counts(): Promise<Record<ApplicationStatus, number>> {
      const rows = await db
        .select({ status: applications.status, total: count() })
        .from(applications)
        .groupBy(applications.status);
      const totals = { pending: 0, approved: 0, rejected: 0 };
      for (const row of rows) totals[row.status] = row.total;
      return totals;
    },

    /**
     * Approves a pending application in one transaction: its status, a new unique code, and the welcome e-mail in
     * the outbox, written from `welcome` (content/emails/adventure-cat-welcome.yaml as the live build read it). Two
     * staff approving at once issue one code: the row is locked, and the second sees it reviewed.
     */
    async approve(id: number, welcome: EmailTemplate, by?: ChangedBy): Promise<ReviewOutcome> {
      const bookingLink = linkOn(await options.siteUrl(), "/booking");
      const outcome = await db.transaction(async (tx) => {
        const [application] = await tx
          .select()
          .from(applications)
          .where(eq(applications.id, id))
          .for("update");
        if (!application) return { ok: false, reason: "not-found" } as const;
        if (application.status !== "pending") {
          return { ok: false, reason: "already-reviewed", status: application.status } as const;
        }
        let code = "";
        while (!code) {
          const candidate = newAdventureCatCode();
          const inserted = await tx
            .insert(codes)
            .values({ code: candidate, applicationId: id })
            .onConflictDoNothing({ target: codes.code })
            .returning({ code: codes.code });
          code = inserted[0]?.code ?? "";
        }
        await tx
          .update(applications)
          .set({ status: "approved", reviewedAt: sql`now()`, updatedAt: sql`now()` })
          .where(eq(applications.id, id));
        const values = {
          firstName: application.firstName,
          catName: application.catName,
          code,
          bookingLink,
        };
        await tx.insert(outbox).values({
          recipient: application.email,
          subject: fillLaterTokens(welcome.subject, values),
          body: fillLaterTokens(welcome.body, values),
          applicationId: id,
        });
        if (by) {
          await recordAudit(tx, {
            ...by,
            action: "application-approved",
            target: `application:${id}`,
            summary: `${by.actor.name} approved ${application.catName} (${application.firstName} ${application.lastName}) and issued code ${code}.`,
          });
        }
        return { ok: true, code } as const;
      });
      if (outcome.ok) options.onOutboxQueued();
      return outcome;
    },

    async reject(id: number, note: string, by?: ChangedBy): Promise<ReviewOutcome> {
      const rejected = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(applications)
          .set({ status: "rejected", reviewNote: note.trim(), reviewedAt: sql`now()`, updatedAt: sql`now()` })
          .where(and(eq(applications.id, id), eq(applications.status, "pending")))
          .returning({
            catName: applications.catName,
            firstName: applications.firstName,
            lastName: applications.lastName,
          });
        if (updated && by) {
          await recordAudit(tx, {
            ...by,
            action: "application-rejected",
            target: `application:${id}`,
            summary: `${by.actor.name} rejected ${updated.catName} (${updated.firstName} ${updated.lastName}).`,
          });
        }
        return updated?.catName;
      });
      if (rejected !== undefined) return { ok: true, catName: rejected };
      const [existing] = await db
        .select({ status: applications.status })
        .from(applications)
        .where(eq(applications.id, id));
      return existing
        ? { ok: false, reason: "already-reviewed", status: existing.status }
        : { ok: false, reason: "not-found" };
    },

    /**
     * Undoes a rejection: the application is pending again, its note and review time cleared, and the audit trail
     * keeps both steps. An approval is not undone here: its code and welcome e-mail are already issued.
     */
    async reopen(id: number, by: ChangedBy): Promise<ReviewOutcome> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(applications).where(eq(applications.id, id)).for("update");
        if (!row) return { ok: false, reason: "not-found" } as const;
        if (row.status !== "rejected")
          return { ok: false, reason: "already-reviewed", status: row.status } as const;
        await tx
          .update(applications)
          .set({ status: "pending", reviewNote: "", reviewedAt: null, updatedAt: sql`now()` })
          .where(eq(applications.id, id));
        await recordAudit(tx, {
          ...by,
          action: "application-reopened",
          target: `application:${id}`,
          summary: `${by.actor.name} undid the rejection of ${row.catName} (${row.firstName} ${row.lastName}): the application is pending again.`,
        });
        return { ok: true, catName: row.catName } as const;
      });
    },

    async findCode(input: string) {
      const [row] = await db
        .select(codeDetails)
        .from(codes)
        .innerJoin(applications, eq(applications.id, codes.applicationId))
        .where(eq(codes.code, normaliseCode(input)));
      return row ?? null;
    },

    async recentCodes(limit = 20) {
      return db
        .select(codeDetails)
        .from(codes)
        .innerJoin(applications, eq(applications.id, codes.applicationId))
        .orderBy(desc(codes.createdAt), desc(codes.id))
        .limit(limit);
    },

    /** Redeems a code for one booking; a second redemption is refused with the date of the first. */
    async redeem(input: string, bookingReference: string, by?: ChangedBy): Promise<RedeemOutcome> {
      const code = normaliseCode(input);
      const redeemed = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(codes)
          .set({ redeemedAt: sql`now()`, bookingReference: bookingReference.trim(), updatedAt: sql`now()` })
          .where(and(eq(codes.code, code), sql`${codes.redeemedAt} is null`))
          .returning({ redeemedAt: codes.redeemedAt });
        if (row && by) {
          await recordAudit(tx, {
            ...by,
            action: "code-redeemed",
            target: `code:${code}`,
            summary: `${by.actor.name} redeemed code ${code}${bookingReference.trim() ? ` for booking ${bookingReference.trim()}` : ""}.`,
          });
        }
        return row;
      });
      if (redeemed?.redeemedAt) return { ok: true, redeemedAt: redeemed.redeemedAt };
      const [existing] = await db
        .select({ redeemedAt: codes.redeemedAt, bookingReference: codes.bookingReference })
        .from(codes)
        .where(eq(codes.code, code));
      if (!existing?.redeemedAt) return { ok: false, reason: "not-found" };
      return {
        ok: false,
        reason: "already-redeemed",
        redeemedAt: existing.redeemedAt,
        bookingReference: existing.bookingReference,
      };
    },
  };
}
