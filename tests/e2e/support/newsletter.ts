import { expect, type APIRequestContext } from "@playwright/test";
import { escapeHtml } from "../../../server/forms/branded-page.ts";
import { content } from "./content.ts";
import { staffPage } from "./staff.ts";

/** The newsletter's pages and e-mail, as content/settings/newsletter.yaml words them. */
export const newsletterCopy = content.newsletter;

/** A page heading as the server's small branded pages write it. */
export const pageHeading = (heading: string) => `>${escapeHtml(heading)}</h1>`;

/** Text as React writes it into a page (the outbox page shows each recipient). */
const asReactWritesIt = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" })[char]!,
  );

/** Whether a chunk of the outbox page is an e-mail to this address (React separates text runs with comments). */
function isTo(chunk: string, email: string): boolean {
  const escaped = asReactWritesIt(email).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`To (?:<!-- -->)?${escaped}(?:<!-- -->)? `).test(chunk);
}

/**
 * The path of the link under `prefix` (such as "/privacy/confirm/") in the newest e-mail to an address that holds one,
 * read from the staff outbox (newest first).
 */
export async function linkInOutbox(
  request: APIRequestContext,
  email: string,
  client: Record<string, string>,
  prefix: string,
): Promise<string> {
  const outbox = await staffPage(request, "/admin/outbox", client);
  const pattern = new RegExp(`https?://[^/\\s]+(${prefix}[A-Za-z0-9_.-]+)`);
  const emails = outbox.split("<article").filter((chunk) => isTo(chunk, email));
  expect(emails.length, `an e-mail to ${email} in the outbox`).toBeGreaterThan(0);
  return emails.map((chunk) => pattern.exec(chunk)?.[1]).find(Boolean) ?? "";
}

/** The confirmation and unsubscribe links of the latest e-mail to an address, read from the staff outbox. */
export async function newsletterLinks(
  request: APIRequestContext,
  email: string,
  client: Record<string, string>,
) {
  return {
    confirm: await linkInOutbox(request, email, client, "/newsletter/confirm/"),
    unsubscribe: await linkInOutbox(request, email, client, "/newsletter/unsubscribe/"),
  };
}

/** How many e-mails the outbox holds to an address. */
export async function emailsTo(request: APIRequestContext, email: string, client: Record<string, string>) {
  const outbox = await staffPage(request, "/admin/outbox", client);
  return outbox.split("<article").filter((chunk) => isTo(chunk, email)).length;
}

/** Signs an address up and follows its confirmation link, as its owner would. */
export async function confirmedSignUp(
  request: APIRequestContext,
  form: Record<string, string> & { EMAIL: string },
  staffClient: Record<string, string>,
  client: Record<string, string>,
) {
  const response = await request.post("/subscribe/post", { headers: client, form });
  expect(response.status()).toBe(200);
  const { confirm } = await newsletterLinks(request, form.EMAIL.toLowerCase(), staffClient);
  const confirmed = await request.post(confirm, { form: {} });
  expect(await confirmed.text()).toContain(pageHeading(newsletterCopy.confirmed.heading));
}
