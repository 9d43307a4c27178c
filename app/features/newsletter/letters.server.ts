/**
 * The public archive's letters: the issues of content/newsletter that have been sent (sentAt), newest first, each
 * rendered to HTML at build time like the blog's posts. The page shows the letter as readers got it, without any
 * reader's unsubscribe link or token.
 */
import Markdoc, { type Config } from "@markdoc/markdoc";
import content from "virtual:content/full";
import { formatPostDate } from "#app/features/blog/post-format.ts";
import type { IssueSource } from "./issue.ts";
import { newYorkDay, publishedInstant } from "#app/lib/published-time.ts";

const { Tag } = Markdoc;

export type LetterSummary = {
  slug: string;
  path: string;
  subject: string;
  preheader: string;
  sentAt: string;
  sentLabel: string;
};

export type Letter = LetterSummary & {
  html: string;
  posts: { slug: string; title: string; excerpt: string; path: string }[];
  fromPost: { title: string; path: string } | null;
};

/** The letter's Markdown as the page shows it: its headings under the page's h1, outside links in a new tab. */
const config: Config = {
  nodes: {
    document: { ...Markdoc.nodes.document, transform: (node, config) => node.transformChildren(config) },
    heading: {
      ...Markdoc.nodes.heading,
      transform: (node, config) =>
        new Tag(
          `h${Math.min(Math.max(Number(node.attributes["level"]), 2), 4)}`,
          {},
          node.transformChildren(config),
        ),
    },
    image: {
      ...Markdoc.nodes.image,
      transform: (node) =>
        new Tag("img", {
          src: String(node.attributes["src"]),
          alt: String(node.attributes["alt"] ?? ""),
          loading: "lazy",
          decoding: "async",
          class: "rounded-2xl shadow-raised",
        }),
    },
    link: {
      ...Markdoc.nodes.link,
      transform(node, config) {
        const attributes = node.transformAttributes(config);
        const external = /^https?:\/\//.test(String(attributes["href"]));
        return new Tag(
          "a",
          external ? { ...attributes, target: "_blank", rel: "noopener noreferrer" } : attributes,
          node.transformChildren(config),
        );
      },
    },
  },
};

export function letterHtml(body: string): string {
  return Markdoc.renderers.html(Markdoc.transform(Markdoc.parse(body), config));
}

function summary(issue: IssueSource & { meta: { sentAt: string } }): LetterSummary {
  return {
    slug: issue.slug,
    path: `/newsletter/${issue.slug}`,
    subject: issue.meta.subject,
    preheader: issue.meta.preheader,
    sentAt: issue.meta.sentAt,
    sentLabel: formatPostDate(newYorkDay(issue.meta.sentAt)),
  };
}

const sent = content.newsletterIssues
  .filter((issue): issue is IssueSource & { meta: { sentAt: string } } => Boolean(issue.meta.sentAt))
  .sort(
    (a, b) =>
      publishedInstant(b.meta.sentAt).getTime() - publishedInstant(a.meta.sentAt).getTime() ||
      a.slug.localeCompare(b.slug),
  );

/** Every sent letter, newest first. */
export function sentLetters(): LetterSummary[] {
  return sent.map(summary);
}

export function letterBySlug(slug: string): Letter | null {
  const issue = sent.find((each) => each.slug === slug);
  if (!issue) return null;
  const post = (postSlug: string) => content.posts.find((each) => each.meta.slug === postSlug);
  return {
    ...summary(issue),
    html: letterHtml(issue.body),
    posts: issue.meta.featuredPosts.flatMap((postSlug) => {
      const found = post(postSlug);
      return found
        ? [
            {
              slug: postSlug,
              title: found.meta.title,
              excerpt: found.meta.excerpt,
              path: `/blog/${postSlug}`,
            },
          ]
        : [];
    }),
    fromPost: (() => {
      const found = issue.meta.fromPost ? post(issue.meta.fromPost) : undefined;
      return found ? { title: found.meta.title, path: `/blog/${found.meta.slug}` } : null;
    })(),
  };
}
