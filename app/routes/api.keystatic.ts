import { makeGenericAPIRouteHandler } from "@keystatic/core/api/generic";
import type { Route } from "./+types/api.keystatic";
import cmsConfig from "#app/content/cms-config.ts";
import { isWritableContentFile } from "#app/content/cms-files.ts";
import { changedBy, inboxRequest, requireRole, requireStaff } from "#app/features/admin/staff.server.ts";
import type { RouterContextProvider } from "react-router";

// Owners only, with the session's CSRF token on every change (requireStaff reads the x-csrf-token header).
export const middleware: Route.MiddlewareFunction[] = [requireStaff, requireRole("publish content")];

/** Edits land in this checkout's content/ folder; publishing builds the site from it. */
const editor = makeGenericAPIRouteHandler({ config: cmsConfig, localBaseDirectory: process.cwd() });
/** Photos travel as base64 in JSON, a third larger than the file. */
const MAX_BODY_BYTES = 20 * 1024 * 1024;

function refuse(status: number, message: string): Response {
  return new Response(`${message}\n`, {
    status,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
  });
}

type Update = { additions?: { path?: unknown }[]; deletions?: { path?: unknown }[] };

/** The paths an update would write or delete, or null when the body is not an update. */
function updatedPaths(body: string): string[] | null {
  try {
    const update = JSON.parse(body) as Update;
    const entries = [...(update.additions ?? []), ...(update.deletions ?? [])];
    if (!entries.every((entry) => typeof entry?.path === "string")) return null;
    return entries.map((entry) => entry.path as string);
  } catch {
    return null;
  }
}

/** The newsletter issues an update wrote, by slug: who wrote each is in the Activity record (docs/decisions/105). */
function newsletterIssues(paths: string[]): string[] {
  return paths.flatMap((path) => /^content\/newsletter\/([a-z0-9-]+)\.md$/.exec(path)?.[1] ?? []);
}

async function answer(
  request: Request,
  rest: string,
  context: Readonly<RouterContextProvider>,
): Promise<Response> {
  let body: ArrayBuffer | undefined;
  let issues: string[] = [];
  if (request.method !== "GET" && request.method !== "HEAD") {
    const declared = Number(request.headers.get("content-length") ?? 0);
    if (declared > MAX_BODY_BYTES) return refuse(413, "That is too large to save.");
    body = await request.arrayBuffer();
    if (body.byteLength > MAX_BODY_BYTES) return refuse(413, "That is too large to save.");
    if (rest === "update") {
      const paths = updatedPaths(new TextDecoder().decode(body));
      if (!paths) return refuse(400, "The editor sent an update this site cannot read.");
      const refused = paths.find((path) => !isWritableContentFile(path));
      if (refused) return refuse(400, `That is not a content file staff can change: ${refused}`);
      issues = newsletterIssues(paths);
    }
  }
  const {
    body: out,
    headers,
    status,
  } = await editor(new Request(request.url, { method: request.method, headers: request.headers, body }));
  if (status !== undefined && status >= 200 && status < 300 && issues.length) {
    const by = changedBy(context);
    for (const slug of issues)
      await inboxRequest(context).inbox.audit.record({
        ...by,
        action: "newsletter-written",
        target: `newsletter:${slug}`,
        summary: `${by.actor.name} saved the newsletter issue ${slug} in the editor.`,
      });
  }
  const response = new Response(out as BodyInit | null, { headers, status });
  response.headers.set("cache-control", "no-store");
  return response;
}

export const loader = ({ request, params, context }: Route.LoaderArgs) =>
  answer(request, params["*"] ?? "", context);
export const action = ({ request, params, context }: Route.ActionArgs) =>
  answer(request, params["*"] ?? "", context);
