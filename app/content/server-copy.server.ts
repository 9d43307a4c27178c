import type { EmailTemplate, NewsletterSettings, PrivacySettings } from "./schema.ts";
import { pageContent, setting } from "./content.server.ts";

/**
 * The copy the server's own pages and e-mails use (the newsletter's sign-up answer, confirmation and unsubscribe
 * pages, the confirmation e-mail, what each sign-up form asked people to agree to). The server reads it from the live
 * build through the build's entry module (entry.server.tsx), so a publish changes it with the rest of the site.
 */
export type ServerCopy = {
  newsletter: NewsletterSettings;
  newsletterConfirmation: EmailTemplate;
  /** The words beside each newsletter form, stored with every sign-up as what the person agreed to. */
  consentWording: { home: string; footer: string };
  /** What is kept and for how long (the nightly clean-up reads the same limits the privacy notice shows). */
  privacy: PrivacySettings;
  /** The privacy notice's request form: its answers and the confirmation page's words, and the e-mail it sends. */
  privacyRequest: ReturnType<typeof pageContent<"privacy">>["request"];
  privacyRequestConfirmation: EmailTemplate;
  /** The notes a visitor gets after writing: what they sent, and when to expect a reply. */
  acknowledgements: { contact: EmailTemplate; privateTour: EmailTemplate };
};

export function serverCopy(): ServerCopy {
  const footer = setting("navigation").footer.newsletter;
  const newsletter = setting("newsletter");
  return {
    newsletter,
    newsletterConfirmation: setting("newsletterConfirmation"),
    consentWording: { home: newsletter.homeConsent, footer: `${footer.title}: ${footer.text}` },
    privacy: setting("privacy"),
    privacyRequest: pageContent("privacy").request,
    privacyRequestConfirmation: setting("privacyRequestConfirmation"),
    acknowledgements: {
      contact: setting("contactAcknowledgement"),
      privateTour: setting("privateTourAcknowledgement"),
    },
  };
}
