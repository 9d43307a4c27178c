/**
 * How the staff pages put a newsletter issue's state in words and numbers (no database code: the issue page's
 * progress bar reads it in the browser too).
 */
import type { NewsletterSendStatus } from "#db/statuses.ts";
import { MAIL_SETTINGS } from "#app/features/admin/staff-sections.ts";
import { newYorkParts } from "#app/lib/new-york-time.ts";
import { NO_POSTAL_ADDRESS } from "./postal-address.ts";

export type IssueState = "draft" | NewsletterSendStatus;

/** What staff read for each state, as a badge. */
export const STATE_LABELS: Record<IssueState, string> = {
  draft: "Draft",
  scheduled: "Scheduled",
  sending: "Sending",
  paused: "Paused",
  sent: "Sent",
  cancelled: "Cancelled",
};

/** What the issue page says when "Start from a post" found the post's issue not sent yet, instead of a copy. */
export const ISSUE_FROM_POST_EXISTS =
  "This post already has an issue that is not sent yet, so here it is rather than a second copy: edit it in the editor, send yourself a test, then send it.";

/** The three parts of the progress bar, each a share of the recipients in whole percent (at least 1 when not 0). */
export function progressShares(progress: {
  recipients: number;
  sent: number;
  waiting: number;
  failed: number;
}) {
  const total = Math.max(progress.recipients, 1);
  const share = (count: number) => (count === 0 ? 0 : Math.max(1, Math.round((count / total) * 100)));
  const failed = share(progress.failed);
  const sent = Math.min(share(progress.sent), 100 - failed);
  return { sent, failed, waiting: Math.max(0, 100 - sent - failed) };
}

/** Whether the issue page should keep reading the progress (the send is still moving). */
export function isMoving(state: IssueState): boolean {
  return state === "sending" || state === "scheduled";
}

/** Mailchimp's embedded-form action: the list lives there, and so does sending. */
export function listInMailchimp(newsletterAction: string): boolean {
  return /^https?:\/\//.test(newsletterAction);
}

/**
 * A wall-clock time in New York ("2026-12-01T09:30", as a datetime-local field gives it) as a moment, or null when it
 * is not one. Daylight saving is New York's own: the offset is the one in force at that moment.
 */
export function newYorkMoment(local: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as number[];
  const asUtc = Date.UTC(year!, month! - 1, day!, hour!, minute!);
  if (Number.isNaN(asUtc)) return null;
  // Try the offsets New York uses (EST, EDT); keep the one that reads back as the same wall-clock time.
  for (const offsetHours of [5, 4]) {
    const moment = new Date(asUtc + offsetHours * 3_600_000);
    const parts = newYorkParts(moment);
    if (
      Number(parts.year) === year &&
      Number(parts.month) === month &&
      Number(parts.day) === day &&
      Number(parts.hour) === hour &&
      Number(parts.minute) === minute
    )
      return moment;
  }
  return null;
}

/** A moment as a datetime-local value in New York ("2026-12-01T09:30"). */
export function newYorkLocal(moment: Date): string {
  const parts = newYorkParts(moment);
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** A reason an issue cannot be sent now, in staff's words, and where it is fixed (none for what nobody can fix). */
export type SendBlocker = { text: string; fix?: { href: string; label: string; inEditor: boolean } };

/** The company's details in the editor, where its postal address is filled in (cms-config.ts: the company entry). */
export const COMPANY_IN_EDITOR = "/keystatic/singleton/company";

/** An issue's own entry in the editor. */
export const issueInEditor = (slug: string) => `/keystatic/collection/newsletterIssues/item/${slug}`;

/**
 * Every reason the issue page offers no send, all at once, each with where it is fixed; none when it can be sent. An
 * issue whose list lives in Mailchimp, or that was sent before, has only that reason: nothing else would let it send.
 */
export function sendBlockers(issue: {
  slug: string;
  mailchimp: boolean;
  canSend: boolean;
  problem: string | null;
  sentBefore: string | null;
  postalAddressMissing: boolean;
}): SendBlocker[] {
  if (issue.mailchimp) return [{ text: "The list lives in Mailchimp, so sending is done there." }];
  if (issue.sentBefore) return [{ text: `This issue was sent on ${issue.sentBefore}.` }];
  const blockers: SendBlocker[] = [];
  if (!issue.canSend)
    blockers.push({
      text: "E-mail is not set up yet, so nothing can go out to readers.",
      fix: { href: MAIL_SETTINGS, label: "Set up e-mail under Settings", inEditor: false },
    });
  if (issue.problem)
    blockers.push({
      text: "The issue has a problem to fix first (above).",
      fix: { href: issueInEditor(issue.slug), label: "Fix it in the editor", inEditor: true },
    });
  if (issue.postalAddressMissing)
    blockers.push({
      text: NO_POSTAL_ADDRESS,
      fix: { href: COMPANY_IN_EDITOR, label: "Open Company in the editor", inEditor: true },
    });
  return blockers;
}
