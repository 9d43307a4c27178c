import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { inboxContext } from "#app/features/admin/inbox-context.ts";
import { FOR_OWNERS, REFUSED, type Permission } from "#app/features/admin/roles.ts";
import { staffSessionContext } from "#app/features/admin/staff.server.ts";

/**
 * Every owner-only page opened by a guide: refused (a 403) by its loader before the page reads anything, which the
 * staff layout draws with its menu, saying what the page is for and what to do instead (decision 190; the drawing:
 * admin.refused-in-place.test.tsx). A change a guide posts is refused before any loader or action runs.
 */

const guide = { id: 2, name: "Gus Guide", email: "gus@example.com", role: "guide" as const };

/** A guide's request: any service the page asks for fails the test, so a refusal is seen to come first. */
function guideContext() {
  const context = new RouterContextProvider();
  const untouched = new Proxy(
    {},
    {
      get: (_, name) => {
        throw new Error(`the page read ${String(name)} for a guide`);
      },
    },
  );
  context.set(inboxContext, untouched as never);
  context.set(staffSessionContext, { id: 1, csrfToken: "token", expiresAt: new Date(), staff: guide });
  return context;
}

type RouteModule = {
  loader: (args: never) => unknown;
  middleware: ((args: never, next: () => Promise<unknown>) => unknown)[];
};

const ROUTE_MODULES = import.meta.glob<RouteModule>(["./admin.*.tsx", "./keystatic.tsx", "!./*.test.tsx"]);

/** The owner-only pages: every route whose changes a role guards, with the permission it names. */
const OWNER_PAGES = readdirSync(import.meta.dirname)
  .filter((file) => /\.tsx$/.test(file) && !file.includes(".test."))
  .flatMap((file) => {
    const found = /requireRoleToChange\("([^"]+)"\)/.exec(
      readFileSync(join(import.meta.dirname, file), "utf8"),
    );
    return found ? [{ file, permission: found[1] as Permission }] : [];
  });

/** What a thrown refusal carries. */
async function refusalOf(run: () => unknown) {
  try {
    await run();
  } catch (thrown) {
    return thrown as {
      data: { problem: string; title?: string; instead?: string };
      init: { status: number };
    };
  }
  return null;
}

describe("an owner-only page opened by a guide", () => {
  it("lists the owner-only pages, the content editor among them", () => {
    expect(OWNER_PAGES.map((page) => page.file)).toEqual(
      expect.arrayContaining(["admin.content.tsx", "keystatic.tsx", "admin.people.tsx"]),
    );
  });

  it.each(OWNER_PAGES)(
    "$file: its loader refuses a guide with a 403 before reading anything",
    async (page) => {
      const module = await ROUTE_MODULES[`./${page.file}`]!();
      const refused = await refusalOf(() =>
        module.loader({
          request: new Request("http://localhost/admin/somewhere"),
          context: guideContext(),
          params: { slug: "november-2025" },
        } as never),
      );
      expect(refused?.init.status).toBe(403);
      expect(refused?.data).toEqual({ problem: REFUSED[page.permission], ...FOR_OWNERS[page.permission] });
    },
  );

  it.each(OWNER_PAGES)("$file: a change a guide posts is refused before its action runs", async (page) => {
    const module = await ROUTE_MODULES[`./${page.file}`]!();
    const guard = module.middleware.at(-1)!;
    const args = (method: string) =>
      ({
        request: new Request("http://localhost/admin/somewhere", { method }),
        context: guideContext(),
      }) as never;
    expect((await refusalOf(() => guard(args("POST"), async () => null)))?.init.status).toBe(403);
    // Opening the page is the loader's to refuse, inside the staff area.
    expect(await refusalOf(() => guard(args("GET"), async () => null))).toBeNull();
  });
});
