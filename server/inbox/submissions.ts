import type { AdventureApplication, ContactMessage } from "../../app/features/forms/schemas.ts";
import type { TourRequest } from "../../app/features/private-tours/tour-request-schema.ts";
import { preferredDates } from "../../app/features/private-tours/tour-request.ts";
import { applications, messages, outbox, tourRequests } from "../../db/schema.ts";
import type { EmailTemplate } from "../../app/content/schema.ts";
import { dollars, fillLaterTokens } from "../../app/content/tokens.ts";
import { dayYearLabel } from "../../app/features/insights/dashboard.ts";
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
export type Acknowledgements = { contact: EmailTemplate; privateTour: EmailTemplate };

export function createSubmissions(
  db: Database,
  options: {
    /** The notes a visitor gets after writing (the live build's copy); none in tests that do not ask for them. */
    acknowledgements?: () => Acknowledgements;
    onOutboxQueued?: () => void;
  } = {},
) {
  /**
   * The visitor's acknowledgement, queued in the outbox (sent over SMTP when it is set, kept there for staff when not)
   * once what they sent is stored: only a submission that passed the form's checks gets here, so the address is one
   * the checks accepted. A failure to queue it never loses the submission, which is already stored.
   */
  async function acknowledge(recipient: string, note: (copy: Acknowledgements) => EmailTemplate) {
    const copy = options.acknowledgements?.();
    if (!copy) return;
    try {
      const { subject, body } = note(copy);
      await db.insert(outbox).values({ recipient, subject, body });
      options.onOutboxQueued?.();
    } catch (error) {
      console.error("Forms: the acknowledgement could not be queued:", error);
    }
  }

  const writeMessages = groupCommit(async (rows: (typeof messages.$inferInsert)[]) => {
    await db.insert(messages).values(rows);
    return rows.map(() => undefined);
  });

  const writeApplications = idWriter(db, applications);
  const writeTourRequests = idWriter(db, tourRequests);

  return {
    async saveMessage(message: ContactMessage, clientHash: string): Promise<void> {
      await writeMessages({ ...message, clientHash });
      await acknowledge(message.email, ({ contact }) => ({
        subject: fillLaterTokens(contact.subject, { name: message.name }),
        body: fillLaterTokens(contact.body, { name: message.name, message: message.message }),
      }));
    },

    /** Stores a private-tour request with the estimate the visitor saw; resolves with its id once committed. */
    async saveTourRequest(request: TourRequest, estimate: number, clientHash: string): Promise<number> {
      const id = await writeTourRequests({
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
      const values = {
        name: request.name,
        dates: preferredDates(request).map(dayYearLabel).join("; "),
        guests: request.guests,
        estimate: dollars(estimate),
        occasion: request.occasion,
        neighborhood: request.neighborhood,
      };
      await acknowledge(request.email, ({ privateTour }) => ({
        subject: fillLaterTokens(privateTour.subject, values),
        body: fillLaterTokens(privateTour.body, values),
      }));
      return id;
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
