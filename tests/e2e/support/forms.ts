import "../../../scripts/lib/public-env.ts";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "@playwright/test";
import type { PublicEnv } from "../../../app/config/public-env.ts";

/** The settings the build under test was made with (the web server builds with this same environment). */
export const publicEnv = globalThis.__PUBLIC_ENV__ as PublicEnv;

/** The EmailJS browser library's version, which it sends as lib_version. */
export const emailjsVersion: string = (
  JSON.parse(
    readFileSync(join(import.meta.dirname, "../../../node_modules/@emailjs/browser/package.json"), "utf8"),
  ) as { version: string }
).version;

/** A URL pattern matching a configured action, whether it is a path on this site or an outside URL. */
export function actionPattern(action: string): string {
  return /^https?:\/\//.test(action) ? (action.split("?")[0] ?? action) : `**${action}`;
}

/** Parses a multipart/form-data body into its fields (the order kept). */
export async function multipartFields(body: Buffer, contentType: string): Promise<[string, string][]> {
  const form = await new Response(new Uint8Array(body), {
    headers: { "content-type": contentType },
  }).formData();
  return [...form.entries()].map(([name, value]) => [name, String(value)]);
}

/** Parses an application/x-www-form-urlencoded body. */
export function urlEncodedFields(body: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(body));
}

/** The contact form's fields, found the way a visitor finds them: by their labels. */
export function contactFormOf(page: Page) {
  const form = page.getByRole("form", { name: "Contact form" });
  return {
    form,
    name: form.getByLabel("Your name"),
    email: form.getByLabel("Email address"),
    message: form.getByLabel("Your message"),
    consent: form.getByLabel(/I agree to receive updates/),
    submit: form.getByRole("button", { name: /Send Message|Sending/ }),
  };
}

/**
 * Makes a form post without the browser's own checks, as a browser that has none does (docs/decisions/148): the
 * server's answer to a form with mistakes is still for such visitors. Works with JavaScript off in the page too.
 */
export async function withoutBrowserChecks(form: Locator) {
  await form.evaluate((element) => element.setAttribute("novalidate", ""));
}
