import { HtmlValidate, Parser, StaticConfigLoader, type HtmlElement } from "html-validate";
import { redirectTarget } from "../../../app/lib/redirects.ts";

/** Attributes that point at another address, by element. */
const URL_ATTRIBUTES: [selector: string, attribute: string][] = [
  ["a[href]", "href"],
  ["area[href]", "href"],
  ["link[href]", "href"],
  ["use[href]", "href"],
  ["img[src]", "src"],
  ["script[src]", "src"],
  ["iframe[src]", "src"],
  ["source[src]", "src"],
  ["track[src]", "src"],
  ["video[src]", "src"],
  ["video[poster]", "poster"],
  ["audio[src]", "src"],
  ["embed[src]", "src"],
  ["object[data]", "data"],
];
const SRCSET_ATTRIBUTES: [selector: string, attribute: string][] = [
  ["img[srcset]", "srcset"],
  ["source[srcset]", "srcset"],
  ["link[imagesrcset]", "imagesrcset"],
];
/** Head metadata whose content is an address on this site (social cards, the page's own address). */
const META_URLS = ['meta[property="og:url"]', 'meta[property="og:image"]', 'meta[name="twitter:image"]'];
/** Hints that name another origin without loading a page from it. */
const CONNECTION_HINTS = new Set(["dns-prefetch", "preconnect"]);

const parser = new Parser(new HtmlValidate(new StaticConfigLoader({})).getConfigForSync("page.html"));

export type PageReference = { element: string; url: string };

export type ParsedPage = {
  ids: Set<string>;
  references: PageReference[];
  /** The production origin, read from the canonical link: absolute links to it are links within the site. */
  siteOrigin: string | null;
};

function describe(element: HtmlElement, attribute: string): string {
  return `<${element.tagName} ${attribute}>`;
}

/** Every address a page's HTML refers to, and every id a fragment can point at. */
export function parsePage(html: string): ParsedPage {
  const root = parser.parseHtml(html);
  const references: PageReference[] = [];
  for (const [selector, attribute] of URL_ATTRIBUTES) {
    for (const element of root.querySelectorAll(selector)) {
      const rel = element.getAttributeValue("rel")?.split(/\s+/) ?? [];
      if (rel.some((value) => CONNECTION_HINTS.has(value))) continue;
      const url = element.getAttributeValue(attribute);
      if (url !== null) references.push({ element: describe(element, attribute), url: url.trim() });
    }
  }
  for (const [selector, attribute] of SRCSET_ATTRIBUTES) {
    for (const element of root.querySelectorAll(selector)) {
      for (const candidate of element.getAttributeValue(attribute)?.split(",") ?? []) {
        const url = candidate.trim().split(/\s+/)[0];
        if (url) references.push({ element: describe(element, attribute), url });
      }
    }
  }
  for (const selector of META_URLS) {
    for (const element of root.querySelectorAll(selector)) {
      const url = element.getAttributeValue("content");
      if (url) references.push({ element: `<meta ${selector.slice(5, -1)}>`, url });
    }
  }
  const ids = new Set<string>();
  for (const element of root.querySelectorAll("[id]")) {
    const id = element.getAttributeValue("id");
    if (id) ids.add(id);
  }
  for (const element of root.querySelectorAll("a[name]")) {
    const name = element.getAttributeValue("name");
    if (name) ids.add(name);
  }
  const canonical = root.querySelector('link[rel="canonical"]')?.getAttributeValue("href");
  return { ids, references, siteOrigin: canonical ? new URL(canonical).origin : null };
}

export type BrokenLink = { page: string; element: string; url: string; problem: string };

type Answer = { status: number; location: string | null; html: string | null };

/**
 * Checks that every address within the site a page refers to answers 200, or a 301 that the redirect table asks
 * for, and that every fragment names an element of its page. Answers are fetched once per checker.
 */
export class LinkChecker {
  private readonly answers = new Map<string, Promise<Answer>>();
  private readonly pages = new Map<string, Promise<ParsedPage>>();

  private readonly origin: string;

  /** `origin` is the running server, e.g. http://127.0.0.1:3000. */
  constructor(origin: string) {
    this.origin = origin;
  }

  private fetchAnswer(pathAndQuery: string): Promise<Answer> {
    let answer = this.answers.get(pathAndQuery);
    if (!answer) {
      answer = fetch(`${this.origin}${pathAndQuery}`, { redirect: "manual" }).then(async (response) => {
        const html = (response.headers.get("content-type") ?? "").startsWith("text/html");
        return {
          status: response.status,
          location: response.headers.get("location"),
          html: html ? await response.text() : (await response.arrayBuffer(), null),
        };
      });
      this.answers.set(pathAndQuery, answer);
    }
    return answer;
  }

  private parsed(pathAndQuery: string): Promise<ParsedPage> {
    let page = this.pages.get(pathAndQuery);
    if (!page) {
      page = this.fetchAnswer(pathAndQuery).then((answer) => parsePage(answer.html ?? ""));
      this.pages.set(pathAndQuery, page);
    }
    return page;
  }

  /** Where an address within the site ends up (itself, or its redirect's target), or why it does not resolve. */
  private async resolve(pathAndQuery: string): Promise<{ page: string } | { problem: string }> {
    const answer = await this.fetchAnswer(pathAndQuery);
    if (answer.status === 200) return { page: pathAndQuery };
    if (answer.status === 301 || answer.status === 308) {
      const pathname = new URL(pathAndQuery, this.origin).pathname;
      const expected = redirectTarget(pathname);
      const location = answer.location ? new URL(answer.location, this.origin) : null;
      if (!expected || location?.pathname !== expected) {
        return {
          problem: `redirects to ${answer.location ?? "nowhere"}, which the redirect table does not ask for`,
        };
      }
      const page = `${location.pathname}${location.search}`;
      const target = await this.fetchAnswer(page);
      return target.status === 200
        ? { page }
        : { problem: `redirects to ${page}, which answers ${target.status}` };
    }
    return { problem: `answers ${answer.status}` };
  }

  /** Every broken reference on one page (the page itself must answer `expectedStatus`). */
  async checkPage(path: string, expectedStatus = 200): Promise<{ checked: number; broken: BrokenLink[] }> {
    const own = await this.fetchAnswer(path);
    if (own.status !== expectedStatus || own.html === null) {
      return {
        checked: 0,
        broken: [{ page: path, element: "the page", url: path, problem: `answers ${own.status}` }],
      };
    }
    const page = await this.parsed(path);
    const base = new URL(path, this.origin);
    const broken: BrokenLink[] = [];
    let checked = 0;
    await Promise.all(
      page.references.map(async ({ element, url: raw }) => {
        const report = (problem: string) => broken.push({ page: path, element, url: raw, problem });
        if (raw === "") return report("is empty");
        let url: URL;
        try {
          url = new URL(raw, base);
        } catch {
          return report("is not a valid address");
        }
        if (url.protocol !== "http:" && url.protocol !== "https:") return;
        const internal = url.origin === base.origin || url.origin === page.siteOrigin;
        if (!internal) return;
        checked++;
        const target = `${url.pathname}${url.search}`;
        const samePage = url.origin === base.origin && target === `${base.pathname}${base.search}`;
        let landing = target;
        if (!samePage) {
          const resolved = await this.resolve(target);
          if ("problem" in resolved) return report(resolved.problem);
          landing = resolved.page;
        }
        const fragment = decodeURIComponent(url.hash.slice(1));
        if (!fragment) return;
        const ids = samePage ? page.ids : (await this.parsed(landing)).ids;
        if (!ids.has(fragment)) report(`#${fragment} is not an element of ${landing}`);
      }),
    );
    broken.sort((a, b) => a.url.localeCompare(b.url));
    return { checked, broken };
  }
}

export function describeBrokenLink(link: BrokenLink): string {
  return `${link.element} "${link.url}" ${link.problem}`;
}
