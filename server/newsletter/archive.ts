/**
 * The public archive of a sent issue (docs/decisions/105). Pre-rendered pages come from content at build time, so the
 * send writes the day it went out into the issue's file, and a publish makes /newsletter/<slug> live. The publish is
 * the one callback below: the server wires it to the publisher (server/main.ts); a publish that cannot start now
 * (another one is running) is asked for again every minute until it starts.
 */
import type { IssueLibrary } from "./issues.ts";
import type { NewsletterSends } from "./sends.ts";

/** Publishes the given content files, and only those, naming who it is for; started is true once they are live. */
export type PublishFiles = (
  files: string[],
  by: { name: string; email: string },
  summary: string,
) => Promise<{ started: boolean; reason?: string }>;

/** Who an archive's publish is by, in Activity and the published versions: "Newsletter archive, after Marisol Ortega's send". */
export function archivePublishCause(sender: string): string {
  return sender ? `Newsletter archive, after ${sender}'s send` : "Newsletter archive, after a send";
}

export function createArchive(deps: {
  sends: NewsletterSends;
  issues: IssueLibrary;
  publishFiles: PublishFiles;
}) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  /** Marks a started send's issue as sent and asks for its publish; the answer is kept on the send for staff. */
  async function makeLive(sendId: number): Promise<void> {
    const send = await deps.sends.byId(sendId);
    // Published already (a retry and the send's own call may meet in the queue).
    if (!send?.startedAt || send.archive === "published") return;
    let file: string;
    try {
      file = deps.issues.markSent(send.slug, send.startedAt.toISOString());
    } catch (error) {
      await deps.sends.setArchive(
        sendId,
        "failed",
        `The issue's file could not be updated: ${(error as Error).message}`,
      );
      return;
    }
    // Nobody pressed Publish: the version and Activity name the cause, and the person whose send it follows.
    const result = await deps.publishFiles(
      [file],
      { name: archivePublishCause(send.staffName), email: send.staffEmail || "hello@whiskerwalks.nyc" },
      `Newsletter sent: "${send.subject}" goes into the archive`,
    );
    await deps.sends.setArchive(
      sendId,
      result.started ? "published" : "waiting",
      result.started ? "" : (result.reason ?? "The publish could not start."),
    );
  }

  function queue(sendId: number): Promise<void> {
    running = running
      .then(() => makeLive(sendId))
      .catch((error: unknown) => console.error("Newsletter: the archive could not be published:", error));
    return running;
  }

  async function retryWaiting() {
    for (const send of await deps.sends.archivesWaiting()) await queue(send.id);
  }

  return {
    /** After a send starts. */
    makeLive: queue,
    start() {
      timer = setInterval(() => void retryWaiting().catch(() => {}), 60_000);
      timer.unref();
      void retryWaiting().catch(() => {});
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

export type Archive = ReturnType<typeof createArchive>;
