import { createRequest } from "@remix-run/node-fetch-server";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import { brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import type { PublicEnv } from "../app/config/public-env.ts";
import { redirectTarget } from "../app/lib/redirects.ts";
import { startAppAfterLoad } from "./app-start.ts";
import { contentSecurityPolicy, SECURITY_HEADERS } from "./content-security-policy.ts";
import { compressibleType, loadStaticFiles, type StaticFile } from "./static-files.ts";

/** A handler for a dynamic address (the form endpoints): it answers, or returns false to pass the request on. */
export type DynamicHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
) => Promise<boolean> | boolean;

export type AppOptions = {
  build: ServerBuild;
  buildDir: string;
  publicEnv: PublicEnv;
  logRequests?: boolean;
  handlers?: DynamicHandler[];
  /** Prefixes React Router answers with loaders and actions (the staff inbox); other pages are GET and HEAD only. */
  dynamicPrefixes?: string[];
  /** The request context React Router's loaders and actions receive (the database and services for the inbox). */
  loadContext?: (req: IncomingMessage) => RouterContextProvider;
  /** Behind a TLS proxy: request URLs take its X-Forwarded-Proto and X-Forwarded-Host. */
  trustProxy?: boolean;
  /** Extra headers on every page (HTML) response: the insights collector's Server-Timing entry. */
  pageHeaders?: Record<string, string>;
};

const PAGE_METHODS = "GET, HEAD";

type Encoding = "br" | "gzip" | null;

function negotiateEncoding(header: string | undefined): Encoding {
  if (!header) return null;
  const accepted = header.split(",").map((part) => part.trim().split(";")[0]?.toLowerCase());
  if (accepted.includes("br")) return "br";
  if (accepted.includes("gzip")) return "gzip";
  return null;
}

/** Refuses what no page address can be: encoded or raw dot-dot segments, NUL bytes, backslashes. */
export function unsafePath(rawUrl: string): boolean {
  const raw = rawUrl.split("?")[0] ?? "";
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return true;
  }
  return decoded.includes("\0") || decoded.includes("\\") || /(^|\/)\.\.?(\/|$)/.test(decoded);
}

function withQuery(path: string, url: URL): string {
  return `${path}${url.search}`;
}

/** One build of the site as the server answers it: its files in memory and its request handler. */
type LiveSite = {
  files: Map<string, StaticFile>;
  cspCache: Map<string, string>;
  handleDocument: ReturnType<typeof createRequestHandler>;
};

function loadSite(build: ServerBuild, buildDir: string): LiveSite {
  return {
    files: loadStaticFiles(join(buildDir, "client")),
    cspCache: new Map(),
    handleDocument: createRequestHandler(build, "production"),
  };
}

export function createApp(options: AppOptions) {
  // Replaced whole by a publish (swap): a request uses the site it started with, start to finish.
  let site = loadSite(options.build, options.buildDir);
  const dynamicPrefixes = options.dynamicPrefixes ?? [];

  const cspFor = (current: LiveSite, key: string, html: string) => {
    let value = current.cspCache.get(key);
    if (!value) {
      value = contentSecurityPolicy(html, options.publicEnv);
      current.cspCache.set(key, value);
    }
    return value;
  };

  function setSecurityHeaders(res: ServerResponse) {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
  }

  function sendText(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}) {
    res.writeHead(status, {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      ...headers,
    });
    res.end(text);
  }

  function redirect(res: ServerResponse, location: string) {
    res.writeHead(301, {
      Location: location,
      "Cache-Control": "public, max-age=3600",
      "Content-Type": "text/plain; charset=utf-8",
    });
    res.end(`Moved permanently to ${location}\n`);
  }

  function serveFile(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    file: StaticFile,
    current: LiveSite,
  ) {
    const headers: Record<string, string> = {
      "Content-Type": file.contentType,
      "Cache-Control": file.cacheControl,
      ETag: file.etag,
    };
    if (file.isHtml) {
      headers["Content-Security-Policy"] = cspFor(current, url.pathname, file.body.toString("utf8"));
      Object.assign(headers, options.pageHeaders);
    }
    const compressible = Boolean(file.br || file.gzip);
    if (compressible) headers.Vary = "Accept-Encoding";
    if (req.headers["if-none-match"] === file.etag) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    const encoding = negotiateEncoding(req.headers["accept-encoding"]);
    let body = file.body;
    if (encoding === "br" && file.br) {
      body = file.br;
      headers["Content-Encoding"] = "br";
    } else if (encoding && file.gzip) {
      body = file.gzip;
      headers["Content-Encoding"] = "gzip";
    }
    headers["Content-Length"] = String(body.length);
    res.writeHead(200, headers);
    res.end(req.method === "HEAD" ? undefined : body);
  }

  async function serveReactRouter(
    req: IncomingMessage,
    res: ServerResponse,
    dynamic: boolean,
    current: LiveSite,
  ) {
    const request = createRequest(req, res, { trustProxy: options.trustProxy ?? false });
    const response = await current.handleDocument(request, options.loadContext?.(req));
    const headers: Record<string, string> = {};
    if (dynamic) {
      // The inbox's pages and data are private: never cached, never indexed.
      headers["cache-control"] = "no-store";
      headers["x-robots-tag"] = "noindex, nofollow";
    }
    response.headers.forEach((value, name) => {
      if (name !== "set-cookie") headers[name] = value;
    });
    const cookies = response.headers.getSetCookie();
    let body = Buffer.from(await response.arrayBuffer());
    const contentType = response.headers.get("content-type") ?? "";
    if (contentType.startsWith("text/html")) {
      // Pages rendered now (the not-found page, the staff inbox) start their app after load, like pre-rendered ones.
      const html = startAppAfterLoad(body.toString("utf8"));
      headers["content-security-policy"] = contentSecurityPolicy(html, options.publicEnv);
      for (const [name, value] of Object.entries(options.pageHeaders ?? {}))
        headers[name.toLowerCase()] = value;
      body = Buffer.from(html);
      headers["cache-control"] ??= "no-store";
    }
    const encoding = negotiateEncoding(req.headers["accept-encoding"]);
    if (
      encoding &&
      body.length > 1024 &&
      compressibleType(contentType) &&
      !response.headers.has("content-encoding")
    ) {
      body =
        encoding === "br"
          ? brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
          : gzipSync(body, { level: 6 });
      headers["content-encoding"] = encoding;
      headers.vary = "Accept-Encoding";
    }
    headers["content-length"] = String(body.length);
    if (cookies.length) res.setHeader("Set-Cookie", cookies);
    res.writeHead(response.status, headers);
    res.end(req.method === "HEAD" || response.status === 304 ? undefined : body);
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const current = site;
    setSecurityHeaders(res);
    const rawUrl = req.url ?? "/";
    if (unsafePath(rawUrl)) return sendText(res, 400, "Bad request: that address is not allowed.\n");
    const url = new URL(rawUrl, "http://localhost");
    const method = req.method ?? "GET";

    for (const handler of options.handlers ?? []) {
      if (await handler(req, res, url)) return;
    }

    const isPageMethod = method === "GET" || method === "HEAD";
    // The prefix, its pages, and its index's data (React Router fetches /admin.data for /admin).
    const dynamic = dynamicPrefixes.some(
      (prefix) =>
        url.pathname === prefix || url.pathname === `${prefix}.data` || url.pathname.startsWith(`${prefix}/`),
    );
    if (!isPageMethod && !dynamic) {
      return sendText(res, 405, `Method ${method} is not allowed here.\n`, { Allow: PAGE_METHODS });
    }

    const target = redirectTarget(url.pathname);
    if (target) return redirect(res, withQuery(target, url));
    if (url.pathname.length > 1 && url.pathname.endsWith("/")) {
      return redirect(res, withQuery(url.pathname.replace(/\/+$/, "") || "/", url));
    }
    if (url.pathname.endsWith("/index.html")) {
      return redirect(res, withQuery(url.pathname.slice(0, -"/index.html".length) || "/", url));
    }

    const file = isPageMethod && !dynamic ? current.files.get(url.pathname) : undefined;
    if (file) return serveFile(req, res, url, file, current);
    return serveReactRouter(req, res, dynamic, current);
  }

  /** Serves another build from the next request on (a publish); requests under way finish on the old one. */
  function swap(build: ServerBuild, buildDir: string) {
    site = loadSite(build, buildDir);
  }

  async function listener(req: IncomingMessage, res: ServerResponse) {
    const started = performance.now();
    if (options.logRequests) {
      res.on("finish", () => {
        const ms = (performance.now() - started).toFixed(1);
        const size = res.getHeader("content-length");
        const encoding = res.getHeader("content-encoding");
        process.stdout.write(
          `${req.method} ${req.url} ${res.statusCode} ${ms}ms${size ? ` ${size}B` : ""}${encoding ? ` ${encoding}` : ""}\n`,
        );
      });
    }
    try {
      await handle(req, res);
    } catch (error) {
      console.error(`Error answering ${req.method} ${req.url}:`, error);
      if (!res.headersSent)
        sendText(res, 500, "Sorry, something went wrong on our side. Please try again.\n");
      else res.destroy();
    }
  }

  return { listener, swap };
}
