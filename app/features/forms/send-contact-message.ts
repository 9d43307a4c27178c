import { providers } from "#app/config.ts";
import type { ContactMessage } from "./schemas.ts";

export type EmailSettings = {
  /** The sending endpoint's origin; empty means this site (its own server speaks the EmailJS protocol). */
  origin: string;
  publicKey: string;
  serviceId: string;
  templateId: string;
  blockHeadless: boolean;
};

/**
 * Sends the contact message with the EmailJS browser library (POST {origin}/api/v1.0/email/send). The library is
 * loaded on the first send, so no other page and no idle visitor downloads it. Resolves on a 2xx answer; rejects
 * on anything else: an error status, a network failure, headless blocking, or a missing key or id.
 */
export async function sendContactMessage(
  message: ContactMessage,
  settings: EmailSettings = providers.emailjs,
): Promise<void> {
  const emailjs = await import("@emailjs/browser");
  emailjs.init({
    publicKey: settings.publicKey,
    blockHeadless: settings.blockHeadless,
    origin: settings.origin || window.location.origin,
  });
  await emailjs.send(settings.serviceId, settings.templateId, message);
}
