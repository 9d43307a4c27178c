/**
 * The campaign the visitor arrived with, for the booking provider's own reports (FareHarbor's `ref`, and `asn` for
 * a partner that is a FareHarbor affiliate). Read once from the address the visitor landed on, when the app starts
 * (root.tsx imports this module), and kept in memory only: in-app navigation keeps it, nothing stores it.
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

const landing: BookingAttribution =
  typeof window === "undefined" ? {} : attributionOf(window.location.search);

/** This visit's booking attribution (empty on the server and for a visitor who came without a campaign). */
export function landingAttribution(): BookingAttribution {
  return landing;
}
