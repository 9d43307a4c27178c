import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const VIRTUAL = "virtual:islands";
const RESOLVED = `\0${VIRTUAL}`;
const ENTRY = fileURLToPath(new URL("./start.ts", import.meta.url));

const REGISTRY = fileURLToPath(new URL("./registry.ts", import.meta.url));

/** The islands every public page shows (the root layout's): they share one file with the entry's own imports. */
const ON_EVERY_PAGE = ["site-header", "footer-logo", "promo-bar", "sticky-book-bar"];
const COMMON = "islands-common";
const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;

/** An island module's name: site-header.tsx is site-header. */
const islandName = (id: string) => (id.split(/[\\/]/).pop() ?? id).replace(/\.[jt]sx?$/, "");

/**
 * Which file of the browser build a module of the islands' graph goes in (docs/decisions/087), from the islands
 * that import it, directly or not:
 * - the entry's own imports and the islands on every page (the root layout's) share one file;
 * - a module one other island alone uses goes in that island's file;
 * - one several islands use goes in its feature's file (the forms' fields, the booking widget's helpers); a small
 *   part of ours with no feature (a hook, the picture component) goes in the common file when all it imports is
 *   there; a library or an icon in a file for that set of islands.
 * Left to itself the bundler made a file for every set of islands sharing a module, 16 to 40 files a page, and each
 * file's headers cost about half a kilobyte. Modules an island imports only when it needs them (zod, sonner,
 * EmailJS, the lightbox) are not in this graph and keep files of their own.
 */
export function islandChunkName(
  id: string,
  importers: ReadonlySet<string> | undefined,
  importsOnlyCommon: boolean,
): string | null {
  if (!importers) return null;
  if (importers.has(COMMON)) return COMMON;
  const names = [...importers].sort();
  if (names.length === 1) return names[0] ?? null;
  const feature = /[\\/]app[\\/]features[\\/]([^\\/]+)[\\/]/.exec(id)?.[1];
  if (feature) return feature;
  const ours = !/[\\/]node_modules[\\/]/.test(id) && !id.startsWith("\0");
  return ours && importsOnlyCommon ? COMMON : names.join("+");
}

/**
 * Builds the islands' entry into the browser build beside React Router's own, and tells the server build where it
 * went (docs/decisions/087). Public Vite APIs only: `emitFile` adds the entry as a chunk of the client build, and
 * the virtual module `virtual:islands` gives its address.
 * React Router builds the client before the server, with one instance of each plugin, so the server build reads
 * what the client build wrote.
 */
export function islandsPlugin(): Plugin {
  let reference: string | undefined;
  let base = "/";
  let entry = "";
  /** For each module the entry or an island imports statically: the islands that import it (or "islands-common"). */
  let importers = new Map<string, Set<string>>();
  const imports = new Map<string, readonly string[]>();
  const importsOnlyCommon = (id: string) =>
    (imports.get(id) ?? []).every((next) => importers.get(next)?.has(COMMON) ?? false);

  return {
    name: "whisker-walks:islands",
    configEnvironment(name) {
      if (name !== "client") return undefined;
      const groups = [
        { name: "react", test: REACT, priority: 2 },
        {
          name: (id: string) =>
            id === ENTRY ? null : islandChunkName(id, importers.get(id), importsOnlyCommon(id)),
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
    },
    buildStart() {
      if (this.environment.name !== "client" || this.environment.mode !== "build") return;
      reference = this.emitFile({ type: "chunk", id: ENTRY, name: "islands" });
    },
    buildEnd() {
      if (this.environment.name !== "client" || !reference) return;
      const islands = this.getModuleInfo(REGISTRY)?.dynamicallyImportedIds ?? [];
      if (islands.length === 0) throw new Error("The islands registry imports no island.");
      importers = new Map();
      const roots: [string, string][] = [[ENTRY, COMMON]];
      for (const island of islands) {
        const name = islandName(island);
        roots.push([island, ON_EVERY_PAGE.includes(name) ? COMMON : name]);
      }
      for (const [root, name] of roots) {
        const stack = [root];
        while (stack.length > 0) {
          const id = stack.pop() as string;
          const names = importers.get(id) ?? new Set();
          if (names.has(name)) continue;
          importers.set(id, names.add(name));
          const next = this.getModuleInfo(id)?.importedIds ?? [];
          imports.set(id, next);
          stack.push(...next);
        }
      }
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client" || !reference) return;
      const fileName = this.getFileName(reference);
      if (bundle[fileName]?.type !== "chunk")
        throw new Error(`The islands entry ${fileName} is not in the client build.`);
      entry = base + fileName;
    },
    resolveId(id) {
      return id === VIRTUAL ? RESOLVED : undefined;
    },
    load(id) {
      if (id !== RESOLVED) return undefined;
      if (this.environment.mode === "build" && this.environment.name !== "client" && !entry)
        throw new Error("The server build needs the islands entry, but the client build did not make it.");
      return `export const islandsEntry = ${JSON.stringify(entry)};\n`;
    },
  };
}
