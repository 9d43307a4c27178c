import { describe, expect, it } from "vitest";
import { isPrivatePath } from "./private-paths.ts";

describe("addresses the insights never record", () => {
  it.each([
    "/tours/private-tours/request/eyJpZCI6NDJ9.c2lnbmF0dXJlLW9mLXRoZS10b2tlbg",
    "/tours/private-tours/request",
    "/newsletter/confirm/abc.def",
    "/newsletter/unsubscribe/abc.def",
    "/admin",
    "/admin/join/Qm9vdHN0cmFwVG9rZW5Gb3JUZXN0aW5nT25seTEyMzQ1",
    "/admin/reset/Qm9vdHN0cmFwVG9rZW5Gb3JUZXN0aW5nT25seTEyMzQ1",
    "/admin/messages",
    "/admin.data",
    "/keystatic",
    "/keystatic/singleton/company",
    "/api/keystatic/update",
    "/some/new/Qm9vdHN0cmFwVG9rZW5Gb3JUZXN0aW5nT25seTEyMzQ1",
  ])("%s is private", (path) => {
    expect(isPrivatePath(path)).toBe(true);
  });

  it.each([
    "/",
    "/tours",
    "/tours/private-tours",
    "/tours/brooklyn-heights",
    "/blog/postal-cats-wall-street",
    "/blog/a-very-long-slug-about-the-cats-of-the-lower-east-side-tenements",
    "/contact/thanks",
    "/adventure-cats/thanks",
    "/administration-of-cats",
    "/newsletter",
    "/newsletter/a-letter-from-the-harbor",
  ])("%s is counted", (path) => {
    expect(isPrivatePath(path)).toBe(false);
  });
});
