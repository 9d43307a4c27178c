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
import { pageSchema } from "./schema.ts";
import { postFrontmatterSchema } from "../features/blog/post-schema.ts";
import { fieldWords } from "./editor-help.ts";
import { factsInWords } from "./fact-words.ts";
import { factTextField } from "./fact-text-field.tsx";
import { factComponents } from "./fact-component.tsx";
import { formHeading } from "./form-heading.tsx";
import { TOKEN_TEXT } from "./tokens.ts";
import { fieldLabel, pageLabel } from "./editor-labels.ts";
import { pictureField, postTextComponents } from "./picture-field.tsx";
import { postField, postTitle } from "./post-field.tsx";
import { sentField } from "./sent-field.tsx";
import { tourFactsField } from "./tour-facts-field.tsx";

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

/** A field's label and help: the editor's own words for it (editor-help.ts), else what its kind says. */
function words(key: string, parent: string | undefined, schema: JsonSchema, kindHelp: string) {
  const known = fieldWords(key, parent);
  return {
    label: known?.label ?? schema.title ?? fieldLabel(key),
    description: known?.help ?? schema.description ?? kindHelp,
  };
}

const TEXT_HELP =
  "Words shown on the site. A shaded word, such as Price, is a fact set in one place (the price, length and distance under Tour facts): visitors read the fact itself.";

function textField(key: string, schema: JsonSchema, required: boolean, parent?: string): ComponentSchema {
  const { label, description } = words(key, parent, schema, TEXT_HELP);
  if (schema.format === "date")
    return fields.date({ label, description, validation: { isRequired: required } });
  if (schema.enum) {
    // A value written as words ("NYC History", a blog category) is shown as it is; a key ("weekly") as words.
    const options = schema.enum.map((value) => ({
      label: String(value).includes(" ") ? String(value) : fieldLabel(String(value)),
      value: String(value),
    }));
    return fields.select({ label, description, options, defaultValue: String(schema.enum[0]) });
  }
  // An optional field may stay empty; a pattern applies to what is written.
  const pattern = schema.pattern
    ? {
        regex: new RegExp(required ? schema.pattern : `^$|${schema.pattern}`),
        message: schema.description ?? `Check the form of ${label.toLowerCase()}: ${description}`,
      }
    : {
        regex: TOKEN_TEXT,
        message:
          "Braces are kept for the site's facts: remove this one, and choose the fact from Add a fact instead.",
      };
  // A text that may show facts draws them as chips (fact-text-field.tsx); one with a pattern of its own cannot.
  return (schema.pattern ? fields.text : factTextField)({
    label,
    description,
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

function numberField(
  key: string,
  schema: JsonSchema,
  integer: boolean,
  required: boolean,
  parent?: string,
): ComponentSchema {
  const { label, description } = words(
    key,
    parent,
    schema,
    integer ? "A whole number." : "A number; decimals such as 1.5 are fine.",
  );
  const validation = {
    isRequired: required,
    ...(schema.minimum !== undefined ? { min: schema.minimum } : {}),
    ...(schema.maximum !== undefined && schema.maximum < UNBOUNDED ? { max: schema.maximum } : {}),
  };
  const defaultValue = typeof schema.default === "number" ? schema.default : undefined;
  return integer
    ? fields.integer({
        label,
        description,
        validation,
        ...(defaultValue !== undefined ? { defaultValue } : {}),
      })
    : fields.number({
        label,
        description,
        step: 0.1,
        validation,
        ...(defaultValue !== undefined ? { defaultValue } : {}),
      });
}

/** The first text of an array item, to name it in the list. */
function itemLabel(props: unknown): string {
  const value = (props as { value?: unknown; fields?: Record<string, { value?: unknown }> }) ?? {};
  if (typeof value.value === "string") return factsInWords(value.value) || "New item";
  for (const field of Object.values(value.fields ?? {})) {
    if (typeof field.value === "string" && field.value) return factsInWords(field.value).slice(0, 80);
  }
  return "New item";
}

function field(key: string, schema: JsonSchema, required: boolean, parent?: string): ComponentSchema {
  const option = schema.anyOf?.find((candidate) => candidate.type !== "null");
  if (option) return field(key, option, required, parent);
  const type = Array.isArray(schema.type) ? schema.type.find((each) => each !== "null") : schema.type;
  switch (type) {
    case "object": {
      const known = fieldWords(key, parent);
      return fields.object(objectFields(schema, key), {
        label: known?.label ?? schema.title ?? fieldLabel(key),
        ...(known ? { description: known.help } : {}),
      });
    }
    case "array": {
      const { label, description } = words(key, parent, schema, "Add, reorder or remove items.");
      return fields.array(field(key.replace(/s$/, ""), schema.items ?? {}, true, parent), {
        label,
        description,
        itemLabel,
        validation: { length: { min: schema.minItems, max: schema.maxItems } },
      });
    }
    case "integer":
      return numberField(key, schema, true, required, parent);
    case "number":
      return numberField(key, schema, false, required, parent);
    case "boolean": {
      const { label, description } = words(key, parent, schema, "Tick it to turn it on.");
      return fields.checkbox({ label, description });
    }
    default:
      return textField(key, schema, required, parent);
  }
}

function objectFields(schema: JsonSchema, parent?: string): Record<string, ComponentSchema> {
  const required = new Set(schema.required ?? []);
  return Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([key, value]) => [
      key,
      field(key, value, required.has(key), parent),
    ]),
  );
}

/** A zod schema's fields as Keystatic fields (the schema's input: defaults are optional to the editor). */
export function keystaticFields(schema: z.ZodType, parent?: string): Record<string, ComponentSchema> {
  return objectFields(z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema, parent);
}

const postFields = {
  ...keystaticFields(postFrontmatterSchema, "post"),
  image: pictureField({
    label: "Header picture",
    description:
      "Shown at the top of the post and on its card in the blog. Upload a photo (with its description) or choose a picture already on the site.",
    folder: "blog",
  }),
  date: fields.date({ label: "Date", validation: { isRequired: true } }),
  updated: fields.date({ label: "Updated" }),
  // Given by the server when a post is first saved (routes/api.keystatic.ts), never asked: kept as it is.
  id: fields.ignored(),
};

type Fields = Record<string, ComponentSchema>;

/**
 * How an entry's form is laid out (docs/decisions/188): first the words visitors read, in the order its page shows
 * them; then, under a heading, what visitors read on other pages (a tour's card, the comparison of the tours); last,
 * under "Settings", what they do not read at all (the address, search engines, the social card, the place in lists).
 * Only the form's order: the file keeps its fields in the order it stores them (stored-order.ts).
 */
export type FormOrder = {
  /** Fields brought to the top, in this order; the rest of what visitors read follows in the schema's order. */
  first?: readonly string[];
  /** Fields visitors read on other pages, under their own heading. */
  elsewhere?: readonly string[];
  /** The entry's settings, under "Settings", at the end. */
  settings: readonly string[];
};

/** The display-only headings a form's parts get: never stored. */
export const FORM_HEADINGS = {
  elsewhere: "shownElsewhere",
  settings: "settingsHeading",
} as const;

const SETTINGS_HEADING = formHeading({
  label: "Settings",
  description:
    "Not words visitors read on the page: how it is found, shared and listed. Change them only when you mean to.",
});
const ELSEWHERE_HEADING = formHeading({
  label: "On other pages",
  description:
    "What visitors read before they open the tour: its card on the tours page and the home page, and the comparison of the tours.",
});

/** An entry's fields in the order of its form (FormOrder); every field kept, none renamed; as they are without one. */
export function inFormOrder(entryFields: Fields, order: FormOrder | undefined): Fields {
  if (!order) return entryFields;
  const later = new Set([...(order.elsewhere ?? []), ...order.settings]);
  const pick = (keys: readonly string[]) =>
    keys.filter((key) => key in entryFields).map((key) => [key, entryFields[key]!] as const);
  const first = order.first ?? [];
  const rest = Object.keys(entryFields).filter((key) => !first.includes(key) && !later.has(key));
  const elsewhere = pick(order.elsewhere ?? []);
  const settings = pick(order.settings);
  return Object.fromEntries([
    ...pick(first),
    ...pick(rest),
    ...(elsewhere.length ? [[FORM_HEADINGS.elsewhere, ELSEWHERE_HEADING] as const, ...elsewhere] : []),
    ...(settings.length ? [[FORM_HEADINGS.settings, SETTINGS_HEADING] as const, ...settings] : []),
  ]);
}

/** A page's head (pageSchema): its address, titles for the browser and search engines, social card, site map. */
const PAGE_SETTINGS = Object.keys(pageSchema.shape);

/** Each entry kind whose settings would otherwise come before its words. */
export const FORM_ORDERS: Readonly<Record<string, FormOrder>> = {
  // The tour page from the top (the banner above it, the line above the heading, the heading, the line under it,
  // the picture, the facts' strip, the description, meeting and end, the stops, what to bring, the questions).
  tours: {
    first: [
      "name",
      "shortName",
      "badge",
      "urgencyBanner",
      "teaser",
      "heroImage",
      "tourFacts",
      "schedule",
      "maxGuests",
      "guide",
      "description",
      "meetingPoint",
      "endPoint",
      "endsAtCatCafe",
      "meetingDetails",
      "stops",
      "whatToBring",
      "faqs",
    ],
    elsewhere: ["image", "cardTeaser", "summary", "bestFor", "comparison"],
    settings: ["order", "page", "itemId", "locality"],
  },
  neighborhoods: { settings: ["page"] },
  team: { settings: ["order"] },
  press: { settings: ["order"] },
  reels: { settings: ["order"] },
  testimonials: { settings: ["showOn", "order"] },
  privateTour: { settings: ["itemId"] },
  page: { settings: PAGE_SETTINGS },
};

/** A tour's fields, with where its price, length and distance are set shown with its facts (tour-facts-field.tsx). */
function withTourFacts(tourFields: Fields): Fields {
  return { ...tourFields, tourFacts: tourFactsField() };
}

const editorSingletons: Record<string, Singleton<Fields>> = {
  ...Object.fromEntries(
    Object.entries({ ...singletons, ...tourTemplates }).map(([name, { file, schema }]) => [
      name,
      singleton({
        label: fieldLabel(name),
        path: file.replace(/\.yaml$/, ""),
        format: { data: "yaml" },
        schema: inFormOrder(keystaticFields(schema), FORM_ORDERS[name]),
      }),
    ]),
  ),
  ...Object.fromEntries(
    Object.entries(pages).map(([key, schema]) => [
      `page-${key}`,
      singleton({
        label: pageLabel(key),
        path: `content/pages/${key}`,
        format: { data: "yaml" },
        // A page's own title and description are its head's (the browser tab, search results).
        schema: inFormOrder(keystaticFields(schema, "page"), FORM_ORDERS.page),
      }),
    ]),
  ),
};

const editorCollections: Record<string, Collection<Fields, string>> = {
  ...Object.fromEntries(
    Object.entries(collections).map(([name, { folder, schema }]) => {
      const entryFields = inFormOrder(
        name === "tours" ? withTourFacts(keystaticFields(schema)) : keystaticFields(schema),
        FORM_ORDERS[name],
      );
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
          // Listed by their names ("Brooklyn Heights Cat-History Tour"), not their file names.
          columns: [slugField],
          schema: {
            ...entryFields,
            [slugField]: fields.slug({
              name: {
                label: fieldWords(slugField, undefined)?.label ?? fieldLabel(slugField),
                description: fieldWords(slugField, undefined)?.help,
              },
              slug: {
                label: "Name in addresses",
                description:
                  "Made from the name when the entry is new; the page's address uses it, so change it only with a redirect.",
              },
            }),
          },
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
    columns: ["title", "date"],
    schema: {
      ...postFields,
      title: fields.slug({
        name: {
          label: "Title",
          description: "The post's heading, 5 to 120 characters.",
          validation: { length: { min: 5, max: 120 } },
        },
        slug: {
          label: "Address",
          description:
            "The end of the post's address, /blog/…: made from the title when the post is new. Change it only with a redirect.",
        },
      }),
      // What the post renderer shows (app/features/blog/render-post.ts), and nothing it would not: headings below the
      // title (h2-h4), no code; pictures through the media library, not Keystatic's own image (it stored files
      // beside the post and had no description).
      content: fields.markdoc({
        label: "Text",
        description:
          "The post itself. The toolbar makes headings, lists, links, quotes, dividers and tables; the + menu (or typing /) adds a picture (Image) or a fact set in one place, such as the price (Fact).",
        extension: "md",
        options: { heading: [2, 3, 4], code: false, codeBlock: false, strikethrough: false, image: false },
        components: { ...postTextComponents, ...factComponents },
      }),
    },
  }),
  // content/newsletter/<slug>.md: the newsletter's issues (docs/decisions/105); sent from /admin/newsletter.
  newsletterIssues: collection({
    label: "Newsletter issues",
    path: "content/newsletter/*",
    format: { contentField: "content" },
    slugField: "subject",
    entryLayout: "content",
    // Listed by subject, not by the address alone.
    columns: ["subject"],
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
      // Posts chosen by their titles (post-field.tsx): the editor's own relationship field lists addresses.
      featuredPosts: fields.array(postField({ label: "Blog post", isRequired: true }), {
        label: "Featured blog posts",
        description: "Shown under the letter with their picture and a link (four at most).",
        itemLabel: (props) => postTitle(props.value),
        validation: { length: { max: 4 } },
      }),
      fromPost: postField({
        label: "Started from the post",
        description: "The letter links back to this post.",
      }),
      // Not a date picker: the send writes the moment it started, which a date field would cut to the day.
      sentAt: sentField(),
      content: fields.markdoc({
        label: "Letter",
        description:
          "The letter itself. The + menu (or typing /) adds a picture, or a fact set in one place, such as the price (Fact).",
        extension: "md",
        components: factComponents,
        // A letter's headings sit under its subject (h2, h3); no code, which mail programs show badly.
        options: {
          heading: [2, 3],
          code: false,
          codeBlock: false,
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
        description: "The picture this describes, by the name pages use to show it. Leave it as it is.",
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
  Company: [
    "company",
    "team",
    "siteSettings",
    "navigation",
    "notFound",
    "adventureCatWelcome",
    "pictures",
    "privacy",
  ],
  "Newsletter and replies": [
    "newsletterIssues",
    "newsletter",
    "newsletterConfirmation",
    "privateTourReply",
    "privacyRequestConfirmation",
    "contactAcknowledgement",
    "privateTourAcknowledgement",
  ],
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
