import type { Config } from "@keystatic/core";
import { Keystatic } from "@keystatic/core/ui";
import type { Route } from "./+types/keystatic";
import cmsConfig from "#app/content/cms-config.ts";
import { requireRole, requireStaff, staffSessionContext } from "#app/features/admin/staff.server.ts";
import { staffMeta } from "#app/features/admin/staff-ui.tsx";

// The content editor: owners only (a guide gets a 403); nothing here is pre-rendered or indexed.
export const middleware: Route.MiddlewareFunction[] = [requireStaff, requireRole("publish content")];

export function loader({ context }: Route.LoaderArgs) {
  return { csrf: context.get(staffSessionContext).csrfToken };
}

export const meta: Route.MetaFunction = () => staffMeta("Edit content");

let sendingToken = false;
/** The editor offers no hook for headers: its own calls to /api/keystatic/ get the session's CSRF token here. */
function sendCsrfTokenWithEditorCalls(token: string) {
  if (sendingToken || typeof window === "undefined") return;
  sendingToken = true;
  const original = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    if (url.origin !== window.location.origin || !url.pathname.startsWith("/api/keystatic/")) {
      return original(input, init);
    }
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    headers.set("x-csrf-token", token);
    return original(input, { ...init, headers });
  };
}

export default function ContentEditor({ loaderData }: Route.ComponentProps) {
  sendCsrfTokenWithEditorCalls(loaderData.csrf);
  return <Keystatic config={cmsConfig as Config} />;
}
