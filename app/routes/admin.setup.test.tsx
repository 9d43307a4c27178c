// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub, RouterContextProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { inboxContext, type InboxRequest } from "#app/features/admin/inbox-context.ts";
import StaffSetup, { action, loader } from "./admin.setup.tsx";

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

describe("creating the owner account with several fields to fix", () => {
  /** A setup session, as the setup password opened it, on a server that asks for the site's address. */
  function setupSession(createOwner: () => never) {
    const context = new RouterContextProvider();
    context.set(inboxContext, {
      secure: false,
      clientHash: "test",
      setupRestore: { hasServerKey: false },
      inbox: {
        auth: {
          setupEnabled: true,
          hasAccounts: async () => false,
          session: async () => ({ id: 7, staff: null, csrfToken: "csrf-token" }),
        },
        siteAddress: { needed: async () => true },
        people: { createOwner },
      },
    } as unknown as InboxRequest);
    return context;
  }

  it("answers every field's problem at once, each at its field, the first focused, and creates nothing", async () => {
    let created = false;
    const context = setupSession(() => {
      created = true;
      throw new Error("not to be called");
    });
    const request = new Request("http://localhost/admin/setup", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        intent: "create",
        csrf: "csrf-token",
        name: " ",
        email: "margo at example",
        password: "short",
        siteAddress: "ftp://whiskerwalks.nyc",
      }).toString(),
    });
    const answer = (await action({ request, context, params: {} } as unknown as Parameters<
      typeof action
    >[0])) as unknown as {
      init: { status: number };
      data: { error: string; errors: Record<string, string> };
    };
    expect(created).toBe(false);
    expect(answer.init.status).toBe(400);
    expect(Object.keys(answer.data.errors)).toEqual(["name", "email", "password", "siteAddress"]);

    const props = {
      loaderData: {
        step: "create",
        formToken: "",
        csrf: "csrf-token",
        fresh: false,
        askAddress: true,
        keyOptional: false,
      },
      actionData: answer.data,
    } as unknown as Parameters<typeof StaffSetup>[0];
    const Stub = createRoutesStub([
      { path: "/admin/setup", Component: () => <StaffSetup {...props} />, HydrateFallback: () => null },
    ]);
    render(<Stub initialEntries={["/admin/setup"]} />);
    const name = await screen.findByLabelText(/^Your name/);
    await waitFor(() => expect(document.activeElement).toBe(name));
    for (const [label, field] of [
      [/^Your name/, "name"],
      [/^E-mail/, "email"],
      [/^Password/, "password"],
      [/^The site's web address/, "siteAddress"],
    ] as const) {
      const input = screen.getByLabelText(label);
      expect(input.getAttribute("aria-invalid"), field).toBe("true");
      const described = (input.getAttribute("aria-describedby") ?? "")
        .split(" ")
        .map((id) => document.getElementById(id)?.textContent)
        .join(" ");
      expect(described, field).toContain(answer.data.errors[field]);
    }
    // Above the button, what the form as a whole needs.
    expect(screen.getAllByRole("alert").map((alert) => alert.textContent)).toContain(answer.data.error);
  });
});
