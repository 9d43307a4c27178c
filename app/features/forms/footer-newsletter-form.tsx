import { PrivacyLink } from "#app/features/privacy/privacy-link.tsx";
import { useId } from "react";
import { providers } from "#app/config.ts";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { Honeypot } from "./form-fields.tsx";
import { newsletterHoneypotName } from "./newsletter.ts";

/** The footer's short sign-up: EMAIL and the honeypot only, posted to the mailing list in a new tab (spec, section 7). */
export function FooterNewsletterForm({ privacyLink }: { privacyLink: string }) {
  const id = useId();
  return (
    <form
      action={providers.newsletterAction}
      method="post"
      target="_blank"
      className="mt-5 flex w-full max-w-xl flex-col gap-3 sm:flex-row sm:items-end lg:mt-0"
      aria-label="Quick newsletter sign-up"
    >
      <div className="grow">
        <label htmlFor={`${id}-email`} className="mb-1.5 block text-sm font-medium">
          Email address
        </label>
        <input
          id={`${id}-email`}
          type="email"
          name="EMAIL"
          required
          autoComplete="email"
          placeholder="you@example.com"
          className="min-h-12 w-full rounded-full border border-paper/30 bg-paper px-5 text-ink placeholder:text-muted focus-visible:outline-marmalade"
        />
      </div>
      <Honeypot name={newsletterHoneypotName()} />
      <div className="flex flex-wrap items-center gap-x-4">
        <button type="submit" className={buttonClasses("primary", "md")}>
          Subscribe
        </button>
        <PrivacyLink words={privacyLink} onDark />
      </div>
    </form>
  );
}
