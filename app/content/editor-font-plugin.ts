/**
 * The content editor's typeface comes from the site (issue 25): Keystatic's UI links Google Fonts for Inter, which
 * the content security policy blocks (nothing is fetched from outside), so every /keystatic page logged an error.
 * This drops that one link from Keystatic's browser build; the editor's route sets Keystar's `--font-inter` to the
 * site's own self-hosted Inter instead (routes/keystatic.tsx). Keystatic has no option for it, so the build fails,
 * naming this file, if an upgrade changes the link's shape rather than letting the request come back unnoticed.
 */
import type { Plugin } from "vite";

const KEYSTATIC_UI = /[\\/]@keystatic[\\/]core[\\/]dist[\\/]keystatic-core-ui\.[\w.]*js$/;

/** Whether a module Vite transforms is Keystatic's browser UI, which the editor's build plugins change. */
export const isKeystaticUi = (id: string) => KEYSTATIC_UI.test(id.split("?")[0] ?? id);
const GOOGLE_FONTS_LINK =
  /(?:\/\*#__PURE__\*\/)?jsx\("link",\s*\{\s*href:\s*"https:\/\/fonts\.googleapis\.com\/[^"]*",\s*rel:\s*"stylesheet"\s*\}\)/g;

/** Keystatic's UI module without its Google Fonts link; the code unchanged when it has none. */
export function withoutGoogleFonts(code: string): string {
  const changed = code.replace(GOOGLE_FONTS_LINK, "null");
  if (changed.includes("fonts.googleapis.com"))
    throw new Error(
      "Keystatic's UI links Google Fonts in a way app/content/editor-font-plugin.ts does not recognise: update the pattern there.",
    );
  return changed;
}

export function editorFontPlugin(): Plugin {
  return {
    name: "whisker-walks:editor-font",
    transform(code, id) {
      if (!isKeystaticUi(id) || !code.includes("fonts.googleapis.com")) return null;
      return { code: withoutGoogleFonts(code), map: null };
    },
  };
}
