// @vitest-environment jsdom
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ContactFormView } from "./contact-form.tsx";
import { clearEarly, refusedEarly } from "./early-check.ts";
import { contactEarlyMessages } from "./early-messages.server.ts";
import { contactFormSchema } from "./schemas.ts";
import { validate } from "./validate.ts";

// React's act() runs the hydration to its end before the test reads the page.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
afterEach(() => document.body.replaceChildren());

/** The contact form as the page draws it, before its island starts. */
function drawnForm() {
  const root = document.createElement("div");
  root.innerHTML = renderToString(
    <ContactFormView sentNote="Thanks." privacyLink="About your data" early={contactEarlyMessages()} />,
  );
  document.body.append(root);
  const form = root.querySelector("form")!;
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
  const message = (name: string) => document.getElementById(`${field(name).id}-error`)!.textContent;
  return { root, form, field, message };
}

/** What the schema says to an empty contact form: the island's own words. */
const schemaSays = () => {
  const result = validate(contactFormSchema, { name: "", email: "", message: "", consent: false });
  return result.ok ? {} : result.errors;
};

describe("a form's first answer, before its island is live", () => {
  it("is the schema's own words, on fields the browser checks by itself", () => {
    const { form, field } = drawnForm();
    expect(form.noValidate).toBe(false);
    expect(field("name").required).toBe(true);
    expect(field("email").type).toBe("email");
    expect(field("consent").required).toBe(true);
    expect(field("message").required).toBe(false);
  });

  it("an empty Send shows what is missing at once, beside each field, and focuses the first", () => {
    const { form, field, message } = drawnForm();
    expect(refusedEarly(form)).toBe(true);
    const says = schemaSays();
    for (const name of ["name", "email", "consent"] as const) {
      expect(message(name)).toBe(says[name]);
      expect(field(name).getAttribute("aria-invalid")).toBe("true");
      expect(field(name).getAttribute("aria-describedby")).toBe(`${field(name).id}-error`);
    }
    expect(message("message")).toBe("");
    expect(document.activeElement).toBe(field("name"));

    // An address that is not one has its own message; an edited field loses its message.
    field("email").value = "ada at example";
    expect(refusedEarly(form)).toBe(true);
    expect(message("email")).toBe("Please enter a valid email address");
    field("name").value = "Ada";
    field("name").dispatchEvent(new Event("input", { bubbles: true }));
    clearEarly({ target: field("name") } as unknown as Event);
    expect(message("name")).toBe("");
    expect(field("name").hasAttribute("aria-invalid")).toBe(false);
  });

  it("leaves a form the browser finds nothing wrong with to the island", () => {
    const { form, field } = drawnForm();
    field("name").value = "A";
    field("email").value = "ada@example.com";
    field("consent").checked = true;
    expect(refusedEarly(form)).toBe(false);
  });

  it("the island takes the messages over as its own when it starts, and checks the form itself", async () => {
    const { root, form, field, message } = drawnForm();
    refusedEarly(form);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(
        root,
        <ContactFormView sentNote="Thanks." privacyLink="About your data" early={contactEarlyMessages()} />,
        {
          onRecoverableError: recoverable,
        },
      );
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(root.querySelector("form")).toBe(form);
    expect(form.noValidate).toBe(true);
    expect(message("email")).toBe(schemaSays().email);
    // React's own handler clears it now.
    await act(async () => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
      setter.call(field("email"), "ada@example.com");
      field("email").dispatchEvent(new Event("input", { bubbles: true }));
    });
    expect(message("email")).toBe("");
    expect(message("name")).toBe(schemaSays().name);
  });
});
