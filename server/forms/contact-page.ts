import type { ContactFormValues, ContactPostOutcome } from "../../app/features/forms/contact-post.ts";
import { contactTemplateParams } from "../../app/features/forms/field-rules.ts";
import { contactFormSchema } from "../../app/features/forms/schemas.ts";
import { validate } from "../../app/features/forms/validate.ts";
import type { Submissions } from "../inbox/submissions.ts";
import { readPagePost } from "./page-post.ts";
import type { RateLimit } from "./rate-limit.ts";
import { isTicked, textFields, type Fields } from "./request-body.ts";

const NOTHING_TYPED: ContactFormValues = { name: "", email: "", message: "", consent: false };

/** The form's fields as the page shows them again, and whether the trap field (only bots see it) was filled. */
function contactFormFields(fields: Fields): { values: ContactFormValues; trapped: boolean } {
  const text = textFields(fields, ["name", "email", "message", "consent", "website"]);
  return {
    values: {
      name: text.name ?? "",
      email: text.email ?? "",
      message: text.message ?? "",
      consent: isTicked(text.consent),
    },
    trapped: Boolean(text.website?.trim()),
  };
}

/**
 * The contact page's own post (docs/decisions/061): the form as a browser sends it before or without JavaScript.
 * The same checks as the EmailJS-shaped endpoints (the per-client limit they share, 64 KB, form content types only,
 * UTF-8), the form's own schema and trap field, and the message committed before the answer says it is sent. A
 * refusal keeps everything typed that could be read, so the page can show it again.
 */
export function createContactPagePost(deps: { submissions: Submissions; limit: RateLimit }) {
  return async (request: Request, clientHash: string): Promise<ContactPostOutcome> => {
    // Counted before reading, as the endpoints count every post, whatever its body.
    const post = await readPagePost(request, deps.limit, clientHash, contactFormFields);
    if (post.refused) {
      const { status, problem, headers } = post.refusal;
      return {
        sent: false,
        status,
        values: post.values?.values ?? NOTHING_TYPED,
        errors: {},
        problem,
        headers,
      };
    }
    const form = post.values;
    // Only bots fill the trap field: they are told what a person is told, and nothing is kept.
    if (form.trapped) return { sent: true };
    const result = validate(contactFormSchema, form.values);
    if (!result.ok) return { sent: false, status: 400, values: form.values, errors: result.errors };
    await deps.submissions.saveMessage(contactTemplateParams(result.data), clientHash);
    return { sent: true };
  };
}
