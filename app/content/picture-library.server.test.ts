import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { addPicture, listPictures, pictureSlug, pictureThumbnail } from "./picture-library.server.ts";

let root: string;
const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#c8553d" } })
    .withMetadata({ exif: { IFD0: { Make: "Phone", Model: "Pocket" } } })
    .jpeg()
    .toBuffer();
const upload = async (overrides: Partial<Parameters<typeof addPicture>[1]> = {}) =>
  addPicture(root, {
    folder: "blog",
    fileName: "harbor-cat.jpg",
    type: "image/jpeg",
    bytes: await photo(1000, 700),
    description: "A ginger cat asleep on a coil of rope.",
    ...overrides,
  });

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "ww-pictures-"));
  mkdirSync(join(root, "content/images/gallery"), { recursive: true });
  writeFileSync(join(root, "content/images/gallery/ferry.svg"), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(root, "content/images/gallery/ferry.yaml"), "alt: A cat on the ferry.\n");
  mkdirSync(join(root, "content/images/social"));
  writeFileSync(join(root, "content/images/social/home.svg"), "<svg/>");
  writeFileSync(join(root, "content/images/social/home.yaml"), "alt: Card.\n");
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("the editor's picture library", () => {
  it("lists the pictures a post may show, with their descriptions, and not the social cards", async () => {
    expect(await listPictures(root)).toEqual([{ name: "gallery/ferry", alt: "A cat on the ferry." }]);
  });

  it("stores an upload with its description beside it, upright and without the camera's data", async () => {
    expect(await upload()).toEqual({
      name: "blog/harbor-cat",
      alt: "A ginger cat asleep on a coil of rope.",
    });
    expect(readFileSync(join(root, "content/images/blog/harbor-cat.yaml"), "utf8")).toBe(
      "alt: A ginger cat asleep on a coil of rope.\n",
    );
    const stored = await sharp(readFileSync(join(root, "content/images/blog/harbor-cat.jpg"))).metadata();
    expect(stored.width).toBe(1000);
    expect(stored.exif).toBeUndefined();
    // The same name again gets the next free one; the library lists both, the blog's first.
    expect((await upload()).name).toBe("blog/harbor-cat-2");
    expect((await listPictures(root)).map((picture) => picture.name)).toEqual([
      "blog/harbor-cat",
      "blog/harbor-cat-2",
      "gallery/ferry",
    ]);
    expect((await pictureThumbnail(root, "blog/harbor-cat"))?.type).toBe("image/webp");
    expect((await pictureThumbnail(root, "gallery/ferry"))?.type).toBe("image/svg+xml");
    expect(await pictureThumbnail(root, "../../etc/passwd")).toBeNull();
  });

  it("refuses an upload without a description, of another kind, too narrow, or into another folder", async () => {
    await expect(upload({ description: "  " })).rejects.toThrow(/Describe the picture before you upload it/);
    await expect(upload({ type: "image/svg+xml" })).rejects.toThrow(/JPEG, PNG or WebP/);
    await expect(upload({ type: "image/png" })).rejects.toThrow(/not the kind of photo its name says/);
    await expect(upload({ bytes: Buffer.from("not a photo") })).rejects.toThrow(
      /not a photo this site can read/,
    );
    await expect(upload({ bytes: await photo(600, 400) })).rejects.toThrow(/600 pixels wide/);
    await expect(upload({ folder: "../settings" })).rejects.toThrow(/blog posts only/);
    expect(await listPictures(root)).toHaveLength(1);
  });

  it("never writes through a link", async () => {
    mkdirSync(join(root, "elsewhere"));
    symlinkSync(join(root, "elsewhere"), join(root, "content/images/blog"));
    await expect(upload()).rejects.toThrow(/is a link/);
  });

  it("names a picture by its file, or by its description when the file name is a camera's", () => {
    const description = "A ginger cat asleep on a coil of rope at the pier.";
    expect(pictureSlug("harbor-cat.jpg", description)).toBe("harbor-cat");
    expect(pictureSlug("Red Hook Pier (2).JPEG", description)).toBe("red-hook-pier-2");
    for (const camera of ["IMG_2041.JPG", "20261125_141502.jpg", "PXL_20261125_141502123.jpg"])
      expect(pictureSlug(camera, description), camera).toBe("a-ginger-cat-asleep-on-a");
  });
});
