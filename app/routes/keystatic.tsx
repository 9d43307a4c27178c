import type { Config } from "@keystatic/core";
import { Keystatic } from "@keystatic/core/ui";
import type { Route } from "./+types/keystatic";
import cmsConfig from "#app/content/cms-config.ts";
import { PICTURES_API } from "#app/content/picture-field.tsx";
import { requireRole, requireStaff, staffSessionContext } from "#app/features/admin/staff.server.ts";
import { staffMeta } from "#app/features/admin/staff-ui.tsx";

// The content editor: owners only (a guide gets a 403); nothing here is pre-rendered or indexed.
export const middleware: Route.MiddlewareFunction[] = [requireStaff, requireRole("publish content")];

export function loader({ context }: Route.LoaderArgs) {
  return { csrf: context.get(staffSessionContext).csrfToken };
}

export const meta: Route.MetaFunction = () => staffMeta("Edit content");

/** The staff bar above the editor. */
const STAFF_BAR_HEIGHT = "3rem";

let sendingToken = false;
/** The editor's calls that change something: its own API, and the media library's uploads (app/content/picture-field.tsx). */
const EDITOR_APIS = ["/api/keystatic/", PICTURES_API];

/** The editor offers no hook for headers: its own calls get the session's CSRF token here. */
function sendCsrfTokenWithEditorCalls(token: string) {
  if (sendingToken || typeof window === "undefined") return;
  sendingToken = true;
  const original = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    if (url.origin !== window.location.origin || !EDITOR_APIS.some((api) => url.pathname.startsWith(api))) {
      return original(input, init);
    }
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    headers.set("x-csrf-token", token);
    return original(input, { ...init, headers });
  };
}

/**
 * Keystar's typeface is the site's own Inter (app/content/editor-font-plugin.ts drops its Google Fonts link). The
 * editor's frame is as tall as the window (`100vh`): it is made as tall as what the staff bar above it leaves, so the
 * bar covers none of it. That frame is the element whose child is the sidebar's pane or, on a phone, where the
 * sidebar is a drawer and has no pane, the main pane.
 */
const EDITOR_STYLE = `:root{--font-inter:"Inter Variable"}
.kui-theme>:has(>[id^="primary-pane-"]),.kui-theme>:has(>[id^="secondary-pane-"]){height:calc(100dvh - ${STAFF_BAR_HEIGHT})}`;

export default function ContentEditor({ loaderData }: Route.ComponentProps) {
  sendCsrfTokenWithEditorCalls(loaderData.csrf);
  return (
    <>
      <style>{EDITOR_STYLE}</style>
      {/*
        The way back from the editor (issue 26), above it as in other site builders: saving here changes nothing
        visitors see until it is published on the Content page, and the bar says so.
      */}
      <nav
        aria-label="Staff area"
        style={{ height: STAFF_BAR_HEIGHT }}
        className="flex shrink-0 items-center gap-1 bg-ink px-2 text-sm font-semibold text-paper"
      >
        <a
          href="/admin/content#publish"
          className="flex items-center gap-1 rounded-full bg-marmalade px-3 py-1.5 text-ink hover:bg-marmalade-light focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-paper"
        >
          <span aria-hidden="true">←</span> Content and publishing
        </a>
        <a
          href="/admin"
          className="rounded-full px-3 py-1.5 hover:bg-paper/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-paper"
        >
          Staff area
        </a>
        <p className="ml-auto hidden pr-2 font-normal text-paper/85 md:block">
          What you save here goes live when you publish it.
        </p>
      </nav>
      <Keystatic config={cmsConfig as Config} />
    </>
  );
}
