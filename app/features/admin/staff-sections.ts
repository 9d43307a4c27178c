import type { StaffRole } from "#db/statuses.ts";
import { may, type Permission } from "./roles.ts";

/** What the staff layout counts for the header: work waiting on a page. */
export type StaffBadges = { messages: number; requests: number; applications: number; outbox: number };

export type StaffPageLink = {
  to: string;
  label: string;
  /** Current only on this very address (the overview), not on pages under it. */
  end?: boolean;
  badge?: keyof StaffBadges;
  /** Shown only to those the server lets in (roles.ts): the route checks it again. */
  permission?: Permission;
};

export type StaffSection = { label: string; pages: StaffPageLink[] };

/**
 * The Content page (what is waiting to be published, publishing, versions and restoring): one name wherever staff read
 * it, the navigation, its menu, its title and heading, and the editor's way back (decision 189).
 */
export const CONTENT_PAGE = { to: "/admin/content", label: "Content" } as const;

/** Where an owner sets up e-mail: the E-mail part of Settings, which every "e-mail is not set up" links to. */
export const MAIL_SETTINGS = "/admin/settings#mail-heading";

/**
 * The staff area's pages in five sections a company's back office has (docs/decisions/154): what came in, the
 * site's content, the newsletter, the figures, and how the company runs the area. The overview stands alone, first.
 */
export const STAFF_SECTIONS: readonly (StaffPageLink | StaffSection)[] = [
  { to: "/admin", label: "Overview", end: true },
  {
    label: "Inbox",
    pages: [
      { to: "/admin/messages", label: "Messages", badge: "messages" },
      { to: "/admin/requests", label: "Private-tour requests", badge: "requests" },
      { to: "/admin/applications", label: "Adventure Cat applications", badge: "applications" },
      { to: "/admin/codes", label: "Adventure Cat codes" },
      { to: "/admin/outbox", label: "Outbox", badge: "outbox" },
    ],
  },
  {
    label: CONTENT_PAGE.label,
    pages: [
      { ...CONTENT_PAGE, permission: "publish content" },
      { to: "/keystatic", label: "Edit pages and posts", permission: "publish content" },
    ],
  },
  {
    label: "Newsletter",
    pages: [
      { to: "/admin/newsletter", label: "Letters", permission: "send newsletter" },
      { to: "/admin/subscribers", label: "Subscribers" },
    ],
  },
  {
    label: "Insights",
    pages: [
      { to: "/admin/insights", label: "Visitors and bookings", permission: "read insights" },
      { to: "/admin/campaigns", label: "Campaign links", permission: "read insights" },
    ],
  },
  {
    label: "Settings",
    pages: [
      { to: "/admin/settings", label: "Site address and e-mail", permission: "change settings" },
      { to: "/admin/people", label: "People", permission: "manage staff" },
      { to: "/admin/activity", label: "Activity", permission: "manage staff" },
      { to: "/admin/backups", label: "Backups", permission: "back up data" },
      { to: "/admin/privacy", label: "Privacy requests", permission: "handle privacy requests" },
    ],
  },
];

/**
 * The navigation a person sees: only the pages their role opens; a section left with one page is that page's own
 * link (a menu of one is a detour), and a section left with none is not shown.
 */
export function staffNavigation(role: StaffRole | undefined): (StaffPageLink | StaffSection)[] {
  const allowed = (page: StaffPageLink) => !page.permission || may(role, page.permission);
  return STAFF_SECTIONS.flatMap((entry): (StaffPageLink | StaffSection)[] => {
    if (!("pages" in entry)) return allowed(entry) ? [entry] : [];
    const pages = entry.pages.filter(allowed);
    if (pages.length === 0) return [];
    return pages.length === 1 ? [pages[0]!] : [{ label: entry.label, pages }];
  });
}

/** Whether a link names the page at this address: the page itself, or (unless `end`) a page under it. */
export function isCurrentPage(page: StaffPageLink, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, "") || "/";
  return path === page.to || (!page.end && path.startsWith(`${page.to}/`));
}

/** Work waiting in a section's pages, for its menu button. */
export function waitingIn(pages: readonly StaffPageLink[], badges: StaffBadges): number {
  return pages.reduce((sum, page) => sum + (page.badge ? badges[page.badge] : 0), 0);
}
