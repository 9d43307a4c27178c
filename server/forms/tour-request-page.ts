import {
  EMPTY_TOUR_REQUEST,
  newYorkToday,
  REQUEST_TEXT_FIELDS,
  type TourRequestValues,
} from "../../app/features/private-tours/tour-request.ts";
import { tourRequestSchema } from "../../app/features/private-tours/tour-request-schema.ts";
import {
  REQUEST_CONFIRMATION_PREFIX,
  type TourRequestPostOutcome,
  type TourRequestRules,
} from "../../app/features/private-tours/tour-request-post.ts";
import { privateTourPrice } from "../../app/features/tours/private-tour-price.ts";
import { validate } from "../../app/features/forms/validate.ts";
import type { Submissions } from "../inbox/submissions.ts";
import type { TourRequests } from "../inbox/tour-requests.ts";
import { readPagePost } from "./page-post.ts";
import type { RateLimit } from "./rate-limit.ts";
import { isTicked, textFields, type Fields } from "./request-body.ts";

/** Only bots fill it: off screen, out of the tab order. */
export const TOUR_REQUEST_TRAP = "website";

function requestFields(fields: Fields): { values: TourRequestValues; trapped: boolean } {
  const text = textFields(fields, [...REQUEST_TEXT_FIELDS, "consent", TOUR_REQUEST_TRAP]);
  const values = { ...EMPTY_TOUR_REQUEST, consent: isTicked(text.consent) };
  for (const name of REQUEST_TEXT_FIELDS) values[name] = text[name] ?? "";
  return { values, trapped: Boolean(text[TOUR_REQUEST_TRAP]?.trim()) };
}

/**
 * The private tours page's own post (issue 15): the request form as the browser sends it, with or without
 * JavaScript. The forms' limits and reader, the form's own schema for today's New York date and the build's tour
 * facts, and the request committed, with the estimate it was shown, before the answer names its confirmation page.
 */
export function createTourRequestPagePost(deps: {
  submissions: Submissions;
  tourRequests: Pick<TourRequests, "confirmationToken">;
  limit: RateLimit;
  /** The day the notice periods count from; today in New York unless a test says otherwise. */
  today?: () => string;
}) {
  const today = deps.today ?? (() => newYorkToday());
  return async (
    request: Request,
    clientHash: string,
    rules: TourRequestRules,
  ): Promise<TourRequestPostOutcome> => {
    const post = await readPagePost(request, deps.limit, clientHash, requestFields);
    if (post.refused) {
      const { status, problem, headers } = post.refusal;
      return {
        sent: false,
        status,
        values: post.values?.values ?? EMPTY_TOUR_REQUEST,
        errors: {},
        problem,
        headers,
      };
    }
    const form = post.values;
    // A bot is sent where a person would be, to a page that shows nothing; nothing is kept.
    if (form.trapped)
      return { sent: true, stored: false, confirmationPath: `${REQUEST_CONFIRMATION_PREFIX}sent` };
    const result = validate(tourRequestSchema(rules.facts, rules.neighborhoods, today()), form.values);
    if (!result.ok) return { sent: false, status: 400, values: form.values, errors: result.errors };
    const estimate = privateTourPrice(rules.facts, result.data.guests).total;
    const id = await deps.submissions.saveTourRequest(result.data, estimate, clientHash);
    return {
      sent: true,
      stored: true,
      confirmationPath: `${REQUEST_CONFIRMATION_PREFIX}${deps.tourRequests.confirmationToken(id)}`,
    };
  };
}
