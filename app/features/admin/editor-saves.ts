/**
 * What the content editor's page knows of the editor (Keystatic), which offers no hook for it: its calls pass through
 * one wrapper of `fetch` here, which adds the session's CSRF token and follows its saves, and its page says whether
 * an entry has changes not yet saved. The staff bar above the editor says "Saved" from this, and leaving asks first
 * (routes/keystatic.tsx, issue 39).
 */

/** Where the editor saves an entry: every Save (and Create) is one call here. */
const SAVES = "/api/keystatic/update";

export type EditorSave =
  { state: "idle" } | { state: "saving" } | { state: "saved"; at: Date } | { state: "failed" };

let save: EditorSave = { state: "idle" };
/** The page (path) of the new entry something was typed into and not yet saved, if any. */
let typedOn: string | null = null;
const listeners = new Set<() => void>();

function setSave(next: EditorSave) {
  save = next;
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: the newest save's state. */
export const editorSave = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  current: () => save,
  /** On the server, and before any save: nothing to say. */
  initial: (): EditorSave => ({ state: "idle" }),
};

let wrapped = false;

/**
 * The editor's own calls (`apis`, by the start of their path) get the session's CSRF token; its saves are followed.
 * Once a page: the editor keeps no reference to `fetch` of its own.
 */
export function watchEditorCalls(token: string, apis: string[]) {
  if (wrapped || typeof window === "undefined") return;
  wrapped = true;
  const original = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    if (url.origin !== window.location.origin || !apis.some((api) => url.pathname.startsWith(api))) {
      return original(input, init);
    }
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    headers.set("x-csrf-token", token);
    if (url.pathname !== SAVES) return original(input, { ...init, headers });
    setSave({ state: "saving" });
    try {
      const response = await original(input, { ...init, headers });
      setSave(response.ok ? { state: "saved", at: new Date() } : { state: "failed" });
      if (response.ok) typedOn = null;
      return response;
    } catch (error) {
      setSave({ state: "failed" });
      throw error;
    }
  };
  // A new entry's page has no "Unsaved" mark: what was typed there since it opened is its change.
  document.addEventListener("input", () => (typedOn = window.location.pathname), { capture: true });
}

/**
 * Whether the entry open in the editor has changes not yet saved: an existing entry's page marks them "Unsaved" (a
 * badge, or on a phone a dot with that hidden word); a new entry's page has changes once anything is typed into it.
 */
export function editorHasUnsavedChanges(): boolean {
  if (typeof document === "undefined") return false;
  const path = window.location.pathname;
  if (/^\/keystatic\/collection\/[^/]+\/create\/?$/.test(path)) return typedOn === path;
  const marked = document.evaluate(
    "//*[not(*) and normalize-space(text())='Unsaved']",
    document.body,
    null,
    XPathResult.FIRST_ORDERED_NODE_TYPE,
    null,
  );
  return marked.singleNodeValue !== null;
}
