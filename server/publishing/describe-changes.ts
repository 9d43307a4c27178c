/**
 * What changed between two versions of content/, in staff words (issue 26): "Tour price: $40 → $45", "New post: The
 * Ferry Cats of Whitehall", "Edited page: About", "New photo: heroes/about". The Content page lists the drafts this
 * way, and every published version keeps its own list.
 */
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { collections, pages, singletons, tourTemplates } from "../../app/content/collections.ts";
import { fieldWords } from "../../app/content/editor-help.ts";
import { fieldLabel } from "../../app/content/editor-labels.ts";
import { dollars } from "../../app/content/tokens.ts";
import type { ContentChangeRecord } from "../../db/statuses.ts";
import type { ChangedFile, ContentHistory } from "./content-history.ts";

/** A number as visitors read it; anything else (a typo the check will refuse) as it was typed. */
const asNumber = (format: (value: number) => string) => (value: unknown) =>
  typeof value === "number" ? format(value) : shown(value);

/** The facts staff change most, named and shown as visitors read them. */
const FACTS: Record<string, [string, (value: unknown) => string]> = {
  price: ["Tour price", asNumber(dollars)],
  comparisonPrice: ["Typical NYC walking-tour price", asNumber(dollars)],
  durationHours: ["Tour length", asNumber((value) => `${value} hours`)],
  distanceMiles: ["Walking distance", asNumber((value) => `${value} miles`)],
  minGuests: ["Fewest guests for a tour to run", asNumber(String)],
  groupDiscountGuests: ["Guests for the group discount", asNumber(String)],
};
const FACTS_FILE = singletons.tourFacts.file;

/** A newsletter letter's file (its address in the archive): sent letters show there, unsent ones nowhere. */
const LETTER_FILE = /^content\/newsletter\/([\w-]+)\.md$/;

/** Said beside a change to a newsletter letter that is not sent yet. */
export const DRAFT_LETTER = "a draft: publishing neither sends it nor shows it on the site";

/** A changed file with more fields changed than this is one "Edited ..." line, not a line a field. */
const MOST_FIELDS = 4;
const LONGEST_VALUE = 70;

const COLLECTION_NOUNS: Record<string, string> = {
  tours: "tour",
  neighborhoods: "neighborhood",
  testimonials: "testimonial",
  team: "team member",
  press: "press article",
  reels: "reel",
};

type Describable = { noun: string; name: string; schema?: z.ZodType; facts?: boolean };

type JsonSchema = {
  title?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
};

/** A picture's description, short enough for a line ("Harbor cat"), or its name in words when it has none. */
function pictureWords(name: string, alt: string | undefined): string {
  const words = alt?.trim() || capital((name.split("/").pop() ?? name).replace(/-/g, " "));
  return words.length > 80 ? `${words.slice(0, 79).trimEnd()}…` : words;
}

/** Which entry a file is, in staff words, and the schema its fields are labelled from. */
function describeFile(
  file: string,
  data: unknown,
  alts: ReadonlyMap<string, string> = new Map(),
): Describable {
  const record = (data && typeof data === "object" ? data : {}) as Record<string, unknown>;
  const named = (fallback: string) =>
    String(record.name ?? record.title ?? record.author ?? record.caption ?? fallback);
  for (const [key, entry] of Object.entries({ ...singletons, ...tourTemplates })) {
    if (entry.file === file)
      return { noun: "settings", name: fieldLabel(key), schema: entry.schema, facts: file === FACTS_FILE };
  }
  const page = /^content\/pages\/([\w-]+)\.yaml$/.exec(file)?.[1];
  if (page) return { noun: "page", name: fieldLabel(page), schema: pages[page as keyof typeof pages] };
  for (const [key, { folder, schema }] of Object.entries(collections)) {
    const slug = new RegExp(`^${folder}/([\\w-]+)\\.yaml$`).exec(file)?.[1];
    if (slug)
      return { noun: COLLECTION_NOUNS[key] ?? fieldLabel(key).toLowerCase(), name: named(slug), schema };
  }
  const post = /^content\/blog\/([\w-]+)\.md$/.exec(file)?.[1];
  if (post) return { noun: "post", name: named(post) };
  const issue = LETTER_FILE.exec(file)?.[1];
  if (issue) return { noun: "newsletter issue", name: String(record.subject ?? issue) };
  const description = /^content\/images\/(.+)\.yaml$/.exec(file)?.[1];
  if (description)
    return { noun: "picture description", name: pictureWords(description, alts.get(description)) };
  const photo = /^content\/images\/(.+)\/photo\.\w+$/.exec(file)?.[1];
  if (photo) return { noun: "photo", name: pictureWords(photo, alts.get(photo)) };
  const picture = /^content\/images\/(.+)\.\w+$/.exec(file)?.[1];
  if (picture) return { noun: "picture", name: pictureWords(picture, alts.get(picture)) };
  return { noun: "file", name: file.replace(/^content\//, "") };
}

/** A file's data: YAML, or a post's frontmatter (its title names it). */
function parse(file: string, bytes: Buffer | null): unknown {
  if (!bytes) return undefined;
  const text = bytes.toString("utf8");
  try {
    if (file.endsWith(".yaml") || file.endsWith(".yml")) return parseYaml(text) as unknown;
    if (file.endsWith(".md")) return parseYaml(/^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? "") as unknown;
  } catch {
    // A file that does not parse is still listed, as edited.
  }
  return undefined;
}

function shown(value: unknown): string {
  if (value === undefined || value === null || value === "") return "(empty)";
  if (typeof value === "boolean") return value ? "on" : "off";
  const text = typeof value === "object" ? JSON.stringify(value) : String(value);
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > LONGEST_VALUE ? `${line.slice(0, LONGEST_VALUE - 1)}…` : line;
}

/**
 * A value that says nothing: missing, empty, off, or made of such values. The editor writes every field of an entry
 * it saves, so a field the file left out comes back as `false`, `""` or `[]`: the site reads both the same.
 */
function blank(value: unknown): boolean {
  if (value === undefined || value === null || value === "" || value === false) return true;
  if (Array.isArray(value)) return value.every(blank);
  return typeof value === "object" && Object.values(value).every(blank);
}

/** Every leaf whose value differs between two parsed files, by path (blank on both sides is no change). */
function changedLeaves(before: unknown, after: unknown, path: (string | number)[] = []) {
  const leaves: { path: (string | number)[]; before: unknown; after: unknown }[] = [];
  if (blank(before) && blank(after)) return leaves;
  const isContainer = (value: unknown) => value !== null && typeof value === "object";
  if (isContainer(before) && isContainer(after) && Array.isArray(before) === Array.isArray(after)) {
    const keys = new Set([...Object.keys(before as object), ...Object.keys(after as object)]);
    for (const key of keys) {
      const step = Array.isArray(before) ? Number(key) : key;
      leaves.push(
        ...changedLeaves((before as Record<string, unknown>)[key], (after as Record<string, unknown>)[key], [
          ...path,
          step,
        ]),
      );
    }
    return leaves;
  }
  if (JSON.stringify(before) !== JSON.stringify(after)) leaves.push({ path, before, after });
  return leaves;
}

/** A field's label as the editor shows it (editor-help.ts), else the schema's title ("Price"), else from its key. */
function pathLabel(schema: z.ZodType | undefined, path: (string | number)[]): string {
  let node: JsonSchema | undefined = schema
    ? (z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema)
    : undefined;
  const words: string[] = [];
  let parent: string | undefined;
  for (const step of path) {
    node = node?.anyOf?.find((option) => option.properties || option.items) ?? node;
    if (typeof step === "number") {
      words.push(`item ${step + 1}`);
      node = node?.items;
    } else {
      node = node?.properties?.[step];
      words.push(fieldWords(step, parent)?.label ?? node?.title ?? fieldLabel(step));
      parent = step;
    }
  }
  return words.join(" › ");
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A changed file in staff words; a letter not sent yet, added or edited, says that publishing does not send it (staff
 * may wonder). A deleted one needs no such note.
 */
function describeChange(
  change: ChangedFile,
  before: unknown,
  after: unknown,
  alts: ReadonlyMap<string, string>,
  pictures: ReadonlySet<string>,
): ContentChangeRecord[] {
  const lines = describeEntryChange(change, before, after, alts, pictures);
  const letter = LETTER_FILE.test(change.file);
  const sent = Boolean(((after ?? before) as { sentAt?: unknown } | undefined)?.sentAt);
  return letter && !sent && change.change !== "deleted"
    ? lines.map((line) => ({ ...line, label: `${line.label} (${DRAFT_LETTER})` }))
    : lines;
}

function describeEntryChange(
  change: ChangedFile,
  before: unknown,
  after: unknown,
  alts: ReadonlyMap<string, string>,
  pictures: ReadonlySet<string>,
): ContentChangeRecord[] {
  // A new picture and its description are one change: "New picture: Harbor cat".
  const described = /^content\/images\/(.+)\.yaml$/.exec(change.file)?.[1];
  if (described && change.change === "added" && pictures.has(described)) return [];
  const entry = describeFile(change.file, after ?? before, alts);
  if (change.change === "added") return [{ label: `New ${entry.noun}: ${entry.name}` }];
  if (change.change === "deleted") return [{ label: `Removed ${entry.noun}: ${entry.name}` }];
  const edited = [{ label: `Edited ${entry.noun}: ${entry.name}` }];
  if (entry.noun === "post" || before === undefined || after === undefined) return edited;
  const leaves = changedLeaves(before, after);
  // Saved again with nothing a visitor would see changed (the editor's own way of writing the file). A letter's text
  // is not among its fields: its file changed there.
  if (leaves.length === 0 && change.file.endsWith(".md")) return edited;
  if (leaves.length === 0)
    return [{ label: `Saved again, nothing visitors see changed: ${capital(entry.noun)}: ${entry.name}` }];
  if (leaves.length > MOST_FIELDS) return edited;
  return leaves.map(({ path, before: was, after: now }) => {
    const fact = entry.facts && path.length === 1 ? FACTS[String(path[0])] : undefined;
    if (fact) return { label: fact[0], before: fact[1](was), after: fact[1](now) };
    const field = pathLabel(entry.schema, path);
    const where = entry.noun === "settings" ? entry.name : `${capital(entry.noun)}: ${entry.name}`;
    return { label: `${where} › ${field}`, before: shown(was), after: shown(now) };
  });
}

/** The changes from one content/ tree to another, in staff words, in file order. */
export async function describeChanges(
  history: ContentHistory,
  from: string,
  to: string,
): Promise<ContentChangeRecord[]> {
  const files = await history.changedFiles(from, to);
  const read = await Promise.all(
    files.map(async (change) => {
      const [before, after] = await Promise.all([
        change.change === "added" ? null : history.read(from, change.file),
        change.change === "deleted" ? null : history.read(to, change.file),
      ]);
      return { change, before: parse(change.file, before), after: parse(change.file, after) };
    }),
  );
  // The pictures these changes describe, by name, so a picture is named by what it shows.
  const alts = new Map<string, string>();
  const pictures = new Set<string>();
  for (const { change, before, after } of read) {
    const name = /^content\/images\/(.+)\.yaml$/.exec(change.file)?.[1];
    const data = (after ?? before) as { alt?: unknown } | undefined;
    if (name && typeof data?.alt === "string") alts.set(name, data.alt);
    const picture = /^content\/images\/(.+?)(?:\/photo)?\.(?!yaml$)\w+$/.exec(change.file)?.[1];
    if (picture && change.change === "added") pictures.add(picture);
  }
  // A picture or photo changed without its description: its description as it stands.
  for (const { change } of read) {
    const picture = /^content\/images\/(.+?)(?:\/photo)?\.(?!yaml$)\w+$/.exec(change.file)?.[1];
    if (!picture || alts.has(picture)) continue;
    const side = change.change === "deleted" ? from : to;
    const data = parse(`${picture}.yaml`, await history.read(side, `content/images/${picture}.yaml`)) as
      { alt?: unknown } | undefined;
    if (typeof data?.alt === "string") alts.set(picture, data.alt);
  }
  return read.flatMap(({ change, before, after }) => describeChange(change, before, after, alts, pictures));
}

/**
 * A field of a content file in staff words ("Tour price", "Post: The Tabby of Fulton Street › the text"), for what an
 * upgrade kept of the published side (./release.ts): `field` is a dotted path, "the text" or "the whole file".
 */
export function describeField(file: string, bytes: Buffer | null, field: string): string {
  const entry = describeFile(file, parse(file, bytes));
  const where = entry.noun === "settings" ? entry.name : `${capital(entry.noun)}: ${entry.name}`;
  if (field === "the whole file" || field === "the text") return `${where} (${field})`;
  const path = field.split(".");
  const fact = entry.facts && path.length === 1 ? FACTS[path[0]!] : undefined;
  return fact ? fact[0] : `${where} › ${pathLabel(entry.schema, path)}`;
}

/**
 * The name staff know an entry's file by, as the versions and Activity name it: a tour's or post's title, a letter's
 * subject, a picture's description (the content editor's breadcrumbs show it, routes/admin.entry-name.ts).
 */
export function entryName(file: string, bytes: Buffer | null): string {
  const data = parse(file, bytes) as { alt?: unknown } | undefined;
  const picture = /^content\/images\/(.+)\.yaml$/.exec(file)?.[1];
  const alts = new Map(picture && typeof data?.alt === "string" ? [[picture, data.alt]] : []);
  return describeFile(file, data, alts).name;
}

/** The settings whose changes visitors see first on the tours page (the price, the length); the rest on the home page. */
const TOURS_PAGE_FILES = new Set([FACTS_FILE, singletons.relatedTours.file, tourTemplates.tourPage.file]);

/**
 * The public page where a change shows (issue 39): a post's or a sent letter's own page, a page's, a tour's or a
 * neighborhood's; for the tours' facts, the tours page; else the home page, or the newsletter's archive when the
 * only changes are letters not sent yet. The first changed file that has one decides; `read` gives a file of the
 * changed version (a page's address is in its file).
 */
export async function pageShowing(
  files: readonly ChangedFile[],
  read: (file: string) => Promise<Buffer | null>,
): Promise<string> {
  // A letter not sent yet shows nowhere: the archive, where it will, only when nothing else changed.
  let unsentLetter = false;
  let other = false;
  for (const { file, change } of files) {
    if (change === "deleted") continue;
    const post = /^content\/blog\/([\w-]+)\.md$/.exec(file)?.[1];
    if (post) return `/blog/${post}`;
    const letter = LETTER_FILE.exec(file)?.[1];
    if (letter) {
      const meta = parse(file, await read(file)) as { sentAt?: unknown } | undefined;
      if (meta?.sentAt) return `/newsletter/${letter}`;
      unsentLetter = true;
      continue;
    }
    const entry = /^content\/(tours|neighborhoods)\/([\w-]+)\.yaml$/.exec(file);
    if (entry) return `/${entry[1]}/${entry[2]}`;
    if (/^content\/pages\/[\w-]+\.yaml$/.test(file)) {
      const page = parse(file, await read(file)) as { path?: unknown } | undefined;
      if (typeof page?.path === "string" && page.path.startsWith("/")) return page.path;
    }
    if (TOURS_PAGE_FILES.has(file)) return "/tours";
    other = true;
  }
  return unsentLetter && !other ? "/newsletter" : "/";
}
