/**
 * The newsletter's issues as they are on disk now (content/newsletter), read through the one content reader: the
 * staff pages preview the saved draft, a send renders what is saved when it starts, and the send writes the day it
 * went out into the issue's file so the next publish puts it in the public archive (docs/decisions/105).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ContentError, readContent, type SiteContent } from "../../app/content/read-content.ts";
import { postalAddress } from "../../app/features/newsletter/postal-address.ts";
import {
  renderIssueEmail,
  type IssueEmail,
  type IssueEmailInput,
} from "../../app/features/newsletter/email.ts";
import {
  ISSUE_FOLDER,
  issueFromPost,
  issueSlugProblem,
  withSentDate,
  type IssueSource,
} from "../../app/features/newsletter/issue.ts";
import type { SiteUrl } from "../site-address.ts";

const NEW_YORK_DAY = new Intl.DateTimeFormat("en-CA", {
  timeZone: "America/New_York",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The New York calendar day of a moment, YYYY-MM-DD. */
export function newYorkDay(moment: Date): string {
  return NEW_YORK_DAY.format(moment);
}

export type ContentRead = { ok: true; content: SiteContent } | { ok: false; problems: string[] };

/** What content/ looks like on disk: its files' names, sizes and times. A save changes it. */
function contentSignature(root: string): string {
  const dir = join(root, "content");
  const parts: string[] = [];
  for (const name of readdirSync(dir, { recursive: true, encoding: "utf8" }).sort()) {
    const stat = statSync(join(dir, name));
    if (stat.isFile()) parts.push(`${name}:${stat.size}:${stat.mtimeMs}`);
  }
  return parts.join("|");
}

export function createIssueLibrary(options: { root: string; siteUrl: SiteUrl }) {
  const { root, siteUrl } = options;
  // Reading and checking all of content/ takes a while; the issue page re-reads every second or two while a send
  // runs, so the read (and each e-mail made from it) is kept until a file changes.
  let cached: { signature: string; state: ContentRead; emails: Map<string, Promise<IssueEmail>> } | undefined;

  function current() {
    const signature = contentSignature(root);
    if (cached?.signature === signature) return cached;
    let state: ContentRead;
    try {
      state = { ok: true, content: readContent(root) };
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      state = { ok: false, problems: error.problems };
    }
    cached = { signature, state, emails: new Map() };
    return cached;
  }

  function read(): ContentRead {
    return current().state;
  }

  /** What the e-mail template needs for one issue of the content read. */
  function emailInput(
    content: SiteContent,
    issue: IssueSource,
    siteUrl: string,
    test = false,
  ): IssueEmailInput {
    const post = (slug: string) => content.posts.find((each) => each.meta.slug === slug);
    return {
      issue,
      posts: issue.meta.featuredPosts.flatMap((slug) => {
        const found = post(slug);
        return found
          ? [
              {
                slug,
                title: found.meta.title,
                excerpt: found.meta.excerpt,
                path: `/blog/${slug}`,
                // The one description of the post's header picture, beside it in content/images.
                pictureAlt: content.pictures[found.meta.image] ?? "",
              },
            ]
          : [];
      }),
      fromPost: (() => {
        const found = issue.meta.fromPost ? post(issue.meta.fromPost) : undefined;
        return found ? { title: found.meta.title, path: `/blog/${found.meta.slug}` } : null;
      })(),
      company: content.company,
      copy: content.newsletter.email,
      siteUrl,
      test,
    };
  }

  return {
    read,

    /** The issue's subject as saved now, which names it for staff ("December walks"); "a newsletter issue" if unread. */
    subject(slug: string): string {
      const state = read();
      const issue = state.ok ? state.content.newsletterIssues.find((each) => each.slug === slug) : undefined;
      return issue ? issue.meta.subject : "a newsletter issue";
    },

    /** The postal address every issue's footer gives, or null while the company's settings hold none. */
    postalAddress(): string | null {
      const state = read();
      return state.ok ? postalAddress(state.content.company.address) : null;
    },

    /** The issue's e-mail as saved now, or why it cannot be made (the content's problems, or no such issue). */
    async render(
      slug: string,
      options: { test?: boolean } = {},
    ): Promise<{ ok: true; email: IssueEmail; issue: IssueSource } | { ok: false; problem: string }> {
      const state = read();
      if (!state.ok)
        return {
          ok: false,
          problem: `The content has problems to fix in the editor first: ${state.problems.join("; ")}`,
        };
      const issue = state.content.newsletterIssues.find((each) => each.slug === slug);
      if (!issue) return { ok: false, problem: `There is no issue ${slug} in the newsletter any more.` };
      return {
        ok: true,
        issue,
        email: await renderIssueEmail(emailInput(state.content, issue, await siteUrl(), options.test)),
      };
    },

    /** Writes the moment the send started into the issue's file; answers the file, from the checkout's root. */
    markSent(slug: string, day: string): string {
      const file = `${ISSUE_FOLDER}/${slug}.md`;
      const path = join(root, file);
      const raw = readFileSync(path, "utf8");
      const next = withSentDate(raw, day);
      if (next !== raw) writeFileSync(path, next);
      return file;
    },

    /**
     * A new issue from a blog post: its title, excerpt and text, linking back to the post. Named after the post (with
     * a number when that name is taken). When an issue from the post is not sent yet, that draft is answered instead
     * (`existing`), so a second press does not make a copy. Null when there is no such post.
     */
    startFromPost(postSlug: string): { slug: string; existing: boolean } | null {
      const state = read();
      const source = state.ok ? state.content.posts.find((each) => each.meta.slug === postSlug) : undefined;
      if (!state.ok || !source) return null;
      const draft = state.content.newsletterIssues.find(
        (issue) => issue.meta.fromPost === postSlug && !issue.meta.sentAt,
      );
      if (draft) return { slug: draft.slug, existing: true };
      // The post's text as written (tokens and all), not as filled in.
      const raw = readFileSync(join(root, source.file), "utf8");
      const body = /^---\r?\n[\s\S]*?\r?\n---\r?\n([\s\S]*)$/.exec(raw)?.[1] ?? source.body;
      mkdirSync(join(root, ISSUE_FOLDER), { recursive: true });
      let slug = postSlug;
      for (let n = 2; existsSync(join(root, ISSUE_FOLDER, `${slug}.md`)) || issueSlugProblem(slug); n++)
        slug = `${postSlug}-${n}`;
      writeFileSync(
        join(root, ISSUE_FOLDER, `${slug}.md`),
        issueFromPost({ slug: postSlug, title: source.meta.title, excerpt: source.meta.excerpt, body }),
        { flag: "wx" },
      );
      return { slug, existing: false };
    },
  };
}

export type IssueLibrary = ReturnType<typeof createIssueLibrary>;
