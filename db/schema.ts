import { sql } from "drizzle-orm";
import {
  APPLICATION_STATUSES,
  INSIGHT_DIMENSIONS,
  INSIGHT_KINDS,
  OUTBOX_STATUSES,
  STAFF_ROLES,
  STAFF_STATUSES,
  SUBSCRIBER_STATUSES,
  TOUR_REQUEST_STATUSES,
} from "./statuses.ts";
import {
  type AnyPgColumn,
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

/**
 * Newsletter addresses: one row an address (stored lower-case). A sign-up makes it pending; following the link in
 * the confirmation e-mail makes it subscribed (newsletter_signups keeps each sign-up's consent evidence).
 */
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
    status: text({ enum: SUBSCRIBER_STATUSES }).notNull().default("pending"),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex("subscribers_email_key").on(table.email)],
);

/**
 * Each newsletter sign-up, the consent evidence: which form, the wording agreed to and its version, the hashed
 * client, when it was made and when (if ever) its single-use confirmation link was followed. An unconfirmed one is
 * deleted after 30 days, with its confirmation e-mails.
 */
export const newsletterSignups = pgTable(
  "newsletter_signups",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    subscriberId: integer("subscriber_id")
      .notNull()
      .references(() => subscribers.id, { onDelete: "cascade" }),
    form: text().notNull(),
    consentWording: text("consent_wording").notNull(),
    consentVersion: text("consent_version").notNull(),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    tags: text().notNull().default(""),
    clientHash: text("client_hash").notNull(),
    /** The confirmation link's single-use part: cleared when the link is used. */
    nonce: text(),
    sends: integer().notNull().default(1),
    lastSentAt: timestamp("last_sent_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("newsletter_signups_subscriber_idx").on(table.subscriberId, table.createdAt),
    index("newsletter_signups_pending_idx")
      .on(table.createdAt)
      .where(sql`${table.confirmedAt} is null`),
  ],
);

/** Private and group tour requests from the private tours page, and where each stands in the pipeline. */
export const tourRequests = pgTable(
  "tour_requests",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    email: text().notNull(),
    phone: text().notNull().default(""),
    preferredDates: date("preferred_dates", { mode: "string" }).array().notNull(),
    guests: integer().notNull(),
    /** The estimate the visitor saw, in dollars, at the prices of the day. */
    estimate: integer().notNull(),
    occasion: text().notNull(),
    neighborhood: text().notNull(),
    accessibility: text().notNull().default(""),
    message: text().notNull().default(""),
    consent: boolean().notNull(),
    status: text({ enum: TOUR_REQUEST_STATUSES }).notNull().default("new"),
    /** The date the guide offered in the reply. */
    chosenDate: date("chosen_date", { mode: "string" }),
    /** The guides' own notes on the request (a call, a deposit, a dietary need): never shown to the visitor. */
    notes: text().notNull().default(""),
    clientHash: text("client_hash").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("tour_requests_status_created_at_idx").on(table.status, table.createdAt)],
);

/** Each move of a tour request through the pipeline: to which state, by whom, when. */
export const tourRequestEvents = pgTable(
  "tour_request_events",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    requestId: integer("request_id")
      .notNull()
      .references(() => tourRequests.id),
    status: text({ enum: TOUR_REQUEST_STATUSES }).notNull(),
    staff: text().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("tour_request_events_request_idx").on(table.requestId, table.createdAt)],
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
    /** The tour request a reply answers: sending the draft moves the request to replied. */
    tourRequestId: integer("tour_request_id").references(() => tourRequests.id),
    /** A newsletter confirmation: deleted with its sign-up when that expires unconfirmed. */
    newsletterSignupId: integer("newsletter_signup_id").references(() => newsletterSignups.id, {
      onDelete: "cascade",
    }),
    /** E-mail to a newsletter address: sent with List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
    unsubscribeUrl: text("unsubscribe_url"),
    /** It holds a sign-in link (an invitation, a password reset): only owners may read it in the outbox. */
    accountLink: boolean("account_link").notNull().default(false),
    /** The invitation it carries: once accepted or revoked, an unsent invitation is withdrawn, not left waiting. */
    invitationId: integer("invitation_id").references((): AnyPgColumn => staffInvitations.id),
    /** Who pressed Send on a draft (a reply): named in the request's history once it is sent. */
    queuedBy: text("queued_by").notNull().default(""),
    /** Who marked it sent by hand (copied into their own e-mail); empty when it went over SMTP. */
    markedSentBy: text("marked_sent_by").notNull().default(""),
    /** Why a withdrawn e-mail was not sent ("the invitation was accepted"). */
    note: text().notNull().default(""),
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
      .where(sql`${table.status} in ('queued', 'sending')`),
  ],
);

/** The people who work the staff area, each signing in as themselves (server/staff/). */
export const staff = pgTable(
  "staff",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    /** Stored lower-case: one account an address. */
    email: text().notNull(),
    role: text({ enum: STAFF_ROLES }).notNull(),
    status: text({ enum: STAFF_STATUSES }).notNull().default("active"),
    /** scrypt, with its parameters and salt (server/staff/passwords.ts); empty for someone who uses passkeys only. */
    passwordHash: text("password_hash").notNull().default(""),
    /** The random user handle passkeys carry (never the e-mail or the row id). */
    passkeyUserId: text("passkey_user_id").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("staff_email_key").on(table.email),
    uniqueIndex("staff_passkey_user_id_key").on(table.passkeyUserId),
  ],
);

/** Staff sessions: the cookie holds a random token, the table only its SHA-256. No person: the setup password's. */
export const adminSessions = pgTable(
  "admin_sessions",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text("token_hash").notNull(),
    csrfToken: text("csrf_token").notNull(),
    clientHash: text("client_hash").notNull(),
    staffId: integer("staff_id").references(() => staff.id, { onDelete: "cascade" }),
    /** The browser's User-Agent, for the person's list of their sessions. */
    userAgent: text("user_agent").notNull().default(""),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("admin_sessions_token_hash_key").on(table.tokenHash),
    index("admin_sessions_staff_idx").on(table.staffId),
  ],
);

/**
 * The form endpoints' rate limits when several servers share one Postgres (server/forms/rate-limit.ts): posts per
 * form, client (salted address hash) and fixed window. Rows of past windows are deleted as new ones come.
 */
export const formRateLimits = pgTable(
  "form_rate_limits",
  {
    form: text().notNull(),
    clientHash: text("client_hash").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    hits: integer().notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.form, table.clientHash, table.windowStart] }),
    index("form_rate_limits_window_idx").on(table.windowStart),
  ],
);

/** Failed staff sign-ins, counted per client and per account (the e-mail typed) to throttle guessing. */
export const loginFailures = pgTable(
  "login_failures",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientHash: text("client_hash").notNull(),
    /** The e-mail typed, lower-case, whether or not an account has it ("" for the setup password). */
    account: text().notNull().default(""),
    createdAt: createdAt(),
  },
  (table) => [
    index("login_failures_client_idx").on(table.clientHash, table.createdAt),
    index("login_failures_account_idx").on(table.account, table.createdAt),
  ],
);

/** Invitations an owner sent: a single-use link (the table keeps only its SHA-256), good for seven days. */
export const staffInvitations = pgTable(
  "staff_invitations",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    email: text().notNull(),
    name: text().notNull(),
    role: text({ enum: STAFF_ROLES }).notNull(),
    tokenHash: text("token_hash").notNull(),
    invitedBy: integer("invited_by")
      .notNull()
      .references(() => staff.id),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex("staff_invitations_token_hash_key").on(table.tokenHash)],
);

/** Password-reset links, sent by an owner or asked for by the person: single use, short-lived. */
export const passwordResets = pgTable(
  "password_resets",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staff.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    /** The owner who sent it; empty when the person asked for it themselves. */
    sentBy: integer("sent_by").references(() => staff.id),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("password_resets_token_hash_key").on(table.tokenHash)],
);

/** Passkeys (WebAuthn credentials): several a person, each named. */
export const passkeys = pgTable(
  "passkeys",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staff.id, { onDelete: "cascade" }),
    credentialId: text("credential_id").notNull(),
    /** The COSE public key, base64url. */
    publicKey: text("public_key").notNull(),
    counter: integer().notNull().default(0),
    transports: text().notNull().default(""),
    name: text().notNull(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("passkeys_credential_id_key").on(table.credentialId)],
);

/** WebAuthn challenges handed out and not yet answered: single use, a few minutes, shared by every server. */
export const passkeyChallenges = pgTable(
  "passkey_challenges",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    challenge: text().notNull(),
    /** "sign-in", "add" (a signed-in person's new passkey) or "join" (an invitation accepted with a passkey). */
    purpose: text().notNull(),
    staffId: integer("staff_id").references(() => staff.id, { onDelete: "cascade" }),
    invitationId: integer("invitation_id").references(() => staffInvitations.id, { onDelete: "cascade" }),
    /** The user handle a joining person's passkey was made with: their account takes it. */
    userHandle: text("user_handle").notNull().default(""),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("passkey_challenges_challenge_key").on(table.challenge)],
);

/**
 * The audit trail: who did what, and when. Written by the server only, never changed or deleted from the staff area.
 * The actor's name and e-mail are copied in, so the record reads the same after a rename.
 */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    actorId: integer("actor_id").references(() => staff.id),
    actorName: text("actor_name").notNull().default(""),
    actorEmail: text("actor_email").notNull().default(""),
    /** What happened, one of AUDIT_ACTIONS (server/staff/audit.ts). */
    action: text().notNull(),
    /** What it happened to, as kind:id ("application:12", "code:CAT-ABCD-EFGH", "staff:3"), or "". */
    target: text().notNull().default(""),
    /** One line a person reads on the Activity page. */
    summary: text().notNull(),
    clientHash: text("client_hash").notNull().default(""),
    createdAt: createdAt(),
  },
  (table) => [
    index("audit_events_created_at_idx").on(table.createdAt.desc()),
    index("audit_events_target_idx").on(table.target),
  ],
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

/**
 * The addresses (scheme, host and port) staff have reached the staff area on, signed in: without PUBLIC_SITE_URL set
 * for this machine, a reset link asked for on the sign-in page uses the address it was asked on only if staff use
 * it, so a forged Host header cannot put another site's address in a reset e-mail (staff.server.ts linkSiteUrl).
 */
export const staffOrigins = pgTable("staff_origins", {
  origin: text().primaryKey(),
  lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
});
