/**
 * The staff editor's (Keystatic's) configuration, made from the same registry and schemas the build checks content
 * with (collections.ts, schema.ts), so each collection has one schema: its zod schema. Keystatic's fields get the
 * schema's limits (required, lengths, patterns, ranges, choices), so the editor refuses in words, next to the field,
 * what the build would refuse. Written by hand because no library turns zod into Keystatic fields
 * (docs/decisions/066-staff-editor-and-publishing.md).
 */
import {
  collection,
  config,
  fields,
  singleton,
  type Collection,
  type ComponentSchema,
  type Singleton,
} from "@keystatic/core";
import { z } from "zod";
import { collections, pages, singletons, tourTemplates } from "./collections.ts";
import { fieldLabel } from "./labels.ts";
import { postFrontmatterSchema } from "../features/blog/post-schema.ts";

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: (string | number)[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  title?: string;
  description?: string;
  default?: unknown;
  anyOf?: JsonSchema[];
};

/** Field names whose text runs to sentences: a multi-line box. */
const LONG_TEXT =
  /description|summary|answer|quote|paragraph|details|teaser|event|alt|intro|text|body|excerpt/i;
/** The largest number zod writes for "no maximum". */
const UNBOUNDED = Number.MAX_SAFE_INTEGER;

/** Tokens the reader knows (tokens.ts); a text may use these and no others. */
const TOKEN_TEXT =
  /^(?:[^{}]|\{(?:[a-zA-Z]+|[a-z0-9-]+\.(?:name|shortName|maxGuests|guide|schedule|meetingPoint|endPoint|itemId|path)|privatePrice:\d+)\})*$/;

function textField(key: string, schema: JsonSchema, required: boolean): ComponentSchema {
  const label = schema.title ?? fieldLabel(key);
  if (schema.format === "date") return fields.date({ label, validation: { isRequired: required } });
  if (schema.enum) {
    const options = schema.enum.map((value) => ({ label: fieldLabel(String(value)), value: String(value) }));
    return fields.select({ label, options, defaultValue: String(schema.enum[0]) });
  }
  // An optional field may stay empty; a pattern applies to what is written.
  const pattern = schema.pattern
    ? {
        regex: new RegExp(required ? schema.pattern : `^$|${schema.pattern}`),
        message: schema.description ?? `Check the form of ${label.toLowerCase()}`,
      }
    : { regex: TOKEN_TEXT, message: "Use only known tokens in braces, such as {price} or {durationWords}" };
  return fields.text({
    label,
    ...(schema.description ? { description: schema.description } : {}),
    multiline: LONG_TEXT.test(key),
    validation: {
      isRequired: required,
      length: {
        min: required ? Math.max(1, schema.minLength ?? 1) : undefined,
        max: schema.maxLength,
      },
      pattern,
    },
  });
}

function numberField(key: string, schema: JsonSchema, integer: boolean, required: boolean): ComponentSchema {
  const label = schema.title ?? fieldLabel(key);
  const validation = {
    isRequired: required,
    ...(schema.minimum !== undefined ? { min: schema.minimum } : {}),
    ...(schema.maximum !== undefined && schema.maximum < UNBOUNDED ? { max: schema.maximum } : {}),
  };
  const defaultValue = typeof schema.default === "number" ? schema.default : undefined;
  return integer
    ? fields.integer({ label, validation, ...(defaultValue !== undefined ? { defaultValue } : {}) })
    : fields.number({
        label,
        step: 0.1,
        validation,
        ...(defaultValue !== undefined ? { defaultValue } : {}),
      });
}

/** The first text of an array item, to name it in the list. */
function itemLabel(props: unknown): string {
  const value = (props as { value?: unknown; fields?: Record<string, { value?: unknown }> }) ?? {};
  if (typeof value.value === "string") return value.value || "New item";
  for (const field of Object.values(value.fields ?? {})) {
    if (typeof field.value === "string" && field.value) return field.value.slice(0, 80);
  }
  return "New item";
}

function field(key: string, schema: JsonSchema, required: boolean): ComponentSchema {
  const option = schema.anyOf?.find((candidate) => candidate.type !== "null");
  if (option) return field(key, option, required);
  const type = Array.isArray(schema.type) ? schema.type.find((each) => each !== "null") : schema.type;
  switch (type) {
    case "object":
      return fields.object(objectFields(schema), { label: schema.title ?? fieldLabel(key) });
    case "array":
      return fields.array(field(key.replace(/s$/, ""), schema.items ?? {}, true), {
        label: schema.title ?? fieldLabel(key),
        itemLabel,
        validation: { length: { min: schema.minItems, max: schema.maxItems } },
      });
    case "integer":
      return numberField(key, schema, true, required);
    case "number":
      return numberField(key, schema, false, required);
    case "boolean":
      return fields.checkbox({ label: schema.title ?? fieldLabel(key) });
    default:
      return textField(key, schema, required);
  }
}

function objectFields(schema: JsonSchema): Record<string, ComponentSchema> {
  const required = new Set(schema.required ?? []);
  return Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([key, value]) => [
      key,
      field(key, value, required.has(key)),
    ]),
  );
}

/** A zod schema's fields as Keystatic fields (the schema's input: defaults are optional to the editor). */
export function keystaticFields(schema: z.ZodType): Record<string, ComponentSchema> {
  return objectFields(z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema);
}

const postFields = {
  ...keystaticFields(postFrontmatterSchema),
  date: fields.date({ label: "Date", validation: { isRequired: true } }),
  updated: fields.date({ label: "Updated" }),
};

type Fields = Record<string, ComponentSchema>;

const editorSingletons: Record<string, Singleton<Fields>> = {
  ...Object.fromEntries(
    Object.entries({ ...singletons, ...tourTemplates }).map(([name, { file, schema }]) => [
      name,
      singleton({
        label: fieldLabel(name),
        path: file.replace(/\.yaml$/, ""),
        format: { data: "yaml" },
        schema: keystaticFields(schema),
      }),
    ]),
  ),
  ...Object.fromEntries(
    Object.entries(pages).map(([key, schema]) => [
      `page-${key}`,
      singleton({
        label: `Page: ${fieldLabel(key)}`,
        path: `content/pages/${key}`,
        format: { data: "yaml" },
        schema: keystaticFields(schema),
      }),
    ]),
  ),
};

const editorCollections: Record<string, Collection<Fields, string>> = {
  ...Object.fromEntries(
    Object.entries(collections).map(([name, { folder, schema }]) => {
      const entryFields = keystaticFields(schema);
      // The field that names an entry in the list; the editor stores it under the same key.
      const slugField = ["name", "title", "author", "caption"].find((key) => key in entryFields) ?? "name";
      return [
        name,
        // One generic shape for every collection: the slug field is chosen at run time, so it is not a literal type.
        collection({
          label: fieldLabel(name),
          path: `${folder}/*`,
          format: { data: "yaml" },
          slugField,
          schema: { ...entryFields, [slugField]: fields.slug({ name: { label: fieldLabel(slugField) } }) },
        } as never) as Collection<Fields, string>,
      ];
    }),
  ),
  posts: collection({
    label: "Blog posts",
    path: "content/blog/*",
    format: { contentField: "content" },
    slugField: "title",
    entryLayout: "content",
    schema: {
      ...postFields,
      title: fields.slug({ name: { label: "Title", validation: { length: { min: 5, max: 120 } } } }),
      content: fields.markdoc({ label: "Text", extension: "md" }),
    },
  }),
  // content/newsletter/<slug>.md: the newsletter's issues (docs/decisions/105); sent from /admin/newsletter.
  newsletterIssues: collection({
    label: "Newsletter issues",
    path: "content/newsletter/*",
    format: { contentField: "content" },
    slugField: "subject",
    entryLayout: "content",
    schema: {
      subject: fields.slug({
        name: {
          label: "Subject",
          description: "The e-mail's subject, and the letter's title in the archive.",
          validation: { length: { min: 5, max: 120 } },
        },
        slug: {
          label: "Address in the archive",
          description:
            "The letter's page will be /newsletter/ and this. It cannot change once the letter is sent.",
        },
      }),
      preheader: fields.text({
        label: "Preheader",
        description: "The line mail programs show after the subject, and the archive's description.",
        multiline: true,
        validation: { isRequired: true, length: { min: 10, max: 150 } },
      }),
      featuredPosts: fields.array(fields.relationship({ label: "Blog post", collection: "posts" }), {
        label: "Featured blog posts",
        description: "Shown under the letter with their picture and a link (four at most).",
        itemLabel: (props) => props.value ?? "Choose a post",
        validation: { length: { max: 4 } },
      }),
      fromPost: fields.relationship({
        label: "Started from the post",
        description: "The letter links back to this post.",
        collection: "posts",
      }),
      sentAt: fields.date({
        label: "Sent on",
        description: "Filled in by the send, which puts the letter in the public archive. Leave it as it is.",
      }),
      content: fields.markdoc({
        label: "Letter",
        extension: "md",
        options: {
          image: {
            directory: "content/newsletter/pictures",
            publicPath: "/newsletter/pictures/",
            transformFilename: (name) =>
              name
                .toLowerCase()
                .replace(/[^a-z0-9.]+/g, "-")
                .replace(/^-+|-+$/g, ""),
            schema: {
              alt: fields.text({
                label: "Description (alt text)",
                description: "What the picture shows, for readers who cannot see it. Required.",
                validation: { isRequired: true, length: { min: 1, max: 400 } },
              }),
              title: fields.text({ label: "Title (shown on hover)" }),
            },
          },
        },
      }),
    },
  }),
  pictures: collection({
    label: "Picture descriptions",
    path: "content/images/**",
    format: { data: "yaml" },
    slugField: "name",
    schema: {
      // Not stored: the picture's name is its path, the description's file name.
      name: fields.text({
        label: "Picture",
        description: "The picture this describes (its place under content/images). Leave it as it is.",
      }),
      alt: fields.text({
        label: "Description (alt text)",
        description:
          "What the picture shows, for people who cannot see it. Every page that shows it uses this.",
        multiline: true,
        validation: { isRequired: true, length: { min: 1, max: 400 } },
      }),
      // Stored beside the description, in the picture's own folder (heroes/about/photo.jpg): it replaces the
      // artwork everywhere (app/content/picture-files.ts). Remove it to bring the artwork back.
      photo: fields.image({
        label: "Photo (replaces the artwork)",
        description:
          "A JPEG, PNG or WebP photo shown instead of the artwork wherever this picture appears, with the description above. Wide pictures (page heads) need at least 1600 pixels across, cards 1200. Publish to make it live; remove it to bring the artwork back.",
      }),
    },
  }),
};

/** The editor's sidebar: every singleton and collection above, in one group each. */
export const editorNavigation = {
  Tours: [
    "tours",
    "neighborhoods",
    "privateTour",
    "tourFacts",
    "tourPage",
    "neighborhoodPage",
    "relatedTours",
  ],
  Pages: Object.keys(pages).map((key) => `page-${key}`),
  Stories: ["posts", "testimonials", "press", "reels"],
  Company: ["company", "team", "siteSettings", "navigation", "notFound", "adventureCatWelcome", "pictures"],
  "Newsletter and replies": ["newsletterIssues", "newsletter", "newsletterConfirmation", "privateTourReply"],
} satisfies Record<string, string[]>;

export default config<typeof editorCollections, typeof editorSingletons>({
  storage: { kind: "local" },
  ui: {
    brand: { name: "Whisker Walks NYC" },
    navigation: editorNavigation,
  },
  singletons: editorSingletons,
  collections: editorCollections,
});
