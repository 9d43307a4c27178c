import {
  createContext,
  data,
  redirect,
  type MiddlewareFunction,
  type RouterContextProvider,
} from "react-router";
import type { StaffSession } from "#server/inbox/staff-auth.ts";
import { inboxContext, type InboxRequest } from "./inbox-context.ts";
import { cookieValue, LOGIN_COOKIE, SESSION_COOKIE } from "./staff-cookies.ts";
import { MAX_SEARCH_LENGTH } from "./staff-ui.tsx";

export { LOGIN_COOKIE, SESSION_COOKIE };
const SESSION_SECONDS = 12 * 60 * 60;

/** The signed-in staff session, set by `requireStaff` for every page under the inbox layout. */
export const staffSessionContext = createContext<StaffSession>();

/** The inbox services; outside the production server (the dev server) there are none, and the inbox says so. */
export function inboxRequest(context: Readonly<RouterContextProvider>): InboxRequest {
  try {
    return context.get(inboxContext);
  } catch {
    throw data("The staff inbox runs in the production server: start it with npm start.", { status: 503 });
  }
}

export function readCookie(request: Request, name: string): string | undefined {
  return cookieValue(request.headers.get("cookie"), name);
}

/**
 * A staff cookie: never readable by scripts, not sent by other sites' forms, Secure over HTTPS. Its path is the
 * whole site because the inbox overview's data address is /admin.data, outside a /admin path.
 */
export function staffCookie(
  name: string,
  value: string,
  options: { secure: boolean; maxAge?: number },
): string {
  return [
    `${name}=${encodeURIComponent(value)}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    options.secure ? "Secure" : "",
    `Max-Age=${options.maxAge ?? SESSION_SECONDS}`,
  ]
    .filter(Boolean)
    .join("; ");
}

/** A safe place to return to after signing in: a path inside the inbox, nothing else. */
export function inboxPath(value: string | null | undefined): string {
  if (!value || !value.startsWith("/admin") || value.startsWith("/admin/login")) return "/admin";
  const url = new URL(value, "http://inbox.invalid");
  return url.origin === "http://inbox.invalid" ? `${url.pathname}${url.search}` : "/admin";
}

const CHANGES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Every inbox page: a valid session or the sign-in page; and every change carries the session's CSRF token
 * (and no change comes from another site), so a page elsewhere cannot act with a staff member's cookie.
 */
export const requireStaff: MiddlewareFunction<Response> = async ({ request, context }) => {
  const { inbox } = inboxRequest(context);
  const session = await inbox.auth.session(readCookie(request, SESSION_COOKIE));
  if (!session) {
    const url = new URL(request.url);
    const back = url.pathname.replace(/\.data$/, "") + url.search;
    throw redirect(`/admin/login?next=${encodeURIComponent(back)}`);
  }
  if (CHANGES.has(request.method)) {
    if (request.headers.get("sec-fetch-site") === "cross-site") {
      throw data("Changes to the inbox can only come from the inbox's own pages.", { status: 403 });
    }
    // Forms carry the token as a field; the content editor's JSON calls carry it as a header.
    const token =
      request.headers.get("x-csrf-token") ??
      (
        await request
          .clone()
          .formData()
          .catch(() => null)
      )?.get("csrf");
    if (typeof token !== "string" || token !== session.csrfToken) {
      throw data("This form has expired: reload the page and try again.", { status: 403 });
    }
  }
  context.set(staffSessionContext, session);
};

/** A positive whole number from a form or query value, or null. */
export function positiveInt(value: FormDataEntryValue | string | null | undefined): number | null {
  if (typeof value !== "string" || !/^\d{1,9}$/.test(value)) return null;
  const number = Number(value);
  return number > 0 ? number : null;
}

/** A posted search term, trimmed and bounded. */
export function searchTerm(value: FormDataEntryValue | null): string {
  return typeof value === "string" ? value.trim().slice(0, MAX_SEARCH_LENGTH) : "";
}

const NEW_YORK = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/New_York",
  weekday: "short",
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** A moment as the staff in New York read it, formatted on the server so the page hydrates as rendered. */
export function staffDate(date: Date | null | undefined): string {
  return date ? NEW_YORK.format(date) : "";
}
