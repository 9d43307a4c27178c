import { describe, expect, it } from "vitest";
import { isRouteErrorResponse } from "react-router";
import {
  inboxPath,
  personFields,
  positiveInt,
  readCookie,
  searchText,
  staffCookie,
  staffDate,
  staffDay,
  staffMoment,
  staffForm,
} from "./staff.server.ts";

describe("staff cookies", () => {
  it("are HttpOnly and SameSite=Lax; over HTTPS Secure and named __Host- (Path=/, no Domain)", () => {
    expect(staffCookie("ww_staff", "abc", { secure: false })).toBe(
      "ww_staff=abc; Path=/; HttpOnly; SameSite=Lax; Max-Age=43200",
    );
    expect(staffCookie("ww_staff", "", { secure: true, maxAge: 0 })).toBe(
      "__Host-ww_staff=; Path=/; HttpOnly; SameSite=Lax; Secure; Max-Age=0",
    );
  });

  it("are read back from the request, under the name of its connection only", () => {
    const request = new Request("http://x/admin", {
      headers: { cookie: "a=1; ww_staff=t%2Bk; __Host-ww_staff=secure; b=2" },
    });
    expect(readCookie(request, "ww_staff", false)).toBe("t+k");
    expect(readCookie(request, "ww_staff", true)).toBe("secure");
    expect(readCookie(request, "missing", false)).toBeUndefined();
    // Over HTTPS a plain-named cookie (which a sibling subdomain or a plain-HTTP answer could plant) is not read.
    const planted = new Request("https://x/admin", { headers: { cookie: "ww_staff=planted" } });
    expect(readCookie(planted, "ww_staff", true)).toBeUndefined();
  });

  it("count a value that is not validly encoded as absent", () => {
    const request = new Request("http://x/admin", {
      headers: { cookie: "ww_staff=%E0%A4%A; ww_staff_login=%zz" },
    });
    expect(readCookie(request, "ww_staff", false)).toBeUndefined();
    expect(readCookie(request, "ww_staff_login", false)).toBeUndefined();
  });
});

describe("returning after sign-in", () => {
  it.each([
    ["/admin/messages?show=unread", "/admin/messages?show=unread"],
    ["/admin", "/admin"],
    [null, "/admin"],
    ["https://evil.example/admin", "/admin"],
    ["//evil.example/admin", "/admin"],
    ["/tours", "/admin"],
    ["/admin/login?next=/admin", "/admin"],
    ["/admin/../../etc/passwd", "/admin"],
    ["/administrator", "/admin"],
    ["/admin/./messages", "/admin/messages"],
  ])("%s goes to %s", (next, expected) => {
    expect(inboxPath(next)).toBe(expected);
  });
});

describe("form values and dates", () => {
  it("check a person's name and e-mail together, each field with its own problem", () => {
    expect(personFields({ name: " ", email: "margo at example" })).toEqual({
      errors: { name: "Write the person's name.", email: "Write an e-mail address like name@example.com." },
    });
    expect(personFields({ name: "Margo", email: "nope" })).toEqual({
      errors: { email: "Write an e-mail address like name@example.com." },
    });
    expect(personFields({ name: " Margo Reyes ", email: "Margo@Example.com" })).toEqual({
      name: "Margo Reyes",
      email: "margo@example.com",
    });
  });

  it("takes positive whole numbers only", () => {
    expect(positiveInt("12")).toBe(12);
    for (const value of ["0", "-1", "1.5", "1e3", "", null, "9999999999"])
      expect(positiveInt(value)).toBeNull();
  });

  // A fixed clock: 9:41 AM on Monday, November 30, 2026 in New York (EST, UTC-5).
  const now = new Date("2026-11-30T14:41:00Z");

  it("shows a day other than today, yesterday or tomorrow in full, in New York", () => {
    expect(staffDate(new Date("2026-11-22T20:04:00Z"), { now })).toBe("Sun, Nov 22, 2026, 3:04 PM");
    expect(staffDate(new Date("2026-12-02T14:41:00Z"), { now })).toBe("Wed, Dec 2, 2026, 9:41 AM");
    expect(staffDate(null, { now })).toBe("");
  });

  it("shows a calendar day from the content as that day, whatever the server's time zone", () => {
    expect(staffDay("2025-11-20")).toBe("Thu, Nov 20, 2025");
    expect(staffDay("2026-01-01")).toBe("Thu, Jan 1, 2026");
  });

  it("says Today and Yesterday by New York's calendar, not the server's", () => {
    expect(staffDate(now, { now })).toBe("Today, 9:41 AM");
    // 11:59 PM on the 30th in New York is already December 1 in UTC: still today.
    expect(staffDate(new Date("2026-12-01T04:59:00Z"), { now })).toBe("Today, 11:59 PM");
    expect(staffDate(new Date("2026-11-30T05:00:00Z"), { now })).toBe("Today, 12:00 AM");
    // One minute before New York's midnight is yesterday, though UTC had it on the 30th.
    expect(staffDate(new Date("2026-11-30T04:59:00Z"), { now })).toBe("Yesterday, 11:59 PM");
    expect(staffDate(new Date("2026-11-29T05:00:00Z"), { now })).toBe("Yesterday, 12:00 AM");
    expect(staffDate(new Date("2026-11-29T04:59:00Z"), { now })).toBe("Sat, Nov 28, 2026, 11:59 PM");
  });

  it("says Tomorrow for a moment on New York's next day (a send scheduled, a link's expiry)", () => {
    expect(staffDate(new Date("2026-12-01T14:41:00Z"), { now })).toBe("Tomorrow, 9:41 AM");
    // Midnight in New York is 5 AM in UTC: 12:00 AM on December 1 is tomorrow, 11:59 PM on December 1 still is.
    expect(staffDate(new Date("2026-12-01T05:00:00Z"), { now })).toBe("Tomorrow, 12:00 AM");
    expect(staffDate(new Date("2026-12-02T04:59:00Z"), { now })).toBe("Tomorrow, 11:59 PM");
    expect(staffDate(new Date("2026-12-02T05:00:00Z"), { now })).toBe("Wed, Dec 2, 2026, 12:00 AM");
    expect(staffDate(new Date("2026-12-01T14:41:00Z"), { now, inSentence: true })).toBe("tomorrow, 9:41 AM");
  });

  it("turns the day over at New York's midnight, on either side of it", () => {
    const moment = new Date("2026-12-01T04:58:00Z"); // 11:58 PM on the 30th
    expect(staffDate(moment, { now: new Date("2026-12-01T04:59:59Z") })).toBe("Today, 11:58 PM");
    expect(staffDate(moment, { now: new Date("2026-12-01T05:00:00Z") })).toBe("Yesterday, 11:58 PM");
  });

  it("counts yesterday by the calendar across a change of the clocks", () => {
    // Clocks went forward at 2 AM on Sunday, March 8, 2026: a day of 23 hours.
    const justAfterMidnight = new Date("2026-03-09T04:30:00Z"); // 12:30 AM EDT on the 9th
    expect(staffDate(new Date("2026-03-08T05:30:00Z"), { now: justAfterMidnight })).toBe(
      "Yesterday, 12:30 AM",
    );
    expect(staffDate(new Date("2026-03-08T04:30:00Z"), { now: justAfterMidnight })).toBe(
      "Sat, Mar 7, 2026, 11:30 PM",
    );
  });

  it("writes today and yesterday in lower case inside a sentence, and keeps the full date for a title", () => {
    expect(`Sent, ${staffDate(now, { now, inSentence: true })}.`).toBe("Sent, today, 9:41 AM.");
    expect(staffDate(new Date("2026-11-22T20:04:00Z"), { now, inSentence: true })).toBe(
      "Sun, Nov 22, 2026, 3:04 PM",
    );
    expect(staffMoment(now, now)).toEqual({
      text: "Today, 9:41 AM",
      full: "Mon, Nov 30, 2026, 9:41 AM",
      dateTime: "2026-11-30T14:41:00.000Z",
    });
  });
});

/** What a staff form or search is refused with: its status and the words the page shows. */
async function refusalOf(promise: Promise<unknown>): Promise<{ status: number; problem: string }> {
  const thrown = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  // React Router's data() is thrown as a plain object with the init; the page receives it as an error response.
  const refusal = thrown as { data: { problem: string }; init: { status: number } } | null;
  expect(refusal?.data.problem).toBeTypeOf("string");
  expect(isRouteErrorResponse(thrown)).toBe(false);
  return { status: refusal?.init.status ?? 0, problem: refusal?.data.problem ?? "" };
}

/** A form posted to an inbox page; bytes, so no content type is added unless one is given. */
const post = (body: string, type: string | null = "application/x-www-form-urlencoded") =>
  new Request("http://x/admin/messages", {
    method: "POST",
    headers: type ? { "content-type": type } : {},
    body: new TextEncoder().encode(body),
  });

describe("staff forms", () => {
  it("read the named fields as text, once a request (the CSRF check and the action share them)", async () => {
    const request = post("csrf=abc&id=12&intent=read");
    expect(await staffForm(request, ["csrf"])).toEqual({ csrf: "abc" });
    expect(await staffForm(request, ["id", "intent", "note"])).toEqual({ id: "12", intent: "read" });
  });

  it.each([
    ["plain text", post("csrf=abc", "text/plain"), 415, /^Unsupported content type text\/plain/],
    ["no content type", post("csrf=abc", null), 415, /^Unsupported content type: send a form/],
    ["multipart, no boundary", post("csrf=abc", "multipart/form-data"), 400, /multipart boundary is missing/],
    ["a field twice", post("csrf=abc&csrf=abd"), 400, /^csrf: send this field once\.$/],
    ["a broken %-escape", post("csrf=%zz"), 400, /broken %-escape/],
    ["a NUL character", post("csrf=abc%00"), 400, /^csrf: contains a NUL character\.$/],
    ["70 KB", post(`csrf=${"x".repeat(70_000)}`), 413, /too large/],
  ])("refuse %s with its status and the reason", async (_, request, status, words) => {
    const refusal = await refusalOf(staffForm(request, ["csrf"]));
    expect(refusal.status).toBe(status);
    expect(refusal.problem).toMatch(words);
  });

  it("refuse a search with a NUL character, in words, giving back the rest of what was typed", () => {
    expect(searchText(new Request("http://x/admin/codes?code=CAT%00"), "code")).toEqual({
      text: "CAT",
      problem: "The search contains a NUL character: remove it and try again.",
    });
    expect(searchText(new Request("http://x/admin/subscribers?q=cats%20%26%20co"), "q")).toEqual({
      text: "cats & co",
      problem: null,
    });
  });
});
