import { sql } from "drizzle-orm";
import { APPLICATION_STATUSES, INSIGHT_DIMENSIONS, INSIGHT_KINDS, OUTBOX_STATUSES } from "./statuses.ts";
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/**
 * The one schema, for PGlite (the embedded default) and Postgres alike. Every row is timestamped; the client is kept
 * only as a salted hash of its address (server/client-address.ts), enough to spot abuse and nothing more.
 * Change it here, then `npm run db:generate` writes the migration that the server applies at start.
 */

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/** Contact-form messages (the EmailJS-shaped endpoint). */
export const messages = pgTable(
  "messages",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    message: text().notNull(),
    clientHash: text("client_hash").notNull(),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("messages_created_at_idx").on(table.createdAt.desc())],
);

/** Newsletter subscribers: one row an address (stored lower-case), updated when the address signs up again. */
export const subscribers = pgTable(
  "subscribers",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    email: text().notNull(),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    /** True when the sign-up ticked the consent box (the home form has one; the footer form does not). */
    consent: boolean().notNull().default(false),
    consentedAt: timestamp("consented_at", { withTimezone: true }),
    tags: text().notNull().default(""),
    signups: integer().notNull().default(1),
    clientHash: text("client_hash").notNull(),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex("subscribers_email_key").on(table.email)],
);

/** Adventure Cats applications, with every hidden field the form sends, and the weekly review's outcome. */
export const applications = pgTable(
  "applications",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text().notNull(),
    mobile: text().notNull(),
    instagram: text().notNull().default(""),
    catName: text("cat_name").notNull(),
    notes: text().notNull().default(""),
    rulesAccepted: boolean("rules_accepted").notNull(),
    waiverAccepted: boolean("waiver_accepted").notNull(),
    subject: text().notNull().default(""),
    language: text().notNull().default(""),
    pageSlug: text("page_slug").notNull().default(""),
    formTimestamp: text("form_timestamp").notNull().default(""),
    referrerUrl: text("referrer_url").notNull().default(""),
    utmSource: text("utm_source").notNull().default(""),
    utmMedium: text("utm_medium").notNull().default(""),
    utmCampaign: text("utm_campaign").notNull().default(""),
    nextPath: text("next_path").notNull().default(""),
    status: text({ enum: APPLICATION_STATUSES }).notNull().default("pending"),
    reviewNote: text("review_note").notNull().default(""),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    clientHash: text("client_hash").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("applications_status_created_at_idx").on(table.status, table.createdAt)],
);

/** Adventure Cat Codes: one per approved application, redeemed once for a booking, never expiring. */
export const codes = pgTable(
  "codes",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    code: text().notNull(),
    applicationId: integer("application_id")
      .notNull()
      .references(() => applications.id),
    redeemedAt: timestamp("redeemed_at", { withTimezone: true }),
    bookingReference: text("booking_reference").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("codes_code_key").on(table.code),
    uniqueIndex("codes_application_id_key").on(table.applicationId),
  ],
);

/** Outgoing e-mail: written in the same transaction as what caused it, sent over SMTP when it is configured. */
export const outbox = pgTable(
  "outbox",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    recipient: text().notNull(),
    subject: text().notNull(),
    body: text().notNull(),
    applicationId: integer("application_id").references(() => applications.id),
    status: text({ enum: OUTBOX_STATUSES }).notNull().default("queued"),
    attempts: integer().notNull().default(0),
    lastError: text("last_error").notNull().default(""),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("outbox_due_idx")
      .on(table.nextAttemptAt)
      .where(sql`${table.status} <> 'sent'`),
  ],
);

/** Staff sessions: the cookie holds a random token, the table only its SHA-256. */
export const adminSessions = pgTable(
  "admin_sessions",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text("token_hash").notNull(),
    csrfToken: text("csrf_token").notNull(),
    clientHash: text("client_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex("admin_sessions_token_hash_key").on(table.tokenHash)],
);

/** Failed staff sign-ins, counted per client to throttle password guessing. */
export const loginFailures = pgTable(
  "login_failures",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientHash: text("client_hash").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("login_failures_client_idx").on(table.clientHash, table.createdAt)],
);

/**
 * Insights (docs/decisions/080): what visitors do, counted without cookies or addresses. One row an event, kept 90
 * days; `visitor` is a salted hash that changes every New York day (the salt is then deleted), so it links one
 * visitor's events within a day and never across days.
 */
export const insightEvents = pgTable(
  "insight_events",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /** The New York calendar day the event happened on. */
    day: date({ mode: "string" }).notNull(),
    visitor: text().notNull(),
    kind: text({ enum: INSIGHT_KINDS }).notNull(),
    path: text().notNull(),
    referrerHost: text("referrer_host").notNull().default(""),
    utmSource: text("utm_source").notNull().default(""),
    utmMedium: text("utm_medium").notNull().default(""),
    utmCampaign: text("utm_campaign").notNull().default(""),
    /** The booking item of a booking click or calendar; null when the button books any tour. */
    itemId: integer("item_id"),
    /** The form sent, or the reel or video played. */
    subject: text().notNull().default(""),
    createdAt: createdAt(),
  },
  (table) => [index("insight_events_day_idx").on(table.day)],
);

/**
 * Daily totals, kept forever, read by the staff dashboard: one row a day and dimension value ("total", a page, a
 * source, a campaign, a booking item, a form, a reel or video). A visitor's source and campaign are those of their
 * first page view that day.
 */
export const insightDaily = pgTable(
  "insight_daily",
  {
    day: date({ mode: "string" }).notNull(),
    dimension: text({ enum: INSIGHT_DIMENSIONS }).notNull(),
    value: text().notNull(),
    visitors: integer().notNull().default(0),
    pageviews: integer().notNull().default(0),
    bookingClicks: integer("booking_clicks").notNull().default(0),
    /** Visitors who clicked a booking button at least once that day. */
    bookingVisitors: integer("booking_visitors").notNull().default(0),
    calendarOpens: integer("calendar_opens").notNull().default(0),
    messages: integer().notNull().default(0),
    signups: integer().notNull().default(0),
    applications: integer().notNull().default(0),
    plays: integer().notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.dimension, table.value] })],
);

/** How many events each day's totals were computed from: a day whose count changed is computed again. */
export const insightRollups = pgTable("insight_rollups", {
  day: date({ mode: "string" }).primaryKey(),
  events: integer().notNull(),
  rolledAt: timestamp("rolled_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Today's salt for visitor hashes, shared by every server process; earlier days' salts are deleted. */
export const insightSalts = pgTable("insight_salts", {
  day: date({ mode: "string" }).primaryKey(),
  salt: text().notNull(),
});

/** Tagged links staff make for a campaign (a flyer, a concierge, the newsletter), each with its QR code. */
export const campaignLinks = pgTable(
  "campaign_links",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    /** utm_campaign, and FareHarbor's ref on booking links. */
    campaign: text().notNull(),
    source: text().notNull(),
    medium: text().notNull(),
    /** The page on the site the link opens. */
    path: text().notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("campaign_links_campaign_key").on(table.campaign)],
);
