/**
 * The editor's lists lead with each entry's name (docs/decisions/188): blog posts by title, newsletter letters by
 * subject, tours by name, with the address after them. Keystatic's list always puts the entry's address first,
 * sorts by it and searches it alone, whatever its `columns`; it has no option for it. So a collection whose first
 * column is its naming field (`columns: [slugField, ...]`, as every listed collection in cms-config.ts has) gets, from
 * this one change to Keystatic's browser build, its columns before the address, its list sorted by its name, and its
 * search in the names too. A collection without columns is listed as Keystatic lists it. If an upgrade changes any
 * of the four places, the build fails naming this file, rather than the lists going back to addresses unnoticed.
 */
import type { Plugin } from "vite";
import { isKeystaticUi } from "./editor-font-plugin.ts";

/** The name's share of the list's width, against one for each other column: a title is longer than a date. */
const LEAD_WIDTH = "2fr";

/** The helpers the changed places call, added to the end of the module (declarations, so hoisted). */
const HELPERS = `
function whiskerWalksLeadsWithName(collection) {
  return !!collection && !!collection.columns && collection.columns[0] === collection.slugField;
}
function whiskerWalksInListOrder(collection, address, columns) {
  return whiskerWalksLeadsWithName(collection) ? [...columns, address] : [address, ...columns];
}
function whiskerWalksHeadings(collection, address, columns) {
  if (!whiskerWalksLeadsWithName(collection)) return [address, ...columns];
  const [name, ...others] = columns;
  return [{ ...name, width: "${LEAD_WIDTH}" }, ...others, address];
}
function whiskerWalksFound(collection, item, searchTerm) {
  const term = searchTerm.toLowerCase();
  const name = whiskerWalksLeadsWithName(collection) && item.data ? item.data[collection.slugField] : undefined;
  return item.name.toLowerCase().includes(term) || (typeof name === "string" && name.toLowerCase().includes(term));
}
`;

/** Each place in CollectionTable, and what it becomes. */
const CHANGES: [name: string, pattern: RegExp, replacement: string][] = [
  [
    "the list's first sort",
    /useState\(\{\s*column: SLUG,\s*direction: 'ascending'\s*\}\)/,
    `useState(() => ({
    column: whiskerWalksLeadsWithName(props.config.collections[props.collection]) ? props.config.collections[props.collection].slugField : SLUG,
    direction: 'ascending'
  }))`,
  ],
  [
    "the search",
    /entriesWithData\.filter\(item => item\.name\.toLowerCase\(\)\.includes\(searchTerm\.toLowerCase\(\)\)\)/,
    "entriesWithData.filter(item => whiskerWalksFound(collection, item, searchTerm))",
  ],
  [
    "the columns' headings",
    /(\{\s*name: 'Slug',\s*key: SLUG\s*\}), (\.\.\.collection\.columns\.map\(column => \{\s*const schema_0 = collection\.schema\[column\];\s*return \{\s*name: 'label' in schema_0 && schema_0\.label \|\| column,\s*key: column\s*\};\s*\}\))\]/,
    "...whiskerWalksHeadings(collection, $1, [$2])]",
  ],
  [
    "each row's cells",
    /nameCell, (\.\.\.collection\.columns\.map\(column_0 => \{[\s\S]*?\}, column_0 \+ item_0\.name\);\s*\}\))\]/,
    "...whiskerWalksInListOrder(collection, nameCell, [$1])]",
  ],
];

/** Keystatic's UI module with its lists leading with each entry's name. */
export function listsLeadWithNames(code: string): string {
  let changed = code;
  for (const [name, pattern, replacement] of CHANGES) {
    if (!pattern.test(changed))
      throw new Error(
        `Keystatic's list of entries has changed where app/content/editor-list-plugin.ts changes ${name}: update the pattern there.`,
      );
    changed = changed.replace(pattern, replacement);
  }
  return `${changed}\n${HELPERS}`;
}

export function editorListPlugin(): Plugin {
  return {
    name: "whisker-walks:editor-list",
    transform(code, id) {
      if (!isKeystaticUi(id) || !code.includes("function CollectionTable(")) return null;
      return { code: listsLeadWithNames(code), map: null };
    },
  };
}
