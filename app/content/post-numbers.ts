import { parse as parseYaml } from "yaml";

/**
 * A blog post's number is the system's, never asked for (issue 39, docs/decisions/136): an editor save of a post with
 * none, or with one another post has, gets the next number after the highest; a save that would put a post on the
 * address of another is refused in words, naming that post by its title. No file access: the editor's API route
 * hands in the posts on disk.
 */

const POST_PATH = /^content\/blog\/([a-z0-9]+(?:-[a-z0-9]+)*)\.md$/;

export type PostOnDisk = { id: number | null; title: string };
type Addition = { path: string; contents: string };

/** The number and title in a post file's frontmatter (null when absent or not a positive whole number). */
export function postHead(text: string): PostOnDisk {
  const head = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/.exec(text)?.[1] ?? "";
  let data: unknown;
  try {
    data = parseYaml(head);
  } catch {
    data = null;
  }
  const record = (data && typeof data === "object" ? data : {}) as Record<string, unknown>;
  const id = record.id;
  return {
    id: typeof id === "number" && Number.isInteger(id) && id > 0 ? id : null,
    title: typeof record.title === "string" ? record.title : "",
  };
}

/** The post file with its number set (the first line of its frontmatter). */
function withNumber(text: string, id: number): string {
  const match = /^---\r?\n([\s\S]*?)(\r?\n---(?:\r?\n|$)[\s\S]*)$/.exec(text);
  if (!match) return text;
  const lines = (match[1] ?? "").split(/\r?\n/).filter((line) => !/^id\s*:/.test(line));
  return `---\n${[`id: ${id}`, ...lines].join("\n")}${match[2]}`;
}

/**
 * The update's post files, numbered; or the reason it is refused. `onDisk` holds every post file as it is now, by
 * slug; `deleted` the paths the same update removes (a renamed post's old file).
 */
export function numberPosts(
  additions: Addition[],
  deleted: string[],
  onDisk: ReadonlyMap<string, PostOnDisk>,
): { ok: true; additions: Addition[] } | { ok: false; problem: string } {
  const gone = new Set(deleted.flatMap((path) => POST_PATH.exec(path)?.[1] ?? []));
  const staying = [...onDisk].filter(([slug]) => !gone.has(slug));
  const taken = new Map<number, string>();
  for (const [slug, post] of staying) if (post.id !== null) taken.set(post.id, slug);
  let highest = Math.max(0, ...[...onDisk.values()].map((post) => post.id ?? 0));
  const out: Addition[] = [];
  for (const addition of additions) {
    const slug = POST_PATH.exec(addition.path)?.[1];
    if (!slug) {
      out.push(addition);
      continue;
    }
    const text = Buffer.from(addition.contents, "base64url").toString("utf8");
    const saved = postHead(text);
    const there = gone.has(slug) ? undefined : onDisk.get(slug);
    // The same file saved again keeps its number; any other post on this address is another post.
    if (there && (saved.id === null || saved.id !== there.id)) {
      const title = there.title ? `"${there.title}"` : "another post";
      return {
        ok: false,
        problem: `The post ${title} already has the address /blog/${slug}. Give this post another address (under its title) and save again.`,
      };
    }
    const owner = saved.id === null ? undefined : taken.get(saved.id);
    if (saved.id !== null && (owner === undefined || owner === slug)) {
      taken.set(saved.id, slug);
      out.push(addition);
      continue;
    }
    highest += 1;
    taken.set(highest, slug);
    out.push({ ...addition, contents: Buffer.from(withNumber(text, highest)).toString("base64url") });
  }
  return { ok: true, additions: out };
}
