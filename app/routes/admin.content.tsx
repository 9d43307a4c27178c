import { useEffect } from "react";
import { Form, redirectDocument, useNavigation, useRevalidator } from "react-router";
import type { Route } from "./+types/admin.content";
import { buttonClasses, textLinkClasses } from "#app/components/ui/button.tsx";
import { PREVIEW_COOKIE } from "#app/features/admin/staff-cookies.ts";
import {
  inboxRequest,
  readCookie,
  requireRole,
  signedIn,
  staffCookie,
  staffDate,
  staffForm,
} from "#app/features/admin/staff.server.ts";
import { CsrfField, EmptyState, Notice, PageHeading, staffMeta } from "#app/features/admin/staff-ui.tsx";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...staffMeta("Content"),
  // Without JavaScript the page still follows a publish under way.
  ...(loaderData?.status.state === "running" ? [{ httpEquiv: "refresh", content: "3" } as const] : []),
];

// Owners only: a guide who opens or posts here gets a 403 and nothing is published.
export const middleware: Route.MiddlewareFunction[] = [requireRole("publish content")];

const STEP_LABELS = {
  checking: "Checking the content",
  building: "Building the site (the live site keeps serving)",
  saving: "Saving this version",
  "going live": "Going live",
  "opening the preview": "Opening the preview",
} as const;

const TASK_LABELS = { publish: "Publishing", restore: "Restoring", preview: "Building the preview" } as const;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { publisher } = inboxRequest(context);
  const unavailable = await publisher.available();
  const status = publisher.status();
  const preview = publisher.preview();
  const [changes, history] = unavailable
    ? [[], []]
    : await Promise.all([publisher.changes(), publisher.history()]);
  return {
    unavailable,
    changes,
    preview: preview
      ? {
          at: staffDate(preview.builtAt),
          seeing: readCookie(request, PREVIEW_COOKIE, inboxRequest(context).secure) === "1",
        }
      : null,
    history: history.map((version) => ({
      commit: version.commit,
      short: version.commit.slice(0, 7),
      date: staffDate(version.date),
      author: version.author,
      subject: version.subject,
    })),
    // Which run the status line is about, so a page (or a test) can tell this run's result from the last one's.
    run: status.state === "idle" ? null : status.startedAt.toISOString(),
    status:
      status.state === "running"
        ? {
            state: status.state,
            task: TASK_LABELS[status.task],
            step: STEP_LABELS[status.step],
            since: staffDate(status.startedAt),
          }
        : status.state === "failed"
          ? {
              state: status.state,
              reason: status.reason,
              problems: status.problems,
              at: staffDate(status.finishedAt),
            }
          : status.state === "done"
            ? {
                state: status.state,
                preview: status.task === "preview",
                at: staffDate(status.finishedAt),
                seconds: status.seconds,
                commit: status.commit,
              }
            : { state: status.state },
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { publisher, inbox, clientHash, secure } = inboxRequest(context);
  const { intent, commit } = await staffForm(request, ["intent", "commit"]);
  if (intent === "see-preview") {
    if (!publisher.preview())
      return { notice: { tone: "error" as const, text: "There is no preview yet: press Preview first." } };
    // The public pages, as they will be once published, for this browser only (docs/decisions/068).
    throw redirectDocument("/", { headers: { "Set-Cookie": staffCookie(PREVIEW_COOKIE, "1", { secure }) } });
  }
  if (intent === "leave-preview") {
    return new Response(null, {
      status: 303,
      headers: {
        Location: "/admin/content",
        "Set-Cookie": staffCookie(PREVIEW_COOKIE, "", { secure, maxAge: 0 }),
      },
    });
  }
  // The person signed in is the author of the publish's commit.
  const me = signedIn(context);
  const result =
    intent === "publish"
      ? await publisher.publish(me)
      : intent === "preview"
        ? await publisher.startPreview(me)
        : intent === "restore" && commit
          ? await publisher.restore(commit, me)
          : { started: false, reason: "Choose Preview, Publish, or a version to restore." };
  if (result.started && intent !== "preview") {
    await inbox.audit.record({
      actor: me,
      action: intent === "publish" ? "content-published" : "content-restored",
      target: intent === "publish" ? "content" : `content:${commit}`,
      summary:
        intent === "publish"
          ? `${me.name} published the content.`
          : `${me.name} restored the content as of version ${commit?.slice(0, 7)} and published it.`,
      clientHash,
    });
  }
  const started =
    intent === "preview"
      ? "The preview is being built: this page follows it."
      : "Publishing has started: this page follows it.";
  return result.started
    ? { notice: { tone: "success" as const, text: started } }
    : { notice: { tone: "error" as const, text: result.reason ?? "Publishing could not start." } };
}

export default function StaffContent({ loaderData, actionData }: Route.ComponentProps) {
  const { status, changes, history, unavailable, preview, run } = loaderData;
  const running = status.state === "running";
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, 1500);
    return () => clearInterval(timer);
  }, [running, revalidator]);

  return (
    <>
      <PageHeading title="Content">
        <a href="/keystatic" className={buttonClasses("primary", "md")}>
          Edit content
        </a>
      </PageHeading>
      <p className="mt-2 max-w-3xl text-muted">
        Change tours, pages, posts, testimonials and picture descriptions in the editor. Your changes are
        saved here but visitors see them only once you publish: publishing checks everything, builds the site
        and switches to it in about a minute, while the live site keeps serving. Preview builds the same site
        for you alone first, so you can walk through the real pages before anyone else sees them.
      </p>
      <Notice notice={actionData?.notice} />
      {unavailable ? <Notice notice={{ tone: "error", text: unavailable }} /> : null}

      <section aria-labelledby="publish-heading" className="mt-8 rounded-3xl bg-card p-6 shadow-raised">
        <h2 id="publish-heading" className="font-sans text-xl font-semibold">
          Not yet published
        </h2>
        <div role="status" aria-live="polite" className="mt-3" data-publish-run={run ?? undefined}>
          {status.state === "running" ? (
            <p className="font-semibold text-harbor" data-publish-state="running">
              {status.task}: {status.step}… (started {status.since})
            </p>
          ) : status.state === "done" ? (
            <p className="font-semibold text-harbor" data-publish-state="done">
              {status.preview
                ? `Preview ready ${status.at}, built in ${status.seconds} s.`
                : `Published ${status.at}, live in ${status.seconds} s.`}
            </p>
          ) : status.state === "failed" ? (
            <div className="rounded-2xl bg-brick/10 p-4 text-ink" data-publish-state="failed">
              <p className="font-semibold text-brick">{status.reason}</p>
              <ul className="mt-2 list-disc pl-5 text-sm">
                {status.problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
        {changes.length === 0 ? (
          <p className="mt-3 text-muted">Everything in the editor is live.</p>
        ) : (
          <ul className="mt-3 grid gap-1 text-sm" aria-label="Changes not yet published">
            {changes.map((change) => (
              <li key={change.file}>
                <span className="font-semibold capitalize">{change.change}</span>: {change.file}
              </li>
            ))}
          </ul>
        )}
        <Form method="post" className="mt-5 flex flex-wrap gap-3">
          <CsrfField />
          <button
            type="submit"
            name="intent"
            value="preview"
            className={buttonClasses("secondary", "md")}
            disabled={running || Boolean(unavailable) || navigation.state === "submitting"}
          >
            Preview
          </button>
          <button
            type="submit"
            name="intent"
            value="publish"
            className={buttonClasses("primary", "md")}
            disabled={running || Boolean(unavailable) || navigation.state === "submitting"}
          >
            Publish
          </button>
        </Form>
        {preview ? (
          <div className="mt-5 rounded-2xl bg-paper p-4" aria-label="Preview">
            {preview.seeing ? (
              <p>
                This browser shows the preview built {preview.at} on every public page, and visitors still see
                the live site. Publish to make it live, or go back to the live site.
              </p>
            ) : (
              <p>
                A preview of the changes as they were {preview.at} is ready. Only signed-in staff who choose
                to see it are shown it, at the site&apos;s own addresses.
              </p>
            )}
            <Form method="post" className="mt-3 flex flex-wrap gap-3">
              <CsrfField />
              {preview.seeing ? (
                <>
                  <a href="/" className={buttonClasses("secondary", "md")}>
                    Open the preview
                  </a>
                  <button
                    type="submit"
                    name="intent"
                    value="leave-preview"
                    className={buttonClasses("secondary", "md")}
                  >
                    Back to the live site
                  </button>
                </>
              ) : (
                <button
                  type="submit"
                  name="intent"
                  value="see-preview"
                  className={buttonClasses("secondary", "md")}
                >
                  See the preview
                </button>
              )}
            </Form>
          </div>
        ) : null}
      </section>

      <section aria-labelledby="history-heading" className="mt-8">
        <h2 id="history-heading" className="font-sans text-xl font-semibold">
          Published versions
        </h2>
        <p className="mt-1 text-muted">
          Restoring a version puts every tour, page and post back as it was then and publishes it. Changes not
          yet published are discarded.
        </p>
        {history.length === 0 ? (
          <EmptyState>No version has been published yet.</EmptyState>
        ) : (
          <ol className="mt-4 grid gap-3">
            {history.map((version, index) => (
              <li
                key={version.commit}
                className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-card p-4 shadow-raised"
              >
                <div className="min-w-0 wrap-anywhere">
                  <p className="font-semibold">{version.subject}</p>
                  <p className="text-sm text-muted">
                    {version.date} · {version.author} · <code>{version.short}</code>
                  </p>
                </div>
                {index === 0 ? (
                  <span className="text-sm font-semibold text-harbor">Latest</span>
                ) : (
                  <Form method="post">
                    <CsrfField />
                    <input type="hidden" name="commit" value={version.commit} />
                    <button
                      type="submit"
                      name="intent"
                      value="restore"
                      className={textLinkClasses()}
                      disabled={running || Boolean(unavailable)}
                    >
                      Restore this version
                    </button>
                  </Form>
                )}
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}
