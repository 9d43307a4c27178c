import type { z } from "zod";

/**
 * What a content problem says, in the words the company's staff would use (the Content page and the build list
 * them with file and field). A message written in a schema (`min(1, "at least one rating")`) wins over these.
 */
export function contentIssueWords(issue: z.core.$ZodRawIssue): string | undefined {
  const received = issue.input;
  switch (issue.code) {
    case "invalid_type":
      if (received === undefined) return "this is required: fill it in";
      if (issue.expected === "number")
        return "write a number here, like 40 (digits only, no $ sign or words)";
      if (issue.expected === "int") return "write a whole number here, like 40";
      if (issue.expected === "string") return "write some text here";
      if (issue.expected === "boolean") return "write true or false here";
      if (issue.expected === "array") return "this should be a list";
      if (issue.expected === "object") return "this should be a group of fields";
      return undefined;
    case "too_small": {
      const atLeast = issue.inclusive ? "at least" : "more than";
      if (issue.origin === "string") return `write ${atLeast} ${issue.minimum} characters here`;
      if (issue.origin === "array") return `add ${atLeast} ${issue.minimum}`;
      return `use a number ${atLeast} ${issue.minimum}`;
    }
    case "too_big": {
      const atMost = issue.inclusive ? "at most" : "less than";
      if (issue.origin === "string") return `keep this to ${atMost} ${issue.maximum} characters`;
      if (issue.origin === "array") return `keep the list to ${atMost} ${issue.maximum}`;
      return `use a number ${atMost} ${issue.maximum}`;
    }
    case "invalid_value":
      return `choose one of: ${issue.values.map((value) => String(value)).join(", ")}`;
    case "unrecognized_keys":
      return `remove ${issue.keys.length === 1 ? "the field" : "the fields"} ${issue.keys.join(", ")}: the site does not use ${issue.keys.length === 1 ? "it" : "them"}`;
    default:
      return undefined;
  }
}
