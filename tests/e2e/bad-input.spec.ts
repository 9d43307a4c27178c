import { expect, test } from "./fixtures.ts";
import { existsSync } from "node:fs";
import { join } from "node:path";
import {
  answerText,
  EDITOR_API_PATHS,
  editorUpdateBody,
  expectedRefusal,
  IMPOSSIBLE_QUERIES,
  malformedBodies,
  ODD_METHODS,
  redirectedTo,
  sendBytes,
  sendRaw,
  SERVER_FAILURE,
  type BodyKind,
  type MalformedBody,
  type RawResponse,
} from "./support/bad-input.ts";
import { startOwnServer, type OwnServer } from "./support/own-server.ts";
import { requestForm } from "./support/private-tours.ts";
import { EMAILJS_IDS, newClient, OWNER, SITE_ADDRESS, STAFF_PASSWORD } from "./support/staff.ts";

/**
 * Nothing a client sends gets a 5xx: every route that takes a body, signed out and signed in, answers each malformed
 * body, odd method, path, query and header with a clear 4xx in words (or, for the inbox signed out, the way to sign
 * in); nothing stored changes; and the server logs nothing. On a server of this file's own (PGlite in the chromium
 * project, Postgres in the postgres one), so the inbox's pages and the log hold only what these tests did.
 */

/** What a case must get. */
type Expected =
  | { status: number; message?: RegExp }
  /** Any refusal: a 4xx in words. */
  | "refused"
  /** The inbox signed out: a redirect to its sign-in page. */
  | "sign-in"
  /** Any clear answer: a page, a redirect, or a refusal in words. */
  | "answered";

let server: OwnServer;
let staff: { cookie: string; csrf: string; loginCookie: string; formToken: string };
let seeded: {
  messageId: string;
  subscriberId: string;
  pendingId: string;
  code: string;
  requestId: string;
  /** A newsletter address's links, both used already: acting on them again changes nothing. */
  confirmLink: string;
  unsubscribeLink: string;
};
let inboxBefore: string;

const send = (options: Parameters<typeof sendRaw>[1]) => sendRaw(server.url, options);

/** Posts one malformed body to a path as a new visitor, under the body's own content type. */
const postBody = (path: string, body: MalformedBody) =>
  send({
    method: "POST",
    path,
    headers: { ...newClient(), ...(body.contentType ? { "content-type": body.contentType } : {}) },
    body: body.body,
    chunked: body.chunked,
  });

function cookiesFrom(response: RawResponse): string {
  return (response.headers["set-cookie"] ?? "")
    .split("\n")
    .map((line) => line.split(";")[0])
    .filter(Boolean)
    .join("; ");
}

const valueOf = (html: string, name: string) =>
  new RegExp(`name="${name}" value="([^"]+)"`).exec(html)?.[1] ?? "";

async function staffGet(path: string): Promise<string> {
  const response = await send({ method: "GET", path, headers: { ...newClient(), cookie: staff.cookie } });
  expect(response.status, `${path} (still signed in)`).toBe(200);
  return response.text;
}

/** A staff form as the owner's browser posts it, with the session and its CSRF token. */
const staffSend = (path: string, fields: Record<string, string>) =>
  send({
    method: "POST",
    path,
    headers: {
      ...newClient(),
      cookie: staff.cookie,
      "content-type": "application/x-www-form-urlencoded",
    },
    body: Buffer.from(new URLSearchParams({ csrf: staff.csrf, ...fields }).toString()),
  });

async function staffPost(path: string, fields: Record<string, string>): Promise<string> {
  const response = await staffSend(path, fields);
  expect(response.status, path).toBe(200);
  return response.text;
}

/**
 * Every inbox page's words: a change to anything stored (a message, a subscriber, an application, a code, the outbox,
 * and so an invitation) shows here. (People is left out: it shows when each person was last seen.)
 */
async function inboxWords(): Promise<string> {
  const pages = [
    "/admin",
    "/admin/messages",
    "/admin/subscribers",
    "/admin/applications?status=pending",
    "/admin/applications?status=approved",
    "/admin/applications?status=rejected",
    `/admin/codes?code=${seeded.code}`,
    "/admin/outbox",
    "/admin/outbox?show=sent",
    "/admin/requests",
    "/admin/requests?status=replied",
    "/admin/requests?status=booked",
    "/admin/requests?status=declined",
    "/admin/privacy",
  ];
  const words = [];
  for (const path of pages)
    words.push(
      `${path}: ${answerText({ status: 200, headers: { "content-type": "text/html" }, text: await staffGet(path) })}`,
    );
  return words.join("\n");
}

/** The server's log holds its start-up lines and nothing else: no stack trace, no error. */
function logAfterStart(): string[] {
  return server
    .output()
    .split("\n")
    .filter(
      (line) =>
        line.trim() &&
        !/^(Starting on port \d+: |Whisker Walks NYC is running at | {2}Database: | {2}Staff area: | {2}Outgoing e-mail: | {2}Site: | {2}Editing: | {2}Backups: )/.test(
          line,
        ),
    );
}

/** Checks one answer, noting what is wrong with it (all cases run; the test lists every problem at the end). */
function check(problems: string[], label: string, response: RawResponse, expected: Expected) {
  const words = answerText(response);
  const wrong = (what: string) =>
    problems.push(`${label}: ${what} (got ${response.status}: ${words.slice(0, 160) || "no words"})`);
  if (response.status >= 500) return wrong("a server error");
  if (!words) return wrong("no message");
  if (SERVER_FAILURE.test(response.text)) return wrong("a server failure in the answer");
  if (expected === "sign-in") {
    if (!redirectedTo(response)?.startsWith("/admin/login")) wrong("not sent to sign in");
    return;
  }
  if (expected === "answered") return;
  if (expected === "refused") {
    if (response.status < 400) wrong("not refused");
    return;
  }
  if (response.status !== expected.status) wrong(`expected ${expected.status}`);
  else if (expected.message && !expected.message.test(words))
    wrong(`expected words like ${expected.message}`);
}

function expectAllWell(problems: string[]) {
  expect(problems, "answers that are not a clear 4xx").toEqual([]);
  expect(logAfterStart(), "the server's log").toEqual([]);
}

test.describe("bad input", () => {
  // One server, seeded once, for the tests below in order; hundreds of requests each, on two busy cores.
  test.describe.configure({ mode: "default", timeout: 240_000 });

  // Playwright fixtures declare their dependencies by destructuring; this hook needs none.
  // eslint-disable-next-line no-empty-pattern
  test.beforeAll(async ({}, testInfo) => {
    server = await startOwnServer(testInfo, { ADMIN_PASSWORD: STAFF_PASSWORD });
    const json = { "content-type": "application/json" };
    const form = { "content-type": "application/x-www-form-urlencoded" };
    const message = await send({
      method: "POST",
      path: "/api/v1.0/email/send",
      headers: { ...newClient(), ...json },
      body: Buffer.from(
        JSON.stringify({
          ...EMAILJS_IDS,
          template_params: {
            name: "Ada Lovelace",
            email: "ada@example.com",
            phone: "Not provided",
            message: "Do cats ride the ferry?",
          },
        }),
      ),
    });
    expect(message.status).toBe(200);
    const subscriber = await send({
      method: "POST",
      path: "/subscribe/post",
      headers: { ...newClient(), ...form },
      body: Buffer.from("EMAIL=seed%40example.com&FNAME=Ada&CONSENT=yes"),
    });
    expect(subscriber.status).toBe(200);
    const spent = await send({
      method: "POST",
      path: "/subscribe/post",
      headers: { ...newClient(), ...form },
      body: Buffer.from("EMAIL=spent%40example.com"),
    });
    expect(spent.status).toBe(200);
    const tourRequest = await send({
      method: "POST",
      path: "/tours/private-tours",
      headers: { ...newClient(), ...form },
      body: Buffer.from(new URLSearchParams(requestForm("A walk for the bad-input team")).toString()),
    });
    expect(tourRequest.status).toBe(303);
    for (const catName of ["Pickle", "Biscuit"]) {
      const application = await send({
        method: "POST",
        path: "/f/adventure-cats",
        headers: { ...newClient(), ...form },
        body: Buffer.from(
          new URLSearchParams({
            first_name: "Ada",
            last_name: "Lovelace",
            email: `${catName.toLowerCase()}@example.com`,
            mobile: "+44 7700 900123",
            cat_name: catName,
            rules_accept: "on",
            waiver_accept: "on",
          }).toString(),
        ),
      });
      expect(application.status).toBe(303);
    }

    // The owner account, made the way a fresh install makes it: the setup password, then the owner's details.
    const client = newClient();
    const setupPage = await send({ method: "GET", path: "/admin/setup", headers: client });
    const unlocked = await send({
      method: "POST",
      path: "/admin/setup",
      headers: { ...client, ...form, cookie: cookiesFrom(setupPage) },
      body: Buffer.from(
        new URLSearchParams({
          intent: "unlock",
          formToken: valueOf(setupPage.text, "formToken"),
          setupPassword: STAFF_PASSWORD,
        }).toString(),
      ),
    });
    const setupSession = cookiesFrom(unlocked);
    const ownerForm = await send({
      method: "GET",
      path: "/admin/setup",
      headers: { ...client, cookie: setupSession },
    });
    const created = await send({
      method: "POST",
      path: "/admin/setup",
      headers: { ...client, ...form, cookie: setupSession },
      body: Buffer.from(
        new URLSearchParams({
          intent: "create",
          csrf: valueOf(ownerForm.text, "csrf"),
          name: OWNER.name,
          email: OWNER.email,
          password: OWNER.password,
          siteAddress: SITE_ADDRESS,
        }).toString(),
      ),
    });
    expect(created.status, "the owner account was created").toBe(302);
    const loginPage = await send({ method: "GET", path: "/admin/login", headers: client });
    const loginCookie = cookiesFrom(loginPage);
    const formToken = valueOf(loginPage.text, "formToken");
    const signedIn = await send({
      method: "POST",
      path: "/admin/login",
      headers: { ...client, ...form, cookie: loginCookie },
      body: Buffer.from(
        new URLSearchParams({ formToken, email: OWNER.email, password: OWNER.password }).toString(),
      ),
    });
    expect(signedIn.status).toBe(302);
    staff = { cookie: cookiesFrom(signedIn), csrf: "", loginCookie, formToken };
    const applications = await staffGet("/admin/applications");
    staff.csrf = valueOf(applications, "csrf");
    const [approveId, pendingId] = [...applications.matchAll(/name="id" value="(\d+)"/g)]
      .map((match) => match[1] ?? "")
      .filter((id, index, ids) => ids.indexOf(id) === index);
    const approved = await staffPost("/admin/applications", { id: approveId ?? "", intent: "approve" });
    const outbox = await staffGet("/admin/outbox");
    const spentMail = outbox
      .split("<article")
      .find((chunk) => /To (?:<!-- -->)?spent@example\.com/.test(chunk));
    const link = (kind: string) =>
      new RegExp(`https://[^/\\s]+(/newsletter/${kind}/[\\w.-]+)`).exec(spentMail ?? "")?.[1] ?? "";
    const [confirmLink, unsubscribeLink] = [link("confirm"), link("unsubscribe")];
    for (const path of [confirmLink, unsubscribeLink]) {
      const used = await send({
        method: "POST",
        path,
        headers: { ...newClient(), ...form },
        body: Buffer.from(""),
      });
      expect(used.status, path).toBe(200);
    }
    seeded = {
      messageId: valueOf(await staffGet("/admin/messages"), "id"),
      subscriberId: valueOf(await staffGet("/admin/subscribers"), "id"),
      pendingId: pendingId ?? "",
      code: /CAT-[A-Z2-9]{4}-[A-Z2-9]{4}/.exec(approved)?.[0] ?? "",
      requestId: valueOf(await staffGet("/admin/requests"), "id"),
      confirmLink,
      unsubscribeLink,
    };
    expect(Object.values(seeded).every(Boolean), JSON.stringify(seeded)).toBe(true);
    inboxBefore = await inboxWords();
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  test.afterEach(async () => {
    // Nothing stored changed, and the staff session is still the one it was (no sign-out went through).
    expect(await inboxWords()).toBe(inboxBefore);
  });

  /** The form endpoints (server/forms/), each with a valid submission's fields, so a lenient reader would store it. */
  const endpoints = (): {
    path: string;
    accepts: BodyKind[];
    fields: Record<string, string>;
    /** What a body that reads (an empty form) gets, where that is a valid post rather than a refusal. */
    emptyBody?: Expected;
  }[] => [
    { path: "/api/v1.0/email/send", accepts: ["json"], fields: { ...EMAILJS_IDS } },
    {
      path: "/api/v1.0/email/send-form",
      accepts: ["multipart", "urlencoded"],
      fields: {
        ...EMAILJS_IDS,
        name: "Grace Hopper",
        email: "grace@example.com",
        phone: "Not provided",
        message: "Is the Brooklyn Heights walk stroller-friendly?",
      },
    },
    {
      path: "/contact",
      accepts: ["urlencoded", "multipart"],
      fields: {
        name: "Grace Hopper",
        email: "grace@example.com",
        message: "Is the Brooklyn Heights walk stroller-friendly?",
      },
    },
    {
      path: "/subscribe/post",
      accepts: ["urlencoded", "multipart"],
      fields: { EMAIL: "lenient@example.com", FNAME: "Lenny", CONSENT: "yes" },
    },
    {
      path: "/tours/private-tours",
      accepts: ["urlencoded", "multipart"],
      fields: requestForm("A lenient reader would store this request"),
    },
    // The newsletter's links take the page's empty post or a mail program's one-click field.
    {
      path: seeded.confirmLink,
      accepts: ["urlencoded", "multipart"],
      fields: { "List-Unsubscribe": "One-Click" },
      emptyBody: "answered",
    },
    {
      path: seeded.unsubscribeLink,
      accepts: ["urlencoded", "multipart"],
      fields: { "List-Unsubscribe": "One-Click" },
      emptyBody: "answered",
    },
    // A visitor's privacy request: a lenient reader would store it and e-mail its link.
    {
      path: "/privacy/request",
      accepts: ["urlencoded", "multipart"],
      fields: { email: "lenient@example.com", kind: "erase" },
    },
    {
      path: "/f/adventure-cats",
      accepts: ["multipart", "urlencoded", "json"],
      fields: {
        first_name: "Ada",
        last_name: "Lovelace",
        email: "mittens@example.com",
        mobile: "+44 7700 900123",
        cat_name: "Mittens",
        rules_accept: "on",
        waiver_accept: "on",
      },
    },
  ];

  /** A made-up link token: a lenient reader would look it up. */
  const BOGUS_TOKEN = "x".repeat(43);
  /** A privacy request's confirmation link that we never sent: its button's post confirms nothing. */
  const FORGED_PRIVACY_LINK = `/privacy/confirm/${"x".repeat(20)}.${"y".repeat(22)}`;

  /**
   * The ways in without a session (sign-in, setup, an invitation, a reset, a passkey): open to everyone, so a
   * readable body gets an answer in words rather than a trip to the sign-in page.
   */
  const openActions = (): { path: string; fields: Record<string, string> }[] => [
    { path: "/admin/login", fields: { formToken: staff.formToken, email: OWNER.email, password: "not it" } },
    {
      path: "/admin/setup",
      fields: { intent: "unlock", formToken: staff.formToken, setupPassword: "not it" },
    },
    { path: `/admin/join/${BOGUS_TOKEN}`, fields: { password: "a long enough password for a cat" } },
    { path: "/admin/reset", fields: { formToken: staff.formToken, email: OWNER.email } },
    { path: `/admin/reset/${BOGUS_TOKEN}`, fields: { password: "a long enough password for a cat" } },
    { path: "/admin/passkeys", fields: { purpose: "sign-in", step: "options", formToken: "forged" } },
  ];
  const isOpen = (path: string) => openActions().some((action) => action.path === path);

  /** The inbox's routes that change something, each with the fields its form sends (a lenient reader would act on them). */
  const staffActions = (): { path: string; fields: Record<string, string> }[] => [
    ...openActions(),
    { path: "/admin/logout", fields: { csrf: staff.csrf } },
    { path: "/admin/messages", fields: { csrf: staff.csrf, id: seeded.messageId, intent: "read" } },
    { path: "/admin/subscribers", fields: { csrf: staff.csrf, id: seeded.subscriberId } },
    { path: "/admin/applications", fields: { csrf: staff.csrf, id: seeded.pendingId, intent: "approve" } },
    { path: "/admin/codes", fields: { csrf: staff.csrf, code: seeded.code, booking: "FH-BAD-INPUT" } },
    { path: "/admin/outbox", fields: { csrf: staff.csrf, id: "1" } },
    { path: "/admin/requests", fields: { csrf: staff.csrf, id: seeded.requestId, intent: "booked" } },
    { path: "/admin/campaigns", fields: { csrf: staff.csrf, intent: "delete", id: "999999" } },
    // A version that does not exist: a lenient reader would try to restore it.
    { path: "/admin/content", fields: { csrf: staff.csrf, intent: "restore", commit: "0000000" } },
    { path: "/admin/account", fields: { csrf: staff.csrf, intent: "end-others" } },
    { path: "/admin/account/passkeys", fields: { csrf: staff.csrf, step: "options" } },
    // Ada wrote in the seeding: a lenient reader would erase her, or hand over what is held about her.
    {
      path: "/admin/privacy",
      fields: { csrf: staff.csrf, intent: "erase", email: "ada@example.com", confirm: "yes" },
    },
    { path: "/admin/privacy/export", fields: { csrf: staff.csrf, email: "ada@example.com", format: "json" } },
    // Nobody by that address: a lenient reader would invite them.
    {
      path: "/admin/people",
      fields: {
        csrf: staff.csrf,
        intent: "invite",
        name: "Lenient",
        email: "lenient@example.com",
        role: "guide",
      },
    },
  ];

  /** The inbox's addresses that take no form: the overview, the activity record and the CSV exports. */
  const staffReadOnly = [
    "/admin",
    "/admin/subscribers.csv",
    "/admin/requests.csv",
    "/admin/activity",
    "/admin/activity.csv",
  ];

  /** React Router's data address for a route (its client posts there). */
  const dataPath = (path: string) => `${path}.data`;

  test("the form endpoints refuse every malformed body with a 4xx in words", async () => {
    const problems: string[] = [];
    for (const endpoint of endpoints()) {
      for (const body of malformedBodies(endpoint.fields)) {
        const response = await postBody(endpoint.path, body);
        check(
          problems,
          `POST ${endpoint.path} [${body.name}]`,
          response,
          expectedRefusal(body, endpoint.accepts) ?? endpoint.emptyBody ?? "refused",
        );
      }
    }
    const everyBody: [path: string, fields: Record<string, string>, expected: Expected][] = [
      // The insights collector reads its one JSON event itself (text/plain, as sendBeacon sends it).
      ["/insights/event", { type: "pageview", path: "/" }, "refused"],
      ["/f/another-form", { email: "ada@example.com" }, { status: 404, message: /Form not found\./ }],
      // The link's page posts an empty form: whatever the body, a link we never sent is refused.
      [FORGED_PRIVACY_LINK, { confirm: "yes" }, "refused"],
    ];
    for (const [path, fields, expected] of everyBody) {
      for (const body of malformedBodies(fields)) {
        const response = await postBody(path, body);
        check(problems, `POST ${path} [${body.name}]`, response, expected);
      }
    }
    expectAllWell(problems);
  });

  for (const signedIn of [false, true]) {
    test(`the staff inbox ${signedIn ? "signed in" : "signed out"}: every malformed body to every action is refused in words`, async () => {
      const problems: string[] = [];
      const session = signedIn ? staff.cookie : "";
      for (const action of staffActions()) {
        const open = isOpen(action.path);
        // The sign-in form's token matches its cookie, so only the body is wrong.
        const cookie = [session, open ? staff.loginCookie : ""].filter(Boolean).join("; ");
        for (const path of [action.path, dataPath(action.path)]) {
          for (const body of malformedBodies(action.fields)) {
            const response = await send({
              method: "POST",
              path,
              headers: {
                ...newClient(),
                ...(cookie ? { cookie } : {}),
                ...(body.contentType ? { "content-type": body.contentType } : {}),
              },
              body: body.body,
              chunked: body.chunked,
            });
            // Signed out, the inbox sends everyone to sign in before reading anything; the ways in read the body,
            // and one they can read gets an answer (a refusal in words, or on to the inbox for someone signed in).
            const refusal = expectedRefusal(body, ["urlencoded", "multipart"]);
            const expected = open ? (refusal ?? "answered") : !signedIn ? "sign-in" : (refusal ?? "refused");
            check(problems, `POST ${path} [${body.name}]`, response, expected);
          }
        }
      }
      for (const route of staffReadOnly) {
        for (const path of [route, dataPath(route)]) {
          for (const body of malformedBodies({ csrf: staff.csrf })) {
            const response = await send({
              method: "POST",
              path,
              headers: {
                ...newClient(),
                ...(session ? { cookie: session } : {}),
                ...(body.contentType ? { "content-type": body.contentType } : {}),
              },
              body: body.body,
              chunked: body.chunked,
            });
            check(problems, `POST ${path} [${body.name}]`, response, signedIn ? "refused" : "sign-in");
          }
        }
      }
      expectAllWell(problems);
    });
  }

  test("a well-formed change the inbox cannot make is refused with the status that says why, in words", async () => {
    const nobody = "999999";
    const refusals: [path: string, fields: Record<string, string>, expected: Expected][] = [
      [
        "/admin/messages",
        { id: nobody, intent: "read" },
        { status: 404, message: /That message was not found\./ },
      ],
      ["/admin/applications", { id: nobody, intent: "approve" }, { status: 404, message: /not found/ }],
      [
        "/admin/applications",
        { id: seeded.pendingId, intent: "adopt" },
        { status: 400, message: /Choose Approve/ },
      ],
      [
        "/admin/codes",
        { code: "CAT-NONE-NONE", booking: "FH-1" },
        { status: 404, message: /no code CAT-NONE-NONE/ },
      ],
      [
        "/admin/outbox",
        { id: nobody, intent: "send" },
        { status: 404, message: /That e-mail was not found\./ },
      ],
      [
        "/admin/requests",
        { id: nobody, intent: "booked" },
        { status: 404, message: /That request was not found/ },
      ],
      [
        "/admin/requests",
        { id: seeded.requestId, intent: "adopt" },
        { status: 400, message: /not something/ },
      ],
      [
        "/admin/requests",
        { id: seeded.requestId, intent: "notes", notes: "m".repeat(5_001) },
        { status: 400, message: /Keep the notes under 5,000 characters/ },
      ],
      [
        "/admin/campaigns",
        { intent: "delete", id: nobody },
        { status: 404, message: /That link was not found/ },
      ],
      ["/admin/content", { intent: "adopt" }, { status: 400, message: /Choose Preview, Publish/ }],
      [
        "/admin/account",
        { intent: "remove-passkey", id: nobody },
        { status: 404, message: /passkey was not found/ },
      ],
      ["/admin/account", { intent: "adopt" }, { status: 400, message: /Choose what to change/ }],
      [
        "/admin/people",
        { intent: "invite", name: " ", email: "margo@example", role: "guide" },
        { status: 400, message: /second look/ },
      ],
      [
        "/admin/people",
        { intent: "invite", name: OWNER.name, email: OWNER.email, role: "guide" },
        { status: 409, message: /already has an account/ },
      ],
      [
        "/admin/people",
        { intent: "role", id: nobody, role: "guide" },
        { status: 404, message: /was not found/ },
      ],
      [
        "/admin/people",
        { intent: "role", id: nobody, role: "wizard" },
        { status: 400, message: /Choose a role/ },
      ],
    ];
    const problems: string[] = [];
    for (const [path, fields, expected] of refusals) {
      check(
        problems,
        `POST ${path} ${JSON.stringify(fields).slice(0, 80)}`,
        await staffSend(path, fields),
        expected,
      );
    }
    // After the test, nothing stored has changed (afterEach).
    expectAllWell(problems);
  });

  test("the content editor's API and media library: every spelling, body and method is refused in words", async () => {
    const problems: string[] = [];
    const root = join(import.meta.dirname, "../..");
    for (const signedIn of [false, true]) {
      const session: Record<string, string> = signedIn
        ? { cookie: staff.cookie, "x-csrf-token": staff.csrf, "no-cors": "1" }
        : {};
      for (const path of EDITOR_API_PATHS) {
        // An address no route may have (a %-escape that is not UTF-8, an escaped ../) is refused before anything
        // else, signed in or not; so is a method no route takes (405).
        const unsafe = /%E0%A4%A$|%2F\.\./.test(path);
        const expected: Expected = unsafe
          ? { status: 400, message: /that address is not allowed/ }
          : signedIn
            ? "refused"
            : "sign-in";
        for (const body of [
          ...malformedBodies({ csrf: staff.csrf }),
          {
            name: "an update to a file no staff may write",
            contentType: "application/json",
            body: editorUpdateBody(),
            chunked: false,
          },
        ]) {
          const response = await send({
            method: "POST",
            path,
            headers: {
              ...newClient(),
              ...session,
              ...(body.contentType ? { "content-type": body.contentType } : {}),
            },
            body: body.body,
            chunked: body.chunked,
          });
          // A form posted to the editor's API is refused in words (not "Body is unusable").
          const refusal =
            !unsafe &&
            signedIn &&
            body.contentType?.startsWith("application/x-www-form-urlencoded") &&
            !path.startsWith("/admin/")
              ? { status: 415, message: /Unsupported content type/ }
              : expected;
          check(problems, `POST ${path} [${body.name}]${signedIn ? " (signed in)" : ""}`, response, refusal);
        }
        for (const method of ["GET", ...ODD_METHODS]) {
          const response = await send({ method, path, headers: { ...newClient(), ...session } });
          const fine =
            method === "GET" &&
            signedIn &&
            (path === "/api/keystatic/tree" || path === "/admin/pictures" || path === "/admin/posts");
          const routed = method === "GET" || unsafe;
          if (!fine)
            check(
              problems,
              `${method} ${path}${signedIn ? " (signed in)" : ""}`,
              response,
              routed ? expected : { status: 405, message: /is not allowed here/ },
            );
        }
      }
    }
    for (const file of ["content/blog/bad-input.html"])
      expect(existsSync(join(root, file)), `${file} was not written`).toBe(false);
    expectAllWell(problems);
  });

  test("pages take no body: a malformed one is refused in words, whatever it is", async () => {
    const problems: string[] = [];
    for (const path of ["/", "/tours", "/contact", "/blog/postal-cats-wall-street", "/not-a-page"]) {
      for (const body of malformedBodies({ note: "purr" })) {
        const response = await postBody(path, body);
        check(problems, `POST ${path} [${body.name}]`, response, "refused");
      }
    }
    expectAllWell(problems);
  });

  test("methods no route takes are refused with 405, signed out and signed in", async () => {
    const problems: string[] = [];
    const staffPaths = [...staffActions().map((action) => action.path), ...staffReadOnly];
    const paths = [
      ...endpoints().map((endpoint) => endpoint.path),
      FORGED_PRIVACY_LINK,
      ...staffPaths,
      ...staffPaths.map(dataPath),
      "/",
      "/tours",
      "/contact",
      "/tours.data",
    ];
    for (const cookie of ["", staff.cookie]) {
      for (const path of paths) {
        for (const method of ODD_METHODS) {
          const response = await send({
            method,
            path,
            headers: { ...newClient(), ...(cookie ? { cookie } : {}) },
            body: Buffer.from(`csrf=${staff.csrf}`),
          });
          check(problems, `${method} ${path}${cookie ? " (signed in)" : ""}`, response, {
            status: 405,
            message: new RegExp(`Method ${method} is not allowed here`),
          });
        }
      }
    }
    expectAllWell(problems);
  });

  test("odd paths and queries get a 4xx in words or the page, never a 5xx", async () => {
    const problems: string[] = [];
    const unsafe = ["/admin/%", "/%00", "/blog/%E0%A4%A", "/admin/%zz", "/tours/%C3%28", "/%2e%2e/admin"];
    const odd = [
      "/?_data=",
      "/?_data=routes/admin",
      "/tours?_data=routes%2Ftours",
      "/admin?_data=routes/admin",
      "/admin.data?_routes=zzz",
      "/admin/messages.data?_routes=zzz,routes/admin,,",
      "/admin/login.data?_routes=%00",
      "/x.data",
      "/.data",
      "/_root.data",
      "/blog/no-such-post.data",
      "/tours.data?_routes=",
      "/admin/no-such-page",
      "/admin/no-such-page.data",
      "/admin/messages?page=%zz",
      "/admin/messages?page=99999999999999",
      "/admin/messages?show=%00",
      "/admin/codes?code=%00",
      "/admin/codes?code=%E0%A4%A",
      `/admin/codes?code=${"x".repeat(5000)}`,
      "/admin/subscribers?q=%00&page=-1",
      "/admin/subscribers.csv?q=%00",
      "/admin/applications?status=%00",
      "/admin/login?next=%00",
      "/admin/login?next=%2F%2Fevil.example",
      "/admin/login?next=/admin%2F..%2F..%2Fetc",
      `/blog/${"a".repeat(5000)}`,
      `/admin/${"a".repeat(5000)}`,
    ];
    for (const cookie of ["", staff.cookie]) {
      const headers = () => ({ ...newClient(), ...(cookie ? { cookie } : {}) });
      for (const path of unsafe) {
        for (const method of ["GET", "POST"]) {
          const response = await send({ method, path, headers: headers() });
          check(problems, `${method} ${path}`, response, {
            status: 400,
            message: /Bad request: that address is not allowed\./,
          });
        }
      }
      for (const path of odd) {
        // A page, its data or a redirect is a fine answer to an odd query; a refusal must say why.
        check(problems, `GET ${path}`, await send({ method: "GET", path, headers: headers() }), "answered");
        const post = await send({
          method: "POST",
          path,
          headers: { ...headers(), "content-type": "application/x-www-form-urlencoded" },
          body: Buffer.from(""),
        });
        check(problems, `POST ${path}`, post, "answered");
      }
    }
    expectAllWell(problems);
  });

  test("the insights dashboard and its CSV refuse a range that cannot be, in words", async () => {
    const problems: string[] = [];
    for (const { path, refusal } of IMPOSSIBLE_QUERIES) {
      const response = await send({ method: "GET", path, headers: { ...newClient(), cookie: staff.cookie } });
      check(problems, `GET ${path}`, response, refusal);
    }
    expectAllWell(problems);
  });

  test("requests too broken for Node's parser, and CONNECT, get a 4xx in words", async () => {
    const problems: string[] = [];
    const cases: [string, string, number][] = [
      ["a header line without a colon", "GET / HTTP/1.1\r\nHost: x\r\nNot a header\r\n\r\n", 400],
      ["a space in a header name", "GET / HTTP/1.1\r\nHost: x\r\nBad Header: y\r\n\r\n", 400],
      ["no Host header", "GET /admin HTTP/1.1\r\n\r\n", 400],
      ["HTTP/9.9", "GET / HTTP/9.9\r\nHost: x\r\n\r\n", 400],
      ["an unknown method", "BREW /admin HTTP/1.1\r\nHost: x\r\n\r\n", 400],
      [
        "an unknown transfer encoding",
        "POST /admin/login HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip\r\n\r\nabc",
        400,
      ],
      [
        "a chunk size that is not a number",
        "POST /admin/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nabc\r\n0\r\n\r\n",
        400,
      ],
      [
        "both a length and chunks",
        "POST /subscribe/post HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Length: 3\r\n\r\nabc",
        400,
      ],
      [
        "a Content-Length that is not a number",
        "POST /admin/login HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n",
        400,
      ],
      ["a 20 KB address", `GET /blog?q=${"a".repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`, 431],
      ["CONNECT", "CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n", 405],
      ["the address *", "GET * HTTP/1.1\r\nHost: x\r\n\r\n", 400],
      ["OPTIONS *", "OPTIONS * HTTP/1.1\r\nHost: x\r\n\r\n", 405],
      [
        "an absolute address",
        "POST http://elsewhere.example/admin/logout HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n",
        400,
      ],
    ];
    for (const [name, bytes, status] of cases) {
      check(problems, name, await sendBytes(server.url, bytes), { status });
    }
    expectAllWell(problems);
  });

  test("odd headers get a 4xx in words or the page, never a 5xx", async () => {
    const problems: string[] = [];
    const oddHeaders: Record<string, string>[] = [
      { cookie: "ww_staff=%E0%A4%A" },
      { cookie: "ww_staff_login=%zz; ww_staff=%" },
      { cookie: `ww_staff=${"x".repeat(8000)}` },
      { host: "exa%mple" },
      { host: "example.com/admin/logout?" },
      { host: "" },
      { "x-forwarded-host": "x/y?z" },
      { "x-forwarded-host": "bad host" },
      { "x-forwarded-proto": "gopher" },
      { forwarded: 'host="a b";proto=https' },
      { "x-forwarded-for": "not-an-address, ::::" },
      { "accept-encoding": "br;q=zz, *;q=-1" },
      { accept: "*/*;q=nope" },
      { "if-none-match": "*" },
      { range: "bytes=9999-1" },
      { "sec-fetch-site": "cross-site" },
      { "content-type": "multipart/form-data; boundary=" },
    ];
    const paths = [
      "/",
      "/tours",
      "/admin",
      "/admin/login",
      "/admin.data",
      "/admin/messages",
      "/not-a-page",
      "/api/v1.0/email/send",
    ];
    for (const cookie of ["", staff.cookie]) {
      for (const odd of oddHeaders) {
        for (const path of paths) {
          const headers = { ...newClient(), ...(cookie && !odd.cookie ? { cookie } : {}), ...odd };
          const label = `${path} with ${JSON.stringify(odd).slice(0, 80)}${cookie ? " (signed in)" : ""}`;
          check(problems, `GET ${label}`, await send({ method: "GET", path, headers }), "answered");
          // A post with an empty form: without a valid token it changes nothing.
          const post = await send({
            method: "POST",
            path,
            headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
            body: Buffer.from(""),
          });
          check(problems, `POST ${label}`, post, "answered");
        }
      }
    }
    expectAllWell(problems);
  });
});
