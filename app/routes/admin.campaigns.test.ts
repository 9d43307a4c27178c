import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { BOOK_NOW_ID } from "#app/components/layout/book-now.ts";
import { site } from "#app/config.ts";
import { pages } from "#app/content/pages.ts";
import { inboxContext, type InboxRequest } from "#app/features/admin/inbox-context.ts";
import { staffSessionContext } from "#app/features/admin/staff.server.ts";
import { allPosts } from "#app/features/blog/posts.server.ts";
import { CAMPAIGN_PAGE_MESSAGES, taggedUrl } from "#server/insights/insights.ts";
import { action } from "./admin.campaigns.tsx";

/**
 * A campaign link goes on flyers and cards, so it must open one of the site's public pages (the sitemap's list): a
 * page that does not exist is refused in words, with a 400, and nothing is made; a place on a real page (#book-now)
 * is kept in the link. Each tag's error gives an example of its own.
 */
const owner = { id: 1, name: "Olive Owner", email: "olive@example.com", role: "owner" as const };

function campaignContext() {
  const create = vi.fn(async (_link: { path: string }) => "created" as const);
  const context = new RouterContextProvider();
  context.set(inboxContext, {
    clientHash: "test",
    insights: { campaignLinks: { create } },
    inbox: { audit: { record: vi.fn(async () => {}) } },
  } as unknown as InboxRequest);
  context.set(staffSessionContext, { id: 1, csrfToken: "t", expiresAt: new Date(), staff: owner });
  return { context, create };
}

type Answer = { init?: ResponseInit; data?: { errors?: Record<string, string> } } & {
  errors?: Record<string, string>;
};

async function makeLink(fields: Record<string, string>) {
  const { context, create } = campaignContext();
  const request = new Request("http://127.0.0.1/admin/campaigns", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      intent: "create",
      name: "Flyer at the cat cafe",
      campaign: "Cat cafe flyer",
      source: "Cat cafe",
      medium: "print",
      path: "/",
      ...fields,
    }).toString(),
  });
  const answer = (await action({ context, params: {}, request } as unknown as Parameters<
    typeof action
  >[0])) as unknown as Answer;
  return {
    status: answer.init?.status ?? 200,
    errors: answer.data?.errors ?? answer.errors ?? {},
    made: create.mock.calls.map(([link]) => link),
  };
}

const tourPage = Object.values(pages).find((page) => page.path.startsWith("/tours/"))!;

describe("a campaign link's page", () => {
  it("is refused, with a 400 naming the problem, when the site has no such page; nothing is made", async () => {
    for (const path of ["/no-such-page", `${tourPage.path}-typo`, "/admin/insights"]) {
      const link = await makeLink({ path });
      expect(link.status, path).toBe(400);
      expect(link.errors.path, path).toBe(CAMPAIGN_PAGE_MESSAGES.notAPage(path));
      expect(link.made, path).toEqual([]);
    }
  });

  it("is one of the site's public pages: a page of the content or a post, with or without a trailing slash", async () => {
    const post = allPosts()[0]!;
    for (const [typed, kept] of [
      ["/", "/"],
      [tourPage.path, tourPage.path],
      [`${post.path}/`, post.path],
    ]) {
      const link = await makeLink({ path: typed! });
      expect(link.errors, typed).toEqual({});
      expect(link.made.map((made) => made.path)).toEqual([kept]);
    }
  });

  it("keeps a place on the page (#book-now), which the link carries after its tags", async () => {
    const path = `${tourPage.path}#${BOOK_NOW_ID}`;
    const link = await makeLink({ path });
    expect(link.errors).toEqual({});
    expect(link.made.map((made) => made.path)).toEqual([path]);
    const url = new URL(
      taggedUrl(site.url, { path, source: "cat-cafe", medium: "print", campaign: "cat-cafe-flyer" }),
    );
    expect([url.pathname, url.searchParams.get("utm_campaign"), url.hash]).toEqual([
      tourPage.path,
      "cat-cafe-flyer",
      `#${BOOK_NOW_ID}`,
    ]);
    expect((await makeLink({ path: `${tourPage.path}#no place` })).errors.path).toBe(
      CAMPAIGN_PAGE_MESSAGES.notAPlace,
    );
  });

  it("is a path, not another site's address", async () => {
    for (const path of ["https://evil.example", "//evil.example/", "/tours?x=1"]) {
      const link = await makeLink({ path });
      expect(link.status, path).toBe(400);
      expect(link.errors.path, path).toBe(CAMPAIGN_PAGE_MESSAGES.notAPath);
    }
    expect((await makeLink({ path: " " })).errors.path).toBe(CAMPAIGN_PAGE_MESSAGES.required);
  });
});

describe("a campaign link's tags", () => {
  it("each say what is missing with an example of their own", async () => {
    const { status, errors } = await makeLink({ campaign: "", source: "!!", medium: " " });
    expect(status).toBe(400);
    const example = (message = "") => /such as (.*)$/.exec(message)?.[1];
    expect(errors.campaign).toMatch(/^Campaign is required/);
    expect(errors.source).toMatch(/^Source is required/);
    expect(errors.medium).toMatch(/^Medium is required/);
    const examples = [errors.campaign, errors.source, errors.medium].map(example);
    expect(examples.every(Boolean)).toBe(true);
    expect(new Set(examples).size).toBe(3);
  });
});
