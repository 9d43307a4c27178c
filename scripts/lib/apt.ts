import { execFileSync, spawnSync } from "node:child_process";

/** Installs Debian packages for a tool the tests need, when we are root on a machine with apt; false otherwise. */
export function installDebianPackages(packages: string[], what: string): boolean {
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || spawnSync("which", ["apt-get"]).status !== 0) return false;
  console.log(`${what} is missing: installing Debian's ${packages.join(" ")} (apt-get).`);
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
  execFileSync("apt-get", ["install", "-y", "-qq", ...packages], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  return true;
}
