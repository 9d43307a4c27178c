/** The states a row moves through, shared by the schema and the inbox pages (no database code, safe in a browser). */
export const APPLICATION_STATUSES = ["pending", "approved", "rejected"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/**
 * A draft waits for a guide to edit and send it; only queued e-mail is ever sent over SMTP; sent is sent (over SMTP,
 * or by hand: marked_sent_by says who); withdrawn was never sent because it is no longer needed (an invitation
 * accepted or revoked before its e-mail went).
 */
export const OUTBOX_STATUSES = ["draft", "queued", "sending", "sent", "withdrawn"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** A private-tour request's pipeline: new, replied, then booked or declined. */
export const TOUR_REQUEST_STATUSES = ["new", "replied", "booked", "declined"] as const;
export type TourRequestStatus = (typeof TOUR_REQUEST_STATUSES)[number];

/** A newsletter address: pending until its confirmation link is followed, then subscribed, or unsubscribed. */
export const SUBSCRIBER_STATUSES = ["pending", "subscribed", "unsubscribed"] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** What the insights count: page views, booking buttons, calendars, forms the server stored, reel and video plays. */
export const INSIGHT_KINDS = ["pageview", "booking_click", "calendar_open", "form", "play"] as const;
export type InsightKind = (typeof INSIGHT_KINDS)[number];

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
