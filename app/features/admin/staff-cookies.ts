/**
 * The staff area's cookie names and how a Cookie header is read: plain data, so the server (which runs its own
 * modules, not the app bundle) decides on the staff preview with the same names the inbox's routes set.
 */
export const SESSION_COOKIE = "ww_staff";
export const LOGIN_COOKIE = "ww_staff_login";
/** Set by the Content page's "See the preview": this browser is shown the unpublished edits (decision 068). */
export const PREVIEW_COOKIE = "ww_preview";

/**
 * A staff cookie's name on this connection. Over HTTPS it carries the `__Host-` prefix: a browser then keeps it only
 * when it is Secure, for the whole site (Path=/) and this host alone (no Domain), so neither a sibling subdomain nor
 * a plain-HTTP answer can plant or overwrite it. Over plain HTTP (developing on localhost) the prefix would be
 * refused, so the name stays plain there; each connection reads only its own name.
 */
export function staffCookieName(name: string, secure: boolean): string {
  return secure ? `__Host-${name}` : name;
}

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
