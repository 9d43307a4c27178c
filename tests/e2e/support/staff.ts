import { randomInt } from "node:crypto";
import { expect, type APIRequestContext } from "@playwright/test";
import { emailjsVersion, publicEnv } from "./forms.ts";

/** The staff password the end-to-end servers start with (playwright.config.ts). */
export const STAFF_PASSWORD = "e2e staff inbox password";

/**
 * A made-up client address for one test: the test servers trust X-Forwarded-For (TRUST_PROXY=1), so each test has
 * its own rate limits and sign-in throttle, as separate visitors would.
 */
export function newClient(): Record<string, string> {
  return { "x-forwarded-for": `198.18.${randomInt(256)}.${randomInt(1, 255)}` };
}

/** Signs a request context in to the staff inbox, the way the sign-in form does. */
export async function signIn(request: APIRequestContext, client: Record<string, string>) {
  const page = await (await request.get("/admin/login", { headers: client })).text();
  const formToken = /name="formToken" value="([^"]+)"/.exec(page)?.[1] ?? "";
  expect(formToken).not.toBe("");
  const response = await request.post("/admin/login", {
    headers: client,
    form: { formToken, password: STAFF_PASSWORD },
  });
  expect(response.url()).toMatch(/\/admin$/);
}

/** An inbox page's HTML, for a signed-in request context. */
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
  const csrf = /name="csrf" value="([^"]+)"/.exec(
    await staffPage(request, "/admin/subscribers", client),
  )?.[1];
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
