import { useCallback, useState, type FormEvent } from "react";
import type { FieldErrors } from "./schemas.ts";

/** A form's field messages, with each one cleared as soon as the visitor edits that field. */
export function useFieldErrors<T>() {
  const [errors, setErrors] = useState<FieldErrors<T>>({});
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
  return { errors, setErrors, clearOnEdit };
}
