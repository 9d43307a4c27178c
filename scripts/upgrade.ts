/**
 * `npm run upgrade`: brings this checkout to the newest release (the `main` branch of the `origin` remote, or
 * `npm run upgrade -- REMOTE BRANCH`), merged with everything staff published here, their drafts kept as drafts
 * (docs/decisions/141-upgrades-and-published-content.md). It installs the release's packages when they changed and
 * builds it, so the restart that follows serves it at once; at that start the merged content goes live.
 */
import { spawnSync } from "node:child_process";
import { upgradeCheckout, UpgradeRefused } from "../server/publishing/release.ts";
import { ROOT } from "./lib/build-inputs.ts";

const [remote = "origin", branch = "main"] = process.argv.slice(2);
const step = (command: string, args: string[]) => {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: "inherit" });
  if (result.status !== 0) {
    console.error(
      `\`${[command, ...args].join(" ")}\` failed: the checkout is upgraded, but run it again by hand.`,
    );
    process.exit(1);
  }
};
try {
  const outcome = await upgradeCheckout(ROOT, { remote, branch });
  if (outcome.upToDate) {
    console.log(`Already up to date with ${remote}/${branch} (${outcome.release.slice(0, 7)}).`);
    process.exit(0);
  }
  console.log(
    `Upgraded to ${remote}/${branch} ${outcome.release.slice(0, 7)}, merged with what staff published here.`,
  );
  for (const { file, field } of outcome.kept)
    console.log(`  Both changed ${file} (${field}): the published value was kept.`);
  console.log(
    outcome.drafts
      ? `  ${outcome.drafts} draft file${outcome.drafts === 1 ? "" : "s"} put back, still unpublished.`
      : "  No drafts.",
  );
  for (const { file, field } of outcome.draftsKept)
    console.log(`  A draft and the release both changed ${file} (${field}): the draft was kept.`);
  if (outcome.packagesChanged) step("npm", ["install", "--no-audit", "--no-fund"]);
  step(process.execPath, ["scripts/build.ts"]);
  console.log(
    "Now restart the server (sudo systemctl restart whiskerwalks, or stop npm start and start it again): " +
      "at its start the release goes live together with everything published.",
  );
} catch (error) {
  if (error instanceof UpgradeRefused) {
    console.error(`Not upgraded: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
