/**
 * The site's pictures as the content editor's media library shows them (issue 26): every picture in content/images
 * that a post may show, with its one description; a new one uploaded with its description; and each picture's file,
 * for the editor's thumbnails (published or not). Uploads become content like any other: a photo and its description
 * beside it (content/images/blog/<name>.jpg and .yaml), made into responsive sizes by the image pipeline when the
 * site is next built, and live once published.
 */
import { constants } from "node:fs";
import { mkdir, open, readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { parse, stringify } from "yaml";
import { passesThroughLink } from "./content-files.server.ts";
import { PICTURE_FILE, pictureNameOf, pictureSources } from "./picture-files.ts";

const IMAGES = "content/images";
/** Pictures that are not a post's to show: press wordmarks, reel posters, social-card artwork, brand files. */
const NOT_FOR_POSTS = new Set(["press", "reels", "social", "brand"]);
/** Where uploads go: a post's pictures live with the posts'. */
export const UPLOAD_FOLDERS = ["blog"] as const;
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number];

/** The photos the editor takes, as the browser names their types, with the extension each is stored with. */
export const UPLOAD_TYPES: Record<string, "jpg" | "png" | "webp"> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
};
/** A phone's photo is 2-12 MB. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
/** Posts show pictures up to 800 pixels across on a laptop (1,200 on a sharp screen); less looks blurred. */
export const MIN_UPLOAD_WIDTH = 800;
/** A description says what the picture shows in a sentence or two. */
export const MAX_DESCRIPTION = 400;

export type LibraryPicture = { name: string; alt: string };

/** Something about an upload the editor tells staff, with its status. */
export class PictureProblem extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

const PICTURE_NAME = /^[a-z0-9-]+(?:\/[a-z0-9-]+)+$/;

async function imageFiles(root: string): Promise<string[]> {
  const entries = await readdir(join(root, IMAGES), { recursive: true, encoding: "utf8" });
  return entries.map((name) => name.split("\\").join("/"));
}

/**
 * Each picture of content/images by name ("blog/bodega-cats"), as the file it is drawn from, under content/images:
 * its replacement photo if staff uploaded one, else the picture itself. None when there is no content/images.
 */
export async function pictureFilesByName(root: string): Promise<Map<string, string>> {
  const files = await imageFiles(root).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  const byName = new Map<string, string>();
  for (const file of pictureSources(files))
    if (!byName.has(pictureNameOf(file))) byName.set(pictureNameOf(file), file);
  return byName;
}

/** Every picture a post may show, newest folder first (the blog's own), each with its description. */
export async function listPictures(root: string): Promise<LibraryPicture[]> {
  const files = await imageFiles(root);
  const names = [...new Set(pictureSources(files).map(pictureNameOf))].filter(
    (name) => !NOT_FOR_POSTS.has(name.split("/")[0] ?? ""),
  );
  const pictures = await Promise.all(
    names.map(async (name) => {
      const description = await readFile(join(root, IMAGES, `${name}.yaml`), "utf8").catch(() => "");
      const alt = (parse(description) as { alt?: unknown } | null)?.alt;
      return { name, alt: typeof alt === "string" ? alt : "" };
    }),
  );
  const blogFirst = (name: string) => (name.startsWith("blog/") ? 0 : 1);
  return pictures.sort((a, b) => blogFirst(a.name) - blogFirst(b.name) || a.name.localeCompare(b.name));
}

/** The file a picture is drawn from: its replacement photo if staff uploaded one, else the picture itself. */
async function sourceOf(root: string, name: string): Promise<string | null> {
  if (!PICTURE_NAME.test(name)) return null;
  const source = (await pictureFilesByName(root)).get(name);
  if (!source || (await passesThroughLink(root, `${IMAGES}/${source}`))) return null;
  return `${IMAGES}/${source}`;
}

/** A picture's file for the editor's thumbnails: a drawing as it is, a photo shrunk to 480 pixels across. */
export async function pictureThumbnail(
  root: string,
  name: string,
): Promise<{ body: Buffer; type: string } | null> {
  const source = await sourceOf(root, name);
  if (!source) return null;
  const bytes = await readFile(join(root, source));
  if (source.endsWith(".svg")) return { body: bytes, type: "image/svg+xml" };
  const body = await sharp(bytes)
    .autoOrient()
    .resize({ width: 480, withoutEnlargement: true })
    .webp()
    .toBuffer();
  return { body, type: "image/webp" };
}

const slugOf = (text: string, words: number) =>
  text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .split(" ")
    .filter(Boolean)
    .slice(0, words)
    .join("-")
    .slice(0, 60)
    .replace(/-+$/, "");

/** A camera's or phone's own file name says nothing: IMG_2041, DSC00012, PXL_2026..., 20261125_141502. */
const CAMERA_NAME =
  /^(?:img|dsc|dscn|dcim|pxl|photo|image|screenshot|screen-shot|whatsapp-image)?[-\d]*(?:at[-\d]*)?$/;

/**
 * A new picture's name: the file's name when it says something ("harbor-cat.jpg" → "harbor-cat"), else the
 * description's first words ("IMG_2041.JPG", "A ginger cat asleep on a rope..." → "a-ginger-cat-asleep-on-a").
 */
export function pictureSlug(fileName: string, description: string): string {
  const fromFile = slugOf(fileName.replace(PICTURE_FILE, ""), 8);
  if (fromFile && !CAMERA_NAME.test(fromFile)) return fromFile;
  return slugOf(description, 6) || fromFile || "picture";
}

/** A new file's bytes, written only where nothing is (never through a link, never over another file). */
async function writeNew(path: string, bytes: Buffer | string) {
  const file = await open(
    path,
    constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW,
    0o644,
  );
  try {
    await file.writeFile(bytes);
  } finally {
    await file.close();
  }
}

/**
 * A new picture for posts: checked (a JPEG, PNG or WebP photo at least 800 pixels across, with its description),
 * turned upright and stripped of its camera data (a phone's photo carries where it was taken), and stored with its
 * description beside it under a name made from the file's. Published with the next publish.
 */
export async function addPicture(
  root: string,
  upload: { folder: string; fileName: string; type: string; bytes: Buffer; description: string },
): Promise<LibraryPicture> {
  const folder = UPLOAD_FOLDERS.find((each) => each === upload.folder);
  if (!folder) throw new PictureProblem(400, "Pictures are uploaded for blog posts only.");
  const alt = upload.description.replace(/\s+/g, " ").trim();
  if (!alt)
    throw new PictureProblem(
      400,
      "Describe the picture before you upload it: say what it shows, for people who cannot see it.",
    );
  if (alt.length > MAX_DESCRIPTION)
    throw new PictureProblem(400, `Keep the description under ${MAX_DESCRIPTION} characters.`);
  if (alt.includes("\0")) throw new PictureProblem(400, "The description contains a NUL character.");
  const extension = UPLOAD_TYPES[upload.type];
  if (!extension) throw new PictureProblem(415, "Upload a photo as a JPEG, PNG or WebP file.");
  if (upload.bytes.length > MAX_UPLOAD_BYTES)
    throw new PictureProblem(
      413,
      `That photo is too large: the limit is ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`,
    );
  let width: number;
  let format: string | undefined;
  try {
    const metadata = await sharp(upload.bytes).metadata();
    width = metadata.autoOrient.width;
    format = metadata.format;
  } catch {
    throw new PictureProblem(400, "That file is not a photo this site can read: upload a JPEG, PNG or WebP.");
  }
  if (UPLOAD_TYPES[`image/${format === "jpg" ? "jpeg" : format}`] !== extension)
    throw new PictureProblem(
      400,
      "That file is not the kind of photo its name says: upload a JPEG, PNG or WebP.",
    );
  if (width < MIN_UPLOAD_WIDTH)
    throw new PictureProblem(
      400,
      `That photo is ${width} pixels wide; posts need at least ${MIN_UPLOAD_WIDTH} so it looks sharp on a laptop.`,
    );
  const image = sharp(upload.bytes).autoOrient();
  const bytes = await (
    extension === "jpg"
      ? image.jpeg({ quality: 90 })
      : extension === "png"
        ? image.png()
        : image.webp({ quality: 90 })
  ).toBuffer();

  const dir = `${IMAGES}/${folder}`;
  if (await passesThroughLink(root, dir))
    throw new PictureProblem(400, `${dir} is a link: nothing is written there.`);
  await mkdir(join(root, dir), { recursive: true });
  const taken = new Set((await imageFiles(root)).map((file) => file.replace(/\.[a-z0-9]+$/i, "")));
  const base = pictureSlug(upload.fileName, alt);
  for (let n = 1; n < 1000; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (taken.has(`${folder}/${slug}`)) continue;
    try {
      await writeNew(join(root, dir, `${slug}.yaml`), stringify({ alt }));
    } catch (error) {
      // Another upload took the name a moment ago.
      if ((error as NodeJS.ErrnoException).code === "EEXIST") continue;
      throw error;
    }
    await writeNew(join(root, dir, `${slug}.${extension}`), bytes);
    return { name: `${folder}/${slug}`, alt };
  }
  throw new PictureProblem(
    409,
    "There are too many pictures with that name: rename the file and upload it again.",
  );
}
