import type { MetaDescriptor } from "react-router";
import { breadcrumbTrail, ogImagePath, page as pageEntry } from "#app/content/pages.ts";
import { seo, type JsonLd } from "./seo.ts";
import { breadcrumbList } from "./structured-data.ts";

/** A registered page's head: its entry in content/pages, its JSON-LD and its breadcrumb trail. */
export function pageMeta(key: string, jsonLd: JsonLd[] = [], extra: MetaDescriptor[] = []): MetaDescriptor[] {
  const page = pageEntry(key);
  return seo({
    title: page.title,
    fullTitle: page.fullTitle ?? false,
    description: page.description,
    path: page.path,
    image: ogImagePath(key),
    imageAlt: page.og.headline,
    noindex: page.noindex ?? false,
    jsonLd: key === "home" ? jsonLd : [...jsonLd, breadcrumbList(breadcrumbTrail(key))],
    extra,
  });
}
