import { expect, test, waitForHydration } from "./fixtures.ts";
import { request as requests, type Request } from "@playwright/test";
import { startServer } from "../../scripts/lib/server-process.ts";
import { content } from "./support/content.ts";
import { multipartFields, publicEnv } from "./support/forms.ts";
import { newClient, signIn, STAFF_PASSWORD, staffPage } from "./support/staff.ts";

/**
 * The three forms talk to this site's own endpoints by default; setting the provider variables at build time points
 * them at EmailJS, Mailchimp and a form service instead, with no code change, and the security policy follows.
 */
test("by default the forms post to this site, and the policy allows nothing else", async ({ page }) => {
  const response = await page.goto("/about");
  await expect(
    page.getByRole("contentinfo").getByRole("form", { name: "Quick newsletter sign-up" }),
  ).toHaveAttribute("action", "/subscribe/post");
  await expect(page.locator('input[name="b_whiskerwalks_newsletter"]')).toHaveCount(1);
  const csp = (await response?.allHeaders())?.["content-security-policy"] ?? "";
  expect(csp).toContain("form-action 'self';");
  expect(csp).toMatch(/connect-src 'self' https:\/\/fareharbor\.com;/);
});

test("a build with the provider settings points the forms at the providers", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  const buildDir = testInfo.outputPath("build");
  const settings = {
    PUBLIC_NEWSLETTER_ACTION: "https://whiskerwalks.us21.list-manage.com/subscribe/post?u=abc123&id=def456",
    PUBLIC_ADVENTURE_FORM_ACTION: "https://formspree.io/f/xwkgabcd",
    PUBLIC_EMAILJS_ORIGIN: "https://api.emailjs.com",
    PUBLIC_EMAILJS_PUBLIC_KEY: "pk_live_whiskerwalks",
  };
  const serverSettings = {
    ...settings,
    BUILD_DIR: buildDir,
    DATA_DIR: testInfo.outputPath("data"),
    ADMIN_PASSWORD: STAFF_PASSWORD,
  };
  // A first start builds before it serves, and its port answers meanwhile (issue 37): alive, not ready, and a page
  // that says to come back, with no script and no data.
  let answeredWhileStarting = false;
  const starting = await startServer(serverSettings, undefined, {
    whileStarting: async (url) => {
      expect(await (await fetch(`${url}/healthz`)).text()).toBe("ok\n");
      const ready = await fetch(`${url}/readyz`);
      expect([ready.status, await ready.text()]).toEqual([503, "not ready: starting\n"]);
      const visit = await fetch(`${url}/tours`);
      expect(visit.status).toBe(503);
      expect(visit.headers.get("retry-after")).toBe("30");
      const words = await visit.text();
      expect(words).toContain("<h1>Back in a moment</h1>");
      expect(words).toContain(content.company.name);
      expect(words).not.toContain("<script");
      const posted = await fetch(`${url}/api/v1.0/email/send`, { method: "POST", body: "{}" });
      expect([posted.status, await posted.text()]).toEqual([
        503,
        "The site is starting and took nothing in: please send it again in half a minute.\n",
      ]);
      answeredWhileStarting = true;
    },
  });
  expect(answeredWhileStarting).toBe(true);
  expect(starting.output()).toContain("building first");
  await starting.stop();

  // Started again with the same settings, as a deployment's .env gives them: the server serves that build as it is
  // (a server whose settings differ from its build's builds again with its own).
  const server = await startServer(serverSettings);
  try {
    expect(server.output()).not.toContain("building first");
    // The list lives in Mailchimp: the staff area says so, and offers no send of its own.
    const staff = await requests.newContext({ baseURL: server.url });
    const owner = newClient();
    await signIn(staff, owner);
    expect(await staffPage(staff, "/admin/newsletter", owner)).toContain(
      "The list lives in Mailchimp: the sign-up forms post there",
    );
    const draft = content.newsletterIssues.find((issue) => !issue.meta.sentAt)!;
    const issuePage = await staffPage(staff, `/admin/newsletter/${draft.slug}`, owner);
    expect(issuePage).toContain("The list lives in Mailchimp, so sending is done there.");
    expect(issuePage).toMatch(/<button[^>]*disabled=""[^>]*>Send now<\/button>/);
    const refused = await staff.post(`/admin/newsletter/${draft.slug}`, {
      headers: owner,
      form: { csrf: /name="csrf" value="([^"]+)"/.exec(issuePage)?.[1] ?? "", intent: "send-now" },
    });
    expect(refused.status()).toBe(409);
    await staff.dispose();

    const response = await page.goto(`${server.url}/about`);
    const form = page.getByRole("contentinfo").getByRole("form", { name: "Quick newsletter sign-up" });
    await expect(form).toHaveAttribute("action", settings.PUBLIC_NEWSLETTER_ACTION);
    await expect(form).toHaveAttribute("target", "_blank");
    // Mailchimp's honeypot is named after the list.
    await expect(form.locator('input[name="b_abc123_def456"]')).toHaveCount(1);
    const csp = (await response?.allHeaders())?.["content-security-policy"] ?? "";
    expect(csp).toContain(
      "form-action 'self' https://whiskerwalks.us21.list-manage.com https://formspree.io https://api.emailjs.com;",
    );
    expect(csp).toContain("connect-src 'self' https://api.emailjs.com https://fareharbor.com;");
    // The page starts its JavaScript after it has loaded: let it finish before this server stops.
    await waitForHydration(page);

    // Without JavaScript the contact form posts to EmailJS's form endpoint, which sends and answers a plain OK.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    try {
      const visitor = await noScript.newPage();
      const posted: Request[] = [];
      await visitor.route("https://api.emailjs.com/**", async (route) => {
        posted.push(route.request());
        await route.fulfill({ status: 200, contentType: "text/plain", body: "OK" });
      });
      await visitor.goto(`${server.url}/contact`);
      const contact = visitor.getByRole("form", { name: "Contact form" });
      await expect(contact).toHaveAttribute("action", "https://api.emailjs.com/api/v1.0/email/send-form");
      await contact.getByLabel("Your name").fill("Ada Lovelace");
      await contact.getByLabel("Email address").fill("ada@example.com");
      await contact.getByLabel("Your message").fill("Two of us on Saturday.");
      await contact.getByLabel(/I agree to receive updates/).check();
      await contact.getByRole("button", { name: "Send Message" }).click();
      await expect(visitor.locator("body")).toHaveText("OK");
      expect(posted).toHaveLength(1);
      const request = posted[0]!;
      expect(request.method()).toBe("POST");
      const fields = await multipartFields(
        request.postDataBuffer()!,
        request.headers()["content-type"] ?? "",
      );
      expect(Object.fromEntries(fields)).toEqual({
        user_id: "pk_live_whiskerwalks",
        service_id: publicEnv.emailjs.serviceId,
        template_id: publicEnv.emailjs.templateId,
        phone: "Not provided",
        name: "Ada Lovelace",
        email: "ada@example.com",
        message: "Two of us on Saturday.",
        consent: "yes",
        website: "",
      });
    } finally {
      await noScript.close();
    }
  } finally {
    await server.stop();
  }
});
