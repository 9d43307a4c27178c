import { sql } from "drizzle-orm";
import type {
  AdventureApplication,
  ContactMessage,
  NewsletterSignup,
} from "../../app/features/forms/schemas.ts";
import { applications, messages, subscribers } from "../../db/schema.ts";
import type { Database } from "../database.ts";

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

/** Merges comma-separated tag lists, keeping the first spelling of each tag. */
export function mergeTags(existing: string, added: string): string {
  const tags = new Map<string, string>();
  for (const tag of `${existing},${added}`.split(",")) {
    const trimmed = tag.trim();
    if (trimmed && !tags.has(trimmed.toLowerCase())) tags.set(trimmed.toLowerCase(), trimmed);
  }
  return [...tags.values()].join(",");
}

/**
 * Writing what the public forms send. Each is one statement, committed before it returns, so an endpoint that
 * awaits it acknowledges only what is stored.
 */
export function createSubmissions(db: Database) {
  return {
    async saveMessage(message: ContactMessage, clientHash: string): Promise<void> {
      await db.insert(messages).values({ ...message, clientHash });
    },

    /** Adds the address, or updates it when it signed up before (never a second row): "created" or "updated". */
    async saveSubscriber(signup: NewsletterSignup, consent: boolean, clientHash: string) {
      const email = signup.EMAIL.toLowerCase();
      const tags = mergeTags("", signup.tags ?? "");
      const [row] = await db
        .insert(subscribers)
        .values({
          email,
          firstName: signup.FNAME ?? "",
          lastName: signup.LNAME ?? "",
          consent,
          consentedAt: consent ? sql`now()` : null,
          tags,
          clientHash,
        })
        .onConflictDoUpdate({
          target: subscribers.email,
          set: {
            // A name left blank this time keeps the one given before; consent once given stays until unsubscribing.
            firstName: sql`coalesce(nullif(excluded.first_name, ''), ${subscribers.firstName})`,
            lastName: sql`coalesce(nullif(excluded.last_name, ''), ${subscribers.lastName})`,
            consent: sql`excluded.consent or (${subscribers.consent} and ${subscribers.unsubscribedAt} is null)`,
            consentedAt: sql`case when excluded.consent then now() when ${subscribers.consent} and ${subscribers.unsubscribedAt} is null then ${subscribers.consentedAt} end`,
            tags: sql`array_to_string(array(select tag from unnest(string_to_array(${subscribers.tags} || ',' || excluded.tags, ',')) with ordinality as list(tag, position) where tag <> '' group by tag order by min(position)), ',')`,
            signups: sql`${subscribers.signups} + 1`,
            clientHash,
            unsubscribedAt: null,
            updatedAt: sql`now()`,
          },
        })
        .returning({ signups: subscribers.signups });
      return row && row.signups > 1 ? ("updated" as const) : ("created" as const);
    },

    async saveApplication(
      application: AdventureApplication,
      hidden: AdventureHiddenFields,
      nextPath: string,
      clientHash: string,
    ): Promise<number> {
      const [row] = await db
        .insert(applications)
        .values({
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
        })
        .returning({ id: applications.id });
      if (!row) throw new Error("The application was not stored.");
      return row.id;
    },
  };
}

export type Submissions = ReturnType<typeof createSubmissions>;
