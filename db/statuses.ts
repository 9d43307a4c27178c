/** The states a row moves through, shared by the schema and the inbox pages (no database code, safe in a browser). */
export const APPLICATION_STATUSES = ["pending", "approved", "rejected"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const OUTBOX_STATUSES = ["queued", "sending", "sent"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** Owner: staff, content, settings, exports. Guide: messages, applications, codes (docs/decisions/075). */
export const STAFF_ROLES = ["owner", "guide"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_STATUSES = ["active", "disabled"] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];
