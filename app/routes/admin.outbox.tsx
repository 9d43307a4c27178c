import { Form, Link } from "react-router";
import type { Route } from "./+types/admin.outbox";
import { buttonClasses } from "#app/components/ui/button.tsx";
import {
  changedBy,
  inboxRequest,
  notMade,
  type StaffAnswer,
  positiveInt,
  signedIn,
  staffDate,
  staffForm,
  staffMoment,
} from "#app/features/admin/staff.server.ts";
import { may } from "#app/features/admin/roles.ts";
import { CopyButton } from "#app/features/admin/copy-button.tsx";
import { linksIn, type OutboxLink } from "#app/features/admin/outbox-links.ts";
import {
  afterEveryChange,
  CsrfField,
  EmptyState,
  inputClass,
  MailNotSetUp,
  Notice,
  PageHeading,
  staffMeta,
  StaffTime,
  Tabs,
} from "#app/features/admin/staff-ui.tsx";

export const meta: Route.MetaFunction = () => staffMeta("Outbox");

/**
 * Where an e-mail stands, in a sentence. One with a sign-in link, to someone who may not open it (`copies: false`),
 * waits for an owner, the only one who can copy it while sending is off.
 */
function stateWords(
  row: {
    status: string;
    attempts: number;
    lastError: string;
    nextAttemptAt: Date;
    sentAt: Date | null;
    markedSentBy: string;
    note: string;
  },
  sending: boolean,
  copies = true,
): string {
  switch (row.status) {
    case "draft":
      return sending
        ? "Draft: edit it, then send it."
        : "Draft: edit it, copy it into your own e-mail and send it from there, then mark it sent.";
    case "queued":
    case "sending":
      if (!sending)
        return copies
          ? "Waiting: sending is off here, so copy it into your own e-mail, then mark it sent."
          : "Waiting for an owner: sending is off here, so an owner copies it into their own e-mail and marks it sent.";
      return row.attempts > 0
        ? `Waiting to go out: ${row.attempts} failed tr${row.attempts === 1 ? "y" : "ies"}${row.lastError ? `. ${row.lastError.replace(/\.$/, "")}` : ""}. Next try ${staffDate(row.nextAttemptAt, { inSentence: true })}.`
        : "Waiting to go out.";
    case "sent":
      return row.markedSentBy
        ? `Marked sent by ${row.markedSentBy}, ${staffDate(row.sentAt, { inSentence: true })}.`
        : `Sent, ${staffDate(row.sentAt, { inSentence: true })}.`;
    default:
      return `Not sent: ${row.note || "it is no longer needed."}`;
  }
}

/**
 * Whom a sign-in e-mail is for (the person invited, or whose password reset it is) and, for those who may open People,
 * where it shows them: the account, or the open invitations. Other e-mails are about nothing here.
 */
function signInEmailFor(
  row: {
    invited: string | null;
    invitationOpen: boolean | null;
    resetFor: { id: number; name: string } | null;
  },
  opensPeople: boolean,
): { text: string; link: { to: string; label: string } | null } | null {
  if (row.resetFor)
    return {
      text: `Password reset for ${row.resetFor.name}.`,
      link: opensPeople
        ? { to: `/admin/people#person-${row.resetFor.id}`, label: `${row.resetFor.name}'s account on People` }
        : null,
    };
  if (row.invited !== null)
    return {
      text: `Invitation for ${row.invited}.`,
      link:
        opensPeople && row.invitationOpen
          ? { to: "/admin/people#invitations-heading", label: "the open invitations on People" }
          : null,
    };
  return null;
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { inbox } = inboxRequest(context);
  const show = new URL(request.url).searchParams.get("show");
  const done = show === "done" || show === "sent";
  const me = signedIn(context);
  // Another person's newsletter test waits for them alone: it is not listed here for anyone else (decision 187).
  const rows = await inbox.outbox.list(done ? "done" : "waiting", me.email);
  // A sign-in link (an invitation, a reset) opens someone's account: only owners read it.
  const readsLinks = may(me.role, "read sign-in links");
  const opensPeople = may(me.role, "manage staff");
  const sending = await inbox.outbox.sending();
  return {
    done,
    sending,
    setsUp: may(me.role, "change settings"),
    emails: rows.map((row) => {
      const hidden = row.accountLink && !readsLinks;
      return {
        id: row.id,
        status: row.status,
        draft: row.status === "draft",
        waiting: row.status === "draft" || row.status === "queued" || row.status === "sending",
        recipient: row.recipient,
        about:
          signInEmailFor(row, opensPeople) ??
          (row.newsletterTest && row.recipient.toLowerCase() === me.email.toLowerCase()
            ? { text: "Your test of the newsletter: only you see it here while it waits.", link: null }
            : null),
        subject: row.subject,
        body: hidden ? null : row.body,
        links: hidden ? [] : linksIn(row.body),
        drafted: staffMoment(row.createdAt),
        state: stateWords(row, sending, !hidden),
        failing: !done && sending && row.attempts > 0,
      };
    }),
  };
}

/** The longest subject a draft keeps. */
const MAX_SUBJECT = 200;
/** The longest body a draft keeps: far more than any reply, well inside the form reader's 64 KB. */
const MAX_BODY = 20_000;

type Result = StaffAnswer<{ notice: { tone: "success" | "error"; text: string } }>;

export const shouldRevalidate = afterEveryChange;

/** Send a draft as edited (or save the edits), mark an e-mail sent by hand, or try a waiting e-mail again now. */
export async function action({ context, request }: Route.ActionArgs): Promise<Result> {
  const { inbox } = inboxRequest(context);
  const form = await staffForm(request, ["id", "intent", "subject", "body"]);
  const id = positiveInt(form.id);
  const row = id ? await inbox.outbox.find(id) : null;
  if (!id || !row) return notMade(404, "That e-mail was not found.");
  if (row.accountLink && !may(signedIn(context).role, "read sign-in links"))
    return notMade(403, "Only an owner can send or mark an e-mail with a sign-in link.");
  const edited = () => {
    const subject = (form.subject ?? "").trim();
    const body = (form.body ?? "").replace(/\r\n/g, "\n").trim();
    return !subject || !body || subject.length > MAX_SUBJECT || body.length > MAX_BODY
      ? null
      : { subject, body };
  };
  const draftProblem = notMade(
    400,
    `A draft needs a subject (up to ${MAX_SUBJECT} characters) and a message (up to ${MAX_BODY.toLocaleString("en-US")}).`,
  );
  switch (form.intent) {
    case "send":
    case "save": {
      const draft = edited();
      if (!draft) return draftProblem;
      if (form.intent === "send" && !(await inbox.outbox.sending()))
        return notMade(
          409,
          "E-mail is not set up yet: copy the e-mail into your own, send it, then press Mark as sent (or set up e-mail under Settings first).",
        );
      const done =
        form.intent === "send"
          ? await inbox.outbox.sendDraft(id, draft, changedBy(context))
          : await inbox.outbox.saveDraft(id, draft);
      if (!done) return notMade(409, "That draft is already sent.");
      return {
        notice: {
          tone: "success",
          text:
            form.intent === "send"
              ? "Sent to the queue: it goes out now. The request moves to replied once it has gone."
              : "Draft saved.",
        },
      };
    }
    case "mark-sent": {
      const draft = row.status === "draft" ? edited() : undefined;
      if (draft === null) return draftProblem;
      const marked = await inbox.outbox.markSent(id, changedBy(context), draft);
      if (!marked) return notMade(409, "That e-mail is already sent, or going out right now.");
      return {
        notice: {
          tone: "success",
          text: `Marked sent: "${marked.subject}" to ${marked.recipient}${marked.tourRequestId ? ". The request is now replied" : ""}.`,
        },
      };
    }
    default:
      if (!(await inbox.outbox.retryNow(id))) return notMade(409, "That e-mail is already sent.");
      return { notice: { tone: "success", text: "Tried again: see its state below." } };
  }
}

export default function StaffOutbox({ loaderData, actionData }: Route.ComponentProps) {
  const { done, sending, setsUp } = loaderData;
  return (
    <>
      <PageHeading title="Outbox" />
      <p className="mt-2 max-w-3xl text-muted">
        {sending
          ? "E-mails go out as soon as they are written; a draft (a reply to a tour request) waits here until you edit and send it. A failed send is kept here and tried again: after 1, 5 and 15 minutes, then hourly, then every 3 hours. Sent one from your own e-mail instead? Mark it sent."
          : "E-mail is not set up yet, so nothing leaves by itself: copy each e-mail (its subject, message and link) into your own e-mail, send it from there, then press Mark as sent. A draft (a reply to a tour request) can be edited first."}
      </p>
      {sending ? null : <MailNotSetUp setsUp={setsUp} />}
      <Tabs
        items={[
          { to: "/admin/outbox", label: "Waiting", current: !done },
          { to: "/admin/outbox?show=done", label: "Sent and done", current: done },
        ]}
      />
      <Notice notice={actionData?.notice} />
      {loaderData.emails.length === 0 ? (
        <EmptyState>{done ? "Nothing sent yet." : "Nothing is waiting to be sent."}</EmptyState>
      ) : (
        <ul className="mt-6 grid gap-4">
          {loaderData.emails.map((email) => (
            <li key={email.id} className="min-w-0">
              <article
                id={`email-${email.id}`}
                aria-labelledby={`email-${email.id}-subject`}
                className="scroll-mt-24 rounded-3xl bg-card p-6 shadow-raised"
              >
                <h2
                  id={`email-${email.id}-subject`}
                  className="font-sans text-xl font-semibold [overflow-wrap:anywhere]"
                >
                  {email.draft ? <span className="text-brick">Draft: </span> : null}
                  {email.subject}
                </h2>
                <p className="mt-1 [overflow-wrap:anywhere] text-muted">
                  To {email.recipient} · written <StaffTime moment={email.drafted} inSentence />
                </p>
                {email.about ? (
                  <p className="mt-1 [overflow-wrap:anywhere]" data-outbox-about>
                    {email.about.text}
                    {email.about.link ? (
                      <>
                        {" "}
                        See{" "}
                        <Link
                          to={email.about.link.to}
                          className="font-semibold text-harbor underline underline-offset-4"
                        >
                          {email.about.link.label}
                        </Link>
                        .
                      </>
                    ) : null}
                  </p>
                ) : null}
                <p
                  className={email.failing ? "mt-3 font-medium text-brick" : "mt-3 font-medium text-harbor"}
                  data-outbox-state={email.status}
                >
                  {email.state}
                </p>
                {email.body === null ? (
                  <p className="mt-4 text-muted">
                    It holds a sign-in link for {email.recipient}, so only an owner can read, copy or mark it.
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
                    <CopyRow
                      email={email}
                      subject={() => fieldValue(`subject-${email.id}`)}
                      body={() => fieldValue(`body-${email.id}`)}
                    />
                    <div className="flex flex-wrap gap-3">
                      {sending ? (
                        <button
                          type="submit"
                          name="intent"
                          value="send"
                          className={buttonClasses("primary", "md")}
                        >
                          Send
                        </button>
                      ) : null}
                      <button
                        type="submit"
                        name="intent"
                        value="mark-sent"
                        className={buttonClasses(sending ? "outline" : "primary", "md")}
                      >
                        Mark as sent
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
                  <>
                    <details className="mt-4">
                      <summary className="min-h-11 cursor-pointer content-center font-semibold text-harbor">
                        Show the e-mail
                      </summary>
                      <pre
                        id={`body-${email.id}`}
                        className="mt-2 rounded-2xl bg-paper p-4 font-sans text-sm [overflow-wrap:anywhere] whitespace-pre-wrap"
                      >
                        {email.body}
                      </pre>
                    </details>
                    {email.waiting ? (
                      <CopyRow email={email} subject={email.subject} body={email.body} />
                    ) : null}
                  </>
                )}
                {email.waiting && !email.draft && email.body !== null ? (
                  <div className="mt-4 flex flex-wrap gap-3">
                    <Form method="post">
                      <CsrfField />
                      <input type="hidden" name="id" value={email.id} />
                      <button
                        type="submit"
                        name="intent"
                        value="mark-sent"
                        className={buttonClasses(sending ? "outline" : "secondary", "sm")}
                        aria-label={`Mark as sent: ${email.subject}, to ${email.recipient}`}
                      >
                        Mark as sent
                      </button>
                    </Form>
                    {sending ? (
                      <Form method="post">
                        <CsrfField />
                        <input type="hidden" name="id" value={email.id} />
                        <button
                          type="submit"
                          name="intent"
                          value="retry"
                          className={buttonClasses("secondary", "sm")}
                        >
                          Send now
                        </button>
                      </Form>
                    ) : null}
                  </div>
                ) : null}
              </article>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

const fieldValue = (id: string) =>
  (document.getElementById(id) as HTMLInputElement | HTMLTextAreaElement | null)?.value ?? "";

/** Copy the subject, the message and each link, for sending from staff's own e-mail. */
function CopyRow({
  email,
  subject,
  body,
}: {
  email: { links: OutboxLink[] };
  subject: string | (() => string);
  body: string | (() => string);
}) {
  return (
    <div className="mt-3 flex flex-wrap items-center gap-3">
      <CopyButton text={subject} label="Copy the subject" what="The subject" />
      <CopyButton text={body} label="Copy the message" what="The message" />
      {email.links.map((link) => (
        <CopyButton key={link.url} text={link.url} label={link.label} what={link.what} />
      ))}
    </div>
  );
}
