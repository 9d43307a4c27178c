import { PrivacyLink } from "#app/features/privacy/privacy-link.tsx";
import { useId, type FormEvent } from "react";
import { buttonClasses } from "#app/components/ui/button.tsx";
import type { PrivateToursPage } from "#app/content/schema.ts";
import { tourFacts, tourSummaries } from "#app/content/site.ts";
import {
  CheckboxField,
  EmailField,
  formValues,
  Honeypot,
  SelectField,
  TextAreaField,
  TextField,
} from "#app/features/forms/form-fields.tsx";
import { MAX_FIELD_LENGTH, type EarlyMessages } from "#app/features/forms/field-rules.ts";
import { useFieldErrors } from "#app/features/forms/use-field-errors.ts";
import { GroupSizeEstimate } from "#app/features/tours/group-size-estimate.tsx";
import { useHydrated } from "#app/hooks/use-hydrated.ts";
import { useSending } from "#app/hooks/use-sending.ts";
import {
  earliestDates,
  MIX_OF_NEIGHBORHOODS,
  newYorkToday,
  OCCASIONS,
  REQUEST_TEXT_FIELDS,
  type TourRequestTextField,
} from "./tour-request.ts";
import { PRIVATE_TOURS_PATH, type TourRequestReply } from "./tour-request-post.ts";
import { island } from "#app/islands/island.tsx";

const NEIGHBORHOODS = tourSummaries.map((tour) => tour.slug);

/** The schema for today in New York: the notice periods count from the day the visitor presses Send. */
const loadSchemaForToday = () =>
  import("./tour-request-schema.ts").then((module) =>
    module.tourRequestSchema(tourFacts, NEIGHBORHOODS, newYorkToday()),
  );

type Copy = PrivateToursPage["request"];

/**
 * The private-tour request form (issue 15). It posts to its own page with or without JavaScript, so nothing typed
 * goes into an address; with the app running, the same schema as the server's checks it first and shows each
 * message beside its field, and the group size updates the estimate as it changes. `posted` is the server's answer
 * to a post it did not store: what was typed and its messages, shown from the first paint.
 */
export function TourRequestFormView({
  copy,
  estimateTitle,
  privacyLink,
  posted,
  early,
}: {
  copy: Copy;
  estimateTitle: string;
  /** The words of the link to the privacy notice beside the button (the privacy settings'). */
  privacyLink: string;
  posted?: TourRequestReply;
  /** The schema's first messages, shown before the island starts (docs/decisions/148). */
  early?: EarlyMessages;
}) {
  const { check, clearOnEdit, prepare, field, takeOver } = useFieldErrors(
    loadSchemaForToday,
    posted?.errors,
    early,
  );
  const [sending, setSending] = useSending();
  const hydrated = useHydrated();
  const problemId = useId();
  // On the server's answer to a refused post, focus goes to the first field to fix, or the button.
  const focusOnLoad = posted ? (Object.keys(posted.errors)[0] ?? "submit") : undefined;
  const earliest = earliestDates(tourFacts, newYorkToday());
  const postedGuests = Number.parseInt(posted?.values.guests ?? "", 10);

  const typed = (name: TourRequestTextField) => ({
    ...field(name),
    defaultValue: posted?.values[name],
    autoFocus: focusOnLoad === name,
  });

  const date = (name: "date1" | "date2" | "date3", label: string, optional = false) => (
    <TextField
      {...typed(name)}
      type="date"
      label={label}
      optional={optional}
      // Only in the browser: the page is built days before it is read, so the build's today would be wrong.
      min={hydrated ? earliest.weekday : undefined}
      max={hydrated ? earliest.latest : undefined}
    />
  );

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const values = formValues(form, [...REQUEST_TEXT_FIELDS, "website"], ["consent"]);
    if (values.website) return;
    // A request the schema refuses stays here with its messages; a good one posts, and the page moves on.
    const result = await check(form, values);
    if (!result?.ok) return;
    setSending(true);
    form.submit();
  }

  return (
    <form
      ref={takeOver}
      method="post"
      action={PRIVATE_TOURS_PATH}
      onSubmit={onSubmit}
      onChange={clearOnEdit}
      onFocus={prepare}
      aria-labelledby="request-heading"
      aria-busy={sending}
      className="relative grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start"
    >
      <div className="grid gap-5 rounded-3xl border border-cream bg-card p-6 shadow-raised sm:grid-cols-2 sm:p-10">
        <TextField
          {...typed("name")}
          label={copy.name}
          autoComplete="name"
          maxLength={MAX_FIELD_LENGTH.name}
        />
        <EmailField {...typed("email")} label={copy.email} maxLength={MAX_FIELD_LENGTH.email} />
        <TextField
          {...typed("phone")}
          type="tel"
          label={copy.phone}
          optional
          hint={copy.phoneHint}
          autoComplete="tel"
          maxLength={MAX_FIELD_LENGTH.phone}
        />
        <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-3" aria-describedby="request-dates-hint">
          <legend className="mb-1 text-lg font-semibold text-ink">{copy.dates}</legend>
          <p id="request-dates-hint" className="text-sm text-muted sm:col-span-3">
            {copy.datesHint}
          </p>
          {date("date1", copy.date1)}
          {date("date2", copy.date2)}
          {date("date3", copy.date3, true)}
        </fieldset>
        <SelectField
          {...typed("occasion")}
          label={copy.occasion}
          placeholder={copy.choose}
          options={OCCASIONS.map((value) => ({ value, label: copy.occasions[value] }))}
        />
        <SelectField
          {...typed("neighborhood")}
          label={copy.neighborhood}
          placeholder={copy.choose}
          options={[
            ...tourSummaries.map((tour) => ({ value: tour.slug, label: tour.shortName })),
            { value: MIX_OF_NEIGHBORHOODS, label: copy.mix },
          ]}
        />
        <TextAreaField
          {...typed("accessibility")}
          label={copy.accessibility}
          optional
          hint={copy.accessibilityHint}
          rows={3}
          maxLength={MAX_FIELD_LENGTH.notes}
          className="sm:col-span-2"
        />
        <TextAreaField
          {...typed("message")}
          label={copy.message}
          optional
          placeholder={copy.messagePlaceholder}
          rows={4}
          maxLength={MAX_FIELD_LENGTH.message}
          className="sm:col-span-2"
        />
      </div>
      <div className="grid gap-6 lg:sticky lg:top-28">
        <GroupSizeEstimate
          id="price"
          title={estimateTitle}
          name="guests"
          error={field("guests").error}
          initialGuests={Number.isNaN(postedGuests) ? undefined : postedGuests}
        />
        <div className="grid gap-5 rounded-3xl border border-cream bg-card p-6 shadow-raised sm:p-8">
          <CheckboxField
            {...field("consent")}
            defaultChecked={posted?.values.consent}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- only on the server's answer to a refused post
            autoFocus={focusOnLoad === "consent"}
            label={copy.consent}
          />
          <Honeypot name="website" />
          <div>
            {posted?.problem ? (
              <p
                id={problemId}
                role="alert"
                className="mb-4 rounded-xl border-l-4 border-brick bg-[#fdf3f1] px-4 py-3 font-medium text-brick"
              >
                {posted.problem}
              </p>
            ) : null}
            <button
              type="submit"
              // eslint-disable-next-line jsx-a11y/no-autofocus -- only on the server's answer to a refused post
              autoFocus={focusOnLoad === "submit"}
              aria-describedby={posted?.problem ? problemId : undefined}
              className={buttonClasses("primary", "lg", "w-full sm:w-auto")}
            >
              {sending ? copy.sending : copy.submit}
            </button>
            <PrivacyLink words={privacyLink} className="sm:ml-4" />
            <p className="mt-3 text-sm text-muted">{copy.promise}</p>
          </div>
        </div>
      </div>
    </form>
  );
}

/** An island that starts at the first tap, key or focus in it; a submission before that is held (decision 110). */
export const TourRequestForm = island("tour-request-form", TourRequestFormView);
