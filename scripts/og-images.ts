/**
 * One 1200x630 social card per page and per blog post: the artwork of the page's scene (content/images/social/,
 * drawn by `npm run artwork` or replaced by a designed image of the same name) with the page's eyebrow and title
 * set on it as paths in Inter and Fraunces, rasterized with sharp. Cards are cached by the hash of their artwork
 * and text, so unchanged cards cost nothing.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { copyFile, mkdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import sharp from "sharp";
import { contentRoot, readContent, type SiteContent } from "../app/content/read-content.ts";
import type { OgScene } from "../app/content/schema.ts";
import { ROOT } from "./lib/build-inputs.ts";
import { typesetter, type TextOptions } from "./lib/text-paths.ts";

const CACHE_DIR = join(ROOT, "node_modules/.cache/og-images");
const artDir = (root: string) => join(root, "content/images/social");
const ART_TYPES = [".svg", ".png", ".jpg", ".jpeg", ".webp", ".avif"];
const WIDTH = 1200;
const HEIGHT = 630;
/** The brand's ink and marmalade-dark (app/app.css). */
const INK = "#1F2A37";
const MARMALADE_DARK = "#A85A14";

const require = createRequire(import.meta.url);
const cardType = typesetter<"fraunces" | "inter">((font) => ({
  file: require.resolve(
    font === "fraunces"
      ? "@fontsource-variable/fraunces/files/fraunces-latin-full-normal.woff2"
      : "@fontsource-variable/inter/files/inter-latin-opsz-normal.woff2",
  ),
  variable: true,
}));

type Card = { file: string; title: string; eyebrow: string; scene: OgScene };

/** Fits the title into at most three lines of the 560-pixel column, shrinking the size if needed. */
export function fitTitle(title: string, maxWidth = 560): { lines: string[]; style: TextOptions<"fraunces"> } {
  const styleAt = (size: number): TextOptions<"fraunces"> => ({
    font: "fraunces",
    weight: 620,
    size,
    axes: { opsz: 144, SOFT: 30, WONK: 0 },
  });
  for (const size of [68, 62, 56, 50, 46, 42, 38]) {
    const style = styleAt(size);
    const lines = cardType.wrapText(title, style, maxWidth);
    if (lines.length <= 3 && lines.every((line) => cardType.textWidth(line, style) <= maxWidth))
      return { lines, style };
  }
  const style = styleAt(38);
  const lines = cardType.wrapText(title, style, maxWidth);
  if (lines.length > 3) {
    const kept = lines.slice(0, 3);
    kept[2] = `${kept[2]}…`;
    return { lines: kept, style };
  }
  return { lines, style };
}

function textAt(
  text: string,
  options: TextOptions<"fraunces" | "inter">,
  x: number,
  y: number,
  fill: string,
) {
  const { d } = cardType.textPath(text, options);
  return `<path d="${d}" fill="${fill}" transform="translate(${x.toFixed(1)} ${y.toFixed(1)})"/>`;
}

/**
 * The eyebrow and title, centred in the paper column the card artwork leaves open (x 58-618, y 150-550), as
 * an SVG the size of the card.
 */
export function cardTextSvg(card: { title: string; eyebrow: string }): string {
  const { lines, style } = fitTitle(card.title);
  const lineHeight = style.size * 1.1;
  const blockHeight = lines.length * lineHeight + (card.eyebrow ? 44 : 0);
  let y = 150 + Math.max(0, (400 - blockHeight) / 2);
  const parts: string[] = [];
  if (card.eyebrow) {
    parts.push(
      textAt(
        card.eyebrow.toUpperCase(),
        { font: "inter", weight: 600, size: 20, tracking: 0.16 },
        60,
        y + 20,
        MARMALADE_DARK,
      ),
    );
    y += 44;
  }
  lines.forEach((line, i) =>
    parts.push(textAt(line, style, 58, y + style.size * 0.92 + i * lineHeight, INK)),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${parts.join("")}</svg>`;
}

/** The artwork of a card's scene: its source file's bytes, or an error that names what is missing. */
async function cardArt({ scene, file: card }: Card, root: string): Promise<Buffer> {
  const ART_DIR = artDir(root);
  // A photo uploaded to replace the scene's artwork comes first (app/content/picture-files.ts).
  const file = [
    ...ART_TYPES.filter((type) => type !== ".svg").map((type) => join(ART_DIR, scene, `photo${type}`)),
    ...ART_TYPES.map((type) => join(ART_DIR, `${scene}${type}`)),
  ].find((path) => existsSync(path));
  if (!file)
    throw new Error(
      `The social card ${card} shows the scene "${scene}", but content/images/social/ has no ${scene}.svg (or .png, .jpg...): run \`npm run artwork\` to draw it, or add a 1200x630 image.`,
    );
  return readFile(file);
}

/** Every card (or, for a test, those `only` names by file, like og/blog/<slug>.png) into the build's folder. */
export async function buildSocialCards(
  clientDir: string,
  only?: (file: string) => boolean,
  root = contentRoot(),
  content: SiteContent = readContent(root),
): Promise<number> {
  const every: Card[] = [
    ...Object.values(content.pages).map((page) => ({
      file: `og/${page.key}.png`,
      title: page.og.headline,
      eyebrow: page.og.eyebrow,
      scene: page.og.scene,
    })),
    ...content.posts.map(({ meta }): Card => ({
      file: `og/blog/${meta.slug}.png`,
      title: meta.title,
      eyebrow: `Blog · ${meta.category}`,
      scene: "blog",
    })),
    // The newsletter's sent letters (routes/newsletter.$slug.tsx).
    ...content.newsletterIssues
      .filter((issue) => issue.meta.sentAt)
      .map((issue): Card => ({
        file: `og/newsletter/${issue.slug}.png`,
        title: issue.meta.subject,
        eyebrow: "The newsletter",
        scene: "blog",
      })),
  ];
  const cards = only ? every.filter((card) => only(card.file)) : every;
  const art = new Map<OgScene, Buffer>();
  for (const card of cards) if (!art.has(card.scene)) art.set(card.scene, await cardArt(card, root));
  const rasters = new Map<OgScene, Promise<Buffer>>();
  /** A scene's artwork at card size: rasterized once a build, and only when one of its cards is not cached. */
  const raster = (scene: OgScene, source: Buffer): Promise<Buffer> => {
    let png = rasters.get(scene);
    if (!png) {
      png = sharp(source, { density: 72 }).resize(WIDTH, HEIGHT, { fit: "cover" }).png().toBuffer();
      rasters.set(scene, png);
    }
    return png;
  };
  await mkdir(CACHE_DIR, { recursive: true });
  let index = 0;
  // Two at a time: librsvg rasterizing is the slow part and this machine has two cores.
  await Promise.all(
    [0, 1].map(async () => {
      while (index < cards.length) {
        const card = cards[index++] as Card;
        const text = cardTextSvg(card);
        const source = art.get(card.scene) as Buffer;
        const key = createHash("sha256").update(source).update("\0").update(text).digest("hex").slice(0, 16);
        const cached = join(CACHE_DIR, `${key}.png`);
        if (!existsSync(cached)) {
          const png = await sharp(await raster(card.scene, source))
            .composite([{ input: Buffer.from(text) }])
            .png({ compressionLevel: 9, palette: false })
            .toBuffer();
          await writeFile(cached, png);
        }
        const target = join(clientDir, card.file);
        await mkdir(dirname(target), { recursive: true });
        await copyFile(cached, target);
      }
    }),
  );
  return cards.length;
}
