import { PrivacyLink } from "#app/features/privacy/privacy-link.tsx";
import { CheckCircle2 } from "#app/components/icons/icons.tsx";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { providers } from "#app/config.ts";
import { contactFormTarget, type ContactPostReply } from "./contact-post.ts";
import { CheckboxField, EmailField, formValues, Honeypot, TextAreaField, TextField } from "./form-fields.tsx";
import { contactSubmitTooSoon, recordContactSubmit } from "./rate-limit.ts";
import { contactTemplateParams, MAX_FIELD_LENGTH, type EarlyMessages } from "./field-rules.ts";
import { sendContactMessage } from "./send-contact-message.ts";
import { FormToaster, prepareToasts, showToast } from "./toasts.tsx";
import { useFieldErrors } from "./use-field-errors.ts";
import { island } from "#app/islands/island.tsx";

/** How long the thank-you panel stays before the empty form comes back (spec, section 9). */
export const SENT_PANEL_MS = 3_000;

export const CONTACT_MESSAGES = {
  tooFast: ["Please wait", "You're sending messages too fast. Try again in a few seconds."],
  failed: ["Message Failed to Send", "There was a problem sending your message. Please try again later."],
} as const;

type Status = "idle" | "sending" | "sent";

const loadContactSchema = () => import("./schemas.ts").then((module) => module.contactFormSchema);

type TypedField = "name" | "email" | "message";

/**
 * The contact form (spec, sections 3, 4, 5 and 7): checked on submit with the shared schema, sent with EmailJS,
 * a thank-you panel for 3 seconds, toasts for the too-fast and failed cases. The phone is part of the message data
 * but has no input, so it is always sent as "Not provided".
 *
 * Before the app starts, or without JavaScript, the browser posts the same form itself (docs/decisions/061);
 * `posted` is the server's answer when it could not store that post: the values and messages to show again.
 */
export function ContactFormView({
  sentNote,
  privacyLink,
  posted,
  early,
}: {
  sentNote: string;
  /** The words of the link to the privacy notice beside the button (the privacy settings'). */
  privacyLink: string;
  posted?: ContactPostReply;
  /** The schema's first messages, shown before the island starts (docs/decisions/148). */
  early?: EarlyMessages;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>("idle");
  const { check, clearOnEdit, prepare, field, takeOver } = useFieldErrors(
    loadContactSchema,
    posted?.errors,
    early,
  );
  // What the visitor typed before the server's answer: the form's defaults until a message is sent, then gone, so
  // the form comes back empty as it does after any send.
  const [kept, setKept] = useState(posted?.values);
  const [problem, setProblem] = useState(posted?.problem);
  const target = contactFormTarget(providers.emailjs);
  // As the page loads (with or without JavaScript), focus goes where the server found a problem: the first field it
  // refused, or the button when it refused the post as a whole. React does not move it again when the app starts.
  const focusOnLoad = posted ? (Object.keys(posted.errors)[0] ?? "submit") : undefined;
  const problemId = useId();

  const typed = (name: TypedField) => ({
    ...field(name),
    defaultValue: kept?.[name],
    // A browser refuses to take more than the server keeps, so no post is refused for its length.
    maxLength: MAX_FIELD_LENGTH[name],
    autoFocus: focusOnLoad === name,
  });

  // The island starts at the visitor's first tap, key or focus in the form: the toasts' code comes then, not with the
  // page (docs/decisions/173). A focus that started the island came before React could hear it.
  useEffect(prepareToasts, []);

  useEffect(() => {
    if (status !== "sent") return;
    panelRef.current?.focus();
    const timer = window.setTimeout(() => {
      const focusWasOnPanel = document.activeElement === panelRef.current;
      formRef.current?.reset();
      setStatus("idle");
      if (focusWasOnPanel) {
        requestAnimationFrame(() =>
          formRef.current?.querySelector<HTMLElement>("input:not([tabindex])")?.focus(),
        );
      }
    }, SENT_PANEL_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  /** A toast, or, if the toasts' code cannot come, the same words above the button. */
  function tell(kind: "error" | "warning", [title, description]: readonly [string, string]) {
    showToast(kind, title, description).catch(() => setProblem(`${title}. ${description}`));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status !== "idle") return;
    setProblem(undefined);
    const form = event.currentTarget;
    const now = Date.now();
    if (contactSubmitTooSoon(now)) {
      tell("warning", CONTACT_MESSAGES.tooFast);
      return;
    }
    // The spec stores the time of every submit before it is checked.
    recordContactSubmit(now);
    const values = formValues(form, ["name", "email", "message", "website"], ["consent"]);
    // Only bots fill the hidden field: drop their message without a word.
    if (values.website) return;
    const result = await check(form, values);
    if (!result?.ok) return;
    setStatus("sending");
    try {
      await sendContactMessage(contactTemplateParams(result.data));
      setKept(undefined);
      setStatus("sent");
    } catch (error) {
      console.error("Contact form: the message could not be sent.", error);
      tell("error", CONTACT_MESSAGES.failed);
      setStatus("idle");
    }
  }

  const sending = status === "sending";
  return (
    <div>
      {status === "sent" ? (
        <div
          ref={panelRef}
          role="status"
          tabIndex={-1}
          className="flex flex-col items-center rounded-2xl bg-harbor-light/60 px-6 py-14 text-center focus:outline-none"
        >
          <CheckCircle2 aria-hidden className="size-12 text-harbor" />
          <h3 className="mt-4 text-3xl">Message Sent!</h3>
          <p className="mt-3 max-w-md text-lg text-muted">{sentNote}</p>
        </div>
      ) : null}
      <form
        ref={(form) => {
          formRef.current = form;
          takeOver(form);
        }}
        method="post"
        action={target.action}
        encType={target.encType}
        hidden={status === "sent"}
        onSubmit={onSubmit}
        onChange={clearOnEdit}
        onFocus={prepare}
        aria-label="Contact form"
        aria-busy={sending}
        className="relative"
      >
        <fieldset disabled={sending} className="grid gap-5 sm:grid-cols-2">
          <legend className="sr-only">Your message to us</legend>
          <TextField {...typed("name")} label="Your name" autoComplete="name" />
          <EmailField {...typed("email")} />
          <TextAreaField
            {...typed("message")}
            label="Your message"
            optional
            rows={6}
            placeholder="Which tour, which date, how many of you, and anything else we should know."
            className="sm:col-span-2"
          />
          <CheckboxField
            {...field("consent")}
            defaultChecked={kept?.consent}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- only on the server's answer to a refused post
            autoFocus={focusOnLoad === "consent"}
            className="sm:col-span-2"
            label="I agree to receive updates from Whisker Walks NYC by e-mail, starting with the reply to this message. I can unsubscribe at any time."
          />
          <Honeypot name="website" />
          {target.hidden.map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <div className="sm:col-span-2">
            {problem ? (
              <p
                id={problemId}
                role="alert"
                className="mb-4 rounded-xl border-l-4 border-brick bg-[#fdf3f1] px-4 py-3 font-medium text-brick"
              >
                {problem}
              </p>
            ) : null}
            <button
              type="submit"
              // eslint-disable-next-line jsx-a11y/no-autofocus -- only on the server's answer to a refused post
              autoFocus={focusOnLoad === "submit"}
              aria-describedby={problem ? problemId : undefined}
              className={buttonClasses("primary", "lg", "w-full sm:w-auto")}
            >
              {sending ? "Sending..." : "Send Message"}
            </button>
            <PrivacyLink words={privacyLink} className="sm:ml-4" />
          </div>
        </fieldset>
      </form>
      <FormToaster />
    </div>
  );
}

/** An island that starts at the first tap, key or focus in it; a submission before that is held (decision 110). */
export const ContactForm = island("contact-form", ContactFormView);
