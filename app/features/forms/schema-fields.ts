import * as v from "valibot";
import { EMAIL_PATTERN, MAX_FIELD_LENGTH } from "./field-rules.ts";

/** The fields several forms' schemas share (schemas.ts, tour-request-schema.ts), with the spec's messages. */

/** A person's name: required, at least two letters once trimmed, and a sane length. */
export const nameField = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, "Name is required"),
  v.minLength(2, "Name must be at least 2 characters"),
  v.maxLength(MAX_FIELD_LENGTH.name, `Please keep this under ${MAX_FIELD_LENGTH.name} characters`),
);

/** An e-mail address: required, the pattern, and a sane length, with the form's own two messages. */
export const emailField = (required: string, invalid: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, required),
    v.regex(EMAIL_PATTERN, invalid),
    v.maxLength(MAX_FIELD_LENGTH.email, invalid),
  );

/** Free text, trimmed, of at most `max` characters, with the message for a longer one. */
export const trimmedText = (max: number, tooLong: string) =>
  v.pipe(v.string(), v.trim(), v.maxLength(max, tooLong));
