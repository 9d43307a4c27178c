import "../../scripts/lib/public-env.ts";
import { newsletterHoneypotName } from "../../app/features/forms/newsletter.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";
import { content } from "./support/content.ts";
import { actionPattern, publicEnv, urlEncodedFields } from "./support/forms.ts";

const HONEYPOT = newsletterHoneypotName(publicEnv.newsletterAction);
/** The home form's consent box, labelled with the wording staff set (content/settings/newsletter.yaml). */
const CONSENT = content.newsletter.homeConsent;

test.describe("footer newsletter form", () => {
  test("is a plain form to the mailing list, in a new tab, with EMAIL and a hidden honeypot only", async ({
    page,
  }) => {
    await page.goto("/contact");
    const form = page.getByRole("contentinfo").getByRole("form", { name: "Quick newsletter sign-up" });
    await expect(form).toHaveAttribute("action", publicEnv.newsletterAction);
    await expect(form).toHaveAttribute("method", "post");
    await expect(form).toHaveAttribute("target", "_blank");
    expect(
      await form.locator("[name]").evaluateAll((fields) => fields.map((field) => field.getAttribute("name"))),
    ).toEqual(["EMAIL", HONEYPOT]);
    const email = form.getByLabel("Email address");
    await expect(email).toHaveAttribute("name", "EMAIL");
    await expect(email).toHaveAttribute("type", "email");
    await expect(email).toHaveAttribute("required", "");
    const honeypot = form.locator(`input[name="${HONEYPOT}"]`);
    await expect(honeypot).toHaveValue("");
    await expect(honeypot).toHaveAttribute("tabindex", "-1");
    await expect(honeypot).not.toBeInViewport();
    await expect(form.locator(`[aria-hidden="true"]:has(input[name="${HONEYPOT}"])`)).toHaveCount(1);
    // No provider scripts: the browser's own validation does the checking.
    await expect(
      page.locator('script[src*="jquery"], script[src*="mc-validate"], link[href*="mailchimp"]'),
    ).toHaveCount(0);
  });

  test("the browser refuses an empty or malformed address; a good one opens the list's page in a new tab", async ({
    page,
    context,
  }) => {
    const posts: string[] = [];
    await context.route(actionPattern(publicEnv.newsletterAction), async (route) => {
      posts.push(route.request().postData() ?? "");
      await route.fulfill({ status: 200, contentType: "text/html", body: "<h1>Thanks for subscribing</h1>" });
    });
    await page.goto("/contact");
    await waitForHydration(page);
    const form = page.getByRole("contentinfo").getByRole("form", { name: "Quick newsletter sign-up" });
    const email = form.getByLabel("Email address");
    const subscribe = form.getByRole("button", { name: "Subscribe" });
    let popups = 0;
    page.on("popup", () => (popups += 1));

    await subscribe.click();
    expect(await email.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    await email.fill("not-an-address");
    await subscribe.click();
    expect(await email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
    expect(popups).toBe(0);
    expect(posts).toHaveLength(0);

    // A plain form: the browser's own checks stopped both presses. Had either gone through, its post and window
    // would come before this valid one's, so the counts below would be two.
    await email.fill("reader@example.com");
    const [popup] = await Promise.all([page.waitForEvent("popup"), subscribe.click()]);
    await expect(popup.getByRole("heading", { name: "Thanks for subscribing" })).toBeVisible();
    expect(popups).toBe(1);
    expect(posts).toHaveLength(1);
    expect(urlEncodedFields(posts[0] ?? "")).toEqual({ EMAIL: "reader@example.com", [HONEYPOT]: "" });
    await expect(page).toHaveURL(/\/contact$/);
  });
});

test.describe("home newsletter form", () => {
  test("has EMAIL, FNAME, optional LNAME, CONSENT, the tags, the honeypot and hidden response areas", async ({
    page,
  }) => {
    await page.goto("/");
    const form = page.getByRole("main").getByRole("form", { name: "Newsletter sign-up", exact: true });
    await expect(form).toHaveAttribute("action", publicEnv.newsletterAction);
    await expect(form).toHaveAttribute("method", "post");
    await expect(form).toHaveAttribute("target", "_blank");
    expect(
      await form.locator("[name]").evaluateAll((fields) => fields.map((field) => field.getAttribute("name"))),
    ).toEqual(["EMAIL", "FNAME", "LNAME", "CONSENT", "tags", HONEYPOT]);
    await expect(form.getByLabel(/^Email address/)).toHaveAttribute("type", "email");
    await expect(form.getByLabel(/^Email address/)).toHaveAttribute("required", "");
    await expect(form.getByLabel(/^First name/)).toHaveAttribute("required", "");
    await expect(form.getByLabel(/^Last name/)).not.toHaveAttribute("required", "");
    const consent = form.getByLabel(CONSENT);
    await expect(consent).toHaveAttribute("type", "checkbox");
    await expect(consent).toHaveAttribute("required", "");
    await expect(form.locator('input[type="hidden"][name="tags"]')).toHaveValue(/\S/);
    await expect(form.locator(`input[name="${HONEYPOT}"]`)).toHaveAttribute("tabindex", "-1");
    await expect(form.locator("[data-newsletter-response]")).toHaveCount(2);
    for (const area of await form.locator("[data-newsletter-response]").all())
      await expect(area).toBeHidden();
  });

  test("the browser stops a sign-up without first name or consent; a full one opens the list's page", async ({
    page,
    context,
  }) => {
    const posts: string[] = [];
    await context.route(actionPattern(publicEnv.newsletterAction), async (route) => {
      posts.push(route.request().postData() ?? "");
      await route.fulfill({ status: 200, contentType: "text/html", body: "<h1>Thanks for subscribing</h1>" });
    });
    await page.goto("/");
    await waitForHydration(page);
    const form = page.getByRole("main").getByRole("form", { name: "Newsletter sign-up", exact: true });
    const subscribe = form.getByRole("button", { name: "Subscribe" });
    await form.getByLabel(/^Email address/).fill("reader@example.com");
    await subscribe.click();
    expect(
      await form.getByLabel(/^First name/).evaluate((input: HTMLInputElement) => input.validity.valueMissing),
    ).toBe(true);
    await form.getByLabel(/^First name/).fill("Nora");
    await subscribe.click();
    expect(
      await form.getByLabel(CONSENT).evaluate((input: HTMLInputElement) => input.validity.valueMissing),
    ).toBe(true);
    expect(posts).toHaveLength(0);
    await form.getByLabel(CONSENT).check();
    const [popup] = await Promise.all([page.waitForEvent("popup"), subscribe.click()]);
    await expect(popup.getByRole("heading", { name: "Thanks for subscribing" })).toBeVisible();
    const fields = urlEncodedFields(posts[0] ?? "");
    expect(fields).toMatchObject({
      EMAIL: "reader@example.com",
      FNAME: "Nora",
      LNAME: "",
      CONSENT: "yes",
      [HONEYPOT]: "",
    });
    expect(fields.tags).toBeTruthy();
  });
});
