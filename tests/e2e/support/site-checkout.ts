import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT, startServer, type ServerProcess } from "../../../scripts/lib/server-process.ts";
import { STAFF_PASSWORD } from "./staff.ts";

export type CheckoutServer = ServerProcess & { root: string; remove(): Promise<void> };

/**
 * The server on a throwaway clone of this repository, so a test that publishes (edits content/, builds, commits)
 * never touches the developer's own checkout. It starts from a copy of this checkout's build, in the clone as a
 * deployment has it, so nothing done here meanwhile changes what it serves; the image pipeline's outputs are copied
 * so a publish only redoes what changed.
 */
export async function startOnCheckout(
  env: Record<string, string> = {},
  /** Runs on the clone before its server starts (to seed its database, say). */
  beforeStart?: (root: string) => Promise<void>,
): Promise<CheckoutServer> {
  const root = mkdtempSync(join(tmpdir(), "ww-site-"));
  execFileSync("git", ["clone", "--quiet", "--no-hardlinks", ROOT, root]);
  symlinkSync(join(ROOT, "node_modules"), join(root, "node_modules"), "dir");
  for (const folder of ["generated", "public/images", "public/brand", "build"])
    cpSync(join(ROOT, folder), join(root, folder), { recursive: true });
  await beforeStart?.(root);
  const server = await startServer(
    {
      BUILD_DIR: join(root, "build"),
      DATA_DIR: join(root, "data"),
      ADMIN_PASSWORD: STAFF_PASSWORD,
      ...env,
    },
    undefined,
    { cwd: root },
  );
  return {
    ...server,
    root,
    async remove() {
      await server.stop();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
