// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createRoutesStub, RouterContextProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import editor from "#app/content/cms-config.ts";
import { singletons } from "#app/content/collections.ts";
import { inboxContext, type InboxRequest } from "#app/features/admin/inbox-context.ts";
import { MAIL_SETTINGS } from "#app/features/admin/staff-sections.ts";
import { staffSessionContext } from "#app/features/admin/staff.server.ts";
import { NO_POSTAL_ADDRESS } from "#app/features/newsletter/postal-address.ts";
import StaffNewsletterIssue, { action, loader } from "./admin.newsletter.$slug.tsx";

/**
 * The issue page lists every reason an issue cannot be sent yet, together, each with a link to where it is fixed:
 * Settings for e-mail, the company's entry in the editor for the postal address (CAN-SPAM, decision 122). Send now,
 * the time and Schedule are each described by them. It says when nobody would get the issue, and where a test that
 * waits in the outbox is.
 */

afterEach(cleanup);

const owner = { id: 1, name: "Olive Owner", email: "olive@example.com", role: "owner" as const };
const SLUG = "december-2026";

/**
 * A draft issue on a server with what it has set up: e-mail (or not), the company's postal address (or not), and its
 * confirmed readers (2 unless told). A test asked for from it waits in the outbox as e-mail 41.
 */
async function issuePage(setUp: { mail: boolean; postalAddress: boolean; readers?: number }) {
  const context = new RouterContextProvider();
  context.set(inboxContext, {
    clientHash: "test",
    inbox: { subscribers: { activeCount: async () => setUp.readers ?? 2 } },
    newsletterSending: {
      canSend: async () => setUp.mail,
      testSend: async () => ({ ok: true, via: "outbox", outboxId: 41 }),
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
      // The page's own action, on the same server as the page.
      action: ({ request }) =>
        action({ request, context, params: { slug: SLUG } } as unknown as Parameters<typeof action>[0]),
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
    expect(within(mail!).getByRole("link").getAttribute("href")).toBe(MAIL_SETTINGS);
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

  it("says that Send now, the time and Schedule are off because e-mail is not set up, and links to where it is", async () => {
    await issuePage({ mail: false, postalAddress: true });
    const controls = [
      screen.getByRole("button", { name: "Send now" }),
      screen.getByLabelText("Send at (New York time)"),
      screen.getByRole("button", { name: "Schedule" }),
    ];
    for (const control of controls) {
      expect(control.hasAttribute("disabled")).toBe(true);
      const reasons = document.getElementById(control.getAttribute("aria-describedby") ?? "");
      expect(reasons, `${control.outerHTML} is described by its reasons`).not.toBeNull();
      expect(reasons!.textContent).toMatch(/^Send now and Schedule are off:\s*E-mail is not set up yet/);
      expect(reasons!.textContent).not.toContain("test");
      expect(
        within(reasons!).getByRole("link", { name: "Set up e-mail under Settings" }).getAttribute("href"),
      ).toBe(MAIL_SETTINGS);
    }
  });
});

describe("the issue page", () => {
  it("says plainly when nobody has confirmed yet: the issue would go to nobody", async () => {
    await issuePage({ mail: true, postalAddress: true, readers: 0 });
    expect(screen.getByText(/Nobody has confirmed yet, so it would go to nobody\./)).toBeTruthy();
    expect(screen.queryByText(/To the 0/)).toBeNull();
    cleanup();
    await issuePage({ mail: true, postalAddress: true, readers: 1 });
    expect(screen.getByText(/^To the 1 confirmed reader on the list/)).toBeTruthy();
    expect(screen.queryByText(/Nobody has confirmed yet/)).toBeNull();
  });

  it("after a test that waits in the outbox, links to that e-mail in the outbox and to the e-mail settings", async () => {
    await issuePage({ mail: false, postalAddress: true });
    fireEvent.click(screen.getByRole("button", { name: "Send a test to me" }));
    const notice = await screen.findByText(/A test marked \[TEST\] for olive@example\.com is waiting in the/);
    expect(within(notice).getByRole("link", { name: "outbox" }).getAttribute("href")).toBe(
      "/admin/outbox#email-41",
    );
    expect(
      within(notice).getByRole("link", { name: "set up e-mail under Settings" }).getAttribute("href"),
    ).toBe(MAIL_SETTINGS);
  });
});
