import type { Database } from "../database.ts";
import { createApplications } from "./applications.ts";
import { createMessages } from "./messages.ts";
import { createOutbox, smtpTransport, type MailTransport } from "./outbox.ts";
import { createStaffAuth } from "./staff-auth.ts";
import { createSubmissions } from "./submissions.ts";
import { createSubscribers } from "./subscribers.ts";
import { createAuditTrail } from "../staff/audit.ts";
import { createPasskeys } from "../staff/passkeys.ts";
import { createPeople } from "../staff/people.ts";

export type InboxOptions = {
  /** The setup password (ADMIN_PASSWORD): creates the first owner account (server/inbox/staff-auth.ts). */
  adminPassword?: string;
  smtpUrl?: string;
  mailFrom: string;
  siteUrl: string;
  /** Tests hand in their own transport; otherwise SMTP when a URL is set, else none (mail stays queued). */
  transport?: MailTransport | null;
  outboxIntervalMs?: number;
};

/** Everything the endpoints and the staff inbox do with the database, over one connection (pool) per process. */
export function createInbox(db: Database, options: InboxOptions) {
  const transport = options.transport ?? (options.smtpUrl ? smtpTransport(options.smtpUrl) : null);
  const outbox = createOutbox(db, {
    transport,
    from: options.mailFrom,
    intervalMs: options.outboxIntervalMs,
  });
  return {
    submissions: createSubmissions(db),
    auth: createStaffAuth(db, options.adminPassword),
    people: createPeople(db, { siteUrl: options.siteUrl, onOutboxQueued: () => void outbox.kick() }),
    passkeys: createPasskeys(db),
    audit: createAuditTrail(db),
    messages: createMessages(db),
    subscribers: createSubscribers(db),
    applications: createApplications(db, {
      bookingUrl: new URL("/booking", `${options.siteUrl}/`).href,
      onOutboxQueued: () => void outbox.kick(),
    }),
    outbox,
  };
}

export type Inbox = ReturnType<typeof createInbox>;
