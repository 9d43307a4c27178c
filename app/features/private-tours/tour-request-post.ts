import type { FieldErrors } from "#app/features/forms/field-rules.ts";
import type { PrivateTourPricing } from "#app/features/tours/private-tour-price.ts";
import type { RequestFacts, TourRequestValues } from "./tour-request.ts";

/**
 * The private-tour request as the browser posts it to the private tours page (issue 15): with or without
 * JavaScript the form posts, so nothing typed goes into an address; a stored request goes on to its confirmation.
 */

export const PRIVATE_TOURS_PATH = "/tours/private-tours";
/** The request form on the private tours page: where every "Contact Us to Book" leads. */
export const TOUR_REQUEST_FORM_PATH = `${PRIVATE_TOURS_PATH}#request`;
/** A stored request's confirmation page: this prefix and a signed token naming the request (never what was typed). */
export const REQUEST_CONFIRMATION_PREFIX = "/tours/private-tours/request/";

/** What the page shows again after a post it did not store: what was typed and each field's message. */
export type TourRequestReply = {
  values: TourRequestValues;
  errors: FieldErrors<TourRequestValues>;
  /** A refusal of the post as a whole (too many requests, a body no browser form sends). */
  problem?: string;
};

export type TourRequestPostOutcome =
  /** Sent: where the visitor goes next; `stored` is false only for a bot's trapped post, answered alike. */
  | { sent: true; stored: boolean; confirmationPath: string }
  | (TourRequestReply & { sent: false; status: number; headers?: Record<string, string> });

/** What the route knows from the content of its build: the facts the request is checked and priced with. */
export type TourRequestRules = {
  facts: RequestFacts & PrivateTourPricing;
  neighborhoods: readonly string[];
};

/** The page's own post, as the server hands it to the route (the client hash bound in). */
export type TourRequestPagePost = (
  request: Request,
  rules: TourRequestRules,
) => Promise<TourRequestPostOutcome>;
