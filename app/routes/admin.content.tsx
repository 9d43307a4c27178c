import { useEffect } from "react";
import { data, Form, Link, redirectDocument, useNavigation, useRevalidator } from "react-router";
import type { Route } from "./+types/admin.content";
import { buttonClasses, textLinkClasses } from "#app/components/ui/button.tsx";
import { PREVIEW_COOKIE } from "#app/features/admin/staff-cookies.ts";
import {
  inboxRequest,
  notMade,
  positiveInt,
  readCookie,
  requireRoleToChange,
  requireRoleToOpen,
  signedIn,
  staffCookie,
  staffDate,
  staffForm,
  staffMoment,
} from "#app/features/admin/staff.server.ts";
import {
  afterEveryChange,
  CsrfField,
  EmptyState,
  Notice,
  PageHeading,
  staffMeta,
  StaffTime,
} from "#app/features/admin/staff-ui.tsx";
import { CONTENT_PAGE } from "#app/features/admin/staff-sections.ts";
import type { ContentChangeRecord } from "#db/statuses.ts";

export const meta: Route.MetaFunction = () => staffMeta(CONTENT_PAGE.label);

/**
 * Without JavaScript the page still follows a run under way: it reloads itself every 3 seconds. Only without it: a
 * refresh the browser has scheduled cannot be called off, so with scripts (which follow the run by revalidating) it
 * would pull staff back here from wherever they went after the run. As raw HTML, so React leaves it in the noscript.
 */
const RELOAD_WITHOUT_SCRIPTS = { __html: '<meta http-equiv="refresh" content="3">' };

// Owners only: a guide who posts here gets a 403 and nothing is published; one who opens it gets a 403 that says, in
// the staff area, who the editor is for and what to do instead (requireRoleToOpen, decision 190).
export const middleware: Route.MiddlewareFunction[] = [requireRoleToChange("publish content")];

const STEP_LABELS: Record<string, string> = {
  checking: "Checking the content",
  building: "Building the site (the live site keeps serving)",
  saving: "Saving this version",
  "going live": "Going live",
};
const TASK_LABELS = { publish: "Publishing", restore: "Restoring", preview: "Building the preview" } as const;
/** Versions listed at first; the rest behind "Show older versions". */
const RECENT_VERSIONS = 8;

/**
 * Who made a version, and when (StaffTime says it after the words): "Published by Olive Owner, today, 9:41 AM", or
 * for a publish nobody pressed, its cause ("Published automatically: Newsletter archive, after Marisol Ortega's
 * send"). The content the site was installed with was live until the first publish recorded it.
 */
function madeBy(version: {
  kind: string;
  publishedBy: number | null;
  publishedByName: string;
  createdAt: Date;
}) {
  const at = staffMoment(version.createdAt);
  if (version.kind === "installed")
    return { words: "The content the site was installed with, live until", at };
  const verb = version.kind === "restore" ? "Restored" : "Published";
  const who =
    version.publishedBy === null
      ? `${verb} automatically: ${version.publishedByName}`
      : `${verb} by ${version.publishedByName}`;
  return { words: `${who},`, at };
}

export async function loader({ context, request }: Route.LoaderArgs) {
  requireRoleToOpen(context, "publish content");
  const { publisher } = inboxRequest(context);
  const url = new URL(request.url);
  const all = url.searchParams.get("versions") === "all";
  const [unavailable, run, preview, versions, changes] = await Promise.all([
    publisher.available(),
    publisher.status(),
    publisher.preview(),
    publisher.versions(all ? 200 : RECENT_VERSIONS + 1),
    publisher.changes(),
  ]);
  // Where the finished publish or restore shows ("View it"), and where the preview opens.
  const [view, previewPage] = await Promise.all([
    run?.state === "done" && run.task !== "preview" && run.versionId !== null
      ? publisher.versionPage(run.versionId)
      : null,
    preview ? publisher.previewPage() : null,
  ]);
  // Restore asks first: ?restore=<version> shows what it would change, with the button that does it; a version that
  // is not one is a 404 on this page, said where the question would be.
  const restoreId = positiveInt(url.searchParams.get("restore"));
  let restore = null;
  let restoreProblem = null;
  if (restoreId) {
    const version = await publisher.version(restoreId);
    const willChange = version ? await publisher.restoreChanges(version.id) : null;
    if (!version || !willChange) restoreProblem = "That version is not one of the published versions.";
    else
      restore = {
        id: version.id,
        made: madeBy(version),
        changes: willChange,
        live: version.id === versions[0]?.id,
      };
  }
  return data(
    {
      unavailable,
      changes,
      restore,
      restoreProblem,
      preview: preview
        ? {
            at: staffDate(preview.finishedAt, { inSentence: true }),
            by: preview.startedByName,
            seeing: readCookie(request, PREVIEW_COOKIE, inboxRequest(context).secure) === "1",
            page: previewPage ?? "/",
          }
        : null,
      versions: versions.slice(0, all ? undefined : RECENT_VERSIONS).map((version, index) => ({
        id: version.id,
        live: index === 0,
        kind: version.kind,
        restoredFrom: version.restoredFrom,
        made: madeBy(version),
        seconds: version.seconds,
        changes: version.changes,
      })),
      olderVersions: !all && versions.length > RECENT_VERSIONS,
      run: run
        ? {
            id: run.id,
            task: run.task,
            state: run.state,
            step: STEP_LABELS[run.step] ?? "Working",
            by: run.startedByName,
            since: staffDate(run.startedAt, { inSentence: true }),
            at: staffDate(run.finishedAt, { inSentence: true }),
            seconds: run.finishedAt
              ? Math.round((run.finishedAt.getTime() - run.startedAt.getTime()) / 100) / 10
              : null,
            versionId: run.versionId,
            view,
            reason: run.reason,
            problems: run.problems,
          }
        : null,
    },
    { status: restoreProblem ? 404 : 200 },
  );
}

export const shouldRevalidate = afterEveryChange;

export async function action({ context, request }: Route.ActionArgs) {
  const { publisher, secure } = inboxRequest(context);
  const { intent, version } = await staffForm(request, ["intent", "version"]);
  if (intent === "see-preview") {
    if (!(await publisher.preview())) return notMade(409, "There is no preview yet: press Preview first.");
    // The public pages, as they will be once published, for this browser only (docs/decisions/068).
    // It opens on the page the drafts change (issue 39).
    throw redirectDocument(await publisher.previewPage(), {
      headers: { "Set-Cookie": staffCookie(PREVIEW_COOKIE, "1", { secure }) },
    });
  }
  // The person signed in is the author of the publish's commit, and is named in its record.
  const by = signedIn(context);
  const versionId = positiveInt(version);
  const result =
    intent === "publish"
      ? await publisher.publish(by)
      : intent === "preview"
        ? await publisher.startPreview(by)
        : intent === "restore" && versionId
          ? await publisher.restore(versionId, by)
          : null;
  if (!result) return notMade(400, "Choose Preview, Publish, or a version to restore.");
  if (!result.started) return notMade(409, result.reason ?? "Publishing could not start.");
  // After a restore's confirmation, back to the page itself (not the confirmation) to follow it.
  if (intent === "restore") throw redirectDocument("/admin/content");
  return {
    notice: {
      tone: "success" as const,
      text:
        intent === "preview"
          ? "The preview is being built: this page follows it."
          : "Publishing has started: this page follows it.",
    },
  };
}

/** One change in staff words: the field's label with its old and new value, or "New post: …". */
function Change({ change }: { change: ContentChangeRecord }) {
  const hasValues = change.before !== undefined || change.after !== undefined;
  return (
    <li className="break-words">
      <span className="font-semibold">{change.label}</span>
      {hasValues ? (
        <>
          {": "}
          <span className="text-muted">{change.before}</span>
          <span aria-label=" changed to "> → </span>
          <span>{change.after}</span>
        </>
      ) : null}
    </li>
  );
}

function ChangeList({
  changes,
  label,
  limit,
}: {
  changes: ContentChangeRecord[];
  label: string;
  limit?: number;
}) {
  const shown = limit ? changes.slice(0, limit) : changes;
  const rest = limit ? changes.slice(limit) : [];
  return (
    <>
      <ul className="mt-2 grid gap-1 text-sm" aria-label={label}>
        {shown.map((change, index) => (
          <Change key={index} change={change} />
        ))}
      </ul>
      {rest.length ? (
        <details className="mt-1 text-sm">
          <summary className="min-h-6 cursor-pointer text-harbor underline underline-offset-4">
            {rest.length} more {rest.length === 1 ? "change" : "changes"}
          </summary>
          <ul className="mt-1 grid gap-1">
            {rest.map((change, index) => (
              <Change key={index} change={change} />
            ))}
          </ul>
        </details>
      ) : null}
    </>
  );
}

type LoaderData = Route.ComponentProps["loaderData"];

function RunStatus({ run }: { run: NonNullable<LoaderData["run"]> }) {
  if (run.state === "running")
    return (
      <p className="font-semibold text-harbor" data-publish-state="running">
        {TASK_LABELS[run.task]}: {run.step}… (started by {run.by}, {run.since})
      </p>
    );
  if (run.state === "done")
    return (
      <p className="font-semibold text-harbor" data-publish-state="done">
        {run.task === "preview"
          ? `Preview ready ${run.at}, built in ${run.seconds} seconds.`
          : run.task === "restore"
            ? `Restored ${run.at} in ${run.seconds} seconds: version ${run.versionId} is live.`
            : `Published ${run.at} in ${run.seconds} seconds: version ${run.versionId} is live.`}{" "}
        {run.view ? (
          <a href={run.view} className="underline underline-offset-4 hover:no-underline">
            View it
          </a>
        ) : null}
      </p>
    );
  return (
    <div className="rounded-2xl bg-brick/10 p-4 text-ink" data-publish-state={run.state}>
      <p className="font-semibold text-brick">
        {run.state === "interrupted"
          ? `${TASK_LABELS[run.task]} stopped: ${run.reason} Try again.`
          : run.reason}
      </p>
      {run.problems.length ? (
        <ul className="mt-2 list-disc pl-5 text-sm break-words">
          {run.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export default function StaffContent({ loaderData, actionData }: Route.ComponentProps) {
  const { run, changes, versions, unavailable, preview, restore, restoreProblem, olderVersions } = loaderData;
  const running = run?.state === "running";
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, 1500);
    return () => clearInterval(timer);
  }, [running, revalidator]);
  const busy = running || Boolean(unavailable) || navigation.state === "submitting";

  return (
    <>
      {running ? <noscript dangerouslySetInnerHTML={RELOAD_WITHOUT_SCRIPTS} /> : null}
      <PageHeading title={CONTENT_PAGE.label}>
        <a href="/keystatic" className={buttonClasses("primary", "md")}>
          Edit content
        </a>
      </PageHeading>
      <p className="mt-2 max-w-3xl text-muted">
        Change tours, pages, posts, testimonials and pictures in the editor. What you save there waits here
        until you publish: publishing checks everything, builds the site and switches to it in about ten
        seconds, while the live site keeps serving. Preview builds the same site for you alone first, so you
        can walk through the real pages before anyone else sees them.
      </p>
      <Notice notice={actionData?.notice} />
      {unavailable ? <Notice notice={{ tone: "error", text: unavailable }} /> : null}
      {restoreProblem ? <Notice notice={{ tone: "error", text: restoreProblem }} /> : null}

      {restore ? (
        <section
          aria-labelledby="restore-heading"
          className="mt-8 rounded-3xl border-2 border-brick/40 bg-card p-6 shadow-raised"
        >
          <h2 id="restore-heading" className="font-sans text-xl font-semibold">
            Restore version {restore.id}?
          </h2>
          <p className="mt-2 text-muted">
            {restore.made.words} <StaffTime moment={restore.made.at} inSentence />.{" "}
            {restore.live
              ? "It is the live version already."
              : "Restoring it makes it live again as a new version."}
          </p>
          {restore.changes.length ? (
            <>
              <p className="mt-4 font-semibold">What changes on the live site:</p>
              <ChangeList changes={restore.changes} label="What restoring changes" />
            </>
          ) : (
            <p className="mt-4">The live site already says the same: nothing would change.</p>
          )}
          {changes.length ? (
            <p className="mt-4 rounded-2xl bg-brick/10 p-3 text-sm text-ink">
              The {changes.length} {changes.length === 1 ? "change" : "changes"} saved in the editor but not
              yet published will be discarded.
            </p>
          ) : null}
          <Form method="post" className="mt-5 flex flex-wrap gap-3">
            <CsrfField />
            <input type="hidden" name="version" value={restore.id} />
            <button
              type="submit"
              name="intent"
              value="restore"
              className={buttonClasses("primary", "md")}
              disabled={busy || restore.live}
            >
              Restore version {restore.id}
            </button>
            <Link to="/admin/content" className={buttonClasses("outline", "md")}>
              Cancel
            </Link>
          </Form>
        </section>
      ) : null}

      <section
        id="publish"
        aria-labelledby="publish-heading"
        className="mt-8 rounded-3xl bg-card p-6 shadow-raised"
      >
        <h2 id="publish-heading" className="font-sans text-xl font-semibold">
          {changes.length ? "Not yet published" : "Everything is live"}
        </h2>
        <div role="status" aria-live="polite" className="mt-3" data-publish-run={run?.id ?? undefined}>
          {run ? <RunStatus run={run} /> : null}
        </div>
        {changes.length === 0 ? (
          <p className="mt-3 text-muted">Everything saved in the editor is on the live site.</p>
        ) : (
          <>
            <p className="mt-3 text-muted">
              Saved in the editor, not yet on the live site ({changes.length}{" "}
              {changes.length === 1 ? "change" : "changes"}):
            </p>
            <ChangeList changes={changes} label="Changes not yet published" />
          </>
        )}
        <Form method="post" className="mt-5 flex flex-wrap gap-3">
          <CsrfField />
          <button
            type="submit"
            name="intent"
            value="preview"
            className={buttonClasses("secondary", "md")}
            disabled={busy || changes.length === 0}
          >
            Preview
          </button>
          <button
            type="submit"
            name="intent"
            value="publish"
            className={buttonClasses("primary", "md")}
            disabled={busy || changes.length === 0}
          >
            Publish
          </button>
        </Form>
        {preview ? (
          <div className="mt-5 rounded-2xl bg-paper p-4" aria-label="Preview">
            {preview.seeing ? (
              <p>
                This browser shows the preview built {preview.at} on every public page, marked &ldquo;Preview:
                not live&rdquo;; visitors still see the live site. Publish to make it live, or go back to the
                live site.
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
                  <a href={preview.page} className={buttonClasses("secondary", "md")}>
                    Open the preview
                  </a>
                  {/* The preview bar's own way out, so leaving a preview is one thing wherever it is done. */}
                  <a
                    href="/admin/preview/leave?to=/admin/content"
                    className={buttonClasses("secondary", "md")}
                  >
                    Back to the live site
                  </a>
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
        <p className="mt-1 max-w-3xl text-muted">
          Every publish and restore, newest first, back to the content the site was installed with. Restoring
          an earlier version shows what it would change and asks before anything goes live.
        </p>
        {versions.length === 0 ? (
          <EmptyState>
            Nothing has been published from here yet: the site shows the content it was installed with.
          </EmptyState>
        ) : (
          <ol className="mt-4 grid gap-3" aria-label="Published versions">
            {versions.map((version) => (
              <li
                key={version.id}
                className="grid gap-2 rounded-2xl bg-card p-4 shadow-raised sm:grid-cols-[1fr_auto] sm:items-start"
              >
                <div className="min-w-0 wrap-anywhere">
                  <p className="font-semibold">
                    Version {version.id}
                    {version.kind === "restore"
                      ? ` (version ${version.restoredFrom} restored)`
                      : version.kind === "installed"
                        ? " (as installed)"
                        : ""}
                  </p>
                  <p className="text-sm text-muted">
                    {version.made.words} <StaffTime moment={version.made.at} inSentence />
                  </p>
                  {version.changes.length ? (
                    <ChangeList
                      changes={version.changes}
                      label={`Changes in version ${version.id}`}
                      limit={4}
                    />
                  ) : null}
                </div>
                {version.live ? (
                  <span className="text-sm font-semibold text-harbor">Live now</span>
                ) : (
                  <Link
                    to={`/admin/content?restore=${version.id}`}
                    className={textLinkClasses("min-h-6 text-sm")}
                    aria-label={`Restore this version (version ${version.id})`}
                  >
                    Restore this version…
                  </Link>
                )}
              </li>
            ))}
          </ol>
        )}
        {olderVersions ? (
          <p className="mt-4">
            <Link to="/admin/content?versions=all" className={textLinkClasses()}>
              Show older versions
            </Link>
          </p>
        ) : null}
      </section>
    </>
  );
}
