import type { RateLimit } from "./rate-limit.ts";
import { TOO_FAST } from "./rate-limit.ts";
import { readFields, requestBody, SubmissionError, type Fields } from "./request-body.ts";

/** A page's post refused as a whole: its status, the reason in words, and any headers the answer needs. */
export type PostRefusal = { status: number; problem: string; headers: Record<string, string> };

/**
 * A form a page posts to itself (the contact page's, the private tours page's), read the way every form endpoint
 * reads one: counted against the client's limit before reading, 64 KB, urlencoded or multipart, UTF-8, each field
 * once. `read` turns the fields into what the page shows again; a client over its limit is refused after reading,
 * so the page can still show what was typed.
 */
export async function readPagePost<Values>(
  request: Request,
  limit: RateLimit,
  clientHash: string,
  read: (fields: Fields) => Values,
): Promise<
  { refused: false; values: Values } | { refused: true; refusal: PostRefusal; values: Values | null }
> {
  const wait = await limit.hit(clientHash);
  let values: Values;
  try {
    values = read((await readFields(requestBody(request), ["urlencoded", "multipart"])).fields);
  } catch (error) {
    if (!(error instanceof SubmissionError)) throw error;
    // A body no browser form sends: nothing to show again. The server reads and drops the rest of it after the
    // answer (up to a bound) rather than closing at once, so the sender gets the answer instead of a reset.
    return {
      refused: true,
      refusal: { status: error.status, problem: error.message, headers: {} },
      values: null,
    };
  }
  if (wait) {
    const headers = { "Retry-After": String(wait) };
    return { refused: true, refusal: { status: 429, problem: TOO_FAST, headers }, values };
  }
  return { refused: false, values };
}
