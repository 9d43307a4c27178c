import type { StaffRole } from "#db/statuses.ts";

/**
 * What each role may do beyond the inbox every signed-in person works (messages, tour requests, subscribers, applications, codes,
 * the outbox). The server checks these on every owner-only route and action (requireRole in staff.server.ts); the
 * navigation reads the same table to hide what a guide cannot open.
 */
export const PERMISSIONS = {
  /** People: invitations, roles, disabling accounts, reset links; and the Activity page. */
  "manage staff": ["owner"],
  /** The Content page, the editor (/keystatic) and its API: changing and publishing what the site says. */
  "publish content": ["owner"],
  /** The subscribers' CSV. */
  "export subscribers": ["owner"],
  /** Insights (the dashboard and its CSV) and campaign links with their QR codes. */
  "read insights": ["owner"],
  /** The newsletter: writing issues from posts, test sends, sending, pausing and cancelling (docs/decisions/105). */
  "send newsletter": ["owner"],
  /** Sign-in links in the outbox (invitations, password resets). */
  "read sign-in links": ["owner"],
  /** Backups: making one, and downloading them (everything the company holds is in each). */
  "back up data": ["owner"],
  /** Privacy: finding, exporting and erasing everything held about an e-mail address, and visitors' requests. */
  "handle privacy requests": ["owner"],
  /** Settings: the mail server the company's e-mail goes out through. */
  "change settings": ["owner"],
} as const satisfies Record<string, readonly StaffRole[]>;

export type Permission = keyof typeof PERMISSIONS;

export function may(role: StaffRole | undefined, permission: Permission): boolean {
  return Boolean(role && (PERMISSIONS[permission] as readonly StaffRole[]).includes(role));
}

/** What a refused person is told (with a 403), per permission. */
export const REFUSED: Record<Permission, string> = {
  "manage staff": "Only an owner can manage staff accounts and read the activity record.",
  "publish content": "Only an owner can change or publish the site's content.",
  "export subscribers": "Only an owner can export the subscribers.",
  "read insights": "Only an owner can read the insights and make campaign links.",
  "read sign-in links": "Only an owner can read sign-in links.",
  "back up data": "Only an owner can make or download backups.",
  "send newsletter": "Only an owner can write, test and send the newsletter.",
  "handle privacy requests": "Only an owner can look up, export or erase a person's data.",
  "change settings": "Only an owner can change the settings.",
};
