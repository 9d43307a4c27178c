import { NO_POSTAL_ADDRESS } from "#app/features/newsletter/postal-address.ts";
import { newYorkDay } from "#app/lib/published-time.ts";
import { useEffect } from "react";
import { data, Form, Link, useRevalidator } from "react-router";
import type { Route } from "./+types/admin.newsletter.$slug";
import { buttonClasses, textLinkClasses } from "#app/components/ui/button.tsx";
import { TableRegion } from "#app/components/ui/table-region.tsx";
import { providers } from "#app/config.ts";
import {
  changedBy,
  inboxRequest,
  positiveInt,
  refusal,
  requireRoleToChange,
  requireRoleToOpen,
  signedIn,
  staffDate,
  staffForm,
} from "#app/features/admin/staff.server.ts";
import {
  CsrfField,
  inputClass,
  MailNotSetUp,
  Notice,
  type NoticeText,
  PageHeading,
  staffMeta,
  StaffProblem,
} from "#app/features/admin/staff-ui.tsx";
import { MAIL_SETTINGS } from "#app/features/admin/staff-sections.ts";
import { dayYearLabel } from "#app/features/insights/dashboard.ts";
import {
  issueInEditor,
  ISSUE_FROM_POST_EXISTS,
  isMoving,
  listInMailchimp,
  newYorkLocal,
  newYorkMoment,
  progressShares,
  STATE_LABELS,
  sendBlockers,
  type IssueState,
} from "#app/features/newsletter/send-state.ts";
import { cn } from "#app/lib/cn.ts";

export const middleware: Route.MiddlewareFunction[] = [requireRoleToChange("send newsletter")];

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffMeta(loaderData?.subject ?? "Newsletter issue");

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
type Notice = { tone: "success" | "error"; text: NoticeText };

function issueSlug(params: { slug?: string }): string {
  const slug = params.slug ?? "";
  if (!SLUG.test(slug) || slug.length > 120)
    throw refusal(404, "There is no newsletter issue at this address.");
  return slug;
}

// A refused send (409) still redraws the issue from the server: what stands now, never a stale "Draft".
export const shouldRevalidate = () => true;

export async function loader({ context, params, request }: Route.LoaderArgs) {
  requireRoleToOpen(context, "send newsletter");
  const slug = issueSlug(params);
  const { newsletterSending, inbox } = inboxRequest(context);
  const url = new URL(request.url);
  const rendered = await newsletterSending.issues.render(slug);
  const send = await newsletterSending.sends.forIssue(slug);
  if (!rendered.ok && !send) throw refusal(404, rendered.problem);
  const progress = send ? (await newsletterSending.sends.progress([send.id])).get(send.id)! : null;
  // Sent before this database knew it (the sample issues, or an issue sent from another install): its file says so.
  // A send asked for now is shown as sending from the first moment, before the sender has taken it up.
  const state: IssueState = send
    ? send.status === "scheduled" && send.scheduledAt.getTime() <= Date.now()
      ? "sending"
      : send.status
    : rendered.ok && rendered.issue.meta.sentAt
      ? "sent"
      : "draft";
  const problems = send ? await newsletterSending.sends.problems(send.id) : [];
  const text = rendered.ok ? rendered.email.text : "";
  return {
    slug,
    subject: rendered.ok ? rendered.issue.meta.subject : send!.subject,
    preheader: rendered.ok ? rendered.issue.meta.preheader : "",
    /** Written into the file by an earlier send (the sample issues, or one sent elsewhere). */
    // When an issue written before this server sent it went out, as staff read days: "Fri, Nov 20, 2025".
    sentBefore:
      rendered.ok && rendered.issue.meta.sentAt ? dayYearLabel(newYorkDay(rendered.issue.meta.sentAt)) : null,
    /** The newsletter does not send without the company's postal address at its foot (docs/decisions/122). */
    postalAddressMissing: newsletterSending.issues.postalAddress() === null,
    problem: rendered.ok ? null : rendered.problem,
    text,
    view: url.searchParams.get("view") === "text" ? ("text" as const) : ("html" as const),
    width: url.searchParams.get("width") === "phone" ? ("phone" as const) : ("desktop" as const),
    started: url.searchParams.get("started") === "1",
    existing: url.searchParams.get("existing") === "1",
    state,
    send: send
      ? {
          id: send.id,
          scheduledAt: staffDate(send.scheduledAt, { inSentence: true }),
          startedAt: staffDate(send.startedAt, { inSentence: true }),
          finishedAt: staffDate(send.finishedAt, { inSentence: true }),
          by: send.staffName,
          note: send.note,
          archive: send.archive,
          archiveNote: send.archiveNote,
        }
      : null,
    progress,
    problems: problems.map((row) => ({ ...row, at: staffDate(row.at, { inSentence: true }) })),
    me: signedIn(context).email,
    readers: await inbox.subscribers.activeCount(),
    mailchimp: listInMailchimp(providers.newsletterAction),
    canSend: await newsletterSending.canSend(),
    rate: newsletterSending.rate,
    earliest: newYorkLocal(new Date(Date.now() + 5 * 60_000)),
  };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const slug = issueSlug(params);
  const { newsletterSending, inbox } = inboxRequest(context);
  const form = await staffForm(request, ["intent", "at", "send", "confirmed"]);
  const by = changedBy(context);
  const notice = (tone: Notice["tone"], text: NoticeText) => ({ notice: { tone, text } });
  const sendId = positiveInt(form.send);
  switch (form.intent) {
    case "test": {
      const result = await newsletterSending.testSend(slug, by);
      if (!result.ok) return notice("error", result.problem);
      if (result.via === "smtp")
        return notice(
          "success",
          `A test marked [TEST] is on its way to ${by.actor.email}. It does not count as sent.`,
        );
      return notice("success", [
        `A test marked [TEST] for ${by.actor.email} is waiting in the `,
        { to: `/admin/outbox#email-${result.outboxId}`, label: "outbox" },
        ": e-mail is not set up yet, so copy it from there into your own e-mail, or ",
        { to: MAIL_SETTINGS, label: "set up e-mail under Settings" },
        ".",
      ]);
    }
    case "send-now":
    case "send-at": {
      if (listInMailchimp(providers.newsletterAction))
        return data(notice("error", "The list lives in Mailchimp: send the newsletter there."), {
          status: 409,
        });
      if (!(await newsletterSending.canSend()))
        return data(
          notice("error", "E-mail is not set up yet: set it up under Settings, then send the newsletter."),
          {
            status: 409,
          },
        );
      if (newsletterSending.issues.postalAddress() === null)
        return data(notice("error", NO_POSTAL_ADDRESS), { status: 409 });
      const rendered = await newsletterSending.issues.render(slug);
      if (!rendered.ok) return data(notice("error", rendered.problem), { status: 409 });
      if (rendered.issue.meta.sentAt)
        return data(
          notice(
            "error",
            `This issue was sent on ${dayYearLabel(newYorkDay(rendered.issue.meta.sentAt))}: it goes to each reader once.`,
          ),
          {
            status: 409,
          },
        );
      let at: Date | null = null;
      if (form.intent === "send-at") {
        at = newYorkMoment(form.at ?? "");
        if (!at)
          return data(notice("error", "Choose a day and a time for the send (New York time)."), {
            status: 400,
          });
        if (at.getTime() < Date.now() + 60_000)
          return data(notice("error", "Choose a time at least a minute from now, or send it now."), {
            status: 400,
          });
        if (at.getTime() > Date.now() + 366 * 86_400_000)
          return data(notice("error", "Choose a time within the next year."), { status: 400 });
      }
      const when = at ? `${staffDate(at, { inSentence: true })} New York time` : undefined;
      // Sending asks first: the real count of readers now, and Send or Cancel (a page of its own without JavaScript).
      if (form.confirmed !== "yes") {
        const readers = await inbox.subscribers.activeCount();
        return {
          confirm: { intent: form.intent, at: form.at ?? "", readers, when: when ?? null },
        };
      }
      const outcome = await newsletterSending.sends.schedule(slug, at, by, {
        subject: rendered.issue.meta.subject,
        when,
      });
      if (outcome === "already")
        return data(
          notice("error", "This issue is already being sent, or was sent: it goes to each reader once."),
          {
            status: 409,
          },
        );
      return notice("success", at ? `Scheduled for ${when}.` : "Sending now. The bar below follows it.");
    }
    case "pause":
    case "resume":
    case "cancel": {
      const send = sendId ? await newsletterSending.sends.byId(sendId) : null;
      if (!send || send.slug !== slug)
        return data(notice("error", "That send is not this issue's."), { status: 404 });
      const done = await newsletterSending.sends[form.intent](send.id, by);
      if (!done)
        return notice("error", "The send has moved on since the page was drawn: see where it stands below.");
      return notice(
        "success",
        form.intent === "pause"
          ? "Paused. Nobody else gets it until you resume."
          : form.intent === "resume"
            ? "Resumed."
            : "Cancelled. Nobody who was still waiting gets it.",
      );
    }
    default:
      return data(notice("error", "That is not something this page does."), { status: 400 });
  }
}

/** "Send to 2 readers?": the step between pressing Send now (or Schedule) and the send, with Send and Cancel. */
function ConfirmSend({
  confirm,
  slug,
}: {
  confirm: { intent: string; at: string; readers: number; when: string | null };
  slug: string;
}) {
  const readers =
    confirm.readers === 0 ? "nobody" : `${confirm.readers} ${confirm.readers === 1 ? "reader" : "readers"}`;
  return (
    <section
      aria-labelledby="confirm-heading"
      className="mt-6 rounded-3xl border-2 border-marmalade bg-card p-6 shadow-raised"
    >
      <h2
        id="confirm-heading"
        className="font-sans text-xl font-semibold"
        tabIndex={-1}
        ref={(node) => node?.focus()}
      >
        {confirm.when ? `Send to ${readers} on ${confirm.when}?` : `Send to ${readers}?`}
      </h2>
      <p className="mt-1 text-sm text-muted">
        {confirm.readers === 0
          ? "Nobody has confirmed yet: it would count as sent, and readers who confirm later would not get it."
          : "Each confirmed reader gets it once; it cannot be taken back once it has gone."}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Form method="post">
          <CsrfField />
          <input type="hidden" name="intent" value={confirm.intent} />
          <input type="hidden" name="at" value={confirm.at} />
          <input type="hidden" name="confirmed" value="yes" />
          <button type="submit" className={buttonClasses("primary", "md")}>
            Send
          </button>
        </Form>
        <Link to={`/admin/newsletter/${slug}`} className={buttonClasses("outline", "md")}>
          Cancel
        </Link>
      </div>
    </section>
  );
}

function ProgressBar({
  progress,
}: {
  progress: NonNullable<Route.ComponentProps["loaderData"]["progress"]>;
}) {
  const shares = progressShares(progress);
  return (
    <div>
      <div
        role="progressbar"
        aria-label="Sent so far"
        aria-valuemin={0}
        aria-valuemax={progress.recipients}
        aria-valuenow={progress.sent}
        aria-valuetext={`${progress.sent} of ${progress.recipients} sent`}
        className="flex h-4 w-full overflow-hidden rounded-full bg-cream"
      >
        <span className="h-full bg-harbor" style={{ width: `${shares.sent}%` }} />
        <span className="h-full bg-brick" style={{ width: `${shares.failed}%` }} />
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        {[
          ["Sent", progress.sent, "bg-harbor"],
          ["Waiting", progress.waiting, "bg-cream"],
          ["Failed", progress.failed + progress.bounced, "bg-brick"],
          ["Recipients", progress.recipients, "bg-ink"],
        ].map(([label, value, swatch]) => (
          <div key={label as string} className="rounded-2xl bg-paper p-3">
            <dt className="flex items-center gap-2 text-muted">
              <span aria-hidden className={cn("inline-block size-3 rounded-full", swatch as string)} />
              {label}
            </dt>
            <dd
              className="mt-1 text-2xl font-semibold tabular-nums"
              data-count={(label as string).toLowerCase()}
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-muted">
        {progress.bounced} bounced (not mailed again), {progress.failed} given up after retries,{" "}
        {progress.retrying} waiting to try again, {progress.skipped} left the list before their turn,{" "}
        {progress.unsubscribed} unsubscribed through this issue.
        {progress.handedAgain
          ? ` ${progress.handedAgain} handed to the mail server again after a restart (the same message, with the same Message-ID).`
          : ""}
      </p>
    </div>
  );
}

export default function StaffNewsletterIssue({ loaderData, actionData }: Route.ComponentProps) {
  const { slug, send, progress, state, view, width } = loaderData;
  const revalidator = useRevalidator();
  const moving = isMoving(state);
  useEffect(() => {
    if (!moving) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, 1500);
    return () => clearInterval(timer);
  }, [moving, revalidator]);
  const previewLink = (next: { view?: string; width?: string }) =>
    `/admin/newsletter/${slug}?view=${next.view ?? view}&width=${next.width ?? width}`;
  const switchClass = (current: boolean) =>
    cn(
      "flex min-h-11 items-center rounded-full border-2 px-4 text-sm font-semibold",
      current ? "border-ink bg-ink text-paper" : "border-ink/20 text-ink hover:border-ink/60",
    );
  const blockers = sendBlockers(loaderData);
  const sendable = blockers.length === 0;
  // A draft (or a send cancelled before it started) offers the send, with every reason it cannot go yet.
  const offersSend = state === "draft" || (state === "cancelled" && !send?.startedAt);

  return (
    <>
      <p>
        <Link to="/admin/newsletter" className={textLinkClasses()}>
          All issues
        </Link>
      </p>
      <PageHeading title={loaderData.subject}>
        <a href={issueInEditor(slug)} className={buttonClasses("secondary", "sm")}>
          Edit in the editor
        </a>
      </PageHeading>
      <p className="mt-2 text-muted">
        <span
          className="mr-2 rounded-full bg-card px-3 py-1 text-xs font-semibold text-ink shadow-raised"
          data-state={state}
        >
          {STATE_LABELS[state]}
        </span>
        {loaderData.preheader}
      </p>
      {loaderData.started ? (
        <Notice
          notice={{
            tone: "success",
            text: "The issue is started from the post: edit it in the editor, send yourself a test, then send it.",
          }}
        />
      ) : loaderData.existing ? (
        <Notice notice={{ tone: "success", text: ISSUE_FROM_POST_EXISTS }} />
      ) : null}
      {actionData && "notice" in actionData ? <Notice notice={actionData.notice} /> : null}
      {actionData && "confirm" in actionData && state === "draft" ? (
        <ConfirmSend confirm={actionData.confirm} slug={slug} />
      ) : null}
      {loaderData.mailchimp || loaderData.canSend || offersSend ? null : <MailNotSetUp setsUp />}
      {loaderData.problem ? (
        <p role="alert" className="mt-6 rounded-2xl bg-brick/10 px-5 py-4 text-ink">
          {loaderData.problem}
        </p>
      ) : null}

      {send ? (
        <section aria-labelledby="send-heading" className="mt-8 rounded-3xl bg-card p-6 shadow-raised">
          <h2 id="send-heading" className="font-sans text-xl font-semibold">
            The send
          </h2>
          <p className="mt-1 text-sm text-muted" role="status" aria-live="polite">
            {state === "scheduled"
              ? `Scheduled by ${send.by} for ${send.scheduledAt} (New York time).`
              : state === "sending"
                ? `Sending since ${send.startedAt}, started by ${send.by}, at up to ${loaderData.rate || "as many as the mail server takes"} a second.`
                : state === "paused"
                  ? `Paused. ${send.startedAt ? `Started ${send.startedAt} by ${send.by}.` : ""}`
                  : state === "sent"
                    ? `Sent ${send.finishedAt}, started by ${send.by}.`
                    : `Cancelled${send.finishedAt ? ` ${send.finishedAt}` : ""}.`}
            {send.note ? ` ${send.note}` : ""}
          </p>
          {progress && (progress.recipients || state === "sending") ? (
            <div className="mt-5">
              {/* Before the sender has listed the recipients, every confirmed reader is waiting. */}
              <ProgressBar
                progress={
                  progress.recipients
                    ? progress
                    : { ...progress, recipients: loaderData.readers, waiting: loaderData.readers }
                }
              />
            </div>
          ) : null}
          <div className="mt-5 flex flex-wrap gap-3">
            {state === "sending" ? <SendChange intent="pause" id={send.id} label="Pause" /> : null}
            {state === "paused" ? <SendChange intent="resume" id={send.id} label="Resume" /> : null}
            {state === "scheduled" || state === "sending" || state === "paused" ? (
              <SendChange
                intent="cancel"
                id={send.id}
                label={state === "scheduled" ? "Cancel the schedule" : "Cancel the send"}
              />
            ) : null}
            {moving ? (
              <a href={`/admin/newsletter/${slug}`} className={buttonClasses("outline", "sm")}>
                Refresh
              </a>
            ) : null}
          </div>
          {send.archive && state !== "cancelled" ? (
            <p className="mt-5 text-sm">
              {send.archive === "published"
                ? "The archive page is being published: "
                : send.archive === "waiting"
                  ? `The archive page waits for a publish (${send.archiveNote || "asked for again every minute"}): `
                  : `The archive page could not be made: ${send.archiveNote} `}
              <a href={`/newsletter/${slug}`} className="font-semibold text-harbor underline">
                /newsletter/{slug}
              </a>
            </p>
          ) : null}
          {loaderData.problems.length ? (
            <TableRegion label="Bounced and failed" className="mt-6">
              <h3 className="font-sans text-base font-semibold">Bounced and failed</h3>
              <table className="mt-2 w-full min-w-[36rem] text-left text-sm">
                <thead className="text-muted">
                  <tr>
                    <th scope="col" className="py-2 pr-4">
                      Address
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      What happened
                    </th>
                    <th scope="col" className="py-2">
                      The mail server said
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {loaderData.problems.map((row) => (
                    <tr key={row.email} className="border-t border-ink/5">
                      <td className="py-2 pr-4 break-all">{row.email}</td>
                      <td className="py-2 pr-4">
                        {row.status === "bounced"
                          ? "Bounced: not mailed again"
                          : `Gave up after ${row.attempts} tries`}
                      </td>
                      <td className="py-2 text-muted">{row.error}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableRegion>
          ) : null}
        </section>
      ) : null}

      {!send && loaderData.sentBefore ? (
        <p className="mt-8 rounded-3xl bg-card p-6 shadow-raised">
          Sent on {loaderData.sentBefore}. Its page in the archive:{" "}
          <a href={`/newsletter/${slug}`} className="font-semibold text-harbor underline">
            /newsletter/{slug}
          </a>
        </p>
      ) : null}

      <section aria-labelledby="test-heading" className="mt-8 grid items-start gap-6 lg:grid-cols-2">
        <div className="min-w-0 rounded-3xl bg-card p-6 shadow-raised">
          <h2 id="test-heading" className="font-sans text-xl font-semibold">
            Send yourself a test
          </h2>
          <p className="mt-1 text-sm text-muted">
            The issue as saved now, marked [TEST], to {loaderData.me}. It never counts as sent.
            {loaderData.canSend ? null : (
              <>
                {" "}
                E-mail is not set up yet, so it waits in the{" "}
                <Link to="/admin/outbox" className="font-semibold text-harbor underline underline-offset-4">
                  outbox
                </Link>
                .
              </>
            )}
          </p>
          <Form method="post" className="mt-4">
            <CsrfField />
            <input type="hidden" name="intent" value="test" />
            <button
              type="submit"
              className={buttonClasses("secondary", "md")}
              disabled={Boolean(loaderData.problem)}
            >
              Send a test to me
            </button>
          </Form>
        </div>
        {offersSend ? (
          <div className="min-w-0 rounded-3xl bg-card p-6 shadow-raised">
            <h2 className="font-sans text-xl font-semibold">Send it</h2>
            <p className="mt-1 text-sm text-muted" data-readers={loaderData.readers}>
              {loaderData.readers === 0 ? (
                <>
                  <strong className="font-semibold text-ink">
                    Nobody has confirmed yet, so it would go to nobody.
                  </strong>{" "}
                  An issue goes out once, to the readers confirmed when it is sent; pending, unsubscribed and
                  bounced addresses get nothing.
                </>
              ) : (
                `To the ${loaderData.readers} confirmed ${loaderData.readers === 1 ? "reader" : "readers"} on the list, each once, with their own unsubscribe link. Pending, unsubscribed and bounced addresses get nothing.`
              )}
            </p>
            {blockers.length ? (
              // Send now, the time and Schedule are each described by this: why they are off, and where that is fixed.
              <div id="send-off" className="mt-3 rounded-2xl bg-paper px-4 py-3 text-sm font-medium">
                <p id="send-off-heading" className="font-semibold">
                  Send now and Schedule are off:
                </p>
                <ul aria-labelledby="send-off-heading" className="mt-1 list-disc space-y-2 pl-5">
                  {blockers.map((blocker) => (
                    <li key={blocker.text}>
                      {blocker.text}
                      {blocker.fix ? (
                        <>
                          {" "}
                          <Link
                            to={blocker.fix.href}
                            reloadDocument={blocker.fix.inEditor}
                            className="font-semibold text-harbor underline underline-offset-4"
                          >
                            {blocker.fix.label}
                          </Link>
                        </>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            <Form method="post" className="mt-4">
              <CsrfField />
              <button
                type="submit"
                name="intent"
                value="send-now"
                className={buttonClasses("primary", "md")}
                disabled={!sendable}
                aria-describedby={sendable ? undefined : "send-off"}
              >
                Send now
              </button>
            </Form>
            <Form method="post" className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-end">
              <CsrfField />
              <div className="min-w-0 grow">
                <label htmlFor="send-at" className="mb-1.5 block text-sm font-semibold">
                  Send at (New York time)
                </label>
                <input
                  id="send-at"
                  name="at"
                  type="datetime-local"
                  required
                  min={loaderData.earliest}
                  className={`${inputClass} min-w-0`}
                  disabled={!sendable}
                  aria-describedby={sendable ? undefined : "send-off"}
                />
              </div>
              <button
                type="submit"
                name="intent"
                value="send-at"
                className={buttonClasses("outline", "md")}
                disabled={!sendable}
                aria-describedby={sendable ? undefined : "send-off"}
              >
                Schedule
              </button>
            </Form>
          </div>
        ) : null}
      </section>

      <section aria-labelledby="preview-heading" className="mt-8 rounded-3xl bg-card p-6 shadow-raised">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h2 id="preview-heading" className="font-sans text-xl font-semibold">
            Preview
          </h2>
          <nav aria-label="Preview" className="flex flex-wrap gap-2">
            <Link
              to={previewLink({ view: "html" })}
              aria-current={view === "html" ? "true" : undefined}
              className={switchClass(view === "html")}
              preventScrollReset
            >
              HTML
            </Link>
            <Link
              to={previewLink({ view: "text" })}
              aria-current={view === "text" ? "true" : undefined}
              className={switchClass(view === "text")}
              preventScrollReset
            >
              Plain text
            </Link>
            <Link
              to={previewLink({ width: "desktop" })}
              aria-current={width === "desktop" ? "true" : undefined}
              className={switchClass(width === "desktop")}
              preventScrollReset
            >
              Desktop
            </Link>
            <Link
              to={previewLink({ width: "phone" })}
              aria-current={width === "phone" ? "true" : undefined}
              className={switchClass(width === "phone")}
              preventScrollReset
            >
              Phone
            </Link>
          </nav>
        </div>
        <p className="mt-2 text-sm text-muted">
          As saved in the editor now. Subject: <strong className="text-ink">{loaderData.subject}</strong>
        </p>
        <div className="mt-4 overflow-x-auto rounded-2xl bg-paper p-3">
          {view === "html" ? (
            <iframe
              title={`The e-mail as HTML, ${width === "phone" ? "phone" : "desktop"} width`}
              src={`/admin/newsletter/${slug}/preview?format=html`}
              className={cn(
                "mx-auto block h-[48rem] rounded-xl border border-cream bg-white",
                width === "phone" ? "w-[375px]" : "w-full max-w-[720px]",
              )}
            />
          ) : (
            <div
              role="region"
              aria-label={`The e-mail as plain text, ${width === "phone" ? "phone" : "desktop"} width`}
              tabIndex={0}
              className={cn(
                "mx-auto max-h-[48rem] overflow-auto rounded-xl border border-cream bg-white p-4",
                width === "phone" ? "w-[375px] max-w-full" : "max-w-[720px]",
              )}
            >
              <pre className="font-mono text-sm whitespace-pre-wrap">{loaderData.text}</pre>
            </div>
          )}
        </div>
      </section>
    </>
  );
}

function SendChange({ intent, id, label }: { intent: string; id: number; label: string }) {
  return (
    <Form method="post">
      <CsrfField />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="send" value={id} />
      <button type="submit" className={buttonClasses(intent === "cancel" ? "outline" : "secondary", "sm")}>
        {label}
      </button>
    </Form>
  );
}

/** An issue that is not there (a mistyped address, an issue deleted) is a 404 in the staff area, with the way back. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StaffProblem error={error} back={{ to: "/admin/newsletter", label: "All issues" }} />;
}
