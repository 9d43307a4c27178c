/**
 * A newsletter issue as the e-mail readers get (docs/decisions/105): the brand's logo, colors and type (Fraunces and
 * Inter where the mail program has them, Georgia and Helvetica where it does not), the letter, the featured posts,
 * the reader's own unsubscribe link; an HTML part and a plain-text part. Built with React Email, whose components
 * write the table layout and inline styles mail programs need. Written with createElement rather than JSX: the
 * server loads this module from source, where Node strips types but does not compile JSX. No web font is linked: the
 * site's font files are cut down to the site's own characters, and most mail programs ignore web fonts anyway.
 */
import Markdoc, { type Config, type RenderableTreeNode } from "@markdoc/markdoc";
import { Body } from "@react-email/body";
import { Button } from "@react-email/button";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Heading } from "@react-email/heading";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Img } from "@react-email/img";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { render } from "@react-email/render";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { createElement as h, Fragment, type CSSProperties, type ReactNode } from "react";
import type { NewsletterSettings } from "#app/content/schema.ts";
import type { IssueSource } from "./issue.ts";
import { TEST_SUBJECT_MARK } from "./test-letter.ts";

const { Tag } = Markdoc;

/** Stands for the reader's own unsubscribe link until each message is written (sendable.ts fills it in). */
export const UNSUBSCRIBE_PLACEHOLDER = "https://unsubscribe.invalid/reader";

/** The brand (DESIGN.md), with fallbacks every mail program has. */
const BRAND = {
  paper: "#FBF6EE",
  card: "#FFFFFF",
  ink: "#1F2A37",
  muted: "#4B5563",
  marmalade: "#D9822B",
  marmaladeDark: "#A85A14",
  harbor: "#2F5D62",
  cream: "#E9DFCF",
  serif: "Fraunces, Georgia, 'Times New Roman', serif",
  sans: "Inter, 'Helvetica Neue', Helvetica, Arial, sans-serif",
};

import { postalAddress, type CompanyAddress } from "./postal-address.ts";
import { COLUMN_WIDTH, LOGO_WIDTH, mailLetterPicture, mailLogo, mailPostPicture } from "./mail-pictures.ts";

export type IssueEmailInput = {
  issue: Pick<IssueSource, "slug" | "meta" | "body">;
  /** The featured posts, in the issue's order, each with its header picture's description (content/images). */
  posts: { slug: string; title: string; excerpt: string; path: string; pictureAlt: string }[];
  /** The post the issue was started from. */
  fromPost: { title: string; path: string } | null;
  company: { name: string; email: string; address: CompanyAddress };
  copy: NewsletterSettings["email"];
  siteUrl: string;
  /** A test send: the subject says so. */
  test?: boolean;
};

export type IssueEmail = { subject: string; preheader: string; html: string; text: string };

const absolute = (siteUrl: string, address: string) => new URL(address, `${siteUrl}/`).href;

const text: CSSProperties = {
  fontFamily: BRAND.sans,
  fontSize: "17px",
  lineHeight: "28px",
  color: BRAND.ink,
  margin: "0 0 18px",
};
const heading = (level: number): CSSProperties => ({
  fontFamily: BRAND.serif,
  fontWeight: 600,
  color: BRAND.ink,
  fontSize: level <= 2 ? "26px" : level === 3 ? "21px" : "18px",
  lineHeight: level <= 2 ? "32px" : "27px",
  margin: "32px 0 12px",
});
const link: CSSProperties = { color: BRAND.harbor, textDecoration: "underline" };

/** A picture the column's width (its mail-sized copy, mail-pictures.ts), narrower on a narrow screen. */
const columnPicture = (src: string, alt: string, style: CSSProperties = {}) =>
  h(Img, {
    src,
    alt,
    width: COLUMN_WIDTH,
    style: { width: "100%", maxWidth: `${COLUMN_WIDTH}px`, height: "auto", borderRadius: "12px", ...style },
  });

/** The letter's Markdown as React Email elements: each block gets the brand's inline styles. */
function letterElements(body: string, siteUrl: string): ReactNode {
  const config: Config = {
    nodes: {
      document: { transform: (node, config) => node.transformChildren(config) },
      paragraph: { transform: (node, config) => new Tag("Paragraph", {}, node.transformChildren(config)) },
      heading: {
        transform: (node, config) =>
          new Tag("Heading", { level: Number(node.attributes["level"]) }, node.transformChildren(config)),
      },
      image: {
        transform: (node) =>
          new Tag("Image", {
            src: String(node.attributes["src"]),
            alt: String(node.attributes["alt"] ?? ""),
          }),
      },
      link: {
        transform: (node, config) =>
          new Tag("Anchor", { href: String(node.attributes["href"]) }, node.transformChildren(config)),
      },
      list: {
        transform: (node, config) =>
          new Tag("List", { ordered: Boolean(node.attributes["ordered"]) }, node.transformChildren(config)),
      },
      item: { transform: (node, config) => new Tag("Item", {}, node.transformChildren(config)) },
      blockquote: { transform: (node, config) => new Tag("Quote", {}, node.transformChildren(config)) },
      hr: { transform: () => new Tag("Rule", {}) },
    },
  };
  const tree = Markdoc.transform(Markdoc.parse(body), config) as RenderableTreeNode;
  const components = {
    Paragraph: ({ children }: { children?: ReactNode }) => h(Text, { style: text }, children),
    Heading: ({ level, children }: { level: number; children?: ReactNode }) =>
      h(Heading, { as: level <= 2 ? "h2" : level === 3 ? "h3" : "h4", style: heading(level) }, children),
    Image: ({ src, alt }: { src: string; alt: string }) =>
      columnPicture(absolute(siteUrl, mailLetterPicture(src)), alt, { margin: "8px 0 20px" }),
    Anchor: ({ href, children }: { href: string; children?: ReactNode }) =>
      h(Link, { href: absolute(siteUrl, href), style: link }, children),
    List: ({ ordered, children }: { ordered: boolean; children?: ReactNode }) =>
      h(ordered ? "ol" : "ul", { style: { ...text, paddingLeft: "24px" } }, children),
    Item: ({ children }: { children?: ReactNode }) => h("li", { style: { margin: "0 0 6px" } }, children),
    Quote: ({ children }: { children?: ReactNode }) =>
      h(
        "blockquote",
        {
          style: {
            borderLeft: `4px solid ${BRAND.marmalade}`,
            margin: "0 0 18px",
            padding: "4px 0 4px 18px",
            color: BRAND.muted,
            fontStyle: "italic",
          },
        },
        children,
      ),
    Rule: () => h(Hr, { style: { borderColor: BRAND.cream, margin: "28px 0" } }),
  };
  return Markdoc.renderers.react(tree, { createElement: h, Fragment }, { components });
}

function issueDocument(input: IssueEmailInput): ReactNode {
  const { issue, siteUrl, copy, company } = input;
  const archive = absolute(siteUrl, `/newsletter/${issue.slug}`);
  return h(
    Html,
    { lang: "en" },
    h(
      Head,
      null,
      h("title", null, issue.meta.subject),
      h("meta", { name: "color-scheme", content: "light" }),
    ),
    h(Preview, null, issue.meta.preheader),
    h(
      Body,
      { style: { backgroundColor: BRAND.paper, margin: 0, padding: "24px 0" } },
      h(
        Container,
        { style: { maxWidth: "600px", width: "100%", margin: "0 auto" } },
        h(
          Section,
          // The logo is a picture: the plain-text part starts with the letter instead.
          { style: { padding: "8px 32px 20px" }, ...{ "data-skip-in-text": true } },
          h(
            Link,
            { href: absolute(siteUrl, "/") },
            h(Img, {
              src: absolute(siteUrl, mailLogo()),
              alt: company.name,
              width: LOGO_WIDTH,
              height: LOGO_WIDTH / 4,
              style: { display: "block", height: "auto" },
            }),
          ),
        ),
        h(
          Section,
          {
            style: {
              backgroundColor: BRAND.card,
              borderRadius: "16px",
              padding: "32px",
              border: `1px solid ${BRAND.cream}`,
            },
          },
          h(
            Heading,
            {
              as: "h1",
              style: { ...heading(1), fontSize: "32px", lineHeight: "38px", margin: "0 0 20px" },
            },
            issue.meta.subject,
          ),
          letterElements(input.issue.body, siteUrl),
          input.fromPost
            ? h(
                Text,
                { style: { ...text, fontSize: "15px", color: BRAND.muted } },
                copy.fromPost.split("{title}")[0],
                h(Link, { href: absolute(siteUrl, input.fromPost.path), style: link }, input.fromPost.title),
                copy.fromPost.split("{title}")[1] ?? "",
              )
            : null,
          input.posts.length
            ? h(
                Fragment,
                null,
                h(Hr, { style: { borderColor: BRAND.cream, margin: "28px 0" } }),
                h(
                  Text,
                  {
                    style: {
                      ...text,
                      fontSize: "13px",
                      letterSpacing: "0.12em",
                      textTransform: "uppercase",
                      color: BRAND.marmaladeDark,
                      fontWeight: 600,
                      margin: "0 0 12px",
                    },
                  },
                  copy.featured,
                ),
                ...input.posts.map((post) =>
                  h(
                    Section,
                    { key: post.slug, style: { margin: "0 0 24px" } },
                    h(
                      Link,
                      { href: absolute(siteUrl, post.path) },
                      columnPicture(absolute(siteUrl, mailPostPicture(post.slug)), post.pictureAlt),
                    ),
                    h(Heading, { as: "h3", style: { ...heading(3), margin: "14px 0 6px" } }, post.title),
                    h(Text, { style: { ...text, fontSize: "16px", margin: "0 0 10px" } }, post.excerpt),
                    h(
                      Button,
                      {
                        href: absolute(siteUrl, post.path),
                        style: {
                          backgroundColor: BRAND.marmalade,
                          color: BRAND.ink,
                          fontFamily: BRAND.sans,
                          fontWeight: 600,
                          fontSize: "15px",
                          borderRadius: "999px",
                          padding: "10px 20px",
                        },
                      },
                      copy.readPost,
                    ),
                  ),
                ),
              )
            : null,
        ),
        h(
          Section,
          { style: { padding: "20px 32px" } },
          h(
            Text,
            {
              style: {
                ...text,
                fontSize: "14px",
                lineHeight: "22px",
                color: BRAND.muted,
                margin: "0 0 10px",
              },
            },
            h(Link, { href: archive, style: link }, copy.readOnline),
          ),
          h(
            Text,
            {
              style: {
                ...text,
                fontSize: "14px",
                lineHeight: "22px",
                color: BRAND.muted,
                margin: "0 0 10px",
              },
            },
            copy.reason,
            " ",
            h(Link, { href: UNSUBSCRIBE_PLACEHOLDER, style: link }, copy.unsubscribe),
          ),
          h(
            Text,
            { style: { ...text, fontSize: "14px", lineHeight: "22px", color: BRAND.muted, margin: 0 } },
            `${company.name} · ${postalAddress(company.address) ?? `${company.address.locality}, ${company.address.region}`} · `,
            h(Link, { href: `mailto:${company.email}`, style: link }, company.email),
          ),
        ),
      ),
    ),
  );
}

/** The e-mail of an issue, HTML and plain text, with the unsubscribe placeholder still in both. */
export async function renderIssueEmail(input: IssueEmailInput): Promise<IssueEmail> {
  const document = issueDocument(input);
  const [html, plain] = await Promise.all([render(document), render(document, { plainText: true })]);
  return {
    subject: `${input.test ? TEST_SUBJECT_MARK : ""}${input.issue.meta.subject}`,
    preheader: input.issue.meta.preheader,
    html,
    text: plain,
  };
}

/** One reader's copy: their own unsubscribe link in place of the placeholder. */
export function forReader(email: Pick<IssueEmail, "html" | "text">, unsubscribeUrl: string) {
  return {
    html: email.html.replaceAll(UNSUBSCRIBE_PLACEHOLDER, unsubscribeUrl),
    text: email.text.replaceAll(UNSUBSCRIBE_PLACEHOLDER, unsubscribeUrl),
  };
}
