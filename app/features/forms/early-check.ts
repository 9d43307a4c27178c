/**
 * A form's first answer, before its island is live (issue 38, docs/decisions/148). The pre-rendered form carries the
 * browser's own checks (required, type=email) and, on each checked field, the messages its schema gives: what it says
 * to the field left empty (`data-missing`) and to an address that is not one (`data-invalid`). The islands runtime
 * (app/islands/start.ts) holds a Send while the form's island starts; it asks this module first, which answers with
 * those messages at once, drawn where and as the form's own field components draw them (form-fields.tsx), so the
 * island takes them over as its own when it starts (use-field-errors.ts). Without the runtime, the browser shows its
 * own message; the island sets novalidate when it is live and checks with its schema from then on.
 */

/**
 * Set on a form by the islands runtime as it does again a Send the page answered here, when the visitor has moved the
 * focus since (to the field they are now putting right): the island's check then shows its messages without taking
 * the focus back to the first field (use-field-errors.ts).
 */
export const KEEP_FOCUS = "data-keep-focus";

type Checked = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The fields that carry the schema's messages. */
const CHECKED = "[data-missing],[data-invalid]";

const isCheckable = (element: Element): element is Checked =>
  element instanceof HTMLInputElement ||
  element instanceof HTMLTextAreaElement ||
  element instanceof HTMLSelectElement;

/** What the schema says to the field as it is now, if the browser refuses it; "" if it refuses it for a reason we have no words for. */
function messageFor(field: Checked): string | undefined {
  if (!field.willValidate || field.validity.valid) return undefined;
  return (field.validity.valueMissing ? field.dataset.missing : field.dataset.invalid) ?? "";
}

/** Shows or clears a field's message, with the attributes the field components give a field with one. */
function show(field: Checked, message: string | undefined) {
  const shown = document.getElementById(`${field.id}-error`);
  if (!shown) return;
  shown.textContent = message ?? "";
  const described = (field.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter((id) => id && id !== shown.id);
  if (message) {
    field.setAttribute("aria-invalid", "true");
    described.push(shown.id);
  } else field.removeAttribute("aria-invalid");
  if (described.length) field.setAttribute("aria-describedby", described.join(" "));
  else field.removeAttribute("aria-describedby");
}

/**
 * Checks a form whose island is not live yet, as its Send is pressed. True when it refused it: each field the browser
 * refuses shows its message, the others none, and the focus goes to the first. False when it leaves the answer to
 * the island: the form has no messages of ours, the browser finds nothing wrong (the schema may yet), or it refuses a
 * field for a reason we have no words for.
 */
export function refusedEarly(form: HTMLFormElement): boolean {
  const fields = [...form.querySelectorAll(CHECKED)].filter(isCheckable);
  const refused = [...form.elements].filter(isCheckable).filter((field) => messageFor(field) !== undefined);
  if (!fields.length || !refused.length || refused.some((field) => !messageFor(field))) return false;
  for (const field of fields) show(field, messageFor(field));
  refused[0]!.focus();
  return true;
}

/** A field the visitor edits loses the message it was given here, as it does once the island is live. */
export function clearEarly(event: Event) {
  const field = event.target;
  if (
    field instanceof Element &&
    isCheckable(field) &&
    field.matches(CHECKED) &&
    field.hasAttribute("aria-invalid")
  )
    show(field, undefined);
}
