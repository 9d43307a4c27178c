/**
 * DATA_DIR holds the embedded database and the secrets links are signed with: its owner's alone
 * (docs/decisions/131-restore-exact-and-private.md). PGlite writes its files world-writable (0666) whatever the umask,
 * so the folder is made 0700 and every file in it loses the group's and others' rights: when the server opens it,
 * hourly while it runs, and after a restore.
 */
import { chmod, lstat, mkdir, readdir } from "node:fs/promises";
import { join } from "node:path";

/** Makes `dir` (created if missing) 0700, its folders 0700 and its files without group or other rights. */
export async function tightenDataFolder(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await tighten(dir);
}

async function tighten(path: string): Promise<void> {
  let info;
  try {
    info = await lstat(path);
  } catch (error) {
    // A file PGlite removed meanwhile.
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  // A link is never followed (its target may be anywhere); PGlite makes none.
  if (info.isSymbolicLink()) return;
  if (info.isDirectory()) {
    if ((info.mode & 0o777) !== 0o700) await chmod(path, 0o700);
    const names = await readdir(path).catch(() => [] as string[]);
    for (const name of names) await tighten(join(path, name));
  } else if (info.mode & 0o077) {
    await chmod(path, info.mode & 0o700).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== "ENOENT") throw error;
    });
  }
}
