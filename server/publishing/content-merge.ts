/**
 * Three-way merges of one content file, field by field (docs/decisions/141-upgrades-and-published-content.md): a
 * release (the developers' side) and the site's own published versions (staff's side) both change content/, and an
 * upgrade keeps both. A field only one side changed takes that side's value; a field both changed keeps `ours` and is
 * reported, so that Activity can say what was kept. YAML files and a Markdown file's front matter are merged by
 * field; a Markdown body by line, with `ours` kept where both changed the same lines; anything else whole.
 */
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { isDeepStrictEqual, promisify } from "node:util";
import { parseDocument } from "yaml";

const run = promisify(execFile);

export type MergeResult = {
  /** The merged file, or null when the merge deletes it. */
  text: Buffer | null;
  /** Fields (or "the text", "the whole file") both sides changed, where ours was kept. */
  kept: string[];
};

type Value = unknown;
const isRecord = (value: Value): value is Record<string, Value> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The changes `theirs` made to `base`, put on `ours`, as [path, value] (value undefined: removed), and the clashes. */
function fieldChanges(base: Value, ours: Value, theirs: Value, path: string[] = []) {
  const changes: [string[], Value][] = [];
  const kept: string[] = [];
  const walk = (b: Value, o: Value, t: Value, at: string[]) => {
    if (isDeepStrictEqual(t, b) || isDeepStrictEqual(o, t)) return;
    if (isDeepStrictEqual(o, b)) return void changes.push([at, t]);
    if (isRecord(b) && isRecord(o) && isRecord(t)) {
      for (const key of new Set([...Object.keys(b), ...Object.keys(o), ...Object.keys(t)]))
        walk(b[key], o[key], t[key], [...at, key]);
      return;
    }
    kept.push(at.join(".") || "the whole file");
  };
  walk(base, ours, theirs, path);
  return { changes, kept };
}

/** YAML text merged by field; comments and layout of `ours` are kept where `theirs` changed nothing. */
export function mergeYaml(base: string, ours: string, theirs: string): { text: string; kept: string[] } {
  const parse = (text: string) => parseDocument(text, { keepSourceTokens: false });
  const result = parse(ours);
  const [b, o, t] = [base, ours, theirs].map((text) => parse(text));
  if ([b, o, t, result].some((doc) => doc!.errors.length)) throw new Error("not valid YAML");
  const { changes, kept } = fieldChanges(b!.toJS(), o!.toJS(), t!.toJS());
  for (const [path, value] of changes) {
    if (path.length === 0) return { text: theirs, kept };
    if (value === undefined) result.deleteIn(path);
    else result.setIn(path, result.createNode(value));
  }
  return { text: changes.length ? result.toString({ lineWidth: 0 }) : ours, kept };
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/** A body merged by line (git merge-file), keeping `ours` where both sides changed the same lines. */
async function mergeLines(
  base: string,
  ours: string,
  theirs: string,
): Promise<{ text: string; clashed: boolean }> {
  const dir = await mkdtemp(join(tmpdir(), "ww-merge-"));
  try {
    const files = ["ours", "base", "theirs"].map((name) => join(dir, name));
    await Promise.all([ours, base, theirs].map((text, index) => writeFile(files[index]!, text)));
    const clean = await run("git", ["merge-file", "-p", ...files]).then(
      () => true,
      () => false,
    );
    const { stdout } = await run("git", ["merge-file", "-p", "--ours", ...files], { encoding: "utf8" });
    return { text: stdout, clashed: !clean };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Markdown: front matter by field, the body by line. */
async function mergeMarkdown(
  base: string,
  ours: string,
  theirs: string,
): Promise<{ text: string; kept: string[] }> {
  const split = (text: string) => {
    const match = FRONT_MATTER.exec(text);
    return { front: match?.[1] ?? "", body: match ? text.slice(match[0].length) : text };
  };
  const [b, o, t] = [split(base), split(ours), split(theirs)];
  const front = mergeYaml(b.front, o.front, t.front);
  const body = await mergeLines(b.body, o.body, t.body);
  const head = front.text.trim() ? `---\n${front.text.trimEnd()}\n---\n` : "";
  return { text: `${head}${body.text}`, kept: [...front.kept, ...(body.clashed ? ["the text"] : [])] };
}

/**
 * Merges one file's three versions (null: the file is absent on that side). `file` (its path) decides how: by field,
 * by line, or whole.
 */
export async function mergeContentFile(
  file: string,
  base: Buffer | null,
  ours: Buffer | null,
  theirs: Buffer | null,
): Promise<MergeResult> {
  const same = (a: Buffer | null, b: Buffer | null) => (a === null ? b === null : b !== null && a.equals(b));
  if (same(theirs, base) || same(ours, theirs)) return { text: ours, kept: [] };
  if (same(ours, base)) return { text: theirs, kept: [] };
  // Both changed it. Added or deleted on one side, or not text we can read by field: ours, whole.
  if (base && ours && theirs) {
    const [b, o, t] = [base, ours, theirs].map((buffer) => buffer.toString("utf8"));
    try {
      if (/\.ya?ml$/.test(file)) {
        const merged = mergeYaml(b!, o!, t!);
        return { text: Buffer.from(merged.text), kept: merged.kept };
      }
      if (/\.(md|mdoc)$/.test(file)) {
        const merged = await mergeMarkdown(b!, o!, t!);
        return { text: Buffer.from(merged.text), kept: merged.kept };
      }
    } catch {
      // A side that is not valid YAML: kept whole, below.
    }
  }
  return { text: ours, kept: ["the whole file"] };
}
