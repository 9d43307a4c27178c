/**
 * Which picture a file under content/images is. A picture is its path without the extension
 * (`heroes/about.svg` is `heroes/about`); a photo uploaded in the editor to replace it sits in a folder of that name
 * (`heroes/about/photo.jpg`, where Keystatic puts a picture description's image field) and is `heroes/about` too,
 * taking the artwork's place everywhere. Shared by the content reader and the image pipeline.
 */
export const PICTURE_FILE = /\.(svg|png|jpe?g|webp|avif)$/i;
const PHOTO_FILE = /\/photo\.(png|jpe?g|webp|avif)$/i;

/** True for a photo uploaded to replace a picture. */
export const isReplacementPhoto = (path: string) => PHOTO_FILE.test(path.split("\\").join("/"));

/** The picture a file is (a path relative to content/images, with / or \ between folders). */
export function pictureNameOf(path: string): string {
  const name = path.split("\\").join("/");
  return isReplacementPhoto(name) ? name.replace(PHOTO_FILE, "") : name.replace(PICTURE_FILE, "");
}

/** The files that make the pictures: a replacement photo wins over the artwork of the same picture. */
export function pictureSources(paths: readonly string[]): string[] {
  const replaced = new Set(paths.filter(isReplacementPhoto).map(pictureNameOf));
  return paths.filter(
    (path) => PICTURE_FILE.test(path) && (isReplacementPhoto(path) || !replaced.has(pictureNameOf(path))),
  );
}
