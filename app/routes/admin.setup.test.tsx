// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub, RouterContextProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { inboxContext, type InboxRequest } from "#app/features/admin/inbox-context.ts";
import StaffSetup, { loader } from "./admin.setup.tsx";

afterEach(cleanup);

/** A server started without a setup password (ADMIN_PASSWORD), with or without its staff accounts. */
function serverWithoutSetup(accounts: boolean) {
  const context = new RouterContextProvider();
  context.set(inboxContext, {
    secure: false,
    clientHash: "test",
    setupRestore: { hasServerKey: false },
    inbox: { auth: { setupEnabled: false, hasAccounts: async () => accounts } },
  } as unknown as InboxRequest);
  return context;
}

async function setupPage(accounts: boolean) {
  const answer = (await loader({
    request: new Request("http://localhost/admin/setup"),
    context: serverWithoutSetup(accounts),
    params: {},
  } as unknown as Parameters<typeof loader>[0])) as unknown as { init: { status: number }; data: object };
  const Stub = createRoutesStub([
    {
      path: "/admin/setup",
      Component: StaffSetup as never,
      HydrateFallback: () => null,
      loader: () => answer.data,
    },
  ]);
  render(<Stub initialEntries={["/admin/setup"]} />);
  await screen.findByRole("heading", { name: "Setup is turned off" });
  return answer.init.status;
}

describe("the setup page on a server with no setup password", () => {
  it("answers 404 and tells whoever runs a new server how to turn setup on", async () => {
    expect(await setupPage(false)).toBe(404);
    const steps = screen.getAllByRole("listitem").map((step) => step.textContent);
    expect(steps).toHaveLength(3);
    expect(steps[0]).toMatch(/setup password of 12 characters or more/);
    expect(steps[1]).toMatch(/ADMIN_PASSWORD/);
    expect(steps[2]).toMatch(
      /Restart the server.*create the owner account, or to restore the site from a backup file/,
    );
    expect(screen.getByText(/nobody can create the owner account/)).toBeTruthy();
  });

  it("on a server with its staff, leads to the sign-in page and says setup is for owners all locked out", async () => {
    expect(await setupPage(true)).toBe(404);
    expect(screen.getByText(/If every owner is locked out/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to the sign-in page" }).getAttribute("href")).toBe(
      "/admin/login",
    );
    expect(screen.getAllByRole("listitem")[2]!.textContent).toMatch(/create another owner account/);
  });
});
