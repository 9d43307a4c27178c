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

export function readPage(html: string): PageReading {
  const { document } = new JSDOM(html).window;
  const records = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? "") as Record<string, unknown>,
  );
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
