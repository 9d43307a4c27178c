import {
  createContext,
  data,
  redirect,
  type MiddlewareFunction,
  type RouterContextProvider,
} from "react-router";
import type { Problem } from "#app/lib/problems.ts";
import { calendarDay } from "#app/lib/calendar-day.ts";
import { EMAIL_PATTERN, MAX_FIELD_LENGTH } from "#app/features/forms/field-rules.ts";
import { STAFF_ROLES, type StaffRole } from "#db/statuses.ts";
import { passwordProblem } from "#server/staff/passwords.ts";
import {
  readFields,
  requestBody,
  SubmissionError,
  textFields,
  type Fields,
} from "#server/forms/request-body.ts";
import type { SignInClient, StaffMember, StaffSession } from "#server/inbox/staff-auth.ts";
import type { ChangedBy } from "#server/staff/audit.ts";
import { relyingParty, type RelyingParty } from "#server/staff/passkeys.ts";
import { inboxContext, type InboxRequest } from "./inbox-context.ts";
import { cookieValue, LOGIN_COOKIE, SESSION_COOKIE, staffCookieName } from "./staff-cookies.ts";
import { FOR_OWNERS, may, REFUSED, type Permission } from "./roles.ts";
import { isAuditAction } from "./audit-actions.ts";
import { inSentenceCase, MAX_SEARCH_LENGTH, type StaffMoment } from "./staff-ui.tsx";
import { addDays, newYorkToday } from "#app/features/private-tours/tour-request.ts";

export { LOGIN_COOKIE, SESSION_COOKIE };
const SESSION_SECONDS = 12 * 60 * 60;

/** The signed-in staff session, set by `requireStaff` for every page under the inbox layout. */
export const staffSessionContext = createContext<StaffSession & { staff: StaffMember }>();

/** The person signed in (behind requireStaff). */
export function signedIn(context: Readonly<RouterContextProvider>): StaffMember {
  return context.get(staffSessionContext).staff;
}

/** The person signed in and their client, for a service that records its change in the audit trail. */
export function changedBy(context: Readonly<RouterContextProvider>): ChangedBy {
  return { actor: signedIn(context), clientHash: inboxRequest(context).clientHash };
}

/** Who is signing in, for the session list and the audit trail: the client's address hash and its browser. */
export function signInClient(request: Request, context: Readonly<RouterContextProvider>): SignInClient {
  return {
    clientHash: inboxRequest(context).clientHash,
    userAgent: request.headers.get("user-agent") ?? "",
  };
}

/** The passkey relying party for this request (the site's public address; localhost when developing). */
export async function requestRelyingParty(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<RelyingParty> {
  return relyingParty(await inboxRequest(context).inbox.siteAddress.current(), request.url);
}

/** A refusal the staff pages put in words (StaffErrorPage): thrown from a middleware, loader or action. */
export function refusal(status: number, problem: string, guidance?: Pick<Problem, "title" | "instead">) {
  return data<Problem>({ problem, ...guidance }, { status });
}

/** What a staff page's action answers: its data, or the same with a status (a change not made, `notMade`). */
export type StaffAnswer<Answer> = Answer | ReturnType<typeof data<Answer>>;

/**
 * A change a staff page did not make: its notice in words, with the status that says why (decision 196). 400: the
 * form was sent wrong; 403: this person may not make it; 404: what it names is not there (any more); 409: what it
 * names is not in a state to take it; 500: it failed on our side. The page reads its data again after it
 * (`afterEveryChange` in staff-ui.tsx).
 */
export function notMade<const Extra extends object = object>(
  status: 400 | 403 | 404 | 409 | 500,
  text: string,
  extra?: Extra,
) {
  return data({ notice: { tone: "error" as const, text }, ...(extra as Extra) }, { status });
}

/** The inbox services; outside the production server (the dev server) there are none, and the inbox says so. */
export function inboxRequest(context: Readonly<RouterContextProvider>): InboxRequest {
  try {
    return context.get(inboxContext);
  } catch {
    throw refusal(503, "The staff area runs in the production server: start it with npm start.");
  }
}

/**
 * A staff cookie's value, under its name on this connection (`__Host-` over HTTPS: staffCookieName); one that is not
 * validly encoded is not ours, and counts as absent.
 */
export function readCookie(request: Request, name: string, secure: boolean): string | undefined {
  return cookieValue(request.headers.get("cookie"), staffCookieName(name, secure));
}

/**
 * The sign-in form's CSRF token: a cookie and a hidden field that must match (there is no session yet). An existing
 * one is kept, so two open tabs, or a second try after a wrong password, still match.
 */
export function loginFormToken(request: Request, secure: boolean, newToken: () => string): string {
  const existing = readCookie(request, LOGIN_COOKIE, secure);
  return existing && /^[\w-]{43}$/.test(existing) ? existing : newToken();
}

/**
 * The sign-in form's token for a page without a session (sign-in, setup, reset): the value for its hidden field, and
 * the headers that set the cookie it must match.
 */
export function loginForm(request: Request, context: Readonly<RouterContextProvider>) {
  const { inbox, secure } = inboxRequest(context);
  const formToken = loginFormToken(request, secure, inbox.auth.newFormToken);
  return {
    formToken,
    headers: { "Set-Cookie": staffCookie(LOGIN_COOKIE, formToken, { secure, maxAge: 3600 }) },
  };
}

/** True when a posted sign-in form token is the one its cookie holds (a page elsewhere cannot know it). */
export function loginFormMatches(
  request: Request,
  context: Readonly<RouterContextProvider>,
  formToken: string | undefined,
): boolean {
  return Boolean(formToken) && formToken === readCookie(request, LOGIN_COOKIE, inboxRequest(context).secure);
}

/** The redirect that hands a new session's cookie to the browser, dropping the sign-in form's. */
export function sessionRedirect(to: string, token: string, secure: boolean) {
  const headers = new Headers();
  headers.append("Set-Cookie", staffCookie(SESSION_COOKIE, token, { secure }));
  headers.append("Set-Cookie", staffCookie(LOGIN_COOKIE, "", { secure, maxAge: 0 }));
  return redirect(to, { headers });
}

const staffForms = new WeakMap<Request, Promise<Fields>>();

/**
 * The named fields of a staff form, as text. The body is read once a request (the CSRF check and the action share
 * it) by the form endpoints' reader, with their rules: a form (urlencoded or multipart) of at most 64 KB, each field
 * once, no files, no NUL characters. Anything else is refused with its status (400, 413, 415) and the reason.
 */
export async function staffForm<const Name extends string>(
  request: Request,
  names: readonly Name[],
): Promise<Record<Name, string | undefined>> {
  let fields = staffForms.get(request);
  if (!fields) {
    fields = readFields(requestBody(request), ["urlencoded", "multipart"]).then((body) => body.fields);
    staffForms.set(request, fields);
  }
  try {
    return textFields(await fields, names);
  } catch (error) {
    if (error instanceof SubmissionError) throw refusal(error.status, error.message);
    throw error;
  }
}

/**
 * A staff cookie: never readable by scripts, not sent by other sites' forms, and over HTTPS Secure and named with the
 * `__Host-` prefix (staffCookieName), which needs Path=/ and no Domain. Its path is the whole site anyway because the
 * inbox overview's data address is /admin.data, outside a /admin path.
 */
export function staffCookie(
  name: string,
  value: string,
  options: { secure: boolean; maxAge?: number },
): string {
  return [
    `${staffCookieName(name, options.secure)}=${encodeURIComponent(value)}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    options.secure ? "Secure" : "",
    `Max-Age=${options.maxAge ?? SESSION_SECONDS}`,
  ]
    .filter(Boolean)
    .join("; ");
}

/** A safe place to return to after signing in: a path inside the inbox (once dot segments resolve), nothing else. */
export function inboxPath(value: string | null | undefined): string {
  if (!value?.startsWith("/admin")) return "/admin";
  const url = new URL(value, "http://inbox.invalid");
  const inside = url.pathname === "/admin" || url.pathname.startsWith("/admin/");
  if (url.origin !== "http://inbox.invalid" || !inside || url.pathname.startsWith("/admin/login"))
    return "/admin";
  return `${url.pathname}${url.search}`;
}

const CHANGES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Every inbox page: a valid session or the sign-in page; and every change carries the session's CSRF token
 * (and no change comes from another site), so a page elsewhere cannot act with a staff member's cookie.
 */
export const requireStaff: MiddlewareFunction<Response> = async ({ request, context }) => {
  const { inbox, secure } = inboxRequest(context);
  const session = await inbox.auth.session(readCookie(request, SESSION_COOKIE, secure));
  if (!session) {
    const url = new URL(request.url);
    const back = url.pathname.replace(/\.data$/, "") + url.search;
    throw redirect(`/admin/login?next=${encodeURIComponent(back)}`);
  }
  // The setup password's session does one thing: create an owner account.
  const person = session.staff;
  if (!person) throw redirect("/admin/setup");
  if (CHANGES.has(request.method)) {
    if (request.headers.get("sec-fetch-site") === "cross-site") {
      throw refusal(
        403,
        "Changes in the staff area can only come from its own pages: reload the page and try again.",
      );
    }
    // The content editor's JSON calls carry the token as a header; forms carry it as a field.
    const csrf = request.headers.get("x-csrf-token") ?? (await staffForm(request, ["csrf"])).csrf;
    if (csrf !== session.csrfToken) {
      throw refusal(403, "This form has expired: reload the page and try again.");
    }
  }
  context.set(staffSessionContext, { ...session, staff: person });
};

/**
 * An owner-only route that is not a page (a download, the editor's calls; after requireStaff): anyone else gets a 403
 * in words, before any loader or action runs, so a form posted directly changes nothing.
 */
export function requireRole(permission: Permission): MiddlewareFunction<Response> {
  return ({ request, context }) => {
    if (may(signedIn(context).role, permission)) return;
    // An address opened as a page (typed, pasted or followed: a download's, say) is refused on a staff page that says
    // what it is for and what to do instead (decision 196); a fetch, a form's data or a picture gets the sentence.
    const asPage =
      request.headers.get("sec-fetch-mode") === "navigate" &&
      request.headers.get("sec-fetch-dest") === "document";
    if (asPage && READS.has(request.method)) throw redirect(forOwnersPath(permission));
    throw refusal(403, REFUSED[permission]);
  };
}

/** Where someone is sent who opened an address that is not for their role (routes/admin.for-owners.$permission.tsx). */
export function forOwnersPath(permission: Permission): string {
  return `/admin/for-owners/${permission.replaceAll(" ", "-")}`;
}

const READS = new Set(["GET", "HEAD"]);

/**
 * An owner-only page (after requireStaff). A change anyone else posts is refused here, before its action runs. Opening
 * the page is refused by its loader's first line, `requireRoleToOpen`: a refusal a loader throws is drawn inside the
 * staff layout with its menu, as the layout's own loader ran beside it; one a middleware throws has no menu, as no
 * loader ran (decision 190). Each such page's loader is checked to refuse a guide (routes/admin.owner-pages.test.tsx).
 */
export function requireRoleToChange(permission: Permission): MiddlewareFunction<Response> {
  return ({ request, context }) => {
    if (!READS.has(request.method) && !may(signedIn(context).role, permission))
      throw refusal(403, REFUSED[permission]);
  };
}

/** An owner-only page's loader, first: anyone else gets a 403 saying what the page is for and what to do instead. */
export function requireRoleToOpen(context: Readonly<RouterContextProvider>, permission: Permission): void {
  if (!may(signedIn(context).role, permission))
    throw refusal(403, REFUSED[permission], FOR_OWNERS[permission]);
}

const NUL_IN_SEARCH = "The search contains a NUL character: remove it and try again.";

/**
 * A search or look-up typed into an inbox page and carried in its address ("" when absent). A NUL character cannot
 * be compared in Postgres: such a search is not made, and the page says why beside the field (a 400), which gives
 * back the rest of what was typed.
 */
export function searchText(request: Request, name: string): { text: string; problem: string | null } {
  const value = new URL(request.url).searchParams.get(name) ?? "";
  return value.includes("\0")
    ? { text: value.replaceAll("\0", ""), problem: NUL_IN_SEARCH }
    : { text: value, problem: null };
}

/** A NUL character cannot be compared in Postgres, so a search holding one is refused in words. */
function withoutNul(value: string): string {
  if (value.includes("\0")) throw refusal(400, NUL_IN_SEARCH);
  return value;
}

/** A positive whole number from a form or query value, or null. */
export function positiveInt(value: string | null | undefined): number | null {
  if (typeof value !== "string" || !/^\d{1,9}$/.test(value)) return null;
  const number = Number(value);
  return number > 0 ? number : null;
}

/** A posted search term, trimmed and bounded. */
export function searchTerm(value: string | undefined): string {
  return withoutNul(value ?? "")
    .trim()
    .slice(0, MAX_SEARCH_LENGTH);
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

/**
 * A moment as the staff in New York read it, formatted on the server so the page hydrates as rendered: "Today,
 * 9:41 AM", "Yesterday, 3:04 PM" and (a send scheduled, a link's expiry) "Tomorrow, 9:00 AM" by New York's calendar,
 * any other day in full ("Sun, Nov 22, 2026, 3:04 PM"), which `full` always holds for a `<time>`'s title
 * (StaffTime). `now` is the clock's unless a test gives its own.
 */
export function staffMoment(date: Date, now: Date = new Date()): StaffMoment {
  const full = NEW_YORK.format(date);
  const day = newYorkToday(date);
  const today = newYorkToday(now);
  const near: Record<string, string> = {
    [today]: "Today",
    [addDays(today, -1)]: "Yesterday",
    [addDays(today, 1)]: "Tomorrow",
  };
  const relative = near[day];
  // The time exactly as the full form writes it ("3:04 PM"), after its last comma.
  const time = full.slice(full.lastIndexOf(", ") + 2);
  return { dateTime: date.toISOString(), full, text: relative ? `${relative}, ${time}` : full };
}

/**
 * The same moment as words alone, for a sentence the server writes ("Sent, today, 9:41 AM."): `inSentence` writes
 * "today" and "yesterday" in lower case. Empty for no date.
 */
export function staffDate(
  date: Date | null | undefined,
  { now, inSentence = false }: { now?: Date; inSentence?: boolean } = {},
): string {
  if (!date) return "";
  const { text } = staffMoment(date, now);
  return inSentence ? inSentenceCase(text) : text;
}

/**
 * A day or moment as content stores it ("2025-11-20", or an ISO date-time) in staff words: "Thu, Nov 20, 2025" for a
 * calendar day, staffDate's for a moment.
 */
export function staffDay(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return staffDate(new Date(value));
  return calendarDay(value, "medium");
}

/** A person's name and e-mail as typed into a staff form, checked; or each field's problem, in words. */
export function personFields(form: {
  name?: string;
  email?: string;
}): { errors: Partial<Record<"name" | "email", string>> } | { name: string; email: string } {
  const name = (form.name ?? "").trim();
  const email = (form.email ?? "").trim().toLowerCase();
  const errors: Partial<Record<"name" | "email", string>> = {};
  if (!name) errors.name = "Write the person's name.";
  else if (name.length > MAX_FIELD_LENGTH.name)
    errors.name = `Keep the name under ${MAX_FIELD_LENGTH.name} characters.`;
  if (!EMAIL_PATTERN.test(email) || email.length > MAX_FIELD_LENGTH.email)
    errors.email = "Write an e-mail address like name@example.com.";
  return errors.name || errors.email ? { errors } : { name, email };
}

/** What a form with problems in several fields says above its button; each field says its own below it. */
export const SECOND_LOOK = "Some details need a second look: each is marked at its field.";

/** A role from a form, or null. */
export function roleField(value: string | undefined): StaffRole | null {
  return STAFF_ROLES.find((role) => role === value) ?? null;
}

/** What is wrong with a new password (too short, too common, the e-mail), or null. */
export const newPasswordProblem = (password: string | undefined, email: string) =>
  passwordProblem(password ?? "", email);

/** The Activity page's filters from its address (a person's id, an action's name), each ignored when it is not one. */
export function activityFilter(url: URL) {
  const action = url.searchParams.get("action");
  return {
    actorId: positiveInt(url.searchParams.get("person")),
    action: isAuditAction(action) ? action : null,
  };
}
