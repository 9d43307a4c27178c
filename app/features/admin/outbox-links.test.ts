import { describe, expect, it } from "vitest";
import { linksIn } from "./outbox-links.ts";

/** Each copy button in the outbox names the link it copies: what the link is, not its place in the e-mail. */

const SITE = "https://www.whiskerwalks.nyc";
const labels = (body: string) => linksIn(body).map((link) => link.label);

describe("the links of an outbox e-mail", () => {
  it("names a newsletter test's links by what each is", () => {
    const body = [
      "From the blog",
      `${SITE}/blog/new-york-cat-show-1895`,
      `Read the story ${SITE}/blog/new-york-cat-show-1895`,
      `Read this letter on our website ${SITE}/newsletter/the-cat-show-of-1895`,
      `Unsubscribe ${SITE}/newsletter`,
    ].join("\n");
    expect(labels(body)).toEqual([
      "Copy the blog post link",
      "Copy the archive link",
      "Copy the unsubscribe link",
    ]);
    expect(linksIn(body).map((link) => link.what)).toEqual([
      "The blog post link",
      "The archive link",
      "The unsubscribe link",
    ]);
  });

  it("tells two links of a kind apart, and a reader's own unsubscribe link is one too", () => {
    const body = [
      `${SITE}/blog/new-york-cat-show-1895`,
      `${SITE}/blog/cats-in-old-new-york-newspapers`,
      `${SITE}/newsletter/the-cat-show-of-1895`,
      `${SITE}/newsletter/unsubscribe/abc.def`,
    ].join("\n");
    expect(labels(body)).toEqual([
      "Copy the first blog post link",
      "Copy the second blog post link",
      "Copy the archive link",
      "Copy the unsubscribe link",
    ]);
  });

  it("names sign-in and confirmation links, and the only link of an e-mail is the link", () => {
    expect(labels(`${SITE}/newsletter/confirm/abc ${SITE}/newsletter/unsubscribe/def`)).toEqual([
      "Copy the confirmation link",
      "Copy the unsubscribe link",
    ]);
    expect(labels(`Open ${SITE}/admin/join/abc`)).toEqual(["Copy the link"]);
    expect(labels(`${SITE}/booking?itemId=1 ${SITE}/tours/x ${SITE}/about`)).toEqual([
      "Copy the booking link",
      "Copy the first link",
      "Copy the second link",
    ]);
    expect(labels("No link here.")).toEqual([]);
  });
});
