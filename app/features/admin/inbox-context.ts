import { createContext, type RouterContext } from "react-router";
import type { Inbox } from "#server/inbox/inbox.ts";
import type { Publisher } from "#server/publishing/publisher.ts";
import type { ContactPagePost } from "#app/features/forms/contact-post.ts";

/**
 * What the server hands each request React Router answers: the inbox's services over the one database, the contact
 * page's own post, and facts about the client.
 */
export type InboxRequest = {
  inbox: Inbox;
  /** Publishing the content staff edited (server/publishing/publisher.ts). */
  publisher: Publisher;
  /** Stores a contact form posted without JavaScript (routes/contact.tsx), for this client. */
  postContactForm: ContactPagePost;
  /** Salted hash of the client's address (sign-in throttling). */
  clientHash: string;
  /** The visitor came over HTTPS: cookies get the Secure flag. */
  secure: boolean;
  /** PUBLIC_SITE_URL: links in staff e-mails, and where passkeys belong. */
  siteUrl: string;
};

const KEY = Symbol.for("whisker-walks.inbox-context");
type Holder = { [KEY]?: RouterContext<InboxRequest> };

/**
 * The request-context key for the inbox. The server imports this module from source and the app's server bundle
 * carries its own copy; keeping the key on globalThis makes both the same object, which RouterContextProvider
 * needs to find the value.
 */
export const inboxContext: RouterContext<InboxRequest> = ((globalThis as Holder)[KEY] ??=
  createContext<InboxRequest>());
