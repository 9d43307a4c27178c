import type { Config } from "@keystatic/core";
import { Keystatic } from "@keystatic/core/ui";
import { useEffect, useSyncExternalStore } from "react";
import { Link, useBlocker } from "react-router";
import type { Route } from "./+types/keystatic";
import cmsConfig from "#app/content/cms-config.ts";
import { PICTURES_API } from "#app/content/picture-field.tsx";
import { loadPosts } from "#app/content/post-field.tsx";
import {
  requireRoleToChange,
  requireRoleToOpen,
  requireStaff,
  staffSessionContext,
} from "#app/features/admin/staff.server.ts";
import { staffMeta } from "#app/features/admin/staff-ui.tsx";
import { CONTENT_PAGE } from "#app/features/admin/staff-sections.ts";
import { editorHasUnsavedChanges, editorSave, watchEditorCalls } from "#app/features/admin/editor-saves.ts";
import { LeaveEditorDialog } from "#app/features/admin/leave-editor-dialog.tsx";

// The content editor: owners only (a guide gets a 403 saying who it is for); nothing here is pre-rendered or indexed.
export const middleware: Route.MiddlewareFunction[] = [requireStaff, requireRoleToChange("publish content")];

export function loader({ context }: Route.LoaderArgs) {
  requireRoleToOpen(context, "publish content");
  return { csrf: context.get(staffSessionContext).csrfToken };
}

export const meta: Route.MetaFunction = () => staffMeta("Edit content");

/** The staff bar above the editor. */
const STAFF_BAR_HEIGHT = "3rem";

/** The editor's calls that change something: its own API, and the media library's uploads (app/content/picture-field.tsx). */
const EDITOR_APIS = ["/api/keystatic/", PICTURES_API];

/**
 * Keystar's typeface is the site's own Inter (app/content/editor-font-plugin.ts drops its Google Fonts link). The
 * editor's frame is as tall as the window (`100vh`): it is made as tall as what the staff bar above it leaves, so the
 * bar covers none of it. That frame is the element whose child is the sidebar's pane or, on a phone, where the
 * sidebar is a drawer and has no pane, the main pane.
 */
const EDITOR_STYLE = `:root{--font-inter:"Inter Variable"}
.kui-theme>:has(>[id^="primary-pane-"]),.kui-theme>:has(>[id^="secondary-pane-"]){height:calc(100dvh - ${STAFF_BAR_HEIGHT})}`;

/** The saves' status beside the editor's Save button: "Saved at 4:12 PM", and until then what saving means. */
function SaveStatus() {
  const save = useSyncExternalStore(editorSave.subscribe, editorSave.current, editorSave.initial);
  return (
    <p role="status" className="ml-auto pr-2 text-right font-normal text-paper/85">
      {save.state === "saved" ? (
        <>
          <span className="font-semibold text-paper">Saved</span>
          <span className="hidden md:inline">
            {" "}
            at {save.at.toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit" })}: it goes live
            when you publish it.
          </span>
        </>
      ) : save.state === "saving" ? (
        "Saving…"
      ) : save.state === "failed" ? (
        <span className="font-semibold text-paper">Not saved</span>
      ) : (
        <span className="hidden md:inline">What you save here goes live when you publish it.</span>
      )}
    </p>
  );
}

/**
 * The editor's own words that its configuration cannot change, in staff words: its lists head the column of entries'
 * addresses "Slug", and an entry's breadcrumbs end in its file's name ("lower-east-side"), where staff look for its
 * title. Renamed where they show (text nodes React set once and leaves alone while they stay the same).
 */
const EDITOR_WORDS: Readonly<Record<string, string>> = { Slug: "Address" };

/** The entry an editor page shows: /keystatic/collection/tours/item/lower-east-side. */
const ENTRY_PAGE = /^\/keystatic\/collection\/([^/]+)\/item\/(.+)$/;

/** Each entry's name as saved, asked of the staff area once a page (routes/admin.entry-name.ts); null if unknown. */
const entryNames = new Map<string, Promise<string | null>>();
function entryName(collection: string, entry: string): Promise<string | null> {
  const key = `${collection}/${entry}`;
  if (!entryNames.has(key)) {
    const query = new URLSearchParams({ collection, entry });
    entryNames.set(
      key,
      fetch(`/admin/entry-name?${query}`, { headers: { accept: "application/json" } })
        .then(async (response) => (response.ok ? ((await response.json()) as { name: string }).name : null))
        .catch(() => null),
    );
  }
  return entryNames.get(key)!;
}

/** The name a breadcrumb shows in place of its entry's file name, so a save that renames the entry renames it too. */
const crumbNames = new WeakMap<Element, string>();

function renameText(root: Element, rename: (text: string) => string | undefined) {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const staffWords = rename(node.nodeValue ?? "");
    // Only a change: writing the same words would wake the observer again.
    if (staffWords && staffWords !== node.nodeValue) node.nodeValue = staffWords;
  }
}

function useStaffWordsInEditor() {
  useEffect(() => {
    // A save may rename the entry: its name is asked again.
    const forget = editorSave.subscribe(() => {
      if (editorSave.current().state === "saved") entryNames.clear();
    });
    const rename = () => {
      for (const header of document.querySelectorAll('[role="columnheader"]'))
        renameText(header, (text) => EDITOR_WORDS[text]);
      const [, collection, encoded] = ENTRY_PAGE.exec(window.location.pathname) ?? [];
      const crumb = document.querySelector('nav[aria-label="Breadcrumbs"] [aria-current="page"]');
      if (!collection || !encoded || !crumb) return;
      const entry = decodeURIComponent(encoded);
      const shown = crumbNames.get(crumb);
      if (!crumb.textContent?.includes(entry) && !(shown && crumb.textContent?.includes(shown))) return;
      void entryName(collection, entry).then((name) => {
        if (!name) return;
        renameText(crumb, (text) => (text === entry || text === shown ? name : undefined));
        crumbNames.set(crumb, name);
      });
    };
    const observer = new MutationObserver(rename);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    rename();
    return () => {
      observer.disconnect();
      forget();
    };
  }, []);
}

export default function ContentEditor({ loaderData }: Route.ComponentProps) {
  useStaffWordsInEditor();
  // A letter's featured posts are listed by their titles, which the list of posts brings: asked for before the letter.
  useEffect(() => void loadPosts(), []);
  watchEditorCalls(loaderData.csrf, EDITOR_APIS);
  // Leaving for another staff page asks first when the entry has changes not yet saved; closing or reloading the tab
  // gets the browser's own question. Moving within the editor is the editor's (it keeps a draft of each entry).
  const blocker = useBlocker(
    ({ nextLocation }) => !nextLocation.pathname.startsWith("/keystatic") && editorHasUnsavedChanges(),
  );
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (editorHasUnsavedChanges()) event.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, []);
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
        <Link
          to={`${CONTENT_PAGE.to}#publish`}
          className="flex items-center gap-1 rounded-full bg-marmalade px-3 py-1.5 whitespace-nowrap text-ink hover:bg-marmalade-light focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-paper"
        >
          <span aria-hidden="true">←</span> {CONTENT_PAGE.label}
        </Link>
        <Link
          to="/admin"
          className="rounded-full px-3 py-1.5 whitespace-nowrap hover:bg-paper/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-paper"
        >
          Staff area
        </Link>
        <SaveStatus />
      </nav>
      <Keystatic config={cmsConfig as Config} />
      <LeaveEditorDialog blocker={blocker} />
    </>
  );
}
