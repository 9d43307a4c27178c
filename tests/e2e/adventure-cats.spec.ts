import type { Page, Request } from "@playwright/test";
import { ADVENTURE_ATTEMPTS_KEY } from "../../app/features/forms/rate-limit.ts";
import { expect, test, waitForHydration, islandLive, offlineOnceFetched } from "./fixtures.ts";
import { actionPattern, multipartFields, publicEnv } from "./support/forms.ts";
import { pageCopy } from "./support/content.ts";

const copy = pageCopy("adventure-cats");
const thanks = pageCopy("adventure-cats-thanks");

const FORM_ACTION = actionPattern(publicEnv.adventureFormAction);
const DATA_LAYER_LOG = "test:dataLayer";

async function openAdventureCats(page: Page, search = "", referer?: string) {
  await page.goto(`/adventure-cats${search}`, referer ? { referer } : undefined);
  await waitForHydration(page);
  const form = page.getByRole("form", { name: "Adventure Cats application" });
  return {
    form,
    firstName: form.getByLabel("First name"),
    lastName: form.getByLabel("Last name"),
    email: form.getByLabel("Email address"),
    mobile: form.getByLabel("Mobile"),
    instagram: form.getByLabel("Instagram"),
    catName: form.getByLabel("Your cat's name"),
    notes: form.getByLabel("About your cat"),
    rules: form.getByLabel(/I have read the safety rules/),
    waiver: form.getByLabel(/I accept the Adventure Cats liability waiver/),
    submit: form.getByRole("button", { name: /Submit Application|Sending/ }),
  };
}

type Fields = Awaited<ReturnType<typeof openAdventureCats>>;

async function fillValid(fields: Fields) {
  await fields.firstName.fill("Margaret");
  await fields.lastName.fill("Hamilton");
  await fields.email.fill("margaret@example.com");
  await fields.mobile.fill("(212) 555-0142");
  await fields.instagram.fill("@apollo.the.cat");
  await fields.catName.fill("Apollo");
  await fields.notes.fill("Four years on a harness; ignores pigeons, politely curious about dogs.");
  await fields.rules.check();
  await fields.waiver.check();
}

/** Records the form posts the test intercepts, and answers them as the test says. */
async function capturePosts(page: Page, answer?: (request: Request) => Promise<[number, string]>) {
  const posts: Request[] = [];
  await page.route(FORM_ACTION, async (route) => {
    const request = route.request();
    if (request.method() !== "POST") return route.fallback();
    posts.push(request);
    const [status, location] = answer ? await answer(request) : [204, ""];
    await route.fulfill({ status, headers: location ? { location } : {} });
  });
  return posts;
}

test.describe("Adventure Cats page", () => {
  test("explains how it works and the requirements, with a single-open FAQ", async ({ page }) => {
    await openAdventureCats(page);
    const steps = page.locator("#how-it-works").getByRole("listitem");
    await expect(steps).toHaveCount(3);
    for (const [index, title] of ["Apply", "Review", "Book & Attend"].entries()) {
      await expect(steps.nth(index).getByRole("heading")).toHaveText(`Step ${index + 1}: ${title}`);
    }
    const requirements = page.locator("#requirements");
    for (const { title } of copy.requirements.items) {
      await expect(requirements.getByText(title, { exact: true }).first()).toBeVisible();
    }
    const answers = page.locator("#faq details");
    await expect(answers.first()).not.toHaveAttribute("open");
    await answers.nth(0).locator("summary").click();
    await expect(answers.nth(0)).toHaveAttribute("open");
    await answers.nth(1).locator("summary").click();
    await expect(answers.nth(1)).toHaveAttribute("open");
    await expect(answers.nth(0)).not.toHaveAttribute("open");
    await answers.nth(1).locator("summary").click();
    await expect(answers.nth(1)).not.toHaveAttribute("open");
  });

  test("the waiver opens from its link-styled button in a dialog with the full text, and closes back to it", async ({
    page,
  }) => {
    const { form } = await openAdventureCats(page);
    const link = form.getByRole("button", { name: copy.waiverSummary.link });
    await link.click();
    const dialog = page.getByRole("dialog", { name: copy.waiver.title });
    await expect(dialog).toBeVisible();
    for (const section of copy.waiver.sections) {
      await expect(dialog.getByRole("heading", { name: section.heading })).toBeVisible();
    }
    expect(page.url()).not.toContain("#");
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(link).toBeFocused();

    await page.locator("#requirements").getByRole("button", { name: copy.waiverSummary.link }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Close", exact: true }).click();
    await expect(dialog).toHaveCount(0);
  });
});

test.describe("Adventure Cats application", () => {
  test("checks every field with the spec's messages and focuses the first invalid one, offline too", async ({
    page,
  }) => {
    const posts = await capturePosts(page);
    const fields = await openAdventureCats(page);
    // Down to the form, whose code then comes ahead: its checks need no network (issue 38).
    await fields.submit.scrollIntoViewIfNeeded();
    await offlineOnceFetched(fields.form);
    // The browser checks the form until its island is live, and the island then checks it itself.
    await expect(fields.form).not.toHaveAttribute("novalidate");
    await fields.submit.click();
    const expected = [
      [fields.firstName, "First name is required"],
      [fields.lastName, "Last name is required"],
      [fields.email, "Email is required"],
      [fields.mobile, "Mobile is required"],
      [fields.catName, "Cat name is required"],
      [fields.rules, "Please confirm you've read the safety rules"],
      [fields.waiver, "Please accept the liability waiver"],
    ] as const;
    for (const [field, message] of expected) {
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription(
        new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
      );
      await expect(page.getByRole("alert").filter({ hasText: message })).toBeVisible();
    }
    await expect(fields.instagram).not.toHaveAttribute("aria-invalid");
    await expect(fields.notes).not.toHaveAttribute("aria-invalid");
    await expect(fields.firstName).toBeFocused();
    await expect(fields.form).toHaveAttribute("novalidate", "");

    await fields.firstName.fill("   ");
    await fields.lastName.fill("Hamilton");
    await fields.submit.click();
    await expect(fields.firstName).toBeFocused();
    await fields.firstName.fill("Margaret");
    await fields.email.fill("margaret@home");
    await fields.mobile.fill("12345");
    await fields.submit.click();
    await expect(fields.email).toBeFocused();
    await expect(fields.email).toHaveAccessibleDescription("Enter a valid email address");
    await expect(fields.mobile).toHaveAccessibleDescription(/Enter a valid mobile in international format/);
    await expect(page.getByText("First name is required")).toHaveCount(0);
    expect(posts).toHaveLength(0);
    await expect(page).toHaveURL(/\/adventure-cats$/);
  });

  test("a field's message clears as soon as it is edited", async ({ page }) => {
    const fields = await openAdventureCats(page);
    await fields.submit.click();
    await expect(page.getByText("Cat name is required")).toBeVisible();
    await fields.catName.pressSequentially("A");
    await expect(page.getByText("Cat name is required")).toHaveCount(0);
    await fields.waiver.check();
    await expect(page.getByText("Please accept the liability waiver")).toHaveCount(0);
    await expect(page.getByText("Please confirm you've read the safety rules")).toBeVisible();
  });

  test("the hidden trap field stops the application silently", async ({ page }) => {
    const posts = await capturePosts(page);
    const fields = await openAdventureCats(page);
    await fillValid(fields);
    await fields.form.locator('input[name="_website"]').fill("https://spam.example", { force: true });
    await fields.submit.click();
    // The island took the press: from here, a post would be under way at once.
    await islandLive(fields.form);
    await page.waitForTimeout(1_000);
    expect(posts).toHaveLength(0);
    await expect(page).toHaveURL(/\/adventure-cats$/);
    await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveCount(0);
  });

  test("5 sends in the last minute block the next with a message above the form", async ({ page }) => {
    const posts = await capturePosts(page);
    const fields = await openAdventureCats(page);
    await fillValid(fields);
    // Stored after the filling, which a busy machine may take more than ten seconds over: the oldest is 50 s old.
    await page.evaluate((key) => {
      const now = Date.now();
      localStorage.setItem(
        key,
        JSON.stringify([50_000, 40_000, 30_000, 20_000, 10_000].map((ago) => now - ago)),
      );
    }, ADVENTURE_ATTEMPTS_KEY);
    await fields.submit.click();
    const message = fields.form.getByRole("alert").filter({ hasText: "Too many attempts" });
    await expect(message).toHaveText("Too many attempts. Please wait a minute and try again.");
    await expect(message).toBeFocused();
    const [messageBox, firstFieldBox] = await Promise.all([
      message.boundingBox(),
      fields.firstName.boundingBox(),
    ]);
    expect(messageBox!.y).toBeLessThan(firstFieldBox!.y);
    await islandLive(fields.form);
    await page.waitForTimeout(500);
    expect(posts).toHaveLength(0);
    await expect(page).toHaveURL(/\/adventure-cats$/);
  });

  test("posts every field as a multipart form, then lands on the thank-you page with the campaign", async ({
    page,
  }) => {
    await page.addInitScript((logKey) => {
      // Keeps a copy of every analytics push across the page change the form causes.
      const layer: unknown[] = [];
      layer.push = (...items: unknown[]) => {
        const log = JSON.parse(sessionStorage.getItem(logKey) ?? "[]") as unknown[];
        sessionStorage.setItem(logKey, JSON.stringify([...log, ...items]));
        return Array.prototype.push.apply(layer, items);
      };
      (window as { dataLayer?: unknown[] }).dataLayer = layer;
    }, DATA_LAYER_LOG);
    const posted: { fields: [string, string][]; contentType: string }[] = [];
    await capturePosts(page, async (request) => {
      const contentType = request.headers()["content-type"] ?? "";
      const fields = await multipartFields(request.postDataBuffer() ?? Buffer.from(""), contentType);
      posted.push({ fields, contentType });
      return [303, Object.fromEntries(fields)._next ?? "/"];
    });
    const campaign = "?utm_source=instagram&utm_medium=social&utm_campaign=spring-walks";
    const referrer = "https://www.example.org/cats-of-new-york";
    const before = Date.now();
    const fields = await openAdventureCats(page, campaign, referrer);
    const after = Date.now();
    const origin = new URL(page.url()).origin;
    // One send a minute old does not count toward the limit.
    await page.evaluate((key) => {
      const now = Date.now();
      localStorage.setItem(key, JSON.stringify([now - 61_000, now - 40_000, now - 30_000, now - 20_000]));
    }, ADVENTURE_ATTEMPTS_KEY);
    await fillValid(fields);
    await fields.submit.click();

    await expect(page).toHaveURL(`${origin}/adventure-cats/thanks${campaign}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(thanks.hero.title);
    expect(posted).toHaveLength(1);
    const { fields: sent, contentType } = posted[0]!;
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    const values = Object.fromEntries(sent);
    const timestamp = values.timestamp ?? "";
    expect(new Date(timestamp).toISOString()).toBe(timestamp);
    expect(Date.parse(timestamp)).toBeGreaterThanOrEqual(before - 1_000);
    expect(Date.parse(timestamp)).toBeLessThanOrEqual(after);
    expect(values).toEqual({
      first_name: "Margaret",
      last_name: "Hamilton",
      email: "margaret@example.com",
      mobile: "+12125550142",
      cat_name: "Apollo",
      instagram: "@apollo.the.cat",
      notes: "Four years on a harness; ignores pigeons, politely curious about dogs.",
      rules_accept: "yes",
      waiver_accept: "yes",
      _website: "",
      _next: `${origin}/adventure-cats/thanks${campaign}`,
      _subject: "Adventure Cats Application",
      _language: "en",
      page_slug: "/adventure-cats",
      timestamp,
      referrer_url: referrer,
      utm_source: "instagram",
      utm_medium: "social",
      utm_campaign: "spring-walks",
    });
    expect(sent).toHaveLength(Object.keys(values).length);

    const analytics = await page.evaluate(
      (key) => JSON.parse(sessionStorage.getItem(key) ?? "[]"),
      DATA_LAYER_LOG,
    );
    expect(analytics).toContainEqual({ event: "adventure_apply_submit", utm_source: "instagram" });
    const attempts = await page.evaluate(
      (key) => JSON.parse(localStorage.getItem(key) ?? "[]") as number[],
      ADVENTURE_ATTEMPTS_KEY,
    );
    expect(attempts).toHaveLength(4);
    expect(Date.now() - Math.max(...attempts)).toBeLessThan(30_000);
  });

  test("without a campaign, the thank-you address is plain and the campaign fields are empty", async ({
    page,
  }) => {
    const { form, firstName } = await openAdventureCats(page);
    const origin = new URL(page.url()).origin;
    // The form's island fills in the page-load facts as the visitor reaches the form (decision 110).
    await firstName.focus();
    await expect(form.locator('input[name="_next"]')).toHaveValue(`${origin}/adventure-cats/thanks`);
    for (const name of ["utm_source", "utm_medium", "utm_campaign", "referrer_url"]) {
      await expect(form.locator(`input[name="${name}"]`)).toHaveValue("");
    }
    await expect(form.locator('input[name="timestamp"]')).toHaveValue(
      /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/,
    );
    await expect(form).toHaveAttribute("method", "post");
    await expect(form).toHaveAttribute("enctype", "multipart/form-data");
  });
});

test.describe("Adventure Cats thank-you page", () => {
  test("explains what happens next and links to the tours and home", async ({ page }) => {
    await page.goto("/adventure-cats/thanks?utm_source=newsletter");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(thanks.hero.title);
    const main = page.locator("main");
    for (const step of thanks.next.steps) await expect(main).toContainText(step.description);
    await expect(main.getByRole("link", { name: thanks.meanwhile.tours })).toHaveAttribute("href", "/tours");
    await expect(main.getByRole("link", { name: thanks.meanwhile.home })).toHaveAttribute("href", "/");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  });
});
