import { existsSync } from "node:fs";
import { installDebianPackages } from "./apt.ts";

const CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];
/**
 * Chromium's headless shell: the same engine without the desktop browser around it. It opens a context and a page in
 * about a third of the time and loads a page in about two thirds, so the end-to-end tests run in about three
 * quarters of the time on two cores (docs/decisions/192-tests-in-the-headless-shell.md). Debian packages it as `chromium-headless-shell`.
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

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

/** The full Chromium, for the audits, whose figures are a visitor's browser's (CHROME_PATH chooses another). */
export function findChromium(): string | null {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return CANDIDATES.find((path) => existsSync(path)) ?? null;
}

/** The browser the end-to-end tests drive: E2E_CHROME_PATH, else the headless shell, else the full Chromium. */
export function findTestChromium(): string | null {
  const fromEnv = process.env.E2E_CHROME_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : findChromium();
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

/**
 * The end-to-end tests' browser: the headless shell, installed when we are root and it is missing. Where it cannot be
 * had, the full Chromium runs the same tests, only slower.
 */
export function ensureTestChromium(): string {
  if (!process.env.E2E_CHROME_PATH && !existsSync(HEADLESS_SHELL)) {
    try {
      installDebianPackages(["chromium-headless-shell", "fonts-liberation"], "Chromium's headless shell");
    } catch (error) {
      console.log(
        `Chromium's headless shell could not be installed; the tests use the full Chromium. ${String(error)}`,
      );
    }
  }
  return findTestChromium() ?? ensureChromium();
}
