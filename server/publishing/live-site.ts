/**
 * Which build a server serves (docs/decisions/093-live-version-recorded.md): the live version's, whatever happened
 * since it went live. A starting server, and a server that learns of a version another published, find that build on
 * disk, take it from the database (another server's, for the same code), or build it from the version's content (in
 * git, or in the database); before anything is published, the checked-out commit's content is live.
 */
import { rm } from "node:fs/promises";
import {
  buildMatches,
  codeFingerprint,
  contentFingerprint,
  readBuildStamp,
  type BuildStamp,
} from "../../scripts/lib/build-inputs.ts";
import type { ContentHistory } from "./content-history.ts";
import {
  findBuild,
  placeBuild,
  runBuild,
  scratchDir,
  siteBuildDir,
  unpackFolder,
  type Artifacts,
} from "./builds.ts";
import type { SiteVersion } from "./versions.ts";

export type LiveSiteOptions = {
  root: string;
  /** The deploy-time build (BUILD_DIR): the checked-out content's, before any publish. */
  baselineDir: string;
  history: ContentHistory;
  /** Set where several servers share the database. */
  artifacts?: Artifacts;
};

export function createLiveSite(options: LiveSiteOptions) {
  const { root, baselineDir, history, artifacts } = options;
  // The code cannot change under a running server (a deploy restarts it), so it is hashed once.
  let code: string | undefined;
  const codeOf = () => (code ??= codeFingerprint(root));

  /** Builds `contentRoot`'s content into `target` through a scratch folder, so `target` only ever holds a whole build. */
  async function build(target: string, contentRoot: string | undefined, quick: boolean, echo: boolean) {
    const scratch = scratchDir(root, "building");
    try {
      await runBuild(root, { buildDir: scratch, contentRoot, quick, echo, baseDir: baselineDir }).done;
      return await placeBuild(scratch, target);
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  }

  /** The content of the checked-out commit, and where a build reads it: content/ itself when it has no drafts. */
  async function checkedOutContent(): Promise<{ contentRoot: string; exported: boolean }> {
    if (await history.unavailable()) return { contentRoot: root, exported: false };
    const head = await history.headTree();
    if ((await history.workingTree()) === head) return { contentRoot: root, exported: false };
    const contentRoot = scratchDir(root, "checked-out-content");
    await history.exportTree(head, contentRoot);
    return { contentRoot, exported: true };
  }

  /** A published version's content as a folder a build reads, from git or from the database. */
  async function versionContent(version: SiteVersion): Promise<string> {
    const dir = scratchDir(root, `version-${version.id}-content`);
    if (await history.hasCommit(version.commit)) {
      await history.exportTree(version.tree, dir);
    } else {
      const archive = await artifacts?.get("content", version.contentFingerprint);
      if (!archive)
        throw new Error(
          `The live version (${version.id}, published ${version.createdAt.toISOString()} by ${version.publishedByName}) ` +
            `is neither in this checkout's git history nor in the database. Restore the latest backup ` +
            `(npm run restore FILE), or start this server in the checkout staff publish from.`,
        );
      await unpackFolder(archive, dir);
    }
    if (contentFingerprint(dir) !== version.contentFingerprint) {
      await rm(dir, { recursive: true, force: true });
      throw new Error(`The content of live version ${version.id} does not match what was published.`);
    }
    return dir;
  }

  return {
    code: codeOf,
    /** Whether `dir` holds a finished build. */
    isBuild: (dir: string) => readBuildStamp(dir) !== null,

    /** The stamp a build of this version (null: the checked-out content) has on this server's code. */
    async stampFor(version: SiteVersion | null): Promise<BuildStamp> {
      if (version) return { code: codeOf(), content: version.contentFingerprint };
      const { contentRoot, exported } = await checkedOutContent();
      const stamp = { code: codeOf(), content: contentFingerprint(contentRoot) };
      if (exported) await rm(contentRoot, { recursive: true, force: true });
      return stamp;
    },

    /**
     * The folder of the build to serve for `version` (null: nothing published yet), made if there is none. `quick`
     * (npm start) may leave the pictures to the server when the content is the checkout's own; `echo` shows the
     * build's output (a start-up build).
     */
    async buildFor(version: SiteVersion | null, { quick = false, echo = false } = {}): Promise<string> {
      if (!version) {
        const { contentRoot, exported } = await checkedOutContent();
        try {
          const stamp = { code: codeOf(), content: contentFingerprint(contentRoot) };
          if (buildMatches(baselineDir, stamp)) return baselineDir;
          console.log(
            exported
              ? "Building the checked-out content (content/ has unpublished edits, which visitors do not see)."
              : "The build is missing or older than the sources: building first.",
          );
          // A quick build's pictures are made later from their sources, which an export does not keep.
          return await build(baselineDir, exported ? contentRoot : undefined, quick && !exported, echo);
        } finally {
          if (exported) await rm(contentRoot, { recursive: true, force: true });
        }
      }
      const stamp = { code: codeOf(), content: version.contentFingerprint };
      const found = findBuild(root, baselineDir, stamp);
      if (found) return found;
      const target = siteBuildDir(root, stamp);
      const archive = await artifacts?.get("build", stamp.content, stamp.code);
      if (archive) {
        const scratch = scratchDir(root, "unpacking");
        await unpackFolder(archive, scratch);
        if (buildMatches(scratch, stamp)) return placeBuild(scratch, target);
        await rm(scratch, { recursive: true, force: true });
      }
      console.log(`Building live version ${version.id} (published by ${version.publishedByName}).`);
      const source = await versionContent(version);
      try {
        return await build(target, source, false, echo);
      } finally {
        await rm(source, { recursive: true, force: true });
      }
    },
  };
}

export type LiveSite = ReturnType<typeof createLiveSite>;
