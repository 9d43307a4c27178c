import { PrivacyLink } from "#app/features/privacy/privacy-link.tsx";
import { useId } from "react";
import { providers } from "#app/config.ts";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/cn.ts";
import { MAX_FIELD_LENGTH } from "./field-rules.ts";
import { Honeypot, inputClass } from "./form-fields.tsx";
import { newsletterHoneypotName } from "./newsletter.ts";

/** The tag every home-page sign-up carries, so the list can tell where subscribers came from. */
export const HOME_NEWSLETTER_TAGS = "website-home";

// The browser checks this form itself, so its :user-invalid state shows the error border.
const newsletterInputClass = cn(inputClass, "user-invalid:border-brick");

/**
 * The home page's full sign-up (spec, sections 3, 5 and 7): EMAIL, FNAME, optional LNAME and the CONSENT box, with
 * the browser's own validation, posted to the mailing list in a new tab. The provider's jQuery helper is replaced by
 * native validation (docs/decisions/020-newsletter-native-validation.md). A sign-up is confirmed by e-mail before the
 * address is on the list (docs/decisions/078-newsletter-double-opt-in.md).
 */
export function HomeNewsletterForm({
  consentLabel,
  privacyLink,
}: {
  consentLabel: string;
  /** The words of the link to the privacy notice beside the button (the privacy settings'). */
  privacyLink: string;
}) {
  const id = useId();
  return (
    <form
      action={providers.newsletterAction}
      method="post"
      target="_blank"
      aria-labelledby={`${id}-title`}
      className="grid gap-4 sm:grid-cols-2"
    >
      <h3 id={`${id}-title`} className="sr-only">
        Newsletter sign-up
      </h3>
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-email`} className="mb-1.5 block text-sm font-semibold">
          Email address <span aria-hidden="true">*</span>
        </label>
        <input
          id={`${id}-email`}
          type="email"
          name="EMAIL"
          required
          autoComplete="email"
          className={newsletterInputClass}
        />
      </div>
      <div>
        <label htmlFor={`${id}-fname`} className="mb-1.5 block text-sm font-semibold">
          First name <span aria-hidden="true">*</span>
        </label>
        <input
          id={`${id}-fname`}
          type="text"
          name="FNAME"
          required
          maxLength={MAX_FIELD_LENGTH.name}
          autoComplete="given-name"
          className={newsletterInputClass}
        />
      </div>
      <div>
        <label htmlFor={`${id}-lname`} className="mb-1.5 block text-sm font-semibold">
          Last name <span className="font-normal text-muted">(optional)</span>
        </label>
        <input
          id={`${id}-lname`}
          type="text"
          name="LNAME"
          maxLength={MAX_FIELD_LENGTH.name}
          autoComplete="family-name"
          className={newsletterInputClass}
        />
      </div>
      <div className="flex items-start gap-3 sm:col-span-2">
        <input
          id={`${id}-consent`}
          type="checkbox"
          name="CONSENT"
          value="yes"
          required
          className="mt-1 size-5 shrink-0 accent-harbor"
        />
        {/* The words stored with each sign-up as what was agreed to (content/settings/newsletter.yaml). */}
        <label htmlFor={`${id}-consent`} className="text-sm text-muted">
          {consentLabel}
        </label>
      </div>
      <input type="hidden" name="tags" value={HOME_NEWSLETTER_TAGS} />
      <Honeypot name={newsletterHoneypotName()} />
      <div className="flex flex-wrap items-center gap-x-4 sm:col-span-2">
        <button type="submit" className={buttonClasses("primary", "lg", "w-full sm:w-auto")}>
          Subscribe
        </button>
        <PrivacyLink words={privacyLink} />
      </div>
      {/* The provider's response areas: hidden until a response is shown in them. */}
      <div
        id={`${id}-error`}
        className="hidden text-brick sm:col-span-2"
        role="alert"
        data-newsletter-response="error"
      />
      <div
        id={`${id}-success`}
        className="hidden text-harbor sm:col-span-2"
        role="status"
        data-newsletter-response="success"
      />
    </form>
  );
}
