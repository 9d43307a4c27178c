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

export async function action({ context, request }: Route.ActionArgs) {
  const { inbox } = inboxRequest(context);
  const id = positiveInt((await staffForm(request, ["id"])).id);
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
          ? "E-mails are sent over SMTP as soon as they are drafted. A failed send is kept here and tried again: after 1, 5 and 15 minutes, then hourly, then every 3 hours."
          : "Sending is off on this server (SMTP_URL is not set): drafted e-mails wait here. Copy one into your own e-mail, or set SMTP_URL and they are sent."}
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
                aria-labelledby={`email-${email.id}`}
                className="rounded-3xl bg-card p-6 shadow-raised"
              >
                <h2 id={`email-${email.id}`} className="font-sans text-xl font-semibold">
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
                {!sent && sending ? (
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
