// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub, Outlet, RouterContextProvider } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { inboxContext, type InboxRequest } from "#app/features/admin/inbox-context.ts";
import { staffSessionContext } from "#app/features/admin/staff.server.ts";
import { outbox, staff } from "#db/schema.ts";
import type { DatabaseHandle } from "#server/database.ts";
import { createInbox, type Inbox } from "#server/inbox/inbox.ts";
import { openTestDatabase } from "#server/testing/database.ts";
import StaffOverview from "./admin._index.tsx";
import { loader as layoutLoader } from "./admin.tsx";

/**
 * Invitations and password-reset e-mails hold a sign-in link only an owner may open, copy or mark sent (roles.ts,
 * decision 183). A guide's Overview and header count what they can act on: not those (decision 189). An owner's
 * counts are unchanged.
 */

const SITE = "https://www.whiskerwalks.nyc";
type Person = { id: number; name: string; email: string; role: "owner" | "guide" };
let handle: DatabaseHandle;
let inbox: Inbox;
let owner: Person;
let guide: Person;

beforeAll(async () => {
  handle = await openTestDatabase();
  inbox = createInbox(handle.db, {
    mailFrom: "hello@whiskerwalks.nyc",
    siteUrl: SITE,
    linkSecret: "a secret",
  });
  const rows = await handle.db
    .insert(staff)
    .values([
      { name: "Olive Owner", email: "olive@example.com", role: "owner", passkeyUserId: "olive" },
      { name: "Gus Guide", email: "gus@example.com", role: "guide", passkeyUserId: "gus" },
    ])
    .returning();
  [owner, guide] = rows.map((row) => ({ id: row.id, name: row.name, email: row.email, role: row.role })) as [
    Person,
    Person,
  ];
  // E-mail is not set up: an invitation and a reset link wait in the outbox, beside a visitor's acknowledgement.
  expect(
    (await inbox.people.invite({ name: "Ida", email: "ida@example.com", role: "guide" }, owner, "c")).ok,
  ).toBe(true);
  expect((await inbox.people.sendReset(guide.id, owner, "c")).ok).toBe(true);
  await handle.db.insert(outbox).values({
    recipient: "visitor@example.com",
    subject: "Thanks for your message",
    body: "We will write back within a day.",
  });
});

afterEach(cleanup);

afterAll(async () => {
  await handle?.close();
});

function as(person: Person) {
  const context = new RouterContextProvider();
  context.set(inboxContext, { clientHash: "c", inbox } as unknown as InboxRequest);
  context.set(staffSessionContext, { id: person.id, csrfToken: "t", expiresAt: new Date(), staff: person });
  return context;
}

const layout = (person: Person) =>
  layoutLoader({ request: new Request(`${SITE}/admin`), context: as(person), params: {} } as never);

describe("sign-in e-mails in the Overview's counts", () => {
  it("are counted for an owner, who can copy and send them", async () => {
    expect((await layout(owner)).outbox).toEqual({ drafts: 0, waiting: 3 });
    expect((await layout(owner)).badges.outbox).toBe(3);
  });

  it("are not counted for a guide, who cannot open them: the guide sees only what they can send", async () => {
    expect((await layout(guide)).outbox).toEqual({ drafts: 0, waiting: 1 });
    expect((await layout(guide)).badges.outbox).toBe(1);
  });

  it("the guide's Overview card says the one e-mail they can copy and send", async () => {
    const Stub = createRoutesStub([
      {
        id: "routes/admin",
        path: "/admin",
        Component: () => <Outlet />,
        HydrateFallback: () => null,
        loader: () => layout(guide),
        children: [
          {
            index: true,
            Component: StaffOverview as never,
            loader: () => ({ subscribers: 0, sending: false, backupsOff: false, privacyRequests: null }),
          },
        ],
      },
    ]);
    render(<Stub initialEntries={["/admin"]} />);
    const card = await screen.findByRole("link", { name: /e-mails? waiting for you to copy and send/ });
    // The figure, then the words: one e-mail, the visitor's acknowledgement.
    expect(card.textContent).toMatch(/^1\D/);
  });
});
