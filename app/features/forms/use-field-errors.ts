import { useCallback, useId, useState, type FormEvent } from "react";
import type * as z from "zod/mini";
import { focusFirstInvalid } from "./form-fields.tsx";
import { validate, type FieldErrors } from "./schemas.ts";

/**
 * A form checked by its schema: `check` validates, shows each field's message and focuses the first invalid field;
 * a message clears as soon as the visitor edits its field; `field(name)` gives a field component its id, name and
 * message. `initial` are the messages the server gave a post it refused (the page shows them from the first paint).
 */
export function useFieldErrors<S extends z.ZodMiniType>(schema: S, initial: FieldErrors<z.infer<S>> = {}) {
  type Values = z.infer<S>;
  const formId = useId();
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
  const check = (form: HTMLFormElement, input: unknown) => {
    const result = validate(schema, input);
    setErrors(result.ok ? {} : result.errors);
    if (!result.ok) focusFirstInvalid(form, result.errors);
    return result;
  };
  const field = (name: keyof Values & string) => ({ id: `${formId}-${name}`, name, error: errors[name] });
  return { check, clearOnEdit, field };
}
