/**
 * What the Adventure Cats application carries besides the visitor's answers (spec, section 3): fixed values, the
 * time the page was loaded, where the visitor came from, and the campaign parameters of the page's address.
 */

export const ADVENTURE_THANKS_PATH = "/adventure-cats/thanks";

export const ADVENTURE_FIXED_FIELDS = {
  _subject: "Adventure Cats Application",
  _language: "en",
  page_slug: "/adventure-cats",
} as const;

/** The campaign parameters the form records in fields of their own. */
export const RECORDED_UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign"] as const;

export type AdventureHiddenFields = {
  _next: string;
  timestamp: string;
  referrer_url: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
};

/** Before the browser has run (the pre-rendered page): the thanks page, nothing else known yet. */
export const INITIAL_HIDDEN_FIELDS: AdventureHiddenFields = {
  _next: ADVENTURE_THANKS_PATH,
  timestamp: "",
  referrer_url: "",
  utm_source: "",
  utm_medium: "",
  utm_campaign: "",
};

/**
 * The thank-you address the form service sends the visitor to: absolute (form services require it), on this site,
 * carrying every utm_ parameter of the page's address so the campaign survives the round trip.
 */
export function thanksUrl(origin: string, search: string): string {
  const carried = new URLSearchParams();
  for (const [key, value] of new URLSearchParams(search)) {
    if (key.startsWith("utm_") && value) carried.append(key, value);
  }
  const query = carried.toString();
  return `${origin}${ADVENTURE_THANKS_PATH}${query ? `?${query}` : ""}`;
}

/** The hidden fields for a page loaded at `loadedAt` from `origin` + `search`, arriving from `referrer`. */
export function adventureHiddenFields(page: {
  origin: string;
  search: string;
  referrer: string;
  loadedAt: Date;
}): AdventureHiddenFields {
  const params = new URLSearchParams(page.search);
  const utm = Object.fromEntries(RECORDED_UTM_KEYS.map((key) => [key, params.get(key) ?? ""])) as Record<
    (typeof RECORDED_UTM_KEYS)[number],
    string
  >;
  return {
    _next: thanksUrl(page.origin, page.search),
    timestamp: page.loadedAt.toISOString(),
    referrer_url: page.referrer,
    ...utm,
  };
}
