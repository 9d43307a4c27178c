import type { IncomingMessage, ServerResponse } from "node:http";
import type { PublicEnv } from "../../app/config/public-env.ts";
import { contactMessageSchema } from "../../app/features/forms/schemas.ts";
import { validate } from "../../app/features/forms/validate.ts";
import type { Submissions } from "../inbox/submissions.ts";
import { readFields, SubmissionError, textFields, type Fields } from "./request-body.ts";

const TEMPLATE_FIELDS = ["name", "email", "phone", "message"] as const;

/** The identifiers EmailJS checks: ours are the site's configured ones (public by design, like EmailJS's). */
function checkIdentifiers(fields: Fields, emailjs: PublicEnv["emailjs"]) {
  const ids = textFields(fields, ["user_id", "service_id", "template_id", "lib_version"]);
  const expected = [
    ["user_id", "public key", emailjs.publicKey],
    ["service_id", "service ID", emailjs.serviceId],
    ["template_id", "template ID", emailjs.templateId],
  ] as const;
  for (const [field, label, value] of expected) {
    if (!ids[field]) throw new SubmissionError(400, `${field}: the ${label} is required.`, field);
    if (ids[field] !== value) throw new SubmissionError(400, `${field}: the ${label} is invalid.`, field);
  }
}

function firstError(errors: Record<string, string | undefined>, prefix = ""): SubmissionError {
  const [field, message] = Object.entries(errors)[0] ?? ["form", "The submission is invalid."];
  return new SubmissionError(400, `${prefix}${field}: ${message}`, field);
}

/**
 * EmailJS's REST shapes, served by the site itself: `send` takes JSON with template_params, `send-form` a form
 * whose fields are the template's. Both store the message and answer 200 "OK", or a 4xx and one plain line naming
 * the field, as EmailJS does.
 */
export async function handleContact(
  req: IncomingMessage,
  res: ServerResponse,
  variant: "send" | "send-form",
  deps: { submissions: Submissions; emailjs: PublicEnv["emailjs"]; clientHash: string },
): Promise<true> {
  let params: Fields;
  let prefix = "";
  if (variant === "send") {
    const { fields } = await readFields(req, ["json"]);
    checkIdentifiers(fields, deps.emailjs);
    const templateParams = fields.template_params;
    if (!templateParams || typeof templateParams !== "object" || Array.isArray(templateParams)) {
      throw new SubmissionError(
        400,
        "template_params: must be an object with name, email, phone and message.",
        "template_params",
      );
    }
    params = templateParams as Fields;
    prefix = "template_params.";
  } else {
    const { fields } = await readFields(req, ["multipart", "urlencoded"]);
    checkIdentifiers(fields, deps.emailjs);
    params = fields;
  }
  const text = textFields(params, TEMPLATE_FIELDS, prefix);
  const result = validate(contactMessageSchema, {
    name: text.name ?? "",
    email: text.email ?? "",
    phone: text.phone ?? "",
    message: text.message ?? "",
  });
  if (!result.ok) throw firstError(result.errors, prefix);
  await deps.submissions.saveMessage(result.data, deps.clientHash);
  res.writeHead(200, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
  res.end("OK");
  return true;
}
