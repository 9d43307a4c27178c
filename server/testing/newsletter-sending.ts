import type { Database } from "../database.ts";
import type { Inbox } from "../inbox/inbox.ts";
import { createNewsletterSending } from "../newsletter/sending.ts";

/**
 * The newsletter's services over a test's database, as a server makes them over its inbox: this checkout's content,
 * e-mail as the inbox has it set up, one connection, no pause between messages, and no publishing of the archive.
 */
export function testNewsletterSending(db: Database, inbox: Inbox) {
  return createNewsletterSending(db, {
    root: process.cwd(),
    siteUrl: () => inbox.siteAddress.current(),
    mail: inbox.mail,
    rate: 0,
    connections: 1,
    newsletter: inbox.newsletter,
    soleProcess: true,
    publishFiles: async () => ({ started: false, reason: "not in this test" }),
  });
}
