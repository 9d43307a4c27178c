/**
 * The mailing-list provider (Mailchimp's embedded form) names its honeypot after the list: b_<u>_<id>. Our own
 * endpoint accepts the same shape, so the name is derived from whichever action the site is pointed at. No settings
 * imported: the server calls it with the build's own settings.
 */
export function honeypotNameFor(action: string): string {
  const url = new URL(action, "https://placeholder.invalid");
  const u = url.searchParams.get("u");
  const id = url.searchParams.get("id");
  return u && id ? `b_${u}_${id}` : "b_whiskerwalks_newsletter";
}
