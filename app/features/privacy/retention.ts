import type { PrivacySettings, RetentionKey } from "#app/content/schema.ts";

/**
 * Retention periods as the privacy notice says them and as the server counts them (server/privacy/retention.ts): one
 * reading of content/settings/privacy.yaml for both, so the page and the nightly deletion never disagree.
 */
export type RetentionPeriod = PrivacySettings["retention"][RetentionKey];

/** "24 months", "1 month", "30 days". */
export function periodWords({ length, unit }: RetentionPeriod): string {
  return `${length} ${length === 1 ? unit.slice(0, -1) : unit}`;
}

/** The moment before which a record of this kind is too old, counted back from `now` in calendar months or days. */
export function cutoff({ length, unit }: RetentionPeriod, now: Date): Date {
  const at = new Date(now);
  if (unit === "days") at.setUTCDate(at.getUTCDate() - length);
  else at.setUTCMonth(at.getUTCMonth() - length);
  return at;
}

/** What each kind of record is called, in the words the Activity record and the notice's table use. */
export const RETENTION_LABELS: Record<RetentionKey, string> = {
  messages: "Contact messages",
  tourRequests: "Private-tour requests",
  applications: "Adventure Cat applications",
  unconfirmedSignups: "Newsletter sign-ups never confirmed",
  outbox: "E-mails we sent",
  insightEvents: "Single visit records",
};
