/** The states a row moves through, shared by the schema and the inbox pages (no database code, safe in a browser). */
export const APPLICATION_STATUSES = ["pending", "approved", "rejected"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/**
 * A draft waits for a guide to edit and send it; only queued e-mail is ever sent over SMTP; sent is sent (over SMTP,
 * or by hand: marked_sent_by says who); withdrawn was never sent because it is no longer needed (an invitation
 * accepted, revoked or replaced by a newer one, or a reset link used, replaced or ended, before its e-mail went).
 */
export const OUTBOX_STATUSES = ["draft", "queued", "sending", "sent", "withdrawn"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** A private-tour request's pipeline: new, replied, then booked or declined. */
export const TOUR_REQUEST_STATUSES = ["new", "replied", "booked", "declined"] as const;
export type TourRequestStatus = (typeof TOUR_REQUEST_STATUSES)[number];

/**
 * A newsletter address: pending until its confirmation link is followed, then subscribed, or unsubscribed. A
 * permanent refusal from the mail server marks it bounced, a spam report complained: neither is mailed again.
 */
export const SUBSCRIBER_STATUSES = [
  "pending",
  "subscribed",
  "unsubscribed",
  "bounced",
  "complained",
] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** What the insights count: page views, booking buttons, calendars, forms the server stored, reel and video plays. */
export const INSIGHT_KINDS = ["pageview", "booking_click", "calendar_open", "form", "play"] as const;
export type InsightKind = (typeof INSIGHT_KINDS)[number];

/** The speed measures real visitors' browsers report (Core Web Vitals), and the devices they are told apart by. */
export const VITAL_METRICS = ["LCP", "INP", "CLS"] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];
export const DEVICE_CLASSES = ["phone", "tablet", "desktop"] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** The ways the daily totals are broken down. */
export const INSIGHT_DIMENSIONS = ["total", "page", "source", "campaign", "item", "form", "media"] as const;
export type InsightDimension = (typeof INSIGHT_DIMENSIONS)[number];

/** The forms the insights count, as the form endpoints store them. */
export const INSIGHT_FORMS = ["contact", "newsletter", "adventure", "private-tour"] as const;
export type InsightForm = (typeof INSIGHT_FORMS)[number];
/** Owner: staff, content, settings, exports. Guide: messages, applications, codes (docs/decisions/075). */
export const STAFF_ROLES = ["owner", "guide"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_STATUSES = ["active", "disabled"] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

/**
 * A version of the site goes live by a publish of the edits or by restoring an earlier version. The content the site
 * was installed with is recorded as a version too, by the first publish, so that publish can be undone.
 */
export const SITE_VERSION_KINDS = ["publish", "restore", "installed"] as const;
export type SiteVersionKind = (typeof SITE_VERSION_KINDS)[number];

/** What a publishing run does: publish the edits, restore a published version, or build the edits for a preview. */
export const PUBLISH_TASKS = ["publish", "restore", "preview"] as const;
export type PublishTask = (typeof PUBLISH_TASKS)[number];

/** A run is running until it is done or failed; one whose server died under it is interrupted. */
export const PUBLISH_RUN_STATES = ["running", "done", "failed", "interrupted"] as const;
export type PublishRunState = (typeof PUBLISH_RUN_STATES)[number];

/** What made a backup: the daily schedule, an owner's Back up now, or `npm run backup`. */
export const BACKUP_TRIGGERS = ["daily", "staff", "command"] as const;
export type BackupTrigger = (typeof BACKUP_TRIGGERS)[number];

/** One change of a version, in staff words: "Tour price" with its before and after, or "New post: …". */
export type ContentChangeRecord = { label: string; before?: string; after?: string };
/**
 * A newsletter issue's send: scheduled for a time, sending (or paused by staff), sent once every reader's message is
 * done, or cancelled (docs/decisions/105).
 */
export const NEWSLETTER_SEND_STATUSES = ["scheduled", "sending", "paused", "sent", "cancelled"] as const;
export type NewsletterSendStatus = (typeof NEWSLETTER_SEND_STATUSES)[number];

/**
 * One reader's message of a send: waiting, being handed to the mail server (recorded before the hand-over), then sent,
 * failed (temporary refusals until the retries ran out), bounced (a permanent refusal), skipped (the reader left
 * before their turn) or cancelled with the send.
 */
export const NEWSLETTER_DELIVERY_STATUSES = [
  "waiting",
  "handing",
  "sent",
  "failed",
  "bounced",
  "skipped",
  "cancelled",
] as const;
export type NewsletterDeliveryStatus = (typeof NEWSLETTER_DELIVERY_STATUSES)[number];
