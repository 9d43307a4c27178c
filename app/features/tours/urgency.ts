import { urgencyMonth } from "#app/lib/visitor-month.ts";

export { urgencyMonth };

/** The urgency line's text around its month: the message split at each `{month}`. */
export function urgencyParts(message: string): string[] {
  return message.split("{month}");
}
