import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT, startServer, type ServerProcess } from "../../../scripts/lib/server-process.ts";
import { STAFF_PASSWORD } from "./staff.ts";

export type CheckoutServer = ServerProcess & {
  root: string;
  /** The settings it started with. */
  env: Record<string, string>;
  /** Kills it at once (kill -9): no request finishes, nothing is closed. */
  kill(): Promise<void>;
  /** Starts a server again on the same checkout and data, with these settings instead (its own are gone). */
  restart(env?: Record<string, string>): Promise<CheckoutServer>;
  /** Stops it and deletes the checkout. */
  remove(): Promise<void>;
};

/**
 * A clone of this repository's commits in a temporary folder, with this checkout's node_modules: where a test runs an
 * operator's script that works on its checkout (a restore resets content/), so the developer's own is never touched.
 */
export function cloneRepository(): string {
  const root = mkdtempSync(join(tmpdir(), "ww-site-"));
  execFileSync("git", ["clone", "--quiet", "--no-hardlinks", ROOT, root]);
  symlinkSync(join(ROOT, "node_modules"), join(root, "node_modules"), "dir");
  return root;
}

/** A clone of this repository in a temporary folder, as a deployment has it, with this checkout's outputs. */
export function cloneSite(): string {
  const root = cloneRepository();
  // The image pipeline's and the fonts' outputs, so a build there only redoes what changed; and the build.
  for (const folder of ["generated", "public/images", "public/brand", "build"])
    cpSync(join(ROOT, folder), join(root, folder), { recursive: true });
  return root;
}

/** The server of a checkout, started the way a deployment starts it (its own server/index.ts, in its folder). */
export async function startInCheckout(
  root: string,
  env: Record<string, string> = {},
): Promise<CheckoutServer> {
  const settings = {
    BUILD_DIR: join(root, "build"),
    DATA_DIR: join(root, "data"),
    BACKUP_DIR: join(root, "backups"),
    ADMIN_PASSWORD: STAFF_PASSWORD,
    ...env,
  };
  const server = await startServer(settings, undefined, { cwd: root });
  return {
    ...server,
    root,
    env: settings,
    async kill() {
      if (server.child.exitCode !== null || server.child.signalCode !== null) return;
      const exited = new Promise((resolve) => server.child.once("exit", resolve));
      server.child.kill("SIGKILL");
      await exited;
    },
    restart: (next = {}) => startInCheckout(root, { ...settingsWithout(settings, env), ...next }),
    async remove() {
      await server.stop();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** A checkout's base settings, without the extra ones a start was given (a restart gives its own). */
function settingsWithout(settings: Record<string, string>, extra: Record<string, string>) {
  return Object.fromEntries(
    Object.entries(settings).filter(([key]) => !(key in extra) || key === "DATABASE_URL"),
  );
}

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
  const root = cloneSite();
  await beforeStart?.(root);
  return startInCheckout(root, env);
}
