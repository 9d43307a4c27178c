// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub, RouterContextProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { inboxContext, type InboxRequest } from "#app/features/admin/inbox-context.ts";
import { staffSessionContext } from "#app/features/admin/staff.server.ts";
import StaffActivity, { loader as activityLoader } from "./admin.activity.tsx";
import StaffMessages, { loader as messagesLoader } from "./admin.messages.tsx";

/**
 * When something happened, as the staff pages say it: "Today, 9:41 AM" and "Yesterday, ..." by New York's calendar,
 * the full date in the `<time>`'s title. The clock is fixed, so the test means the same at any hour, midnight too.
 */

// 9:41 AM on Monday, November 30, 2026 in New York.
const NOW = new Date("2026-11-30T14:41:00Z");
const TODAY = NOW;
// 11:30 PM on Sunday the 29th in New York, which UTC already calls the 30th.
const YESTERDAY = new Date("2026-11-30T04:30:00Z");
const LAST_WEEK = new Date("2026-11-22T20:04:00Z");

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ["Date"] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const owner = { id: 1, name: "Olive Owner", email: "olive@example.com", role: "owner" as const };

function renderPage(path: string, Component: unknown, loader: (args: never) => unknown, inbox: unknown) {
  const context = new RouterContextProvider();
  context.set(inboxContext, { clientHash: "test", inbox } as unknown as InboxRequest);
  context.set(staffSessionContext, { id: 1, csrfToken: "t", expiresAt: new Date(), staff: owner });
  const Stub = createRoutesStub([
    {
      path,
      Component: Component as never,
      HydrateFallback: () => null,
      loader: ({ request }) => loader({ request, context, params: {} } as never),
    },
  ]);
  render(<Stub initialEntries={[path]} />);
}

const message = (id: number, createdAt: Date) => ({
  id,
  name: `Visitor ${id}`,
  email: `visitor${id}@example.com`,
  phone: "",
  message: "Is the Brooklyn Heights walk good for a nine-year-old?",
  readAt: null,
  createdAt,
});

/** The `<time>` elements on the page: what each says, its title and its machine-readable instant. */
const times = () =>
  [...document.querySelectorAll("time")].map((time) => ({
    text: time.textContent,
    title: time.getAttribute("title"),
    dateTime: time.getAttribute("datetime"),
  }));

describe("dates on the staff pages", () => {
  it("Messages says today and yesterday in words, and any other day in full, each with its full date", async () => {
    const rows = [message(3, TODAY), message(2, YESTERDAY), message(1, LAST_WEEK)];
    renderPage("/admin/messages", StaffMessages, messagesLoader, {
      messages: { list: async () => ({ rows, pages: 1, total: 3, unread: 3 }) },
    });
    await screen.findByRole("heading", { name: /^Visitor 3/ });
    expect(times()).toEqual([
      { text: "Today, 9:41 AM", title: "Mon, Nov 30, 2026, 9:41 AM", dateTime: TODAY.toISOString() },
      {
        text: "Yesterday, 11:30 PM",
        title: "Sun, Nov 29, 2026, 11:30 PM",
        dateTime: YESTERDAY.toISOString(),
      },
      {
        text: "Sun, Nov 22, 2026, 3:04 PM",
        title: "Sun, Nov 22, 2026, 3:04 PM",
        dateTime: LAST_WEEK.toISOString(),
      },
    ]);
  });

  it("Activity says the same in its list and its table", async () => {
    const rows = [
      {
        id: 2,
        createdAt: TODAY,
        actorName: "Olive Owner",
        action: "signed-in",
        summary: "Olive Owner signed in.",
      },
      {
        id: 1,
        createdAt: YESTERDAY,
        actorName: "Olive Owner",
        action: "signed-in",
        summary: "Olive Owner signed in.",
      },
    ];
    renderPage("/admin/activity", StaffActivity, activityLoader, {
      audit: { list: async () => ({ rows, pages: 1, total: 2 }), actors: async () => [] },
    });
    await screen.findByRole("heading", { name: "Activity" });
    // Each entry twice: the phone's list and the wide table.
    expect(times().map((time) => time.text)).toEqual([
      "Today, 9:41 AM",
      "Yesterday, 11:30 PM",
      "Today, 9:41 AM",
      "Yesterday, 11:30 PM",
    ]);
    expect(times()[1]!.title).toBe("Sun, Nov 29, 2026, 11:30 PM");
  });
});
