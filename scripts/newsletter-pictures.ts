/**
 * The newsletter's pictures into the build. The letters' own pictures (content/newsletter/pictures, uploaded in the
 * editor) at /newsletter/pictures/<name> for the archive's pages, at most 1200 pixels wide, each in its format. Then
 * what the e-mails link (app/features/newsletter/mail-pictures.ts, docs/decisions/143): every picture an issue can
 * show (the letters' pictures, the featured posts' header pictures, the logo) at most twice its shown width and at
 * most 100 KB, as JPEG, which every mail program shows (the logo as a small PNG, to keep its clear edges). A post's
 * picture is its own header picture from content/images (a photo uploaded to replace it wins, as on the site), not
 * its social card, whose words are baked in for link previews (decision 143).
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { copyFile, mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import sharp from "sharp";
import { ISSUE_PICTURE_FOLDER, ISSUE_PICTURE_PATH } from "../app/features/newsletter/issue.ts";
import {
  COLUMN_WIDTH,
  LOGO_WIDTH,
  MAIL_PICTURE_BYTES,
  mailLetterName,
  mailLetterPicture,
  mailLogo,
  mailPostPicture,
} from "../app/features/newsletter/mail-pictures.ts";
import { pictureFilesByName } from "../app/content/picture-library.server.ts";
import { contentRoot, readContent } from "../app/content/read-content.ts";
import { ROOT } from "./lib/build-inputs.ts";

const MAX_WIDTH = 1200;
/** Mail pictures made before, by their source's hash and width: an unchanged picture is not encoded again. */
const CACHE_DIR = join(ROOT, "node_modules/.cache/newsletter-mail");
/** The e-mail's card, behind every picture but the logo: a picture's transparent parts become it. */
const CARD = "#FFFFFF";

/**
 * A picture for mail: at most `width` wide (twice its shown width; never enlarged), as JPEG under MAIL_PICTURE_BYTES.
 * The quality steps down until it fits, then the width, so a busy photo still fits.
 */
export async function mailJpeg(source: Buffer, width: number): Promise<Buffer> {
  const cached = join(
    CACHE_DIR,
    `${createHash("sha256").update(source).digest("hex").slice(0, 24)}-${width}.jpg`,
  );
  if (existsSync(cached)) return readFile(cached);
  const jpeg = await encodeMailJpeg(await drawn(source, width), width);
  await mkdir(CACHE_DIR, { recursive: true });
  await writeFile(cached, jpeg);
  return jpeg;
}

/** A drawing (SVG, the posts' artwork) as pixels at least `width` wide; any other picture as it is. */
async function drawn(source: Buffer, width: number): Promise<Buffer> {
  const { format, width: own = width } = await sharp(source).metadata();
  if (format !== "svg") return source;
  return sharp(source, { density: Math.max(72, (72 * width) / own) })
    .png()
    .toBuffer();
}

async function encodeMailJpeg(source: Buffer, width: number): Promise<Buffer> {
  const { width: own = width } = await sharp(source).metadata();
  let target = Math.min(own, width);
  for (;;) {
    const resized = await sharp(source, { animated: false })
      .resize({ width: target, withoutEnlargement: true })
      .flatten({ background: CARD })
      .toBuffer();
    for (const quality of [82, 74, 66, 58, 50]) {
      const jpeg = await sharp(resized).jpeg({ quality, mozjpeg: true, progressive: true }).toBuffer();
      if (jpeg.length <= MAIL_PICTURE_BYTES) return jpeg;
    }
    target = Math.round(target * 0.8);
  }
}

/** A GIF stays a GIF (it may move) when it already fits; otherwise its first frame is made a JPEG. */
async function mailGif(source: Buffer, width: number): Promise<Buffer> {
  const { width: own = 0 } = await sharp(source).metadata();
  if (own <= width && source.length <= MAIL_PICTURE_BYTES) return source;
  const smaller = await sharp(source, { animated: true })
    .resize({ width, withoutEnlargement: true })
    .gif()
    .toBuffer();
  return smaller.length <= MAIL_PICTURE_BYTES ? smaller : mailJpeg(source, width);
}

async function write(clientDir: string, path: string, bytes: Buffer) {
  const file = join(clientDir, path);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, bytes);
}

/** The mail-sized pictures: the logo, every post's header picture (any may be featured), every letter's picture. */
async function buildMailPictures(
  clientDir: string,
  letterPictures: string[],
  source: string,
  root: string,
  posts: PostPictures,
) {
  const logo = await sharp(await readFile(join(root, "content/images/brand/logo.svg")), {
    density: 300,
  })
    .resize({ width: LOGO_WIDTH * 2 })
    .png({ palette: true, compressionLevel: 9 })
    .toBuffer();
  await write(clientDir, mailLogo(), logo);
  const files = await pictureFilesByName(root);
  const jobs: (() => Promise<void>)[] = [];
  for (const { meta } of posts) {
    const file = files.get(meta.image);
    if (file)
      jobs.push(async () => {
        const picture = await readFile(join(root, "content/images", file));
        await write(clientDir, mailPostPicture(meta.slug), await mailJpeg(picture, COLUMN_WIDTH * 2));
      });
  }
  for (const name of letterPictures)
    jobs.push(async () => {
      const picture = await readFile(join(source, name));
      const path = mailLetterPicture(`${ISSUE_PICTURE_PATH}${name}`);
      const gif = mailLetterName(name).endsWith(".gif");
      await write(
        clientDir,
        path,
        gif ? await mailGif(picture, COLUMN_WIDTH * 2) : await mailJpeg(picture, COLUMN_WIDTH * 2),
      );
    });
  // Two at a time: this machine has two cores.
  await Promise.all(
    [0, 1].map(async () => {
      for (let job = jobs.shift(); job; job = jobs.shift()) await job();
    }),
  );
}

/** The posts a letter can feature (the content's), each with its header picture's name (its `image`). */
type PostPictures = readonly { meta: { slug: string; image: string } }[];

export async function buildNewsletterPictures(
  clientDir: string,
  root = contentRoot(),
  posts: PostPictures = readContent(root).posts,
): Promise<number> {
  // The version of the content being built (CONTENT_ROOT, or as given), like every other picture.
  const source = join(root, ISSUE_PICTURE_FOLDER);
  const names = existsSync(source)
    ? (await readdir(source)).filter((name) => /\.(png|jpe?g|gif)$/i.test(name))
    : [];
  const target = join(clientDir, "newsletter/pictures");
  await mkdir(target, { recursive: true });
  for (const name of names) {
    const from = join(source, name);
    const { width = 0 } = await sharp(from).metadata();
    if (width <= MAX_WIDTH || name.toLowerCase().endsWith(".gif")) await copyFile(from, join(target, name));
    else await sharp(from).resize(MAX_WIDTH).toFile(join(target, name));
  }
  await buildMailPictures(clientDir, names, source, root, posts);
  return names.length;
}
