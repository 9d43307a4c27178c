/**
 * One 1200x630 social card per page and per blog post, drawn from the artwork generator's card design and
 * rasterized with sharp. Cards are cached by the hash of their SVG, so unchanged cards cost nothing.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { copyFile, mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import sharp from "sharp";
import { parse as parseYaml } from "yaml";
import { pageKeys, pages, type OgScene } from "../content/data/pages.ts";
import { ogImageSvg } from "../tools/artwork/og.ts";
import { ROOT } from "./lib/build-inputs.ts";

const CACHE_DIR = join(ROOT, "node_modules/.cache/og-images");

type Card = { file: string; title: string; eyebrow: string; scene: OgScene };

async function blogCards(): Promise<Card[]> {
  const dir = join(ROOT, "content/blog");
  const cards: Card[] = [];
  for (const name of (await readdir(dir)).filter((file) => file.endsWith(".md")).sort()) {
    const raw = await readFile(join(dir, name), "utf8");
    const head = /^---\r?\n([\s\S]*?)\r?\n---/.exec(raw)?.[1] ?? "";
    const meta = parseYaml(head) as { title: string; category: string };
    cards.push({
      file: `og/blog/${name.replace(/\.md$/, "")}.png`,
      title: meta.title,
      eyebrow: `Blog · ${meta.category}`,
      scene: "blog",
    });
  }
  return cards;
}

export async function buildSocialCards(clientDir: string): Promise<number> {
  const cards: Card[] = [
    ...pageKeys.map((key) => ({
      file: `og/${key}.png`,
      title: pages[key].og.headline,
      eyebrow: pages[key].og.eyebrow,
      scene: pages[key].og.scene,
    })),
    ...(await blogCards()),
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
