import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pictureFilesByName } from "../app/content/picture-library.server.ts";
import { readContent } from "../app/content/read-content.ts";
import { MAIL_PICTURE_BYTES, mailPostPicture } from "../app/features/newsletter/mail-pictures.ts";
import { createIssueLibrary } from "../server/newsletter/issues.ts";
import { fixedSiteUrl } from "../server/site-address.ts";
import { buildNewsletterPictures } from "./newsletter-pictures.ts";
import { buildSocialCards } from "./og-images.ts";

const SITE = "https://www.whiskerwalks.nyc";
const content = readContent();
const library = createIssueLibrary({ root: process.cwd(), siteUrl: fixedSiteUrl(SITE) });
let clientDir: string;
/** The posts the issues feature. */
const featured = new Set(content.newsletterIssues.flatMap((issue) => issue.meta.featuredPosts));

beforeAll(async () => {
  // The build's steps, into a folder of the test's own: the social cards of the posts the issues feature (which the
  // letters must not show), then the newsletter's pictures.
  clientDir = mkdtempSync(join(tmpdir(), "newsletter-pictures-"));
  await buildSocialCards(clientDir, (file) => featured.has(/^og\/blog\/(.+)\.png$/.exec(file)?.[1] ?? ""));
  await buildNewsletterPictures(clientDir);
}, 120_000);

afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

/** Every picture of an e-mail's HTML, with the width it is shown at. */
function pictures(html: string): { src: string; shown: number }[] {
  return [...html.matchAll(/<img\b[^>]*>/g)].map(([tag]) => ({
    src: /\bsrc="([^"]+)"/.exec(tag)?.[1] ?? "",
    shown: Number(/\bwidth="(\d+)"/.exec(tag)?.[1] ?? 0),
  }));
}

describe("the newsletter's pictures in mail", () => {
  // Every issue of the content, sent or not.
  const issues = content.newsletterIssues.map((issue) => issue.slug);

  it.each(issues)(
    "%s: each picture at most 100 KB and at most twice the width it is shown at",
    async (slug) => {
      const rendered = await library.render(slug);
      expect(rendered.ok, rendered.ok ? "" : rendered.problem).toBe(true);
      if (!rendered.ok) return;
      const shown = pictures(rendered.email.html);
      expect(shown.length).toBeGreaterThan(0);
      const report: string[] = [];
      for (const { src, shown: width } of shown) {
        expect(src.startsWith(`${SITE}/`), src).toBe(true);
        expect(width, `${src} says the width it is shown at`).toBeGreaterThan(0);
        const file = join(clientDir, decodeURIComponent(new URL(src).pathname));
        const bytes = statSync(file).size;
        const { width: pixels = 0 } = await sharp(readFileSync(file)).metadata();
        report.push(`${new URL(src).pathname}: ${(bytes / 1024).toFixed(0)} KB, ${pixels} px for ${width}`);
        expect(bytes, `${src} weighs`).toBeLessThanOrEqual(MAIL_PICTURE_BYTES);
        expect(pixels, `${src} is wide`).toBeLessThanOrEqual(width * 2);
      }
      console.log(`${slug}:\n  ${report.join("\n  ")}`);
    },
  );
});

describe("a featured post's picture in mail", () => {
  const posts = content.posts.filter((post) => featured.has(post.meta.slug));
  /** Each picture's own file: a drawing, or the photo staff put in its place. */
  const pictureFiles = pictureFilesByName(".");

  it.each(posts.map((post) => [post.meta.slug, post] as const))(
    "%s: its own header picture, in the same shape, not its social card",
    async (slug, post) => {
      const shown = join(clientDir, mailPostPicture(slug));
      const { width = 0, height = 0 } = await sharp(readFileSync(shown)).metadata();
      const source = readFileSync(join("content/images", (await pictureFiles).get(post.meta.image)!));
      const header = await sharp(source).metadata();
      const card = await sharp(readFileSync(join(clientDir, `og/blog/${slug}.png`))).metadata();
      // A header picture and a social card differ in shape (16:9 and 1200 by 630): the mail copy has the header's.
      expect(width / height).toBeCloseTo(header.width! / header.height!, 2);
      expect(width / height).not.toBeCloseTo(card.width! / card.height!, 2);
      // And it is the header picture, drawn: a small copy of each is alike, pixel for pixel, within JPEG's loss.
      const small = (input: Buffer | string) =>
        sharp(input).resize(32, 18, { fit: "fill" }).removeAlpha().raw().toBuffer();
      const [mail, own] = await Promise.all([small(readFileSync(shown)), small(source)]);
      const difference =
        mail.reduce((sum, value, index) => sum + Math.abs(value - own[index]!), 0) / mail.length;
      expect(difference).toBeLessThan(8);
    },
  );
});
