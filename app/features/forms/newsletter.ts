import { providers } from "#app/config.ts";
import { honeypotNameFor } from "./honeypot-name.ts";

/** The newsletter form's honeypot name for the action this build posts to (./honeypot-name.ts). */
export function newsletterHoneypotName(action: string = providers.newsletterAction): string {
  return honeypotNameFor(action);
}
