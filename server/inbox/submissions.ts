import type { AdventureApplication, ContactMessage } from "../../app/features/forms/schemas.ts";
import type { TourRequest } from "../../app/features/private-tours/tour-request-schema.ts";
import { preferredDates } from "../../app/features/private-tours/tour-request.ts";
import { applications, messages, tourRequests } from "../../db/schema.ts";
import type { Database } from "../database.ts";
import { groupCommit } from "./group-commit.ts";

export type AdventureHiddenFields = {
  _subject?: string;
  _language?: string;
  page_slug?: string;
  timestamp?: string;
  referrer_url?: string;
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
};

/** Rows written together in one statement, each answered with its new id. */
function idWriter<Table extends typeof applications | typeof tourRequests>(db: Database, table: Table) {
  return groupCommit(async (rows: Table["$inferInsert"][]) => {
    const inserted: { id: number }[] = await db
      .insert(table as typeof applications)
      .values(rows as (typeof applications.$inferInsert)[])
      .returning({ id: table.id });
    // Identities are drawn row by row in the order of the VALUES list.
    return inserted.map((row) => row.id).sort((a, b) => a - b);
  });
}

/**
 * Writing what the public forms send. Every write is one statement, committed before its promise resolves, so an
 * endpoint that awaits it acknowledges only what is stored; submissions arriving together share a commit.
 */
export function createSubmissions(db: Database) {
  const writeMessages = groupCommit(async (rows: (typeof messages.$inferInsert)[]) => {
    await db.insert(messages).values(rows);
    return rows.map(() => undefined);
  });

  const writeApplications = idWriter(db, applications);
  const writeTourRequests = idWriter(db, tourRequests);

  return {
    saveMessage(message: ContactMessage, clientHash: string): Promise<void> {
      return writeMessages({ ...message, clientHash });
    },

    /** Stores a private-tour request with the estimate the visitor saw; resolves with its id once committed. */
    saveTourRequest(request: TourRequest, estimate: number, clientHash: string): Promise<number> {
      return writeTourRequests({
        name: request.name,
        email: request.email,
        phone: request.phone,
        preferredDates: preferredDates(request),
        guests: request.guests,
        estimate,
        occasion: request.occasion,
        neighborhood: request.neighborhood,
        accessibility: request.accessibility,
        message: request.message,
        consent: request.consent,
        clientHash,
      });
    },

    saveApplication(
      application: AdventureApplication,
      hidden: AdventureHiddenFields,
      nextPath: string,
      clientHash: string,
    ): Promise<number> {
      return writeApplications({
        firstName: application.first_name,
        lastName: application.last_name,
        email: application.email,
        mobile: application.mobile,
        instagram: application.instagram ?? "",
        catName: application.cat_name,
        notes: application.notes ?? "",
        rulesAccepted: application.rules_accept,
        waiverAccepted: application.waiver_accept,
        subject: hidden._subject ?? "",
        language: hidden._language ?? "",
        pageSlug: hidden.page_slug ?? "",
        formTimestamp: hidden.timestamp ?? "",
        referrerUrl: hidden.referrer_url ?? "",
        utmSource: hidden.utm_source ?? "",
        utmMedium: hidden.utm_medium ?? "",
        utmCampaign: hidden.utm_campaign ?? "",
        nextPath,
        clientHash,
      });
    },
  };
}

export type Submissions = ReturnType<typeof createSubmissions>;
