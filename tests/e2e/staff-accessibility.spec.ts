import {
  AXE_VIEWPORTS,
  axeViolations,
  describeViolation,
  isBlocking,
} from "../../scripts/lib/quality/axe.ts";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures.ts";
import { sidewaysOverflow } from "./support/page-checks.ts";
import { requestForm } from "./support/private-tours.ts";
import {
  contactMessage,
  newClient,
  newStaffMember,
  signInInBrowser,
  STAFF_PAGES,
  staffNavigation,
} from "./support/staff.ts";

/**
 * The staff area meets the same bar as the public site (issue 14): no serious or critical axe violation (WCAG 2.2
 * A and AA) on any staff page, signed out or signed in as the owner (who sees every page), at a desktop and a phone
 * width. The content editor's own interface (Keystatic, /keystatic) is a library's and is left out.
 */
const { signedOut: SIGNED_OUT, signedIn: SIGNED_IN } = STAFF_PAGES;

for (const viewport of AXE_VIEWPORTS) {
  test.describe(`staff pages at ${viewport.width}px: no serious or critical axe violation`, () => {
    test.use({ viewport });
    // An unknown invitation is answered 404 (and refused forms 4xx), which the browser logs.
    test.use({ allowedConsoleError: /status of 40\d/ });
    // axe takes several seconds a page on this machine's shared cores (the signed-in pages took 114 s in a quiet full
    // run, 282 s at load 18), so the limit is MAX_TEST_TIME.
    test.describe.configure({ timeout: 300_000 });

    test("signed out: sign-in, password reset, an invitation link", async ({ page }) => {
      for (const path of SIGNED_OUT) {
        await page.goto(path);
        await waitForHydration(page);
        const blocking = (await axeViolations(page)).filter(isBlocking).map(describeViolation);
        expect(blocking, `axe on ${path}`).toEqual([]);
      }
    });

    // Every list has a row to audit, not only its empty state: a guide on People, a message, a request. Then signed in
    // as the owner, axe on each of `paths`.
    async function auditSignedIn(page: Page, baseURL: string, request: APIRequestContext, paths: string[]) {
      await newStaffMember(baseURL, "guide");
      const client = newClient();
      const sent = await request.post("/api/v1.0/email/send", {
        headers: client,
        data: contactMessage(`axe ${viewport.width}`),
      });
      expect(sent.status(), "a contact message").toBe(200);
      const asked = await request.post("/tours/private-tours", {
        headers: client,
        form: requestForm(`A walk for the axe check at ${viewport.width}px`),
        maxRedirects: 0,
      });
      expect(asked.status(), "a private-tour request").toBeLessThan(400);
      await signInInBrowser(page, baseURL);
      for (const path of paths) {
        await page.goto(path);
        await waitForHydration(page);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        const blocking = (await axeViolations(page)).filter(isBlocking).map(describeViolation);
        expect(blocking, `axe on ${path}`).toEqual([]);
        // The page fits the screen: a wide table scrolls inside its own box, the page never sideways.
        const { overflow, widest } = await sidewaysOverflow(page);
        expect(overflow, `the width of ${path} beyond the screen, px (${widest})`).toBe(0);
      }
    }

    // The signed-in pages in two tests of half each: one test of all 20 took 282 of its 300 s on a machine at load 18
    // (2026-11-29), and two can run side by side.
    const half = Math.ceil(SIGNED_IN.length / 2);
    test(`signed in as the owner: the staff area's first ${half} pages`, async ({
      page,
      baseURL,
      request,
    }) => {
      await auditSignedIn(page, baseURL!, request, SIGNED_IN.slice(0, half));
    });

    test("signed in as the owner: the rest of the staff area, and its navigation open", async ({
      page,
      baseURL,
      request,
    }) => {
      await auditSignedIn(page, baseURL!, request, SIGNED_IN.slice(half));

      // The navigation (issue 39): on a laptop one row of sections, each a menu; on a phone one Menu button. Each
      // opens from the keyboard, marks the page open, passes axe open, and Escape closes it back to its button.
      await page.goto("/admin/messages");
      await waitForHydration(page);
      const laptop = viewport.width >= 768;
      const nav = staffNavigation(page);
      if (laptop) {
        const tops = await nav
          .locator(":scope > ul > li")
          .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
        expect(tops.length, "the overview and five sections").toBe(6);
        expect(new Set(tops).size, "the sections in one row").toBe(1);
      } else {
        await expect(nav).toBeHidden();
      }
      const opener = page.locator("summary", { hasText: laptop ? "Inbox" : "Menu" });
      await opener.focus();
      await page.keyboard.press("Enter");
      const open = nav.getByRole("link", { name: /^Messages/ });
      await expect(open).toBeVisible();
      await expect(open).toHaveAttribute("aria-current", "page");
      if (laptop) await expect(opener).toHaveAttribute("aria-current", "true");
      // Tab goes on into the open menu.
      await page.keyboard.press("Tab");
      await expect(page.locator("details[open] a").first()).toBeFocused();
      const blocking = (await axeViolations(page)).filter(isBlocking).map(describeViolation);
      expect(blocking, "axe with the navigation open").toEqual([]);
      await page.keyboard.press("Escape");
      await expect(open).toBeHidden();
      await expect(opener).toBeFocused();
    });
  });
}
