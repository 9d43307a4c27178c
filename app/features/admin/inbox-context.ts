import { createContext, type RouterContext } from "react-router";
import type { Inbox } from "#server/inbox/inbox.ts";
import type { Insights } from "#server/insights/insights.ts";
import type { Publisher } from "#server/publishing/publisher.ts";

/** What the server hands each inbox request: the services over the one database, and facts about the client. */
export type InboxRequest = {
  inbox: Inbox;
  /** Visits, sources, booking clicks and campaign links (server/insights/). */
  insights: Insights;
  /** Publishing the content staff edited (server/publishing/publisher.ts). */
  publisher: Publisher;
  /** Salted hash of the client's address (sign-in throttling). */
  clientHash: string;
  /** The visitor came over HTTPS: cookies get the Secure flag. */
  secure: boolean;
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
