import type { Page } from "@playwright/test";
import { CONTACT_LAST_SUBMIT_KEY } from "../../app/features/forms/rate-limit.ts";
import { auditRoutes } from "../../scripts/lib/quality/routes.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";
import { requestForm } from "./support/private-tours.ts";
import { contactMessage, newClient, newStaffMember, signInInBrowser, STAFF_PAGES } from "./support/staff.ts";

/**
 * WCAG 2.2 AA where axe cannot look (issue 25): on every public and staff page, a keyboard user tabbing through
 * never has the focused control entirely hidden by the sticky header, the phone's booking bar, the promo bar or a
 * toast (2.4.11, Focus Not Obscured), and at 320 CSS px no page scrolls sideways (1.4.10, Reflow).
 */

const PHONE = { width: 375, height: 740 };
const PUBLIC_PATHS = auditRoutes().map((route) => route.path);
/**
 * The pages tabbed through at 375 px: every page, but of the blog's posts (one template, 20 posts) every fifth, since
 * a Tab through one page costs a quarter of a minute on two busy cores. The reflow check below loads every page.
 */
const TABBED_PATHS = PUBLIC_PATHS.filter(
  (path, index, paths) =>
    !path.startsWith("/blog/") || paths.filter((other) => other.startsWith("/blog/")).indexOf(path) % 5 === 0,
);

/** What a tab stop shows: which control has focus, and whether any of it can be seen. */
type TabStop = { control: string; at: string; seen: "yes" | "off screen" | `under ${string}` } | null;

/**
 * After a Tab, once the page has settled (scrolled, the booking bar slid in or out): the focused control, and whether
 * any point of it is on top where it is drawn. A grid of points over the part of its box inside the window, each
 * asked which element is drawn there: a sticky part above it takes the point.
 */
function tabStop(page: Page): Promise<TabStop> {
  return page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await frame();
    await frame();
    const active = document.activeElement;
    if (!(active instanceof HTMLElement) || active === document.body) return null;
    const at = ` (scrolled ${Math.round(scrollY)} px)`;
    const name = (element: Element) => {
      const text = (element.getAttribute("aria-label") ?? element.textContent ?? "")
        .trim()
        .replace(/\s+/g, " ");
      const marks = ["id", "name", "href", "data-site-header", "data-sticky-book-bar", "data-sonner-toast"]
        .filter((attribute) => element.hasAttribute(attribute))
        .map((attribute) => `[${attribute}=${element.getAttribute(attribute)}]`);
      return `<${element.tagName.toLowerCase()}${marks.join("")}> ${text.slice(0, 50)}`;
    };
    const box = active.getBoundingClientRect();
    const left = Math.max(box.left, 0);
    const right = Math.min(box.right, innerWidth);
    const top = Math.max(box.top, 0);
    const bottom = Math.min(box.bottom, innerHeight);
    if (right - left < 1 || bottom - top < 1) return { control: name(active), at, seen: "off screen" };
    let cover: Element | null = null;
    for (let row = 0; row < 5; row++) {
      for (let column = 0; column < 5; column++) {
        const x = left + ((column + 0.5) * (right - left)) / 5;
        const y = top + ((row + 0.5) * (bottom - top)) / 5;
        const hit = document.elementFromPoint(x, y);
        if (hit && (hit === active || active.contains(hit)))
          return { control: name(active), at, seen: "yes" };
        cover ??= hit?.closest("header, aside, [data-sonner-toast], section") ?? hit;
      }
    }
    return { control: name(active), at, seen: `under ${cover ? name(cover) : "nothing"}` };
  });
}

/**
 * Tabs from the top of the page through every control, twice round at most: the tab stops where the focused control
 * could not be seen.
 */
async function hiddenTabStops(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await waitForHydration(page);
  const problems: string[] = [];
  const seen = new Set<string>();
  for (let press = 0; press < 400; press++) {
    await page.keyboard.press("Tab");
    const stop = await tabStop(page);
    if (!stop) {
      // Past the last control, the browser's own interface takes focus: the page is done.
      if (press > 0) break;
      continue;
    }
    // Round again to the first control: the page is done.
    if (press > 5 && stop.control === [...seen][0]) break;
    seen.add(stop.control);
    if (stop.seen !== "yes") problems.push(`${path}: ${stop.control}${stop.at} is ${stop.seen}`);
  }
  expect(seen.size, `${path} has controls to tab to`).toBeGreaterThan(0);
  return problems;
}

test.describe("focus is never hidden by the sticky parts (WCAG 2.4.11)", () => {
  // Every control of a page, one Tab at a time, on two busy cores: a long page takes a minute or two.
  test.describe.configure({ timeout: 240_000 });
  // The not-found page and an unknown invitation are answered 404, which the browser logs.
  test.use({ viewport: PHONE, reducedMotion: "reduce", allowedConsoleError: /status of 404/ });

  // A page a test, each with its own time limit.
  for (const path of TABBED_PATHS) {
    test(`${path} at 375 × 740, tabbing through`, async ({ page }) => {
      expect(await hiddenTabStops(page, path)).toEqual([]);
    });
  }

  // The booking bar's words take the most lines at 320 px; a desktop has the header alone.
  for (const viewport of [
    { width: 320, height: 640 },
    { width: 414, height: 896 },
    { width: 1280, height: 800 },
  ]) {
    for (const path of ["/", "/tours/brooklyn-heights", "/contact"]) {
      test(`${path} at ${viewport.width} × ${viewport.height}, tabbing through`, async ({ page }) => {
        await page.setViewportSize(viewport);
        expect(await hiddenTabStops(page, path)).toEqual([]);
      });
    }
  }

  test("a private-tour request's confirmation and the staff pages signed out, tabbing through", async ({
    page,
    request,
  }) => {
    const asked = await request.post("/tours/private-tours", {
      headers: newClient(),
      form: requestForm("A walk for the focus check"),
      maxRedirects: 0,
    });
    const confirmation = asked.headers().location ?? "";
    expect(confirmation).toMatch(/^\/tours\/private-tours\/request\//);
    const problems: string[] = [];
    for (const path of [confirmation, ...STAFF_PAGES.signedOut])
      problems.push(...(await hiddenTabStops(page, path)));
    expect(problems).toEqual([]);
  });

  for (const path of STAFF_PAGES.signedIn) {
    test(`${path} signed in as the owner, tabbing through`, async ({ page, baseURL }) => {
      await signInInBrowser(page, baseURL!);
      expect(await hiddenTabStops(page, path)).toEqual([]);
    });
  }

  test("a toast never hides the control with focus", async ({ page }) => {
    await page.goto("/contact");
    await waitForHydration(page);
    const submit = page
      .getByRole("form", { name: "Contact form" })
      .getByRole("button", { name: "Send Message" });
    const problems: string[] = [];
    // Each round: a second submit raises "Please wait" at the top of the screen, then focus moves back up the form
    // one control further than the round before, while the toast shows.
    const shown = page.locator('[data-sonner-toast][data-visible="true"]');
    for (let back = 1; back <= 8; back++) {
      // A round again if the toast's four seconds ran out before it was checked: a busy machine tabs slowly.
      await expect(async () => {
        await page.evaluate((key) => localStorage.setItem(key, String(Date.now())), CONTACT_LAST_SUBMIT_KEY);
        await submit.click();
        await expect(shown.first()).toBeVisible();
        for (let press = 0; press < back; press++) await page.keyboard.press("Shift+Tab");
        const stop = await tabStop(page);
        expect(await shown.count(), "a toast still shows").toBeGreaterThan(0);
        if (stop && stop.seen !== "yes") problems.push(`${back} back: ${stop.control} is ${stop.seen}`);
      }).toPass({ timeout: 60_000 });
    }
    expect(problems).toEqual([]);
  });
});

/** How far the page reaches past the right edge of the window (0 when it fits), and what reaches furthest. */
function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const overflow = document.documentElement.scrollWidth - width;
    if (overflow <= 0) return { overflow: 0, widest: "" };
    // What sticks out, outside any box that scrolls sideways on its own (a table, a code block).
    const scrolls = (element: Element | null): boolean => {
      for (let at = element?.parentElement; at && at !== document.body; at = at.parentElement) {
        if (/auto|scroll/.test(getComputedStyle(at).overflowX)) return true;
      }
      return false;
    };
    const widest = [...document.body.querySelectorAll("*")]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5 && !scrolls(element))
      .map((element) => `<${element.tagName.toLowerCase()} class="${element.getAttribute("class") ?? ""}">`)
      .slice(0, 3)
      .join(" ");
    return { overflow, widest };
  });
}

test.describe("no page scrolls sideways at 320 CSS px (WCAG 1.4.10)", () => {
  // The not-found page and an unknown invitation are answered 404, which the browser logs.
  test.use({ viewport: { width: 320, height: 640 }, allowedConsoleError: /status of 404/ });
  test.describe.configure({ timeout: 180_000 });

  test("every public page, the not-found page and a request's confirmation", async ({ page, request }) => {
    const asked = await request.post("/tours/private-tours", {
      headers: newClient(),
      form: requestForm("A walk for the reflow check"),
      maxRedirects: 0,
    });
    const problems: string[] = [];
    for (const path of [...PUBLIC_PATHS, asked.headers().location ?? ""]) {
      await page.goto(path);
      await waitForHydration(page);
      const { overflow, widest } = await sidewaysOverflow(page);
      if (overflow) problems.push(`${path}: ${overflow} px too wide (${widest})`);
      // Nothing is cut off instead: the page itself never hides what overflows it.
      expect(await page.evaluate(() => getComputedStyle(document.body).overflowX), path).toBe("visible");
    }
    expect(problems).toEqual([]);
  });

  test("every staff page, signed out and signed in, with a row in every list", async ({
    page,
    baseURL,
    request,
  }) => {
    await newStaffMember(baseURL!, "guide");
    const client = newClient();
    expect(
      (
        await request.post("/api/v1.0/email/send", { headers: client, data: contactMessage("reflow") })
      ).status(),
    ).toBe(200);
    const problems: string[] = [];
    const check = async (path: string) => {
      await page.goto(path);
      await waitForHydration(page);
      const { overflow, widest } = await sidewaysOverflow(page);
      if (overflow) problems.push(`${path}: ${overflow} px too wide (${widest})`);
    };
    for (const path of STAFF_PAGES.signedOut) await check(path);
    await signInInBrowser(page, baseURL!);
    // A kept backup too, so the Backups page lists one.
    await page.goto("/admin/backups");
    await page.getByRole("button", { name: "Back up now" }).click();
    await expect(page.getByRole("region", { name: "Kept backups" }).getByRole("row")).not.toHaveCount(0, {
      timeout: 60_000,
    });
    for (const path of STAFF_PAGES.signedIn) await check(path);
    expect(problems).toEqual([]);
  });
});
