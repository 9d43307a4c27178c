import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".data": "text/x-script; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".vtt": "text/vtt; charset=utf-8",
};
/** Files we never serve: build bookkeeping and the static host's own configuration. */
const PRIVATE_NAMES = new Set(["_redirects", "_headers", ".build-hash", "public-env.json"]);

export type StaticFile = {
  /** Absolute path on disk. */
  file: string;
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  contentType: string;
  etag: string;
  cacheControl: string;
  isHtml: boolean;
};

function cacheControlFor(urlPath: string, isHtml: boolean): string {
  // Vite's assets and our images carry a content hash in their names: cache them for a year.
  if (urlPath.startsWith("/assets/") || urlPath.startsWith("/images/"))
    return "public, max-age=31536000, immutable";
  if (isHtml || urlPath.endsWith(".data")) return "public, max-age=0, must-revalidate";
  return "public, max-age=3600";
}

/** The URL a file answers: pages by their folder (/tours for tours/index.html), everything else by its path. */
function urlFor(relativePath: string): string {
  const path = `/${relativePath.split(sep).join("/")}`;
  if (path === "/index.html") return "/";
  if (path.endsWith("/index.html")) return path.slice(0, -"/index.html".length);
  return path;
}

/** One file of the client build, read into memory with its brotli and gzip versions (made at build time). */
export function readStaticFile(clientDir: string, file: string): StaticFile {
  const ext = extname(file);
  const url = urlFor(relative(clientDir, file));
  const body = readFileSync(file);
  const isHtml = ext === ".html";
  const sibling = (suffix: string) => {
    try {
      return statSync(file + suffix).isFile() ? readFileSync(file + suffix) : undefined;
    } catch {
      return undefined;
    }
  };
  return {
    file,
    body,
    br: sibling(".br"),
    gzip: sibling(".gz"),
    contentType: CONTENT_TYPES[ext] ?? "application/octet-stream",
    etag: `"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`,
    cacheControl: cacheControlFor(url, isHtml),
    isHtml,
  };
}

/**
 * Every file of the client build, read into memory once at start: a page is a map lookup, with its brotli and gzip
 * versions made at build time. Nothing a request sends is ever joined to a path on disk.
 */
export function loadStaticFiles(clientDir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const entries = readdirSync(clientDir, { withFileTypes: true, recursive: true });
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const ext = extname(entry.name);
    if (ext === ".br" || ext === ".gz" || PRIVATE_NAMES.has(entry.name)) continue;
    const file = join(entry.parentPath, entry.name);
    files.set(urlFor(relative(clientDir, file)), readStaticFile(clientDir, file));
  }
  return files;
}

export function compressibleType(contentType: string): boolean {
  return /^(text\/|application\/(json|xml|manifest\+json|javascript|rss\+xml)|image\/svg\+xml)/.test(
    contentType,
  );
}
