/**
 * A throwaway site checkout for the publishing tests (issue 36): the real content/ in a git repository of its own, with
 * a stand-in for scripts/build.ts that takes milliseconds instead of a minute. The stand-in reads the tour price from
 * the content it is given (CONTENT_ROOT) and writes a "build" with that price and the stamp a real build writes, so
 * the publisher, the live site and the start-up find, keep and serve it as they do a real one. Content whose price is
 * 99 fails to build. With STAND_IN_BUILD_WAITS=1 in the environment it says it is building ("building" in the
 * checkout) and waits for the test to let it finish ("release"), so a test can act while a build runs.
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const BUILD_INPUTS = join(import.meta.dirname, "../../scripts/lib/build-inputs.ts");
export const TOURS = "content/settings/tours.yaml";

const STAND_IN_BUILD = `
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { codeFingerprint, contentFingerprint } from ${JSON.stringify(BUILD_INPUTS)};
const contentRoot = process.env.CONTENT_ROOT || process.cwd();
const price = /^price: (\\d+)/m.exec(readFileSync(join(contentRoot, "content/settings/tours.yaml"), "utf8"))[1];
const stamp = { code: codeFingerprint(process.cwd()), content: contentFingerprint(contentRoot) };
if (process.env.STAND_IN_BUILD_WAITS === "1") {
  writeFileSync("building", "");
  while (!existsSync("release")) await new Promise((resolve) => setTimeout(resolve, 20));
  rmSync("release");
}
if (price === "99") { console.error("The build broke on purpose."); process.exit(1); }
mkdirSync(join(process.env.BUILD_DIR, "client"), { recursive: true });
mkdirSync(join(process.env.BUILD_DIR, "server"), { recursive: true });
writeFileSync(join(process.env.BUILD_DIR, "server/index.js"), "");
writeFileSync(join(process.env.BUILD_DIR, "price.txt"), price + (process.env.PREVIEW_BUILD ? " (preview)" : ""));
writeFileSync(join(process.env.BUILD_DIR, ".build-hash"), JSON.stringify(stamp));
`;

/** A new checkout in a temporary folder: content/ as it is in this repository, committed, and the stand-in build. */
export function standInCheckout(): string {
  const root = mkdtempSync(join(tmpdir(), "ww-publisher-"));
  cpSync(join(import.meta.dirname, "../../content"), join(root, "content"), { recursive: true });
  mkdirSync(join(root, "scripts"));
  writeFileSync(join(root, "scripts/build.ts"), STAND_IN_BUILD);
  writeFileSync(join(root, ".gitignore"), ".publish/\nbuild/\nbuilding\nrelease\ndata/\n");
  const git = (...args: string[]) => execFileSync("git", args, { cwd: root });
  git("init", "--quiet");
  git("add", "--all");
  git("-c", "user.name=Test", "-c", "user.email=test@example.com", "commit", "--quiet", "-m", "Start");
  return root;
}

/** Saves a tour price in the checkout's content/, as the editor does. */
export function setPrice(root: string, price: number) {
  const path = join(root, TOURS);
  writeFileSync(path, readFileSync(path, "utf8").replace(/^price: \d+/m, `price: ${price}`));
}

/** The tour price in a content file's text. */
export const priceIn = (text: string) => /^price: (\d+)/m.exec(text)?.[1];

/** The tour price saved in the checkout (the drafts). */
export const savedPrice = (root: string) => Number(priceIn(readFileSync(join(root, TOURS), "utf8")));

/** The price a stand-in build shows ("45", or "45 (preview)"). */
export const builtPrice = (dir: string | null | undefined) => readFileSync(join(dir!, "price.txt"), "utf8");
