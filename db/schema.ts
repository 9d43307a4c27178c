import { sql } from "drizzle-orm";
import {
  APPLICATION_STATUSES,
  BACKUP_TRIGGERS,
  DEVICE_CLASSES,
  PUBLISH_RUN_STATES,
  PUBLISH_TASKS,
  SITE_VERSION_KINDS,
  type ContentChangeRecord,
  INSIGHT_DIMENSIONS,
  INSIGHT_KINDS,
  NEWSLETTER_DELIVERY_STATUSES,
  NEWSLETTER_SEND_STATUSES,
  OUTBOX_STATUSES,
  STAFF_ROLES,
  STAFF_STATUSES,
  SUBSCRIBER_STATUSES,
  TOUR_REQUEST_STATUSES,
  VITAL_METRICS,
} from "./statuses.ts";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  customType,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
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
/** Binary data (archives), as a Buffer from either driver. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

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
    /** When a mail server refused the address for good (status bounced), and its words. */
    bouncedAt: timestamp("bounced_at", { withTimezone: true }),
    bounceReason: text("bounce_reason").notNull().default(""),
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
    /** The invitation it carries: once it is accepted, revoked or replaced, an unsent one is withdrawn. */
    invitationId: integer("invitation_id").references((): AnyPgColumn => staffInvitations.id),
    /** The password reset it carries: once that link is used, replaced or ended, an unsent one is withdrawn. */
    passwordResetId: integer("password_reset_id").references((): AnyPgColumn => passwordResets.id, {
      onDelete: "set null",
    }),
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
 * Real visitors' speed (issue 38): one row a measure a page view reported, kept as long as the raw events. No
 * visitor hash, address or browser string: only the page, the kind of device and the figure.
 */
export const insightVitals = pgTable(
  "insight_vitals",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    day: date({ mode: "string" }).notNull(),
    path: text().notNull(),
    device: text({ enum: DEVICE_CLASSES }).notNull(),
    metric: text({ enum: VITAL_METRICS }).notNull(),
    /** Milliseconds for LCP and INP; the layout-shift score for CLS. */
    value: doublePrecision().notNull(),
  },
  (table) => [index("insight_vitals_day_idx").on(table.day)],
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
    /** Private-tour requests the server stored. */
    requests: integer().notNull().default(0),
    plays: integer().notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.dimension, table.value] })],
);

/**
 * How many events each day's totals were computed from, and by which version of the computation: a day whose count
 * changed, or that an older version computed, is computed again (server/insights/insights.ts, ROLLUP_VERSION).
 */
export const insightRollups = pgTable("insight_rollups", {
  day: date({ mode: "string" }).primaryKey(),
  events: integer().notNull(),
  version: integer().notNull().default(0),
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
 * The versions of the site that went live, newest last: a publish or a restore is recorded here in the moment it goes
 * live, and a starting server serves the newest (docs/decisions/093-live-version-recorded.md). Its content is a git
 * commit in the editing server's checkout, and, where several servers share one Postgres, an archive in
 * site_artifacts, so every server can serve it.
 */
export const siteVersions = pgTable("site_versions", {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  kind: text({ enum: SITE_VERSION_KINDS }).notNull(),
  /** The git commit that holds this version of content/, and that folder's tree. */
  commit: text().notNull(),
  tree: text().notNull(),
  /** A hash of content/'s files (scripts/lib/build-inputs.ts): which builds show this version. */
  contentFingerprint: text("content_fingerprint").notNull(),
  /** For a restore: the version it brought back. */
  restoredFrom: integer("restored_from"),
  publishedBy: integer("published_by").references(() => staff.id),
  publishedByName: text("published_by_name").notNull(),
  /** What changed since the version before, in staff words (server/publishing/describe-changes.ts). */
  changes: jsonb().$type<ContentChangeRecord[]>().notNull().default([]),
  /** Seconds from the press to live. */
  seconds: real().notNull().default(0),
  createdAt: createdAt(),
});

/**
 * Files another server needs to serve a version it did not build: the content as a tar (any server can build it) and
 * the finished build for one code fingerprint (a server running that code serves it at once), in parts. Only written
 * when the database is shared (Postgres); kept for the newest versions only, and left out of backups (the content
 * history is in the backup's git bundle).
 */
export const siteArtifacts = pgTable(
  "site_artifacts",
  {
    kind: text({ enum: ["content", "build"] }).notNull(),
    contentFingerprint: text("content_fingerprint").notNull(),
    /** The build's code fingerprint; "" for the content. */
    code: text().notNull().default(""),
    part: integer().notNull(),
    /** How many parts the whole has (so a reader knows it has them all). */
    parts: integer().notNull(),
    data: bytea().notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.contentFingerprint, table.code, table.part] })],
);

/**
 * Publishes, restores and previews as they run: any server and any browser tab reads the same state, and one that
 * was under way when its server died is told apart from one still running by its heartbeat.
 */
export const publishRuns = pgTable(
  "publish_runs",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    task: text({ enum: PUBLISH_TASKS }).notNull(),
    state: text({ enum: PUBLISH_RUN_STATES }).notNull().default("running"),
    step: text().notNull().default("checking"),
    startedBy: integer("started_by").references(() => staff.id),
    startedByName: text("started_by_name").notNull(),
    /** For a restore: the version being brought back. */
    restoring: integer(),
    /** The version it made live, once it did. */
    versionId: integer("version_id"),
    /** A finished preview: its build folder under .publish and the content it shows. */
    previewDir: text("preview_dir"),
    contentFingerprint: text("content_fingerprint"),
    /** Why it failed, and the problems or the build's last lines. */
    reason: text().notNull().default(""),
    problems: jsonb().$type<string[]>().notNull().default([]),
    /** The server running it (host and process), for the record. */
    server: text().notNull().default(""),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [index("publish_runs_started_idx").on(table.startedAt.desc())],
);

/**
 * Which server's checkout holds the drafts: staff edit and publish there, and every other server sharing the
 * database refuses editing with its name. Refreshed while that server runs; a claim not refreshed for two minutes
 * can be taken over.
 */
export const editingServer = pgTable("editing_server", {
  id: integer().primaryKey(),
  host: text().notNull(),
  root: text().notNull(),
  heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Backups written to BACKUP_DIR (server/backup/), newest last: what the staff area lists and lets owners download. */
export const backups = pgTable("backups", {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  file: text().notNull(),
  bytes: bigint({ mode: "number" }).notNull(),
  sha256: text().notNull(),
  /** "daily", "staff" (Back up now) or "command" (npm run backup). */
  trigger: text({ enum: BACKUP_TRIGGERS }).notNull(),
  takenBy: integer("taken_by").references(() => staff.id),
  takenByName: text("taken_by_name").notNull().default(""),
  seconds: real().notNull().default(0),
  createdAt: createdAt(),
});

/**
 * A newsletter issue sent (or scheduled) to the confirmed readers (docs/decisions/105): the e-mail as rendered when the
 * send started, so every reader, and a resumed send, gets the same message. One send an issue: the unique index
 * refuses a second (a double click, a second server) unless the first was cancelled before it started.
 */
export const newsletterSends = pgTable(
  "newsletter_sends",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The file name in content/newsletter. */
    slug: text().notNull(),
    subject: text().notNull().default(""),
    /** The rendered e-mail, the reader's unsubscribe link left as a placeholder (server/newsletter/email.ts). */
    html: text().notNull().default(""),
    text: text().notNull().default(""),
    status: text({ enum: NEWSLETTER_SEND_STATUSES }).notNull(),
    /** When it starts: now for "Send now", the chosen New York time for "Send at". */
    scheduledAt: timestamp("scheduled_at", { withTimezone: true }).notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    /** Readers it went to: the confirmed addresses when it started. */
    recipients: integer().notNull().default(0),
    /** Who scheduled or sent it: the archive's publish names them. */
    staffId: integer("staff_id").references(() => staff.id),
    staffName: text("staff_name").notNull().default(""),
    staffEmail: text("staff_email").notNull().default(""),
    /** The server process working the send, and until when its claim holds unless renewed. */
    workerId: text("worker_id"),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    /** What staff should know: why it could not start, or that the mail server is not answering. */
    note: text().notNull().default(""),
    /** The public archive: "" (not yet), "waiting" (to be published), "published" (a publish started). */
    archive: text().notNull().default(""),
    archiveNote: text("archive_note").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // A send cancelled before it started leaves the issue free to schedule again; one that started never does.
    uniqueIndex("newsletter_sends_slug_key")
      .on(table.slug)
      .where(sql`${table.status} <> 'cancelled' or ${table.startedAt} is not null`),
    index("newsletter_sends_due_idx")
      .on(table.scheduledAt)
      .where(sql`${table.status} in ('scheduled', 'sending')`),
  ],
);

/**
 * One reader's message of a send. Recorded as handing before it goes to the mail server and marked after, so a crash
 * never sends it twice as a new message nor skips it (docs/decisions/105). Only the address's id and e-mail are kept.
 */
export const newsletterDeliveries = pgTable(
  "newsletter_deliveries",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    sendId: integer("send_id")
      .notNull()
      .references(() => newsletterSends.id, { onDelete: "cascade" }),
    subscriberId: integer("subscriber_id")
      .notNull()
      .references(() => subscribers.id, { onDelete: "cascade" }),
    email: text().notNull(),
    status: text({ enum: NEWSLETTER_DELIVERY_STATUSES }).notNull().default("waiting"),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error").notNull().default(""),
    /** Handed over again after a crash cut off its first hand-over (same Message-ID): see decision 105. */
    handedAgain: boolean("handed_again").notNull().default(false),
    handedAt: timestamp("handed_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** The reader left through this unsubscribe link. */
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("newsletter_deliveries_send_subscriber_key").on(table.sendId, table.subscriberId),
    index("newsletter_deliveries_due_idx")
      .on(table.sendId, table.nextAttemptAt, table.id)
      .where(sql`${table.status} = 'waiting'`),
    index("newsletter_deliveries_subscriber_idx").on(table.subscriberId),
  ],
);

/**
 * The erasure ledger (issue 40): the SHA-256 of each address erased on request, never the address, and when (its
 * latest erasure). A restore of an older backup erases again what the address held by then
 * (server/privacy/personal-data.ts, docs/decisions/152); it is also the suppression list, so an erased address is
 * never mailed from a restored copy. A file beside the backups holds the same hashes and times.
 */
export const erasures = pgTable("erasures", {
  hash: text().primaryKey(),
  createdAt: createdAt(),
});

/**
 * Visitors' own privacy requests from the privacy notice (see my data, erase it): confirmed by a single-use link sent
 * to the address first, then answered by an owner before the legal deadline.
 */
export const privacyRequests = pgTable(
  "privacy_requests",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    email: text().notNull(),
    kind: text({ enum: ["see", "erase"] }).notNull(),
    /** The confirmation link's single-use part: cleared when the link is used. */
    nonce: text(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** When an owner answered it (exported or erased). */
    doneAt: timestamp("done_at", { withTimezone: true }),
    clientHash: text("client_hash").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("privacy_requests_open_idx").on(table.confirmedAt, table.doneAt)],
);

/**
 * How this company's e-mail goes out, as the owner set it up under Settings (server/mail/mail-settings.ts): one row.
 * The password is kept encrypted (AES-256-GCM, a key derived from the link secret in DATA_DIR); every server reads
 * this row, so a change reaches them all. SMTP_URL, when an operator sets it, wins over it.
 */
export const mailSettings = pgTable("mail_settings", {
  id: integer().primaryKey(),
  host: text().notNull(),
  port: integer().notNull(),
  username: text().notNull().default(""),
  /** "v1." then base64url of the 12-byte nonce, the 16-byte tag and the ciphertext; empty: no password. */
  passwordSealed: text("password_sealed").notNull().default(""),
  fromAddress: text("from_address").notNull(),
  updatedBy: text("updated_by").notNull().default(""),
  updatedAt: updatedAt(),
});

/**
 * The site's public address (issue 41, docs/decisions/142), asked for at setup when PUBLIC_SITE_URL is not set and
 * changed under Settings: every link in an e-mail (sign-in links, newsletter, confirmations) is built on it, never on
 * the address a request came in on. One row; PUBLIC_SITE_URL wins when set.
 */
export const siteAddress = pgTable("site_address", {
  id: integer().primaryKey(),
  url: text().notNull(),
  updatedBy: text("updated_by").notNull().default(""),
  updatedAt: updatedAt(),
});
