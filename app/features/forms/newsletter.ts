import { providers } from "#app/config.ts";

/**
 * The mailing-list provider (Mailchimp's embedded form) names its honeypot after the list: b_<u>_<id>. Our own
 * endpoint accepts the same shape, so the name is derived from whichever action the site is pointed at.
 */
export function newsletterHoneypotName(action: string = providers.newsletterAction): string {
  const url = new URL(action, "https://placeholder.invalid");
  const u = url.searchParams.get("u");
  const id = url.searchParams.get("id");
  return u && id ? `b_${u}_${id}` : "b_whiskerwalks_newsletter";
}
