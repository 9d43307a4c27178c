/**
 * Upgrades (docs/decisions/141-upgrades-and-published-content.md): a release comes from the project's git remote, and
 * the site's own published versions are commits on this checkout's branch that the remote never sees. An upgrade
 * merges the two by content file and field (./content-merge.ts), the published value winning where both changed the
 * same field; puts staff's drafts back on top, drafts winning; and leaves a note in .publish for the server, which
 * makes the merged content live at its next start as a publish of its own.
 */
import { execFile } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, unlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { publishDir } from "./builds.ts";
import { CONTENT, createContentHistory, type ContentHistory } from "./content-history.ts";
import { mergeContentFile } from "./content-merge.ts";
import { describeField } from "./describe-changes.ts";
import type { RunBy } from "./publisher.ts";

const run = promisify(execFile);

/** The note an upgrade leaves for the server: the commit to make live, and what was kept of the published side. */
export const releaseNote = (root: string) => join(publishDir(root), "release.json");
export type ReleaseNote = {
  commit: string;
  release: string;
  /** When the developers made the release (its commit's date); a note from before this was kept has none. */
  releasedAt?: string;
  kept: KeptField[];
  at: string;
};

/**
 * A release as staff read it, in the versions and in Activity: "Website update of November 28, 2026", by the day the
 * developers made it (the upgrade's day for an older note), never by its commit.
 */
export function releaseName(note: Pick<ReleaseNote, "releasedAt" | "at">): string {
  const day = new Date(note.releasedAt ?? note.at).toLocaleDateString("en-US", {
    dateStyle: "long",
    timeZone: "America/New_York",
  });
  return `Website update of ${day}`;
}
/** A field (a dotted path, "the text" or "the whole file") of a content file where one side's value was kept. */
export type KeptField = { file: string; field: string };

export type UpgradeOutcome =
  | { upToDate: true; release: string }
  | {
      upToDate: false;
      release: string;
      commit: string;
      /** Where the published value was kept over the release's. */
      kept: KeptField[];
      /** Drafts put back, and where a draft was kept over the new content. */
      drafts: number;
      draftsKept: KeptField[];
      /** The release changes the project's packages: npm install is needed. */
      packagesChanged: boolean;
    };

export class UpgradeRefused extends Error {}

export async function upgradeCheckout(
  root: string,
  { remote = "origin", branch = "main" }: { remote?: string; branch?: string } = {},
): Promise<UpgradeOutcome> {
  const git = async (args: string[], options: { env?: NodeJS.ProcessEnv; input?: Buffer } = {}) => {
    const child = run("git", args, {
      cwd: root,
      env: { ...process.env, ...options.env },
      maxBuffer: 256 * 1024 * 1024,
      encoding: "buffer",
    });
    if (options.input) child.child.stdin?.end(options.input);
    return (await child).stdout as Buffer;
  };
  const text = async (args: string[], env?: NodeJS.ProcessEnv) =>
    (await git(args, { env })).toString().trim();
  const history = createContentHistory(root);
  const unavailable = await history.unavailable();
  if (unavailable) throw new UpgradeRefused(unavailable);
  if (existsSync(join(root, ".git/MERGE_HEAD")))
    throw new UpgradeRefused(
      "A git merge is under way in this checkout: finish or abort it (git merge --abort) first.",
    );

  await git(["fetch", "--quiet", "--no-tags", remote, branch]).catch((error: { stderr?: Buffer }) => {
    throw new UpgradeRefused(
      `Could not fetch ${branch} from ${remote}: ${String(error.stderr ?? error)
        .trim()
        .split("\n")
        .pop()}`,
    );
  });
  const release = await text(["rev-parse", "FETCH_HEAD^{commit}"]);
  const releasedAt = await text(["show", "-s", "--format=%cI", release]);
  const head = await text(["rev-parse", "HEAD"]);
  if (await isAncestor(release, head)) return { upToDate: true, release };
  const base = await text(["merge-base", head, release]).catch(() => "");
  if (!base) throw new UpgradeRefused(`${remote}/${branch} shares no history with this checkout.`);
  const local = (await text(["diff", "--name-only", base, head, "--", ".", `:(exclude)${CONTENT}`]))
    .split("\n")
    .filter(Boolean);
  if (local.length)
    throw new UpgradeRefused(
      `This checkout has changes of its own outside content/ (${local.slice(0, 5).join(", ")}): ` +
        `an upgrade would lose them. Send them to ${remote} first.`,
    );

  // Staff's drafts: content/ on disk against the checked-out commit, kept in a ref before anything moves.
  const [headTree, draftTree] = [await history.headTree(), await history.workingTree()];
  const drafted = await history.changedFiles(headTree, draftTree);
  if (drafted.length)
    await history.keepTree(
      draftTree,
      "refs/whiskerwalks/drafts/before-upgrade",
      { name: "Upgrade", email: "site@whiskerwalks.nyc" },
      "Drafts before an upgrade",
    );

  // The merged commit: the release's files, with content/ merged by file and field.
  let commit = release;
  const kept: KeptField[] = [];
  if (!(await isAncestor(head, release))) {
    const [baseTree, releaseTree] = [await history.treeOf(base), await history.treeOf(release)];
    const files = new Set(
      [
        ...(await history.changedFiles(baseTree, headTree)),
        ...(await history.changedFiles(baseTree, releaseTree)),
      ].map((change) => change.file),
    );
    const scratch = await mkdtemp(join(tmpdir(), "ww-upgrade-"));
    try {
      const env = { GIT_INDEX_FILE: join(scratch, "index") };
      await git(["read-tree", release], { env });
      for (const file of [...files].sort()) {
        const merged = await mergeContentFile(
          file,
          await history.read(baseTree, file),
          await history.read(headTree, file),
          await history.read(releaseTree, file),
        );
        kept.push(...merged.kept.map((field) => ({ file, field })));
        if (merged.text === null) {
          await git(["rm", "--cached", "--quiet", "--ignore-unmatch", "--", file], { env });
          continue;
        }
        const blob = (await git(["hash-object", "-w", "--stdin"], { input: merged.text })).toString().trim();
        await git(["update-index", "--add", "--cacheinfo", `100644,${blob},${file}`], { env });
      }
      const tree = await text(["write-tree"], env);
      const subject = `Release ${release.slice(0, 7)}, merged with the content published here`;
      const body = kept.length
        ? ["Published values kept:", ...kept.map((entry) => `${entry.file}: ${entry.field}`)].join("\n")
        : "";
      commit = await text([
        "commit-tree",
        tree,
        "-p",
        head,
        "-p",
        release,
        "-m",
        subject,
        ...(body ? ["-m", body] : []),
      ]);
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  }

  // Drafts back on top of the merged content, each merged by field, the draft winning.
  const mergedTree = await history.treeOf(commit);
  const drafts: { file: string; text: Buffer | null }[] = [];
  const draftsKept: KeptField[] = [];
  for (const { file } of drafted) {
    const onDisk = existsSync(join(root, file)) ? await readFile(join(root, file)) : null;
    const merged = await mergeContentFile(
      file,
      await history.read(headTree, file),
      onDisk,
      await history.read(mergedTree, file),
    );
    draftsKept.push(...merged.kept.map((field) => ({ file, field })));
    drafts.push({ file, text: merged.text });
  }
  await git(["reset", "--quiet", "--hard", commit]);
  for (const draft of drafts) {
    const path = join(root, draft.file);
    if (draft.text === null) await unlink(path).catch(() => undefined);
    else {
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, draft.text);
    }
  }

  const note: ReleaseNote = { commit, release, releasedAt, kept, at: new Date().toISOString() };
  await mkdir(publishDir(root), { recursive: true });
  await writeFile(releaseNote(root), JSON.stringify(note, null, 2));
  const packagesChanged = Boolean(
    await text(["diff", "--name-only", head, commit, "--", "package.json", "package-lock.json"]),
  );
  return { upToDate: false, release, commit, kept, drafts: drafts.length, draftsKept, packagesChanged };

  async function isAncestor(ancestor: string, of: string): Promise<boolean> {
    return git(["merge-base", "--is-ancestor", ancestor, of]).then(
      () => true,
      () => false,
    );
  }
}

/** The note an upgrade left, when it is about the checked-out commit (a later pull or publish makes it stale). */
export async function pendingRelease(root: string): Promise<ReleaseNote | null> {
  const path = releaseNote(root);
  if (!existsSync(path)) return null;
  try {
    const note = JSON.parse(readFileSync(path, "utf8")) as ReleaseNote;
    const head = (await run("git", ["rev-parse", "HEAD"], { cwd: root })).stdout.trim();
    if (note.commit === head) return note;
  } catch {
    // Unreadable: dropped below.
  }
  await rm(path, { force: true });
  return null;
}

export const forgetRelease = (root: string) => rm(releaseNote(root), { force: true });

/**
 * At a server's start: the content an upgrade merged goes live as a publish of its own ("Website update of November
 * 28, 2026"), none of the drafts, and Activity says which published values the merge kept over the release's. Before
 * anything was published there is nothing to do: the checked-out content is what the site serves.
 */
export async function makeReleaseLive(options: {
  root: string;
  history: ContentHistory;
  live: () => Promise<{ tree: string } | null>;
  publish: (by: RunBy, summary: string) => Promise<{ live: boolean; reason?: string }>;
  /** Writes one line to Activity. */
  record: (summary: string) => Promise<void>;
}): Promise<{ live: boolean; reason?: string } | null> {
  const note = await pendingRelease(options.root);
  if (!note) return null;
  const live = await options.live();
  if (!live || live.tree === (await options.history.headTree())) {
    await forgetRelease(options.root);
    return null;
  }
  const name = releaseName(note);
  const outcome = await options.publish({ id: null, name, email: "site@whiskerwalks.nyc" }, name);
  if (!outcome.live) return outcome;
  if (note.kept.length) {
    const head = await options.history.headTree();
    const fields = await Promise.all(
      note.kept.map(async ({ file, field }) =>
        describeField(file, await options.history.read(head, file), field),
      ),
    );
    await options.record(
      `${name} went live with the published content; where both changed the same thing, the published value was kept: ${fields.join("; ")}.`,
    );
  }
  await forgetRelease(options.root);
  return outcome;
}
