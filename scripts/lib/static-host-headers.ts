import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { contentSecurityPolicy, SECURITY_HEADERS } from "../../server/content-security-policy.ts";

/**
 * The same headers our server sends, in the `_headers` format Netlify and Cloudflare Pages read, so a static deploy
 * of build/client keeps the security policy (with each page's own script hashes) and the long caching of assets.
 */
export function staticHostHeaders(clientDir: string): string {
  const env = globalThis.__PUBLIC_ENV__;
  if (!env) throw new Error("Site settings are not loaded.");
  const lines = ["# Generated at build time from server/content-security-policy.ts.", "/*"];
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) lines.push(`  ${name}: ${value}`);
  lines.push("/assets/*", "  Cache-Control: public, max-age=31536000, immutable");
  lines.push("/images/*", "  Cache-Control: public, max-age=31536000, immutable");
  const pages = readdirSync(clientDir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name === "index.html")
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  for (const file of pages) {
    const folder = relative(clientDir, join(file, "..")).split(sep).join("/");
    const path = folder ? `/${folder}` : "/";
    lines.push(path, `  Content-Security-Policy: ${contentSecurityPolicy(readFileSync(file, "utf8"), env)}`);
  }
  return `${lines.join("\n")}\n`;
}
