import { describe, expect, it } from "vitest";
import type { ContactMessage } from "../../app/features/forms/schemas.ts";
import type { Submissions } from "../inbox/submissions.ts";
import { createContactPagePost } from "./contact-page.ts";
import { createRateLimit } from "./rate-limit.ts";
import { MAX_BODY_BYTES } from "./request-body.ts";

/** The page's post with a stand-in for the database: what it stored, and a limit of three posts a client. */
function contactPage() {
  const stored: { message: ContactMessage; clientHash: string }[] = [];
  const submissions = {
    saveMessage: async (message: ContactMessage, clientHash: string) => {
      stored.push({ message, clientHash });
    },
  } as unknown as Submissions;
  const post = createContactPagePost({ submissions, limit: createRateLimit({ limit: 3, windowMs: 60_000 }) });
  return { post, stored };
}

/** A contact form as the browser posts it (application/x-www-form-urlencoded). */
function formPost(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request("http://localhost/contact", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

const ADA = { name: "  Ada Lovelace ", email: "ada@example.com", message: "", consent: "yes", website: "" };

describe("the contact page's own post", () => {
  it("stores a valid message as the app would send it: trimmed, with the spec's defaults", async () => {
    const { post, stored } = contactPage();
    expect(await post(formPost(ADA), "client-a")).toEqual({ sent: true });
    expect(stored).toEqual([
      {
        message: {
          name: "Ada Lovelace",
          email: "ada@example.com",
          phone: "Not provided",
          message: "No message provided",
        },
        clientHash: "client-a",
      },
    ]);
  });

  it("takes the form as multipart too (a browser's enctype), message kept", async () => {
    const { post, stored } = contactPage();
    const body = new FormData();
    for (const [name, value] of Object.entries({ ...ADA, message: "Two of us on Saturday." }))
      body.append(name, value);
    const outcome = await post(new Request("http://localhost/contact", { method: "POST", body }), "c");
    expect(outcome).toEqual({ sent: true });
    expect(stored[0]?.message.message).toBe("Two of us on Saturday.");
  });

  it("refuses an invalid form with the spec's messages and everything typed, storing nothing", async () => {
    const { post, stored } = contactPage();
    const typed = { name: " A ", email: "ada@", message: "Is the Brooklyn walk step-free?", website: "" };
    expect(await post(formPost(typed), "c")).toEqual({
      sent: false,
      status: 400,
      values: { name: " A ", email: "ada@", message: "Is the Brooklyn walk step-free?", consent: false },
      errors: {
        name: "Name must be at least 2 characters",
        email: "Please enter a valid email address",
        consent: "You must agree to receive updates",
      },
    });
    expect(stored).toEqual([]);
  });

  it("treats missing fields as empty: the required messages", async () => {
    const { post } = contactPage();
    const outcome = await post(formPost({}), "c");
    expect(outcome).toMatchObject({
      sent: false,
      status: 400,
      errors: {
        name: "Name is required",
        email: "Email address is required",
        consent: "You must agree to receive updates",
      },
    });
  });

  it("answers a filled trap field as sent, and keeps nothing", async () => {
    const { post, stored } = contactPage();
    expect(await post(formPost({ ...ADA, website: "https://spam.example" }), "bot")).toEqual({ sent: true });
    expect(stored).toEqual([]);
  });

  it("refuses a client over the limit (429, Retry-After), still showing what it typed", async () => {
    const { post, stored } = contactPage();
    for (let i = 0; i < 3; i++) expect(await post(formPost(ADA), "busy")).toEqual({ sent: true });
    const refused = await post(formPost({ ...ADA, message: "One more thing" }), "busy");
    expect(refused).toMatchObject({
      sent: false,
      status: 429,
      values: { message: "One more thing", consent: true },
      problem: "You're sending too fast: please wait a few minutes and try again.",
    });
    expect(Number(refused.sent ? 0 : refused.headers?.["Retry-After"])).toBeGreaterThan(0);
    expect(stored).toHaveLength(3);
    // Another client is not held up.
    expect(await post(formPost(ADA), "calm")).toEqual({ sent: true });
  });

  it("refuses bodies no browser form sends, as the endpoints do: JSON 415, over 64 KB 413, a field twice 400", async () => {
    const { post, stored } = contactPage();
    const json = new Request("http://localhost/contact", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(ADA),
    });
    expect(await post(json, "c")).toMatchObject({ sent: false, status: 415, values: { name: "" } });
    const huge = await post(formPost({ ...ADA, message: "x".repeat(MAX_BODY_BYTES) }), "c");
    // The connection stays open: the server drops the rest of the body after the answer, so the answer arrives.
    expect(huge).toMatchObject({ sent: false, status: 413, headers: {} });
    const twice = new Request("http://localhost/contact", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "name=Ada&name=Bob&email=ada%40example.com&consent=yes",
    });
    expect(await post(twice, "d")).toMatchObject({
      sent: false,
      status: 400,
      problem: "name: send this field once.",
    });
    expect(stored).toEqual([]);
  });
});
