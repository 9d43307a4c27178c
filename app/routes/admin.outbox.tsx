import { Form } from "react-router";
import type { Route } from "./+types/admin.outbox";
import { buttonClasses } from "#app/components/ui/button.tsx";
import {
  inboxRequest,
  positiveInt,
  signedIn,
  staffDate,
  staffForm,
} from "#app/features/admin/staff.server.ts";
import { may } from "#app/features/admin/roles.ts";
import {
  CsrfField,
  EmptyState,
  inputClass,
  Notice,
  PageHeading,
  staffMeta,
  Tabs,
} from "#app/features/admin/staff-ui.tsx";

export const meta: Route.MetaFunction = () => staffMeta("Outbox");

export async function loader({ context, request }: Route.LoaderArgs) {
  const { inbox } = inboxRequest(context);
  const sent = new URL(request.url).searchParams.get("show") === "sent";
  const rows = await inbox.outbox.list(sent ? "sent" : "waiting");
  // A sign-in link (an invitation, a reset) opens someone's account: only owners read it.
  const readsLinks = may(signedIn(context).role, "read sign-in links");
  return {
    sent,
    sending: inbox.outbox.sending,
    emails: rows.map((row) => ({
      id: row.id,
      draft: row.status === "draft",
      recipient: row.recipient,
      subject: row.subject,
      body: row.accountLink && !readsLinks ? null : row.body,
      drafted: staffDate(row.createdAt),
      sentAt: staffDate(row.sentAt),
      attempts: row.attempts,
      lastError: row.lastError,
      nextAttempt: staffDate(row.nextAttemptAt),
    })),
  };
}

/** The longest subject a draft keeps. */
const MAX_SUBJECT = 200;
/** The longest body a draft keeps: far more than any reply, well inside the form reader's 64 KB. */
const MAX_BODY = 20_000;

/** Send a draft as edited (or save the edits), or try a waiting e-mail again now. */
export async function action({ context, request }: Route.ActionArgs) {
  const { inbox } = inboxRequest(context);
  const form = await staffForm(request, ["id", "intent", "subject", "body"]);
  const id = positiveInt(form.id);
  if (form.intent === "send" || form.intent === "save") {
    const subject = (form.subject ?? "").trim();
    const body = (form.body ?? "").replace(/\r\n/g, "\n").trim();
    if (!subject || !body || subject.length > MAX_SUBJECT || body.length > MAX_BODY) {
      return {
        notice: {
          tone: "error" as const,
          text: `A draft needs a subject (up to ${MAX_SUBJECT} characters) and a message (up to ${MAX_BODY.toLocaleString("en-US")}).`,
        },
      };
    }
    const done =
      id &&
      (form.intent === "send"
        ? await inbox.outbox.sendDraft(id, { subject, body }, signedIn(context).name)
        : await inbox.outbox.saveDraft(id, { subject, body }));
    if (!done)
      return { notice: { tone: "error" as const, text: "That draft was not found or is already sent." } };
    return {
      notice: {
        tone: "success" as const,
        text:
          form.intent === "send"
            ? inbox.outbox.sending
              ? "Sent to the queue: it goes out now."
              : "Ready to send: sending is off on this server, so copy it into your own e-mail."
            : "Draft saved.",
      },
    };
  }
  if (!id || !(await inbox.outbox.retryNow(id))) {
    return { notice: { tone: "error" as const, text: "That e-mail was not found or is already sent." } };
  }
  return { notice: { tone: "success" as const, text: "Tried again: see its state below." } };
}

export default function StaffOutbox({ loaderData, actionData }: Route.ComponentProps) {
  const { sent, sending } = loaderData;
  return (
    <>
      <PageHeading title="Outbox" />
      <p className="mt-2 text-muted">
        {sending
          ? "E-mails are sent over SMTP as soon as they are written; a draft (a reply to a tour request) waits here until you edit and send it. A failed send is kept here and tried again: after 1, 5 and 15 minutes, then hourly, then every 3 hours."
          : "Sending is off on this server (SMTP_URL is not set): e-mails wait here. Copy one into your own e-mail, or set SMTP_URL and they are sent. A draft (a reply to a tour request) waits for you to edit and send it."}
      </p>
      <Tabs
        items={[
          { to: "/admin/outbox", label: "Waiting", current: !sent },
          { to: "/admin/outbox?show=sent", label: "Sent", current: sent },
        ]}
      />
      <Notice notice={actionData?.notice} />
      {loaderData.emails.length === 0 ? (
        <EmptyState>{sent ? "Nothing sent yet." : "Nothing is waiting to be sent."}</EmptyState>
      ) : (
        <ul className="mt-6 grid gap-4">
          {loaderData.emails.map((email) => (
            <li key={email.id}>
              <article
                id={`email-${email.id}`}
                aria-labelledby={`email-${email.id}-subject`}
                className="scroll-mt-24 rounded-3xl bg-card p-6 shadow-raised"
              >
                <h2 id={`email-${email.id}-subject`} className="font-sans text-xl font-semibold">
                  {email.draft ? <span className="text-brick">Draft: </span> : null}
                  {email.subject}
                </h2>
                <p className="mt-1 text-muted">
                  To {email.recipient} · drafted {email.drafted}
                  {sent ? ` · sent ${email.sentAt}` : ""}
                </p>
                {!sent && email.attempts > 0 ? (
                  <p className="mt-3 text-brick">
                    {email.attempts} failed tr{email.attempts === 1 ? "y" : "ies"}
                    {email.lastError ? `: ${email.lastError}` : ""}. Next try {email.nextAttempt}.
                  </p>
                ) : null}
                {email.body === null ? (
                  <p className="mt-4 text-muted">
                    It holds a sign-in link for {email.recipient}, so only an owner can read it.
                  </p>
                ) : email.draft ? (
                  <Form method="post" className="mt-4 grid gap-3">
                    <CsrfField />
                    <input type="hidden" name="id" value={email.id} />
                    <div>
                      <label htmlFor={`subject-${email.id}`} className="mb-1.5 block text-sm font-semibold">
                        Subject
                      </label>
                      <input
                        id={`subject-${email.id}`}
                        name="subject"
                        defaultValue={email.subject}
                        maxLength={MAX_SUBJECT}
                        className={inputClass}
                      />
                    </div>
                    <div>
                      <label htmlFor={`body-${email.id}`} className="mb-1.5 block text-sm font-semibold">
                        Message
                      </label>
                      <textarea
                        id={`body-${email.id}`}
                        name="body"
                        defaultValue={email.body}
                        rows={16}
                        maxLength={MAX_BODY}
                        className={`${inputClass} block resize-y py-3 leading-relaxed`}
                      />
                    </div>
                    <div className="flex flex-wrap gap-3">
                      <button
                        type="submit"
                        name="intent"
                        value="send"
                        className={buttonClasses("primary", "md")}
                      >
                        Send
                      </button>
                      <button
                        type="submit"
                        name="intent"
                        value="save"
                        className={buttonClasses("outline", "md")}
                      >
                        Save draft
                      </button>
                    </div>
                  </Form>
                ) : (
                  <details className="mt-4">
                    <summary className="min-h-11 cursor-pointer content-center font-semibold text-harbor">
                      Show the e-mail
                    </summary>
                    <pre className="mt-2 rounded-2xl bg-paper p-4 font-sans text-sm whitespace-pre-wrap">
                      {email.body}
                    </pre>
                  </details>
                )}
                {!sent && !email.draft && sending ? (
                  <Form method="post" className="mt-4">
                    <CsrfField />
                    <input type="hidden" name="id" value={email.id} />
                    <button type="submit" className={buttonClasses("secondary", "sm")}>
                      Send now
                    </button>
                  </Form>
                ) : null}
              </article>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
