import { CONTACT_LAST_SUBMIT_KEY } from "../../app/features/forms/rate-limit.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";
import { focusStop, focusSweep, hiddenTabStops, REFLOW, reflowProblems } from "./support/page-checks.ts";
import { requestForm } from "./support/private-tours.ts";
import { TEMPLATES } from "./support/routes.ts";
import { contactMessage, newClient, newStaffMember, signInInBrowser, STAFF_PAGES } from "./support/staff.ts";

/**
 * WCAG 2.2 AA where axe cannot look (issue 25): on every public and staff page, a keyboard user never has the focused
 * control entirely hidden by the sticky header, the phone's booking bar, the promo bar or a toast (2.4.11, Focus Not
 * Obscured), and at 320 CSS px no page scrolls sideways (1.4.10, Reflow). Every public route gets the in-page sweep
 * (every control focused in tab order, in one call: support/page-checks.ts) and the reflow check in
 * every-route.spec.ts; the staff pages get them here. One page of each template is walked with the real Tab key,
 * which also proves that Tab reaches the end (issue 36).
 */

const PHONE = { width: 375, height: 740 };

// Every public route's sweep and reflow check: every-route.spec.ts.
test.describe("staff pages and a request's confirmation: focus never hidden at 375 px, no sideways scrolling at 320 px", () => {
  // An unknown invitation is answered 404, which the browser logs.
  test.use({ viewport: PHONE, reducedMotion: "reduce", allowedConsoleError: /status of 404/ });

  test("a private-tour request's confirmation, and the staff pages signed out", async ({ page, request }) => {
    const asked = await request.post("/tours/private-tours", {
      headers: newClient(),
      form: requestForm("A walk for the focus check"),
      maxRedirects: 0,
    });
    const confirmation = asked.headers().location ?? "";
    expect(confirmation).toMatch(/^\/tours\/private-tours\/request\//);
    const problems: string[] = [];
    for (const path of [confirmation, ...STAFF_PAGES.signedOut]) {
      await page.setViewportSize(PHONE);
      problems.push(...(await focusSweep(page, path)).problems);
      problems.push(...(await reflowProblems(page, path)));
    }
    expect(problems).toEqual([]);
  });

  test("every staff page signed in as the owner, with a row in every list", async ({
    page,
    baseURL,
    request,
  }) => {
    test.setTimeout(180_000);
    await newStaffMember(baseURL!, "guide");
    const sent = await request.post("/api/v1.0/email/send", {
      headers: newClient(),
      data: contactMessage("focus and reflow"),
    });
    expect(sent.status()).toBe(200);
    await signInInBrowser(page, baseURL!);
    // A kept backup too, so the Backups page lists one.
    await page.goto("/admin/backups");
    await page.getByRole("button", { name: "Back up now" }).click();
    await expect(page.getByRole("status")).toContainText("Backup made: ", { timeout: 60_000 });
    // At a phone's width the kept backups are cards.
    await expect(page.getByRole("list", { name: "Kept backups" }).getByRole("listitem")).not.toHaveCount(0);
    const problems: string[] = [];
    for (const path of STAFF_PAGES.signedIn) {
      await page.setViewportSize(PHONE);
      problems.push(...(await focusSweep(page, path)).problems);
      problems.push(...(await reflowProblems(page, path)));
    }
    expect(problems).toEqual([]);
  });
});

test.describe("one page of each template, with the real Tab key (WCAG 2.4.11)", () => {
  // Every control of a page, one Tab at a time, on two busy cores: a long page takes a minute or two.
  test.describe.configure({ timeout: 240_000 });
  test.use({ viewport: PHONE, reducedMotion: "reduce" });

  for (const path of TEMPLATES) {
    test(`${path} at 375 × 740, tabbing through`, async ({ page }) => {
      expect(await hiddenTabStops(page, path)).toEqual([]);
    });
  }

  // The booking bar's words take the most lines at 320 px; a desktop has the header alone.
  for (const viewport of [REFLOW, { width: 1280, height: 800 }]) {
    test(`/ and /contact at ${viewport.width} × ${viewport.height}, tabbing through`, async ({ page }) => {
      await page.setViewportSize(viewport);
      expect([...(await hiddenTabStops(page, "/")), ...(await hiddenTabStops(page, "/contact"))]).toEqual([]);
    });
  }

  test("a staff page signed in, tabbing through", async ({ page, baseURL }) => {
    await signInInBrowser(page, baseURL!);
    expect(await hiddenTabStops(page, "/admin/messages")).toEqual([]);
  });

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
        const stop = await focusStop(page);
        expect(await shown.count(), "a toast still shows").toBeGreaterThan(0);
        if (stop && stop.seen !== "yes") problems.push(`${back} back: ${stop.control} is ${stop.seen}`);
      }).toPass({ timeout: 60_000 });
    }
    expect(problems).toEqual([]);
  });
});
