import type { Database } from "../database.ts";
import { createLinkSigner } from "../signed-links.ts";
import { createApplications } from "./applications.ts";
import { createMessages } from "./messages.ts";
import { createNewsletter } from "./newsletter.ts";
import { createMailSettings, mailKey } from "../mail/mail-settings.ts";
import { createOutbox, fixedMail, type MailTransport } from "./outbox.ts";
import { createStaffAuth } from "./staff-auth.ts";
import { createSubmissions, type Acknowledgements } from "./submissions.ts";
import { createSubscribers } from "./subscribers.ts";
import { createTourRequests } from "./tour-requests.ts";
import { createAuditTrail } from "../staff/audit.ts";
import { createPasskeys } from "../staff/passkeys.ts";
import { createPeople } from "../staff/people.ts";
import { createPersonalData } from "../privacy/personal-data.ts";
import { createPrivacyRequests } from "../privacy/requests.ts";
import { createSiteAddress } from "../site-address.ts";

export type InboxOptions = {
  /** The setup password (ADMIN_PASSWORD): creates the first owner account (server/inbox/staff-auth.ts). */
  adminPassword?: string;
  smtpUrl?: string;
  mailFrom: string;
  /** The address the site was built for: links use it until the owner gives one (or the operator sets one). */
  siteUrl: string;
  /** PUBLIC_SITE_URL, when set for this server: it wins over the address given at setup or under Settings. */
  operatorSiteUrl?: string;
  /** Signs the links the site sends (newsletter confirmation and unsubscribe, a request's confirmation page). */
  linkSecret: string;
  /**
   * Tests hand in their own transport; otherwise the mail server set up under Settings or by SMTP_URL (which wins),
   * else none (mail stays queued).
   */
  transport?: MailTransport | null;
  outboxIntervalMs?: number;
  /** The erasure ledger's file beside the backups (BACKUP_DIR/erasure-ledger): each erasure is appended there too. */
  erasureLedger?: string;
  /** The notes a visitor gets after writing through the contact form or asking for a private tour. */
  acknowledgements?: () => Acknowledgements;
};

/** Everything the endpoints and the staff inbox do with the database, over one connection (pool) per process. */
export function createInbox(db: Database, options: InboxOptions) {
  const mail = createMailSettings(db, {
    key: mailKey(options.linkSecret),
    smtpUrl: options.smtpUrl,
    defaultFrom: options.mailFrom,
  });
  const outbox = createOutbox(db, {
    mail: options.transport === undefined ? mail : fixedMail(options.transport, options.mailFrom),
    intervalMs: options.outboxIntervalMs,
  });
  const signer = createLinkSigner(options.linkSecret);
  const siteAddress = createSiteAddress(db, { operator: options.operatorSiteUrl, fallback: options.siteUrl });
  /** Every link in an e-mail is built on the site's public address as it is when the e-mail is written. */
  const siteUrl = () => siteAddress.current();
  const newsletter = createNewsletter(db, {
    signer,
    siteUrl,
    onOutboxQueued: () => void outbox.kick(),
  });
  return {
    submissions: createSubmissions(db, {
      acknowledgements: options.acknowledgements,
      onOutboxQueued: () => void outbox.kick(),
    }),
    auth: createStaffAuth(db, options.adminPassword),
    people: createPeople(db, { siteUrl, onOutboxQueued: () => void outbox.kick() }),
    passkeys: createPasskeys(db),
    audit: createAuditTrail(db),
    messages: createMessages(db),
    newsletter,
    subscribers: createSubscribers(db, newsletter),
    tourRequests: createTourRequests(db, { signer }),
    applications: createApplications(db, {
      siteUrl,
      onOutboxQueued: () => void outbox.kick(),
    }),
    outbox,
    privacy: createPersonalData(db, { ledgerFile: options.erasureLedger }),
    privacyRequests: createPrivacyRequests(db, {
      signer,
      siteUrl,
      onOutboxQueued: () => void outbox.kick(),
    }),
    /** The mail server, as set up under Settings or by the operator. */
    mail,
    /** The site's public address, as set by the operator, at setup or under Settings. */
    siteAddress,
  };
}

export type Inbox = ReturnType<typeof createInbox>;
