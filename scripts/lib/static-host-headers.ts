import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import {
  contentSecurityPolicy,
  HSTS,
  SECURITY_HEADERS,
  SVG_POLICY,
} from "../../server/content-security-policy.ts";

/** The folders that hold only pictures: one rule each gives every SVG in them the SVG policy. */
const PICTURE_FOLDERS = ["images", "brand"];
/** A picture, or its precompressed copy (scripts/lib/precompress.ts). */
const PICTURE = /\.(svg|png|jpe?g|webp|avif|ico|gif)(\.br|\.gz)?$/i;

/**
 * The same headers our server sends, in the `_headers` format Netlify and Cloudflare Pages read, so a static deploy
 * of build/client keeps the security policy (with each page's own script hashes) and the long caching of assets.
 */
export function staticHostHeaders(clientDir: string, env = globalThis.__PUBLIC_ENV__): string {
  if (!env) throw new Error("Site settings are not loaded.");
  const lines = ["# Generated at build time from server/content-security-policy.ts.", "/*"];
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) lines.push(`  ${name}: ${value}`);
  // Static hosts serve over HTTPS (a browser ignores the header over HTTP).
  lines.push(`  Strict-Transport-Security: ${HSTS}`);
  lines.push("/assets/*", "  Cache-Control: public, max-age=31536000, immutable");
  lines.push("/images/*", "  Cache-Control: public, max-age=31536000, immutable");
  const files = readdirSync(clientDir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(clientDir, join(entry.parentPath, entry.name)).split(sep).join("/"))
    .sort();
  // An SVG opened on its own is a document: the same sandboxing policy the server sends (server/app.ts). A picture
  // folder gets one rule (a static host allows a hundred); an SVG anywhere else gets its own.
  for (const folder of PICTURE_FOLDERS) {
    const inside = files.filter((file) => file.startsWith(`${folder}/`));
    const other = inside.find((file) => !PICTURE.test(file));
    if (other) throw new Error(`${other} is not a picture, but ${folder}/ gets the pictures' headers.`);
    if (inside.length) lines.push(`/${folder}/*`, `  Content-Security-Policy: ${SVG_POLICY}`);
  }
  for (const file of files) {
    if (!file.endsWith(".svg") || PICTURE_FOLDERS.some((folder) => file.startsWith(`${folder}/`))) continue;
    lines.push(`/${file}`, `  Content-Security-Policy: ${SVG_POLICY}`);
  }
  const pages = files.filter((file) => file === "index.html" || file.endsWith("/index.html"));
  for (const file of pages) {
    const path = `/${file.replace(/\/?index\.html$/, "")}`;
    const html = readFileSync(join(clientDir, file), "utf8");
    lines.push(path, `  Content-Security-Policy: ${contentSecurityPolicy(html, env)}`);
  }
  return `${lines.join("\n")}\n`;
}
