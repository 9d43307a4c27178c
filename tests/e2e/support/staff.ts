import { randomInt, randomUUID } from "node:crypto";
import {
  request as apiRequest,
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
} from "@playwright/test";
import { emailjsVersion, publicEnv } from "./forms.ts";
import { content } from "./content.ts";

export { DEVELOPER_WORDS, developerWords } from "./developer-words.ts";

/** A phone's width, at which a staff list is cards rather than a table (CardsOnAPhone). */
export const STAFF_PHONE = { width: 375, height: 800 };

/**
 * At the page's phone width (STAFF_PHONE, or whichever it is set to), `control` is on the screen from edge to edge,
 * and the page does not scroll sideways: a card's action is in reach.
 */
export async function expectInReachOnAPhone(page: Page, control: Locator, what: string) {
  const phone = page.viewportSize()!.width;
  await control.scrollIntoViewIfNeeded();
  await expect(control).toBeVisible();
  const { x, width } = (await control.boundingBox())!;
  expect(x, `${what}'s left edge at ${phone} px`).toBeGreaterThanOrEqual(0);
  expect(x + width, `${what} at ${phone} px`).toBeLessThanOrEqual(phone);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    `the page at ${phone} px`,
  ).toBeLessThanOrEqual(phone);
}

/** The setup password (ADMIN_PASSWORD) the end-to-end servers start with (playwright.config.ts). */
export const STAFF_PASSWORD = "e2e staff inbox password";

/**
 * Every page of the staff area: those a visitor sees signed out, and those the owner (who sees every page) opens
 * signed in. The content editor's own interface (Keystatic, /keystatic) is a library's and is left out.
 */
export const STAFF_PAGES = {
  signedOut: ["/admin/login", "/admin/reset", "/admin/join/not-a-real-invitation"],
  signedIn: [
    "/admin",
    "/admin/messages",
    "/admin/requests",
    "/admin/subscribers",
    "/admin/applications",
    "/admin/codes",
    "/admin/outbox",
    "/admin/content",
    "/admin/insights",
    "/admin/campaigns",
    "/admin/people",
    "/admin/account",
    "/admin/activity",
    "/admin/backups",
    "/admin/privacy",
    "/admin/settings",
    "/admin/newsletter",
    // An issue sent before (its preview and archive link) and a draft (the test and send forms), HTML and text.
    ...content.newsletterIssues.map((issue) => `/admin/newsletter/${issue.slug}`),
    `/admin/newsletter/${content.newsletterIssues[0]!.slug}?view=text&width=phone`,
  ],
};

/** A staff member's sign-in. */
export type StaffLogin = { name: string; email: string; password: string };

/** The owner every end-to-end server gets on its first sign-in, made with the setup password. */
export const OWNER: StaffLogin = {
  name: "Olive Owner",
  email: "olive.owner@example.com",
  password: "olive walks the brooklyn heights promenade",
};

/**
 * The site's public address the owner gives at setup (the servers run without PUBLIC_SITE_URL): the address the
 * site is built for, so every link in every e-mail leads there, never to the test server's 127.0.0.1.
 */
export const SITE_ADDRESS = publicEnv.siteUrl;

const valueOf = (html: string, name: string) =>
  new RegExp(`name="${name}" value="([^"]+)"`).exec(html)?.[1] ?? "";

/**
 * A made-up client address for one test: the test servers trust X-Forwarded-For (TRUST_PROXY=1), so each test has
 * its own rate limits and sign-in throttle, as separate visitors would.
 */
export function newClient(): Record<string, string> {
  return { "x-forwarded-for": `198.18.${randomInt(256)}.${randomInt(1, 255)}` };
}

/**
 * The owner account on a server that has none yet, made the way a new company makes it: the setup password, then
 * "create the owner account". Harmless when it exists (two workers may race to it): the second is told so.
 */
export async function setUpOwner(request: APIRequestContext, client: Record<string, string>, base = "") {
  const unlock = await (await request.get(`${base}/admin/setup`, { headers: client })).text();
  const formToken = valueOf(unlock, "formToken");
  expect(formToken, "the setup page's form").not.toBe("");
  const create = await request.post(`${base}/admin/setup`, {
    headers: client,
    form: { intent: "unlock", formToken, setupPassword: STAFF_PASSWORD },
  });
  const csrf = valueOf(await create.text(), "csrf");
  expect(csrf, "the owner form after the setup password").not.toBe("");
  const done = await request.post(`${base}/admin/setup`, {
    headers: client,
    form: {
      intent: "create",
      csrf,
      name: OWNER.name,
      email: OWNER.email,
      password: OWNER.password,
      siteAddress: SITE_ADDRESS,
    },
  });
  expect([200, 409], `creating the owner: ${done.status()}`).toContain(done.status());
}

/** Signs a request context in to the staff area as a person (the owner unless told), the way the form does. */
export async function signIn(
  request: APIRequestContext,
  client: Record<string, string>,
  who: StaffLogin = OWNER,
  base = "",
) {
  let login = await request.get(`${base}/admin/login`, { headers: client });
  if (new URL(login.url()).pathname === "/admin/setup") {
    await setUpOwner(request, client, base);
    login = await request.get(`${base}/admin/login`, { headers: client });
  }
  if (new URL(login.url()).pathname !== "/admin/login") {
    // The setup just signed the owner in, or this context was already signed in: start from a fresh sign-in.
    const html = await (await request.get(`${base}/admin`, { headers: client })).text();
    await request.post(`${base}/admin/logout`, { headers: client, form: { csrf: valueOf(html, "csrf") } });
    login = await request.get(`${base}/admin/login`, { headers: client });
  }
  const formToken = valueOf(await login.text(), "formToken");
  expect(formToken).not.toBe("");
  const response = await request.post(`${base}/admin/login`, {
    headers: client,
    form: { formToken, email: who.email, password: who.password },
  });
  expect(response.url(), `${who.email} signed in`).toMatch(/\/admin$/);
}

/** Runs `use` with a request context of its own on a server (its cookies are nobody else's). */
async function withOwnContext<T>(
  baseURL: string,
  use: (request: APIRequestContext) => Promise<T>,
): Promise<T> {
  const request = await apiRequest.newContext({ baseURL });
  try {
    return await use(request);
  } finally {
    await request.dispose();
  }
}

/** The owner account exists on this server (made with the setup password if it did not). */
export async function ensureOwner(baseURL: string) {
  await withOwnContext(baseURL, (request) => signIn(request, newClient()));
}

/** Signs a browser page in as a person (the owner unless told), through the sign-in form. */
export async function signInInBrowser(page: Page, baseURL: string, who: StaffLogin = OWNER) {
  await ensureOwner(baseURL);
  await page.goto(`${baseURL}/admin/login`);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.getByLabel("E-mail").fill(who.email);
  await page.getByLabel("Password").fill(who.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
}

/**
 * The sign-in link (/admin/join/... or /admin/reset/...) in the newest outbox e-mail to an address, read by an owner.
 * With `kind`, waits for the newest e-mail to the address to hold that kind of link: a reset asked for on the sign-in
 * page is written just after the page answers.
 */
export async function linkInOutbox(
  request: APIRequestContext,
  client: Record<string, string>,
  email: string,
  base = "",
  kind?: "join" | "reset",
): Promise<string> {
  const newestLink = async () => {
    const html = await staffPage(request, `${base}/admin/outbox`, client);
    // The newest e-mail to the address comes first; its "To" line is the address's first appearance.
    const at = html.indexOf(email);
    if (at === -1) return "";
    return /https?:\/\/[^/\s<]+(\/admin\/(?:join|reset)\/[\w-]{43})/.exec(html.slice(at))?.[1] ?? "";
  };
  let path = "";
  await expect
    .poll(async () => (path = await newestLink()), { message: `the link in the newest e-mail to ${email}` })
    .toMatch(kind ? new RegExp(`^/admin/${kind}/`) : /^\/admin\//);
  return `${base}${path}`;
}

/**
 * A new person with a password, invited by the owner and joined through their link, all over HTTP: for tests that
 * need someone of a role, not the invitation itself (staff-accounts.spec.ts does that in the browser).
 */
export async function newStaffMember(
  baseURL: string,
  role: "guide" | "owner",
  name = `Gus ${randomUUID().slice(0, 6)}`,
): Promise<StaffLogin> {
  const who = {
    name,
    email: `${role}-${randomUUID().slice(0, 8)}@example.com`,
    password: "a tabby on the fire escape",
  };
  const link = await withOwnContext(baseURL, async (request) => {
    const owner = newClient();
    await signIn(request, owner);
    const people = await staffPage(request, "/admin/people", owner);
    const invited = await request.post("/admin/people", {
      headers: owner,
      form: { csrf: valueOf(people, "csrf"), intent: "invite", name: who.name, email: who.email, role },
    });
    expect(await invited.text()).toContain(`The invitation to ${who.email} is ready to send`);
    return linkInOutbox(request, owner, who.email);
  });
  await withOwnContext(baseURL, async (request) => {
    const joined = await request.post(link, { headers: newClient(), form: { password: who.password } });
    expect(new URL(joined.url()).pathname, `${who.email} joined`).toBe("/admin");
  });
  return who;
}

/** A staff page's HTML, for a signed-in request context. */
export async function staffPage(request: APIRequestContext, path: string, client: Record<string, string>) {
  const response = await request.get(path, { headers: client });
  expect(response.status(), path).toBe(200);
  return response.text();
}

/**
 * A subscriber search posted the way the inbox's search form posts it (a search never goes into an address): the
 * page's HTML with the results, or the CSV of the results.
 */
export async function searchSubscribers(
  request: APIRequestContext,
  query: string,
  client: Record<string, string>,
  answer: "page" | "csv" = "page",
) {
  const csrf = csrfIn(await staffPage(request, "/admin/subscribers", client));
  expect(csrf, "the page's CSRF token").toBeTruthy();
  const response = await request.post(answer === "csv" ? "/admin/subscribers.csv" : "/admin/subscribers", {
    headers: client,
    form: { csrf: csrf ?? "", q: query },
  });
  expect(response.status(), `search for ${query}`).toBe(200);
  return response.text();
}

/** The identifiers the contact form sends with each message: the build's own settings, the library's version. */
export const EMAILJS_IDS = {
  lib_version: emailjsVersion,
  user_id: publicEnv.emailjs.publicKey,
  service_id: publicEnv.emailjs.serviceId,
  template_id: publicEnv.emailjs.templateId,
};

/** A valid contact message as the contact form posts it to the EmailJS-shaped endpoint. */
export function contactMessage(marker: string) {
  return {
    ...EMAILJS_IDS,
    template_params: {
      name: "Ada Lovelace",
      email: "ada@example.com",
      phone: "Not provided",
      message: `Do cats ride the ferry? ${marker}`,
    },
  };
}

/** A staff page's CSRF token, from its HTML (every staff form carries it), or "" when the page has none. */
export function csrfIn(html: string): string {
  return /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? "";
}

/** A page's main text as a person reads it: no tags, no React's text separators, entities decoded. */
export function mainText(html: string): string {
  const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? html;
  return main
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

/** The staff area's navigation as it shows: the row of menus on a laptop, the Menu button's list on a phone. */
export function staffNavigation(page: Page) {
  return page.getByRole("navigation", { name: "Staff area" });
}

/**
 * Opens a staff page from the header, as staff do: its section's menu (on a phone, Menu first), then the page's link.
 * `name` is the link's (a badge adds "2 waiting" after it, so a pattern such as /^Messages/ finds it either way).
 */
export async function openStaffPage(page: Page, name: string | RegExp) {
  if (!(await staffNavigation(page).isVisible())) await page.getByText("Menu", { exact: true }).click();
  const nav = staffNavigation(page);
  const link = nav.getByRole("link", { name, exact: typeof name === "string" });
  if (!(await link.isVisible())) {
    const menu = nav.locator("details").filter({
      has: page.getByRole("link", { name, exact: typeof name === "string", includeHidden: true }),
    });
    await menu.locator("summary").click();
  }
  await link.click();
}
