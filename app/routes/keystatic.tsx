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

/** Keystar's typeface is the site's own Inter (app/content/editor-font-plugin.ts drops its Google Fonts link). */
const EDITOR_FONT = ':root{--font-inter:"Inter Variable"}';

export default function ContentEditor({ loaderData }: Route.ComponentProps) {
  sendCsrfTokenWithEditorCalls(loaderData.csrf);
  return (
    <>
      <style>{EDITOR_FONT}</style>
      <Keystatic config={cmsConfig as Config} />
      {/*
        The way back from the editor (issue 26): saving here changes nothing visitors see until it is published on the
        Content page. Plain links, over a corner the editor leaves empty, after its own navigation.
      */}
      <nav
        aria-label="Staff area"
        className="fixed right-3 bottom-3 z-[1000] flex gap-1 rounded-full bg-ink p-1 text-sm font-semibold text-paper shadow-lifted"
      >
        <a
          href="/admin/content#publish"
          className="rounded-full bg-marmalade px-4 py-2 text-ink hover:bg-marmalade-light"
        >
          Content and publishing
        </a>
        <a href="/admin" className="rounded-full px-4 py-2 hover:bg-paper/10">
          Staff inbox
        </a>
      </nav>
    </>
  );
}
