import { createContext } from "react-router";
import type { Inbox } from "#server/inbox/inbox.ts";
import type { Insights } from "#server/insights/insights.ts";
import type { NewsletterSending } from "#server/newsletter/sending.ts";
import type { Publisher } from "#server/publishing/publisher.ts";
import type { Backups } from "#server/backup/backups.ts";
import type { SetupRestore } from "#server/backup/restore-on-setup.ts";
import type { ContactPagePost } from "#app/features/forms/contact-post.ts";
import type { TourRequestPagePost } from "#app/features/private-tours/tour-request-post.ts";

/**
 * What the server hands each request React Router answers: the inbox's services over the one database, the contact
 * page's own post, and facts about the client.
 */
export type InboxRequest = {
  inbox: Inbox;
  /** Visits, sources, booking clicks and campaign links (server/insights/). */
  insights: Insights;
  /** The newsletter's issues, their sends and the test send (server/newsletter/). */
  newsletterSending: NewsletterSending;
  /** Publishing the content staff edited (server/publishing/publisher.ts). */
  publisher: Publisher;
  /** Backups of the database and the content's history (server/backup/). */
  backups: Backups;
  /** Restoring a backup from the setup page of a new server, while it runs (server/backup/restore-on-setup.ts). */
  setupRestore: SetupRestore;
  /** Stores a contact form posted without JavaScript (routes/contact.tsx), for this client. */
  postContactForm: ContactPagePost;
  /** Stores a private-tour request posted to the private tours page (routes/tours.private-tours.tsx). */
  postTourRequest: TourRequestPagePost;
  /** Salted hash of the client's address (sign-in throttling). */
  clientHash: string;
  /** The visitor came over HTTPS: cookies get the Secure flag. */
  secure: boolean;
};

/**
 * The request-context key for the inbox. The server and every build it serves share this one module (the build
 * imports it from source, docs/decisions/089), so the key the server sets is the one the routes read, also after a
 * publish swaps the build.
 */
export const inboxContext = createContext<InboxRequest>();
