import { createRequest } from "@remix-run/node-fetch-server";
import type { IncomingMessage, ServerResponse } from "node:http";
import morgan from "morgan";
import Negotiator from "negotiator";
import { join } from "node:path";
import { brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import { randomBytes } from "node:crypto";
import type { PublicEnv } from "../app/config/public-env.ts";
import { CSP_NONCE_HEADER } from "../app/features/csp-nonce-header.ts";
import { redirectTarget } from "../app/lib/redirects.ts";
import { isHttps } from "./client-address.ts";
import { contentSecurityPolicy, HSTS, SECURITY_HEADERS, SVG_POLICY } from "./content-security-policy.ts";
import { discardRest } from "./forms/responses.ts";
import { openLateImages } from "./late-images.ts";
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
  /** Pre-rendered pages that also take their form's POST, answered by their route's action (the contact page). */
  formPages?: string[];
  /** The request context React Router's loaders and actions receive (the database and services for the inbox). */
  loadContext?: (req: IncomingMessage) => RouterContextProvider;
  /** Behind a TLS proxy: request URLs take its X-Forwarded-Proto and X-Forwarded-Host. */
  trustProxy?: boolean;
  /** Whether this request is signed-in staff who asked to see the preview build (publishing's preview). */
  wantsPreview?: (req: IncomingMessage) => Promise<boolean>;
  /** Extra headers on every page (HTML) response: the insights collector's Server-Timing entry. */
  pageHeaders?: Record<string, string>;
};

/** The request log's line: `GET /tours 200 3.1 ms 41234 B br`. */
const REQUEST_LOG_FORMAT =
  ":method :url :status :response-time ms :res[content-length] B :res[content-encoding]";

const PAGE_METHODS = "GET, HEAD";
const FORM_PAGE_METHODS = "GET, HEAD, POST";

type Encoding = "br" | "gzip" | null;

/** negotiator 1.x takes the server's order for encodings rated alike; its types (@types/negotiator 0.6) predate it. */
type PreferringNegotiator = {
  encodings(available: readonly string[], options: { preferred: readonly string[] }): string[];
};

/** What we can send, best first: where the client rates two alike, brotli (the smaller) wins. */
const ENCODINGS = ["br", "gzip", "identity"];

/**
 * The encoding to send for an Accept-Encoding header, by its q-values (RFC 9110, 12.5.3): `br;q=0` refuses brotli,
 * `*` stands for any encoding not named, and null is the file as it is (no header, or only identity acceptable).
 * The header's grammar and ranking are the negotiator package's (the one Express and Koa use).
 */
export function negotiateEncoding(header: string | undefined): Encoding {
  if (!header) return null;
  const negotiator = new Negotiator({ headers: { "accept-encoding": header } }) as PreferringNegotiator;
  const [best] = negotiator.encodings(ENCODINGS, { preferred: ENCODINGS });
  return best === "br" || best === "gzip" ? best : null;
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

/** What React Router answers: pages and data (GET, HEAD) and forms (POST). TRACE and CONNECT are not even Requests. */
const ROUTER_METHODS = ["GET", "HEAD", "POST"];

/**
 * React Router's Request for this one, or null when the address is not one: a Host (or, behind a proxy,
 * X-Forwarded-Host) or request target that does not parse, or whose slash, question mark or hash would move the
 * request elsewhere ("GET *", "GET http://elsewhere/", "Host: example.com/admin?").
 */
function routerRequest(req: IncomingMessage, res: ServerResponse, trustProxy: boolean): Request | null {
  let request: Request;
  try {
    request = createRequest(req, res, { trustProxy });
  } catch {
    return null;
  }
  const routed = new URL(request.url);
  const sent = new URL(req.url ?? "/", "http://localhost");
  return routed.pathname === sent.pathname && routed.search === sent.search ? request : null;
}

/** A body React Router left unread (a redirect to sign in, a refusal) is dropped, so the answer is not stalled. */
function dropUnreadBody(req: IncomingMessage, request: Request) {
  if (req.readableEnded) return;
  request.body?.cancel().catch(() => undefined);
  discardRest(req);
}

/**
 * How many of the hashed files (`/assets/`) of builds a publish replaced are still answered, newest kept: a page opened
 * before a publish loads the content modules its import map names, which the new build no longer has (decision 193).
 * A build's own are two or three files of about 10 KB.
 */
export const RETIRED_ASSETS_KEPT = 60;

function withQuery(path: string, url: URL): string {
  return `${path}${url.search}`;
}

/** One build of the site as the server answers it: its files in memory and its request handler. */
export type ServedSite = {
  build: ServerBuild;
  /** The staff preview of unpublished edits rather than the published site. */
  isPreview: boolean;
  files: Map<string, StaticFile>;
  /** After npm start's quick build: the pictures still to make, made on first request (docs/decisions/062). */
  lateImages: ReturnType<typeof openLateImages>;
  cspCache: Map<string, string>;
  handleDocument: ReturnType<typeof createRequestHandler>;
};

function loadSite(build: ServerBuild, buildDir: string, isPreview = false): ServedSite {
  const files = loadStaticFiles(join(buildDir, "client"));
  return {
    build,
    isPreview,
    files,
    lateImages: openLateImages(buildDir, files),
    cspCache: new Map(),
    handleDocument: createRequestHandler(build, "production"),
  };
}

export function createApp(options: AppOptions) {
  // Replaced whole by a publish (swap): a request uses the site it started with, start to finish.
  let site = loadSite(options.build, options.buildDir);
  // The unpublished edits as a whole site, answered only to staff who asked for it (showPreview).
  let preview: ServedSite | null = null;
  // The hashed files of builds a publish replaced, where the live build lacks them (oldest first): never a preview's,
  // whose content is not public.
  const retired = new Map<string, StaticFile>();
  const dynamicPrefixes = options.dynamicPrefixes ?? [];
  const formPages = new Set(options.formPages ?? []);

  const cspFor = (current: ServedSite, key: string, html: string) => {
    let value = current.cspCache.get(key);
    if (!value) {
      value = contentSecurityPolicy(html, options.publicEnv);
      current.cspCache.set(key, value);
    }
    return value;
  };

  function setSecurityHeaders(req: IncomingMessage, res: ServerResponse) {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    // Only over HTTPS (a browser ignores it over HTTP, and a local http://localhost must stay reachable).
    if (isHttps(req, options.trustProxy ?? false)) res.setHeader("Strict-Transport-Security", HSTS);
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
    current: ServedSite,
  ) {
    const headers: Record<string, string> = {
      "Content-Type": file.contentType,
      // A staff member's view of unpublished pages is never kept by a browser or a shared cache.
      "Cache-Control": current.isPreview ? "private, no-store" : file.cacheControl,
      ETag: file.etag,
    };
    if (file.isHtml) {
      headers["Content-Security-Policy"] = cspFor(current, url.pathname, file.body.toString("utf8"));
      Object.assign(headers, options.pageHeaders);
    } else if (file.contentType === "image/svg+xml") {
      // A picture opened on its own is a document: nothing in it runs, whatever the file holds.
      headers["Content-Security-Policy"] = SVG_POLICY;
    }
    const compressible = Boolean(file.br || file.gzip);
    if (compressible) headers.Vary = "Accept-Encoding";
    if (current.isPreview) headers.Vary = compressible ? "Accept-Encoding, Cookie" : "Cookie";
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
    current: ServedSite,
  ) {
    if (!ROUTER_METHODS.includes(req.method ?? "GET")) {
      return sendText(res, 405, `Method ${req.method} is not allowed here.\n`, {
        Allow: ROUTER_METHODS.join(", "),
      });
    }
    // This response's nonce (its policy allows the inline scripts that carry it): handed to the app's server entry
    // in a header of ours, never one a client sent.
    const nonce = randomBytes(16).toString("base64");
    req.headers[CSP_NONCE_HEADER] = nonce;
    const request = routerRequest(req, res, options.trustProxy ?? false);
    if (!request) {
      // Closing the connection leaves any body unread.
      return sendText(res, 400, "Bad request: the address or its Host header is not valid.\n", {
        Connection: "close",
      });
    }
    const response = await current.handleDocument(request, options.loadContext?.(req));
    // A route that takes no such method: React Router's own answer is an "Unexpected Server Error" (issue 37).
    if (response.status === 405 && !(response.headers.get("content-type") ?? "").startsWith("text/html")) {
      dropUnreadBody(req, request);
      return sendText(res, 405, `Method not allowed: this address does not take ${req.method}.\n`, {
        "Cache-Control": "no-store",
      });
    }
    const headers: Record<string, string> = {};
    if (dynamic) {
      // The inbox's pages and data are private: never cached, never indexed.
      headers["cache-control"] = "no-store";
      headers["x-robots-tag"] = "noindex, nofollow";
    }
    response.headers.forEach((value, name) => {
      if (name !== "set-cookie") headers[name] = value;
    });
    if (current.isPreview) headers["cache-control"] = "private, no-store";
    const cookies = response.headers.getSetCookie();
    let body = Buffer.from(await response.arrayBuffer());
    const contentType = response.headers.get("content-type") ?? "";
    if (contentType.startsWith("text/html")) {
      const html = body.toString("utf8");
      headers["content-security-policy"] = contentSecurityPolicy(html, options.publicEnv, {
        staff: /^\/(admin|keystatic)(\/|$)/.test(new URL(request.url).pathname),
        nonce,
      });
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
    dropUnreadBody(req, request);
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    let current = site;
    setSecurityHeaders(req, res);
    const rawUrl = req.url ?? "/";
    if (unsafePath(rawUrl)) return sendText(res, 400, "Bad request: that address is not allowed.\n");
    if (!req.headers.host && req.httpVersion !== "1.0") {
      return sendText(res, 400, "Bad request: the Host header is missing.\n");
    }
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
    const formPage = formPages.has(url.pathname);
    if (!isPageMethod && !dynamic && !(formPage && method === "POST")) {
      return sendText(res, 405, `Method ${method} is not allowed here.\n`, {
        Allow: formPage ? FORM_PAGE_METHODS : PAGE_METHODS,
      });
    }

    if (preview && !dynamic && (await options.wantsPreview?.(req))) {
      current = preview;
      res.setHeader("X-Robots-Tag", "noindex, nofollow");
    }

    const target = redirectTarget(url.pathname);
    if (target) return redirect(res, withQuery(target, url));
    if (url.pathname.length > 1 && url.pathname.endsWith("/")) {
      return redirect(res, withQuery(url.pathname.replace(/\/+$/, "") || "/", url));
    }
    if (url.pathname.endsWith("/index.html")) {
      return redirect(res, withQuery(url.pathname.slice(0, -"/index.html".length) || "/", url));
    }

    const file =
      isPageMethod && !dynamic
        ? (findFile(current, url.pathname) ?? (await current.lateImages?.make(url.pathname)))
        : undefined;
    if (file) return serveFile(req, res, url, file, current);
    return serveReactRouter(req, res, dynamic, current);
  }

  /**
   * A file of the build answering; else, for a hashed file, the live build's (a staff page is always the live build's,
   * and with the preview's cookie its scripts are asked of the preview) or a replaced live build's.
   */
  function findFile(current: ServedSite, path: string): StaticFile | undefined {
    const own = current.files.get(path);
    if (own || !path.startsWith("/assets/")) return own;
    return site.files.get(path) ?? retired.get(path);
  }

  /** Loads another build's files and request handler, ready to serve: loading is what can fail, not serving. */
  function prepare(build: ServerBuild, buildDir: string): ServedSite {
    return loadSite(build, buildDir);
  }

  /** Serves a prepared build from the next request on (a publish); requests under way finish on the old one. */
  function activate(next: ServedSite) {
    for (const [path, file] of site.files) {
      if (!path.startsWith("/assets/") || next.files.has(path)) continue;
      retired.delete(path);
      retired.set(path, file);
    }
    for (const path of retired.keys()) {
      if (retired.size <= RETIRED_ASSETS_KEPT) break;
      retired.delete(path);
    }
    site = next;
  }

  /** Answers staff who want the preview from this build (null: there is no preview any more). */
  function showPreview(build: ServerBuild | null, buildDir: string | null) {
    preview = build && buildDir ? loadSite(build, buildDir, true) : null;
  }

  // One line a request (method, address, status, time, size, encoding), written when the answer is finished.
  const logRequest = options.logRequests ? morgan(REQUEST_LOG_FORMAT) : null;

  async function listener(req: IncomingMessage, res: ServerResponse) {
    logRequest?.(req, res, () => undefined);
    try {
      await handle(req, res);
    } catch (error) {
      console.error(`Error answering ${req.method} ${req.url}:`, error);
      if (!res.headersSent)
        sendText(res, 500, "Sorry, something went wrong on our side. Please try again.\n");
      else res.destroy();
    }
  }

  return { listener, prepare, activate, showPreview };
}
