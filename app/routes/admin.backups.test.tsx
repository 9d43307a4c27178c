// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub, RouterContextProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { inboxContext, type InboxRequest } from "#app/features/admin/inbox-context.ts";
import { staffSessionContext } from "#app/features/admin/staff.server.ts";
import type { StaffMember } from "#server/inbox/staff-auth.ts";
import { BackupBusy } from "#server/backup/backups.ts";
import { MAKE_A_KEY } from "#server/backup/encryption.ts";
import { sizeInWords } from "#server/size-in-words.ts";
import StaffBackups, { action, loader } from "./admin.backups.tsx";
import StaffOverview, { loader as overviewLoader } from "./admin._index.tsx";

/**
 * Without BACKUP_KEY no backup is made (decision 130): Backups says so once, at the top, with what the person who runs
 * the server must do, offers no Back up now, and refuses one posted anyway with a 409; the Overview tells an owner
 * (decision 186).
 */

afterEach(cleanup);

const owner = { id: 1, name: "Olive Owner", email: "olive@example.com", role: "owner" as const };
const guide = { id: 2, name: "Gus Guide", email: "gus@example.com", role: "guide" as const };

const KEPT = {
  id: 7,
  file: "whiskerwalks-backup-20261126-041500Z.wwbackup",
  createdAt: new Date("2026-11-26T04:15:00Z"),
  bytes: 1_400_000,
  trigger: "daily" as const,
  takenByName: "",
  seconds: 2.1,
};

/** A server's backups as the staff area sees them: with the key or without, the daily backup on or off. */
function serverWith(
  setUp: { key: boolean; daily?: boolean; kept?: (typeof KEPT)[] },
  who: StaffMember = owner,
) {
  const make = vi.fn(async () => ({ file: KEPT.file, bytes: KEPT.bytes, seconds: KEPT.seconds }));
  const context = new RouterContextProvider();
  context.set(inboxContext, {
    clientHash: "test",
    inbox: {
      subscribers: { activeCount: async () => 0 },
      outbox: { sending: async () => false },
      privacyRequests: { open: async () => [] },
    },
    backups: {
      hasKey: setUp.key,
      daily: setUp.daily ?? true,
      list: async () => setUp.kept ?? [],
      make,
    },
  } as unknown as InboxRequest);
  context.set(staffSessionContext, { id: 1, csrfToken: "t", expiresAt: new Date(), staff: who });
  return { context, make };
}

const backUpNow = () =>
  new Request("http://127.0.0.1/admin/backups", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrf: "t", intent: "back-up" }).toString(),
  });

type Answer = { data: { notice: { tone: string; text: string } }; init: ResponseInit | null };

async function post(context: RouterContextProvider): Promise<Answer> {
  const answer = (await action({ context, request: backUpNow(), params: {} } as unknown as Parameters<
    typeof action
  >[0])) as unknown as Answer | Answer["data"];
  return "init" in answer ? answer : { data: answer, init: null };
}

/** The page (or the Overview) drawn from its loader's answer. */
async function show(page: "backups" | "overview", context: RouterContextProvider) {
  const load = page === "backups" ? loader : overviewLoader;
  const loaderData = await load({
    request: new Request(`http://localhost/admin${page === "backups" ? "/backups" : ""}`),
    context,
    params: {},
  } as never);
  const path = page === "backups" ? "/admin/backups" : "/admin";
  const Stub = createRoutesStub([
    {
      path,
      Component: (page === "backups" ? StaffBackups : StaffOverview) as never,
      HydrateFallback: () => null,
      loader: () => loaderData,
    },
  ]);
  render(<Stub initialEntries={[path]} />);
  await screen.findByRole("heading", { level: 1 });
}

/** What the page says outside the note for whoever runs the server. */
function pageTextBesideTheNote(): string {
  const main = document.body.cloneNode(true) as HTMLElement;
  main.querySelector("[aria-labelledby='backups-off-heading']")?.remove();
  return main.textContent ?? "";
}

describe("Backups on a server without a backup key", () => {
  it("says so once, at the top, with what the person who runs the server must do, and promises no daily backup", async () => {
    await show("backups", serverWith({ key: false }).context);
    const off = screen.getByRole("region", { name: "Backups are off" });
    // At the top: the first thing after the page's heading.
    const heading = screen.getByRole("heading", { level: 1, name: "Backups" });
    const sections = [...document.querySelectorAll("section")];
    expect(sections[0]).toBe(off);
    expect(heading.compareDocumentPosition(off) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The setting, how to make it, the restart, and where the README explains it.
    const note = off.textContent ?? "";
    expect(note).toContain("BACKUP_KEY");
    expect(within(off).getByText(MAKE_A_KEY).tagName).toBe("CODE");
    expect(note).toMatch(/restart the server/);
    expect(note).toMatch(/README[^.]*"Backups"/);
    expect(note).toMatch(/first backup, then one every day/);
    // Said once: no second warning, and no daily backup promised beside it.
    expect(screen.queryAllByRole("alert")).toEqual([]);
    expect(screen.getAllByText(/no backup key/)).toHaveLength(1);
    const besides = pageTextBesideTheNote();
    expect(besides).not.toMatch(/every day|daily one|a minute after/);
    expect(
      within(screen.getByRole("region", { name: "Last backup" })).getByText("No backup yet."),
    ).toBeTruthy();
  });

  it("does not offer Back up now: the button is disabled, described by the reason", async () => {
    await show("backups", serverWith({ key: false }).context);
    const button = screen.getByRole("button", { name: "Back up now" });
    expect(button.hasAttribute("disabled")).toBe(true);
    const reason = document.getElementById(button.getAttribute("aria-describedby") ?? "");
    expect(reason?.textContent).toMatch(/no backup key/);
    expect(screen.getByRole("region", { name: "Backups are off" }).contains(reason)).toBe(true);
  });

  it("refuses Back up now posted anyway with a 409 saying why, and makes nothing", async () => {
    const { context, make } = serverWith({ key: false });
    const answer = await post(context);
    expect(answer.init?.status).toBe(409);
    expect(answer.data.notice.tone).toBe("error");
    expect(answer.data.notice.text).toMatch(/^No backup was made: this server has no backup key/);
    expect(make).not.toHaveBeenCalled();
  });

  it("tells the person who runs the server how to find the README's section, which says the same", () => {
    // The tests run from the project's root (vitest.config.ts), where the README is.
    const readme = readFileSync(join(process.cwd(), "README.md"), "utf8");
    const section = /^## Backups\n([\s\S]*?)^## /m.exec(readme)?.[1] ?? "";
    expect(section).toContain("BACKUP_KEY");
    expect(section).toContain(MAKE_A_KEY);
  });
});

describe("Backups on a server with its key", () => {
  it("offers Back up now and no warning; says a backup is made every day only when the server makes one", async () => {
    await show("backups", serverWith({ key: true, daily: true }).context);
    const button = screen.getByRole("button", { name: "Back up now" });
    expect(button.hasAttribute("disabled")).toBe(false);
    expect(button.getAttribute("aria-describedby")).toBeNull();
    expect(screen.queryByRole("region", { name: "Backups are off" })).toBeNull();
    expect(document.body.textContent).toContain("One is made every day");
    expect(document.body.textContent).toContain(
      "The first daily one is made a minute after the server starts.",
    );
    cleanup();

    await show("backups", serverWith({ key: true, daily: false }).context);
    expect(document.body.textContent).not.toMatch(/every day|daily one/);
    expect(document.body.textContent).toContain("This server makes none by itself: press Back up now");
  });

  it("lists the kept backups, the newest as the last backup", async () => {
    await show("backups", serverWith({ key: true, kept: [KEPT] }).context);
    const last = screen.getByRole("region", { name: "Last backup" });
    expect(last.textContent).toContain(sizeInWords(KEPT.bytes));
    expect(within(last).getByRole("link", { name: "Download the last backup" }).getAttribute("href")).toBe(
      `/admin/backups/${KEPT.file}`,
    );
    const kept = within(screen.getByRole("region", { name: "Kept backups" })).getByRole("link");
    expect(kept.textContent).toBe(`Download ${KEPT.file}`);
    expect(kept.getAttribute("href")).toBe(`/admin/backups/${KEPT.file}`);
  });

  it("makes a backup when asked, and says in words when one is being made or could not be", async () => {
    const { context, make } = serverWith({ key: true });
    const made = await post(context);
    expect(made.init).toBeNull();
    expect(made.data.notice).toEqual({ tone: "success", text: expect.stringMatching(/^Backup made: /) });
    expect(make).toHaveBeenCalledWith({ trigger: "staff", by: owner });

    make.mockRejectedValueOnce(new BackupBusy("A backup is being made right now: try again in a minute."));
    const busy = await post(context);
    expect(busy.init?.status).toBe(409);
    expect(busy.data.notice.text).toBe("A backup is being made right now: try again in a minute.");

    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    make.mockRejectedValueOnce(new Error("ENOSPC: no space left on device"));
    const failed = await post(context);
    expect(failed.init?.status).toBe(500);
    expect(failed.data.notice.text).toMatch(/^The backup could not be made/);
    expect(failed.data.notice.text).not.toContain("ENOSPC");
    expect(logged).toHaveBeenCalled();
  });
});

describe("the Overview", () => {
  const warning = () => screen.queryByRole("link", { name: "How to turn backups on" });

  it("tells an owner that backups are off, with the way to Backups", async () => {
    await show("overview", serverWith({ key: false }).context);
    expect(warning()?.getAttribute("href")).toBe("/admin/backups");
    expect(warning()?.closest("p")?.textContent).toMatch(/^Backups are off/);
  });

  it("says nothing of backups to a guide, who cannot open them, nor once the key is set", async () => {
    await show("overview", serverWith({ key: false }, guide).context);
    expect(warning()).toBeNull();
    expect(document.body.textContent).not.toMatch(/backup/i);
    cleanup();
    await show("overview", serverWith({ key: true }).context);
    expect(warning()).toBeNull();
  });
});
