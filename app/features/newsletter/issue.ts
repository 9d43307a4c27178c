/**
 * A newsletter issue's file, content/newsletter/<slug>.md: YAML frontmatter checked by newsletterIssueSchema, then
 * the letter in Markdown (Markdoc, as the editor writes it). No Node modules here: the reader, the server's sender
 * and the staff pages all parse issues through this one function.
 */
import { parse as parseYaml } from "yaml";
import {
  newsletterIssueSchema,
  RESERVED_ISSUE_SLUGS,
  type NewsletterIssueMeta,
} from "#app/content/schema.ts";

export const ISSUE_FOLDER = "content/newsletter";
/** Where the editor puts the pictures of the letters, and the address they are served at. */
export const ISSUE_PICTURE_FOLDER = "content/newsletter/pictures";
export const ISSUE_PICTURE_PATH = "/newsletter/pictures/";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export type IssueSource = { slug: string; file: string; meta: NewsletterIssueMeta; body: string };

export class IssueError extends Error {
  readonly problems: string[];
  constructor(file: string, problems: string[]) {
    super(`${file}: ${problems.join("; ")}`);
    this.name = "IssueError";
    this.problems = problems.map((problem) => `${file}${problem.startsWith(",") ? "" : ": "}${problem}`);
  }
}

/** A slug an issue may have: a file name the archive can use as its address. */
export function issueSlugProblem(slug: string): string | null {
  if (!SLUG.test(slug)) return "name the file with lower-case letters, digits and hyphens";
  if ((RESERVED_ISSUE_SLUGS as readonly string[]).includes(slug))
    return `"${slug}" is an address the newsletter already uses: choose another name`;
  return null;
}

/** Splits frontmatter and body; the error names the file and every bad field. */
export function parseIssueFile(file: string, raw: string): IssueSource {
  const slug = (file.split(/[\\/]/).pop() ?? file).replace(/\.md$/, "");
  const slugProblem = issueSlugProblem(slug);
  if (slugProblem) throw new IssueError(file, [slugProblem]);
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(raw);
  if (!match) throw new IssueError(file, ["the file must start with a --- block"]);
  const [, head = "", body = ""] = match;
  let data: unknown;
  try {
    data = parseYaml(head);
  } catch (error) {
    throw new IssueError(file, [`not valid YAML (${(error as Error).message.split("\n")[0]})`]);
  }
  // The editor writes an emptied field as null (an emptied "sent" text as ""): the same as leaving it out.
  const fields = Object.fromEntries(
    Object.entries((data ?? {}) as Record<string, unknown>).filter(
      ([key, value]) => value !== null && !(key === "sentAt" && value === ""),
    ),
  );
  const result = newsletterIssueSchema.safeParse(fields);
  if (!result.success)
    throw new IssueError(
      file,
      result.error.issues.map(
        (issue) => `, field "${issue.path.join(".") || "(frontmatter)"}": ${issue.message}`,
      ),
    );
  if (!body.trim()) throw new IssueError(file, ["write the letter below the --- block"]);
  return { slug, file, meta: result.data, body };
}

/** The pictures a letter shows: Markdown images, each with its description (alt) and address. */
export function issuePictures(body: string): { alt: string; src: string }[] {
  return [...body.matchAll(/!\[([^\]]*)\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => ({
    alt: (match[1] ?? "").trim(),
    src: match[2] ?? "",
  }));
}

/** What is wrong with the pictures of a letter: each needs a description and must be one of the uploaded pictures. */
export function issuePictureProblems(body: string, uploaded: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  for (const picture of issuePictures(body)) {
    if (!picture.alt)
      problems.push(
        `the picture ${picture.src} has no description: describe it for readers who cannot see it`,
      );
    if (
      !picture.src.startsWith(ISSUE_PICTURE_PATH) ||
      !uploaded.has(picture.src.slice(ISSUE_PICTURE_PATH.length))
    )
      problems.push(
        `the picture ${picture.src} is not one of the letters' pictures: upload it in the editor`,
      );
  }
  return problems;
}

/** Sets when an issue was sent (the moment, or a day) in its file, keeping everything else as written. */
export function withSentDate(raw: string, day: string): string {
  const match = /^---\r?\n([\s\S]*?)\r?\n---(\r?\n?)([\s\S]*)$/.exec(raw);
  if (!match) throw new Error("The issue has no frontmatter.");
  const [, head = "", newline = "\n", body = ""] = match;
  const lines = head.split(/\r?\n/).filter((line) => !/^sentAt:/.test(line));
  return `---\n${[...lines, `sentAt: ${day}`].join("\n")}\n---${newline}${body}`;
}

/**
 * A line that moves about the site rather than tells the story: a paragraph of one link alone whose words begin or end
 * with an arrow, as posts close with "[← Back to Blog](/blog)" or point on with "[Next post →](…)".
 */
const PAGE_NAVIGATION =
  /^\s*\[\s*(?:[\u2190-\u21ff\u27f5-\u27ff«‹][^\]]*|[^\]]*[\u2190-\u21ff\u27f5-\u27ff»›])\s*\]\([^)]*\)\s*$/u;

/** A post's text without its page-navigation paragraphs (a letter links back to its post in its own words). */
export function withoutPageNavigation(body: string): string {
  const lines = body.split(/\r?\n/);
  const kept: string[] = [];
  for (let at = 0; at < lines.length; at++) {
    const alone = !lines[at - 1]?.trim() && !lines[at + 1]?.trim();
    if (alone && PAGE_NAVIGATION.test(lines[at]!)) {
      at++; // and the blank line after it
      continue;
    }
    kept.push(lines[at]!);
  }
  return kept.join("\n");
}

/**
 * A new issue's file, started from a blog post: its title as subject, its excerpt as preheader, its text without the
 * lines that move about the site.
 */
export function issueFromPost(post: { slug: string; title: string; excerpt: string; body: string }): string {
  const preheader = post.excerpt.length > 150 ? `${post.excerpt.slice(0, 147).trimEnd()}...` : post.excerpt;
  const yaml = (text: string) => JSON.stringify(text);
  return `---\nsubject: ${yaml(post.title)}\npreheader: ${yaml(preheader)}\nfeaturedPosts: []\nfromPost: ${post.slug}\n---\n${withoutPageNavigation(post.body).trim()}\n`;
}
