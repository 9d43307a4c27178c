import type { IncomingMessage, ServerResponse } from "node:http";
import { BRANDED_PAGE_CSP, brandedPage, type BrandedPageInput } from "./branded-page.ts";

const NO_STORE = { "Cache-Control": "no-store" };

export function sendPlain(
  res: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", ...NO_STORE, ...headers });
  res.end(text);
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, { "Content-Type": "application/json; charset=utf-8", ...NO_STORE, ...headers });
  res.end(JSON.stringify(body));
}

export function sendPage(
  res: ServerResponse,
  status: number,
  page: BrandedPageInput,
  stylesheets: readonly string[],
  headers: Record<string, string> = {},
) {
  res.writeHead(status, {
    "Content-Type": "text/html; charset=utf-8",
    "Content-Security-Policy": BRANDED_PAGE_CSP,
    "X-Robots-Tag": "noindex",
    ...NO_STORE,
    ...headers,
  });
  res.end(brandedPage(page, stylesheets));
}

export function seeOther(res: ServerResponse, location: string) {
  res.writeHead(303, { Location: location, "Content-Type": "text/plain; charset=utf-8", ...NO_STORE });
  res.end(`See ${location}\n`);
}

/**
 * After refusing a body before reading it all, reads and drops what is still coming (so the sender gets our answer
 * rather than a reset), up to a bound, then cuts the connection.
 */
export function discardRest(req: IncomingMessage, bound = 4 * 1024 * 1024) {
  if (req.readableEnded) return;
  let dropped = 0;
  req.on("data", (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > bound) req.socket.destroy();
  });
  req.resume();
}

export function methodNotAllowed(res: ServerResponse, method: string) {
  sendPlain(res, 405, `Method ${method} is not allowed here: send the form with POST.\n`, { Allow: "POST" });
}

export function wantsJson(req: IncomingMessage): boolean {
  return /\bapplication\/json\b/i.test(req.headers.accept ?? "");
}
