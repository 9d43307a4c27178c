/**
 * content/'s versions in the site's git checkout (docs/decisions/093-live-version-recorded.md): a snapshot of the
 * folder as staff left it (the editor's drafts) as a git tree, any version exported into a folder a build reads,
 * publish commits, and the refs that keep every version that went live. Nothing here changes the files in content/
 * except `resetWorkingTree`, which a restore calls once its version is live.
 */
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

export const CONTENT = "content";
/** Every version that went live keeps a ref, so it outlives any reset of the branch. */
export const VERSION_REF_PREFIX = "refs/whiskerwalks/versions/";

/** Who publishes: the signed-in person, the author of the publish's commit. */
export type PublishedBy = { name: string; email: string };

export type ChangedFile = { file: string; change: "added" | "changed" | "deleted" };

/** One line of a commit message or identity: no line breaks or control characters, so nothing can forge a trailer. */
export function oneLine(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, " ").trim();
}

/** A name or e-mail as git takes it in an identity: one line, and no angle brackets to break out of it. */
export function gitIdentity(text: string): string {
  return oneLine(text.replace(/[<>]/g, "")) || "Staff";
}

export function createContentHistory(
  root: string,
  committer: PublishedBy = { name: "Whisker Walks site", email: "site@whiskerwalks.nyc" },
) {
  const git = async (args: string[], env: NodeJS.ProcessEnv = {}) =>
    (
      await run("git", args, {
        cwd: root,
        env: { ...process.env, ...env },
        maxBuffer: 64 * 1024 * 1024,
        encoding: "buffer",
      })
    ).stdout as Buffer;
  const gitText = async (args: string[], env: NodeJS.ProcessEnv = {}) =>
    (await git(args, env)).toString("utf8").trim();

  /** Runs `work` with an index file of its own, so the checkout's real index is never touched. */
  async function withScratchIndex<T>(work: (env: NodeJS.ProcessEnv) => Promise<T>): Promise<T> {
    const scratch = await mkdtemp(join(tmpdir(), "ww-index-"));
    try {
      return await work({ GIT_INDEX_FILE: join(scratch, "index") });
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  }

  return {
    root,

    /** Why versions cannot be kept here, or null when they can. */
    async unavailable(): Promise<string | null> {
      if (!existsSync(join(root, ".git")))
        return "Publishing needs the site's folder to be a git checkout (each publish is a commit).";
      try {
        await gitText(["rev-parse", "--verify", "HEAD"]);
        return null;
      } catch {
        return "Publishing needs git and at least one commit in the site's folder.";
      }
    },

    /** content/ as it is on disk now (drafts and new files included), as a git tree id. */
    async workingTree(): Promise<string> {
      return withScratchIndex(async (env) => {
        await git(["add", "--all", "--", CONTENT], env);
        return gitText(["write-tree", `--prefix=${CONTENT}/`], env);
      });
    },

    /**
     * `base` with these files (paths under content/) as they are on disk now, and nothing else of the drafts: a
     * publish of just those files (the newsletter's archive). A file gone from disk is gone from the tree.
     */
    async treeWithFiles(base: string, files: string[]): Promise<string> {
      return withScratchIndex(async (env) => {
        await git(["read-tree", `--prefix=${CONTENT}/`, base], env);
        await git(["add", "--all", "--", ...files], env);
        return gitText(["write-tree", `--prefix=${CONTENT}/`], env);
      });
    },

    /** The checked-out commit's content/ tree. */
    async headTree(): Promise<string> {
      return gitText(["rev-parse", `HEAD:${CONTENT}`]);
    },

    async treeOf(commit: string): Promise<string> {
      return gitText(["rev-parse", `${commit}^{commit}:${CONTENT}`]);
    },

    async hasCommit(commit: string): Promise<boolean> {
      return gitText(["cat-file", "-e", `${commit}^{commit}`]).then(
        () => true,
        () => false,
      );
    },

    /** Writes the content of `tree` into `dir`/content, as a build reads it (CONTENT_ROOT=dir). */
    async exportTree(tree: string, dir: string): Promise<void> {
      await rm(dir, { recursive: true, force: true });
      await mkdir(dir, { recursive: true });
      await withScratchIndex(async (env) => {
        await git(["read-tree", `--prefix=${CONTENT}/`, tree], env);
        await git(["checkout-index", "--all", "--force", `--prefix=${dir}/`], env);
      });
    },

    /** `tree` as a tar of content/ (what another server builds from). */
    async archive(tree: string): Promise<Buffer> {
      return git(["archive", "--format=tar", `--prefix=${CONTENT}/`, tree]);
    },

    /**
     * A commit whose content/ is `tree` and whose other files are HEAD's, child of HEAD, authored by the person who
     * published. Nothing points at it yet (`advance` does, once it is live).
     */
    async commit(tree: string, author: PublishedBy, subject: string, body: string[]) {
      const parent = await gitText(["rev-parse", "HEAD"]);
      const whole = await withScratchIndex(async (env) => {
        await git(["read-tree", "HEAD"], env);
        await git(["rm", "-r", "--cached", "--quiet", "--ignore-unmatch", "--", CONTENT], env);
        await git(["read-tree", `--prefix=${CONTENT}/`, tree], env);
        return gitText(["write-tree"], env);
      });
      const message = [oneLine(subject), ...(body.length ? [body.map(oneLine).join("\n")] : [])];
      const commit = await gitText(
        ["commit-tree", whole, "-p", parent, ...message.flatMap((paragraph) => ["-m", paragraph])],
        {
          GIT_AUTHOR_NAME: gitIdentity(author.name),
          GIT_AUTHOR_EMAIL: gitIdentity(author.email),
          GIT_COMMITTER_NAME: committer.name,
          GIT_COMMITTER_EMAIL: committer.email,
        },
      );
      return { commit, parent };
    },

    /**
     * Points the refs at a version that went live: its own ref, and the branch when the branch is still where the
     * publish started from (a developer's commit since is left alone). Safe to run again (a restart finishing a
     * publish that died between going live and this).
     */
    async advance(commit: string, versionId: number): Promise<void> {
      await git(["update-ref", `${VERSION_REF_PREFIX}${versionId}`, commit]);
      const head = await gitText(["rev-parse", "HEAD"]);
      if (head === commit) return;
      const parent = await gitText(["rev-parse", `${commit}^`]).catch(() => "");
      if (parent !== head) return;
      await git(["update-ref", "-m", "publish", "HEAD", commit, head]);
      // The index follows the new commit for content/ (the files on disk, drafts included, stay as they are).
      await git(["reset", "--quiet", "HEAD", "--", CONTENT]);
    },

    /**
     * content/ on disk exactly as in `commit`, files it added included (a restore: the version live, or a backup's
     * drafts). What is on disk and not in the index goes first; then every file of `commit` is written.
     */
    async resetWorkingTree(commit: string): Promise<void> {
      await git(["clean", "-fdq", "--", CONTENT]);
      await git(["restore", `--source=${commit}`, "--worktree", "--", CONTENT]);
      await git(["reset", "--quiet", "HEAD", "--", CONTENT]);
    },

    /** The files that differ between two content/ trees (paths under content/). */
    async changedFiles(from: string, to: string): Promise<ChangedFile[]> {
      if (from === to) return [];
      const out = (await git(["diff-tree", "-r", "--no-renames", "--name-status", "-z", from, to])).toString(
        "utf8",
      );
      const parts = out.split("\0").filter(Boolean);
      const files: ChangedFile[] = [];
      for (let i = 0; i + 1 < parts.length; i += 2) {
        const code = parts[i]!;
        const change = code.startsWith("A") ? "added" : code.startsWith("D") ? "deleted" : "changed";
        files.push({ file: `${CONTENT}/${parts[i + 1]}`, change });
      }
      return files;
    },

    /** A file of a content/ tree (path under content/), or null when that version has no such file. */
    async read(tree: string, file: string): Promise<Buffer | null> {
      const inContent = file.startsWith(`${CONTENT}/`) ? file.slice(CONTENT.length + 1) : file;
      return git(["cat-file", "blob", `${tree}:${inContent}`]).catch(() => null);
    },

    /** Every ref and the objects they reach, as one file (backups). */
    async bundle(file: string): Promise<void> {
      await git(["bundle", "create", file, "--all"]);
    },

    /** Whether a file is a git bundle this checkout can read (its prerequisites, if any, are here). */
    async verifyBundle(file: string): Promise<boolean> {
      return git(["bundle", "verify", "--quiet", file]).then(
        () => true,
        () => false,
      );
    },

    /**
     * Brings a backup's versions and drafts (the refs under refs/whiskerwalks/, with their objects) into this
     * checkout, without moving the checked-out branch or touching content/.
     */
    async unbundle(file: string, namespace = "refs/whiskerwalks/"): Promise<void> {
      await git(["fetch", "--quiet", "--no-tags", file, `+refs/whiskerwalks/*:${namespace}*`]);
    },

    /** The refs under a namespace (ending in /). */
    async refsUnder(namespace: string): Promise<string[]> {
      const out = await gitText(["for-each-ref", "--format=%(refname)", namespace]);
      return out ? out.split("\n") : [];
    },

    /** Moves every ref under one namespace to the same name under another (a restore's, once checked). */
    async moveRefs(from: string, to: string): Promise<void> {
      for (const ref of await this.refsUnder(from)) {
        await git(["update-ref", `${to}${ref.slice(from.length)}`, ref]);
        await git(["update-ref", "-d", ref]);
      }
    },

    async deleteRefs(namespace: string): Promise<void> {
      for (const ref of await this.refsUnder(namespace)) await git(["update-ref", "-d", ref]);
    },

    /** content/ paths in a commit that are not plain files: symbolic links and submodules (never checked out). */
    async linksIn(ref: string): Promise<string[]> {
      const out = (await git(["ls-tree", "-r", "-z", `${ref}^{commit}`, "--", CONTENT])).toString("utf8");
      return out
        .split("\0")
        .filter((line) => /^(120000|160000) /.test(line))
        .map((line) => line.slice(line.indexOf("\t") + 1));
    },

    /** Whether content/ on disk is exactly the checked-out commit's (no drafts). */
    async clean(): Promise<boolean> {
      return (await this.workingTree()) === (await this.headTree());
    },

    /** Stores `tree` as the drafts' commit at `ref` (backups keep unpublished edits too). */
    async keepTree(tree: string, ref: string, author: PublishedBy, subject: string): Promise<string> {
      const { commit } = await this.commit(tree, author, subject, []);
      await git(["update-ref", ref, commit]);
      return commit;
    },
  };
}

export type ContentHistory = ReturnType<typeof createContentHistory>;
