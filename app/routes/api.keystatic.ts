import { makeGenericAPIRouteHandler } from "@keystatic/core/api/generic";
import type { Route } from "./+types/api.keystatic";
import cmsConfig from "#app/content/cms-config.ts";
import {
  editorApiPath,
  editorApiRoute,
  isContentPath,
  isWritableContentFile,
} from "#app/content/cms-files.ts";
import { passesThroughLink, postsOnDisk } from "#app/content/content-files.server.ts";
import { contentFileName } from "#app/content/editor-labels.ts";
import { listPictures } from "#app/content/picture-library.server.ts";
import { numberPosts } from "#app/content/post-numbers.ts";
import { updateInStoredOrder } from "#app/content/stored-order.ts";
import { parse as parseYaml } from "yaml";
import { postPictures } from "#app/features/blog/render-post.ts";
import { inboxRequest, requireRole, requireStaff, signedIn } from "#app/features/admin/staff.server.ts";

// Owners only, with the session's CSRF token on every change (requireStaff reads the x-csrf-token header).
export const middleware: Route.MiddlewareFunction[] = [requireStaff, requireRole("publish content")];

/** Edits land in this checkout's content/ folder; publishing builds the site from it. */
const ROOT = process.cwd();
const editor = makeGenericAPIRouteHandler({ config: cmsConfig, localBaseDirectory: ROOT });
/** Photos travel as base64 in JSON, a third larger than the file. */
const MAX_BODY_BYTES = 20 * 1024 * 1024;

/** The body, or null as soon as more than `limit` bytes have arrived (the rest is left unread). */
async function readAtMost(request: Request, limit: number): Promise<ArrayBuffer | null> {
  if (!request.body) return new ArrayBuffer(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const whole = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    whole.set(chunk, at);
    at += chunk.byteLength;
  }
  return whole.buffer;
}

function refuse(status: number, message: string): Response {
  return new Response(`${message}\n`, {
    status,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
  });
}

type Update = { additions?: { path?: unknown; contents?: unknown }[]; deletions?: { path?: unknown }[] };
type Changes = { written: string[]; deleted: string[] };

/** What is wrong with the pictures in the text of the posts an update writes, or null. */
async function postPictureProblem(body: string): Promise<string | null> {
  const { additions = [] } = JSON.parse(body) as Update;
  const known = new Set((await listPictures(ROOT)).map((picture) => picture.name));
  for (const { path, contents } of additions) {
    if (typeof path !== "string" || !path.startsWith("content/blog/") || typeof contents !== "string")
      continue;
    const text = Buffer.from(contents, "base64url").toString("utf8");
    for (const { name } of postPictures(text.replace(/^---\n[\s\S]*?\n---\n/, ""))) {
      if (!name)
        return "A picture in the text has none chosen yet: upload one or choose one of the site's, or remove it.";
      if (!known.has(name)) return `There is no picture "${name}" on the site: choose another.`;
    }
  }
  return null;
}

/** The update with its posts numbered by the system, or the reason it is refused (decision 136). */
async function numberedUpdate(
  body: string,
  changes: Changes,
): Promise<{ body: string } | { problem: string }> {
  if (!changes.written.some((path) => path.startsWith("content/blog/"))) return { body };
  const update = JSON.parse(body) as { additions: { path: string; contents: string }[] };
  const numbered = numberPosts(update.additions, changes.deleted, await postsOnDisk(ROOT));
  if (!numbered.ok) return { problem: numbered.problem };
  return { body: JSON.stringify({ ...update, additions: numbered.additions }) };
}

/** The update with each file's fields in the order the file stores them, whatever the form's order (decision 188). */
function storedOrderUpdate(body: string): string {
  const update = JSON.parse(body) as Update;
  if (!update.additions?.length) return body;
  return JSON.stringify({ ...update, additions: updateInStoredOrder(update.additions) });
}

/** The paths an update would write and delete, or null when the body is not an update. */
function updatedPaths(body: string): Changes | null {
  try {
    const update = JSON.parse(body) as Update;
    const written = update.additions ?? [];
    const deleted = update.deletions ?? [];
    if (!Array.isArray(written) || !Array.isArray(deleted)) return null;
    const paths = (entries: { path?: unknown }[]) =>
      entries.every((entry) => typeof entry?.path === "string")
        ? entries.map((entry) => entry.path as string)
        : null;
    const [writes, deletes] = [paths(written), paths(deleted)];
    return writes && deletes ? { written: writes, deleted: deletes } : null;
  } catch {
    return null;
  }
}

/** The newsletter issues an update wrote, by slug: who wrote each is in the Activity record (docs/decisions/105). */
function newsletterIssues(paths: string[]): string[] {
  return paths.flatMap((path) => /^content\/newsletter\/([a-z0-9-]+)\.md$/.exec(path)?.[1] ?? []);
}

/** JSON, in UTF-8 if a charset is named: the only body the editor sends. */
function isJson(contentType: string | null): boolean {
  const [type = "", ...parameters] = (contentType ?? "").toLowerCase().split(";");
  if (type.trim() !== "application/json") return false;
  const charset = parameters.map((part) => part.trim()).find((part) => part.startsWith("charset="));
  return !charset || /^charset="?utf-8"?$/.test(charset);
}

/** The editor's file tree (the tree, and every update's answer) lists content/ and nothing else of the project. */
async function onlyContent(body: string): Promise<string> {
  const entries = JSON.parse(body) as { path: string }[];
  return JSON.stringify(entries.filter((entry) => isContentPath(entry.path)));
}

/** What each file an update writes is called: a post's title, an issue's subject, a picture's description. */
function titlesIn(body: string): Map<string, string> {
  const { additions = [] } = JSON.parse(body) as Update;
  const titles = new Map<string, string>();
  for (const { path, contents } of additions) {
    if (typeof path !== "string" || typeof contents !== "string") continue;
    const text = Buffer.from(contents, "base64url").toString("utf8");
    let data: unknown;
    try {
      data = parseYaml(path.endsWith(".md") ? (/^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? "") : text);
    } catch {
      continue;
    }
    const record = (data && typeof data === "object" ? data : {}) as Record<string, unknown>;
    const title = [record.title, record.subject, record.name, record.alt].find(
      (each) => typeof each === "string",
    );
    if (typeof title === "string") {
      titles.set(path, title.length > 80 ? `${title.slice(0, 79).trimEnd()}…` : title);
      // A picture's description names the picture beside it too.
      if (path.startsWith("content/images/") && path.endsWith(".yaml"))
        titles.set(path.slice(0, -5), titles.get(path)!);
    }
  }
  return titles;
}

/** One line for the Activity record: the entries a save changed, in the editor's words. */
function savedWords(changes: Changes, titles: ReadonlyMap<string, string>): string {
  const title = (path: string) => titles.get(path) ?? titles.get(path.replace(/(?:\/photo)?\.[a-z]+$/, ""));
  const names = (paths: string[]) =>
    [...new Set(paths.map((path) => contentFileName(path, title(path))))].join(", ");
  return [
    changes.written.length ? `saved ${names(changes.written)}` : "",
    changes.deleted.length ? `deleted ${names(changes.deleted)}` : "",
  ]
    .filter(Boolean)
    .join("; and ");
}

async function answer(request: Request, context: Route.LoaderArgs["context"]): Promise<Response> {
  // Every spelling of an address (//update, upd%61te, /update/) is read as Keystatic reads it, checked as that
  // route, and handed on in one spelling, so what is checked is what runs.
  const route = editorApiRoute(new URL(request.url).pathname);
  if (!route) return refuse(400, "Bad request: that address is not allowed.");
  const joined = route.join("/");
  let body: ArrayBuffer | undefined;
  let changes: Changes | null = null;
  const headers = new Headers(request.headers);
  if (request.method !== "GET" && request.method !== "HEAD") {
    // Checked before the body is read: a form's body may already have been read for its CSRF field.
    if (!isJson(request.headers.get("content-type"))) {
      return refuse(415, "Unsupported content type: the editor sends its changes as JSON.");
    }
    headers.set("content-type", "application/json");
    const declared = Number(request.headers.get("content-length") ?? 0);
    if (declared > MAX_BODY_BYTES) return refuse(413, "That is too large to save.");
    // Read as it arrives, and refused the moment it passes the limit (a body sent without a length, or with a false
    // one, is never held whole).
    const read = await readAtMost(request, MAX_BODY_BYTES);
    if (!read) return refuse(413, "That is too large to save.");
    body = read;
    if (joined === "update") {
      changes = updatedPaths(new TextDecoder().decode(body));
      if (!changes) return refuse(400, "The editor sent an update this site cannot read.");
      const paths = [...changes.written, ...changes.deleted];
      const refused = paths.find((path) => !isWritableContentFile(path));
      if (refused) return refuse(400, `That is not a content file staff can change: ${refused}`);
      for (const path of paths) {
        if (await passesThroughLink(ROOT, path))
          return refuse(400, `That file is a link to somewhere else, which the editor never writes: ${path}`);
      }
      const problem = await postPictureProblem(new TextDecoder().decode(body));
      if (problem) return refuse(400, problem);
      const numbered = await numberedUpdate(new TextDecoder().decode(body), changes);
      if ("problem" in numbered) return refuse(409, numbered.problem);
      body = new TextEncoder().encode(storedOrderUpdate(numbered.body)).buffer;
      headers.delete("content-length");
    }
  }
  if (route[0] === "blob" && (await passesThroughLink(ROOT, route.slice(2).join("/")))) {
    return refuse(404, "Not found.");
  }
  const url = new URL(request.url);
  url.pathname = editorApiPath(route);
  const {
    body: out,
    headers: outHeaders,
    status,
  } = await editor(new Request(url, { method: request.method, headers, body }));
  let content = out as BodyInit | null;
  if (status === 200 && (joined === "tree" || joined === "update")) content = await onlyContent(String(out));
  const response = new Response(content, { headers: outHeaders, status });
  response.headers.set("cache-control", "no-store");
  if (changes && status === 200 && (changes.written.length || changes.deleted.length)) {
    const me = signedIn(context);
    const titles = body ? titlesIn(new TextDecoder().decode(body)) : new Map<string, string>();
    const { inbox, clientHash } = inboxRequest(context);
    await inbox.audit.record({
      actor: me,
      action: "content-saved",
      target: `content:${[...changes.written, ...changes.deleted][0]}`,
      summary: `${me.name} ${savedWords(changes, titles)} in the editor (not yet published).`,
      clientHash,
    });
    // A newsletter issue's own line too, so its record (who wrote, tested and sent it) starts here (decision 105).
    for (const slug of newsletterIssues(changes.written))
      await inbox.audit.record({
        actor: me,
        action: "newsletter-written",
        target: `newsletter:${slug}`,
        summary: `${me.name} saved the newsletter issue "${titles.get(`content/newsletter/${slug}.md`) ?? slug}" in the editor.`,
        clientHash,
      });
  }
  return response;
}

export const loader = ({ request, context }: Route.LoaderArgs) => answer(request, context);
export const action = ({ request, context }: Route.ActionArgs) => answer(request, context);
