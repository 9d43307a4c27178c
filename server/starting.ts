/**
 * What the server answers between opening its port and serving (issue 37, docs/decisions/151-a-port-at-once.md): a
 * first start can build the site for a minute or more, and a process manager, a balancer or a visitor should hear at
 * once that the server is alive and coming. GET /healthz says 200 (the process runs), GET /readyz 503 ("not ready:
 * starting"), a page a branded "back in a moment" with 503 and Retry-After, and anything else 503 in words. Nothing
 * here reads the database or a build: neither is open yet. The company's name and address come from its facts in
 * content/settings/company.yaml, read directly.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import { parse } from "yaml";
import { escapeHtml } from "./forms/branded-page.ts";

/** Seconds a visitor's browser or a crawler is asked to wait before trying again. */
export const RETRY_AFTER_SECONDS = 30;

type Company = { name: string; email: string };

function readCompany(root: string): Company {
  try {
    const facts = parse(
      readFileSync(join(root, "content/settings/company.yaml"), "utf8"),
    ) as Partial<Company>;
    if (typeof facts.name === "string" && typeof facts.email === "string")
      return { name: facts.name, email: facts.email };
  } catch {
    // A checkout without its content still answers, with the words below.
  }
  return { name: "This site", email: "" };
}

// DESIGN.md's palette (paper, ink, muted ink, marmalade-dark, cream line) and its serif heading over a system sans.
const STYLE = `
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#FBF6EE;color:#1F2A37;
font:1.0625rem/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:32rem;margin:1.5rem;padding:2rem;background:#fff;border:1px solid #E9DFCF;border-radius:1.5rem;
box-shadow:0 12px 32px -16px rgba(31,42,55,.25);text-align:center}
p.brand{margin:0 0 .75rem;font-weight:700;letter-spacing:.04em;text-transform:uppercase;font-size:.8125rem;color:#A85A14}
h1{margin:0 0 .75rem;font:700 2rem/1.2 Georgia,"Times New Roman",serif}
p{margin:0 0 1rem;color:#4B5563}a{color:#2F5D62;font-weight:600}`.trim();
const STYLE_HASH = createHash("sha256").update(STYLE).digest("base64");

function startingPage({ name, email }: Company): string {
  const contact = email
    ? ` If it keeps you waiting, write to <a href="mailto:${escapeHtml(email)}">${escapeHtml(email)}</a>.`
    : "";
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Back in a moment · ${escapeHtml(name)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="brand">${escapeHtml(name)}</p>
<h1>Back in a moment</h1>
<p>We are putting the finishing touches on the site, like a cat settling into a sunny window. Please try again in
half a minute.${contact}</p>
</main>
</body>
</html>
`;
}

/** The request handler while the server starts: swap it for the app's once it serves. */
export function startingListener(root: string) {
  const page = startingPage(readCompany(root));
  return (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? "/", "http://localhost").pathname;
    const reading = req.method === "GET" || req.method === "HEAD";
    const plain = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" };
    const send = (status: number, headers: Record<string, string>, body: string) => {
      res.writeHead(status, headers);
      res.end(req.method === "HEAD" ? undefined : body);
    };
    if ((path === "/healthz" || path === "/readyz") && !reading)
      return send(405, { ...plain, Allow: "GET, HEAD" }, `Method ${req.method} is not allowed here.\n`);
    if (path === "/healthz") return send(200, plain, "ok\n");
    if (path === "/readyz") return send(503, plain, "not ready: starting\n");
    const waiting = { "Retry-After": String(RETRY_AFTER_SECONDS), "X-Content-Type-Options": "nosniff" };
    // A form or an API call: nothing was received or stored, in words the sender can show.
    if (!reading || path.startsWith("/api/"))
      return send(
        503,
        { ...plain, ...waiting },
        "The site is starting and took nothing in: please send it again in half a minute.\n",
      );
    send(
      503,
      {
        "Content-Type": "text/html; charset=utf-8",
        "Cache-Control": "no-store",
        "Content-Security-Policy": `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
        ...waiting,
      },
      page,
    );
  };
}
