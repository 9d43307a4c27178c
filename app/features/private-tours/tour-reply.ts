/**
 * A guide's reply to a private-tour request, drafted into the outbox from content/emails/private-tour-reply.yaml for
 * one of the request's dates. Its booking link is on the site's public address (docs/decisions/142).
 */
import { pageContent, setting, tourBySlug } from "#app/content/content.server.ts";
import { privateTour } from "#app/content/site.ts";
import { dollars, fillLaterTokens } from "#app/content/tokens.ts";
import { longDate, OCCASIONS } from "#app/features/private-tours/tour-request.ts";
import type { ReplyDraft } from "#server/inbox/tour-requests.ts";
import { linkOn } from "#server/site-address.ts";

/** A request's occasion and neighborhood in the private-tours page's words. */
export function requestWords(row: { occasion: string; neighborhood: string }) {
  const copy = pageContent("private-tours").request;
  const occasion = OCCASIONS.find((value) => value === row.occasion);
  return {
    occasion: occasion ? copy.occasions[occasion] : row.occasion,
    neighborhood: tourBySlug(row.neighborhood)?.shortName ?? copy.mix,
  };
}

/** The reply's subject and text for a request and the date chosen, with links on `siteUrl`. */
export function tourReply(siteUrl: string): ReplyDraft {
  const template = setting("privateTourReply");
  return (row, chosenDate) => {
    const words = requestWords(row);
    const values = {
      name: row.name,
      date: longDate(chosenDate),
      guests: row.guests,
      estimate: dollars(row.estimate),
      occasion: words.occasion,
      neighborhood: words.neighborhood,
      bookingLink: linkOn(siteUrl, `/booking?itemId=${privateTour.itemId}`),
    };
    return {
      subject: fillLaterTokens(template.subject, values),
      body: fillLaterTokens(template.body, values),
    };
  };
}
