import * as z from "zod/mini";
import type { FieldErrors } from "./field-rules.ts";

/**
 * Validates and returns either the parsed values or the first message for each failing field, in the order the
 * fields are declared (so focus goes to the first one on the page).
 */
export function validate<S extends z.ZodMiniType>(
  schema: S,
  input: unknown,
): { ok: true; data: z.infer<S> } | { ok: false; errors: FieldErrors<z.infer<S>> } {
  const result = z.safeParse(schema, input);
  if (result.success) return { ok: true, data: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return { ok: false, errors: errors as FieldErrors<z.infer<S>> };
}
