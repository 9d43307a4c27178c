import * as v from "valibot";
import type { FieldErrors } from "./field-rules.ts";

/**
 * Validates and returns either the parsed values or the first message for each failing field, in the order the
 * fields are declared (so focus goes to the first one on the page).
 */
export function validate<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
): { ok: true; data: v.InferOutput<S> } | { ok: false; errors: FieldErrors<v.InferOutput<S>> } {
  const result = v.safeParse(schema, input);
  if (result.success) return { ok: true, data: result.output };
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    const field = String(issue.path?.[0]?.key ?? "form");
    errors[field] ??= issue.message;
  }
  return { ok: false, errors: errors as FieldErrors<v.InferOutput<S>> };
}
