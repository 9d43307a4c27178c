import { PrivacyLink } from "#app/features/privacy/privacy-link.tsx";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { providers } from "#app/config.ts";
import { useHydrated } from "#app/hooks/use-hydrated.ts";
import { useSending } from "#app/hooks/use-sending.ts";
import { loadAnalytics, trackEvent } from "#app/lib/analytics.ts";
import {
  ADVENTURE_FIXED_FIELDS,
  adventureHiddenFields,
  INITIAL_HIDDEN_FIELDS,
} from "./adventure-submission.ts";
import { CheckboxField, EmailField, formValues, Honeypot, TextAreaField, TextField } from "./form-fields.tsx";
import { adventureRateLimited, recordAdventureAttempt } from "./rate-limit.ts";
import type { EarlyMessages } from "./field-rules.ts";
import { useFieldErrors } from "./use-field-errors.ts";
import { island } from "#app/islands/island.tsx";
import { LiabilityWaiverLink } from "#app/features/adventure-cats/liability-waiver.tsx";

export const ADVENTURE_SUBMIT_EVENT = "adventure_apply_submit";

const loadApplicationSchema = () =>
  import("./schemas.ts").then((module) => module.adventureApplicationSchema);

type AdventureApplicationFormProps = {
  /** Shown above the form when the visitor has sent 5 or more applications in the last minute. */
  tooManyAttempts: string;
  /** The words of the link that opens the waiver (the page holds the waiver's dialog). */
  waiverLinkLabel: string;
  /** Where the safety rules are on the page. */
  rulesHref: string;
  /** The words of the link to the privacy notice beside the button (the privacy settings'). */
  privacyLink: string;
  /** The schema's first messages, shown before the island starts (docs/decisions/148). */
  early?: EarlyMessages;
};

/**
 * The Adventure Cats application (spec, sections 3, 4, 5 and 7). The site checks it itself (the browser's own checks
 * only before the island is live, docs/decisions/148), then lets the browser post it as a multipart form to the form service, which sends the visitor to the thank-you
 * page named in _next.
 */
export function AdventureApplicationFormView({
  tooManyAttempts,
  waiverLinkLabel,
  rulesHref,
  privacyLink,
  early,
}: AdventureApplicationFormProps) {
  const limitRef = useRef<HTMLParagraphElement>(null);
  const [limited, setLimited] = useState(false);
  const [sending, setSending] = useSending();
  const { check, clearOnEdit, prepare, field, takeOver } = useFieldErrors(loadApplicationSchema, {}, early);

  // Page-load facts: the time, where the visitor came from, and the campaign in the address. The island starts when the
  // visitor first reaches the form (docs/decisions/110), so the time is the page's own start, not the island's.
  const hydrated = useHydrated();
  const [loadedAt] = useState(() => new Date(Math.round(performance.timeOrigin)));
  const hidden = hydrated
    ? adventureHiddenFields({
        origin: window.location.origin,
        search: window.location.search,
        referrer: document.referrer,
        loadedAt,
      })
    : INITIAL_HIDDEN_FIELDS;

  useEffect(() => {
    loadAnalytics();
  }, []);

  useEffect(() => {
    if (limited) limitRef.current?.focus();
  }, [limited]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const values = formValues(
      form,
      ["first_name", "last_name", "email", "mobile", "instagram", "cat_name", "notes", "_website"],
      ["rules_accept", "waiver_accept"],
    );
    // Only bots fill the hidden field: stop without a word.
    if (values._website) return;
    if (adventureRateLimited(Date.now())) {
      setLimited(true);
      return;
    }
    setLimited(false);
    const result = await check(form, values);
    if (!result?.ok) return;
    setSending(true);
    // The form service receives the number in international format.
    const mobile = form.elements.namedItem("mobile");
    if (mobile instanceof HTMLInputElement) mobile.value = result.data.mobile;
    await trackEvent(ADVENTURE_SUBMIT_EVENT, { utm_source: hidden.utm_source });
    recordAdventureAttempt(Date.now());
    form.submit();
  }

  return (
    <form
      ref={takeOver}
      action={providers.adventureFormAction}
      method="post"
      encType="multipart/form-data"
      onSubmit={onSubmit}
      onChange={clearOnEdit}
      onFocus={prepare}
      aria-label="Adventure Cats application"
      className="relative"
    >
      {limited ? (
        <p
          ref={limitRef}
          role="alert"
          tabIndex={-1}
          className="mb-6 rounded-xl border-l-4 border-brick bg-[#fdf3f1] px-4 py-3 font-medium text-brick focus:outline-none"
        >
          {tooManyAttempts}
        </p>
      ) : null}
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="sr-only">Your details</legend>
        <TextField {...field("first_name")} label="First name" autoComplete="given-name" />
        <TextField {...field("last_name")} label="Last name" autoComplete="family-name" />
        <EmailField {...field("email")} />
        <TextField
          {...field("mobile")}
          type="tel"
          label="Mobile"
          autoComplete="tel"
          hint="US numbers as you like; others with the country code, such as +44."
        />
      </fieldset>
      <fieldset className="mt-8 grid gap-5 border-t border-cream pt-8 sm:grid-cols-2">
        <legend className="sr-only">Your cat</legend>
        <TextField {...field("cat_name")} label="Your cat's name" autoComplete="off" />
        <TextField
          {...field("instagram")}
          label="Instagram"
          optional
          autoComplete="off"
          placeholder="@yourcat"
        />
        <TextAreaField
          {...field("notes")}
          label="About your cat"
          optional
          rows={5}
          placeholder="Age, harness or carrier, how long they have been going outside, how they take dogs and traffic."
          className="sm:col-span-2"
        />
      </fieldset>
      <fieldset className="mt-8 space-y-5 border-t border-cream pt-8">
        <legend className="sr-only">Rules and waiver</legend>
        <CheckboxField
          {...field("rules_accept")}
          label="I have read the safety rules, and my cat and I will follow them."
          hint={
            <a
              href={rulesHref}
              className="inline-flex min-h-11 items-center font-semibold text-harbor underline underline-offset-4 hover:decoration-2"
            >
              Read the safety rules
            </a>
          }
        />
        <CheckboxField
          {...field("waiver_accept")}
          label="I accept the Adventure Cats liability waiver."
          hint={<LiabilityWaiverLink label={waiverLinkLabel} />}
        />
      </fieldset>
      <Honeypot name="_website" />
      {Object.entries({ ...ADVENTURE_FIXED_FIELDS, ...hidden }).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="mt-8 flex flex-wrap items-center gap-x-4">
        <button
          type="submit"
          disabled={sending}
          className={buttonClasses("primary", "lg", "w-full sm:w-auto")}
        >
          {sending ? "Sending your application..." : "Submit Application"}
        </button>
        <PrivacyLink words={privacyLink} />
      </div>
    </form>
  );
}

/** An island that starts at the first tap, key or focus in it; a submission before that is held (decision 110). */
export const AdventureApplicationForm = island("adventure-application-form", AdventureApplicationFormView);
