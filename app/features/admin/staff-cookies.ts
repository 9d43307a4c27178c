/**
 * The staff area's cookie names and how a Cookie header is read: plain data, so the server (which runs its own
 * modules, not the app bundle) decides on the staff preview with the same names the inbox's routes set.
 */
export const SESSION_COOKIE = "ww_staff";
export const LOGIN_COOKIE = "ww_staff_login";
/** Set by the Content page's "See the preview": this browser is shown the unpublished edits (decision 068). */
export const PREVIEW_COOKIE = "ww_preview";

/** One cookie's value from a Cookie header, or undefined. */
export function cookieValue(header: string | null | undefined, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) {
      try {
        return decodeURIComponent(rest.join("="));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
