import type { IncomingMessage, ServerResponse } from "node:http";
import { newsletterSchema, validate } from "../../app/features/forms/schemas.ts";
import type { Submissions } from "../inbox/submissions.ts";
import { isTicked, readFields, textFields } from "./request-body.ts";
import { sendPage } from "./responses.ts";
import type { BrandedPageInput } from "./branded-page.ts";

export const SUBSCRIBED_PAGE: BrandedPageInput = {
  title: "You're Subscribed",
  heading: "You're on the list!",
  paragraphs: [
    "Thank you for subscribing to the Whisker Walks NYC newsletter: new tour dates, cat-history stories and the odd discount, about once a month.",
    "You can unsubscribe at any time from the link in every e-mail.",
  ],
  tone: "success",
};

export function signupProblemPage(problems: string[]): BrandedPageInput {
  return {
    title: "Sign-up Problem",
    heading: "We couldn't sign you up",
    paragraphs: ["Please go back to the form, correct this and try again:"],
    items: problems,
    tone: "error",
  };
}

/**
 * Mailchimp's embedded-form endpoint, served by the site: EMAIL, FNAME, LNAME, CONSENT, tags and the honeypot.
 * The answer is a page for the new tab the form opened: success, or the problem in words.
 */
export async function handleNewsletter(
  req: IncomingMessage,
  res: ServerResponse,
  deps: { submissions: Submissions; honeypot: string; clientHash: string; stylesheets: readonly string[] },
): Promise<boolean> {
  const { fields } = await readFields(req, ["urlencoded", "multipart"]);
  const text = textFields(fields, ["EMAIL", "FNAME", "LNAME", "CONSENT", "tags", deps.honeypot]);
  // A filled honeypot is a bot: it gets the same page a person would, and nothing is kept.
  if (text[deps.honeypot]?.trim()) {
    sendPage(res, 200, SUBSCRIBED_PAGE, deps.stylesheets);
    return false;
  }
  const result = validate(newsletterSchema, {
    EMAIL: text.EMAIL ?? "",
    FNAME: text.FNAME,
    LNAME: text.LNAME,
    CONSENT: text.CONSENT,
    tags: text.tags,
  });
  if (!result.ok) {
    sendPage(res, 400, signupProblemPage(Object.values(result.errors)), deps.stylesheets);
    return false;
  }
  const outcome = await deps.submissions.saveSubscriber(result.data, isTicked(text.CONSENT), deps.clientHash);
  const page =
    outcome === "updated"
      ? {
          ...SUBSCRIBED_PAGE,
          heading: "You're still on the list!",
          paragraphs: [
            "That address was already subscribed: we have updated your details. Thank you for staying with us.",
            SUBSCRIBED_PAGE.paragraphs[1] ?? "",
          ],
        }
      : SUBSCRIBED_PAGE;
  sendPage(res, 200, page, deps.stylesheets);
  return true;
}
