import { z } from "zod";

/**
 * The mail server form under Settings (routes/admin.settings.tsx): what the owner types, checked the same way in the
 * browser's constraints and on the server. No database code: the page imports it too.
 */

/** A host name: letters, digits, dots and dashes (no scheme, no port, no spaces). */
const HOST =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;
/** An address alone, or a name and the address in angle brackets ("Whisker Walks NYC <hello@whiskerwalks.nyc>"). */
const FROM = /^(?:[^<>"\r\n]{1,100} <[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>|[^\s@<>"]+@[^\s@<>]+\.[^\s@<>]+)$/;

export const mailSetupSchema = z.object({
  host: z
    .string()
    .trim()
    .transform((value) => value.replace(/^smtps?:\/\//i, "").replace(/\/+$/, ""))
    .pipe(
      z
        .string()
        .min(1, "Type your mail provider's server, like smtp.gmail.com.")
        .regex(HOST, "The mail server is a name like smtp.gmail.com: letters, digits, dots and dashes."),
    ),
  port: z.coerce
    .number({ message: "The port is a number, usually 587 or 465." })
    .int("The port is a whole number, usually 587 or 465.")
    .min(1, "The port is a number from 1 to 65535, usually 587 or 465.")
    .max(65535, "The port is a number from 1 to 65535, usually 587 or 465."),
  username: z.string().trim().max(320, "The user name is at most 320 characters."),
  password: z.string().max(500, "The password is at most 500 characters."),
  from: z
    .string()
    .trim()
    .min(1, "Type the address your e-mail comes from, like hello@whiskerwalks.nyc.")
    .regex(
      FROM,
      "Type an address like hello@whiskerwalks.nyc, or a name and the address: Whisker Walks NYC <hello@whiskerwalks.nyc>.",
    ),
});

export type MailSetupFields = z.infer<typeof mailSetupSchema>;

/** The form's fields, each with its first problem, or the setup. */
export function readMailSetup(
  raw: Record<string, string | undefined>,
):
  | { ok: true; setup: MailSetupFields }
  | { ok: false; errors: Partial<Record<keyof MailSetupFields, string>> } {
  const result = mailSetupSchema.safeParse({
    host: raw.host ?? "",
    port: raw.port?.trim() ? raw.port.trim() : Number.NaN,
    username: raw.username ?? "",
    password: raw.password ?? "",
    from: raw.from ?? "",
  });
  if (result.success) return { ok: true, setup: result.data };
  const errors: Partial<Record<keyof MailSetupFields, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof MailSetupFields;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** The common providers' servers, for the one-line guide beside the form. */
export const MAIL_PROVIDERS = [
  { name: "Gmail or Google Workspace", host: "smtp.gmail.com", port: 587, note: "with an app password" },
  { name: "Outlook or Microsoft 365", host: "smtp.office365.com", port: 587, note: "" },
  { name: "Fastmail", host: "smtp.fastmail.com", port: 465, note: "with an app password" },
  { name: "iCloud Mail", host: "smtp.mail.me.com", port: 587, note: "with an app-specific password" },
] as const;
