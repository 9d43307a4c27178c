import { readFileSync } from "node:fs";
import { join } from "node:path";
import { JSDOM } from "jsdom";

/**
 * What a machine without JavaScript reads in a pre-rendered page: its structured-data records and its text. A search
 * engine that does not run scripts sees exactly this.
 */
export type PageReading = { records: Record<string, unknown>[]; text: string };

/** The pre-rendered file that answers a public path, in a build's client folder. */
export function prerenderedFile(clientDir: string, path: string): string {
  return join(clientDir, path === "/" ? "index.html" : `${path.replace(/^\//, "")}/index.html`);
}

/** A page's structured-data records, read without parsing the rest of the page. */
export function structuredRecords(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, json = ""]) => JSON.parse(json) as Record<string, unknown>,
  );
}

export function readPage(html: string): PageReading {
  const { document } = new JSDOM(html).window;
  const records = structuredRecords(html);
  for (const element of document.querySelectorAll("script, style, template")) element.remove();
  return { records, text: normalized(document.body.textContent ?? "") };
}

export function readPrerendered(clientDir: string, path: string): PageReading {
  return readPage(readFileSync(prerenderedFile(clientDir, path), "utf8"));
}

const normalized = (text: string) => text.replace(/\s+/g, " ").trim();

type FaqRecord = { "@type": string; mainEntity: { name: string; acceptedAnswer: { text: string } }[] };

/** Every question and answer the page's FAQPage markup claims. */
export function faqClaims(
  records: readonly Record<string, unknown>[],
): { question: string; answer: string }[] {
  return records
    .filter((record): record is FaqRecord => record["@type"] === "FAQPage")
    .flatMap((record) =>
      record.mainEntity.map((item) => ({ question: item.name, answer: item.acceptedAnswer.text })),
    );
}

/** The FAQ answers the markup claims that the page's own text does not hold. */
export function faqAnswersMissing(page: PageReading): string[] {
  return faqClaims(page.records)
    .flatMap(({ question, answer }) => [question, answer])
    .filter((claim) => !page.text.includes(normalized(claim)));
}

/** Every object in a page's records, the nested ones too (a provider, an offer, an author). */
export function recordNodes(records: readonly unknown[]): Record<string, unknown>[] {
  return records.flatMap(function nodes(value: unknown): Record<string, unknown>[] {
    if (Array.isArray(value)) return value.flatMap(nodes);
    if (typeof value !== "object" || value === null) return [];
    return [value as Record<string, unknown>, ...Object.values(value).flatMap(nodes)];
  });
}

/** The end dates of offers that lie before `today` (YYYY-MM-DD): an offer still shown must not have ended. */
export function pastOfferEnds(records: readonly unknown[], today: string): string[] {
  return recordNodes(records).flatMap((node) =>
    (["priceValidUntil", "validThrough"] as const).flatMap((key) => {
      const value = node[key];
      return typeof value === "string" && value.slice(0, 10) < today ? [`${key} ${value}`] : [];
    }),
  );
}

/** Each @id with the types it is given, over every page's records. */
export function typesById(pages: readonly (readonly unknown[])[]): Map<string, Set<string>> {
  const types = new Map<string, Set<string>>();
  for (const node of pages.flatMap((records) => recordNodes(records))) {
    if (typeof node["@id"] !== "string") continue;
    const known = types.get(node["@id"]) ?? new Set<string>();
    known.add(JSON.stringify(node["@type"]));
    types.set(node["@id"], known);
  }
  return types;
}

/** The authors the page's posts name, with their addresses (a blog's list of posts names none). */
export function postAuthors(records: readonly unknown[]): { name: string; url?: string }[] {
  return recordNodes(records).flatMap((node) =>
    node["@type"] === "BlogPosting" && node.author ? [node.author as { name: string; url?: string }] : [],
  );
}

const anchors = new Map<string, Set<string>>();

/** Whether a pre-rendered page holds an element with this id (the target of an address's #fragment). */
export function hasAnchor(clientDir: string, path: string, id: string): boolean {
  const file = prerenderedFile(clientDir, path);
  let ids = anchors.get(file);
  if (!ids) {
    const { document } = new JSDOM(readFileSync(file, "utf8")).window;
    ids = new Set([...document.querySelectorAll("[id]")].map((element) => element.id));
    anchors.set(file, ids);
  }
  return ids.has(id);
}
