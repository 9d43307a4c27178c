// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createRoutesStub, RouterContextProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { inboxContext, type InboxRequest } from "#app/features/admin/inbox-context.ts";
import { INVITATION_DAYS, RESET_HOURS } from "#app/features/admin/link-lifetimes.ts";
import { staffSessionContext } from "#app/features/admin/staff.server.ts";
import StaffPeople, { action, loader } from "./admin.people.tsx";

/**
 * What People says after an invitation or a reset link: with e-mail set up the outbox sends it at once, and the
 * service's "Invitation sent" or "on its way" stands; without, nothing has left, and the notice says it is ready to
 * send, with a link to the outbox.
 */

afterEach(cleanup);

const owner = { id: 1, name: "Olive Owner", email: "olive@example.com", role: "owner" as const };
/** The people service's own words for an invitation it queued (server/staff/people.ts). */
const QUEUED = `Invitation sent to theo@example.com: the link is in the outbox and works for ${INVITATION_DAYS} days.`;

const gus = { id: 7, name: "Gus Guide", email: "gus@example.com", role: "guide" as const };
/** The people service's own words for a reset link it queued. */
const RESET_QUEUED = `A reset link is on its way to ${gus.name} (${gus.email}); it works for ${RESET_HOURS} hours.`;

function peoplePage(mailSetUp: boolean) {
  const invited = vi.fn(async () => ({ ok: true as const, text: QUEUED }));
  const resetSent = vi.fn(async () => ({ ok: true as const, text: RESET_QUEUED, name: gus.name }));
  const person = {
    ...gus,
    status: "active",
    hasPassword: true,
    passkeys: 0,
    lastSeenAt: null,
  };
  const context = new RouterContextProvider();
  context.set(inboxContext, {
    clientHash: "test",
    inbox: {
      people: {
        list: async () => [person],
        openInvitations: async () => [],
        invite: invited,
        sendReset: resetSent,
      },
      outbox: { sending: async () => mailSetUp },
    },
  } as unknown as InboxRequest);
  context.set(staffSessionContext, { id: 1, csrfToken: "t", expiresAt: new Date(), staff: owner });
  const call = <Args,>(request: Request) => ({ request, context, params: {} }) as unknown as Args;
  const Stub = createRoutesStub([
    {
      path: "/admin/people",
      Component: StaffPeople as never,
      HydrateFallback: () => null,
      loader: ({ request }) => loader(call(request)),
      action: ({ request }) => action(call(request)),
    },
  ]);
  render(<Stub initialEntries={["/admin/people"]} />);
  return { invited, resetSent };
}

async function invite(mailSetUp: boolean) {
  const { invited } = peoplePage(mailSetUp);
  fireEvent.change(await screen.findByRole("textbox", { name: "Name" }), { target: { value: "Theo" } });
  fireEvent.change(screen.getByRole("textbox", { name: "E-mail" }), {
    target: { value: "Theo@Example.com" },
  });
  fireEvent.click(screen.getByRole("button", { name: "Send the invitation" }));
  const notice = await screen.findByRole("status");
  expect(invited).toHaveBeenCalledOnce();
  return notice;
}

describe("the notice after an invitation", () => {
  it("without e-mail set up, says it is ready to send and waits in the outbox, with a link to it", async () => {
    const notice = await invite(false);
    expect(notice.textContent).toBe(
      `The invitation to theo@example.com is ready to send: it waits in the outbox for you to copy into your own e-mail, as e-mail is not set up yet. Its link works for ${INVITATION_DAYS} days.`,
    );
    expect(notice.textContent).not.toMatch(/sent to/);
    expect(within(notice).getByRole("link", { name: "outbox" }).getAttribute("href")).toBe("/admin/outbox");
  });

  it("with e-mail set up, says it was sent, as the outbox sends it at once", async () => {
    const notice = await invite(true);
    expect(notice.textContent).toBe(QUEUED);
  });
});

describe("the notice after sending a reset link", () => {
  async function sendReset(mailSetUp: boolean) {
    const { resetSent } = peoplePage(mailSetUp);
    fireEvent.click(await screen.findByRole("button", { name: `Send a reset link to ${gus.name}` }));
    const notice = await screen.findByRole("status");
    expect(resetSent).toHaveBeenCalledOnce();
    return notice;
  }

  it("without e-mail set up, says it is ready to send and waits in the outbox, with a link to it", async () => {
    const notice = await sendReset(false);
    expect(notice.textContent).toBe(
      `The password-reset e-mail for ${gus.name} is ready to send: it waits in the outbox for you to copy into your own e-mail, as e-mail is not set up yet. Its link works for ${RESET_HOURS} hours.`,
    );
    expect(notice.textContent).not.toMatch(/is in the outbox|on its way/);
    expect(within(notice).getByRole("link", { name: "outbox" }).getAttribute("href")).toBe("/admin/outbox");
  });

  it("with e-mail set up, says it is on its way, as the outbox sends it at once", async () => {
    const notice = await sendReset(true);
    expect(notice.textContent).toBe(RESET_QUEUED);
  });
});

describe("an invitation with its name and e-mail to fix", () => {
  it("marks both fields with their own problem, keeps what was typed, and invites nobody", async () => {
    const { invited } = peoplePage(true);
    const name = await screen.findByRole("textbox", { name: "Name" });
    const email = screen.getByRole("textbox", { name: "E-mail" });
    fireEvent.change(name, { target: { value: " " } });
    // An address the browser lets through (no dot in its domain), which the server does not.
    fireEvent.change(email, { target: { value: "theo@example" } });
    fireEvent.click(screen.getByRole("button", { name: "Send the invitation" }));
    await screen.findByText("Write the person's name.");
    for (const [field, problem] of [
      [name, "Write the person's name."],
      [email, "Write an e-mail address like name@example.com."],
    ] as const) {
      expect(field.getAttribute("aria-invalid")).toBe("true");
      expect(document.getElementById(field.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
        problem,
      );
    }
    expect(email).toHaveProperty("value", "theo@example");
    expect(invited).not.toHaveBeenCalled();
  });
});

describe("who is signed in", () => {
  it("says a person with no open session is not signed in anywhere now", async () => {
    peoplePage(true);
    expect(await screen.findByText(/Signs in with password · not signed in anywhere now/)).toBeTruthy();
  });
});
