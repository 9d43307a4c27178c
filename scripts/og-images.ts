/**
 * One 1200x630 social card per page and per blog post, drawn from the artwork generator's card design and
 * rasterized with sharp. Cards are cached by the hash of their SVG, so unchanged cards cost nothing.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { copyFile, mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import sharp from "sharp";
import { readContent } from "../app/content/read-content.ts";
import type { OgScene } from "../app/content/schema.ts";
import { ogImageSvg } from "./artwork/og.ts";
import { ROOT } from "./lib/build-inputs.ts";

const CACHE_DIR = join(ROOT, "node_modules/.cache/og-images");

type Card = { file: string; title: string; eyebrow: string; scene: OgScene };

export async function buildSocialCards(clientDir: string): Promise<number> {
  const content = readContent(ROOT);
  const cards: Card[] = [
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
  ];
  await mkdir(CACHE_DIR, { recursive: true });
  let index = 0;
  // Two at a time: librsvg rasterizing is the slow part and this machine has two cores.
  await Promise.all(
    [0, 1].map(async () => {
      while (index < cards.length) {
        const card = cards[index++] as Card;
        const svg = ogImageSvg({ title: card.title, eyebrow: card.eyebrow, scene: card.scene });
        const cached = join(CACHE_DIR, `${createHash("sha256").update(svg).digest("hex").slice(0, 16)}.png`);
        if (!existsSync(cached)) {
          const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: false }).toBuffer();
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
