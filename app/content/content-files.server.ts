import { lstat, readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { postHead, type PostOnDisk } from "./post-numbers.ts";

/**
 * True when a path under root (`content/blog/x.md`), or any folder on the way to it, is a symbolic link. The editor
 * writes, deletes and reads only real files inside content/: a link could lead anywhere on the machine.
 */
export async function passesThroughLink(root: string, path: string): Promise<boolean> {
  const segments = path.split("/");
  for (let end = 1; end <= segments.length; end++) {
    try {
      if ((await lstat(join(root, ...segments.slice(0, end)))).isSymbolicLink()) return true;
    } catch (error) {
      // Nothing there yet: the rest of the path will be made as real folders and files.
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
      throw error;
    }
  }
  return false;
}

/** Every post file in root's content/blog as it is now (drafts too): its number and title, by address. */
export async function postsOnDisk(root: string): Promise<Map<string, PostOnDisk>> {
  const dir = join(root, "content/blog");
  // Files only: a link is never read (the update refuses to write through one).
  const names = (await readdir(dir, { withFileTypes: true }))
    .filter((entry) => entry.isFile() && entry.name.endsWith(".md"))
    .map((entry) => entry.name);
  const heads = await Promise.all(
    names.map(async (name) => postHead(await readFile(join(dir, name), "utf8"))),
  );
  return new Map(names.map((name, index) => [name.slice(0, -3), heads[index]!]));
}
