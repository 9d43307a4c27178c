/**
 * Addresses the insights never record (issue 25): those that carry a token or lead to one person's own page. A
 * private-tour request's confirmation (its signed token opens the visitor's name, e-mail and phone), the newsletter's
 * confirmation and unsubscribe links, invitation and reset links and every other staff page, the content editor and
 * its API. And, for an address we do not know yet, any part of it that looks like a token: 32 characters or more of
 * a token's alphabet, with a capital letter and a digit (page slugs are lower case).
 *
 * Read by the root (the beacon is left out of such a page) and by the insights service, which stores no event with
 * such a path (server/insights/insights.ts). db/migrations/0007 deleted what was stored of them before.
 */
const PRIVATE_PREFIX =
  /^\/(?:admin(?:[/.]|$)|keystatic(?:\/|$)|api\/|newsletter\/(?:confirm|unsubscribe)(?:\/|$)|tours\/private-tours\/request(?:\/|$))/;
const TOKEN_LIKE = /(?:^|\/)(?=[^/]*[A-Z])(?=[^/]*\d)[\w.~-]{32,}(?:\/|$)/;

/** True when an address (a path) carries a token or a person's own page, and so is never measured. */
export function isPrivatePath(path: string): boolean {
  return PRIVATE_PREFIX.test(path) || TOKEN_LIKE.test(path);
}
