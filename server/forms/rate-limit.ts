/**
 * A per-client sliding-window limit, in memory: each form endpoint keeps its own. One process serves the forms, so
 * memory is the right place; a restart forgets the counts, which only ever favours a real visitor.
 */
export function createRateLimit(options: { limit: number; windowMs: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const hits = new Map<string, number[]>();
  let lastSweep = now();

  function sweep(time: number) {
    if (time - lastSweep < options.windowMs) return;
    lastSweep = time;
    for (const [key, times] of hits) {
      if ((times.at(-1) ?? 0) <= time - options.windowMs) hits.delete(key);
    }
  }

  return {
    /** Counts a submission; answers how many seconds to wait when the client is over its limit, else 0. */
    hit(key: string): number {
      const time = now();
      sweep(time);
      const recent = (hits.get(key) ?? []).filter((at) => at > time - options.windowMs);
      if (recent.length >= options.limit) {
        hits.set(key, recent);
        return Math.max(1, Math.ceil(((recent[0] ?? time) + options.windowMs - time) / 1000));
      }
      recent.push(time);
      hits.set(key, recent);
      return 0;
    },
  };
}

export type RateLimit = ReturnType<typeof createRateLimit>;

/** Per client and form: more than a person filling a form ever sends (the browser forms allow one each 10 s). */
export const FORM_RATE_LIMIT = { limit: 10, windowMs: 10 * 60_000 } as const;

/** What a client over its limit is told, by every form. */
export const TOO_FAST = "You're sending too fast: please wait a few minutes and try again.";

/**
 * One limit per form, whichever way it arrives: the contact form's JSON and form-shaped endpoints and its page's
 * own post (without JavaScript) count against the same one.
 */
export function createFormRateLimits() {
  return {
    contact: createRateLimit(FORM_RATE_LIMIT),
    newsletter: createRateLimit(FORM_RATE_LIMIT),
    adventure: createRateLimit(FORM_RATE_LIMIT),
  };
}

export type FormRateLimits = ReturnType<typeof createFormRateLimits>;
