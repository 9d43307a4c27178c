import { isRouteErrorResponse } from "react-router";

/**
 * What a refusal carries for the page to show: one plain sentence (the staff area's `refusal()`); a page refused for
 * a role also names itself and says what to do instead (decision 190).
 */
export type Problem = { problem: string; title?: string; instead?: string };

/** Plain lines for refusals that carry no words of ours (React Router's own, such as a POST to a page without a form). */
const STATUS_PROBLEMS: Record<number, string> = {
  400: "We couldn't read what your browser sent. Please reload the page and try again.",
  403: "That isn't allowed from here. Please reload the page and try again.",
  404: "There is nothing at this address.",
  405: "This address doesn't take that kind of request. Please use the page's own links and buttons.",
  413: "That was more than this address takes in one go.",
  415: "That was sent in a format this address doesn't read.",
};
const ANY_REFUSAL = "That request didn't work. Please reload the page and try again.";

/**
 * The sentence a page shows for a failed request: the refusal's own words when it gave them; for any other refusal
 * (a 4xx), a plain line for its status; null for the rest (our own failures, which each page words itself).
 */
export function problemMessage(error: unknown): string | null {
  if (!isRouteErrorResponse(error)) return null;
  const data: unknown = error.data;
  if (data && typeof data === "object" && "problem" in data && typeof data.problem === "string") {
    return data.problem;
  }
  if (error.status < 400 || error.status >= 500) return null;
  return STATUS_PROBLEMS[error.status] ?? ANY_REFUSAL;
}

/** A refused page's own heading and what to do instead, when the refusal gave them (a role's, decision 190). */
export function problemGuidance(error: unknown): { title: string; instead: string } | null {
  if (!isRouteErrorResponse(error)) return null;
  const data: unknown = error.data;
  if (!data || typeof data !== "object") return null;
  const { title, instead } = data as Partial<Problem>;
  return typeof title === "string" && typeof instead === "string" ? { title, instead } : null;
}
