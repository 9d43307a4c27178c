// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub, RouterContextProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import editor from "#app/content/cms-config.ts";
import { singletons } from "#app/content/collections.ts";
import { inboxContext, type InboxRequest } from "#app/features/admin/inbox-context.ts";
import { staffSessionContext } from "#app/features/admin/staff.server.ts";
import { NO_POSTAL_ADDRESS } from "#app/features/newsletter/postal-address.ts";
import StaffNewsletterIssue, { loader } from "./admin.newsletter.$slug.tsx";

/**
 * The issue page lists every reason an issue cannot be sent yet, together, each with a link to where it is fixed:
 * Settings for e-mail, the company's entry in the editor for the postal address (CAN-SPAM, decision 122).
 */

afterEach(cleanup);

const owner = { id: 1, name: "Olive Owner", email: "olive@example.com", role: "owner" as const };
const SLUG = "december-2026";

/** A draft issue on a server with what it has set up: e-mail (or not), the company's postal address (or not). */
async function issuePage(setUp: { mail: boolean; postalAddress: boolean }) {
  const context = new RouterContextProvider();
  context.set(inboxContext, {
    clientHash: "test",
    inbox: { subscribers: { activeCount: async () => 2 } },
    newsletterSending: {
      canSend: async () => setUp.mail,
      rate: 5,
      issues: {
        postalAddress: () => (setUp.postalAddress ? "1 Pierrepont St, Brooklyn, NY 11201" : null),
        render: async () => ({
          ok: true,
          email: { text: "Hello, readers." },
          issue: { meta: { subject: "Cats of December", preheader: "Snow on the stoops" } },
        }),
      },
      sends: { forIssue: async () => null },
    },
  } as unknown as InboxRequest);
  context.set(staffSessionContext, { id: 1, csrfToken: "t", expiresAt: new Date(), staff: owner });
  const loaderData = await loader({
    request: new Request(`http://localhost/admin/newsletter/${SLUG}`),
    context,
    params: { slug: SLUG },
  } as unknown as Parameters<typeof loader>[0]);
  const Stub = createRoutesStub([
    {
      path: "/admin/newsletter/:slug",
      Component: StaffNewsletterIssue as never,
      HydrateFallback: () => null,
      loader: () => loaderData,
    },
  ]);
  render(<Stub initialEntries={[`/admin/newsletter/${SLUG}`]} />);
  await screen.findByRole("button", { name: "Send now" });
}

/** The reasons listed beside Send now, as a screen reader reaches them from the button. */
function reasons() {
  const sendNow = screen.getByRole("button", { name: "Send now" });
  expect(sendNow.hasAttribute("disabled")).toBe(true);
  const list = document.getElementById(sendNow.getAttribute("aria-describedby") ?? "")!;
  expect(list).not.toBeNull();
  return within(list).getAllByRole("listitem");
}

/** The editor's page of the entry that holds the company's postal address: /keystatic/singleton/<its key>. */
function companyInEditor(): string {
  const file = singletons.company.file.replace(/\.yaml$/, "");
  const key = Object.entries(editor.singletons ?? {}).find(([, entry]) => entry.path === file)?.[0];
  expect(Object.keys(singletons.company.schema.shape.address.shape)).toContain("street");
  return `/keystatic/singleton/${key}`;
}

describe("an issue that cannot be sent yet", () => {
  it("lists every reason at once, each with a link to where it is fixed", async () => {
    await issuePage({ mail: false, postalAddress: false });
    const [mail, postal, ...more] = reasons();
    expect(more).toEqual([]);
    expect(mail!.textContent).toMatch(/^E-mail is not set up yet/);
    expect(within(mail!).getByRole("link").getAttribute("href")).toBe("/admin/settings");
    expect(postal!.textContent).toContain(NO_POSTAL_ADDRESS);
    expect(within(postal!).getByRole("link").getAttribute("href")).toBe(companyInEditor());
  });

  it("still lists the postal address once e-mail is set up, and nothing once both are", async () => {
    await issuePage({ mail: true, postalAddress: false });
    const [postal, ...more] = reasons();
    expect(more).toEqual([]);
    expect(postal!.textContent).toContain(NO_POSTAL_ADDRESS);
    expect(within(postal!).getByRole("link").getAttribute("href")).toBe(companyInEditor());
    cleanup();
    await issuePage({ mail: true, postalAddress: true });
    const sendNow = screen.getByRole("button", { name: "Send now" });
    expect(sendNow.hasAttribute("disabled")).toBe(false);
    expect(sendNow.getAttribute("aria-describedby")).toBeNull();
  });
});
