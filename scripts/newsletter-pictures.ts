/**
 * The pictures of the newsletter's letters (content/newsletter/pictures, uploaded in the editor) into the build, at
 * /newsletter/pictures/<name>: the e-mails and the archive's pages link them there by their absolute address on
 * PUBLIC_SITE_URL. Mail programs take JPEG, PNG and GIF, not AVIF or WebP, so each keeps its format, made at most 1200
 * pixels wide (twice the e-mail's column).
 */
import { existsSync } from "node:fs";
import { copyFile, mkdir, readdir } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { ISSUE_PICTURE_FOLDER } from "../app/features/newsletter/issue.ts";
import { contentRoot } from "../app/content/read-content.ts";

const MAX_WIDTH = 1200;

export async function buildNewsletterPictures(clientDir: string): Promise<number> {
  // The version of the content being built (CONTENT_ROOT), like every other picture.
  const source = join(contentRoot(), ISSUE_PICTURE_FOLDER);
  if (!existsSync(source)) return 0;
  const target = join(clientDir, "newsletter/pictures");
  await mkdir(target, { recursive: true });
  const names = (await readdir(source)).filter((name) => /\.(png|jpe?g|gif)$/i.test(name));
  for (const name of names) {
    const from = join(source, name);
    const { width = 0 } = await sharp(from).metadata();
    if (width <= MAX_WIDTH || name.toLowerCase().endsWith(".gif")) await copyFile(from, join(target, name));
    else await sharp(from).resize(MAX_WIDTH).toFile(join(target, name));
  }
  return names.length;
}
