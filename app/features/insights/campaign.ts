/**
 * The campaign the visitor arrived with, for the booking provider's own reports (FareHarbor's `ref`, and `asn` for
 * a partner that is a FareHarbor affiliate). Read from the address the visitor landed on, and kept for the pages that
 * tab opens next on this site in the tab's own name (`window.name`): public pages are documents of their own
 * (docs/decisions/087), and the tab's name is the one place a tab keeps between them without storage or a cookie.
 * It lives as long as the tab, is never sent anywhere, and browsers clear it when the tab goes to another site.
 */
export type BookingAttribution = { ref?: string; asn?: string };

const PROVIDER_TAG = /^[\w-]{1,60}$/;

/** The attribution a landing address carries: its utm_campaign as `ref`, its `asn` as given. */
export function attributionOf(search: string): BookingAttribution {
  const query = new URLSearchParams(search);
  const ref = query.get("utm_campaign")?.trim().toLowerCase();
  const asn = query.get("asn")?.trim().toLowerCase();
  return {
    ...(ref && PROVIDER_TAG.test(ref) ? { ref } : {}),
    ...(asn && PROVIDER_TAG.test(asn) ? { asn } : {}),
  };
}

/** How the tab's name marks a kept attribution; a name without it (another use of the name) is left alone. */
const TAB_NAME_PREFIX = "whiskerwalks:attribution:";

function keptAttribution(): BookingAttribution {
  if (!window.name.startsWith(TAB_NAME_PREFIX)) return {};
  return attributionOf(window.name.slice(TAB_NAME_PREFIX.length));
}

function readLanding(): BookingAttribution {
  if (typeof window === "undefined") return {};
  const arrived = attributionOf(window.location.search);
  if (!arrived.ref && !arrived.asn) return keptAttribution();
  // Kept as a query, read back by the same parser: nothing else of the address is kept.
  const kept = new URLSearchParams({
    ...(arrived.ref ? { utm_campaign: arrived.ref } : {}),
    ...(arrived.asn ? { asn: arrived.asn } : {}),
  });
  if (!window.name || window.name.startsWith(TAB_NAME_PREFIX)) window.name = `${TAB_NAME_PREFIX}${kept}`;
  return arrived;
}

const landing: BookingAttribution = readLanding();

/** This visit's booking attribution (empty on the server and for a visitor who came without a campaign). */
export function landingAttribution(): BookingAttribution {
  return landing;
}
