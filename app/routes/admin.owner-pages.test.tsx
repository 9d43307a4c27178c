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

/** The owner's downloads and editor addresses: every resource route a role guards, with the permission it names. */
const OWNER_ADDRESSES = readdirSync(import.meta.dirname)
  .filter((file) => /\.ts$/.test(file) && !file.includes(".test."))
  .flatMap((file) => {
    const found = /requireRole\("([^"]+)"\)/.exec(readFileSync(join(import.meta.dirname, file), "utf8"));
    return found ? [{ file, permission: found[1] as Permission }] : [];
  });
const ADDRESS_MODULES = import.meta.glob<RouteModule>(["./*.ts", "!./*.test.ts"]);

/** A guide's GET, as a browser sends it when the address is typed, pasted or followed (or as a script fetches it). */
const guideGet = (asPage: boolean) =>
  ({
    request: new Request("http://localhost/admin/subscribers.csv", {
      headers: asPage ? { "sec-fetch-mode": "navigate", "sec-fetch-dest": "document" } : {},
    }),
    context: guideContext(),
    params: {},
  }) as never;

describe("an owner's download opened by a guide", () => {
  it("lists the owner's downloads, the subscribers' CSV and the backups among them", () => {
    expect(OWNER_ADDRESSES.map((address) => address.file)).toEqual(
      expect.arrayContaining(["admin.subscribers[.]csv.ts", "admin.backups.$file.ts"]),
    );
  });

  it.each(OWNER_ADDRESSES)(
    "$file: opened as a page, sends the guide to the staff page that says who it is for; fetched, a 403",
    async (address) => {
      const module = await ADDRESS_MODULES[`./${address.file}`]!();
      const guard = module.middleware.at(-1)!;
      const sent = await refusalOf(() => guard(guideGet(true), async () => null));
      expect(sent).toBeInstanceOf(Response);
      const location = (sent as unknown as Response).headers.get("location") ?? "";
      const forOwners = await import("./admin.for-owners.$permission.tsx");
      const page = (await forOwners.loader({
        ...(guideGet(true) as object),
        params: { permission: location.replace("/admin/for-owners/", "") },
      } as never)) as unknown as { data: unknown; init: { status: number } };
      expect(page.init.status).toBe(403);
      expect(page.data).toEqual({ problem: REFUSED[address.permission], ...FOR_OWNERS[address.permission] });

      const fetched = await refusalOf(() => guard(guideGet(false), async () => null));
      expect(fetched?.init.status).toBe(403);
      expect(fetched?.data).toEqual({ problem: REFUSED[address.permission] });
    },
  );

  it("the page for an address nobody has is a 404; an owner who opens one goes on to the overview", async () => {
    const forOwners = await import("./admin.for-owners.$permission.tsx");
    const open = (permission: string, role: "owner" | "guide") => {
      const context = guideContext();
      context.set(staffSessionContext, {
        id: 1,
        csrfToken: "token",
        expiresAt: new Date(),
        staff: { ...guide, role },
      });
      return refusalOf(() =>
        forOwners.loader({ request: new Request("http://x/"), context, params: { permission } } as never),
      );
    };
    expect((await open("feed-the-cat", "guide"))?.init.status).toBe(404);
    const owner = (await open("export-subscribers", "owner")) as unknown as Response;
    expect([owner.status, owner.headers.get("location")]).toEqual([302, "/admin"]);
  });
});
