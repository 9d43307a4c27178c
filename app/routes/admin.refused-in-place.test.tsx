// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub, RouterContextProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { inboxContext, type InboxRequest } from "#app/features/admin/inbox-context.ts";
import { FOR_OWNERS, REFUSED } from "#app/features/admin/roles.ts";
import { refusal, staffSessionContext } from "#app/features/admin/staff.server.ts";
import { dashboardRange } from "#app/features/insights/dashboard.server.ts";
import StaffLayout, { ErrorBoundary as StaffLayoutError } from "./admin.tsx";
import StaffCodes, { loader as codesLoader } from "./admin.codes.tsx";
import StaffContent, { loader as contentLoader } from "./admin.content.tsx";
import StaffInsights, { loader as insightsLoader } from "./admin.insights.tsx";
import StaffNewsletterIssue, {
  ErrorBoundary as IssueError,
  loader as issueLoader,
} from "./admin.newsletter.$slug.tsx";

/**
 * A staff page refused for what its address asks (dates that cannot be a range, an issue that is not there) answers
 * with its status inside the staff area: the menu stays, and the reason is given where the page would be, beside the
 * fields that hold what was typed, or with the way back (decision 180).
 */

afterEach(cleanup);

const owner = { id: 1, name: "Olive Owner", email: "olive@example.com", role: "owner" as const };

/** What the staff layout's loader reads for every page: who is signed in, and the menu's counts. */
const LAYOUT = {
  csrf: "token",
  me: { name: owner.name, role: owner.role },
  badges: { messages: 0, requests: 0, applications: 0, outbox: 0 },
  applications: { pending: 0, approved: 0, rejected: 0 },
  outbox: { drafts: 0, waiting: 0 },
};

/** A guide: the role that works the inbox, and opens no owner's page. */
const guide = { id: 2, name: "Gus Guide", email: "gus@example.com", role: "guide" as const };
type Staff = typeof owner | typeof guide;

function staffContext(services: object, staff: Staff) {
  const context = new RouterContextProvider();
  context.set(inboxContext, { secure: false, clientHash: "test", ...services } as unknown as InboxRequest);
  context.set(staffSessionContext, { id: 1, csrfToken: "token", expiresAt: new Date(), staff });
  return context;
}

/** A loader's answer: its data (or the refusal it threw) and its status. */
type Answer = { data: unknown; status: number; thrown: boolean };

/** A loader's answer to an address, as the server sends it. */
async function answerOf(
  loader: (args: never) => unknown,
  url: string,
  services: object,
  params: object = {},
  staff: Staff = owner,
): Promise<Answer> {
  try {
    const answer = (await loader({
      request: new Request(`http://localhost${url}`),
      context: staffContext(services, staff),
      params,
    } as never)) as { data?: unknown; init?: { status?: number } | null };
    if (answer && typeof answer === "object" && "init" in answer)
      return { data: answer.data, status: answer.init?.status ?? 200, thrown: false };
    return { data: answer, status: 200, thrown: false };
  } catch (thrown) {
    const refused = thrown as { data?: unknown; init?: { status?: number } | null };
    if (!refused.init) throw thrown;
    return { data: refused, status: refused.init.status ?? 0, thrown: true };
  }
}

/** The page drawn in the staff layout, from its loader's answer (a refusal it threw is thrown again). */
async function showInStaffArea(
  url: string,
  page: { path: string; Component: unknown; ErrorBoundary?: unknown },
  answer: Answer,
  staff: Staff = owner,
) {
  const Stub = createRoutesStub([
    {
      id: "routes/admin",
      path: "/admin",
      Component: StaffLayout as never,
      ErrorBoundary: StaffLayoutError as never,
      HydrateFallback: () => null,
      loader: () => ({ ...LAYOUT, me: { name: staff.name, role: staff.role } }),
      children: [
        {
          path: page.path,
          Component: page.Component as never,
          ErrorBoundary: page.ErrorBoundary as never,
          loader: () => {
            if (answer.thrown) throw answer.data;
            return answer.data;
          },
        },
      ],
    },
  ]);
  render(<Stub initialEntries={[url]} />);
  // The staff menu: the sections, and who is signed in.
  const menus = await screen.findAllByRole("navigation", { name: "Staff area" });
  expect(menus.length).toBeGreaterThan(0);
  expect(screen.getAllByRole("link", { name: new RegExp(staff.name) }).length).toBeGreaterThan(0);
}

/** The reason a field shows, read as a screen reader reads it: the field's description. */
function descriptionOf(field: HTMLElement): string {
  const ids = field.getAttribute("aria-describedby")?.split(" ") ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
}

describe("Insights with dates that cannot be a range", () => {
  it("answers 400 with the staff menu and the form as typed, the reason beside the dates", async () => {
    const url = "/admin/insights?from=2026-11-30&to=2026-11-01";
    const refreshRecent = vi.fn();
    const answer = await answerOf(insightsLoader, url, {
      insights: { today: () => "2026-11-26", refreshRecent },
    });
    expect(answer.status).toBe(400);
    expect(refreshRecent).not.toHaveBeenCalled();
    // The same reason the CSV of the same range is refused with.
    let reason = "";
    try {
      dashboardRange(new URL(`http://localhost${url}`).searchParams, "2026-11-26");
    } catch (thrown) {
      reason = (thrown as { data: { problem: string } }).data.problem;
    }
    expect(reason).not.toBe("");

    await showInStaffArea(url, { path: "insights", Component: StaffInsights }, answer);
    expect(screen.getByRole("heading", { level: 1, name: "Insights" })).toBeTruthy();
    const from = screen.getByLabelText("From");
    const to = screen.getByLabelText("To");
    expect((from as HTMLInputElement).value).toBe("2026-11-30");
    expect((to as HTMLInputElement).value).toBe("2026-11-01");
    for (const field of [from, to]) {
      expect(field.getAttribute("aria-invalid")).toBe("true");
      expect(descriptionOf(field)).toBe(reason);
    }
    expect(screen.getByRole("alert").textContent).toBe(reason);
    expect(screen.getByRole("button", { name: "Show" })).toBeTruthy();
  });

  it("keeps a campaign that is one, and refuses one that cannot be in the same place", async () => {
    const services = { insights: { today: () => "2026-11-26", refreshRecent: vi.fn() } };
    const kept = await answerOf(
      insightsLoader,
      "/admin/insights?from=2026-11-30&to=2026-11-01&campaign=meow-parlour-flyer",
      services,
    );
    expect(kept).toMatchObject({ status: 400, data: { campaign: "meow-parlour-flyer" } });
    const wrong = await answerOf(insightsLoader, "/admin/insights?days=7&campaign=Not%20One", services);
    expect(wrong).toMatchObject({ status: 400, data: { campaign: null } });
    await showInStaffArea("/admin/insights", { path: "insights", Component: StaffInsights }, wrong);
    expect(screen.getByRole("alert").textContent).toMatch(/^campaign must be a campaign link's name/);
  });
});

describe("a newsletter issue that is not there", () => {
  it("answers 404 in the staff area, with the way back to the list", async () => {
    const url = "/admin/newsletter/no-such-issue";
    const answer = await answerOf(
      issueLoader,
      url,
      {
        inbox: {},
        newsletterSending: {
          issues: {
            render: async (slug: string) => ({ ok: false, problem: `There is no issue ${slug} any more.` }),
          },
          sends: { forIssue: async () => null },
        },
      },
      { slug: "no-such-issue" },
    );
    expect(answer.status).toBe(404);
    const reason = (answer.data as { data: { problem: string } }).data.problem;

    await showInStaffArea(
      url,
      { path: "newsletter/:slug", Component: StaffNewsletterIssue, ErrorBoundary: IssueError },
      answer,
    );
    const main = screen.getByRole("main");
    expect(within(main).getByText(reason)).toBeTruthy();
    expect(within(main).getByRole("link", { name: "All issues" }).getAttribute("href")).toBe(
      "/admin/newsletter",
    );
  });
});

describe("the other staff pages whose address asks for what cannot be", () => {
  it("Adventure Cat codes: a look-up with a NUL character is a 400 beside the Code field, and is not made", async () => {
    const findCode = vi.fn();
    const answer = await answerOf(codesLoader, "/admin/codes?code=CAT-AB%00CD", {
      inbox: {
        applications: { findCode, recentCodes: async () => [] },
        audit: { latestFor: async () => new Map() },
      },
    });
    expect(answer.status).toBe(400);
    expect(findCode).not.toHaveBeenCalled();
    await showInStaffArea("/admin/codes", { path: "codes", Component: StaffCodes }, answer);
    const field = screen.getByRole("textbox", { name: "Code" });
    expect((field as HTMLInputElement).value).toBe("CAT-ABCD");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(descriptionOf(field)).toMatch(/NUL character/);
  });

  it("Content: restoring a version that is not one is a 404 on the page, which stays", async () => {
    const answer = await answerOf(contentLoader, "/admin/content?restore=999", {
      publisher: {
        available: async () => null,
        status: async () => null,
        preview: async () => null,
        versions: async () => [],
        changes: async () => [],
        version: async () => null,
      },
    });
    expect(answer.status).toBe(404);
    await showInStaffArea("/admin/content", { path: "content", Component: StaffContent }, answer);
    expect(screen.getByRole("heading", { level: 1, name: "Content" })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe(
      (answer.data as { restoreProblem: string }).restoreProblem,
    );
  });

  it("any other page's refusal keeps the staff menu around its reason", async () => {
    const thrown = refusal(404, "There is nothing here any more.");
    await showInStaffArea(
      "/admin/somewhere",
      { path: "somewhere", Component: () => null },
      { data: thrown, status: 404, thrown: true },
    );
    expect(within(screen.getByRole("main")).getByText("There is nothing here any more.")).toBeTruthy();
  });
});

describe("an owner's page opened by a guide (decision 190)", () => {
  it("Content: a 403 in the staff layout with the menu, saying who the editor is for and what to do instead", async () => {
    // No service at all: the refusal comes before the page reads anything.
    const answer = await answerOf(contentLoader, "/admin/content", {}, {}, guide);
    expect(answer).toMatchObject({ status: 403, thrown: true });
    await showInStaffArea("/admin/content", { path: "content", Component: StaffContent }, answer, guide);
    // A guide's menu offers no way to the editor.
    for (const menu of screen.getAllByRole("navigation", { name: "Staff area" }))
      for (const link of within(menu).queryAllByRole("link", { hidden: true }))
        expect(link.getAttribute("href")).not.toMatch(/^\/(admin\/content|keystatic)/);
    const main = screen.getByRole("main");
    const words = FOR_OWNERS["publish content"];
    expect(within(main).getByRole("heading", { level: 1 }).textContent).toBe(words.title);
    expect(within(main).getByText(REFUSED["publish content"])).toBeTruthy();
    expect(within(main).getByText(words.instead)).toBeTruthy();
    expect(within(main).getByRole("link", { name: "Back to the overview" }).getAttribute("href")).toBe(
      "/admin",
    );
    // Nothing of the editor's page: no publishing, no versions.
    expect(within(main).queryByRole("button", { name: "Publish" })).toBeNull();
    expect(within(main).queryByRole("heading", { name: "Published versions" })).toBeNull();
  });
});
