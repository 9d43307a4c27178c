import type { MetaDescriptor } from "react-router";
import { breadcrumbTrail, ogImagePath, pages, type PageKey } from "#content/data/pages.ts";
import { seo, type JsonLd } from "./seo.ts";
import { breadcrumbList } from "./structured-data.ts";

/** A registered page's head: its entry in content/data/pages.ts, its JSON-LD and its breadcrumb trail. */
export function pageMeta(
  key: PageKey,
  jsonLd: JsonLd[] = [],
  extra: MetaDescriptor[] = [],
): MetaDescriptor[] {
  const page = pages[key];
  return seo({
    title: page.title,
    fullTitle: "fullTitle" in page ? page.fullTitle : false,
    description: page.description,
    path: page.path,
    image: ogImagePath(key),
    imageAlt: page.og.headline,
    noindex: "noindex" in page ? page.noindex : false,
    jsonLd: key === "home" ? jsonLd : [...jsonLd, breadcrumbList(breadcrumbTrail(key))],
    extra,
  });
}
