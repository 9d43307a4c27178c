import { useCallback, useId, useRef, useState, type FormEvent } from "react";
import type * as z from "zod/mini";
import type { FieldErrors } from "./field-rules.ts";
import { focusFirstInvalid } from "./form-fields.tsx";

const loadValidate = () => import("./validate.ts");

/**
 * A form checked by its schema: `check` validates, shows each field's message and focuses the first invalid field;
 * a message clears as soon as the visitor edits its field; `field(name)` gives a field component its id, name and
 * message. `initial` are the messages the server gave a post it refused (the page shows them from the first paint).
 *
 * The schema and zod come with `loadSchema`, fetched when the visitor first focuses the form (`prepare`, the form's
 * onFocus) rather than with the page: a page that is only read never loads them. `check` waits for them if the
 * visitor is quicker, and answers null to a second Send while the first is still being checked.
 */
export function useFieldErrors<S extends z.ZodMiniType>(
  loadSchema: () => Promise<S>,
  initial: FieldErrors<z.infer<S>> = {},
) {
  type Values = z.infer<S>;
  const formId = useId();
  const checking = useRef(false);
  const [errors, setErrors] = useState<FieldErrors<Values>>(initial);
  const clearOnEdit = useCallback((event: FormEvent<HTMLFormElement>) => {
    const target = event.target as Partial<HTMLInputElement>;
    const name = target.name;
    if (!name) return;
    setErrors((current) => {
      if (!(name in current)) return current;
      const next = { ...current };
      delete next[name as keyof typeof next];
      return next;
    });
  }, []);
  const prepare = () => {
    void loadValidate();
    void loadSchema();
  };
  const check = async (form: HTMLFormElement, input: unknown) => {
    if (checking.current) return null;
    checking.current = true;
    try {
      const [{ validate }, schema] = await Promise.all([loadValidate(), loadSchema()]);
      const result = validate(schema, input);
      setErrors(result.ok ? {} : result.errors);
      if (!result.ok) focusFirstInvalid(form, result.errors);
      return result;
    } finally {
      checking.current = false;
    }
  };
  const field = (name: keyof Values & string) => ({ id: `${formId}-${name}`, name, error: errors[name] });
  return { check, clearOnEdit, prepare, field };
}
