import type * as v from "valibot";
import type { FieldErrors } from "./field-rules.ts";

/**
 * Validates and returns either the parsed values or the first message for each failing field, in the order the
 * fields are declared (so focus goes to the first one on the page).
 *
 * It asks the schema itself, through the Standard Schema interface every Valibot schema carries, so this module
 * imports nothing at run time: the forms' code holds it, and the schema module alone is loaded when a visitor starts
 * on a form (use-field-errors.ts).
 */
export function validate<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
): { ok: true; data: v.InferOutput<S> } | { ok: false; errors: FieldErrors<v.InferOutput<S>> } {
  const result = schema["~standard"].validate(input);
  if (result instanceof Promise) throw new TypeError("The forms' schemas check synchronously.");
  if (!result.issues) return { ok: true, data: result.value };
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    const first = issue.path?.[0];
    const field = String((typeof first === "object" ? first.key : first) ?? "form");
    errors[field] ??= issue.message;
  }
  return { ok: false, errors: errors as FieldErrors<v.InferOutput<S>> };
}
