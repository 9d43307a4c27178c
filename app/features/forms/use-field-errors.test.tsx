// @vitest-environment jsdom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { contactFormSchema } from "./schemas.ts";
import { useFieldErrors } from "./use-field-errors.ts";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
afterEach(() => document.body.replaceChildren());

describe("a form's messages", () => {
  it("leave out a field the visitor edited while the Send was being checked", async () => {
    // The schema arrives when the test says, as it does over a slow network.
    let arrive = () => {};
    const schema = new Promise<typeof contactFormSchema>((resolve) => {
      arrive = () => resolve(contactFormSchema);
    });
    let checked: Promise<unknown> = Promise.resolve();
    function Form() {
      const { check, clearOnEdit, field } = useFieldErrors(() => schema);
      const name = field("name");
      const email = field("email");
      return (
        <form
          onInput={clearOnEdit}
          onSubmit={(event) => {
            event.preventDefault();
            checked = check(event.currentTarget, { name: "", email: "", message: "", consent: false });
          }}
        >
          <input id={name.id} name="name" aria-invalid={name.error ? true : undefined} />
          <input id={email.id} name="email" aria-invalid={email.error ? true : undefined} />
          <button type="submit">Send</button>
        </form>
      );
    }
    const host = document.createElement("div");
    document.body.append(host);
    await act(async () => createRoot(host).render(<Form />));
    const field = (name: string) => host.querySelector(`[name=${name}]`)!;

    await act(async () => (host.querySelector("button") as HTMLButtonElement).click());
    // The visitor types a name before the check has its answer.
    await act(async () => field("name").dispatchEvent(new Event("input", { bubbles: true })));
    await act(async () => {
      arrive();
      await checked;
    });
    expect(field("name").hasAttribute("aria-invalid")).toBe(false);
    expect(field("email").getAttribute("aria-invalid")).toBe("true");
  });
});
