/**
 * What is live and what is running, in the database (docs/decisions/093-live-version-recorded.md): the versions that
 * went live (site_versions, newest is live), the publishing runs every server and browser tab reads, and which
 * server's checkout holds the drafts.
 */
import { and, desc, eq, lt, sql } from "drizzle-orm";
import { hostname } from "node:os";
import { editingServer, publishRuns, siteVersions } from "../../db/schema.ts";
import type { ContentChangeRecord, PublishTask, SiteVersionKind } from "../../db/statuses.ts";
import type { Database } from "../database.ts";

export type SiteVersion = typeof siteVersions.$inferSelect;
export type PublishRun = typeof publishRuns.$inferSelect;

/** A running run's server refreshes this often; one not refreshed for STALE_AFTER died with its server. */
export const HEARTBEAT_MS = 5_000;
const STALE_AFTER_MS = 30_000;
/** An editing claim not refreshed for this long may be taken over by another server. */
const EDITING_CLAIM_MS = 120_000;

/** This process, as runs and claims name it. */
export const SERVER_NAME = `${hostname()} (process ${process.pid})`;

/** Who "made" the installed version, as the history stores it (the list says it in its own words). */
export const INSTALLED_BY = "Installed";

/** Who did it: the signed-in person (null for the command line). */
export type Actor = { id: number | null; name: string };

export function createSiteVersions(db: Database) {
  return {
    /** The live version: the newest that went live, or null when nothing was published yet. */
    async current(): Promise<SiteVersion | null> {
      const [row] = await db.select().from(siteVersions).orderBy(desc(siteVersions.id)).limit(1);
      return row ?? null;
    },

    async get(id: number): Promise<SiteVersion | null> {
      const [row] = await db.select().from(siteVersions).where(eq(siteVersions.id, id));
      return row ?? null;
    },

    /** Newest first. */
    async list(limit = 50): Promise<SiteVersion[]> {
      return db.select().from(siteVersions).orderBy(desc(siteVersions.id)).limit(limit);
    },

    /**
     * The moment a version goes live: it is recorded and its run marked done in one transaction, so the history
     * never lists a version that did not go live, and a run never says done for one that is not recorded.
     */
    async recordLive(
      runId: number,
      version: {
        kind: SiteVersionKind;
        commit: string;
        tree: string;
        contentFingerprint: string;
        restoredFrom: number | null;
        by: Actor;
        changes: ContentChangeRecord[];
        seconds: number;
      },
      /** The content live before any publish (the checked-out commit's): recorded first when nothing was yet. */
      installed?: { commit: string; tree: string; contentFingerprint: string },
    ): Promise<SiteVersion> {
      return db.transaction(async (tx) => {
        // The first publish records, just before itself, the content the site was installed with, so that it can
        // be restored like any version. In the same transaction: neither is listed without the other.
        const [any] = await tx.select({ id: siteVersions.id }).from(siteVersions).limit(1);
        if (!any && installed)
          await tx
            .insert(siteVersions)
            .overridingSystemValue()
            .values({
              id: 1,
              kind: "installed",
              ...installed,
              restoredFrom: null,
              publishedBy: null,
              publishedByName: INSTALLED_BY,
              changes: [],
              seconds: 0,
            });
        // Numbered one after the last, never by the identity's sequence: Postgres may skip up to 32 of its values
        // after a crash, and staff would read "Version 34" after "Version 1". One run at a time records a version.
        const [row] = await tx
          .insert(siteVersions)
          .overridingSystemValue()
          .values({
            id: sql`(select coalesce(max(${siteVersions.id}), 0) + 1 from ${siteVersions})`,
            kind: version.kind,
            commit: version.commit,
            tree: version.tree,
            contentFingerprint: version.contentFingerprint,
            restoredFrom: version.restoredFrom,
            publishedBy: version.by.id,
            publishedByName: version.by.name,
            changes: version.changes,
            seconds: version.seconds,
          })
          .returning();
        await tx
          .update(publishRuns)
          .set({ state: "done", step: "live", versionId: row!.id, finishedAt: new Date() })
          .where(eq(publishRuns.id, runId));
        return row!;
      });
    },
  };
}

export function createPublishRuns(db: Database) {
  /** A run still marked running whose server stopped refreshing it: it died with that server. */
  const isStale = (run: PublishRun) =>
    run.state === "running" && Date.now() - run.heartbeatAt.getTime() > STALE_AFTER_MS;

  return {
    async start(task: PublishTask, by: Actor, restoring: number | null): Promise<PublishRun> {
      const [row] = await db
        .insert(publishRuns)
        .values({ task, startedBy: by.id, startedByName: by.name, restoring, server: SERVER_NAME })
        .returning();
      return row!;
    },

    async step(id: number, step: string): Promise<void> {
      await db.update(publishRuns).set({ step, heartbeatAt: new Date() }).where(eq(publishRuns.id, id));
    },

    async heartbeat(id: number): Promise<void> {
      await db.update(publishRuns).set({ heartbeatAt: new Date() }).where(eq(publishRuns.id, id));
    },

    async fail(id: number, reason: string, problems: string[]): Promise<void> {
      await db
        .update(publishRuns)
        .set({ state: "failed", reason, problems, finishedAt: new Date() })
        .where(eq(publishRuns.id, id));
    },

    async previewReady(id: number, previewDir: string, contentFingerprint: string): Promise<void> {
      await db
        .update(publishRuns)
        .set({ state: "done", step: "ready", previewDir, contentFingerprint, finishedAt: new Date() })
        .where(eq(publishRuns.id, id));
    },

    /**
     * Runs left "running" by a server that died (kill -9, a power cut) are marked interrupted. Called by whoever holds
     * the publishing lock, so none of them can still be running.
     */
    async interruptAbandoned(): Promise<number> {
      const rows = await db
        .update(publishRuns)
        .set({
          state: "interrupted",
          reason: "The server stopped while this ran, so nothing changed on the live site.",
          finishedAt: new Date(),
        })
        .where(eq(publishRuns.state, "running"))
        .returning({ id: publishRuns.id });
      return rows.length;
    },

    /** The newest run, as staff see it: one whose server died shows as interrupted even before anyone cleans up. */
    async latest(): Promise<PublishRun | null> {
      const [row] = await db.select().from(publishRuns).orderBy(desc(publishRuns.id)).limit(1);
      if (!row) return null;
      return isStale(row)
        ? {
            ...row,
            state: "interrupted",
            reason: "The server stopped while this ran, so nothing changed on the live site.",
          }
        : row;
    },

    /** The running run, if any (a stale one is not running). */
    async running(): Promise<PublishRun | null> {
      const [row] = await db
        .select()
        .from(publishRuns)
        .where(eq(publishRuns.state, "running"))
        .orderBy(desc(publishRuns.id))
        .limit(1);
      return row && !isStale(row) ? row : null;
    },

    /** The newest finished preview that nothing went live after (a publish or restore makes a preview out of date). */
    async currentPreview(): Promise<PublishRun | null> {
      const [lastLive] = await db
        .select({ startedAt: publishRuns.startedAt })
        .from(publishRuns)
        .where(and(eq(publishRuns.state, "done"), sql`${publishRuns.task} <> 'preview'`))
        .orderBy(desc(publishRuns.id))
        .limit(1);
      const [preview] = await db
        .select()
        .from(publishRuns)
        .where(and(eq(publishRuns.task, "preview"), eq(publishRuns.state, "done")))
        .orderBy(desc(publishRuns.id))
        .limit(1);
      if (!preview?.previewDir) return null;
      if (lastLive && lastLive.startedAt >= preview.startedAt) return null;
      return preview;
    },

    /** Forgets finished runs older than the newest `keep` (their reasons and logs are no longer shown). */
    async prune(keep = 200): Promise<void> {
      const [edge] = await db
        .select({ id: publishRuns.id })
        .from(publishRuns)
        .orderBy(desc(publishRuns.id))
        .offset(keep)
        .limit(1);
      if (edge) await db.delete(publishRuns).where(lt(publishRuns.id, edge.id));
    },
  };
}

/**
 * The claim on editing: the first server to start with editing on holds it while it runs (its host and checkout);
 * another server on the same host and checkout shares it (they edit the same files), any other refuses editing.
 */
export function createEditingClaim(db: Database, root: string) {
  const host = hostname();
  return {
    /** Claims editing, or answers who holds it. */
    async claim(): Promise<{ held: true } | { held: false; by: { host: string; root: string } }> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(editingServer).where(eq(editingServer.id, 1)).for("update");
        const ours = row && row.host === host && row.root === root;
        const stale = row && Date.now() - row.heartbeatAt.getTime() > EDITING_CLAIM_MS;
        if (row && !ours && !stale) return { held: false as const, by: { host: row.host, root: row.root } };
        await tx
          .insert(editingServer)
          .values({ id: 1, host, root, heartbeatAt: new Date() })
          .onConflictDoUpdate({ target: editingServer.id, set: { host, root, heartbeatAt: new Date() } });
        return { held: true as const };
      });
    },
    async refresh(): Promise<void> {
      await db
        .update(editingServer)
        .set({ heartbeatAt: new Date() })
        .where(and(eq(editingServer.id, 1), eq(editingServer.host, host), eq(editingServer.root, root)));
    },
  };
}
