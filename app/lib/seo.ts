import type { MetaDescriptor } from "react-router";
import { absoluteUrl, site } from "../config.ts";
import { company } from "#app/content/site.ts";

/** A JSON-LD record: one object with a schema.org @type, or a graph of them. */
export type JsonLd = { "@context"?: string; "@type": string | string[]; [key: string]: unknown };

export type SeoInput = {
  /** The page's own title; the helper adds the company name (pass `fullTitle` to set it exactly). */
  title: string;
  fullTitle?: boolean;
  /** 50-160 characters: what a searcher reads under the link. */
  description: string;
  /**
   * The canonical path of the page, such as /tours/brooklyn-heights. An error page, which answers at any address,
   * has none: it gets no canonical link and no og:url.
   */
  path: string | null;
  /** Path of the 1200x630 social image, such as /og/tours.png. */
  image: string;
  imageAlt?: string;
  type?: "website" | "article";
  noindex?: boolean;
  jsonLd?: JsonLd[];
  /** Extra tags a page adds (article dates, feed links). */
  extra?: MetaDescriptor[];
};

export const TITLE_SEPARATOR = " | ";
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export function pageTitle(title: string, fullTitle = false): string {
  return fullTitle ? title : `${title}${TITLE_SEPARATOR}${company.name}`;
}

/** Every page's head: title, description, canonical, Open Graph, Twitter card, robots and JSON-LD. */
export function seo(input: SeoInput): MetaDescriptor[] {
  const title = pageTitle(input.title, input.fullTitle);
  const url = input.path === null ? null : absoluteUrl(input.path);
  const image = absoluteUrl(input.image);
  const imageAlt = input.imageAlt ?? `${input.title}: ${company.name}`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    ...(url ? [{ tagName: "link", rel: "canonical", href: url }] : []),
    { property: "og:site_name", content: company.name },
    { property: "og:locale", content: site.locale },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    ...(url ? [{ property: "og:url", content: url }] : []),
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(OG_IMAGE_SIZE.width) },
    { property: "og:image:height", content: String(OG_IMAGE_SIZE.height) },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: site.twitterCard },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
  ];
  if (input.noindex) tags.push({ name: "robots", content: "noindex, follow" });
  for (const record of input.jsonLd ?? []) {
    tags.push({ "script:ld+json": { "@context": "https://schema.org", ...record } });
  }
  return [...tags, ...(input.extra ?? [])];
}
