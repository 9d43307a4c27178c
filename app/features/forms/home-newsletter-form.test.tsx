// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { providers } from "#app/config.ts";
import { HOME_NEWSLETTER_TAGS, HomeNewsletterForm } from "./home-newsletter-form.tsx";
import { newsletterHoneypotName } from "./newsletter.ts";
import { MAX_FIELD_LENGTH } from "./field-rules.ts";

/** The consent box's words, as content/settings/newsletter.yaml gives them. */
const CONSENT =
  "I agree to receive emails from Whisker Walks NYC about tours, history and events. I can unsubscribe at any time.";

afterEach(cleanup);

function renderForm() {
  render(<HomeNewsletterForm consentLabel={CONSENT} privacyLink="About your data" />);
  return screen.getByRole("form", { name: "Newsletter sign-up" }) as HTMLFormElement;
}

describe("home newsletter form", () => {
  it("posts to the mailing list in a new tab, checked by the browser", () => {
    const form = renderForm();
    expect(form.getAttribute("action")).toBe(providers.newsletterAction);
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("target")).toBe("_blank");
    expect(form.noValidate).toBe(false);
  });

  it("has the provider's fields, in order, and nothing else", () => {
    const form = renderForm();
    const names = [...form.querySelectorAll("[name]")].map((field) => field.getAttribute("name"));
    expect(names).toEqual(["EMAIL", "FNAME", "LNAME", "CONSENT", "tags", newsletterHoneypotName()]);
  });

  it("requires the e-mail, first name and consent; the last name is optional", () => {
    renderForm();
    const email = screen.getByLabelText(/Email address/) as HTMLInputElement;
    expect(email.name).toBe("EMAIL");
    expect(email.type).toBe("email");
    expect(email.required).toBe(true);
    const first = screen.getByLabelText(/First name/) as HTMLInputElement;
    expect([first.name, first.required, first.maxLength]).toEqual(["FNAME", true, MAX_FIELD_LENGTH.name]);
    const last = screen.getByLabelText(/Last name/) as HTMLInputElement;
    expect([last.name, last.required, last.maxLength]).toEqual(["LNAME", false, MAX_FIELD_LENGTH.name]);
    const consent = screen.getByLabelText(/agree to receive emails/) as HTMLInputElement;
    expect([consent.name, consent.type, consent.required]).toEqual(["CONSENT", "checkbox", true]);
    expect(consent.labels?.[0]?.textContent).toMatch(/unsubscribe at any time/);
  });

  it("carries the tags and an empty honeypot that people never reach", () => {
    const form = renderForm();
    const tags = form.querySelector<HTMLInputElement>('input[name="tags"]');
    expect([tags?.type, tags?.value]).toEqual(["hidden", HOME_NEWSLETTER_TAGS]);
    const honeypot = form.querySelector<HTMLInputElement>(`input[name="${newsletterHoneypotName()}"]`);
    expect(honeypot?.value).toBe("");
    expect(honeypot?.tabIndex).toBe(-1);
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it("has the response areas, hidden until the provider fills them", () => {
    const form = renderForm();
    for (const kind of ["error", "success"]) {
      const area = form.querySelector<HTMLElement>(`[data-newsletter-response="${kind}"]`);
      expect(area?.className).toMatch(/\bhidden\b/);
      expect(area?.textContent).toBe("");
    }
  });

  it("a valid sign-up passes the browser's checks; a missing name or consent does not", () => {
    const form = renderForm();
    const fill = (label: RegExp, value: string) => {
      (screen.getByLabelText(label) as HTMLInputElement).value = value;
    };
    fill(/Email address/, "reader@example.com");
    expect(form.checkValidity()).toBe(false);
    fill(/First name/, "Ada");
    expect(form.checkValidity()).toBe(false);
    (screen.getByLabelText(/agree to receive emails/) as HTMLInputElement).checked = true;
    expect(form.checkValidity()).toBe(true);
    fill(/Email address/, "reader-at-example");
    expect(form.checkValidity()).toBe(false);
  });
});
