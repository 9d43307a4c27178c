/**
 * The one reader of content/: every entry listed in collections.ts is parsed, checked against its schema and has its
 * tokens filled in; blog posts and picture descriptions too. The build (through the Vite plugin), the route config,
 * the social cards, the quality scripts and the tests all read content through here. Problems are collected and
 * reported together, each with its file and field.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { parse } from "yaml";
import { contentIssueWords } from "./issue-words.ts";
import { pictureNameOf, pictureSources } from "./picture-files.ts";
import type { z } from "zod";
import { parsePostFile, type PostMeta } from "../features/blog/post-schema.ts";
import {
  ISSUE_FOLDER,
  ISSUE_PICTURE_FOLDER,
  IssueError,
  issuePictureProblems,
  parseIssueFile,
  type IssueSource,
} from "../features/newsletter/issue.ts";
import { postMarkupProblems, postPictures } from "../features/blog/render-post.ts";
import { linkedAddresses } from "../lib/linked-text.ts";
import {
  collections,
  laterTokens,
  pages as pageSchemas,
  singletons,
  tourTemplates,
  type Collections,
  type Singletons,
  type TourTemplates,
} from "./collections.ts";
import { referenceProblems } from "./references.ts";
import { ogScenes, pictureSchema, setKnownPictures, type OgScene, type PageEntry } from "./schema.ts";
import {
  dollars,
  fillTokens,
  privateTourTotal,
  siteTokens,
  type SiteTokens,
  type TokenScope,
} from "./tokens.ts";

export type SingletonValues = { [K in keyof Singletons]: z.infer<Singletons[K]["schema"]> };
/** Each tour template filled in for every tour, by the tour's slug. */
export type TourTemplateValues = {
  [K in keyof TourTemplates]: Record<string, z.infer<TourTemplates[K]["schema"]>>;
};
export type CollectionEntries = {
  [K in keyof Collections]: (z.infer<Collections[K]["schema"]> & { slug: string })[];
};
export type Tour = CollectionEntries["tours"][number] & { path: string; neighborhoodPath: string };
export type PrivateTour = SingletonValues["privateTour"] & {
  slug: "private-tours";
  path: "/tours/private-tours";
};
export type Neighborhood = CollectionEntries["neighborhoods"][number] & { path: string };
/** A page's head as the site uses it: the social card's headline always written (its own, or the page's heading). */
export type Page = Omit<PageEntry, "og"> & { og: PageEntry["og"] & { headline: string }; key: string };
/** A blog post as its file says it: checked frontmatter, the slug (its file name) and the body, tokens filled in. */
export type PostSource = {
  file: string;
  meta: Omit<PostMeta, "date" | "updated"> & { date: string; updated?: string };
  body: string;
};

export type SiteContent = SingletonValues & {
  /** The words each site-wide token stands for, for copy that code assembles. */
  tokens: SiteTokens;
  /** Every collection's entries, in file name order. */
  collections: CollectionEntries;
  tourTemplates: TourTemplateValues;
  /** Neighborhood tours in their order, with their addresses. */
  tours: Tour[];
  privateTour: PrivateTour;
  neighborhoods: Neighborhood[];
  /** Every page by key: content/pages, and one page per tour (tour-<slug>) and per neighborhood (neighborhood-<slug>). */
  pages: Record<string, Page>;
  /** The blog posts, in file name order. */
  posts: PostSource[];
  /** Each picture's one description, by name (its path under content/images, without extension). */
  pictures: Record<string, string>;
  /** The newsletter's issues (content/newsletter), in file name order, tokens filled in; sent ones have sentAt. */
  newsletterIssues: IssueSource[];
};

export class ContentError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(
      `The content has ${problems.length} problem${problems.length === 1 ? "" : "s"}:\n  ${problems.join("\n  ")}`,
    );
    this.name = "ContentError";
    this.problems = problems;
  }
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function fieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (out, key) => (typeof key === "number" ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)),
    "",
  );
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

class Reader {
  readonly problems: string[] = [];
  readonly files: string[] = [];
  readonly root: string;
  constructor(root: string) {
    this.root = root;
  }

  /** One entry, parsed and checked; undefined (with its problems noted) when it is not valid. */
  entry<S extends z.ZodType>(file: string, schema: S): z.infer<S> | undefined {
    const path = join(this.root, file);
    this.files.push(path);
    if (!existsSync(path)) {
      this.problems.push(`${file}: the file is missing`);
      return undefined;
    }
    let data: unknown;
    try {
      data = parse(readFileSync(path, "utf8"));
    } catch (error) {
      this.problems.push(`${file}: not valid YAML (${(error as Error).message.split("\n")[0]})`);
      return undefined;
    }
    const result = schema.safeParse(data ?? {}, { error: contentIssueWords });
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      const field = fieldPath(issue.path);
      this.problems.push(`${file}${field ? `, field "${field}"` : ""}: ${issue.message}`);
    }
    return undefined;
  }

  /** Every entry of a folder, with its slug (the file name). */
  collection<S extends z.ZodType>(folder: string, schema: S): (z.infer<S> & { slug: string })[] {
    const dir = join(this.root, folder);
    if (!existsSync(dir)) return [];
    const out: (z.infer<S> & { slug: string })[] = [];
    for (const name of readdirSync(dir).sort()) {
      if (!name.endsWith(".yaml")) continue;
      const slug = basename(name, ".yaml");
      if (!SLUG.test(slug)) {
        this.problems.push(`${folder}/${name}: name the file with lower-case letters, digits and hyphens`);
        continue;
      }
      const value = this.entry(`${folder}/${name}`, schema);
      if (value !== undefined) out.push({ ...(value as object), slug } as z.infer<S> & { slug: string });
    }
    return out;
  }

  /** Fills the tokens of every text in an entry, noting unknown ones with their field. */
  fill<T>(file: string, value: T, scope: TokenScope, path: (string | number)[] = []): T {
    if (typeof value === "string") {
      const { text, unknown } = fillTokens(value, scope);
      for (const token of unknown)
        this.problems.push(
          `${file}${path.length ? `, field "${fieldPath(path)}"` : ""}: unknown token ${token}`,
        );
      return text as T;
    }
    if (Array.isArray(value))
      return value.map((item, index) => this.fill(file, item, scope, [...path, index])) as T;
    if (isPlainObject(value)) {
      return Object.fromEntries(
        Object.entries(value).map(([key, item]) => [key, this.fill(file, item, scope, [...path, key])]),
      ) as T;
    }
    return value;
  }

  /** Each picture's description; every picture must have one and every description a picture. */
  pictures(): Record<string, string> {
    const dir = join(this.root, "content/images");
    const descriptions: Record<string, string> = {};
    if (!existsSync(dir)) return descriptions;
    const all = readdirSync(dir, { recursive: true, encoding: "utf8" })
      .map((name) => name.split("\\").join("/"))
      .sort();
    const files = new Set(pictureSources(all).map(pictureNameOf));
    for (const name of all) {
      if (!name.endsWith(".yaml")) continue;
      const picture = name.slice(0, -".yaml".length);
      const entry = this.entry(`content/images/${name}`, pictureSchema);
      if (!files.has(picture))
        this.problems.push(
          `content/images/${name}: describes a picture that is not there (${picture}.svg, .jpg...)`,
        );
      if (entry?.photo && !existsSync(join(dir, picture, entry.photo)))
        this.problems.push(
          `content/images/${name}, field "photo": the photo ${picture}/${entry.photo} is not there: upload it again`,
        );
      if (entry) descriptions[picture] = entry.alt;
    }
    for (const picture of files)
      if (!Object.hasOwn(descriptions, picture))
        this.problems.push(
          `content/images/${picture}: the picture has no description (add ${picture}.yaml with alt)`,
        );
    return descriptions;
  }
}

function readSingletons(reader: Reader): Partial<SingletonValues> {
  const values: Partial<Record<string, unknown>> = {};
  for (const [name, { file, schema }] of Object.entries(singletons))
    values[name] = reader.entry(file, schema);
  return values as Partial<SingletonValues>;
}

function readCollections(reader: Reader): CollectionEntries {
  const values: Record<string, unknown> = {};
  for (const [name, { folder, schema }] of Object.entries(collections))
    values[name] = reader.collection(folder, schema);
  return values as CollectionEntries;
}

function isComplete(values: Partial<SingletonValues>): values is SingletonValues {
  return Object.keys(singletons).every((name) => values[name as keyof Singletons] !== undefined);
}

/**
 * Where the content a build reads is: the checkout itself, or (CONTENT_ROOT) a folder holding one published or
 * previewed version of content/, exported from git, so a build never reads the editor's unpublished drafts unless
 * asked to (docs/decisions/093-live-version-recorded.md).
 */
export function contentRoot(): string {
  return process.env.CONTENT_ROOT || process.cwd();
}

/** Reads and checks all of content/ under root; throws a ContentError naming every problem. */
export function readContent(root: string = contentRoot()): SiteContent & { files: string[] } {
  const reader = new Reader(root);
  const pictures = reader.pictures();
  setKnownPictures(new Set(Object.keys(pictures)));
  try {
    const settings = readSingletons(reader);
    const templates = Object.fromEntries(
      Object.entries(tourTemplates).map(([name, { file, schema }]) => [name, reader.entry(file, schema)]),
    ) as Partial<{ [K in keyof TourTemplates]: z.infer<TourTemplates[K]["schema"]> }>;
    const raw = readCollections(reader);
    const rawPages = Object.entries(pageSchemas).map(
      ([key, schema]) => [key, reader.entry(`content/pages/${key}.yaml`, schema)] as const,
    );
    const pagesDir = join(root, "content/pages");
    for (const name of existsSync(pagesDir) ? readdirSync(pagesDir) : []) {
      if (name.endsWith(".yaml") && !Object.hasOwn(pageSchemas, basename(name, ".yaml")))
        reader.problems.push(`content/pages/${name}: no page of the site has this name`);
    }
    if (!isComplete(settings)) throw new ContentError(reader.problems);
    return assemble(reader, root, settings, templates, raw, rawPages, pictures);
  } finally {
    setKnownPictures(undefined);
  }
}

function assemble(
  reader: Reader,
  root: string,
  settings: SingletonValues,
  templates: Partial<{ [K in keyof TourTemplates]: z.infer<TourTemplates[K]["schema"]> }>,
  raw: CollectionEntries,
  rawPages: readonly (readonly [string, PageEntry | undefined])[],
  pictures: Record<string, string>,
): SiteContent & { files: string[] } {
  const tokens = siteTokens(settings.company, settings.tourFacts, settings.siteSettings, raw.tours);
  const tourTokens = (tour: CollectionEntries["tours"][number]): Record<string, string> => ({
    name: tour.name,
    shortName: tour.shortName,
    maxGuests: String(tour.maxGuests),
    guide: tour.guide,
    schedule: tour.schedule,
    meetingPoint: tour.meetingPoint,
    endPoint: tour.endPoint,
    itemId: String(tour.itemId),
    path: `/tours/${tour.slug}`,
  });
  const scope: TokenScope = {
    site: tokens,
    tours: Object.fromEntries(raw.tours.map((tour) => [tour.slug, tourTokens(tour)])),
    privatePrice: (guests) => dollars(privateTourTotal(settings.tourFacts, guests)),
  };
  const own = (slug: string): TokenScope => ({ ...scope, own: scope.tours[slug] });
  /** A file's scope with its later tokens left in place for the code that shows the text. */
  const withLater = (file: string, base: TokenScope): TokenScope => {
    const later = laterTokens[file];
    if (!later) return base;
    return { ...base, own: { ...base.own, ...Object.fromEntries(later.map((name) => [name, `{${name}}`])) } };
  };

  const filledSettings = Object.fromEntries(
    Object.entries(singletons).map(([name, { file }]) => [
      name,
      reader.fill(file, settings[name as keyof Singletons], withLater(file, scope)),
    ]),
  ) as SingletonValues;
  const filledCollections = Object.fromEntries(
    Object.entries(collections).map(([name, { folder }]) => [
      name,
      raw[name as keyof Collections].map((entry) =>
        reader.fill(`${folder}/${entry.slug}.yaml`, entry, own(entry.slug)),
      ),
    ]),
  ) as CollectionEntries;

  const tours: Tour[] = filledCollections.tours
    .map((tour) => ({
      ...tour,
      path: `/tours/${tour.slug}`,
      neighborhoodPath: `/neighborhoods/${tour.slug}`,
    }))
    .sort((a, b) => a.order - b.order);
  const neighborhoods: Neighborhood[] = filledCollections.neighborhoods.map((neighborhood) => {
    if (!tours.some((tour) => tour.slug === neighborhood.slug))
      reader.problems.push(
        `content/neighborhoods/${neighborhood.slug}.yaml: there is no tour content/tours/${neighborhood.slug}.yaml for this neighborhood`,
      );
    return { ...neighborhood, path: `/neighborhoods/${neighborhood.slug}` };
  });
  for (const testimonial of filledCollections.testimonials) {
    if (testimonial.tour !== "private-tours" && !tours.some((tour) => tour.slug === testimonial.tour))
      reader.problems.push(
        `content/testimonials/${testimonial.slug}.yaml, field "tour": no tour "${testimonial.tour}" in content/tours`,
      );
  }
  reader.problems.push(...referenceProblems(Object.fromEntries(rawPages), filledCollections));
  const filledTemplates = Object.fromEntries(
    Object.entries(tourTemplates).map(([name, { file }]) => {
      const template = templates[name as keyof TourTemplates];
      const byTour = Object.fromEntries(
        template === undefined
          ? []
          : tours.map((tour) => [tour.slug, reader.fill(file, template, withLater(file, own(tour.slug)))]),
      );
      return [name, byTour];
    }),
  ) as TourTemplateValues;
  const privateTour: PrivateTour = {
    ...filledSettings.privateTour,
    slug: "private-tours",
    path: "/tours/private-tours",
  };

  const pages: Record<string, Page> = {};
  for (const [key, entry] of rawPages) {
    const file = `content/pages/${key}.yaml`;
    if (!entry) continue;
    const filled = reader.fill(file, entry, withLater(file, scope));
    // The card says the page's heading unless the page gives it words of its own.
    const headline = filled.og.headline ?? (filled as { hero?: { title?: string } }).hero?.title;
    if (!headline)
      reader.problems.push(
        `${file}, field "og.headline": write the card's headline (this page has no heading to use)`,
      );
    pages[key] = { ...filled, og: { ...filled.og, headline: headline ?? "" }, key };
  }
  const scene = (slug: string) =>
    ((ogScenes as readonly string[]).includes(slug) ? slug : "tours") as OgScene;
  for (const tour of tours) {
    const key = `tour-${tour.slug}`;
    pages[key] = {
      ...tour.page,
      key,
      path: tour.path,
      crumb: tour.shortName,
      parent: "tours",
      og: { ...tour.page.og, headline: tour.page.og.headline ?? tour.name, scene: scene(tour.slug) },
    };
  }
  for (const neighborhood of neighborhoods) {
    const key = `neighborhood-${neighborhood.slug}`;
    const tour = tours.find((candidate) => candidate.slug === neighborhood.slug);
    pages[key] = {
      ...neighborhood.page,
      key,
      path: neighborhood.path,
      crumb: tour?.shortName ?? neighborhood.title,
      parent: "home",
      og: {
        ...neighborhood.page.og,
        headline: neighborhood.page.og.headline ?? neighborhood.title,
        scene: scene(neighborhood.slug),
      },
    };
  }
  for (const page of Object.values(pages)) {
    if (page.parent && !Object.hasOwn(pages, page.parent))
      reader.problems.push(`content/pages/${page.key}.yaml, field "parent": no page "${page.parent}"`);
  }

  const posts = readPosts(reader, root, scope, pictures);
  const newsletterIssues = readNewsletterIssues(
    reader,
    root,
    scope,
    new Set(posts.map((post) => post.meta.slug)),
  );
  const addresses = new Set([
    ...Object.values(pages).map((page) => page.path),
    ...posts.map((post) => `/blog/${post.meta.slug}`),
  ]);
  // Links are checked once every page is known: a page that failed its schema would make each link to it an error.
  if (!reader.problems.length) {
    for (const [name, { file }] of Object.entries(singletons))
      checkAddresses(reader, file, filledSettings[name as keyof Singletons], addresses);
    for (const [name, { file }] of Object.entries(tourTemplates))
      checkAddresses(reader, file, Object.values(filledTemplates[name as keyof TourTemplates])[0], addresses);
    for (const page of Object.values(pages))
      if (Object.hasOwn(pageSchemas, page.key))
        checkAddresses(reader, `content/pages/${page.key}.yaml`, page, addresses);
  }
  if (reader.problems.length) throw new ContentError(reader.problems);
  return {
    ...filledSettings,
    tokens,
    collections: filledCollections,
    tourTemplates: filledTemplates,
    tours,
    privateTour,
    neighborhoods,
    pages,
    posts,
    pictures,
    newsletterIssues,
    files: reader.files,
  };
}

/** The uploaded pictures of the letters (content/newsletter/pictures), by file name. */
export function newsletterPictureFiles(root: string): Set<string> {
  const dir = join(root, ISSUE_PICTURE_FOLDER);
  return new Set(existsSync(dir) ? readdirSync(dir).filter((name) => /\.(png|jpe?g|gif)$/i.test(name)) : []);
}

function readNewsletterIssues(
  reader: Reader,
  root: string,
  scope: TokenScope,
  postSlugs: ReadonlySet<string>,
): IssueSource[] {
  const dir = join(root, ISSUE_FOLDER);
  const uploaded = newsletterPictureFiles(root);
  const issues: IssueSource[] = [];
  for (const name of existsSync(dir) ? readdirSync(dir).sort() : []) {
    if (!name.endsWith(".md")) continue;
    const file = `${ISSUE_FOLDER}/${name}`;
    reader.files.push(join(dir, name));
    try {
      const issue = parseIssueFile(file, readFileSync(join(dir, name), "utf8"));
      for (const slug of issue.meta.featuredPosts)
        if (!postSlugs.has(slug))
          reader.problems.push(`${file}, field "featuredPosts": no post "${slug}" in content/blog`);
      if (issue.meta.fromPost && !postSlugs.has(issue.meta.fromPost))
        reader.problems.push(`${file}, field "fromPost": no post "${issue.meta.fromPost}" in content/blog`);
      for (const problem of issuePictureProblems(issue.body, uploaded))
        reader.problems.push(`${file}: ${problem}`);
      issues.push({
        ...issue,
        meta: reader.fill(file, issue.meta, scope),
        body: reader.fill(file, issue.body, scope, ["(text)"]),
      });
    } catch (error) {
      if (error instanceof IssueError) reader.problems.push(...error.problems);
      else reader.problems.push(`${file}: ${(error as Error).message}`);
    }
  }
  return issues;
}

/** The fields that hold an address; text links are written as [words](/address). */
const ADDRESS_FIELDS = new Set(["to", "href"]);

/** Every link a file's copy makes goes to a page of the site (a hash or query after the page is fine). */
function checkAddresses(
  reader: Reader,
  file: string,
  value: unknown,
  addresses: ReadonlySet<string>,
  path: (string | number)[] = [],
): void {
  const check = (address: string) => {
    const page = address.replace(/[#?].*$/, "") || "/";
    if (!addresses.has(page))
      reader.problems.push(`${file}, field "${fieldPath(path)}": no page of the site at ${address}`);
  };
  if (typeof value === "string") {
    const key = path.at(-1);
    if (typeof key === "string" && ADDRESS_FIELDS.has(key)) check(value);
    else for (const address of linkedAddresses(value)) check(address);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => checkAddresses(reader, file, item, addresses, [...path, index]));
  } else if (isPlainObject(value)) {
    for (const [key, item] of Object.entries(value))
      checkAddresses(reader, file, item, addresses, [...path, key]);
  }
}

function readPosts(
  reader: Reader,
  root: string,
  scope: TokenScope,
  pictures: Record<string, string>,
): PostSource[] {
  const posts: PostSource[] = [];
  const seenIds = new Map<number, string>();
  const dir = join(root, "content/blog");
  for (const name of existsSync(dir) ? readdirSync(dir).sort() : []) {
    if (!name.endsWith(".md")) continue;
    const file = `content/blog/${name}`;
    reader.files.push(join(dir, name));
    if (!SLUG.test(basename(name, ".md"))) {
      reader.problems.push(`${file}: name the file with lower-case letters, digits and hyphens`);
      continue;
    }
    try {
      const raw = readFileSync(join(dir, name), "utf8");
      const { meta, body } = parsePostFile(file, raw);
      const bodyStart = raw.slice(0, raw.length - body.length).split("\n").length;
      for (const { line, message } of postMarkupProblems(body))
        reader.problems.push(`${file}, line ${bodyStart + line - 1}: ${message}`);
      for (const { line, name } of postPictures(body))
        if (!Object.hasOwn(pictures, name))
          reader.problems.push(
            `${file}, line ${bodyStart + line - 1}: no picture "${name}" in content/images`,
          );
      const other = seenIds.get(meta.id);
      if (other) reader.problems.push(`${file}, field "id": ${meta.id} is already the id of ${other}`);
      seenIds.set(meta.id, file);
      if (!Object.hasOwn(pictures, meta.image))
        reader.problems.push(`${file}, field "image": no picture "${meta.image}" in content/images`);
      const { date, updated, ...rest } = meta;
      posts.push({
        file,
        meta: {
          ...reader.fill(file, rest, scope),
          date: date.toISOString().slice(0, 10),
          ...(updated ? { updated: updated.toISOString().slice(0, 10) } : {}),
        },
        body: reader.fill(file, body, scope, ["(text)"]),
      });
    } catch (error) {
      reader.problems.push((error as Error).message.replace(/\n\s*/g, " "));
    }
  }
  return posts;
}
