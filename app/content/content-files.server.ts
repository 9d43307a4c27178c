import { lstat } from "node:fs/promises";
import { join } from "node:path";

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
