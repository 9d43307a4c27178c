import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { parseAst, type Plugin } from "vite";

const VIRTUAL = "virtual:islands";
const REGISTRY = "virtual:island-registry";
const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const APP = join(ROOT, "app");
/** The islands runtime (no React) and React's side of it. */
const ENTRY = fileURLToPath(new URL("./start.ts", import.meta.url));
const HYDRATE = fileURLToPath(new URL("./hydrate.ts", import.meta.url));

/** The runtime's file: the entry and all it imports, a few kilobytes, the only script a page fetches at first. */
const RUNTIME = "islands";
/** React's side of the islands (hydrate.ts) and the small parts of ours that several islands share. */
const COMMON = "islands-common";
const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;
/** In development, before the runtime: Vite's client, and React Refresh as React Router sets it up (dev-preamble.ts). */
const DEV_PREAMBLE = fileURLToPath(new URL("./dev-preamble.ts", import.meta.url));

/** An island: its name, the file that declares it, and the component it hydrates. */
export type IslandModule = { name: string; file: string; view: string };

type Node = { type?: string; [key: string]: unknown };

/**
 * The islands a source file declares: each `island("name", View, …)` call, with View a component the module exports.
 * A file declares one island at most, so that an island's module is its own.
 */
export function islandsIn(code: string, file: string): IslandModule[] {
  if (!code.includes("island(")) return [];
  const program = parseAst(code, { lang: file.endsWith("x") ? "tsx" : "ts" }, file);
  const found: IslandModule[] = [];
  const exported = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== "object") return;
    const { type, callee, arguments: args, declaration } = node as Node;
    if (type === "ExportNamedDeclaration" && declaration) {
      const { id, declarations } = declaration as { id?: { name: string }; declarations?: { id: Node }[] };
      if (id) exported.add(id.name);
      for (const { id: name } of declarations ?? [])
        if (typeof name.name === "string") exported.add(name.name);
    }
    const [name, view] = (args as Node[] | undefined) ?? [];
    if (
      type === "CallExpression" &&
      (callee as Node).type === "Identifier" &&
      (callee as Node).name === "island"
    ) {
      if (name?.type !== "Literal" || typeof name.value !== "string" || view?.type !== "Identifier")
        throw new Error(`${file}: island() takes the island's name as a string, then its component by name.`);
      found.push({ name: name.value, file, view: view.name as string });
    }
    for (const value of Object.values(node)) if (value && typeof value === "object") visit(value);
  };
  visit(program.body);
  if (found.length > 1)
    throw new Error(`${file} declares ${found.length} islands; an island's file holds one.`);
  for (const island of found) {
    if (!/^[a-z][a-z0-9-]*$/.test(island.name))
      throw new Error(`${file}: the island name "${island.name}" is not lower-case words joined by hyphens.`);
    if (!exported.has(island.view))
      throw new Error(`${file}: the ${island.name} island's component ${island.view} must be exported.`);
  }
  return found;
}

/** Every island the app declares, from its source files (tests aside), each name once. */
export function findIslands(app = APP): IslandModule[] {
  const islands: IslandModule[] = [];
  const files = readdirSync(app, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith(".d.ts"))
    .sort();
  for (const file of files)
    islands.push(...islandsIn(readFileSync(join(app, file), "utf8"), join(app, file)));
  const names = new Map<string, string>();
  for (const island of islands) {
    const other = names.get(island.name);
    if (other) throw new Error(`Two islands are called ${island.name}: in ${other} and ${island.file}.`);
    names.set(island.name, island.file);
  }
  return islands;
}

/**
 * Stands in the registry for the list of each island's files (`islandFilesList`) until the build has named them; in
 * development it stays, and nothing is fetched ahead (prefetch.ts).
 */
export const ISLAND_FILES_TOKEN = "__WHISKER_WALKS_ISLAND_FILES__";

/**
 * The browser's registry: each island's name, and how to load its component (its module, on its own); and the files
 * each island's code is in, fetched ahead without being run (prefetch.ts).
 */
export function registrySource(islands: readonly IslandModule[]): string {
  const entries = islands.map((island) => {
    const specifier = `#${relative(ROOT, island.file).split(sep).join("/")}`;
    return `  ${JSON.stringify(island.name)}: () => import(${JSON.stringify(specifier)}).then((module) => module.${island.view}),`;
  });
  return `export const islands = {\n${entries.join("\n")}\n};\nexport const islandFiles = ${JSON.stringify(ISLAND_FILES_TOKEN)};\n`;
}

/** What `islandFilesList` reads of a chunk of the client build. */
export type BuiltChunk = {
  type: "chunk";
  fileName: string;
  moduleIds: readonly string[];
  imports: readonly string[];
  dynamicImports: readonly string[];
};

/**
 * Libraries an island loads by a dynamic import that are not fetched ahead with its code (docs/decisions/173): the
 * toasts (sonner), which the contact form shows only after a send fails or a second Send comes too soon, and fetches
 * when a visitor starts on it. A chunk that holds nothing else is left out of the island's files.
 */
export const FETCHED_ON_USE = /[\\/]node_modules[\\/]sonner[\\/]/;

/**
 * The files of each island's code in a client build (docs/decisions/160), read from the build's own chunks: the chunk
 * holding the island's module and every chunk it reaches, by a static import or a dynamic one (what it loads only
 * when it needs it, such as the gallery's viewer, is its code too), but those of `FETCHED_ON_USE`. First, under the
 * empty name, the files of React's side of the islands (`hydrate`), which every island needs. The runtime's own file
 * is left out: the page has it. Written as `=files;name=files;…`, the files separated by spaces, so that the list
 * needs no quoting wherever the bundler puts it.
 */
export function islandFilesList(
  chunks: readonly BuiltChunk[],
  islands: readonly { name: string; file: string }[],
  hydrate: string,
  runtime: string,
  base: string,
): string {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const holding = (id: string) => chunks.find((chunk) => chunk.moduleIds.includes(id));
  const reach = (id: string, alsoDynamic: boolean) => {
    const first = holding(id);
    if (!first) throw new Error(`No chunk of the client build holds ${id}.`);
    const files = new Set<string>();
    const stack = [first.fileName];
    while (stack.length > 0) {
      const file = stack.pop() as string;
      // A name that is no file of the build is an outside module (the content's, which the page's import map names
      // and prefetch.ts fetches by that name).
      const chunk = byFile.get(file);
      if (files.has(file) || file === runtime || !chunk) continue;
      if (chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => FETCHED_ON_USE.test(id))) continue;
      files.add(file);
      stack.push(...chunk.imports, ...(alsoDynamic ? chunk.dynamicImports : []));
    }
    return files;
  };
  const common = reach(hydrate, false);
  const entries = [
    ["", [...common]],
    ...islands.map(({ name, file }) => [name, [...reach(file, true)].filter((f) => !common.has(f))] as const),
  ] as const;
  return entries.map(([name, files]) => `${name}=${files.map((file) => base + file).join(" ")}`).join(";");
}

/**
 * Which file of the browser build a module of the islands' graph goes in (docs/decisions/088, 110), from the roots
 * that import it, directly or not (`importers`: the runtime, React's side of the islands, or an island's name):
 * - the runtime's own imports go in its file, which then needs nothing else: the page fetches it alone at first;
 * - a module one island alone uses goes in that island's file;
 * - one several islands of a feature use in its feature's file (the forms' fields, the booking widget's helpers);
 * - React's side of the islands and the other parts of ours that several islands use (the icons, the button and
 *   picture components, the site's facts) share the common file, which comes with the first island a page starts;
 * - a library several islands use goes in a file for that set of islands (Radix's parts that the menu and the
 *   accordion share).
 * Left to itself the bundler made a file for every set of islands sharing a module, and each file's headers cost about
 * half a kilobyte. Modules an island imports only when it needs them (zod, sonner, EmailJS, the lightbox) are not in
 * this graph and keep files of their own.
 */
export function islandChunkName(id: string, importers: ReadonlySet<string> | undefined): string | null {
  if (!importers) return null;
  if (importers.has(RUNTIME)) return RUNTIME;
  if (importers.has(COMMON)) return COMMON;
  const names = [...importers].sort();
  if (names.length === 1) return names[0] ?? null;
  const feature = /[\\/]app[\\/]features[\\/]([^\\/]+)[\\/]/.exec(id)?.[1];
  if (feature) return feature;
  // Our modules, the content's virtual ones included (not the bundler's own helpers).
  const ours = !/[\\/]node_modules[\\/]/.test(id) && (!id.startsWith("\0") || id.startsWith("\0virtual:"));
  return ours ? COMMON : names.join("+");
}

/**
 * The islands in the build and in development (docs/decisions/087, 110). Public Vite APIs only:
 * - `virtual:island-registry` is the browser's registry, made from the `island("name", View)` calls in the source, so
 *   a name is written once (an edit in development makes it again);
 * - `emitFile` adds the runtime (start.ts) as a chunk of the client build, and `virtual:islands` gives the server its
 *   address (React Router builds the client before the server, with one instance of each plugin); in development it
 *   is the source file itself, with React Router's refresh preamble, so that development runs pages as islands too;
 * - the client build's chunks are grouped as `islandChunkName` says.
 */
export function islandsPlugin(): Plugin {
  let reference: string | undefined;
  let base = "/";
  let entry = "";
  let dev = false;
  let registry: IslandModule[] | undefined;
  /** For each module the runtime, React's side or an island imports statically: the roots that reach it. */
  let importers = new Map<string, Set<string>>();

  return {
    name: "whisker-walks:islands",
    configEnvironment(name) {
      if (name !== "client") return undefined;
      const groups = [
        { name: "react", test: REACT, priority: 2 },
        {
          name: (id: string) => islandChunkName(id, importers.get(id)),
          debugName: "islands",
          includeDependenciesRecursively: false,
          priority: 1,
        },
      ];
      // Modules named here go in their file without their imports, which Rolldown allows when an entry chunk may
      // export more than its module does (React Router's route modules keep every export they have).
      return {
        build: {
          rolldownOptions: {
            preserveEntrySignatures: "allow-extension",
            output: { codeSplitting: { groups } },
          },
        },
      };
    },
    configResolved(config) {
      base = config.base;
      dev = config.command === "serve";
    },
    buildStart() {
      registry = undefined;
      if (this.environment.name !== "client" || this.environment.mode !== "build") return;
      reference = this.emitFile({ type: "chunk", id: ENTRY, name: RUNTIME });
    },
    buildEnd() {
      if (this.environment.name !== "client" || !reference) return;
      const islands = this.getModuleInfo(`\0${REGISTRY}`)?.dynamicallyImportedIds ?? [];
      if (islands.length === 0) throw new Error("The islands registry imports no island.");
      const names = new Map((registry ?? []).map((island) => [island.file, island.name]));
      importers = new Map();
      const roots: [string, string][] = [
        [ENTRY, RUNTIME],
        [HYDRATE, COMMON],
        ...islands.map((island): [string, string] => [island, names.get(island) ?? island]),
      ];
      for (const [root, name] of roots) {
        const stack = [root];
        while (stack.length > 0) {
          const id = stack.pop() as string;
          const found = importers.get(id) ?? new Set();
          if (found.has(name)) continue;
          importers.set(id, found.add(name));
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      }
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client" || !reference) return;
      // The runtime's group took in its entry module, so the entry is whichever chunk holds it.
      const chunk = Object.values(bundle).find(
        (output) => output.type === "chunk" && output.moduleIds.includes(ENTRY),
      );
      if (!chunk || chunk.type !== "chunk")
        throw new Error("The islands runtime is not in the client build.");
      entry = base + chunk.fileName;
      // The runtime's list of each island's files, now that the build has named them (prefetch.ts). The runtime's
      // name already depends on every island's file name, which it imports, so it stays true to its content.
      const [before, ...after] = chunk.code.split(ISLAND_FILES_TOKEN);
      if (after.length !== 1)
        throw new Error("The islands runtime should hold the place for its islands' files once.");
      const chunks = Object.values(bundle).filter((output) => output.type === "chunk");
      const files = islandFilesList(chunks, registry ?? findIslands(), HYDRATE, chunk.fileName, base);
      chunk.code = `${before ?? ""}${files}${after[0]}`;
    },
    resolveId(id) {
      if (id === VIRTUAL || id === REGISTRY) return `\0${id}`;
      return undefined;
    },
    load(id) {
      if (id === `\0${REGISTRY}`) {
        registry ??= findIslands();
        for (const island of registry) this.addWatchFile(island.file);
        return registrySource(registry);
      }
      if (id !== `\0${VIRTUAL}`) return undefined;
      if (dev) {
        const source = `/${relative(ROOT, ENTRY).split(sep).join("/")}`;
        const preamble = ["/@vite/client", `/${relative(ROOT, DEV_PREAMBLE).split(sep).join("/")}`];
        return `export const islandsEntry = ${JSON.stringify(source)};\nexport const islandsPreamble = ${JSON.stringify(preamble)};\n`;
      }
      if (this.environment.name !== "client" && !entry)
        throw new Error("The server build needs the islands entry, but the client build did not make it.");
      return `export const islandsEntry = ${JSON.stringify(entry)};\nexport const islandsPreamble = [];\n`;
    },
    hotUpdate({ file, modules }) {
      if (this.environment.name !== "client" || !/\.tsx?$/.test(file) || !file.startsWith(APP)) return;
      // A module the browser does not run (a page's route module, drawn by the server only): the page reloads.
      if (modules.length === 0) {
        this.environment.hot.send({ type: "full-reload" });
        return [];
      }
      // A new island, a renamed one or one removed: the registry is made again, and the page reloads.
      const code = readFileSync(file, "utf8");
      const before = (registry ?? []).filter((island) => island.file === file);
      let after: IslandModule[];
      try {
        after = islandsIn(code, file);
      } catch {
        return;
      }
      if (JSON.stringify(before) === JSON.stringify(after)) return;
      registry = undefined;
      const module = this.environment.moduleGraph.getModuleById(`\0${REGISTRY}`);
      if (module) this.environment.moduleGraph.invalidateModule(module);
      this.environment.hot.send({ type: "full-reload" });
      return [];
    },
  };
}
