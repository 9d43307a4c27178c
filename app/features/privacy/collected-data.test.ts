import { describe, expect, it } from "vitest";
import { readContent } from "#app/content/read-content.ts";
import type { PrivacySettings } from "#app/content/schema.ts";
import {
  adventureApplicationSchema,
  adventureHiddenFieldsSchema,
  contactFormSchema,
  contactMessageSchema,
  newsletterSchema,
} from "#app/features/forms/schemas.ts";
import { tourRequestSchema } from "#app/features/private-tours/tour-request-schema.ts";
import { staff } from "#db/schema.ts";
import { getTableColumns } from "drizzle-orm";

const content = readContent();

/** Every field name each form sends, from the schemas the browser and the server check it with. */
const sentByForm: Record<PrivacySettings["collected"][number]["form"], string[]> = {
  contact: [...Object.keys(contactFormSchema.entries), ...Object.keys(contactMessageSchema.entries)],
  newsletter: Object.keys(newsletterSchema.entries),
  "private-tour": Object.keys(
    tourRequestSchema(content.tourFacts, ["brooklyn-heights"], "2026-11-28").entries,
  ),
  "adventure-cats": [
    ...Object.keys(adventureApplicationSchema.entries),
    ...Object.keys(adventureHiddenFieldsSchema.entries),
  ],
  // A staff account's own columns, less the ones that hold nothing about the person.
  "staff-accounts": Object.keys(getTableColumns(staff))
    .filter((column) => !["id", "status", "passkeyUserId", "createdAt", "updatedAt"].includes(column))
    .map((column) => (column === "passwordHash" ? "password" : column)),
};

function named(form: keyof typeof sentByForm): Set<string> {
  return new Set(
    content.privacy.collected
      .filter((entry) => entry.form === form)
      .flatMap((entry) => entry.fields.flatMap((field) => field.sentAs)),
  );
}

describe("the privacy notice's list of what each form collects", () => {
  it.each(Object.keys(sentByForm) as (keyof typeof sentByForm)[])(
    "names every field the %s form sends",
    (form) => {
      const listed = named(form);
      expect(sentByForm[form].length).toBeGreaterThan(0);
      expect(sentByForm[form].filter((field) => !listed.has(field))).toEqual([]);
    },
  );

  it("names no field a form does not send (a stale line would mislead visitors)", () => {
    for (const form of Object.keys(sentByForm) as (keyof typeof sentByForm)[]) {
      const sent = new Set(sentByForm[form]);
      expect(
        [...named(form)].filter((field) => !sent.has(field)),
        form,
      ).toEqual([]);
    }
  });

  it("gives each form at least one entry", () => {
    expect(new Set(content.privacy.collected.map((entry) => entry.form))).toEqual(
      new Set(Object.keys(sentByForm)),
    );
  });
});
