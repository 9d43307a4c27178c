import { readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { copyOfContent } from "../../app/content/content-copy.ts";
import { readContent } from "../../app/content/read-content.ts";
import { inboxContext, type InboxRequest } from "../../app/features/admin/inbox-context.ts";
import { staffSessionContext } from "../../app/features/admin/staff.server.ts";
import { ISSUE_FOLDER, parseIssueFile } from "../../app/features/newsletter/issue.ts";
import { action as startFromPostAction } from "../../app/routes/admin.newsletter.tsx";
import { fixedSiteUrl } from "../site-address.ts";
import { createIssueLibrary, newYorkDay, type IssueLibrary } from "./issues.ts";

/**
 * "Start from a post" on the Newsletter page (a reviewer's finding): the letter is the post's story without the lines
 * that move about the site (nine posts end with "← Back to Blog", which read in the e-mail as a link to the blog), and
 * a second start from a post whose issue is not sent yet opens that issue instead of a silent copy.
 */
const SITE = "https://www.whiskerwalks.nyc";

let root: string;
let library: IssueLibrary;
beforeAll(() => {
  root = copyOfContent("issues-");
  library = createIssueLibrary({ root, siteUrl: fixedSiteUrl(SITE) });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const paragraphs = (markdown: string) =>
  markdown
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
const bodyOf = (file: string) => /^---\r?\n[\s\S]*?\r?\n---\r?\n([\s\S]*)$/.exec(file)?.[1] ?? "";
const issueFiles = () => readdirSync(join(root, ISSUE_FOLDER)).filter((name) => name.endsWith(".md"));

describe("an issue started from a post", () => {
  const content = readContent(process.cwd());
  const blogPath = content.pages.blog!.path;
  /** A paragraph that is one link alone to the blog's own page: the way back, on the post's page. */
  const linkToBlog = (paragraph: string) => new RegExp(`^\\[([^\\]]+)\\]\\(${blogPath}\\)$`).exec(paragraph);
  const withWayBack = content.posts.filter((post) =>
    paragraphs(readFileSync(join(process.cwd(), post.file), "utf8")).some(linkToBlog),
  );

  it("is the post's text, every paragraph, without its way back to the blog; the e-mail shows no such link", async () => {
    expect(withWayBack.length).toBeGreaterThan(0);
    for (const post of withWayBack) {
      const written = paragraphs(bodyOf(readFileSync(join(root, post.file), "utf8")));
      const wayBack = written.find(linkToBlog)!;
      const started = library.startFromPost(post.meta.slug);
      expect(started).toEqual({ slug: post.meta.slug, existing: false });
      const letter = parseIssueFile(
        post.meta.slug,
        readFileSync(join(root, ISSUE_FOLDER, `${started!.slug}.md`), "utf8"),
      );
      expect(paragraphs(letter.body), post.meta.slug).toEqual(written.filter((each) => each !== wayBack));

      const rendered = await library.render(started!.slug);
      if (!rendered.ok) throw new Error(rendered.problem);
      const words = linkToBlog(wayBack)![1]!;
      expect(rendered.email.text, post.meta.slug).not.toContain(words);
      expect(rendered.email.html, post.meta.slug).not.toContain(words.replace("←", "&#x2190;"));
      expect(rendered.email.html, post.meta.slug).not.toContain(`href="${SITE}${blogPath}"`);
    }
  });

  it("is not made twice: starting again from the post opens its issue not yet sent, saying so", async () => {
    const post = content.posts.find((each) => !withWayBack.includes(each))!;
    const before = issueFiles();
    const first = library.startFromPost(post.meta.slug)!;
    expect(first.existing).toBe(false);
    expect(issueFiles()).toHaveLength(before.length + 1);

    const record = vi.fn(async () => {});
    const context = new RouterContextProvider();
    context.set(inboxContext, {
      clientHash: "h",
      newsletterSending: { issues: library },
      inbox: { audit: { record } },
    } as unknown as InboxRequest);
    context.set(staffSessionContext, {
      id: 1,
      csrfToken: "t",
      expiresAt: new Date(),
      staff: { id: 1, name: "Olive Owner", email: "olive@example.com", role: "owner" },
    });
    const startAgain = new Request("http://127.0.0.1/admin/newsletter", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "from-post", post: post.meta.slug }).toString(),
    });
    const answer = await startFromPostAction({
      context,
      params: {},
      request: startAgain,
    } as unknown as Parameters<typeof startFromPostAction>[0]).catch((thrown: unknown) => thrown);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get("location")).toBe(`/admin/newsletter/${first.slug}?existing=1`);
    expect(issueFiles().sort()).toEqual([...before, `${first.slug}.md`].sort());
    expect(record).not.toHaveBeenCalled();

    // Once it is sent, the post may start a new issue, under a name of its own.
    library.markSent(first.slug, newYorkDay(new Date()));
    expect(library.startFromPost(post.meta.slug)).toEqual({ slug: `${post.meta.slug}-2`, existing: false });
  });
});
