import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/admin.newsletter";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { providers } from "#app/config.ts";
import {
  changedBy,
  inboxRequest,
  requireRoleToChange,
  requireRoleToOpen,
  staffDate,
  staffDay,
  staffForm,
} from "#app/features/admin/staff.server.ts";
import {
  CsrfField,
  EmptyState,
  inputClass,
  MailNotSetUp,
  Notice,
  PageHeading,
  rowClass,
  StaffTable,
  CardsOnAPhone,
  phoneCardClass,
  staffMeta,
} from "#app/features/admin/staff-ui.tsx";
import { listInMailchimp, STATE_LABELS, type IssueState } from "#app/features/newsletter/send-state.ts";

export const middleware: Route.MiddlewareFunction[] = [requireRoleToChange("send newsletter")];

export const meta: Route.MetaFunction = () => staffMeta("Newsletter");

/** Every issue in content/newsletter (saved, published or not) with where its send stands. */
export async function loader({ context }: Route.LoaderArgs) {
  requireRoleToOpen(context, "send newsletter");
  const { newsletterSending, inbox } = inboxRequest(context);
  const state = newsletterSending.issues.read();
  const sends = await newsletterSending.sends.list();
  const progress = await newsletterSending.sends.progress(sends.map((send) => send.id));
  const latest = (slug: string) =>
    sends.find((send) => send.slug === slug && !(send.status === "cancelled" && !send.startedAt)) ??
    sends.find((send) => send.slug === slug);
  const issues = state.ok
    ? state.content.newsletterIssues
        .map((issue) => {
          const send = latest(issue.slug);
          const counts = send ? progress.get(send.id) : undefined;
          const status: IssueState = send ? send.status : issue.meta.sentAt ? "sent" : "draft";
          return {
            slug: issue.slug,
            subject: issue.meta.subject,
            status,
            when: send
              ? staffDate(send.finishedAt ?? send.startedAt ?? send.scheduledAt)
              : issue.meta.sentAt
                ? staffDay(issue.meta.sentAt)
                : "",
            counts: counts ? `${counts.sent} of ${counts.recipients} sent` : "",
            order: send?.id ?? 0,
          };
        })
        .sort((a, b) => b.order - a.order || a.subject.localeCompare(b.subject))
    : [];
  return {
    problems: state.ok ? [] : state.problems,
    issues,
    posts: state.ok
      ? [...state.content.posts]
          .sort((a, b) => b.meta.date.localeCompare(a.meta.date))
          .map((post) => ({ slug: post.meta.slug, title: post.meta.title }))
      : [],
    mailchimp: listInMailchimp(providers.newsletterAction),
    canSend: await newsletterSending.canSend(),
    subscribers: await inbox.subscribers.activeCount(),
  };
}

/** "Start from a post": a new issue from a blog post, linking back to it (or its issue not sent yet); then its page. */
export async function action({ context, request }: Route.ActionArgs) {
  const { newsletterSending, inbox } = inboxRequest(context);
  const form = await staffForm(request, ["intent", "post"]);
  if (form.intent !== "from-post")
    return data(
      { notice: { tone: "error" as const, text: "That is not something this page does." } },
      { status: 400 },
    );
  const started = /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(form.post ?? "")
    ? newsletterSending.issues.startFromPost(form.post!)
    : null;
  if (!started)
    return data(
      { notice: { tone: "error" as const, text: "Choose one of the blog's posts to start from." } },
      { status: 400 },
    );
  const { slug } = started;
  // The post's issue not sent yet: its page, which says so, rather than a second copy.
  if (started.existing) throw redirect(`/admin/newsletter/${slug}?existing=1`);
  const by = changedBy(context);
  await inbox.audit.record({
    ...by,
    action: "newsletter-written",
    target: `newsletter:${slug}`,
    summary: `${by.actor.name} started the newsletter issue "${newsletterSending.issues.subject(slug)}" from its blog post.`,
  });
  throw redirect(`/admin/newsletter/${slug}?started=1`);
}

export default function StaffNewsletter({ loaderData, actionData }: Route.ComponentProps) {
  const { issues, posts } = loaderData;
  return (
    <>
      <PageHeading title="Newsletter">
        <a href="/keystatic/collection/newsletterIssues/create" className={buttonClasses("secondary", "sm")}>
          Write a new issue
        </a>
      </PageHeading>
      {loaderData.mailchimp ? (
        <p className="mt-6 rounded-2xl bg-harbor-light px-5 py-4 font-medium text-harbor" role="status">
          The list lives in Mailchimp: the sign-up forms post there, so the readers and the sending are
          Mailchimp's. Write and send the newsletter in Mailchimp; nothing is sent from here.
        </p>
      ) : (
        <p className="mt-2 text-muted">
          {loaderData.subscribers} confirmed {loaderData.subscribers === 1 ? "reader" : "readers"} on the
          list. Write an issue in the editor or start one from a blog post, send yourself a test, then send
          it. Sent issues go into the public archive at{" "}
          <Link to="/newsletter" className="font-semibold text-harbor underline">
            the newsletter page
          </Link>{" "}
          with the next publish.
          {loaderData.canSend ? "" : " E-mail is not set up yet, so test sends wait in the outbox."}
        </p>
      )}
      {loaderData.mailchimp || loaderData.canSend ? null : <MailNotSetUp setsUp />}
      <Notice notice={actionData?.notice} />
      {loaderData.problems.length ? (
        <div role="alert" className="mt-6 rounded-2xl bg-brick/10 p-5 text-ink">
          <p className="font-semibold">
            The content has problems to fix in the editor before any issue can be shown:
          </p>
          <ul className="mt-2 list-disc pl-5 text-sm">
            {loaderData.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <section aria-labelledby="from-post-heading" className="mt-8 rounded-3xl bg-card p-6 shadow-raised">
        <h2 id="from-post-heading" className="font-sans text-xl font-semibold">
          Start from a post
        </h2>
        <p className="mt-1 text-sm text-muted">
          A new issue with the post's title, summary and text, and a link back to it. Edit it in the editor
          before you send it.
        </p>
        <Form method="post" className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
          <CsrfField />
          <input type="hidden" name="intent" value="from-post" />
          <div className="grow">
            <label htmlFor="from-post" className="mb-1.5 block text-sm font-semibold">
              Blog post
            </label>
            <select id="from-post" name="post" required className={inputClass} defaultValue="">
              <option value="" disabled>
                Choose a post
              </option>
              {posts.map((post) => (
                <option key={post.slug} value={post.slug}>
                  {post.title}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={buttonClasses("primary", "md")}>
            Start the issue
          </button>
        </Form>
      </section>
      {issues.length === 0 ? (
        <EmptyState>No issues yet. Write one in the editor or start one from a post.</EmptyState>
      ) : (
        <CardsOnAPhone
          label="Newsletter issues"
          cards={issues.map((issue) => (
            <li key={issue.slug} className={phoneCardClass}>
              <p>
                <IssueLink slug={issue.slug} subject={issue.subject} />
              </p>
              <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
                <IssueStateBadge status={issue.status} />
                <span>{issue.when}</span>
              </p>
              {issue.counts ? <p className="mt-2 text-sm">{issue.counts}</p> : null}
            </li>
          ))}
        >
          <StaffTable
            minWidth="40rem"
            columns={["Issue", "State", "When", "Readers"]}
            caption="Newsletter issues"
          >
            {issues.map((issue) => (
              <tr key={issue.slug} className={rowClass}>
                <td className="px-4 py-3">
                  <IssueLink slug={issue.slug} subject={issue.subject} />
                </td>
                <td className="px-4 py-3">
                  <IssueStateBadge status={issue.status} />
                </td>
                <td className="px-4 py-3 whitespace-nowrap">{issue.when}</td>
                <td className="px-4 py-3">{issue.counts}</td>
              </tr>
            ))}
          </StaffTable>
        </CardsOnAPhone>
      )}
    </>
  );
}

/** An issue's subject, leading to its page (its text, its test and its send). */
function IssueLink({ slug, subject }: { slug: string; subject: string }) {
  return (
    <Link
      to={`/admin/newsletter/${slug}`}
      className="font-semibold text-harbor underline-offset-4 hover:underline"
    >
      {subject}
    </Link>
  );
}

/** Where an issue stands, as a badge. */
function IssueStateBadge({ status }: { status: IssueState }) {
  return (
    <span className="rounded-full bg-paper px-3 py-1 text-xs font-semibold text-ink">
      {STATE_LABELS[status]}
    </span>
  );
}
