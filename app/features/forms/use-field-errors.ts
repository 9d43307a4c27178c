import { useCallback, useId, useRef, useState, type FormEvent } from "react";
import type * as v from "valibot";
import { KEEP_FOCUS } from "./early-check.ts";
import type { EarlyMessages, FieldErrors } from "./field-rules.ts";
import { focusFirstInvalid } from "./form-fields.tsx";
import { validate } from "./validate.ts";

/**
 * The messages the page shows as React takes the form over: the server's (`initial`), and those the page gave an
 * early Send before the island was live (early-check.ts), which are the page's own from then on.
 */
function messagesInPage(formId: string, initial: Record<string, string | undefined>) {
  const messages = { ...initial };
  if (typeof document === "undefined") return messages;
  for (const shown of document.querySelectorAll('[role=alert][id$="-error"]')) {
    if (!shown.id.startsWith(`${formId}-`)) continue;
    const name = shown.id.slice(formId.length + 1, -"-error".length);
    if (shown.textContent) messages[name] = shown.textContent;
    else delete messages[name];
  }
  return messages;
}

/**
 * A form checked by its schema: `check` validates, shows each field's message and focuses the first invalid field;
 * a message clears as soon as the visitor edits its field; `field(name)` gives a field component its id, name and
 * message. `initial` are the messages the server gave a post it refused (the page shows them from the first paint).
 *
 * `early` are the schema's first messages (early-messages.server.ts): `field(name)` makes a field they name required
 * and gives it them, so the browser checks it before the island starts, and the page answers an early Send with them
 * (early-check.ts). `takeOver` is the form's ref: once React has the form, it checks it itself (novalidate).
 *
 * The schema and its checks come with `loadSchema`, fetched when the visitor first focuses the form (`prepare`, the form's
 * onFocus) rather than with the page: a page that is only read never loads them. `check` waits for them if the
 * visitor is quicker, and answers null to a second Send while the first is still being checked.
 */
export function useFieldErrors<S extends v.GenericSchema>(
  loadSchema: () => Promise<S>,
  initial: FieldErrors<v.InferOutput<S>> = {},
  early: EarlyMessages = {},
) {
  type Values = v.InferOutput<S>;
  const formId = useId();
  const checking = useRef(false);
  /** Fields the visitor edited while a check was under way: its verdict on them is about what they held before. */
  const editedDuringCheck = useRef(new Set<string>());
  const [errors, setErrors] = useState<FieldErrors<Values>>(
    () => messagesInPage(formId, initial) as FieldErrors<Values>,
  );
  const clearOnEdit = useCallback((event: FormEvent<HTMLFormElement>) => {
    const target = event.target as Partial<HTMLInputElement>;
    const name = target.name;
    if (!name) return;
    if (checking.current) editedDuringCheck.current.add(name);
    setErrors((current) => {
      if (!(name in current)) return current;
      const next = { ...current };
      delete next[name as keyof typeof next];
      return next;
    });
  }, []);
  const takeOver = useCallback((form: HTMLFormElement | null) => {
    if (form) form.noValidate = true;
  }, []);
  const prepare = () => {
    void loadSchema();
  };
  const check = async (form: HTMLFormElement, input: unknown) => {
    if (checking.current) return null;
    checking.current = true;
    editedDuringCheck.current.clear();
    // The focus moves to the first field to fix only if the visitor has not moved it themselves: since the Send (the
    // check waits for its code), or since the page answered a Send it now checks again (KEEP_FOCUS, which the runtime
    // sets for the length of that Send's click, so it is read here, before anything the check waits for).
    const focused = document.activeElement;
    const keepFocus = form.hasAttribute(KEEP_FOCUS);
    try {
      const schema = await loadSchema();
      const result = validate(schema, input);
      // A field edited since the Send keeps no message from it, as an edit after a check clears one.
      const shown: FieldErrors<Values> = result.ok ? {} : { ...result.errors };
      for (const name of editedDuringCheck.current) delete shown[name as keyof typeof shown];
      setErrors(shown);
      if (!result.ok && !keepFocus && document.activeElement === focused) focusFirstInvalid(form, shown);
      return result;
    } finally {
      checking.current = false;
    }
  };
  const field = (name: keyof Values & string) => ({
    id: `${formId}-${name}`,
    name,
    error: errors[name],
    required: early[name]?.missing ? true : undefined,
    "data-missing": early[name]?.missing,
    "data-invalid": early[name]?.invalid,
  });
  return { check, clearOnEdit, prepare, field, takeOver };
}
