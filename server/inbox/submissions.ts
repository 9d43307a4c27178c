import { sql } from "drizzle-orm";
import type {
  AdventureApplication,
  ContactMessage,
  NewsletterSignup,
} from "../../app/features/forms/schemas.ts";
import { applications, messages, subscribers } from "../../db/schema.ts";
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

/** Merges comma-separated tag lists, keeping the first spelling of each tag. */
export function mergeTags(existing: string, added: string): string {
  const tags = new Map<string, string>();
  for (const tag of `${existing},${added}`.split(",")) {
    const trimmed = tag.trim();
    if (trimmed && !tags.has(trimmed.toLowerCase())) tags.set(trimmed.toLowerCase(), trimmed);
  }
  return [...tags.values()].join(",");
}

type SubscriberRow = typeof subscribers.$inferInsert;

/**
 * Writing what the public forms send. Every write is one statement, committed before its promise resolves, so an
 * endpoint that awaits it acknowledges only what is stored; submissions arriving together share a commit.
 */
export function createSubmissions(db: Database) {
  const writeMessages = groupCommit(async (rows: (typeof messages.$inferInsert)[]) => {
    await db.insert(messages).values(rows);
    return rows.map(() => undefined);
  });

  const writeApplications = groupCommit(async (rows: (typeof applications.$inferInsert)[]) => {
    const inserted = await db.insert(applications).values(rows).returning({ id: applications.id });
    // Identities are drawn row by row in the order of the VALUES list.
    return inserted.map((row) => row.id).sort((a, b) => a - b);
  });

  const writeSubscribers = groupCommit(
    async (rows: SubscriberRow[]) => {
      const written = await db
        .insert(subscribers)
        .values(rows)
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
            clientHash: sql`excluded.client_hash`,
            unsubscribedAt: null,
            updatedAt: sql`now()`,
          },
        })
        .returning({ email: subscribers.email, signups: subscribers.signups });
      const signups = new Map(written.map((row) => [row.email, row.signups]));
      return rows.map((row) =>
        (signups.get(row.email) ?? 1) > 1 ? ("updated" as const) : ("created" as const),
      );
    },
    // One statement cannot insert and update the same address twice: a repeat waits for the next write.
    { canJoin: (batch, row) => !batch.some((other) => other.email === row.email) },
  );

  return {
    saveMessage(message: ContactMessage, clientHash: string): Promise<void> {
      return writeMessages({ ...message, clientHash });
    },

    /** Adds the address, or updates it when it signed up before (never a second row): "created" or "updated". */
    saveSubscriber(signup: NewsletterSignup, consent: boolean, clientHash: string) {
      return writeSubscribers({
        email: signup.EMAIL.toLowerCase(),
        firstName: signup.FNAME ?? "",
        lastName: signup.LNAME ?? "",
        consent,
        consentedAt: consent ? new Date() : null,
        tags: mergeTags("", signup.tags ?? ""),
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
