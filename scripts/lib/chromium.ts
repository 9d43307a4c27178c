import { existsSync } from "node:fs";
import { installDebianPackages } from "./apt.ts";

const CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

/** The flags Chromium needs on this kind of machine: no sandbox as root, and no calls home (the network is closed). */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

export function findChromium(): string | null {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return CANDIDATES.find((path) => existsSync(path)) ?? null;
}

/** Finds the system Chromium, installing Debian's package when we are root and it is missing. */
export function ensureChromium(): string {
  const found = findChromium();
  if (found) return found;
  if (installDebianPackages(["chromium", "fonts-liberation"], "Chromium")) {
    const installed = findChromium();
    if (installed) return installed;
  }
  throw new Error(
    "The end-to-end tests need Chromium and none was found. On Debian or Ubuntu run `sudo apt-get install -y chromium`, " +
      "or set CHROME_PATH to a Chromium or Chrome binary.",
  );
}
