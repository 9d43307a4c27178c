/**
 * The newsletter the company sends from its own server (issue 27, docs/decisions/105): its issues on disk, their
 * sends in the database, the sender that works them over SMTP, the public archive, and the test send.
 */
import { randomUUID } from "node:crypto";
import { outbox } from "../../db/schema.ts";
import type { Database } from "../database.ts";
import { forReader } from "../../app/features/newsletter/email.ts";
import type { Newsletter } from "../inbox/newsletter.ts";
import { recordAudit, type ChangedBy } from "../staff/audit.ts";
import { createArchive, type PublishFiles } from "./archive.ts";
import { createIssueLibrary, type IssueLibrary } from "./issues.ts";
import { createNewsletterSends } from "./sends.ts";
import { mailProblemInWords, type MailSettings } from "../mail/mail-settings.ts";
import { linkOn, type SiteUrl } from "../site-address.ts";
import {
  createNewsletterSender,
  fixedNewsletterMail,
  type NewsletterTransport,
  type PrepareIssue,
  type SenderOptions,
} from "./sender.ts";

export type NewsletterSendingOptions = {
  /** The checkout whose content/ holds the issues (the server's working folder). */
  root: string;
  /** The site's public address, read when an issue's e-mail is made (links and pictures lead there). */
  siteUrl: SiteUrl;
  /** The mail server as set up under Settings or by the operator (read at each use). */
  mail: MailSettings;
  rate: number;
  connections: number;
  newsletter: Newsletter;
  publishFiles: PublishFiles;
  /** Tests hand in their own transport and sender. */
  transport?: { transport: NewsletterTransport | null; from: string };
  /** PGlite: this is the only process that can use the database. */
  soleProcess: boolean;
  retryDelays?: SenderOptions["retryDelays"];
  onOutboxQueued?: () => void;
};

/** A send's e-mail, made from the issue as saved when the send starts. */
export function prepareIssue(issues: IssueLibrary): PrepareIssue {
  return async (slug) => {
    const rendered = await issues.render(slug);
    return rendered.ok
      ? { ok: true, subject: rendered.email.subject, html: rendered.email.html, text: rendered.email.text }
      : rendered;
  };
}

export function createNewsletterSending(db: Database, options: NewsletterSendingOptions) {
  const mail = options.transport
    ? fixedNewsletterMail(options.transport.transport, options.transport.from)
    : options.mail;
  const issues = createIssueLibrary({ root: options.root, siteUrl: options.siteUrl });
  // A change staff make (a send asked for, resumed) starts the sender's next pass at once.
  const sends = createNewsletterSends(db, { onChange: () => void sender.kick() });
  const archive = createArchive({ sends, issues, publishFiles: options.publishFiles });
  const sender = createNewsletterSender(db, {
    mail,
    siteUrl: options.siteUrl,
    rate: options.rate,
    connections: options.connections,
    soleProcess: options.soleProcess,
    retryDelays: options.retryDelays,
    unsubscribeLinks: () => options.newsletter.unsubscribeLinks(),
    prepare: prepareIssue(issues),
    onStarted: (sendId) => void archive.makeLive(sendId),
  });

  return {
    issues,
    sends,
    sender,
    /** A mail server is set up (Settings, or the operator's): without it, no send is offered and tests go to the outbox. */
    canSend: async () => (await mail.pooled(Math.max(1, options.connections))) !== null,
    rate: options.rate,
    connections: options.connections,

    /**
     * The issue as saved now, marked [TEST], to the person asking: over SMTP when it is set (never counted as sent),
     * otherwise into the outbox. Its unsubscribe link leads to the newsletter's page: readers get their own.
     */
    async testSend(
      slug: string,
      by: ChangedBy,
    ): Promise<
      | { ok: true; via: "smtp" }
      | { ok: true; via: "outbox"; outboxId: number }
      | { ok: false; problem: string }
    > {
      const rendered = await issues.render(slug, { test: true });
      if (!rendered.ok) return rendered;
      const siteUrl = await options.siteUrl();
      const body = forReader(rendered.email, linkOn(siteUrl, "/newsletter"));
      const current = await mail.pooled(Math.max(1, options.connections));
      if (current) {
        try {
          await current.transport.sendMail({
            from: current.from,
            to: by.actor.email,
            subject: rendered.email.subject,
            html: body.html,
            text: body.text,
            messageId: `<newsletter-test-${randomUUID()}@${new URL(siteUrl).hostname}>`,
            date: new Date(),
            headers: {},
          });
        } catch (error) {
          return { ok: false, problem: mailProblemInWords(error, "The mail server") };
        }
        await recordAudit(db, {
          ...by,
          action: "newsletter-tested",
          target: `newsletter:${slug}`,
          summary: `${by.actor.name} sent a test of "${rendered.issue.meta.subject}" to ${by.actor.email}.`,
        });
        return { ok: true, via: "smtp" };
      }
      const outboxId = await db.transaction(async (tx) => {
        const [queued] = await tx
          .insert(outbox)
          .values({ recipient: by.actor.email, subject: rendered.email.subject, body: body.text })
          .returning({ id: outbox.id });
        await recordAudit(tx, {
          ...by,
          action: "newsletter-tested",
          target: `newsletter:${slug}`,
          summary: `${by.actor.name} put a test of "${rendered.issue.meta.subject}" in the outbox for ${by.actor.email}.`,
        });
        return queued!.id;
      });
      options.onOutboxQueued?.();
      return { ok: true, via: "outbox", outboxId };
    },

    start() {
      sender.start();
      archive.start();
    },
    async stop() {
      await sender.stop();
      await archive.stop();
    },
  };
}

export type NewsletterSending = ReturnType<typeof createNewsletterSending>;
