// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub, RouterContextProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { inboxContext, type InboxRequest } from "#app/features/admin/inbox-context.ts";
import { staffSessionContext } from "#app/features/admin/staff.server.ts";
import type { Outbox } from "#server/inbox/outbox.ts";
import StaffOutbox, { loader } from "./admin.outbox.tsx";

/**
 * An e-mail with a sign-in link says whose it is (the person whose password reset it is, or who is invited) and, to an
 * owner, links to where People shows them; a guide, who cannot open People, reads whose it is without the link.
 */

afterEach(cleanup);

type Row = Awaited<ReturnType<Outbox["list"]>>[number];

/** An e-mail as the outbox lists it: waiting to be copied by hand (sending is off), with or without a sign-in link. */
function email(id: number, about: Partial<Row>): Row {
  return {
    id,
    recipient: `someone-${id}@example.com`,
    subject: `E-mail ${id}`,
    body: "Hello",
    applicationId: null,
    tourRequestId: null,
    newsletterSignupId: null,
    unsubscribeUrl: null,
    accountLink: false,
    invitationId: null,
    passwordResetId: null,
    queuedBy: "",
    markedSentBy: "",
    note: "",
    status: "queued",
    attempts: 0,
    lastError: "",
    nextAttemptAt: new Date(),
    sentAt: null,
    createdAt: new Date(),
    updatedAt: new Date(),
    invited: null,
    invitationOpen: null,
    resetFor: null,
    newsletterTest: false,
    ...about,
  };
}

const ROWS = [
  email(1, { accountLink: true, passwordResetId: 5, resetFor: { id: 7, name: "Gus Guide" } }),
  email(2, { accountLink: true, invitationId: 3, invited: "Ida Owner", invitationOpen: true }),
  email(3, { accountLink: true, invitationId: 2, invited: "Rita Revoked", invitationOpen: false }),
  email(4, { tourRequestId: 9 }),
];

async function outboxAs(role: "owner" | "guide") {
  const me = { id: 1, name: "Olive Owner", email: "olive@example.com", role };
  const context = new RouterContextProvider();
  context.set(inboxContext, {
    clientHash: "test",
    inbox: { outbox: { list: async () => ROWS, sending: async () => false } },
  } as unknown as InboxRequest);
  context.set(staffSessionContext, { id: 1, csrfToken: "t", expiresAt: new Date(), staff: me });
  const loaderData = await loader({
    request: new Request("http://localhost/admin/outbox"),
    context,
    params: {},
  } as unknown as Parameters<typeof loader>[0]);
  const Stub = createRoutesStub([
    {
      path: "/admin/outbox",
      Component: StaffOutbox as never,
      HydrateFallback: () => null,
      loader: () => loaderData,
    },
  ]);
  render(<Stub initialEntries={["/admin/outbox"]} />);
  await screen.findByRole("heading", { level: 1, name: "Outbox" });
  const articles = screen.getAllByRole("article");
  expect(articles).toHaveLength(ROWS.length);
  return articles.map((article) => ({
    about: article.querySelector("[data-outbox-about]")?.textContent ?? null,
    state: article.querySelector("[data-outbox-state]")?.textContent,
    links: within(article)
      .queryAllByRole("link")
      .map((link) => [link.textContent, link.getAttribute("href")]),
  }));
}

describe("the outbox's e-mails with a sign-in link", () => {
  it("say whose reset or invitation each is, and link an owner to where People shows it", async () => {
    expect((await outboxAs("owner")).map(({ about, links }) => ({ about, links }))).toEqual([
      {
        about: "Password reset for Gus Guide. See Gus Guide's account on People.",
        links: [["Gus Guide's account on People", "/admin/people#person-7"]],
      },
      {
        about: "Invitation for Ida Owner. See the open invitations on People.",
        links: [["the open invitations on People", "/admin/people#invitations-heading"]],
      },
      // Revoked, replaced, accepted or expired: People no longer lists it.
      { about: "Invitation for Rita Revoked.", links: [] },
      { about: null, links: [] },
    ]);
  });

  it("say whose each is to a guide, without a link to People, which only owners open", async () => {
    expect((await outboxAs("guide")).map(({ about, links }) => ({ about, links }))).toEqual([
      { about: "Password reset for Gus Guide.", links: [] },
      { about: "Invitation for Ida Owner.", links: [] },
      { about: "Invitation for Rita Revoked.", links: [] },
      { about: null, links: [] },
    ]);
  });

  it("wait, with sending off, for whoever may copy them: an owner copies each, a guide reads that it waits for an owner", async () => {
    const owner = await outboxAs("owner");
    expect(new Set(owner.map(({ state }) => state))).toEqual(
      new Set(["Waiting: sending is off here, so copy it into your own e-mail, then mark it sent."]),
    );
    cleanup();
    const guide = await outboxAs("guide");
    expect(guide.map(({ state }) => state?.startsWith("Waiting for an owner:"))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(guide[3]?.state).toBe(owner[3]?.state);
  });
});
