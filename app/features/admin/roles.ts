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

/**
 * What a refused person sees where the page would be (decision 190): what the page is, in a heading, and what to do
 * instead, under the sentence above. A page only; a download or a form's answer says the sentence alone.
 */
export const FOR_OWNERS: Record<Permission, { title: string; instead: string }> = {
  "manage staff": {
    title: "People and Activity are for owners",
    instead: "If someone needs an account, a different role or a new password, ask an owner to set it up.",
  },
  "publish content": {
    title: "The editor is for owners",
    instead:
      "If something on the website needs changing, such as a tour's time, a post or a picture, tell an owner what and where: they can change it and publish it.",
  },
  "export subscribers": {
    title: "The subscribers' list is for owners",
    instead: "If you need the list as a file, ask an owner to export it for you.",
  },
  "read insights": {
    title: "Insights are for owners",
    instead: "If you need a figure, such as last month's visitors or how a flyer did, ask an owner.",
  },
  "read sign-in links": {
    title: "Sign-in links are for owners",
    instead: "If you need a new sign-in link, ask an owner to send you one.",
  },
  "back up data": {
    title: "Backups are for owners",
    instead: "If you think a backup is needed, ask an owner to make one.",
  },
  "send newsletter": {
    title: "The newsletter is for owners",
    instead: "If you have a story or a date for the next letter, send it to an owner.",
  },
  "handle privacy requests": {
    title: "Privacy requests are for owners",
    instead:
      "If someone asks what we hold about them, or asks us to erase it, pass their message to an owner.",
  },
  "change settings": {
    title: "Settings are for owners",
    instead: "If the site's address or its e-mail needs changing, ask an owner.",
  },
};
