import { describe, expect, it } from "vitest";
import { inboxPath, positiveInt, readCookie, staffCookie, staffDate } from "./staff.server.ts";

describe("staff cookies", () => {
  it("are HttpOnly and SameSite=Lax, and Secure only over HTTPS", () => {
    expect(staffCookie("ww_staff", "abc", { secure: false })).toBe(
      "ww_staff=abc; Path=/; HttpOnly; SameSite=Lax; Max-Age=43200",
    );
    expect(staffCookie("ww_staff", "", { secure: true, maxAge: 0 })).toBe(
      "ww_staff=; Path=/; HttpOnly; SameSite=Lax; Secure; Max-Age=0",
    );
  });

  it("are read back from the request", () => {
    const request = new Request("http://x/admin", { headers: { cookie: "a=1; ww_staff=t%2Bk; b=2" } });
    expect(readCookie(request, "ww_staff")).toBe("t+k");
    expect(readCookie(request, "missing")).toBeUndefined();
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
  ])("%s goes to %s", (next, expected) => {
    expect(inboxPath(next)).toBe(expected);
  });
});

describe("form values and dates", () => {
  it("takes positive whole numbers only", () => {
    expect(positiveInt("12")).toBe(12);
    for (const value of ["0", "-1", "1.5", "1e3", "", null, "9999999999"])
      expect(positiveInt(value)).toBeNull();
  });

  it("shows times in New York", () => {
    expect(staffDate(new Date("2026-11-22T20:04:00Z"))).toBe("Sun, Nov 22, 2026, 3:04 PM");
    expect(staffDate(null)).toBe("");
  });
});
